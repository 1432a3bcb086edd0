"""The new-game form: preset tabs, every rule option with a one-line explanation, the
four seats and the game length, on one screen.

The form holds plain option values (the fields of :class:`engine.gongzhu.rules.RuleSet`); after
every change it asks the engine whether they make a game. An impossible combination is
shown in the form with the engine's reason, and "start" refuses it — never a crash.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict
from functools import partial
from typing import Any

import pygame

from engine.gongzhu.rules import PRESETS, RulesError, RuleSet
from game.scenes.base import MenuScene
from game.scenes.confirm import unless_saved_game
from game.scenes.form import (
    BLOCK_H,
    COMMON,
    HELP_SIZE,
    HOUSE,
    LABEL_W,
    ROW_H,
    SEAT_H,
    Cycle,
    HelpText,
    PickButton,
    PresetTabs,
)
from game.scenes.newgame_upright import layout_upright
from game.scenes.practice_form import PracticeRows
from game.scenes.profiles import open_picker
from game.session.play import start_game
from game.texts.i18n import language, tr
from game.texts.names import shown_name
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, measure, wrap
from game.ui.text_field import NAME_MAX, TextField
from game.ui.widgets import Button, Choice, Label, Option, Widget
from saves.game import SeatEntry

PRESET_NAMES = ("classic", "double", "tournament", "book")
LEVELS = ("easy", "normal", "hard", "expert")
LIMITS = (800, 1000, 2000, 4000, 0)
HANDS = (0, 4, 8, 12, 16, 24, 32)
SEAT_KEYS = ("seat.S", "seat.E", "seat.N", "seat.W")

# layout (logical px)
MARGIN = 30
COLS = ((30.0, 390.0), (440.0, 390.0), (860.0, 390.0))  # (x, width): two rule columns, seats
TOP = 122.0
CONTROL_SIZE = fonts.BODY  # every option's control: one text size (labels 18, help 14)

# Known refusals of the engine (RULES §6), said in the player's language.
REFUSALS = (
    ("one deck only", "refuse.pig_sheep_decks"),
    ("has no exposure", "refuse.pig_sheep_exposure"),
    ("first_exposure", "refuse.first_exposure"),
    ("double_pig_loser", "refuse.double_pig"),
    ("limit 0 with hands 0", "refuse.no_end"),
)


def refusal_text(error: RulesError) -> str:
    """The engine's reason for refusing the options, in the current language."""
    message = str(error)
    for needle, key in REFUSALS:
        if needle in message:
            return tr(key)
    return message


# The options of the last game started from the form in this run: a second visit starts
# from them, not from the classic preset again (a game's rules are kept in its save).
LAST_VALUES: dict[str, Any] = {}


class NewGameScene(MenuScene):
    """The form. ``start`` builds the game through :func:`game.session.play.start_game`.
    Upright (a tall window) it is laid out by :mod:`game.scenes.newgame_upright`."""

    upright = True

    def __init__(self, on_start: Callable[[RuleSet, tuple[Any, ...]], None] | None = None) -> None:
        super().__init__()
        # the options of the last game started in this run (limit and hands included), else classic
        self.values: dict[str, Any] = dict(LAST_VALUES) or asdict(PRESETS["classic"])
        self.seats: list[dict[str, Any]] = []
        self.error: str | None = None
        self.on_start = on_start
        self.title = Label(
            lambda: tr("newgame.title"), fonts.BANNER - 4, bold=True, colour=theme.GOLD
        )
        self.tabs = PresetTabs(
            [Option(p, partial(tr, f"preset.{p}")) for p in PRESET_NAMES],
            self.current_preset,
            self.choose_preset,
            size=fonts.LABEL,
        )

        def on_off() -> list[Option[bool]]:
            return [Option(False, lambda: tr("ui.off")), Option(True, lambda: tr("ui.on"))]

        def choice(name: str, values: Sequence[Any], text: Callable[[Any], str]) -> Widget:
            return Choice(
                [Option(v, partial(text, v)) for v in values],
                lambda: self.values[name],
                lambda v: self.set_option(name, v),
                size=CONTROL_SIZE,
            )

        def cycle(name: str, values: Sequence[Any], text: Callable[[Any], str]) -> Widget:
            return Cycle(
                values,
                lambda: self.values[name],
                lambda v: self.set_option(name, v),
                text,
                size=CONTROL_SIZE,
            )

        def boolean(name: str) -> Widget:
            return Choice(
                on_off(),
                lambda: self.values[name],
                lambda v: self.set_option(name, v),
                size=CONTROL_SIZE,
            )

        def named(name: str) -> Callable[[object], str]:
            return lambda v: tr(f"opt.{name}.{v}")

        self.rule_rows: list[tuple[int, str, Widget]] = [
            (0, "decks", choice("decks", (1, 2), named("decks"))),
            (0, "hearts", choice("hearts", ("standard", "book", "positive"), named("hearts"))),
            (
                0,
                "exposure",
                cycle(
                    "exposure",
                    ("free", "hidden", "all-but-sheep", "all", "forced", "none"),
                    named("exposure"),
                ),
            ),
            (0, "first_exposure", boolean("first_exposure")),
            (0, "self_take", boolean("self_take")),
            (0, "discard_exposed_early", boolean("discard_exposed_early")),
            (
                1,
                "colour_rule",
                choice("colour_rule", ("off", "strict", "penalty"), named("colour_rule")),
            ),
            (1, "first_lead_c2", boolean("first_lead_c2")),
            (
                1,
                "pig_sheep_swap",
                choice("pig_sheep_swap", ("off", "auto", "choose"), named("pig_sheep_swap")),
            ),
            (1, "mode", cycle("mode", ("solo", "partners", "pig-sheep"), named("mode"))),
            (1, "double_pig_loser", boolean("double_pig_loser")),
        ]
        self.length_rows: list[tuple[int, str, Widget]] = [
            (
                2,
                "limit",
                choice("limit", LIMITS, lambda v: tr("opt.limit.0") if v == 0 else str(v)),
            ),
            (
                2,
                "hands",
                cycle(
                    "hands",
                    HANDS,
                    lambda v: tr("opt.hands.0") if v == 0 else tr("opt.hands.n", n=v),
                ),
            ),
        ]
        self.seat_widgets: list[tuple[Choice[bool], TextField, Choice[str]]] = []
        self.pick_buttons = [PickButton(partial(self.pick_profile, seat)) for seat in range(4)]
        for seat in range(4):
            self.seat_widgets.append(self._seat_row(seat))
        self.start_button = Button(
            lambda: tr("newgame.start"), self.start, primary=True, min_width=180
        )
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=150)
        self.house = False  # the house rules' page of the form is shown
        self.house_button = Button(self._house_text, self.toggle_house, size=fonts.BODY)
        self.house_summary: list[str] = []
        self._summary_y = 0.0
        self.helps: list[HelpText] = []
        self.panels: list[pygame.FRect] = []
        self.seat_labels: list[Label] = []
        self.message_rect = pygame.FRect(0, 0, 0, 0)
        self._scale = 1.0
        self._seat_col = (*COLS[2], TOP)  # where the seats are (x, width, top): upright, others
        self._summary_x = COLS[0][0]
        self.practice = PracticeRows(self._refuse_typing, self.validate)  # practice, deal #, seat

    # -- state ------------------------------------------------------------------
    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        if not self.seats and len(ctx.settings.seats) == 4:
            # the table of the last game, so friends who play again find their seats as they left them
            self.seats = [
                {"human": human, "level": level, "name": shown_name(name)[:NAME_MAX]}
                for human, level, name in ctx.settings.seats
            ]  # (a default name in the current language: "东家" is "East" in English)
        if not self.seats:
            lang = language()
            me = ctx.settings.profile or ("玩家" if lang == "zh" else "Player")
            self.seats = [{"human": True, "level": "normal", "name": me[:NAME_MAX]}] + [
                {"human": False, "level": "normal", "name": tr(SEAT_KEYS[s])} for s in (1, 2, 3)
            ]
        self.validate()

    def _seat_row(self, seat: int) -> tuple[Choice[bool], TextField, Choice[str]]:
        """A seat's widgets: a person or the computer, the name, the computer's level."""
        kind = Choice(
            [
                Option(True, lambda: tr("newgame.human")),
                Option(False, lambda: tr("newgame.computer")),
            ],
            lambda: self.seats[seat]["human"],
            lambda v: self.set_seat(seat, human=v),
            size=CONTROL_SIZE,
        )
        name = TextField(
            lambda: self.seats[seat]["name"],
            lambda t: self.set_seat(seat, name=t),
            lambda: tr("newgame.name_hint"),
        )
        level = Choice(
            [Option(lv, partial(tr, f"level.{lv}")) for lv in LEVELS],
            lambda: self.seats[seat]["level"],
            lambda v: self.set_seat(seat, level=v),
            size=CONTROL_SIZE,
        )
        return kind, name, level

    def _house_text(self) -> str:
        if self.house:
            return tr("newgame.common")
        changed = self.house_changes()
        return tr("newgame.house_changed", n=changed) if changed else tr("newgame.house")

    def house_values(self) -> str:
        """The folded rules and their values, in one line to wrap under the button."""
        widgets = {name: widget for _col, name, widget in self.rule_rows}
        parts = []
        for name in (n for col in HOUSE for n in col):
            widget = widgets[name]
            value = self.values[name]
            options = getattr(widget, "options", None)
            text = (
                next((o.text() for o in options if o.value == value), str(value))
                if options is not None
                else widget.text(value)  # type: ignore[attr-defined]
            )
            parts.append(f"{tr(f'opt.{name}')} {text}")
        return " · ".join(parts)

    def house_changes(self) -> int:
        """How many house rules differ from the classic preset's (said on the folded button)."""
        classic = asdict(PRESETS["classic"])
        return sum(self.values[n] != classic[n] for col in HOUSE for n in col)

    def toggle_house(self) -> None:
        self.house = not self.house
        self.ctx.sound.play("flick", 0.6)
        self.layout(self._canvas)
        self.focus.focus(self.house_button)

    def current_preset(self) -> str:
        """The preset the options are, or "" when they differ from every preset (no tab lit)."""
        for name in PRESET_NAMES:
            if asdict(PRESETS[name]) == self.values:
                return name
        return ""

    def choose_preset(self, name: str) -> None:
        self.values = asdict(PRESETS[name])
        self.ctx.sound.play("flick", 0.6)
        self.validate()

    def set_option(self, name: str, value: Any) -> None:
        old = self.values.get(name)
        self.values[name] = value
        if name == "decks" and self.values["limit"] == (1000 if old == 1 else 4000):
            self.values["limit"] = 1000 if value == 1 else 4000  # keep the deck's default limit
        self.validate()

    def set_seat(self, seat: int, **change: Any) -> None:
        self.seats[seat].update(change)
        if "human" in change:
            self._place_seats()
        self.validate()

    def pick_profile(self, seat: int) -> None:
        """Open the list of known players for ``seat`` (names of the other humans are taken)."""
        taken = [s["name"] for i, s in enumerate(self.seats) if s["human"] and i != seat]
        open_picker(self.ctx, lambda name: self.set_seat(seat, name=name[:NAME_MAX]), taken)

    def rules(self) -> RuleSet:
        """The rule set the form describes; raises RulesError."""
        return RuleSet(**self.values)

    def validate(self) -> bool:
        """Whether the form makes a game; if not, ``error`` says why and "start" is greyed."""
        self.error = self._refusal()
        self.start_button.enabled = self.error is None
        return self.error is None

    def _refusal(self) -> str | None:
        try:
            self.rules()
        except RulesError as err:
            return tr("newgame.refused", why=refusal_text(err))
        practice_error = self.practice.error()
        if practice_error is not None:
            return practice_error
        if any(s["human"] and not s["name"].strip() for s in self.seats):
            return tr("newgame.need_name")
        names = [" ".join(s["name"].split()).casefold() for s in self.seats if s["human"]]
        if len(set(names)) < len(names):
            return tr("newgame.same_name")  # their statistics would be one profile's
        return None

    def start(self) -> None:
        if not self.validate():
            self.ctx.sound.play("flick", 0.3)
            return
        rules = self.rules()
        LAST_VALUES.clear()
        LAST_VALUES.update(self.values)  # the next visit's form starts from these options
        seats = tuple(
            SeatEntry(s["name"].strip() or tr(SEAT_KEYS[i]), s["human"], s["level"])
            for i, s in enumerate(self.seats)
        )
        humans = [seat.name for seat in seats if seat.human]
        remembered = tuple((s["human"], s["level"], s["name"].strip()) for s in self.seats)
        self.ctx.change_settings(
            profile=humans[0] if humans else self.ctx.settings.profile, seats=remembered
        )  # the next game's form starts from this table
        if self.on_start is not None:
            self.on_start(rules, seats)
            return
        options = self.practice.start_options()
        unless_saved_game(self.ctx, lambda: start_game(self.ctx, rules, seats, **options))

    def _refuse_typing(self, text: str) -> None:
        self.ctx.toast(text, 2.5)
        self.ctx.sound.play("flick", 0.3)

    # -- input ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        field = self.focus.current
        if (
            isinstance(field, TextField)
            and event.type == pygame.KEYDOWN
            and event.key == pygame.K_BACKSPACE
        ):
            return field.handle(event)
        if (
            isinstance(field, TextField)
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        ):
            self.focus.move(1)
            return True
        return super().handle(event)

    # -- layout -----------------------------------------------------------------
    def layout(self, canvas: Canvas) -> None:
        self._canvas = canvas
        sc = self._scale = canvas.scale
        self.validate()
        if canvas.upright:
            layout_upright(self, canvas)
            return
        self._seat_col, self._summary_x = (*COLS[2], TOP), COLS[0][0]
        for _col, _name, widget in self.length_rows:
            widget.visible = True  # (the upright house rules' page hides the seats' column)
        for kind, name_field, _level in self.seat_widgets:
            kind.visible = name_field.visible = True
        self.title.place((MARGIN, 18), sc)
        tabs_x = max(320.0, self.title.rect.right + 40)
        self.tabs.place(pygame.FRect(tabs_x, 24, 1250 - tabs_x, 42), sc)
        self.labels = [self.title]
        self.helps = []
        rules_heading = "newgame.house_title" if self.house else "newgame.rules"
        headings = ((COLS[0][0], rules_heading), (COLS[2][0], "newgame.seats"))
        for x, key in headings:
            h = Label(partial(tr, key), fonts.HEADING - 4, bold=True, colour=theme.GOLD)
            h.place((x, 82), sc)
            self.labels.append(h)
        widgets = {name: widget for _col, name, widget in self.rule_rows}
        columns = HOUSE if self.house else COMMON
        shown = {name for col in columns for name in col}
        for name, widget in widgets.items():
            widget.visible = name in shown
        ys = [TOP, TOP]
        for col, names in enumerate(columns):
            x, _w = COLS[col]
            for name in names:
                self._place_option(x, ys[col], name, widgets[name], sc)
                ys[col] += BLOCK_H
        for widget in self.practice.widgets():
            widget.visible = not self.house
        if not self.house:
            ys[1] = self.practice.place(COLS[1][0], ys[1] - 4, COLS[1][1], sc) + 6
            self.labels += self.practice.labels
            self.helps += self.practice.helps
        hw, hh = self.house_button.measure(sc)
        self.house_button.rect = pygame.FRect(COLS[0][0], ys[0] + 4, max(hw, 220), hh)
        self.house_summary = (
            [] if self.house else wrap(self.house_values(), HELP_SIZE, False, sc, COLS[0][1])[:5]
        )
        ys[0] = self.house_button.rect.bottom + 8
        self._summary_y = ys[0]
        ys[0] += len(self.house_summary) * measure("Ag中", HELP_SIZE, False, sc)[1]
        self._place_seats()
        y = TOP + 4 * SEAT_H + 6
        length = Label(
            lambda: tr("newgame.length"), fonts.HEADING - 4, bold=True, colour=theme.GOLD
        )
        length.place((COLS[2][0], y), sc)
        self.labels.append(length)
        y += 36
        for _col, name, widget in self.length_rows:
            self._place_option(COLS[2][0], y, name, widget, sc)
            y += BLOCK_H
        bottom = max(ys[0], ys[1], y)
        self.panels = [
            pygame.FRect(
                COLS[0][0] - 14, 76, COLS[1][0] + COLS[1][1] - COLS[0][0] + 28, bottom - 76
            ),
            pygame.FRect(COLS[2][0] - 14, 76, COLS[2][1] + 28, bottom - 76),
        ]
        bw, bh = self.start_button.measure(sc)
        self.start_button.rect = pygame.FRect(1250 - bw, 712 - 20 - bh, bw, bh)
        bw2, _ = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(MARGIN, 712 - 20 - bh, bw2, bh)
        self.message_rect = pygame.FRect(
            self.back_button.rect.right + 20,
            self.start_button.rect.y,
            self.start_button.rect.x - self.back_button.rect.right - 40,
            bh,
        )
        order: list[Widget] = [
            self.tabs,
            *(widgets[name] for col in columns for name in col),
            self.house_button,
            *([] if self.house else self.practice.widgets()),
        ]
        for (kind, name_field, level), pick in zip(
            self.seat_widgets, self.pick_buttons, strict=True
        ):
            order += [kind, name_field, pick, level]
        order += [w for _c, _n, w in self.length_rows]
        order += [self.start_button, self.back_button]
        self.focus.set(order)
        if self.focus.current is None:
            self.focus.focus(self.start_button)

    def _place_option(
        self, x: float, y: float, name: str, widget: Widget, sc: float, width: float = COLS[0][1]
    ) -> None:
        label = Label(
            partial(tr, f"opt.{name}"),
            fonts.LABEL - 2,
            bold=True,
            anchor="midleft",
            max_width=LABEL_W - 8,
        )
        label.place((x, y + ROW_H / 2), sc)
        self.labels.append(label)
        area = pygame.FRect(x + LABEL_W, y, width - LABEL_W, ROW_H)
        if (
            isinstance(widget, Choice)
            and len(widget.options) == 2
            and not isinstance(widget.options[0].value, int)
        ):
            area.w = min(area.w, 150)
        if isinstance(widget, Choice):
            widget.place(area, sc)
        elif isinstance(widget, Cycle):
            widget.place(area)
        help_text = HelpText(f"opt.{name}.help")
        help_text.place(x, y + ROW_H + 3, width, sc)
        self.helps.append(help_text)

    def _place_seats(self) -> None:
        sc = self._scale
        x, width, top = self._seat_col
        self.seat_labels = []
        for seat, (kind, name_field, level) in enumerate(self.seat_widgets):
            y = top + seat * SEAT_H
            label = Label(
                partial(tr, SEAT_KEYS[seat]),
                fonts.LABEL - 2,
                bold=True,
                anchor="midleft",
                max_width=62,
            )
            label.place((x, y + ROW_H / 2), sc)
            self.seat_labels.append(label)
            kind.place(pygame.FRect(x + 68, y, 190, ROW_H), sc)
            human = bool(self.seats and self.seats[seat]["human"])
            pick = self.pick_buttons[seat]
            pick.visible = human
            name_w = width - 266 - (ROW_H + 4 if human else 0)
            name_field.rect = pygame.FRect(x + 266, y, name_w, ROW_H)
            pick.rect = pygame.FRect(x + width - ROW_H, y, ROW_H, ROW_H)
            level.place(pygame.FRect(x + 68, y + ROW_H + 5, width - 68, ROW_H - 4), sc)
            level.visible = not human
            if human:
                note = Label(
                    lambda: tr("newgame.stats_under"),
                    HELP_SIZE,
                    colour=theme.TEXT_DIM,
                    anchor="midleft",
                    max_width=width - 68,
                )
                note.place((x + 70, y + ROW_H + 5 + (ROW_H - 4) / 2), sc)
                self.seat_labels.append(note)

    # -- drawing ----------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        for panel in self.panels:
            canvas.fill_alpha(panel, theme.PANEL, 14)
        for label in self.labels + self.seat_labels:
            label.draw(canvas)
        for h in self.helps:
            h.draw(canvas)
        line_h = canvas.measure("Ag中", HELP_SIZE)[1]
        for i, line in enumerate(self.house_summary):
            canvas.text(
                line,
                HELP_SIZE,
                theme.TEXT_DIM,
                (self._summary_x, self._summary_y + i * line_h),
                tag="label",
            )
        self._draw_message(canvas)
        self.focus.draw(canvas)

    def _draw_message(self, canvas: Canvas) -> None:
        r = self.message_rect
        if r.w <= 0:
            return
        if self.error:
            size = fit_size(self.error, fonts.LABEL - 1, True, canvas.scale, r.w - 24)
            canvas.fill_alpha(r, (120, 20, 20, 190), r.h / 2)
            canvas.text(
                self.error, size, (255, 226, 200), r.center, bold=True, anchor="center", tag="label"
            )
        else:
            text = tr("newgame.keys")
            size = fit_size(text, fonts.BODY - 1, False, canvas.scale, r.w)
            canvas.text(text, size, theme.TEXT_DIM, r.center, anchor="center", tag="label")
