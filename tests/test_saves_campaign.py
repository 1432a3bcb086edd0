"""闯关 progress file: round trip, stage results, a damaged file moved aside with a clear message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saves.campaign import Active, Best, Progress, campaign_file, load_progress, save_progress
from saves.game import SavedGame, SeatEntry, load_game, save_game


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def test_a_fresh_ladder_when_there_is_no_file() -> None:
    progress, error = load_progress()
    assert error is None and progress == Progress()
    assert progress.unlocked(1) and not progress.unlocked(2)


def test_stage_results_open_the_next_stage_and_keep_the_best() -> None:
    p = Progress().starting(1, "tops:3", 42)
    assert p.active == Active(1, "tops:3", 42)
    p = p.finished(1, won=False, hands=6, total=-300)
    assert p.won == () and p.current == 1 and p.active is None and p.played == {1: 1}
    p = p.finished(1, won=True, hands=7, total=120)
    assert p.won == (1,) and p.current == 2 and p.unlocked(2) and not p.unlocked(3)
    p = p.finished(1, won=True, hands=5, total=-20)  # fewer hands is better
    p = p.finished(1, won=True, hands=9, total=500)
    assert p.best[1] == Best(5, -20) and p.played[1] == 4


def test_progress_round_trips_through_the_file() -> None:
    p = (
        Progress(goal="game")
        .finished(1, True, 4, 90)
        .finished(2, True, 6, 10)
        .starting(3, "tops:5", 7)
    )
    save_progress(p)
    again, error = load_progress()
    assert error is None and again == p
    doc = json.loads(campaign_file().read_text("utf-8"))
    assert doc["format"] == "gongzhu-campaign" and doc["version"] == 1 and doc["won"] == [1, 2]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "gongzhu-campaign", "version": 1, "won": [1, 9]}',
        b'{"format": "gongzhu-campaign", "version": 1, "goal": "tops:99"}',
        b'{"format": "gongzhu-campaign", "version": 1, "best": {"1": {"hands": 0, "total": 5}}}',
        b'{"format": "gongzhu-campaign", "version": 1, "active": {"stage": 1, "goal": "game"}}',
        b'{"format": "gongzhu-settings", "version": 1}',
    ],
)
def test_a_damaged_file_gives_a_clear_message_and_a_fresh_ladder(content: bytes) -> None:
    path = campaign_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    progress, error = load_progress()
    assert progress == Progress()
    assert error is not None
    assert "campaign progress file" in error.message("en") or "not a campaign" in error.message(
        "en"
    )
    assert "闯关进度文件" in error.message("zh")
    assert not path.exists()
    assert (path.parent / "campaign.json.corrupt").read_bytes() == content  # nothing lost


def test_a_saved_game_with_campaign_opponents_loads(tmp_path: Path) -> None:
    from engine.gongzhu.campaign import RULES, stage
    from engine.gongzhu.match import new_match

    seats = tuple(
        SeatEntry(n, lvl == "human", "normal" if lvl == "human" else lvl)
        for n, lvl in zip(("我", "东", "王奶奶", "西"), stage(1).levels())
    )
    save_game(SavedGame(new_match(RULES, 5), seats))
    saved, error = load_game()
    assert error is None and saved is not None
    assert saved.seats[2].level == "campaign:cautious"
