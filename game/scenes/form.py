"""The new-game form's own widgets and measures, shared with its practice rows
(:mod:`game.scenes.practice_form`): a value cycler, the seat picker button, the preset tabs
and the two-line explanation under an option (the name field is :mod:`game.ui.text_field`,
shared with 升级's form).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.texts.i18n import language, tr
from game.ui import theme
from game.ui.canvas import Canvas, fit_size, fit_text, measure, wrap
from game.ui.widgets import Choice, Pressable, Stepper, Widget

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
