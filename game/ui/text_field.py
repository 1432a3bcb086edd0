"""The one-line name field of the new-game forms (拱猪's and 升级's): typed, pasted, IME text,
Ctrl+A to replace it all. It lives with the widgets so both games' forms share it.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_text
from game.ui.widgets import Widget, place_text_input, typed
from saves.profiles import MAX_NAME

NAME_MAX = MAX_NAME  # what a profile may be called: a longer name is drawn cut with "…"
SELECT_ALL = pygame.KMOD_CTRL | pygame.KMOD_META  # Ctrl+A, and ⌘A on macOS
SELECTION = (84, 136, 220)  # behind the text while all of it is selected
BLINK_MS = 500  # a focused field's cursor: shown, then hidden, this long each


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


__all__ = ["BLINK_MS", "NAME_MAX", "SELECTION", "SELECT_ALL", "TextField"]
