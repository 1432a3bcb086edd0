"""升级's hand history: each finished hand kept once, replayed through the rules when shown
(a lying or broken record shows nothing it claims), reached from the history screen."""

from __future__ import annotations

import json

import pytest

from game import testing
from game.scenes.history import HistoryScene
from game.shengji_table import form
from game.shengji_table.history import ShengjiHistoryScene
from saves.shengji_history import ShengjiHistory, check_record, hand_record, replay
from tests.test_shengji_stats import played
from tests.test_ui_stats_chart import drawn_texts


def test_a_record_replays_to_the_hand_the_game_played() -> None:
    match = played(2, "tractor")
    for number in (1, 2):
        hand = replay(hand_record(match, number))
        assert hand.result == match.records[number - 1].result


def test_a_record_whose_actions_break_the_rules_is_refused() -> None:
    record = hand_record(played(1), 1)
    plays = [i for i, m in enumerate(record["moves"]) if " play " in m]
    a, b = plays[0], plays[1]
    record["moves"][a], record["moves"][b] = record["moves"][b], record["moves"][a]
    with pytest.raises(ValueError, match="does not replay"):
        replay(record)
    with pytest.raises(ValueError):
        check_record({**record, "game": "gongzhu"})
    with pytest.raises(ValueError):
        check_record({**record, "moves": ["9 play SA"]})


def test_finished_hands_go_into_the_history_once_and_show_trick_by_trick() -> None:
    match = played(2)
    app = testing.make_app((1280, 720), "en", profile="Ann")
    form.open_table(app.ctx, match)
    form.open_table(app.ctx, match)  # continued again: no second copy
    store = ShengjiHistory()
    assert len(store.ids()) == 2
    scene = ShengjiHistoryScene()
    app2 = testing.make_app((1280, 720), "en", first=scene)
    texts = drawn_texts(app2)
    newest = match.records[-1].result
    assert f"Hand 2 · {newest.defenders_points} pts · " in " ".join(texts)
    tricks = [t for t in texts if "→" in t]
    assert tricks and tricks[0].startswith("1. ")
    assert any(f"Defenders' total: {newest.defenders_points}" in t for t in texts)


def test_a_record_that_lies_about_nothing_it_can_show_is_listed_unreadable() -> None:
    store = ShengjiHistory()
    record = hand_record(played(1), 1)
    record["moves"] = record["moves"][:-3]  # a hand that stops before its end
    store.add(record)
    scene = ShengjiHistoryScene()
    app = testing.make_app((1280, 720), "en", first=scene)
    texts = drawn_texts(app)
    assert "(record does not replay)" in texts
    assert any("does not replay by the rules" in t for t in texts)


def test_the_history_screen_leads_to_shengji_s_hands() -> None:
    scene = HistoryScene()
    app = testing.make_app((1280, 720), "zh", first=scene)
    (button,) = scene.games
    assert button.text() == "升级 牌局记录"
    testing.click(app, button.rect.center, frames=2)
    assert isinstance(app.stack.top, ShengjiHistoryScene)
    testing.press(app, 27, frames=2)  # Esc
    assert app.stack.top is scene


def test_history_records_are_json_and_name_their_game() -> None:
    store = ShengjiHistory()
    store.add(hand_record(played(1), 1), "sj21:1")
    (path,) = store.folder.glob("hand-*.json")
    body = json.loads(path.read_text("utf-8"))
    assert body["hand"]["game"] == "shengji" and body["hand"]["key"] == "sj21:1"
    assert path.parent.name == "shengji"
