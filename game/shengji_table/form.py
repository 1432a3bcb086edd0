"""The new-game form of 升级: the preset (classic, tractor), the computer players' level (easy,
normal, hard, expert: engine.shengji.ai), the person's seat (South); start or continue.

Its values are plain option values; the rules object comes from the engine's presets.
"""

from __future__ import annotations

import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.shengji import PRESETS, ShengjiMatch, new_match
from game.session.shengji_controller import LEVELS, ShengjiController
from game.session.shengji_record import ShengjiRecorder
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
LABEL_X, FIELD_X, FIELD_W = 120.0, 380.0, 760.0


def new_seed() -> int:
    """A random game seed (tests put a fixed one here)."""
    return random.randrange(1, 2**31)


def start_game(
    ctx: Context, preset: str, seed: int | None = None, level: str = "normal"
) -> ShengjiController:
    """Deal a new game of 升级 and go to its table (the stack is cleared for it)."""
    match = new_match(PRESETS[preset], new_seed() if seed is None else seed)
    return open_table(ctx, match, level)


def continue_game(ctx: Context, level: str = "normal") -> ShengjiController | None:
    """The saved game of 升级 at its table, the computer players at ``level`` (the form's);
    a bad file is said, moved aside, and the form stays."""
    match, error = load_shengji()
    if match is None:
        if error is not None:
            ctx.toast(error.message(ctx.settings.language), 7.0)
        return None
    return open_table(ctx, match, level)


def open_table(ctx: Context, match: ShengjiMatch, level: str = "normal") -> ShengjiController:
    """The table of ``match``; the game is saved after every action, forgotten when it ends.
    A searching level's worker process starts now, in the background, not at its first move."""
    from game.shengji_table.scene import ShengjiTableScene

    told: list[bool] = []
    recorder = ShengjiRecorder(ctx, seat=0)

    def autosave(m: ShengjiMatch) -> None:
        recorder.count(m)  # before the save is forgotten at the game's end
        try:
            delete_shengji() if m.game_over else save_shengji(m)
        except SaveError as err:  # a read-only folder: played on unsaved, said once
            if not told:
                told.append(True)
                ctx.toast(err.message(ctx.settings.language), 6.0)

    controller = ShengjiController(match, level=level, on_change=autosave)
    controller.worker.warm_up([level], background=True)
    autosave(match)
    ctx.clear(ShengjiTableScene(controller))
    return controller


def open_form(ctx: Context) -> None:
    """The room's way into 升级: its new-game form over the title."""
    ctx.push(ShengjiFormScene())


class ShengjiFormScene(Scene):
    """The form; Esc or "back" returns to the title. Upright (a tall window) each row's
    label stands over its field, the fields the window's width."""

    upright = True

    def __init__(self) -> None:
        super().__init__()
        self.preset = "classic"
        self.level = "normal"
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
        self.rows: list[tuple[str, float]] = []  # (label key, field's top)
        self.label_x, self.field_x, self.field_w, self.label_dy = LABEL_X, FIELD_X, FIELD_W, 0.0

    def set_preset(self, value: str) -> None:
        self.preset = value

    def set_level(self, value: str) -> None:
        self.level = value

    def start(self) -> None:
        start_game(self.ctx, self.preset, level=self.level)

    def resume(self) -> None:
        if continue_game(self.ctx, self.level) is None:
            self.continue_button.visible = False
            self.focus.focus(self.start_button)

    def back(self) -> None:
        self.ctx.pop()

    def layout(self, canvas: Canvas) -> None:
        s = canvas.scale
        h = self.preset_choice.measure(s)[1] + 6
        ys, buttons_y = (160.0, 330.0, 480.0), 610.0
        self.label_x, self.field_x, self.field_w, self.label_dy = LABEL_X, FIELD_X, FIELD_W, 0.0
        if canvas.upright:  # the labels over their fields, the fields the window's width
            self.label_x = self.field_x = 50.0
            self.field_w = canvas.w - 100
            self.label_dy = -h / 2 - 24
            ys, buttons_y = (190.0, 400.0, 590.0), canvas.h - 40 - h
        self.title.place((self.label_x, 50), s)
        self.preset_choice.place(pygame.FRect(self.field_x, ys[0], self.field_w, h), s)
        self.level_choice.place(pygame.FRect(self.field_x, ys[1], self.field_w, h), s)
        self.rows = [("sj.form.preset", ys[0]), ("sj.form.level", ys[1]), ("sj.form.seat", ys[2])]
        right = self.field_x + self.field_w
        for b, x in ((self.back_button, self.label_x), (self.start_button, right)):
            w, bh = b.measure(s)
            b.rect = pygame.FRect(0, 0, max(w, 180), bh)
            if x > canvas.w / 2:
                b.rect.topright = (x, buttons_y)
            else:
                b.rect.topleft = (x, buttons_y)
        self.continue_button.visible = has_shengji()
        w, bh = self.continue_button.measure(s)
        self.continue_button.rect = pygame.FRect(0, 0, max(w, 180), bh)
        self.continue_button.rect.topright = (self.start_button.rect.x - 20, buttons_y)
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
        lh = max(24.0, canvas.measure("Ag中", fonts.BODY)[1])
        for i, line in enumerate(wrap(tr(key), fonts.BODY, False, canvas.scale, self.field_w)):
            canvas.text(line, fonts.BODY, theme.TEXT_DIM, (self.field_x, y + i * lh))

    def draw(self, canvas: Canvas) -> None:
        theme.lay_felt(canvas, self.ctx.settings.table_colour)
        self.title.draw(canvas)
        mid = self.preset_choice.rect.h / 2
        for key, y in self.rows:
            at = (self.label_x, y + mid + self.label_dy)
            canvas.text(tr(key), fonts.LABEL, theme.TEXT, at, bold=True, anchor="midleft")
        below = self.preset_choice.rect.h + 14
        self.help_lines(canvas, f"sj.preset.{self.preset}.help", self.rows[0][1] + below)
        self.help_lines(canvas, f"sj.level.{self.level}.help", self.rows[1][1] + below)
        canvas.text(
            tr("sj.form.seat_south"),
            fonts.LABEL,
            theme.TEXT,
            (self.field_x, self.rows[2][1] + mid),
            anchor="midleft",
        )
        self.focus.draw(canvas)


__all__ = ["PRESET_NAMES", "ShengjiFormScene", "open_form", "start_game"]
