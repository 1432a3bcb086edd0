"""The new-game form's own widgets and measures, shared with its practice rows
(:mod:`game.scenes.practice_form`): a value cycler, a name field, the seat picker button,
the preset tabs and the two-line explanation under an option.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, fit_text, measure, wrap
from game.ui.widgets import Choice, Pressable, Stepper, Widget, place_text_input, typed
from saves.profiles import MAX_NAME

NAME_MAX = MAX_NAME  # what a profile may be called: a longer name is drawn cut with "…"
SELECT_ALL = pygame.KMOD_CTRL | pygame.KMOD_META  # Ctrl+A, and ⌘A on macOS
SELECTION = (84, 136, 220)  # behind the text while all of it is selected
BLINK_MS = 500  # a focused field's cursor: shown, then hidden, this long each
ROW_H = 30.0
LABEL_W = 136.0
HELP_SIZE = 14.0
BLOCK_H = 92.0  # an option: a row with its widget, two lines of explanation, room between
# The rule options by page, in their two columns: the common choices show first (the practice
# rows fill their second column); the rest fold under "House rules".
COMMON = (("decks", "exposure", "mode"), ())
HOUSE = (
    ("hearts", "first_exposure", "self_take", "discard_exposed_early"),
    ("colour_rule", "first_lead_c2", "pig_sheep_swap", "double_pig_loser"),
)
SEAT_H = 70.0


def draw_step_buttons(
    canvas: Canvas, minus: pygame.FRect, plus: pygame.FRect, radius: float
) -> None:
    """The ◀ and ▶ buttons either side of a stepped value."""
    for box, direction in ((minus, -1), (plus, 1)):
        canvas.fill_rect(box.inflate(-6, -6), theme.BUTTON, radius * 0.8)
        cx, cy = canvas.pt(box.centerx, box.centery)
        a = canvas.px(box.h * 0.17)
        points = [
            (cx + direction * a, cy),
            (cx - direction * a, cy - a),
            (cx - direction * a, cy + a),
        ]
        pygame.draw.polygon(canvas.surface, theme.BUTTON_TEXT, points)


class Cycle(Stepper[Any]):
    """ "‹ value ›": one value at a time, for options with many values (←/→, click the arrows).

    A Stepper that wraps around, matches values exactly and draws arrows instead of a bar.
    """

    measure = Widget.measure  # laid out by the form's grid, not by its text

    def _index(self) -> int:
        v = self.get()
        return self.values.index(v) if v in self.values else 0

    def step(self, delta: int) -> bool:
        self.on_change(self.values[(self._index() + delta) % len(self.values)])
        return True

    def activate(self) -> None:
        self.step(1)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._hit(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._hit(event):
            self.step(-1 if self.minus.collidepoint(event.pos) else 1)
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        radius = r.h * 0.22
        canvas.fill_alpha(r, (0, 0, 0, 70), radius)
        draw_step_buttons(canvas, self.minus, self.plus, radius)
        label = self.text(self.get())
        size = fit_size(label, self.size, True, canvas.scale, r.w - 2 * r.h - 8)
        canvas.text(
            label, size, theme.TEXT, r.center, bold=True, anchor="center", tag="choice.label"
        )
        canvas.outline(
            r, theme.FOCUS if self.focused else theme.LINE, 2 if self.focused else 1, radius
        )
        canvas.note("choice", r)


class TextField(Widget):
    """A one-line name field: click or focus it and type (IME text arrives as TEXTINPUT).

    Ctrl+A (⌘A) selects all of it, drawn highlighted: what is typed next, or Backspace, then
    replaces the whole text rather than adding to its end. A name too long for the field is
    drawn cut with "…": its end while typed in, its beginning otherwise.
    """

    def __init__(
        self,
        get: Callable[[], str],
        set_text: Callable[[str], None],
        placeholder: Callable[[], str],
        *,
        size: float = fonts.BODY + 1,
        max_len: int = NAME_MAX,
    ) -> None:
        super().__init__()
        self.get, self.set_text, self.placeholder = get, set_text, placeholder
        self.size, self.max_len = size, max_len
        self.blink = 0.0
        self.all_selected = False

    def insert(self, text: str) -> None:
        """Typed or pasted ``text``: after the text, or in place of all of it when selected."""
        if not text:
            return
        base = "" if self.all_selected else self.get()
        self.all_selected = False
        self.set_text((base + text)[: self.max_len])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._hit(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._hit(event):
            pygame.key.start_text_input()
            self.all_selected = False
            return True
        if not self.focused:
            self.all_selected = False
            return False
        if event.type == pygame.TEXTINPUT:
            self.insert(typed(event.text, drawable=True))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and event.mod & SELECT_ALL:
                self.all_selected = bool(self.get())
                return True
            if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.set_text("" if self.all_selected else self.get()[:-1])
                self.all_selected = False
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False  # the caret goes back to the end of the text
            # letters and space are typed (TEXTINPUT), not shortcuts; these still move focus
            return event.key not in (
                pygame.K_TAB,
                pygame.K_UP,
                pygame.K_DOWN,
                pygame.K_RETURN,
                pygame.K_KP_ENTER,
                pygame.K_ESCAPE,
            )
        return False

    def still_for(self) -> float:
        """Focused, the cursor blinks every half second (drawn from pygame's clock)."""
        if not self.focused:
            return math.inf
        return (BLINK_MS - pygame.time.get_ticks() % BLINK_MS) / 1000

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        radius = r.h * 0.22
        canvas.fill_rect(r, (250, 248, 240) if self.focused else (232, 230, 220), radius)
        if not self.focused:
            self.all_selected = False  # focus moved on (Tab, a click elsewhere): nothing selected
        text = self.get()
        colour: tuple[int, int, int] = theme.BUTTON_TEXT
        if not text and not self.focused:
            text, colour = self.placeholder(), (120, 120, 115)
        shown, size = fit_text(text, self.size, False, canvas.scale, r.w - 16, tail=self.focused)
        at = (r.x + 8, r.centery)
        if self.all_selected:
            w, h = canvas.measure(shown, size)
            canvas.fill_rect(pygame.FRect(at[0] - 2, at[1] - h / 2, w + 4, h), SELECTION, 3)
            colour = (255, 255, 255)
        t = canvas.text(shown, size, colour, at, anchor="midleft", tag="field.text")
        if self.focused:
            place_text_input(canvas, r)
        if (
            self.focused
            and not self.all_selected
            and (pygame.time.get_ticks() // BLINK_MS) % 2 == 0
        ):
            x = t.right + 1 if self.get() else r.x + 8
            canvas.fill_rect(pygame.FRect(x, r.y + 6, 2, r.h - 12), theme.BUTTON_TEXT)
        canvas.outline(
            r, theme.FOCUS if self.focused else theme.LINE, 2 if self.focused else 1, radius
        )
        canvas.note("field", r)


class PickButton(Pressable):
    """The small ▾ beside a human's name: choose a known player instead of typing."""

    def __init__(self, on_click: Callable[[], None]) -> None:
        super().__init__()
        self.on_click = on_click

    def activate(self) -> None:
        self.on_click()

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        r = self.rect
        hot = self.hovered or self.focused
        canvas.fill_rect(r, (250, 248, 240) if hot else (232, 230, 220), r.h * 0.22)
        cx, cy, k = r.centerx, r.centery + 2, r.h * 0.18
        points = [
            canvas.pt(cx - k, cy - k * 0.6),
            canvas.pt(cx + k, cy - k * 0.6),
            canvas.pt(cx, cy + k * 0.6),
        ]
        pygame.draw.polygon(canvas.surface, theme.BUTTON_TEXT, points)
        canvas.outline(
            r, theme.FOCUS if self.focused else theme.LINE, 2 if self.focused else 1, r.h * 0.22
        )
        canvas.note("button", r)


class PresetTabs(Choice[str]):
    """The preset tabs: none is highlighted once an option differs from every preset."""

    def index(self) -> int:
        current = self.get()
        return next((i for i, o in enumerate(self.options) if o.value == current), -1)


class HelpText(Widget):
    """A dim explanation of up to two lines, wrapped (and shrunk if need be) to its width."""

    focusable = False

    def __init__(self, key: str) -> None:
        super().__init__()
        self.key = key
        self.lines: list[str] = []
        self.size = HELP_SIZE

    def place(self, x: float, y: float, width: float, scale: float) -> None:
        text = tr(self.key)
        for size in (HELP_SIZE, 13.0, 12.0, 11.0):
            lines = wrap(text, size, False, scale, width)
            if len(lines) <= 2:
                break
        if len(lines) > 2:  # even the smallest text is too long: the second line ends in "…"
            rest = ("" if language() == "zh" else " ").join(lines[1:])
            lines = [lines[0], fit_text(rest, size, False, scale, width)[0]]
        self.lines, self.size = lines, size
        line_h = measure("Ag中", size, False, scale)[1]
        w = max(measure(line, size, False, scale)[0] for line in self.lines)
        self.rect = pygame.FRect(x, y, w, line_h * len(self.lines))
        self._line_h = line_h

    def draw(self, canvas: Canvas) -> None:
        for i, line in enumerate(self.lines):
            canvas.text(
                line,
                self.size,
                theme.TEXT_DIM,
                (self.rect.x, self.rect.y + i * self._line_h),
                tag="label",
            )
