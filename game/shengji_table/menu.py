"""The 升级 table's menu (Esc): resume, or back to the title. It pauses the table below."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas
from game.ui.scene import Scene
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.shengji_table.scene import ShengjiTableScene


class ShengjiMenu(Scene):
    transparent = True
    upright = True  # centred on any canvas
    pauses_below = True

    def __init__(self, table: ShengjiTableScene) -> None:
        super().__init__()
        self.table = table
        self.buttons = [
            Button(lambda: tr("sj.menu.resume"), self.resume_game, primary=True),
            Button(lambda: tr("sj.menu.quit"), self.to_title),
        ]
        self.focus = FocusGroup(self.buttons)
        self.box = pygame.FRect(0, 0, 0, 0)

    def still_for(self) -> float:
        return self.focus.still_for()

    def resume_game(self) -> None:
        self.ctx.pop()

    def to_title(self) -> None:
        self.table.to_title()

    def layout(self, canvas: Canvas) -> None:
        s = canvas.scale
        width = max(260.0, *(b.measure(s)[0] for b in self.buttons))
        height = max(b.measure(s)[1] for b in self.buttons) + 4
        self.box = pygame.FRect(0, 0, width + 80, 70 + len(self.buttons) * (height + 14) + 10)
        self.box.center = (canvas.w / 2, canvas.h / 2)
        y = self.box.y + 66
        for b in self.buttons:
            b.rect = pygame.FRect(0, 0, width, height)
            b.rect.midtop = (self.box.centerx, y)
            y += height + 14
        if self.focus.current is None:
            self.focus.focus(self.buttons[0])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.pop()
            return True
        self.focus.handle(event)
        return True

    def draw(self, canvas: Canvas) -> None:
        canvas.shade((0, 0, 0, 120))
        canvas.fill_alpha(self.box, (10, 30, 20, 235), 16)
        canvas.outline(self.box, theme.LINE, 1, 16)
        canvas.text(
            tr("sj.menu"),
            fonts.HEADING,
            theme.GOLD,
            (self.box.centerx, self.box.y + 16),
            bold=True,
            anchor="midtop",
        )
        self.focus.draw(canvas)
