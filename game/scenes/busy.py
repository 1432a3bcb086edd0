"""Another copy of the game is running on the same data folder: say so, and offer to bring
that copy forward or quit. This copy never plays on the other's save (saves.lock)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.base import MenuScene
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, wrap
from game.ui.widgets import Button


class BusyScene(MenuScene):
    """The whole window: the message and two buttons, "bring it forward" (the default) and quit."""

    upright = True  # a column centred on any canvas

    def __init__(self, message: Callable[[str], str], bring_forward: Callable[[], None]) -> None:
        super().__init__()
        self.message = message
        self.bring_forward = bring_forward
        self.forward = Button(
            lambda: tr("busy.forward"), self.forward_and_quit, primary=True, min_width=220
        )
        self.quit_button = Button(lambda: tr("busy.quit"), self.back, min_width=160)
        self.lines: list[str] = []
        self._line_h = 0.0
        self._centre = (640.0, 360.0)

    def forward_and_quit(self) -> None:
        self.bring_forward()
        self.ctx.quit()

    def back(self) -> None:
        self.ctx.quit()

    def layout(self, canvas: Canvas) -> None:
        sc = canvas.scale
        self.lines = wrap(
            self.message(language()), fonts.LABEL + 2, False, sc, min(760, canvas.w - 80)
        )
        self._centre = (canvas.w / 2, canvas.h / 2)
        self._line_h = canvas.measure("Ag中", fonts.LABEL + 2)[1] * 1.25
        fw, bh = self.forward.measure(sc)
        qw, _ = self.quit_button.measure(sc)
        y = self._centre[1] + len(self.lines) * self._line_h / 2 + 40
        self.forward.rect = pygame.FRect(self._centre[0] - (fw + 24 + qw) / 2, y, fw, bh)
        self.quit_button.rect = pygame.FRect(self.forward.rect.right + 24, y, qw, bh)
        self.focus.set([self.forward, self.quit_button])
        if self.focus.current is None:
            self.focus.focus(self.forward)

    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        canvas.text(
            tr("app.title"),
            fonts.BANNER,
            theme.GOLD,
            (self._centre[0], self._centre[1] - 210),
            bold=True,
            anchor="midtop",
            tag="busy.title",
        )
        y = self._centre[1] - len(self.lines) * self._line_h / 2
        for line in self.lines:
            canvas.text(
                line,
                fonts.LABEL + 2,
                theme.TEXT,
                (self._centre[0], y),
                anchor="midtop",
                tag="busy.message",
            )
            y += self._line_h
        self.focus.draw(canvas)
