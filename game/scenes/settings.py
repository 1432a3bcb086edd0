"""The settings screen, grouped as the design asks: language, display, sound, play.

Every change applies at once (and is saved) through ``ctx.change_settings``; widgets
read their value back from the settings, so nothing here holds a second copy.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.art import cards_art
from game.scenes.base import MenuScene
from game.texts.i18n import tr, tr_in
from game.ui import fonts, theme
from game.ui.canvas import Canvas
from game.ui.widgets import Button, Choice, Label, Option, Stepper, Widget
from saves.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    EXPOSURE_CLOCKS,
    LANGUAGES,
    TABLE_COLOURS,
    Settings,
)

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
VOLUMES = tuple(round(v * 0.1, 1) for v in range(11))

COLUMNS = ((60, 600), (700, 520))  # (left x, width) of the two columns
ROW_H = 40
ROW_GAP = 12
TOP = 112


# What a window needs beyond its size on the desktop: its title bar and the task bar or dock.
FRAME_W, FRAME_H = 16, 96


def fitting_sizes(desktop: tuple[int, int] | None) -> tuple[tuple[int, int], ...]:
    """The window sizes offered: those that fit on the desktop with their frame (a
    1920×1080 window does not fit a 1920×1080 screen), and always the smallest.

    >>> fitting_sizes((1920, 1080))
    ((1280, 720), (1600, 900))
    >>> fitting_sizes((1366, 768)), fitting_sizes(None)[-1]
    (((1280, 720),), (2560, 1440))
    """
    if desktop is None:
        return WINDOW_SIZES
    w, h = desktop
    fits = tuple(s for s in WINDOW_SIZES if s[0] <= w - FRAME_W and s[1] <= h - FRAME_H)
    return fits or WINDOW_SIZES[:1]


def desktop_size() -> tuple[int, int] | None:
    """The desktop the window opens on (the first display), or None when not known."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None  # type: ignore[return-value]


def _size_text(size: tuple[int, int]) -> str:
    return f"{size[0]}×{size[1]}"


class SettingsScene(MenuScene):
    """Grouped settings in two columns, with a live preview of table, cards and back;
    upright (a tall window) the groups in one column, the preview under them."""

    upright = True

    def __init__(self) -> None:
        super().__init__()

        def s() -> Settings:
            return self.ctx.settings

        def change(**kw: object) -> None:
            self.ctx.change_settings(**kw)

        on_off = [Option(True, lambda: tr("ui.on")), Option(False, lambda: tr("ui.off"))]
        self.title = Label(
            lambda: tr("settings.title"),
            fonts.BANNER,
            bold=True,
            colour=theme.GOLD,
            anchor="midtop",
        )
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=160)
        lang = Choice(
            [Option(code, partial(tr_in, code, f"lang.{code}")) for code in LANGUAGES],
            lambda: s().language,
            lambda v: change(language=v),
        )
        size = Choice(
            [Option(wh, partial(_size_text, wh)) for wh in fitting_sizes(desktop_size())],
            lambda: (s().window_width, s().window_height),
            lambda v: change(window_width=v[0], window_height=v[1]),
        )
        full = Choice(on_off, lambda: s().fullscreen, lambda v: change(fullscreen=v))
        table = Choice(
            [Option(c, partial(tr, f"colour.{c}")) for c in TABLE_COLOURS],
            lambda: s().table_colour,
            lambda v: change(table_colour=v),
        )
        back = Choice(
            [Option(c, partial(tr, f"colour.{c}")) for c in CARD_BACKS],
            lambda: s().card_back,
            lambda v: change(card_back=v),
        )
        four = Choice(on_off, lambda: s().four_colour, lambda v: change(four_colour=v))
        sound = Choice(on_off, lambda: s().sound, lambda v: self._set_sound(v))
        volume = Stepper(
            VOLUMES,
            lambda: s().volume,
            lambda v: self._set_volume(v),
            lambda v: f"{round(v * 100)}%",
        )
        speed = Choice(
            [Option(v, partial(tr, f"speed.{v:.1f}")) for v in ANIMATION_SPEEDS],
            lambda: s().animation_speed,
            lambda v: change(animation_speed=v),
        )
        clock = Choice(
            [
                Option(v, partial(tr, "ui.seconds", n=v) if v else partial(tr, "settings.untimed"))
                for v in EXPOSURE_CLOCKS
            ],
            lambda: s().exposure_clock,
            lambda v: change(exposure_clock=v),
        )
        auto = Choice(on_off, lambda: s().auto_play, lambda v: change(auto_play=v))
        # (column, group key, [(label key, widget)])
        self.groups: list[tuple[int, str, list[tuple[str, Widget]]]] = [
            (0, "settings.group.language", [("settings.language", lang)]),
            (
                0,
                "settings.group.display",
                [
                    ("settings.window_size", size),
                    ("settings.fullscreen", full),
                    ("settings.table_colour", table),
                    ("settings.card_back", back),
                    ("settings.four_colour", four),
                ],
            ),
            (1, "settings.group.sound", [("settings.sound", sound), ("settings.volume", volume)]),
            (
                1,
                "settings.group.play",
                [
                    ("settings.animation_speed", speed),
                    ("settings.exposure_clock", clock),
                    ("settings.auto_play", auto),
                ],
            ),
        ]
        self.preview_rect = pygame.FRect()
        self.panels: list[pygame.FRect] = []

    def _set_sound(self, on: bool) -> None:
        self.ctx.change_settings(sound=on)
        self.ctx.sound.play("chime")

    def _set_volume(self, volume: float) -> None:
        self.ctx.change_settings(volume=volume)
        self.ctx.sound.play("flick")

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        upright = canvas.upright
        columns = ((60.0, canvas.w - 120),) * 2 if upright else COLUMNS
        self.title.place((canvas.w / 2, 24), sc)
        self.labels = [self.title]
        order: list[Widget] = []
        y_col = [float(TOP), float(TOP)]
        half = (canvas.w - 120 - 40) / 2
        # upright, one column: language and sound side by side, then display, then play
        for n in (0, 2, 1, 3) if upright else range(len(self.groups)):
            col, group_key, rows = self.groups[n]
            x, width = columns[col]
            if upright:
                x, width = (60.0 + half + 40, half) if n == 2 else (60.0, half if n == 0 else width)
                col = 1 if n == 2 else 0
                if n == 1:
                    y_col[0] = max(y_col)
            y = y_col[col]
            heading = Label(
                partial(tr, group_key),
                fonts.HEADING - 2,
                bold=True,
                colour=theme.GOLD,
                max_width=width,
            )
            heading.place((x, y), sc)
            self.labels.append(heading)
            y += heading.rect.h + 8
            label_w = max(Label(partial(tr, k), fonts.LABEL).measure(sc)[0] for k, _ in rows) + 24
            for key, widget in rows:
                label = Label(
                    partial(tr, key),
                    fonts.LABEL,
                    colour=theme.TEXT,
                    anchor="midleft",
                    max_width=label_w - 16,
                )
                label.place((x + 12, y + ROW_H / 2), sc)
                self.labels.append(label)
                need_w = widget.measure(sc)[0]
                area = pygame.FRect(x + label_w, y, width - label_w, ROW_H)
                if isinstance(widget, Stepper):
                    area.w = min(area.w, max(need_w, 220))
                    widget.place(area)
                elif isinstance(widget, Choice):
                    if len(widget.options) <= 2:
                        area.w = min(area.w, max(need_w, 220))
                    widget.place(area, sc)
                order.append(widget)
                y += ROW_H + ROW_GAP
            y_col[col] = y + 18
        shown = columns[:1] if upright else columns
        self.panels = [
            pygame.FRect(x - 16, TOP - 12, w + 32, y_col[c] - TOP - 6)
            for c, (x, w) in enumerate(shown)
        ]
        bw, bh = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(60, canvas.h - 8 - 20 - bh, bw, bh)
        # preview under the right column (upright: under the groups): a felt swatch, cards
        x, width = columns[1]
        y = y_col[0 if upright else 1]
        bottom = self.back_button.rect.top - 20 if upright else 640
        self.preview_rect = pygame.FRect(x, y, width, min(bottom - y, 240))
        order.append(self.back_button)
        self.focus.set(order)
        if self.focus.current is None:
            self.focus.focus(order[0])

    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        for panel in self.panels:
            canvas.fill_alpha(panel, theme.PANEL, 14)
        self._draw_preview(canvas)
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def _draw_preview(self, canvas: Canvas) -> None:
        r = self.preview_rect
        if r.h < 80:
            return
        settings = self.ctx.settings
        box = canvas.rect(r)
        felt = theme.felt(settings.table_colour, box.size)
        canvas.surface.blit(felt, box)
        pygame.draw.rect(
            canvas.surface, theme.GOLD, box, max(1, canvas.px(2)), border_radius=canvas.px(10)
        )
        card_w = min(r.h - 24, 200) / cards_art.ASPECT
        w = canvas.px(card_w)
        y = box.y + (box.h - cards_art.card_size(w)[1]) // 2
        codes = ("SQ", "DJ", "CT", "HA")
        step = w * 0.55
        x0 = box.x + canvas.px(20)
        for i, code in enumerate(codes):
            cards_art.draw_card(
                canvas.surface, code, (round(x0 + i * step), y), w, four_colour=settings.four_colour
            )
        for i in range(3):
            cards_art.draw_card(
                canvas.surface,
                None,
                (box.right - canvas.px(20) - w - round(i * w * 0.18), y),
                w,
                back=settings.card_back,
            )
