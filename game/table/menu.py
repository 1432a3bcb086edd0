"""The pause menu over every table (Esc): resume, rules, settings, back to the title.

It pauses the table below it (its clocks and the computer players stop), and draws the table
dimmed under a small opaque panel. Every game's table uses this one menu and gives only what
differs: its way back to the title (what its session does on leaving) and the rules page the
Rules button opens (its own game's pages).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.session import places
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas
from game.ui.scene import Scene
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.table.parts import TableParts


PANEL = (10, 30, 20)


class PauseMenu(Scene):
    """A table's pause menu: ``leave`` goes back to the title (the table's own way, which
    clears the stack), ``rules`` is the help place the Rules button opens."""

    transparent = True
    upright = True  # centred on any canvas
    pauses_below = True

    def __init__(self, leave: Callable[[], None], rules: places.Help) -> None:
        super().__init__()
        self.leave = leave
        self.rules_page = rules
        self.buttons = [
            Button(lambda: tr("menu.resume"), self.resume_game, primary=True),
            Button(lambda: tr("table.menu_rules"), self.rules),
            Button(lambda: tr("table.menu_settings"), self.settings),
            Button(lambda: tr("menu.to_title"), self.to_title),
        ]
        self.focus = FocusGroup(self.buttons)
        self.box = pygame.FRect(0, 0, 0, 0)

    def still_for(self) -> float:
        return self.focus.still_for()  # the paused table under it does not move either

    def resume_game(self) -> None:
        self.ctx.pop()

    def rules(self) -> None:
        self.ctx.push(self.rules_page)

    def settings(self) -> None:
        self.ctx.push(places.Settings())

    def to_title(self) -> None:
        self.leave()

    def layout(self, canvas: Canvas) -> None:
        s = canvas.scale
        width = max(260.0, *(b.measure(s)[0] for b in self.buttons))
        height = max(b.measure(s)[1] for b in self.buttons) + 4
        gap = 14
        title_h = 56
        total = title_h + len(self.buttons) * (height + gap) + 10
        self.box = pygame.FRect(0, 0, width + 80, total + 20)
        self.box.center = (canvas.w / 2, canvas.h / 2)
        y = self.box.y + title_h + 10
        for b in self.buttons:
            b.rect = pygame.FRect(0, 0, width, height)
            b.rect.midtop = (self.box.centerx, y)
            y += height + gap
        if self.focus.current is None:
            self.focus.focus(self.buttons[0])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.pop()
            return True
        self.focus.handle(event)
        return True  # the table below gets nothing while the menu is open

    def draw(self, canvas: Canvas) -> None:
        canvas.shade((0, 0, 0, 140))
        # opaque: no trick card shows through "暂停 / Paused" and its buttons
        canvas.fill_rect(self.box, PANEL, 16)
        canvas.outline(self.box, theme.LINE, 1, 16)
        canvas.note("box.menu", self.box)
        canvas.text(
            tr("table.menu_title"),
            fonts.HEADING,
            theme.GOLD,
            (self.box.centerx, self.box.y + 16),
            bold=True,
            anchor="midtop",
            tag="text",
        )
        self.focus.draw(canvas)


class TableMenu(PauseMenu):
    """拱猪's: its rules are the home pages; leaving tells the session (a campaign's stage or
    a saved game's last move), or else stops the computer players."""

    def __init__(self, table: TableParts) -> None:
        super().__init__(self._leave, places.Help())
        self.table = table

    def _leave(self) -> None:
        if self.table.on_quit is not None:
            self.table.on_quit(self.table.controller)
        else:
            self.table.controller.close()
        self.ctx.clear(places.Title())
