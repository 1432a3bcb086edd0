"""Issue 60: the names the game made (东家, 玩家) follow the language; a typed name stays."""

from __future__ import annotations

from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from game import testing
from game.scenes.history_row import player_name
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table.scene import TableScene
from game.texts import i18n
from game.texts.names import shown_name


def test_default_seat_names_follow_the_language_at_the_table() -> None:
    try:
        names = ("玩家", "东家", "Wolfgang", "西家")  # made in Chinese, one typed
        players = tuple(SeatPlayer(names[s], s == 0, "easy") for s in range(4))
        ctrl = TableController(
            new_match(PRESETS["classic"], 3), players, worker=AIWorker(use_process=False)
        )
        scene = TableScene(ctrl, seat=0)
        app = testing.make_app((1280, 720), "zh", first=scene)
        assert [scene.seat_name(s) for s in range(4)] == ["玩家", "东家", "Wolfgang", "西家"]
        i18n.set_language("en")
        app.step(0)
        assert [scene.seat_name(s) for s in range(4)] == ["Player", "East", "Wolfgang", "West"]
        assert player_name(names, 1) == "East" and player_name(names, 2) == "Wolfgang"
        i18n.set_language("zh")
        assert shown_name("North") == "北家" and shown_name("Alice") == "Alice"
        ctrl.close()
    finally:
        i18n.set_language("zh")
