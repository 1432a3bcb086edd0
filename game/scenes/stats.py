"""Statistics: per player profile and per game of the room, the counters and a bar chart —
for 拱猪 the games, hands, mean hand score, wins, times 当猪, 全红, 满贯, pigs taken, exposures
made and what they returned; for 升级 its own (each game's page is its room module's).

Profiles are listed on the left (↑/↓ or a click chooses one), the games above the panel;
the numbers come from :class:`saves.profiles.ProfileStore` and are read once when the
screen opens. Upright (a tall window) the profiles are a grid over the games and the panel.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.room import GameEntry, StatsPage, entries
from game.scenes.base import MenuScene
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.widgets import Button, Label
from saves.profiles import ProfileStore

LIST = pygame.FRect(30, 96, 250, 520)
PANEL = pygame.FRect(310, 96, 940, 520)
MAX_LISTED = 10


class StatsScene(MenuScene):
    upright = True

    def __init__(self) -> None:
        super().__init__()
        self.panel = PANEL.copy()
        self.title = Label(lambda: tr("stats.title"), fonts.BANNER, bold=True, colour=theme.GOLD)
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=150)
        self.profiles: list[Any] = []
        self.error: str | None = None
        self.selected = 0
        self.buttons: list[Button] = []
        self.games: list[GameEntry] = [e for e in entries() if e.statistics is not None]
        self.game = 0
        self.game_buttons = [
            Button(e.title, partial(self.show_game, i), size=fonts.LABEL - 1)
            for i, e in enumerate(self.games)
        ]

    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        store = ProfileStore()
        profiles = store.profiles()
        if store.error is not None:
            self.error = tr("stats.error", msg=store.error.message(ctx.settings.language))
        # the most played first; the active profile leads when it has played
        active = ctx.settings.profile
        profiles.sort(key=lambda p: (p.name != active, -p.stats.hands, p.name))
        self.profiles = profiles[:MAX_LISTED]
        self.buttons = [
            Button(p.name, partial(self.select, i), size=fonts.LABEL - 1)
            for i, p in enumerate(self.profiles)
        ]

    def select(self, i: int) -> None:
        self.selected = i
        for j, b in enumerate(self.buttons):
            b.primary = j == i

    @property
    def tabs(self) -> list[Button]:
        """The games to choose between (none shown while the room holds one game)."""
        return self.game_buttons if len(self.game_buttons) > 1 else []

    def show_game(self, i: int) -> None:
        self.game = i
        for j, b in enumerate(self.game_buttons):
            b.primary = j == i

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.title.place((LIST.x, 16), sc)
        self.labels = [self.title]
        y = LIST.y
        self.panel = PANEL.copy()
        if canvas.upright:  # the profiles four to a row, the games and the panel under them
            per, gap = 4, 10.0
            width = (canvas.w - 2 * LIST.x - (per - 1) * gap) / per
            h = max((b.measure(sc)[1] for b in self.buttons), default=0.0)
            for i, b in enumerate(self.buttons):
                row, col = divmod(i, per)
                b.rect = pygame.FRect(LIST.x + col * (width + gap), y + row * (h + 8), width, h)
            rows = (len(self.buttons) + per - 1) // per
            top = y + rows * (h + 8) + 12 if rows else y
            tabs_h = max((b.measure(sc)[1] for b in self.tabs), default=-12.0)
            top += tabs_h + 12
            self.panel = pygame.FRect(LIST.x, top, canvas.w - 2 * LIST.x, PANEL.h)
        for b in [] if canvas.upright else self.buttons:
            h = b.measure(sc)[1]
            b.rect = pygame.FRect(LIST.x, y, LIST.w, h)
            y += h + 8
        x = self.panel.x
        for b in self.tabs:
            w, h = b.measure(sc)
            b.rect = pygame.FRect(x, self.panel.y - 12 - h, max(w, 120), h)
            x = b.rect.right + 12
        self.show_game(self.game)
        bw, bh = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(LIST.x, canvas.h - 8 - 20 - bh, bw, bh)
        self.select(min(self.selected, max(0, len(self.buttons) - 1)))
        self.focus.set([*self.buttons, *self.tabs, self.back_button])
        if self.focus.current is None:
            self.focus.focus(self.buttons[self.selected] if self.buttons else self.back_button)

    def handle(self, event: pygame.event.Event) -> bool:
        used = super().handle(event)
        if used and event.type == pygame.KEYDOWN and self.focus.current in self.buttons:
            self.select(self.buttons.index(self.focus.current))  # ↑/↓ shows the focused profile
        return used

    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        canvas.fill_alpha(self.panel, theme.PANEL, 14)
        if self.error:
            canvas.text(
                self.error,
                fit_size(self.error, fonts.BODY, False, canvas.scale, 900),
                (255, 190, 170),
                (self.panel.x, 70),
                tag="label",
            )
        if not self.profiles:
            y = self.panel.y + 30
            for line in wrap(tr("stats.none"), fonts.LABEL, False, canvas.scale, self.panel.w - 60):
                r = canvas.text(line, fonts.LABEL, theme.TEXT, (self.panel.x + 30, y), tag="label")
                y = r.bottom + 6
        else:
            self._draw_profile(canvas, self.profiles[self.selected])
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def _draw_profile(self, canvas: Canvas, profile: Any) -> None:
        name = profile.name
        canvas.text(
            name,
            fonts.HEADING + 4,
            theme.GOLD,
            (self.panel.x + 30, self.panel.y + 16),
            bold=True,
            tag="label",
            width=self.panel.w - 60,
        )
        if not self.games:
            return
        page_of = self.games[self.game].statistics
        assert page_of is not None
        self._draw_page(canvas, page_of(profile))

    def _draw_page(self, canvas: Canvas, page: StatsPage) -> None:
        """The rows in two columns of five, then each heading's bars (a share each)."""
        col_w = (self.panel.w - 90) / 2
        top = self.panel.y + 70
        for i, (label, value) in enumerate(page.rows):
            col, row = divmod(i, 5)
            x = self.panel.x + 30 + col * (col_w + 30)
            y = top + row * 34
            canvas.fill_alpha(
                pygame.FRect(x - 8, y - 2, col_w + 16, 30), (0, 0, 0, 50 if row % 2 else 90), 6
            )
            canvas.text(
                label,
                fit_size(label, fonts.LABEL - 1, False, canvas.scale, col_w - 110),
                theme.TEXT,
                (x, y + 13),
                anchor="midleft",
                tag="label",
            )
            canvas.text(
                value,
                fonts.LABEL,
                theme.GOLD,
                (x + col_w, y + 13),
                bold=True,
                anchor="midright",
                tag="label",
            )
        # how often: each bar a share of the games or of the hands
        y = top + 5 * 34 + 26
        label_w = 190.0
        x0 = self.panel.x + 30 + label_w
        bar_w = self.panel.right - 110 - x0
        bar_h = 24.0
        for heading, bars in page.rates:
            canvas.text(
                heading, fonts.LABEL - 1, theme.GOLD, (self.panel.x + 30, y), bold=True, tag="label"
            )
            y += 32
            for bar in bars:
                share = bar.share
                canvas.text(
                    bar.label,
                    fit_size(bar.label, fonts.BODY, False, canvas.scale, label_w - 12),
                    theme.TEXT,
                    (x0 - 12, y + bar_h / 2),
                    anchor="midright",
                    tag="label",
                )
                canvas.fill_alpha(pygame.FRect(x0, y, bar_w, bar_h), (255, 255, 255, 25), 5)
                if share > 0:
                    canvas.fill_rect(
                        pygame.FRect(x0, y, max(bar_w * share, 4), bar_h), bar.colour, 5
                    )
                canvas.text(
                    f"{round(100 * share)}%",
                    fonts.BODY,
                    theme.TEXT,
                    (self.panel.right - 30, y + bar_h / 2),
                    bold=True,
                    anchor="midright",
                    tag="label",
                )
                y += bar_h + 6
            y += 6
