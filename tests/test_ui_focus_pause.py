"""Issue 60: the clocks stop while the window is away (focus lost, minimised)."""

from __future__ import annotations

import pygame
import pytest
from test_ui_table_legible import easy_table, play_until

from engine.gongzhu.cards import SPECIALS
from engine.gongzhu.hand import EXPOSURE
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from game import testing
from game.table.menu import TableMenu


@pytest.mark.parametrize("event", [pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED])
def test_the_exposure_clock_stops_while_the_window_is_away(event: int) -> None:
    rules = PRESETS["classic"]
    seed = next(
        s
        for s in range(1, 300)
        if any(new_match(rules, s).hand.hand1[0] >> c & 1 for c in SPECIALS)
    )
    app, scene, ctrl = easy_table(rules, seed)
    testing.click(app, (640, 320))
    play_until(app, scene, ctrl, lambda: ctrl.phase == EXPOSURE and ctrl.window_left is not None)
    app.step(1.0)
    left = ctrl.window_left
    testing.post(event)
    for _ in range(70):  # seven seconds away
        app.step(0.1)
    assert isinstance(app.stack.top, TableMenu), "back to a paused table"
    assert ctrl.window_left == left, "the clock did not run while the window was away"
    testing.press(app, pygame.K_ESCAPE)  # resume
    app.step(1.0)
    assert ctrl.window_left is not None and ctrl.window_left < left
