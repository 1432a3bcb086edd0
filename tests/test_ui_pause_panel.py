"""Issue 60: the pause panel is opaque — no trick card shows through "暂停 / Paused"."""

from __future__ import annotations

import pygame
from test_ui_table_legible import easy_table, play_until

from engine.gongzhu.rules import PRESETS
from game import testing
from game.table.menu import PANEL, TableMenu


def test_nothing_of_the_trick_shows_through_the_pause_panel() -> None:
    app, scene, ctrl = easy_table(PRESETS["classic"].with_options(exposure="none"), 7)
    testing.click(app, (640, 320))
    play_until(app, scene, ctrl, lambda: len(scene.table_trick) >= 3 and scene.idle())
    testing.press(app, pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, TableMenu)
    app.draw()
    box = menu.box
    # the panel's margins beside its buttons, over the trick's cards
    for y in range(int(box.y + 20), int(box.bottom - 20), 7):
        for x in (box.x + 12, box.right - 12):
            px = app.window_pos((x, y))
            assert tuple(app.screen.get_at(px))[:3] == PANEL, (x, y)
