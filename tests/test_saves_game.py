"""Saved games: round trips at every phase, tampered moves refused, the clock kept."""

from __future__ import annotations

import json
import random

import pytest

from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, PLAY, legal_actions, to_act
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.rules import PRESETS, RuleSet
from saves.game import SavedGame, SeatEntry, current_game_file, has_saved_game, load_game, save_game

SEATS = (
    SeatEntry("我", True),
    SeatEntry("东", False, "hard"),
    SeatEntry("北", False),
    SeatEntry("西", False, "easy"),
)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def play(match: Match, steps: int, rng: random.Random) -> Match:
    for _ in range(steps):
        if match.game_over:
            break
        if match.hand_over:
            match = match.next_hand()
            continue
        seat = to_act(match.hand)[0]
        match, _ = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
    return match


@pytest.mark.parametrize("preset", ["classic", "double", "tournament"])
@pytest.mark.parametrize("steps", [0, 1, 3, 20, 60, 140, 400])
def test_round_trip_reproduces_the_exact_state(preset, steps):
    match = play(new_match(PRESETS[preset], 3), steps, random.Random(steps))
    save_game(SavedGame(match, SEATS, 7.5 if match.hand.phase == EXPOSURE else None))
    loaded, error = load_game()
    assert error is None and loaded is not None
    if match.hand_over and not match.game_over:
        match = match.next_hand()
    assert loaded.match.totals == match.totals
    assert loaded.match.moves == match.moves
    assert loaded.match.hand_index == match.hand_index
    for seat in range(4):
        assert loaded.match.hand.hand_of(seat) == match.hand.hand_of(seat)
        assert legal_actions(loaded.match.hand, seat) == legal_actions(match.hand, seat)
    assert loaded.seats == SEATS


def test_mid_window_resumes_with_the_time_left():
    rules = RuleSet(first_exposure=False)
    match = new_match(rules, 8)
    assert match.hand.phase in (EXPOSURE, PLAY, FIRST_EXPOSURE)
    save_game(SavedGame(match, SEATS, window_left=12.25))
    loaded, _ = load_game()
    assert loaded is not None and loaded.window_left == 12.25


def test_a_tampered_illegal_move_is_refused_and_moved_aside(home):
    match = play(new_match(PRESETS["classic"], 5), 30, random.Random(1))
    save_game(SavedGame(match, SEATS))
    path = current_game_file()
    body = json.loads(path.read_text(encoding="utf-8"))
    moves = body["hands"][-1]
    # Replace the last card play by a card its player does not hold.
    for i in range(len(moves) - 1, -1, -1):
        seat, what = moves[i].split(" ", 1)
        if len(what) == 2:
            held = {m.split(" ", 1)[1] for m in moves if m.startswith(seat + " ")}
            other = next(c for c in ("SA", "HA", "DA", "CA", "S2", "H2") if c not in held)
            moves[i] = f"{seat} {other}"
            break
    path.write_text(json.dumps(body), encoding="utf-8")
    loaded, error = load_game()
    assert loaded is None and error is not None
    assert "saved game" in error.message_en and error.message_zh
    assert not path.exists() and path.with_name(path.name + ".corrupt").exists()


def test_totals_that_do_not_match_the_moves_are_refused():
    match = play(new_match(PRESETS["classic"], 5), 80, random.Random(2))
    save_game(SavedGame(match, SEATS))
    path = current_game_file()
    body = json.loads(path.read_text(encoding="utf-8"))
    body["totals"][0] += 100
    path.write_text(json.dumps(body), encoding="utf-8")
    loaded, error = load_game()
    assert loaded is None and error is not None


def test_no_save_is_no_error():
    assert not has_saved_game()
    assert load_game() == (None, None)


def test_the_game_id_survives_a_save_and_an_old_save_gets_one():
    from saves.document import load_document, save_document
    from saves.game import GAME_FORMAT, new_game_id

    game_id = new_game_id()
    save_game(SavedGame(new_match(RuleSet(), 4), SEATS, game_id=game_id))
    loaded, error = load_game()
    assert error is None and loaded is not None and loaded.game_id == game_id
    body = load_document(current_game_file(), GAME_FORMAT)
    del body["game_id"], body["counted_from"]  # written before game ids existed
    save_document(current_game_file(), GAME_FORMAT, body)
    loaded, error = load_game()
    assert error is None and loaded is not None and len(loaded.game_id) == 32
    assert loaded.counted_from == len(loaded.match.records) + 1  # those were counted already
    body["game_id"] = "../../etc"
    save_document(current_game_file(), GAME_FORMAT, body)
    assert load_game()[1] is not None  # refused, not trusted


def test_a_save_that_cannot_be_removed_is_a_save_error():
    """A read-only folder: deleting the finished game says so like any failed write."""
    from pathlib import Path

    from saves.errors import SaveError
    from saves.game import delete_game

    save_game(SavedGame(new_match(RuleSet(), 4), SEATS))

    def refuse(self, missing_ok=False):
        raise OSError(30, "Read-only file system")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Path, "unlink", refuse)
        with pytest.raises(SaveError) as info:
            delete_game()
    assert (
        info.value.key == "write_failed" and info.value.message("zh") and info.value.message("en")
    )
    assert has_saved_game()  # nothing lost


def test_a_pending_hand_over_is_saved_for_a_human_seat_only():
    from saves.document import load_document, save_document
    from saves.game import GAME_FORMAT

    save_game(SavedGame(new_match(RuleSet(), 4), SEATS, handover=0))
    loaded, error = load_game()
    assert error is None and loaded is not None and loaded.handover == 0
    body = load_document(current_game_file(), GAME_FORMAT)
    for bad in (
        1,
        7,
        -1,
        "0",
        True,
    ):  # East is a computer: no hand-over screen is ever shown for it
        save_document(current_game_file(), GAME_FORMAT, {**body, "handover": bad})
        assert load_game()[1] is not None, bad
