"""Files that are valid JSON of the right shape but say impossible things (issue 58.10): each
is refused with a message, or shown as the engine recomputes it, never shown as truth."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.gongzhu.match import new_match
from engine.gongzhu.rules import RuleSet
from saves import paths
from saves.campaign import campaign_file, load_progress
from saves.document import checksum_of
from saves.game import SavedGame, current_game_file, load_game, save_game
from saves.history import HandHistory, Replay, check_record, trick_lines
from saves.profiles import ProfileStore
from saves.tally import hand_record
from tests.test_saves_tally import SEATS, play_hand


def a_record() -> dict[str, Any]:
    match = play_hand(new_match(RuleSet(hands=2, limit=0), 21), random.Random(21))
    return hand_record(match, [e.name for e in SEATS])


def test_stored_scores_that_contradict_the_tricks_are_not_shown_as_truth() -> None:
    record = a_record()
    true_scores = list(record["scores"])
    assert Replay(record).error is None
    forged = dict(record, scores=[s + 100 for s in true_scores])
    replay = Replay(forged)
    assert replay.error is not None and "stored scores" in replay.error
    lines = trick_lines(forged)
    assert lines[-2] == "Scores " + "  ".join(
        f"{'SENW'[i]}: {s:+d}" for i, s in enumerate(true_scores)
    )
    assert lines[-1].startswith("! the stored scores")


@pytest.mark.parametrize("receiver", [7, "X", None, "s"])
def test_a_first_receiver_that_is_no_seat_is_refused(receiver: object) -> None:
    with pytest.raises(ValueError, match="first_receiver"):
        check_record(dict(a_record(), first_receiver=receiver))


def test_a_hand_history_import_with_a_bad_first_receiver_is_refused(tmp_path: Path) -> None:
    from saves.errors import SaveError

    path = tmp_path / "in.json"
    hands = [dict(a_record(), first_receiver=7)]
    path.write_text(json.dumps({"format": "gongzhu-hands", "version": 1, "hands": hands}))
    with pytest.raises(SaveError) as refused:
        HandHistory(tmp_path / "h").import_file(path)
    assert refused.value.key == "bad_data"


@pytest.mark.parametrize(
    "stats",
    [{"games": 1, "wins": 50}, {"games": 1, "pig_games": 2}, {"hands": 1, "all_hearts": 3}],
)
def test_counters_that_contradict_each_other_are_set_aside(stats: dict[str, int]) -> None:
    entry = {"name": "Ann", "created": "2024-01-01", "stats": stats, "counted": []}
    doc = {
        "format": "gongzhu-profiles",
        "version": 1,
        "profiles": [{**entry, "checksum": checksum_of(entry)}],
    }
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.profiles_file().write_text(json.dumps(doc), "utf-8")
    store = ProfileStore()
    assert store.profiles() == []
    assert store.error is not None and store.error.key == "set_aside"
    kept = json.loads((paths.data_dir() / "profiles.set-aside.json").read_text("utf-8"))
    assert kept["records"][0]["entry"]["stats"] == stats


def _saved_body() -> dict[str, Any]:
    match = play_hand(new_match(RuleSet(hands=3, limit=0), 22), random.Random(22))
    save_game(SavedGame(match.next_hand(), SEATS))
    body: dict[str, Any] = json.loads(current_game_file().read_text("utf-8"))
    return body


def _write_game(body: dict[str, Any]) -> None:
    body.pop("checksum", None)
    current_game_file().write_text(json.dumps(body), "utf-8")


@pytest.mark.parametrize("name", ["", "   ", "A\u202eB", "A\x07B"])
def test_a_players_seat_whose_name_can_be_no_profile_is_refused(name: str) -> None:
    """Such a seat's hands counted into no profile, silently."""
    body = _saved_body()
    body["seats"][0]["name"] = name
    _write_game(body)
    saved, error = load_game()
    assert saved is None and error is not None and error.key == "bad_data"
    assert error.message("zh") and error.message("en")


def test_a_computer_seat_may_have_any_name() -> None:
    body = _saved_body()
    body["seats"][1]["name"] = ""
    _write_game(body)
    saved, error = load_game()
    assert saved is not None and error is None


def test_a_save_with_no_hands_is_refused() -> None:
    """``hands: []`` restarted the same game id, whose next hand was then never counted."""
    body = _saved_body()
    body["hands"] = []
    body.pop("totals")
    _write_game(body)
    saved, error = load_game()
    assert saved is None and error is not None and error.key == "bad_data"


@pytest.mark.parametrize("won", [[4], [1, 3], [2]])
def test_campaign_stages_won_past_a_stage_never_won_are_refused(won: list[int]) -> None:
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    doc = {"format": "gongzhu-campaign", "version": 1, "won": won, "current": 1}
    campaign_file().write_text(json.dumps(doc), "utf-8")
    progress, error = load_progress()
    assert error is not None and error.key == "bad_data"
    assert progress.won == ()
    assert Path(str(campaign_file()) + ".corrupt").exists()  # kept
