"""The new-game form's practice rows: the practice toggle, "play deal #N" and "from seat".

Why a module of its own: the form (:mod:`game.scenes.newgame`) only places these rows
and asks them for an error and for the extra arguments of :func:`game.session.play.start_game`.
A deal number is digits only, typed or stepped with ←/→ (or the arrows); anything else
typed is refused with a message and the field keeps what it had. Empty means a random
deal, as in any game.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.scenes.form import LABEL_W, ROW_H, HelpText, draw_step_buttons
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size
from game.ui.text_field import BLINK_MS, TextField
from game.ui.widgets import Choice, Label, Option, Widget

DEAL_MAX = 99_999_999  # engine.core.deals.deal_number draws from 1 … 99 999 999
DEAL_DIGITS = 8


def parse_deal(text: str) -> int | None:
    """The deal number in ``text`` ('' → None: a random deal); raises ValueError if not one."""
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or not 1 <= int(text) <= DEAL_MAX:
        raise ValueError(text)
    return int(text)


def _seat_initial(seat: int) -> str:
    """A seat's one-letter name in the current language (the deal's "from seat" choice)."""
    return tr(f"seat.{'SENW'[seat]}")[:1]


class DealField(TextField):
    """A deal number: digits typed, or stepped by one with ←/→ or the arrows at its ends."""

    def __init__(
        self, get: Callable[[], str], set_text: Callable[[str], None], refuse: Callable[[str], None]
    ) -> None:
        super().__init__(get, set_text, lambda: tr("practice.form.deal_hint"), max_len=DEAL_DIGITS)
        self.refuse = refuse

    @property
    def minus(self) -> pygame.FRect:
        return pygame.FRect(self.rect.x, self.rect.y, self.rect.h, self.rect.h)

    @property
    def plus(self) -> pygame.FRect:
        return pygame.FRect(self.rect.right - self.rect.h, self.rect.y, self.rect.h, self.rect.h)

    def step(self, delta: int) -> bool:
        text = self.get()
        current = int(text) if text.isdigit() else 0
        self.set_text(str(min(DEAL_MAX, max(1, current + delta))))
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._hit(event):
            if self.minus.collidepoint(event.pos):
                return self.step(-1)
            if self.plus.collidepoint(event.pos):
                return self.step(1)
        if self.focused and event.type == pygame.TEXTINPUT:
            digits = "".join(ch for ch in event.text if ch in "0123456789")
            if digits != event.text:
                self.refuse(
                    tr("practice.form.digits_only")
                )  # nothing typed is lost but the bad part
            self.insert(digits)  # after the digits, or in place of them all (Ctrl+A)
            return True
        if (
            self.focused
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
        ):
            return self.step(-1 if event.key == pygame.K_LEFT else 1)
        return super().handle(event)

    def draw(self, canvas: Canvas) -> None:
        r = self.rect
        radius = r.h * 0.22
        inner = pygame.FRect(r.x + r.h, r.y, r.w - 2 * r.h, r.h)
        canvas.fill_rect(inner, (250, 248, 240) if self.focused else (232, 230, 220), radius)
        text, colour = self.get(), theme.BUTTON_TEXT
        if not text and not self.focused:
            text, colour = self.placeholder(), (120, 120, 115)
        size = fit_size(text or "0", self.size, False, canvas.scale, inner.w - 10)
        t = canvas.text(text, size, colour, inner.center, anchor="center", tag="field.text")
        if self.focused and (pygame.time.get_ticks() // BLINK_MS) % 2 == 0:
            x = t.right + 1 if self.get() else inner.centerx
            canvas.fill_rect(pygame.FRect(x, r.y + 6, 2, r.h - 12), theme.BUTTON_TEXT)
        draw_step_buttons(canvas, self.minus, self.plus, radius)
        canvas.outline(
            r, theme.FOCUS if self.focused else theme.LINE, 2 if self.focused else 1, radius
        )
        canvas.note("field", r)


class PracticeRows:
    """The form's practice rows and their values."""

    def __init__(self, refuse: Callable[[str], None], changed: Callable[[], object]) -> None:
        self.practice = False
        self.deal_text = ""
        self.from_seat = 0
        self._changed = changed
        on_off = [Option(False, lambda: tr("ui.off")), Option(True, lambda: tr("ui.on"))]
        self.toggle: Choice[bool] = Choice(on_off, lambda: self.practice, self._set_practice)
        self.deal = DealField(lambda: self.deal_text, self._set_deal, refuse)
        self.seat: Choice[int] = Choice(
            [Option(s, partial(_seat_initial, s)) for s in range(4)],
            lambda: self.from_seat,
            self._set_seat,
            size=fonts.BODY,
        )
        self.labels: list[Widget] = []
        self.helps: list[HelpText] = []

    def _set_practice(self, value: bool) -> None:
        self.practice = value
        self._changed()

    def _set_deal(self, text: str) -> None:
        self.deal_text = text
        self._changed()

    def _set_seat(self, seat: int) -> None:
        self.from_seat = seat
        self._changed()

    def widgets(self) -> list[Widget]:
        return [self.toggle, self.deal, self.seat]

    def error(self) -> str | None:
        try:
            parse_deal(self.deal_text)
        except ValueError:
            return tr("practice.form.bad_deal")
        return None

    def start_options(self) -> dict[str, Any]:
        """Keyword arguments of :func:`game.session.play.start_game` (call after :meth:`error` is None)."""
        return {
            "deal": parse_deal(self.deal_text),
            "from_seat": self.from_seat,
            "practice": self.practice,
        }

    def place(self, x: float, y: float, width: float, scale: float) -> float:
        """Lay the rows out from (x, y) in a column ``width`` wide; returns the bottom."""
        self.labels, self.helps = [], []

        def label(key: str, lx: float, ly: float, max_w: float) -> None:
            lab = Label(
                lambda: tr(key), fonts.LABEL - 2, bold=True, anchor="midleft", max_width=max_w
            )
            lab.place((lx, ly + ROW_H / 2), scale)
            self.labels.append(lab)

        label("practice.form.practice", x, y, LABEL_W - 8)
        self.toggle.place(pygame.FRect(x + LABEL_W, y, 150, ROW_H), scale)
        help1 = HelpText("practice.form.practice.help")
        help1.place(x, y + ROW_H + 2, width, scale)
        self.helps.append(help1)
        y = help1.rect.bottom + 4
        label("practice.form.deal", x, y, 62)
        self.deal.rect = pygame.FRect(x + 66, y, 132, ROW_H)
        label("practice.form.seat", x + 208, y, 44)
        self.seat.place(pygame.FRect(x + 254, y, width - 254, ROW_H), scale)
        help2 = HelpText("practice.form.deal.help")
        help2.place(x, y + ROW_H + 2, width, scale)
        self.helps.append(help2)
        return help2.rect.bottom


__all__ = ["DEAL_MAX", "DealField", "PracticeRows", "parse_deal"]
