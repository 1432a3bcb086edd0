"""About (关于): the game's version and licence, and every bundled component's licence.

The components are the table of the notices shipped with the game (:mod:`game.texts.credits`);
a row opens its licence text. Both the list and a text scroll (wheel, ↑/↓, PageUp/PageDown,
Home/End); Esc closes a text, then the screen.
"""

from __future__ import annotations

import pygame

import engine
from game.scenes.base import MenuScene
from game.texts.credits import Component, components, licence_text
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, Colour, measure, wrap
from game.ui.widgets import Button, Label, Pressable

INFO = pygame.FRect(40, 110, 380, 500)  # the game's own lines, left
LIST = pygame.FRect(450, 110, 790, 500)  # the scrolling panel, right
PAD = 14.0
TEXT_SIZE = 16.0  # a licence text's lines
GAME = Component("拱猪 Gongzhu", "the game", "MIT", "LICENSE.txt")


class ComponentRow(Pressable):
    """One component: its name, then its licence and what it does; a click opens the text."""

    def __init__(self, scene: CreditsScene, component: Component) -> None:
        super().__init__()
        self.scene = scene
        self.component = component

    def activate(self) -> None:
        self.scene.open(self.component)

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        if self.focused or self.hovered:
            canvas.fill_alpha(r, (255, 255, 255, 28), 8)
        if self.focused:
            canvas.outline(r, theme.FOCUS, 2, 8)
        c = self.component
        name = canvas.text(c.name, fonts.BODY + 1, theme.TEXT, (r.x + PAD, r.y + 6), bold=True)
        detail = tr("credits.row", licence=c.licence, used_for=c.used_for_in(language()))
        y = max(r.y + 30, name.bottom) if canvas.upright else r.y + 30  # (16:9: as designed)
        canvas.text(detail, fonts.BODY - 1, theme.TEXT_DIM, (r.x + PAD, y), tag="row.detail")
        canvas.note("credits.row", r)


class CreditsScene(MenuScene):
    """The version and the licences; reachable from the title and from help (upright, in a
    tall window: the version's lines over the list)."""

    upright = True

    def __init__(self) -> None:
        super().__init__()
        self.title = Label(
            lambda: tr("credits.title"), fonts.BANNER - 6, bold=True, colour=theme.GOLD
        )
        self.rows = [ComponentRow(self, c) for c in [GAME, *components()]]
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=150)
        self.hint = Label(
            lambda: tr("credits.open_hint" if self.opened is None else "credits.text_hint"),
            fonts.BODY,
            colour=theme.TEXT_DIM,
        )
        self.info: list[tuple[str, float, Colour, bool, float]] = []  # text, size, colour, bold, y
        self.scroll = 0.0
        self.opened: Component | None = None
        self.lines: list[str] = []
        self.row_h = 56.0
        self.line_h = 22.0
        self._scale = 1.0
        self.info_box, self.list_box = INFO.copy(), LIST.copy()

    # -- scrolling and opening ------------------------------------------------
    def content_height(self) -> float:
        if self.opened is not None:
            return self.line_h * (len(self.lines) + 2) + 2 * PAD
        return self.row_h * len(self.rows) + 2 * PAD

    def scroll_by(self, dy: float) -> None:
        most = max(0.0, self.content_height() - self.list_box.h)
        self.scroll = max(0.0, min(most, self.scroll + dy))
        self._place_rows()

    def open(self, component: Component) -> None:
        self.opened = component
        self.scroll = 0.0
        text = licence_text(component)
        if text is None:
            text = tr("credits.missing", file=component.text_file)
        self.lines = wrap(text, TEXT_SIZE, False, self._scale, self.list_box.w - 2 * PAD)
        self.layout_buttons()

    def back(self) -> None:
        if self.opened is not None:
            row = next(r for r in self.rows if r.component == self.opened)
            self.opened = None
            self.layout_buttons()
            self.focus.focus(row)
            self._show_focused()
            return
        super().back()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.row_h)
            return True
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_PAGEDOWN: self.list_box.h - self.row_h,
                pygame.K_PAGEUP: -(self.list_box.h - self.row_h),
                pygame.K_END: 1e9,
                pygame.K_HOME: -1e9,
            }.get(event.key)
            if self.opened is not None and event.key in (pygame.K_DOWN, pygame.K_UP):
                step = self.line_h * 3 * (1 if event.key == pygame.K_DOWN else -1)
            if step is not None:
                self.scroll_by(step)
                return True
        pos = getattr(event, "pos", None)
        if pos is not None and (self.opened is not None or not self.list_box.collidepoint(pos)):
            return self.back_button.handle(event)  # rows scrolled out of the panel take no click
        handled = super().handle(event)
        if event.type == pygame.KEYDOWN:
            self._show_focused()
        return handled

    def _show_focused(self) -> None:
        """Scroll the list so the row with keyboard focus is in view."""
        row = self.focus.current
        if not isinstance(row, ComponentRow):
            return
        i = self.rows.index(row)
        top = PAD + i * self.row_h
        if top - self.scroll < 0:
            self.scroll_by(top - self.scroll - PAD)
        elif top + self.row_h - self.scroll > self.list_box.h:
            self.scroll_by(top + self.row_h - self.scroll - self.list_box.h + PAD)

    # -- layout ---------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        sc = self._scale = canvas.scale
        self.title.place((self.info_box.x, 24), sc)
        self.labels = [self.title]
        self.row_h = (
            measure("Ag中", fonts.BODY + 1, True, sc)[1]
            + measure("Ag中", fonts.BODY - 1, False, sc)[1]
            + 16
        )
        self.line_h = measure("Ag", TEXT_SIZE, False, sc)[1] + 2
        bw, bh = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(INFO.x, canvas.h - 8 - 20 - bh, max(bw, 150), bh)
        self.info_box, self.list_box = INFO.copy(), LIST.copy()
        if canvas.upright:  # the game's lines over the list, both the window's width
            self.info_box.w = self.list_box.w = canvas.w - 2 * INFO.x
        self.info = []
        y = self.info_box.y
        lines: list[tuple[str, float, Colour, bool]] = [
            (tr("app.title"), fonts.HEADING + 4, theme.GOLD, True),
            (tr("credits.version", version=engine.__version__), fonts.LABEL, theme.TEXT, True),
            (tr("credits.licence"), fonts.BODY + 1, theme.TEXT, False),
            (tr("credits.art"), fonts.BODY + 1, theme.TEXT, False),
            (tr("credits.beside"), fonts.BODY + 1, theme.TEXT_DIM, False),
        ]
        for text, size, colour, bold in lines:
            for line in wrap(text, size, bold, sc, self.info_box.w):
                h = measure(line or "Ag", size, bold, sc)[1]
                self.info.append((line, size, colour, bold, y))
                y += h + 2
            y += 12
        if canvas.upright:
            hint_h = self.hint.measure(sc)[1]
            bottom = self.back_button.rect.top - 16 - hint_h - 12
            self.list_box = pygame.FRect(INFO.x, y + 8, self.info_box.w, bottom - y - 8)
        self.hint.place((self.list_box.x, self.list_box.bottom + 12), sc)
        self.labels.append(self.hint)
        if self.opened is not None:
            self.lines = wrap(
                licence_text(self.opened) or tr("credits.missing", file=self.opened.text_file),
                TEXT_SIZE,
                False,
                sc,
                self.list_box.w - 2 * PAD,
            )
        self.layout_buttons()

    def layout_buttons(self) -> None:
        self.hint.place((self.list_box.x, self.list_box.bottom + 12), self._scale)
        self._place_rows()
        shown: list[Pressable] = [*self.rows] if self.opened is None else []
        self.focus.set([*shown, self.back_button])
        if self.focus.current is None:
            self.focus.focus(self.rows[0] if self.opened is None else self.back_button)

    def _place_rows(self) -> None:
        for i, row in enumerate(self.rows):
            row.rect = pygame.FRect(
                self.list_box.x + 4,
                self.list_box.y + PAD + i * self.row_h - self.scroll,
                self.list_box.w - 8,
                self.row_h - 4,
            )
            row.visible = self.opened is None

    # -- drawing --------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        for label in self.labels:
            label.draw(canvas)
        for text, size, colour, bold, y in self.info:
            canvas.text(text, size, colour, (self.info_box.x, y), bold=bold)
        canvas.fill_alpha(self.list_box, (0, 0, 0, 90), 12)
        canvas.outline(self.list_box, theme.LINE, 1, 12)
        surface = canvas.surface
        old_clip = surface.get_clip()
        surface.set_clip(canvas.rect(self.list_box.inflate(-2, -6)))
        try:
            if self.opened is None:
                for row in self.rows:
                    if row.rect.bottom > self.list_box.top and row.rect.top < self.list_box.bottom:
                        row.draw(canvas)
            else:
                y = self.list_box.y + PAD - self.scroll
                heading = f"{self.opened.name} · {self.opened.licence}"
                canvas.text(heading, fonts.LABEL, theme.GOLD, (self.list_box.x + PAD, y), bold=True)
                y += 2 * self.line_h
                for line in self.lines:
                    if self.list_box.top - self.line_h < y < self.list_box.bottom:
                        canvas.text(
                            line,
                            TEXT_SIZE,
                            theme.TEXT,
                            (self.list_box.x + PAD, y),
                            tag="credits.line",
                        )
                    y += self.line_h
        finally:
            surface.set_clip(old_clip)
        self._draw_scrollbar(canvas)
        self.back_button.draw(canvas)

    def _draw_scrollbar(self, canvas: Canvas) -> None:
        total = self.content_height()
        if total <= self.list_box.h:
            return
        track = pygame.FRect(self.list_box.right - 8, self.list_box.y + 8, 4, self.list_box.h - 16)
        thumb_h = max(24.0, track.h * self.list_box.h / total)
        most = total - self.list_box.h
        y = track.y + (track.h - thumb_h) * (self.scroll / most if most else 0)
        canvas.fill_alpha(track, (255, 255, 255, 40), 2)
        canvas.fill_rect(pygame.FRect(track.x, y, 4, thumb_h), theme.TEXT_DIM, 2)
