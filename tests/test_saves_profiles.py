"""Profiles persist between runs; statistics count hands and games; bad files never crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from saves import paths
from saves.profiles import (
    MAX_NAME,
    GameRecord,
    HandRecord,
    ProfileError,
    ProfileStore,
    Stats,
    record_game,
    record_hand,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def store() -> ProfileStore:
    return ProfileStore()


def test_create_list_rename_delete(store: ProfileStore) -> None:
    assert store.profiles() == []
    store.create("  小明  ")
    store.create("Alice")
    assert [p.name for p in ProfileStore().profiles()] == ["小明", "Alice"]  # persisted
    store.rename("alice", "Alice B")
    assert [p.name for p in store.profiles()] == ["小明", "Alice B"]
    store.delete("小明")
    assert [p.name for p in store.profiles()] == ["Alice B"]
    assert store.get("ALICE b") is not None and store.get("nobody") is None


def test_name_rules(store: ProfileStore) -> None:
    store.create("Bob")
    for bad, key in [
        ("", "empty_name"),
        ("   ", "empty_name"),
        ("x" * (MAX_NAME + 1), "name_too_long"),
        ("a\x00b", "bad_name"),
        ("bob", "name_taken"),
        ("BOB", "name_taken"),
    ]:
        with pytest.raises(ProfileError) as info:
            store.create(bad)
        assert info.value.key == key and info.value.message_en and info.value.message_zh
    store.create("Carol")
    with pytest.raises(ProfileError):
        store.rename("Carol", "bob")
    store.rename("Carol", "carol")  # changing only case is fine
    with pytest.raises(ProfileError) as info:
        store.delete("nobody")
    assert info.value.key == "no_such_profile"


def test_default_profile(store: ProfileStore) -> None:
    assert store.default().name == "玩家"
    assert store.default("en").name == "玩家"  # only made when there is none
    store.delete("玩家")
    assert store.default("en").name == "Player"


def test_hand_and_game_statistics(store: ProfileStore) -> None:
    store.create("P")
    record_hand("P", HandRecord(score=-90, pigs_taken=1, exposures=1, exposure_gain=-100))
    record_hand("P", HandRecord(score=200, all_hearts=True))
    stats = record_hand("P", HandRecord(score=800, all_hearts=True, grand_slam=True))
    assert stats == Stats(
        hands=3,
        hand_score_sum=910,
        all_hearts=2,
        grand_slams=1,
        pigs_taken=1,
        exposures=1,
        exposure_gain=-100,
    )
    assert stats.mean_hand_score == pytest.approx(910 / 3)
    record_game("P", GameRecord(won=True, pig=False))
    stats = record_game("P", GameRecord(won=False, pig=True))
    assert (stats.games, stats.wins, stats.pig_games) == (2, 1, 1)
    assert ProfileStore().stats("P") == stats  # persisted
    assert Stats().mean_hand_score is None


def test_rename_keeps_stats_and_delete_drops_them(store: ProfileStore) -> None:
    store.create("A")
    store.record_hand("A", HandRecord(score=50))
    store.rename("A", "B")
    assert store.stats("B").hands == 1
    store.delete("B")
    store.create("B")
    assert store.stats("B") == Stats()


def test_record_for_unknown_profile_refused(store: ProfileStore) -> None:
    with pytest.raises(ProfileError):
        store.record_hand("ghost", HandRecord(score=0))


def test_impossible_counts_are_not_written(store: ProfileStore) -> None:
    store.create("A")
    with pytest.raises(ValueError):
        store.record_hand("A", HandRecord(score=0, pigs_taken=-1))
    assert store.stats("A") == Stats()


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "gongzhu-profiles", "version": 1, "profiles": "x"}',
        (
            b'{"format": "gongzhu-profiles", "version": 1, "profiles": [{"name": "a", '
            b'"created": "", "stats": {"games": 1e400}}]}'
        ),
    ],
)
def test_bad_file_moved_aside_and_store_goes_on(home: Path, content: bytes) -> None:
    path = paths.profiles_file()
    path.write_bytes(content)
    store = ProfileStore()
    assert store.profiles() == []
    assert store.error is not None and store.error.message_zh
    assert (home / "profiles.json.corrupt").read_bytes() == content
    store.create("fresh")
    assert [p.name for p in ProfileStore().profiles()] == ["fresh"]


GOOD_ENTRY = {"name": "Good", "created": "", "stats": {"games": 4}}


@pytest.mark.parametrize(
    "bad",
    [
        {"name": 3},
        {"name": "a", "created": "", "stats": {"games": -1}},
        "not an entry",
        {"name": "Good", "created": ""},
    ],  # the same name twice: the second is set aside
)
def test_one_bad_profile_is_set_aside_and_the_others_load(home: Path, bad: object) -> None:
    path = paths.profiles_file()
    path.write_text(
        json.dumps({"format": "gongzhu-profiles", "version": 1, "profiles": [GOOD_ENTRY, bad]}),
        "utf-8",
    )
    store = ProfileStore()
    assert [(p.name, p.stats.games) for p in store.profiles()] == [("Good", 4)]
    assert store.error is not None and store.error.key == "set_aside"
    assert "profiles.set-aside.json" in store.error.message("en")
    assert "profiles.set-aside.json" in store.error.message("zh")
    aside = json.loads((home / "profiles.set-aside.json").read_text("utf-8"))
    assert [r["entry"] for r in aside["records"]] == [bad]
    again = ProfileStore()  # set aside once: the next load is clean
    assert [p.name for p in again.profiles()] == ["Good"] and again.error is None


def test_a_damaged_digit_in_one_profile_costs_that_profile_only(home: Path) -> None:
    store = ProfileStore()
    for name in ("Ann", "Bo"):
        store.create(name)
        store.record_hand(name, HandRecord(score=-120))
    text = paths.profiles_file().read_text("utf-8")
    at = text.index("-120")  # Ann's: the first profile's score sum
    paths.profiles_file().write_text(text[:at] + "-920" + text[at + 4 :], "utf-8")
    fresh = ProfileStore()
    assert [(p.name, p.stats.hand_score_sum) for p in fresh.profiles()] == [("Bo", -120)]
    assert fresh.error is not None and fresh.error.key == "set_aside"


def test_missing_counters_start_at_zero(home: Path) -> None:
    paths.profiles_file().write_text(
        json.dumps(
            {
                "format": "gongzhu-profiles",
                "version": 1,
                "profiles": [{"name": "a", "created": "2024-01-01", "stats": {"games": 4}}],
            }
        )
    )
    assert ProfileStore().stats("a") == Stats(games=4)


def test_a_hand_with_a_key_is_counted_once_however_often_it_is_recorded(tmp_path) -> None:
    """A game killed after counting a hand counts it again on the next start: no double count."""
    from saves.profiles import GameRecord, HandRecord, ProfileStore

    store = ProfileStore(tmp_path / "profiles.json")
    store.create("Ann")
    hand = HandRecord(score=-100, pigs_taken=1)
    for _ in range(3):
        store.record_hand("Ann", hand, key="g1:1")
    store.record_hand("Ann", hand, key="g1:2")
    for _ in range(2):
        store.record_game("Ann", GameRecord(won=False, pig=True), key="g1:game")
    again = ProfileStore(tmp_path / "profiles.json")  # what the next start reads
    stats = again.stats("Ann")
    assert (stats.hands, stats.hand_score_sum, stats.games, stats.pig_games) == (2, -200, 1, 1)
    assert again.counted("Ann", "g1:2") and not again.counted("Ann", "g2:1")
    again.record_hand("Ann", hand)  # no key: counted every time, as before
    assert again.stats("Ann").hands == 3


def _newer_file(path: Path) -> None:
    entry = {"name": "Ann", "created": "2030-01-01", "stats": {"hands": 40}, "future": True}
    doc = {"format": "gongzhu-profiles", "version": 9, "profiles": [entry]}
    path.write_text(json.dumps(doc), "utf-8")


def _unreadable_file(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """profiles.json owned by another user, mode 600 (as root, the refusal is simulated)."""
    import saves.document

    path.write_text('{"format": "gongzhu-profiles", "version": 1, "profiles": []}', "utf-8")
    path.chmod(0o600)
    real = saves.document.read_limited

    def refuse(source: Path, limit: int = 0) -> bytes:
        if Path(source).name == "profiles.json":
            raise PermissionError(13, "Permission denied", str(source))
        return real(source, limit) if limit else real(source)

    monkeypatch.setattr(saves.document, "read_limited", refuse)


@pytest.mark.parametrize("trouble", ["newer version", "unreadable"])
def test_a_file_the_game_cannot_read_is_never_written_over(
    home: Path, monkeypatch: pytest.MonkeyPatch, trouble: str
) -> None:
    """Issue 58.2: the store counted as empty and the next hand end wrote a fresh file over
    every player's statistics. Now it counts into a file beside it and says so."""
    path = paths.profiles_file()
    if trouble == "newer version":
        _newer_file(path)
    else:
        _unreadable_file(path, monkeypatch)
    before = path.read_bytes()
    store = ProfileStore()
    store.create("Bo")
    store.record_hand("Bo", HandRecord(score=-50), key="g:1")
    assert path.read_bytes() == before
    assert store.error is not None and store.error.key == "kept_apart"
    for language in ("en", "zh"):
        text = store.error.message(language)
        assert "profiles.json" in text and "profiles.kept-apart.json" in text
    again = ProfileStore()  # the next start counts on where it left off
    assert again.stats("Bo").hands == 1 and again.counted("Bo", "g:1")
    assert path.read_bytes() == before


def test_when_neither_file_can_be_read_every_write_is_held(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from saves.errors import SaveError

    _newer_file(paths.profiles_file())
    _newer_file(home / "profiles.kept-apart.json")
    before = [p.read_bytes() for p in sorted(home.iterdir())]
    with pytest.raises(SaveError) as held:
        ProfileStore().create("Bo")
    assert held.value.key == "write_failed"
    assert [p.read_bytes() for p in sorted(home.iterdir())] == before


def test_a_thousand_hands_of_one_game_are_each_counted_once(tmp_path: Path) -> None:
    """Issue 58.7 at the store: RuleSet accepts games of up to 1,000 hands; counting every
    hand again after each one (as a restart does) never counts one twice."""
    store = ProfileStore(tmp_path / "profiles.json")
    store.create("Ann")
    for number in range(1, 1001):
        store.record_hand("Ann", HandRecord(score=-1), key=f"g1:{number}")
        store.record_hand("Ann", HandRecord(score=-1), key=f"g1:{max(1, number - 300)}")
    again = ProfileStore(tmp_path / "profiles.json")
    assert again.stats("Ann").hands == 1000 and again.stats("Ann").hand_score_sum == -1000
    assert again.counted("Ann", "g1:1") and again.counted("Ann", "g1:1000")
    assert not again.counted("Ann", "g1:1001") and not again.counted("Ann", "g2:1")
