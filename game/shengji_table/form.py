"""The new-game form of 升级: the preset (classic, tractor), the computer players' level (one
for now, named for what it is), the person's seat (South); start.

Its values are plain option values; the rules object comes from the engine's presets.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.shengji import PRESETS, ShengjiMatch, new_match
from game.session.shengji_controller import ShengjiController
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, wrap
from game.ui.scene import Scene
from game.ui.widgets import Button, Choice, FocusGroup, Label, Option
from saves.errors import SaveError
from saves.shengji import delete_shengji, has_shengji, load_shengji, save_shengji

if TYPE_CHECKING:
    from game.ui.app import Context

PRESET_NAMES = ("classic", "tractor")  # the presets the engine deals today
LEVELS = ("simple",)  # engine.shengji.choose: the one computer player so far
LABEL_X, FIELD_X, FIELD_W = 120.0, 380.0, 760.0


def new_seed() -> int:
    """A random game seed (tests put a fixed one here)."""
    return random.randrange(1, 2**31)


def start_game(ctx: Context, preset: str, seed: int | None = None) -> ShengjiController:
    """Deal a new game of 升级 and go to its table (the stack is cleared for it)."""
    match = new_match(PRESETS[preset], new_seed() if seed is None else seed)
    return open_table(ctx, match)


def continue_game(ctx: Context) -> ShengjiController | None:
    """The saved game of 升级 at its table; a bad file is said, moved aside, and the form stays."""
    match, error = load_shengji()
    if match is None:
        if error is not None:
            ctx.toast(error.message(ctx.settings.language), 7.0)
        return None
    return open_table(ctx, match)


def open_table(ctx: Context, match: ShengjiMatch) -> ShengjiController:
    """The table of ``match``; the game is saved after every action, forgotten when it ends."""
    from game.shengji_table.scene import ShengjiTableScene

    told: list[bool] = []

    def autosave(m: ShengjiMatch) -> None:
        try:
            delete_shengji() if m.game_over else save_shengji(m)
        except SaveError as err:  # a read-only folder: played on unsaved, said once
            if not told:
                told.append(True)
                ctx.toast(err.message(ctx.settings.language), 6.0)

    controller = ShengjiController(match, on_change=autosave)
    autosave(match)
    ctx.clear(ShengjiTableScene(controller))
    return controller


def open_form(ctx: Context) -> None:
    """The room's way into 升级: its new-game form over the title."""
    ctx.push(ShengjiFormScene())


class ShengjiFormScene(Scene):
    """The form; Esc or "back" returns to the title."""

    def __init__(self) -> None:
        super().__init__()
        self.preset = "classic"
        self.level = "simple"
        self.title = Label(
            lambda: tr("sj.form.title"), fonts.BANNER - 4, bold=True, colour=theme.GOLD
        )
        self.preset_choice = Choice(
            [Option(p, partial(tr, f"sj.preset.{p}")) for p in PRESET_NAMES],
            lambda: self.preset,
            self.set_preset,
            size=fonts.LABEL,
        )
        self.level_choice = Choice(
            [Option(v, partial(tr, f"sj.level.{v}")) for v in LEVELS],
            lambda: self.level,
            self.set_level,
            size=fonts.LABEL,
        )
        self.start_button = Button(lambda: tr("sj.form.start"), self.start, primary=True)
        self.back_button = Button(lambda: tr("sj.form.back"), self.back)
        self.continue_button = Button(lambda: tr("sj.form.continue"), self.resume)
        self.continue_button.visible = has_shengji()
        self.focus = FocusGroup()
        self.rows: list[tuple[str, float]] = []

    def set_preset(self, value: str) -> None:
        self.preset = value

    def set_level(self, value: str) -> None:
        self.level = value

    def start(self) -> None:
        start_game(self.ctx, self.preset)

    def resume(self) -> None:
        if continue_game(self.ctx) is None:
            self.continue_button.visible = False
            self.focus.focus(self.start_button)

    def back(self) -> None:
        self.ctx.pop()

    def layout(self, canvas: Canvas) -> None:
        s = canvas.scale
        self.title.place((LABEL_X, 50), s)
        h = self.preset_choice.measure(s)[1] + 6
        self.preset_choice.place(pygame.FRect(FIELD_X, 160, FIELD_W, h), s)
        self.level_choice.place(pygame.FRect(FIELD_X, 330, FIELD_W, h), s)
        self.rows = [("sj.form.preset", 160), ("sj.form.level", 330), ("sj.form.seat", 480)]
        for b, x in ((self.back_button, LABEL_X), (self.start_button, FIELD_X + FIELD_W)):
            w, bh = b.measure(s)
            b.rect = pygame.FRect(0, 0, max(w, 180), bh)
            if x > 640:
                b.rect.topright = (x, 610)
            else:
                b.rect.topleft = (x, 610)
        self.continue_button.visible = has_shengji()
        w, bh = self.continue_button.measure(s)
        self.continue_button.rect = pygame.FRect(0, 0, max(w, 180), bh)
        self.continue_button.rect.topright = (self.start_button.rect.x - 20, 610)
        self.focus.set(
            [
                self.preset_choice,
                self.level_choice,
                self.back_button,
                self.continue_button,
                self.start_button,
            ]
        )
        if self.focus.current is None:
            self.focus.focus(self.start_button)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        return self.focus.handle(event)

    def still_for(self) -> float:
        return self.focus.still_for()

    def help_lines(self, canvas: Canvas, key: str, y: float) -> None:
        for i, line in enumerate(wrap(tr(key), fonts.BODY, False, canvas.scale, FIELD_W)):
            canvas.text(line, fonts.BODY, theme.TEXT_DIM, (FIELD_X, y + i * 24))

    def draw(self, canvas: Canvas) -> None:
        theme.lay_felt(canvas, self.ctx.settings.table_colour)
        self.title.draw(canvas)
        mid = self.preset_choice.rect.h / 2
        for key, y in self.rows:
            canvas.text(
                tr(key), fonts.LABEL, theme.TEXT, (LABEL_X, y + mid), bold=True, anchor="midleft"
            )
        self.help_lines(
            canvas, f"sj.preset.{self.preset}.help", 160 + self.preset_choice.rect.h + 14
        )
        self.help_lines(canvas, f"sj.level.{self.level}.help", 330 + self.level_choice.rect.h + 14)
        canvas.text(
            tr("sj.form.seat_south"),
            fonts.LABEL,
            theme.TEXT,
            (FIELD_X, 480 + mid),
            anchor="midleft",
        )
        self.focus.draw(canvas)


__all__ = ["PRESET_NAMES", "ShengjiFormScene", "open_form", "start_game"]
