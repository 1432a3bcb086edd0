"""Widgets: buttons, option selectors, steppers, and keyboard focus.

Why this shape: widgets live in logical coordinates; a scene places them in
``layout(canvas)`` using sizes *measured* at the real output scale (``measure``), so a
label never clips in either language. Widgets report through callbacks given at
construction; labels are callables so a language switch needs only a relayout.

Keyboard: a :class:`FocusGroup` moves focus with ↑/↓ (and Tab), Enter/Space
activates, ←/→ changes a selector. Mouse hover moves focus too.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

import pygame

from game.ui import fonts, theme
from game.ui.canvas import Canvas, Colour, RectLike, fit_size, measure

T = TypeVar("T")
TextFn = Callable[[], str]


def typed(text: str, *, drawable: bool = False) -> str:
    """What a text field keeps of typed or pasted text: no control characters (NUL, escape,
    newlines, lone surrogates); with ``drawable``, also nothing the bundled font lacks, so a
    name never shows as empty boxes. A wide space (the ideographic space of a Chinese input
    method, a no-break space) is kept as a space."""
    kept = (" " if unicodedata.category(ch) == "Zs" else ch for ch in text)
    kept = (ch for ch in kept if ch.isprintable())
    return "".join(ch for ch in kept if fonts.has_glyph(ch)) if drawable else "".join(kept)


def clipboard_text() -> str:
    """The clipboard's text; "" where there is none or no clipboard can be read."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return text if isinstance(text, str) else ""


def place_text_input(canvas: Canvas, field: RectLike) -> None:
    """Tell the input method where text is typed: its candidate window (拼音's list of
    characters) then opens at the field, not at the window's corner. ``field`` is logical;
    SDL wants window pixels, so the letterbox's offset is added."""
    r = canvas.rect(field)
    ox, oy = canvas.surface.get_abs_offset()
    pygame.key.set_text_input_rect(r.move(ox, oy))


def _text_fn(text: str | TextFn) -> TextFn:
    return text if callable(text) else (lambda: text)


class Widget:
    """A rectangle that can draw, take input and (if ``focusable``) keyboard focus."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.FRect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.focused = False
        self.hovered = False

    def measure(self, scale: float) -> tuple[float, float]:
        """The logical size this widget needs at ``scale`` (text measured, not guessed)."""
        return (self.rect.w, self.rect.h)

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        """Enter/Space while focused."""

    def step(self, delta: int) -> bool:
        """←/→ while focused; True if it did something."""
        return False

    def draw(self, canvas: Canvas) -> None: ...

    def still_for(self) -> float:
        """Seconds this widget looks the same without input (a blinking cursor: less)."""
        return math.inf

    def _hit(self, event: pygame.event.Event) -> bool:
        pos = getattr(event, "pos", None)
        return pos is not None and self.visible and self.rect.collidepoint(pos)


class Label(Widget):
    """Text that is part of the layout (recorded for the overlap tests)."""

    focusable = False

    def __init__(
        self,
        text: str | TextFn,
        size: float = fonts.LABEL,
        *,
        bold: bool = False,
        colour: Colour = theme.TEXT,
        anchor: str = "topleft",
        max_width: float | None = None,
    ) -> None:
        super().__init__()
        self.text = _text_fn(text)
        self.size, self.bold, self.colour, self.anchor = size, bold, colour, anchor
        self.max_width = max_width
        self.pos: tuple[float, float] = (0, 0)
        self._fit = size

    def place(self, pos: tuple[float, float], scale: float) -> None:
        """Anchor at ``pos`` and shrink the font if the text would exceed ``max_width``."""
        self.pos = pos
        self._fit = (
            self.size
            if self.max_width is None
            else fit_size(self.text(), self.size, self.bold, scale, self.max_width)
        )
        w, h = measure(self.text(), self._fit, self.bold, scale)
        self.rect = pygame.FRect(0, 0, w, h)
        setattr(self.rect, self.anchor, pos)

    def measure(self, scale: float) -> tuple[float, float]:
        return measure(self.text(), self.size, self.bold, scale)

    def draw(self, canvas: Canvas) -> None:
        if self.visible:
            canvas.text(
                self.text(),
                self._fit,
                self.colour,
                self.pos,
                bold=self.bold,
                anchor=self.anchor,
                tag="label",
            )


class Pressable(Widget):
    """A widget that acts like a button: press and release on it (or Enter) calls ``activate``."""

    def __init__(self) -> None:
        super().__init__()
        self._pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._hit(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._hit(event):
            self._pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            if was and self._hit(event):
                self.activate()
                return True
        return False


class Button(Pressable):
    """A rounded button; its width grows to fit its label (plus padding)."""

    def __init__(
        self,
        text: str | TextFn,
        on_click: Callable[[], None],
        *,
        size: float = fonts.LABEL,
        min_width: float = 0,
        primary: bool = False,
        danger: bool = False,
        height: float | None = None,
    ) -> None:
        super().__init__()
        self.text = _text_fn(text)
        self.on_click = on_click
        self.size = size
        self.min_width = min_width
        self.primary = primary  # the way forward: one a screen
        self.danger = danger  # what loses something (abandon a game): never the default
        self.height = height

    def measure(self, scale: float) -> tuple[float, float]:
        w, h = measure(self.text(), self.size, True, scale)
        return (max(self.min_width, w + 2.2 * self.size), self.height or h + 0.9 * self.size)

    def activate(self) -> None:
        if self.enabled and self.visible:
            self.on_click()

    def colours(self) -> tuple[Colour, Colour]:
        """The fill and the text colour: the kind's, lighter under the mouse, grey when off."""
        if not self.enabled:
            return theme.BUTTON_DISABLED, theme.BUTTON_DISABLED_TEXT
        fill, ink = (
            (theme.BUTTON_DANGER, theme.BUTTON_DANGER_TEXT)
            if self.danger
            else (theme.BUTTON_PRIMARY, theme.BUTTON_TEXT)
            if self.primary
            else (theme.BUTTON, theme.BUTTON_TEXT)
        )
        return (theme.lighter(fill) if self.hovered else fill), ink

    def draw(self, canvas: Canvas) -> None:
        if not self.visible:
            return
        r = self.rect
        radius = r.h * 0.22
        canvas.fill_alpha(r.move(0, 3), theme.SHADOW, radius)
        fill, ink = self.colours()
        if self.focused and self.enabled:  # a ring outside, the fill stays the kind's
            canvas.outline(r.inflate(8, 8), theme.FOCUS, 3, radius + 4)
        canvas.fill_rect(r.move(0, 1 if self._pressed else 0), fill, radius)
        canvas.text(  # a label too long for its button (a player's name) ends in "…"
            self.text(),
            self.size,
            ink,
            r.center,
            bold=True,
            anchor="center",
            tag="button.label",
            width=r.w - self.size,
        )
        canvas.note("button", r)


@dataclass
class Option(Generic[T]):
    value: T
    text: TextFn


class Choice(Widget, Generic[T]):
    """A segmented option selector: every option visible, the current one highlighted.

    Clicking a segment or ←/→ while focused calls ``on_change(value)``; ``get`` reads
    the current value (from the settings, so the widget holds no copy of state).
    """

    def __init__(
        self,
        options: Sequence[Option[T]],
        get: Callable[[], T],
        on_change: Callable[[T], None],
        *,
        size: float = fonts.BODY + 1,
        wrap: bool = False,
    ) -> None:
        super().__init__()
        self.options = list(options)
        self.get = get
        self.on_change = on_change
        self.size = size
        self.wrap = wrap
        self.segments: list[pygame.FRect] = []
        self._text_size = size

    def _label_widths(self, scale: float, size: float, bold: bool) -> list[float]:
        """Each option's room: its label and a margin (bold: as drawn when chosen, wider)."""
        return [measure(o.text(), size, bold, scale)[0] + 1.6 * size for o in self.options]

    def _seg_width(self, scale: float, size: float) -> float:
        return max(self._label_widths(scale, size, False))

    def measure(self, scale: float) -> tuple[float, float]:
        h = measure("Ag中", self.size, False, scale)[1] + 0.8 * self.size
        return (self._seg_width(scale, self.size) * len(self.options), h)

    def place(self, rect: pygame.FRect, scale: float) -> None:
        """Fill ``rect`` with equal segments, shrinking the text if it must. Where the text
        cannot shrink enough (no text is drawn under the legible floor, so a small window
        keeps its size), each segment is as wide as its own label and a share of what is
        left: "Friends (five, two decks)" takes the room "Duel (two players)" does not need."""
        self.rect = pygame.FRect(rect)
        n = len(self.options)
        size = self.size
        while size > 10 and self._seg_width(scale, size) * n > rect.w:
            size -= 1
        self._text_size = size
        widths = [rect.w / n] * n
        needs = self._label_widths(scale, size, True)
        if max(needs) - size > rect.w / n:  # a label would touch its segment's edge
            spare = (rect.w - sum(needs)) / n
            widths = [need + spare for need in needs]
        x = rect.x
        self.segments = []
        for w in widths:
            self.segments.append(pygame.FRect(x, rect.y, w, rect.h))
            x += w

    def index(self) -> int:
        current = self.get()
        for i, o in enumerate(self.options):
            if o.value == current:
                return i
        return 0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._hit(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._hit(event):
            for i, seg in enumerate(self.segments):
                if seg.collidepoint(event.pos):
                    self._select(i)
            return True
        return False

    def step(self, delta: int) -> bool:
        i = self.index() + delta
        if self.wrap:
            i %= len(self.options)
        if 0 <= i < len(self.options) and i != self.index():
            self._select(i)
            return True
        return False

    def activate(self) -> None:
        self._select((self.index() + 1) % len(self.options))

    def _select(self, i: int) -> None:
        if self.options[i].value != self.get():
            self.on_change(self.options[i].value)

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        radius = r.h * 0.22
        canvas.fill_alpha(r, (0, 0, 0, 70), radius)
        current = self.index()
        for i, (seg, opt) in enumerate(zip(self.segments, self.options)):
            if i == current:
                canvas.fill_rect(seg.inflate(-4, -4), theme.SELECTED, radius * 0.8)
            colour = theme.BUTTON_TEXT if i == current else theme.TEXT
            canvas.text(
                opt.text(),
                self._text_size,
                colour,
                seg.center,
                anchor="center",
                bold=i == current,
                tag="choice.label",
            )
        canvas.outline(
            r, theme.FOCUS if self.focused else theme.LINE, 2 if self.focused else 1, radius
        )
        canvas.note("choice", r)


class Stepper(Widget, Generic[T]):
    """ "‹ value ›": for long ordered ranges such as the volume."""

    def __init__(
        self,
        values: Sequence[T],
        get: Callable[[], T],
        on_change: Callable[[T], None],
        text: Callable[[T], str],
        *,
        size: float = fonts.BODY + 1,
    ) -> None:
        super().__init__()
        self.values = list(values)
        self.get = get
        self.on_change = on_change
        self.text = text
        self.size = size
        self.minus = pygame.FRect()
        self.plus = pygame.FRect()

    def measure(self, scale: float) -> tuple[float, float]:
        w = max(measure(self.text(v), self.size, True, scale)[0] for v in self.values)
        h = measure("Ag中", self.size, False, scale)[1] + 0.8 * self.size
        return (w + 2 * h + self.size * 2, h)

    def place(self, rect: pygame.FRect) -> None:
        self.rect = pygame.FRect(rect)
        self.minus = pygame.FRect(rect.x, rect.y, rect.h, rect.h)
        self.plus = pygame.FRect(rect.right - rect.h, rect.y, rect.h, rect.h)

    def _index(self) -> int:
        current = self.get()
        return min(range(len(self.values)), key=lambda i: abs(self.values[i] - current))  # type: ignore[operator]

    def step(self, delta: int) -> bool:
        i = min(len(self.values) - 1, max(0, self._index() + delta))
        if i != self._index():
            self.on_change(self.values[i])
            return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self._hit(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._hit(event):
            if self.minus.collidepoint(event.pos):
                self.step(-1)
            elif self.plus.collidepoint(event.pos):
                self.step(1)
            return True
        return False

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        radius = r.h * 0.22
        canvas.fill_alpha(r, (0, 0, 0, 70), radius)
        for box, sign in ((self.minus, "−"), (self.plus, "+")):
            canvas.fill_rect(box.inflate(-6, -6), theme.BUTTON, radius * 0.8)
            canvas.text(
                sign,
                self.size + 2,
                theme.BUTTON_TEXT,
                box.center,
                bold=True,
                anchor="center",
                tag="stepper.sign",
            )
        # a bar showing where the value sits in its range
        i = self._index()
        track = pygame.FRect(
            self.minus.right + 8, r.bottom - 7, self.plus.left - self.minus.right - 16, 3
        )
        canvas.fill_alpha(track, (255, 255, 255, 60))
        canvas.fill_rect(
            pygame.FRect(track.x, track.y, track.w * i / max(1, len(self.values) - 1), 3),
            theme.GOLD,
        )
        canvas.text(
            self.text(self.values[i]),
            self.size,
            theme.TEXT,
            (r.centerx, r.centery - 2),
            bold=True,
            anchor="center",
            tag="stepper.label",
        )
        canvas.outline(
            r, theme.FOCUS if self.focused else theme.LINE, 2 if self.focused else 1, radius
        )
        canvas.note("stepper", r)


class FocusGroup:
    """Keyboard focus over a list of widgets (in reading order)."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.index = -1

    def set(self, widgets: Sequence[Widget]) -> None:
        focused = self.current
        self.widgets = list(widgets)
        self.index = self.widgets.index(focused) if focused in self.widgets else -1
        self._sync()

    @property
    def current(self) -> Widget | None:
        return self.widgets[self.index] if 0 <= self.index < len(self.widgets) else None

    def still_for(self) -> float:
        """The soonest change of a shown widget without input."""
        return min((w.still_for() for w in self.widgets if w.visible), default=math.inf)

    def focus(self, widget: Widget | None) -> None:
        self.index = self.widgets.index(widget) if widget in self.widgets else -1
        self._sync()

    def move(self, delta: int) -> None:
        usable = [i for i, w in enumerate(self.widgets) if w.visible and w.enabled and w.focusable]
        if not usable:
            return
        if self.index not in usable:
            self.index = usable[0] if delta > 0 else usable[-1]
        else:
            self.index = usable[(usable.index(self.index) + delta) % len(usable)]
        self._sync()

    def _sync(self) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == self.index

    def handle(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` to the widgets, then use keys for focus; True if consumed."""
        if event.type == pygame.MOUSEMOTION:
            for w in self.widgets:
                w.handle(event)
                if w.hovered and w.focusable and w.visible:
                    self.focus(w)
            return False
        for w in self.widgets:
            if w.visible and w.enabled and w.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN and w.focusable:
                    self.focus(w)
                return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_TAB) and not event.mod & pygame.KMOD_SHIFT:
            self.move(1)
            return True
        if event.key in (pygame.K_UP,) or (
            event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        ):
            self.move(-1)
            return True
        focused = self.current
        if focused is None:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            focused.activate()
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return focused.step(-1 if event.key == pygame.K_LEFT else 1)
        return False

    def draw(self, canvas: Canvas) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(canvas)
