"""Issue 60: after Continue, a seat's taken cards lie in the order they were taken, not re-sorted."""

from __future__ import annotations

from test_ui_table_legible import easy_table, play_until

from engine.gongzhu.rules import PRESETS
from game import testing
from game.table.scene import TableScene


def test_a_resumed_hand_keeps_the_taken_piles_order() -> None:
    app, scene, ctrl = easy_table(PRESETS["classic"].with_options(exposure="none"), 7)
    testing.click(app, (640, 320))

    def unsorted_pile() -> bool:
        return scene.idle() and any(row != sorted(row) for row in scene.taken_rows)

    play_until(app, scene, ctrl, unsorted_pile)
    before = [list(row) for row in scene.taken_rows]
    again = TableScene(ctrl, seat=0)  # as Continue builds the table from the saved game
    app.ctx.clear(again)
    app.step(0)
    assert again.taken_rows == before
