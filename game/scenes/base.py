"""Shared bits of the menu-like scenes: felt background, widgets with focus, Esc = back."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.canvas import Canvas
from game.ui.scene import Scene
from game.ui.widgets import FocusGroup, Widget


class MenuScene(Scene):
    """A full-screen scene over the felt with keyboard-navigable widgets."""

    def __init__(self) -> None:
        super().__init__()
        self.focus = FocusGroup()
        self.labels: list[Widget] = []

    def back(self) -> None:
        """Esc: leave this scene (the title overrides this)."""
        self.ctx.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()
            return True
        return self.focus.handle(event)

    def draw_felt(self, canvas: Canvas) -> None:
        theme.lay_felt(canvas, self.ctx.settings.table_colour)

    def still_for(self) -> float:
        """A menu moves only when touched (or where a focused field's cursor blinks)."""
        return self.focus.still_for()

    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)


class ModalPanel(MenuScene):
    """A panel over the screen below (a question, a short list): a click beside it or Esc
    closes it, and nothing reaches the screen below while it is up."""

    transparent = True
    upright = True  # a panel centred on any canvas (a subclass centres it on canvas.size)

    def __init__(self) -> None:
        super().__init__()
        self.panel = pygame.FRect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and not self.panel.collidepoint(event.pos):
            self.back()
            return True
        super().handle(event)
        return True

    def draw_panel(self, canvas: Canvas, shade: int = 120) -> None:
        """Dim the screen below and draw the panel's box."""
        canvas.shade((0, 0, 0, shade))
        canvas.fill_alpha(self.panel, (24, 40, 32, 240), 16)
        canvas.outline(self.panel, theme.LINE, 1, 16)
