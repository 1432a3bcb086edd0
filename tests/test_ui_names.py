"""One name per player: the table's plates name a person once, and the hand history tells the
tricks and scores by the players' names, not by their seats."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_ui_history import open_history, store_hand
from test_ui_table_scores import texts_drawn

from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table.scene import TableScene
from game.texts import i18n


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_plate_names_its_player_once(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A person whose name is the word for "player" is not labelled "玩家 玩家"."""
    try:
        name = i18n.tr_in(lang, "newgame.human")
        players = (SeatPlayer(name, True, "normal"),) + tuple(
            SeatPlayer("", False, "normal") for _ in range(3)
        )
        ctrl = TableController(
            new_match(PRESETS["classic"], 3), players, worker=AIWorker(use_process=False)
        )
        app = testing.make_app((1280, 720), lang, first=TableScene(ctrl, animate_deal=False))
        texts = [s for s, _r in texts_drawn(app, monkeypatch)]
        plate_words = [t for t in texts if t == name]
        assert len(plate_words) == 2, texts  # once on the plate, once in the score panel
    finally:
        i18n.set_language("zh")


def test_the_history_tells_the_hand_by_the_players_names(monkeypatch: pytest.MonkeyPatch) -> None:
    store_hand()
    app, scene = open_history()
    listed = " ".join(s for s, _r in texts_drawn(app, monkeypatch))
    assert all(n in listed for n in ("Ann", "Bo", "Cai", "Dee")), listed
    assert "East" not in listed and "South" not in listed, listed
    scene.open(scene.rows[0][0])
    for _ in range(4):
        scene.step(1)  # a few tricks in: "… takes" names its taker
    app.step(0)
    texts = [s for s, _r in texts_drawn(app, monkeypatch)]
    joined = " ".join(texts)
    assert not any(seat in joined for seat in ("East", "South", "North", "West")), texts
    assert all(n in texts for n in ("Ann", "Bo", "Cai", "Dee")), texts  # one name over each hand
