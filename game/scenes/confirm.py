"""A yes/no question over the current screen ("abandon the game in progress?").

Why: a few actions throw away something the player cannot get back — starting a new
game deletes the saved one. They ask first; Esc, a click beside the panel or "No"
changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.scenes.base import ModalPanel
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, wrap
from game.ui.widgets import Button
from saves.game import has_saved_game

PANEL_W = 520.0


class ConfirmScene(ModalPanel):
    """``question`` with Yes (``on_yes``) and No; the screen below stays visible."""

    def __init__(
        self,
        question: Callable[[], str],
        yes: Callable[[], str],
        on_yes: Callable[[], None],
        *,
        danger: bool = True,
    ) -> None:
        super().__init__()
        self.question = question
        self.on_yes = on_yes
        # "yes" loses something (the game in progress): it looks dangerous, "cancel" ordinary
        self.yes = Button(yes, self.confirm, primary=not danger, danger=danger, min_width=150)
        self.no = Button(lambda: tr("ui.cancel"), self.back, min_width=150)
        self.lines: list[str] = []

    def confirm(self) -> None:
        self.ctx.pop()
        self.on_yes()

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.lines = wrap(self.question(), fonts.LABEL, False, sc, PANEL_W - 56)
        line_h = canvas.measure("Ag中", fonts.LABEL)[1]
        bw, bh = self.yes.measure(sc)
        nw, _ = self.no.measure(sc)
        height = 32 + line_h * len(self.lines) + 28 + bh + 24
        self.panel = pygame.FRect(0, 0, PANEL_W, height)
        self.panel.center = (canvas.w / 2, canvas.h / 2)
        y = self.panel.bottom - 24 - bh
        self.no.rect = pygame.FRect(self.panel.right - 28 - nw, y, nw, bh)
        self.yes.rect = pygame.FRect(self.no.rect.x - 16 - bw, y, bw, bh)
        self._line_h = line_h
        self.focus.set([self.no, self.yes])
        if self.focus.current is None:
            self.focus.focus(self.no)  # the safe answer is the one Enter gives

    def draw(self, canvas: Canvas) -> None:
        self.draw_panel(canvas, shade=130)
        for i, line in enumerate(self.lines):
            canvas.text(
                line,
                fonts.LABEL,
                theme.TEXT,
                (self.panel.x + 28, self.panel.y + 32 + i * self._line_h),
                tag="label",
            )
        self.focus.draw(canvas)


def unless_saved_game(ctx: Any, start: Callable[[], object]) -> None:
    """Run ``start`` now, or after the player agrees to abandon the saved game in progress."""
    if not has_saved_game():
        start()
        return

    def abandon_and_start() -> None:
        start()  # what start returns (the new session) is not needed here

    ctx.push(
        ConfirmScene(
            lambda: tr("confirm.abandon"), lambda: tr("confirm.abandon_yes"), abandon_and_start
        )
    )
