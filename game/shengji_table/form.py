"""The new-game form of 升级: the preset (classic, tractor, duel, friends), the computer players'
level (easy, normal, hard, expert: engine.shengji.ai), who plays each seat (South always a
person; the others a computer or a person, each person named), 找朋友's friend rule; start or
continue. In a tall window it stands upright (:mod:`game.shengji_table.form_upright`).

Its values are plain option values; the rules object comes from the engine's presets, with
``hot_seat`` on when two or more people share the computer (SHENGJI.md §3).
"""

from __future__ import annotations

import dataclasses
import random
from functools import partial
from typing import TYPE_CHECKING

import pygame

from engine.shengji import PRESETS, ShengjiMatch, new_match
from game.session.shengji_controller import LEVELS, ShengjiController
from game.session.shengji_record import ShengjiRecorder
from game.shengji_table.seats import seat_word
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.scene import Scene
from game.ui.text_field import TextField
from game.ui.widgets import Button, Choice, FocusGroup, Label, Option
from saves.errors import SaveError
from saves.shengji import delete_shengji, has_shengji, load_shengji_game, save_shengji

if TYPE_CHECKING:
    from game.ui.app import Context

PRESET_NAMES = ("classic", "tractor", "duel", "friends")  # the presets the table plays today
LABEL_X, FIELD_X, FIELD_W = 120.0, 380.0, 760.0
PRESET_Y, LEVEL_Y, SEATS_Y, SEAT_ROW, BUTTONS_Y = 122.0, 252.0, 380.0, 50.0, 616.0
KIND_X, KIND_W, NAME_X, NAME_W = FIELD_X + 110, 300.0, FIELD_X + 430, 330.0
KINDS = ("computer", "person")
MOST_SEATS = 5  # 找朋友 (SHENGJI §11)
FIVE_ROW = 42.0  # five seats' rows, closer, above the buttons
FRIEND_RULES = ("seat", "first-played")  # SHENGJI §11, under the seats' label for five
FRIEND_Y, FRIEND_W = 470.0, 240.0


def default_name(seat: int) -> str:
    """A person's name when the field is left empty, in the current language."""
    return tr("sj.form.person_n", n=seat + 1)


def new_seed() -> int:
    """A random game seed (tests put a fixed one here)."""
    return random.randrange(1, 2**31)


def start_game(
    ctx: Context,
    preset: str,
    seed: int | None = None,
    level: str = "normal",
    humans: dict[int, str] | None = None,
    friend_rule: str = "",
) -> ShengjiController:
    """Deal a new game of 升级 and go to its table (the stack is cleared for it); with two
    or more people (seat → name) the rules are hot seat; ``friend_rule``: 找朋友's (§11)."""
    people = dict(humans or {0: ""})
    rules = dataclasses.replace(PRESETS[preset], hot_seat=len(people) > 1)
    if friend_rule and rules.players == 5:
        rules = dataclasses.replace(rules, friend_rule=friend_rule)
    match = new_match(rules, new_seed() if seed is None else seed)
    return open_table(ctx, match, level, people)


def continue_game(ctx: Context, level: str = "normal") -> ShengjiController | None:
    """The saved game of 升级 at its table with its people, the computer players at
    ``level`` (the form's); a bad file is said, moved aside, and the form stays."""
    game, error = load_shengji_game()
    if game is None:
        if error is not None:
            ctx.toast(error.message(ctx.settings.language), 7.0)
        return None
    return open_table(ctx, game[0], level, game[1])


def open_table(
    ctx: Context, match: ShengjiMatch, level: str = "normal", humans: dict[int, str] | None = None
) -> ShengjiController:
    """The table of ``match``; the game is saved after every action, forgotten when it ends.
    A searching level's worker process starts now, in the background, not at its first move."""
    from game.shengji_table.scene import ShengjiTableScene

    told: list[bool] = []
    people = dict(humans or {0: ""})
    recorder = ShengjiRecorder(ctx, people)

    def autosave(m: ShengjiMatch) -> None:
        recorder.count(m)  # before the save is forgotten at the game's end
        try:
            delete_shengji() if m.game_over else save_shengji(m, humans=people)
        except SaveError as err:  # a read-only folder: played on unsaved, said once
            if not told:
                told.append(True)
                ctx.toast(err.message(ctx.settings.language), 6.0)

    controller = ShengjiController(match, humans=people, level=level, on_change=autosave)
    controller.worker.warm_up([level], background=True)
    autosave(match)
    ctx.clear(ShengjiTableScene(controller))
    return controller


def open_form(ctx: Context) -> None:
    """The room's way into 升级: its new-game form over the title."""
    ctx.push(ShengjiFormScene())


class ShengjiFormScene(Scene):
    """The form; Esc or "back" returns to the title. A tall window stands it upright in one
    column (:mod:`game.shengji_table.form_upright`); 16:9 keeps the two columns below."""

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
        self.friend_rule = "seat"
        self.friend_choice = Choice(
            [Option(r, partial(tr, f"sj.form.friend.{r}")) for r in FRIEND_RULES],
            lambda: self.friend_rule,
            self.set_friend_rule,
            size=fonts.BODY,
        )
        self.kinds = {seat: "computer" for seat in range(1, MOST_SEATS)}
        self.names = {seat: "" for seat in range(MOST_SEATS)}
        self.kind_choices = {
            seat: Choice(
                [Option(k, partial(tr, f"sj.form.kind.{k}")) for k in KINDS],
                partial(self.kinds.__getitem__, seat),
                partial(self.set_kind, seat),
                size=fonts.BODY + 1,
            )
            for seat in range(1, MOST_SEATS)
        }
        self.name_fields = {
            seat: TextField(
                partial(self.names.__getitem__, seat),
                partial(self.names.__setitem__, seat),
                partial(default_name, seat),
            )
            for seat in range(MOST_SEATS)
        }
        for seat in range(1, MOST_SEATS):
            self.name_fields[seat].visible = False
        self.start_button = Button(lambda: tr("sj.form.start"), self.start, primary=True)
        self.back_button = Button(lambda: tr("sj.form.back"), self.back)
        self.continue_button = Button(lambda: tr("sj.form.continue"), self.resume)
        self.continue_button.visible = has_shengji()
        self.focus = FocusGroup()
        self.rows: list[tuple[str, float]] = []  # (label key, field's top)
        self.label_x, self.field_x, self.field_w, self.label_dy = LABEL_X, FIELD_X, FIELD_W, 0.0
        # where draw puts its words (layout's; the 16:9 form's constants, or upright's column)
        self.helps_y = (0.0, 0.0)  # the preset's help, the level's
        self.seat_ys: list[float] = []  # each seat row's middle
        self.seat_x, self.south_x = FIELD_X, KIND_X + 12
        self.friend_at = (LABEL_X, FRIEND_Y)
        self.note_y = 0.0
        self._canvas: Canvas | None = None

    def players(self) -> int:
        """The preset's number of seats (the rows shown under "seats")."""
        return PRESETS[self.preset].players

    def set_preset(self, value: str) -> None:
        self.preset = value
        for seat in range(1, MOST_SEATS):  # a seat the preset has not: no widget of it shows
            shown = seat < self.players()
            self.kind_choices[seat].visible = shown
            self.name_fields[seat].visible = shown and self.kinds[seat] == "person"
        if self._canvas is not None:  # the seats' rows follow the preset's players
            self.layout(self._canvas)

    def set_friend_rule(self, value: str) -> None:
        self.friend_rule = value

    def seat_row(self) -> float:
        """A seat's row: five seats' rows closer (找朋友), above the buttons."""
        return FIVE_ROW if self.players() == 5 else SEAT_ROW

    def set_level(self, value: str) -> None:
        self.level = value

    def set_kind(self, seat: int, value: str) -> None:
        self.kinds[seat] = value
        self.name_fields[seat].visible = value == "person"  # a computer has no name to type

    def humans(self) -> dict[int, str]:
        """The seats people play, each with his name (an empty field: the default name)."""
        seats = range(1, self.players())
        people = [0] + [s for s in seats if self.kinds[s] == "person"]
        return {s: self.names[s].strip() or default_name(s) for s in people}

    def start(self) -> None:
        rule = self.friend_rule if self.players() == 5 else ""
        start_game(self.ctx, self.preset, level=self.level, humans=self.humans(), friend_rule=rule)

    def resume(self) -> None:
        if continue_game(self.ctx, self.level) is None:
            self.continue_button.visible = False
            self.focus.focus(self.start_button)

    def back(self) -> None:
        self.ctx.pop()

    def layout(self, canvas: Canvas) -> None:
        self._canvas = canvas
        if canvas.upright:
            from game.shengji_table.form_upright import layout_upright

            layout_upright(self, canvas)
            return
        self.label_x, self.field_x, self.field_w, self.label_dy = LABEL_X, FIELD_X, FIELD_W, 0.0
        s = canvas.scale
        self.title.place((LABEL_X, 40), s)
        h = self.preset_choice.measure(s)[1] + 6
        self.preset_choice.place(pygame.FRect(FIELD_X, PRESET_Y, FIELD_W, h), s)
        self.level_choice.place(pygame.FRect(FIELD_X, LEVEL_Y, FIELD_W, h), s)
        self.rows = [
            ("sj.form.preset", PRESET_Y),
            ("sj.form.level", LEVEL_Y),
            ("sj.form.seats", SEATS_Y),
        ]
        seat_widgets: list[Choice[str] | TextField] = []
        step = self.seat_row()
        for seat in range(self.players()):
            y = SEATS_Y + seat * step
            row_h = step - 10
            if seat in self.kind_choices:
                kind = self.kind_choices[seat]
                kind.place(pygame.FRect(KIND_X, y, KIND_W, row_h), s)
                seat_widgets.append(kind)
            field = self.name_fields[seat]
            field.rect = pygame.FRect(NAME_X, y, NAME_W, row_h)
            seat_widgets.append(field)
        self.helps_y = (
            PRESET_Y + self.preset_choice.rect.h + 10,
            LEVEL_Y + self.level_choice.rect.h + 10,
        )
        self.seat_ys = [SEATS_Y + k * step + (step - 10) / 2 for k in range(self.players())]
        self.seat_x, self.south_x = FIELD_X, KIND_X + 12
        self.friend_at = (LABEL_X, FRIEND_Y)
        self.note_y = SEATS_Y + self.players() * step - 4
        if self.players() == 5:  # §11: how the friend is found, under the seats' label
            rect = pygame.FRect(LABEL_X, FRIEND_Y + 32, FRIEND_W, 34)
            self.friend_choice.place(rect, s)
            seat_widgets.append(self.friend_choice)
        self.place_buttons(s, LABEL_X, FIELD_X + FIELD_W, BUTTONS_Y, 180)
        self.set_focus(seat_widgets)

    def place_buttons(self, s: float, left: float, right: float, y: float, least: float) -> None:
        """Back at ``left``; start ending at ``right``, continue before it; tops at ``y``."""
        for b, x in ((self.back_button, left), (self.start_button, right)):
            w, bh = b.measure(s)
            b.rect = pygame.FRect(0, 0, max(w, least), bh)
            if x > 640 or b is self.start_button:
                b.rect.topright = (x, y)
            else:
                b.rect.topleft = (x, y)
        self.continue_button.visible = has_shengji()
        w, bh = self.continue_button.measure(s)
        self.continue_button.rect = pygame.FRect(0, 0, max(w, least), bh)
        self.continue_button.rect.topright = (self.start_button.rect.x - 20, y)

    def set_focus(self, seat_widgets: list[Choice[str] | TextField]) -> None:
        """Tab's order: down the form, then the buttons (start focused at first)."""
        self.focus.set(
            [
                self.preset_choice,
                self.level_choice,
                *seat_widgets,
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

    def help_lines(self, canvas: Canvas, key: str, y: float, *, words: bool = False) -> None:
        """A rule's help (``words``: ``key`` is the words themselves) wrapped under its field."""
        lh = max(24.0, canvas.measure("Ag中", fonts.BODY)[1])
        text = key if words else tr(key)
        for i, line in enumerate(wrap(text, fonts.BODY, False, canvas.scale, self.field_w)):
            canvas.text(line, fonts.BODY, theme.TEXT_DIM, (self.field_x, y + i * lh))

    def draw(self, canvas: Canvas) -> None:
        theme.lay_felt(canvas, self.ctx.settings.table_colour)
        self.title.draw(canvas)
        mid = self.preset_choice.rect.h / 2
        for key, y in self.rows:
            at = (self.label_x, y + mid)
            canvas.text(tr(key), fonts.LABEL, theme.TEXT, at, bold=True, anchor="midleft")
        self.help_lines(canvas, f"sj.preset.{self.preset}.help", self.helps_y[0])
        self.help_lines(canvas, f"sj.level.{self.level}.help", self.helps_y[1])
        players = self.players()
        for seat, y in enumerate(self.seat_ys):
            canvas.text(
                seat_word(seat, players),
                fonts.LABEL,
                theme.TEXT,
                (self.seat_x, y),
                anchor="midleft",
            )
            if seat == 0:
                canvas.text(
                    tr("sj.form.south_person"),
                    fonts.BODY + 1,
                    theme.TEXT_DIM,
                    (self.south_x, y),
                    anchor="midleft",
                )
        if self.players() == 5:
            canvas.text(tr("sj.form.friend"), fonts.LABEL, theme.TEXT, self.friend_at, bold=True)
        people = len(self.humans())
        if players == 2:  # the duel: North is the opponent, not a partner
            note = tr("sj.form.duel_hot_seat_note" if people > 1 else "sj.form.duel_note")
        else:
            alone = "sj.form.five_note" if players == 5 else "sj.form.one_person_note"
            note = tr("sj.form.hot_seat_note") if people > 1 else tr(alone)
        if canvas.upright:  # wrapped, never shrunk under 14 px
            self.help_lines(canvas, note, self.note_y, words=True)
        else:
            size = fit_size(note, fonts.BODY, False, canvas.scale, FIELD_W)
            canvas.text(note, size, theme.TEXT_DIM, (FIELD_X, self.note_y))
        self.focus.draw(canvas)


__all__ = ["PRESET_NAMES", "ShengjiFormScene", "open_form", "start_game"]
