"""Finished hands are counted exactly once, however often the game counts them again."""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.gongzhu.hand import legal_actions, to_act
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.rules import RuleSet
from saves.errors import SaveError
from saves.game import SeatEntry
from saves.history import HandHistory
from saves.profiles import HandRecord, ProfileStore
from saves.tally import hand_key, hand_record, tally

SEATS = (
    SeatEntry("Ann", True),
    SeatEntry("东", False, "hard"),
    SeatEntry("Bo", True),
    SeatEntry("西", False),
)


def play_hand(match: Match, rng: random.Random) -> Match:
    """Random legal moves to the end of the hand in progress."""
    if match.hand_over:
        match = match.next_hand()
    while not match.hand_over:
        seat = to_act(match.hand)[0]
        match, _ = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
    return match


@pytest.fixture
def stores(tmp_path: Path) -> tuple[ProfileStore, HandHistory]:
    return ProfileStore(tmp_path / "profiles.json"), HandHistory(tmp_path / "histories")


def counts(store: ProfileStore, history: HandHistory) -> tuple[int, int, int, int, int]:
    ann, bo = store.stats("Ann"), store.stats("Bo")
    return ann.hands, bo.hands, ann.games, bo.games, len(history.ids())


def test_each_hand_and_the_game_are_counted_once(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path
) -> None:
    store, history = stores
    rng = random.Random(5)
    match = play_hand(new_match(RuleSet(hands=2, limit=0), 5), rng)
    first = hand_record(match, [e.name for e in SEATS])
    for _ in range(3):  # the hand's end, then two more starts of the game
        assert tally(match, SEATS, "abc", store, history) == []
    assert counts(store, history) == (1, 1, 0, 0, 1)
    match = play_hand(match, rng)
    assert match.game_over
    assert tally(match, SEATS, "abc", store, history) == []
    fresh = HandHistory(tmp_path / "histories")  # what the next start reads
    assert tally(match, SEATS, "abc", ProfileStore(tmp_path / "profiles.json"), fresh) == []
    assert counts(store, fresh) == (2, 2, 1, 1, 2)
    assert {k: v for k, v in fresh.load(fresh.ids()[0]).items() if k != "key"} == first
    assert fresh.load(fresh.ids()[1])["key"] == hand_key("abc", 2)


def test_hands_missed_by_a_killed_game_are_counted_on_the_next_start(
    stores: tuple[ProfileStore, HandHistory],
) -> None:
    """Killed after the last card, before anything was counted: three hands wait; and a write
    that failed for one player (a full disk) is made up without counting the other twice."""
    store, history = stores
    rng = random.Random(8)
    match = new_match(RuleSet(hands=4, limit=0), 8)
    for _ in range(3):
        match = play_hand(match, rng)
    real_record = store.record_hand

    def full_for_bo(name: str, hand: object, key: str | None = None) -> object:
        if name == "Bo":
            raise SaveError("write_failed", None, detail="No space left on device")
        return real_record(name, hand, key)  # type: ignore[arg-type]

    store.record_hand = full_for_bo  # type: ignore[method-assign]
    errors = tally(match, SEATS, "g2", store, history)
    assert errors and all(e.key == "write_failed" for e in errors)
    assert counts(store, history)[:2] == (3, 0)
    store.record_hand = real_record  # type: ignore[method-assign]
    assert tally(match, SEATS, "g2", store, history) == []
    assert counts(store, history) == (3, 3, 0, 0, 3)


def test_a_game_saved_before_game_ids_is_left_as_it_was(
    stores: tuple[ProfileStore, HandHistory],
) -> None:
    store, history = stores
    match = play_hand(new_match(RuleSet(), 3), random.Random(3))
    assert tally(match, SEATS, "", store, history) == []
    assert store.profiles() == [] and history.ids() == []


def write_profiles(path: Path, entries: list[dict[str, object]]) -> None:
    """A profiles file as an outside hand makes it: each entry with a correct checksum."""
    from saves.document import checksum_of

    signed = [{**e, "checksum": checksum_of(e)} for e in entries]
    doc = {"format": "gongzhu-profiles", "version": 1, "profiles": signed}
    path.write_text(json.dumps(doc), "utf-8")


@pytest.mark.parametrize(
    "stats", [{"hands": 2**53 - 1}, {"hands": 5, "hand_score_sum": -(2**53 - 1)}]
)
def test_a_counter_near_the_json_limit_is_set_aside_and_the_hand_still_ends(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path, stats: dict[str, int]
) -> None:
    """Issue 58.1: such a file crashed every hand end and every Continue; now the entry is set
    aside (kept, the player told) and the hand is counted for a fresh profile and the history."""
    store, history = stores
    ann = {"name": "Ann", "created": "2024-01-01", "stats": stats, "counted": []}
    write_profiles(tmp_path / "profiles.json", [ann])
    match = play_hand(new_match(RuleSet(hands=2, limit=0), 5), random.Random(5))
    errors = tally(match, SEATS, "abc", store, history)
    assert [e.key for e in errors] == ["set_aside"]
    assert "profiles.set-aside.json" in errors[0].message("zh")
    assert counts(store, history) == (1, 1, 0, 0, 1)
    aside = json.loads((tmp_path / "profiles.set-aside.json").read_text("utf-8"))
    assert aside["records"][0]["entry"]["stats"] == stats  # nothing lost
    assert tally(match, SEATS, "abc", store, history) == []  # said once


def test_a_counter_at_its_bound_is_held_there_and_logged(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Counters as large as a file may hold: counting one more hand never raises."""
    from saves.profiles import MAX_COUNT

    store, history = stores
    big = {"hands": MAX_COUNT, "hand_score_sum": -MAX_COUNT, "games": MAX_COUNT}
    ann = {"name": "Ann", "created": "2024-01-01", "stats": big, "counted": []}
    write_profiles(tmp_path / "profiles.json", [ann])
    rng = random.Random(6)
    match = new_match(RuleSet(hands=1, limit=0), 6)
    match = play_hand(match, rng)
    assert match.game_over
    with caplog.at_level("WARNING", logger="saves.profiles"):
        assert tally(match, SEATS, "abc", store, history) == []
    ann_stats = store.stats("Ann")
    assert (ann_stats.hands, ann_stats.games) == (MAX_COUNT, MAX_COUNT)
    assert "held at their limits" in caplog.text
    assert counts(store, history)[1] == 1 and len(history.ids()) == 1


def _future(path: Path) -> None:
    path.write_text('{"format": "gongzhu-hand", "version": 9, "hand": {}}', "utf-8")


def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


@pytest.mark.parametrize("spoil", [_future, _fifo], ids=["newer version", "fifo"])
def test_a_hand_record_that_cannot_be_read_still_counts_as_present(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path, spoil: Callable[[Path], None]
) -> None:
    """Issue 58.5: an unreadable record was skipped by keys(), so the hand was written again
    under a new id; once readable, two records carried the same key."""
    if spoil is _fifo and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    store, history = stores
    match = play_hand(new_match(RuleSet(hands=3, limit=0), 9), random.Random(9))
    assert tally(match, SEATS, "abc", store, history) == []
    (path,) = (tmp_path / "histories").iterdir()
    spoil(path)
    fresh = HandHistory(tmp_path / "histories")  # the next start
    assert tally(match, SEATS, "abc", store, fresh) == []
    assert len(fresh.ids()) == 1 and hand_key("abc", 1) in set(fresh.keys())


@pytest.mark.parametrize("planted_id", ["999999999999", "9" * 20])
def test_a_planted_huge_hand_id_does_not_hide_the_later_hands(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path, planted_id: str
) -> None:
    """Issue 58.8: after hand-999999999999.json the next id had 13 digits, never listed, and
    each new hand overwrote the one before."""
    store, history = stores
    folder = tmp_path / "histories"
    folder.mkdir()
    rng = random.Random(4)
    match = play_hand(new_match(RuleSet(hands=3, limit=0), 4), rng)
    planted = dict(hand_record(match, [e.name for e in SEATS]), deal=7)
    HandHistory(folder).add(planted)
    (folder / "hand-00000001.json").rename(folder / f"hand-{planted_id}.json")
    for _ in range(2):
        assert tally(match, SEATS, "abc", store, history) == []
        match = play_hand(match, rng)
    assert tally(match, SEATS, "abc", store, history) == []
    fresh = HandHistory(folder)
    deals = [fresh.load(i)["deal"] for i in fresh.ids()]
    assert deals == [7, *(r.deal for r in match.records)]  # the planted one, then all three


def test_temporary_files_left_by_a_killed_game_are_swept(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path
) -> None:
    """Issue 58.11: each hand has its own name, so temporaries of killed writes piled up."""
    store, history = stores
    folder = tmp_path / "histories"
    folder.mkdir()
    old = folder / ".hand-00000007.json.abc123.tmp"
    young = folder / ".hand-00000008.json.def456.tmp"  # may be a live writer's
    for leftover in (old, young):
        leftover.write_bytes(b'{"format": "gongzhu-ha')
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    match = play_hand(new_match(RuleSet(hands=2, limit=0), 5), random.Random(5))
    assert tally(match, SEATS, "abc", store, history) == []
    assert not old.exists() and young.exists()


def test_a_game_longer_than_the_marks_window_is_counted_exactly_once(
    stores: tuple[ProfileStore, HandHistory],
) -> None:
    """Issue 58.7: each profile remembered 256 keys, so older hands of a long game looked new
    again (300 hands became 1,246). Counted at every hand's end and at a restart at the end."""
    store, history = stores
    rng = random.Random(11)
    match = new_match(RuleSet(hands=300, limit=0), 11)
    for _ in range(300):
        match = play_hand(match, rng)
        assert tally(match, SEATS, "long", store, history) == []
    assert match.game_over
    restarted = HandHistory(history.folder)
    assert tally(match, SEATS, "long", ProfileStore(store.path), restarted) == []
    assert counts(store, restarted) == (300, 300, 1, 1, 300)


def test_a_profile_holding_the_next_hands_key_counts_that_hand(
    stores: tuple[ProfileStore, HandHistory], tmp_path: Path
) -> None:
    """Issue 58.10: a profile already holding the next hand's key never counted that hand."""
    store, history = stores
    rng = random.Random(12)
    match = play_hand(new_match(RuleSet(hands=3, limit=0), 12), rng)
    assert tally(match, SEATS, "abc", store, history) == []
    for name in ("Ann", "Bo"):  # a file from elsewhere: hand 2 counted before it was played
        store.record_hand(name, HandRecord(score=0), key=hand_key("abc", 2))
    assert tally(match, SEATS, "abc", store, history) == []  # Continue
    match = play_hand(match, rng)
    assert tally(match, SEATS, "abc", store, history) == []
    assert counts(store, history) == (3, 3, 0, 0, 2)  # hand 1, the planted one, hand 2
