"""升级 statistics: each finished hand counted once for the person's profile, from the hand's
own result; lying counters held; the statistics screen's 升级 page."""

from __future__ import annotations

import itertools
import json
from typing import Any

from engine.shengji import PRESETS, ShengjiMatch, choose, new_match, to_act, view_for
from game import testing
from game.scenes.stats import StatsScene
from game.shengji_table import form
from game.texts import i18n
from saves import paths
from saves.profiles import ProfileStore
from saves.shengji_stats import ShengjiStats, game_id, stats_of, tally
from tests.test_ui_stats_chart import drawn_texts


def played(hands: int, preset: str = "classic", seed: int = 21) -> ShengjiMatch:
    """A game with ``hands`` finished hands, every seat played by the engine's player."""
    match = new_match(PRESETS[preset], seed)
    for i in range(hands):
        if i:
            match = match.next_hand()
        while not match.hand_over:
            seat = to_act(match.hand)
            assert seat is not None
            match, _ = match.apply(seat, choose(view_for(match.hand, seat), len(match.moves)))
    return match


def expected(match: ShengjiMatch, seat: int) -> ShengjiStats:
    """What the hands' own results say, counted by hand here."""
    s = ShengjiStats()
    for i, record in enumerate(match.records):
        r = record.result
        declaring = seat in r.declarers
        after = match.records[i + 1].levels if i + 1 < len(match.records) else match.levels
        s = ShengjiStats(
            games=0,
            wins=0,
            hands=s.hands + 1,
            declaring=s.declaring + declaring,
            declaring_won=s.declaring_won + (declaring and r.declarers_won),
            defending_won=s.defending_won + (not declaring and not r.declarers_won),
            levels=s.levels + after[seat % 2] - record.levels[seat % 2],
            defenders_points=s.defenders_points + (0 if declaring else r.defenders_points),
            kitty_won=s.kitty_won + (not declaring and r.multiplier > 0 and r.kitty_points > 0),
        )
    return s


def test_each_finished_hand_counts_once_as_its_result_says() -> None:
    match = played(3)
    store = ProfileStore()
    tally(match, 0, "Ann", store)
    tally(match, 0, "Ann", store)  # asked again (every action at a hand's end): nothing twice
    got = stats_of(store, "Ann")
    assert got == expected(match, 0)
    assert got.hands == 3 and got.games == 0
    # the other side of the table sees the same hands the other way round
    tally(match, 1, "Bob", store)
    bob = stats_of(store, "Bob")
    assert bob.declaring == 3 - got.declaring
    assert bob.defending_won + got.declaring_won == got.declaring
    # 拱猪's counters are untouched by 升级's hands
    ann = store.get("Ann")
    assert ann is not None and ann.stats.hands == 0


def test_a_finished_hand_is_counted_when_the_game_is_continued() -> None:
    """The window closed between the last card and the count: the table counts on opening."""
    match = played(1)
    app = testing.make_app((1280, 720), "en", profile="Ann")
    form.open_table(app.ctx, match)
    assert stats_of(ProfileStore(), "Ann").hands == 1
    form.open_table(app.ctx, match)  # opened again: still one
    assert stats_of(ProfileStore(), "Ann").hands == 1
    marks = ProfileStore().get("Ann")
    assert marks is not None and f"{game_id(match)}:1" in marks.counted


def test_at_a_hot_seat_every_person_is_counted_under_his_name() -> None:
    """Two people at one computer: each one's profile counts the hand from his own seat; the
    active profile (nobody at this table) counts nothing."""
    match = played(2)
    app = testing.make_app((1280, 720), "en", profile="Carol")
    form.open_table(app.ctx, match, humans={0: "Ann", 1: "Bob"})
    store = ProfileStore()
    assert stats_of(store, "Ann") == expected(match, 0)
    assert stats_of(store, "Bob") == expected(match, 1)
    assert store.get("Carol") is None or stats_of(store, "Carol").hands == 0


def test_one_person_plays_as_the_active_profile_whatever_his_seat_is_called() -> None:
    match = played(1)
    app = testing.make_app((1280, 720), "en", profile="Carol")
    form.open_table(app.ctx, match, humans={0: "Person 1"})
    assert stats_of(ProfileStore(), "Carol").hands == 1
    assert ProfileStore().get("Person 1") is None


def test_counters_a_file_cannot_hold_are_held_not_trusted() -> None:
    store = ProfileStore()
    store.create("Ann")
    body = json.loads(paths.profiles_file().read_text("utf-8"))
    entry = body["profiles"][0]
    entry["rooms"] = {"shengji": {"games": 2, "wins": 9, "hands": 3, "declaring": 7, "future": 4}}
    entry.pop("checksum")
    paths.profiles_file().write_text(json.dumps(body), "utf-8")
    s = stats_of(ProfileStore(), "Ann")
    assert (s.games, s.wins, s.hands, s.declaring) == (2, 2, 3, 3)
    # a counter a newer version added stays in the file when this one counts a hand
    tally(played(1), 0, "Ann", ProfileStore())
    ann = ProfileStore().get("Ann")
    assert ann is not None and ann.rooms["shengji"]["future"] == 4


def test_a_profile_with_garbage_counters_is_set_aside_and_said() -> None:
    store = ProfileStore()
    store.create("Ann")
    store.create("Bob")
    body = json.loads(paths.profiles_file().read_text("utf-8"))
    body["profiles"][0]["rooms"] = {"shengji": {"hands": "many"}}
    body["profiles"][0].pop("checksum")
    paths.profiles_file().write_text(json.dumps(body), "utf-8")
    again = ProfileStore()
    names = [p.name for p in again.profiles()]
    assert names == ["Bob"] and again.error is not None


def test_a_profile_that_played_only_gongzhu_is_written_as_before() -> None:
    store = ProfileStore()
    store.create("Ann")
    entry: dict[str, Any] = json.loads(paths.profiles_file().read_text("utf-8"))["profiles"][0]
    assert "rooms" not in entry
    store.reset_stats("Ann")
    tally(played(1), 0, "Ann", store)
    store.reset_stats("Ann")  # every game's statistics start again from zero
    assert stats_of(store, "Ann") == ShengjiStats()


def test_the_statistics_screen_has_a_page_for_each_game() -> None:
    match = played(2)
    tally(match, 0, "Ann", ProfileStore())
    s = stats_of(ProfileStore(), "Ann")
    scene = StatsScene()
    app = testing.make_app((1280, 720), "en", first=scene, profile="Ann")
    assert [b.text() for b in scene.tabs] == ["Gongzhu", "Shengji"]
    texts = drawn_texts(app)
    assert "Pigs taken" in texts and "Hands declaring" not in texts  # 拱猪's page first
    testing.click(app, scene.tabs[1].rect.center, frames=2)
    texts = drawn_texts(app)
    assert "Hands declaring" in texts and "Pigs taken" not in texts
    assert i18n.tr("sj.stats.per_defended", n=s.defended) in texts
    rows = dict(itertools.pairwise(texts))
    assert rows["Hands"] == "2"
    assert rows["Hands declaring"] == str(s.declaring)
    assert rows["Levels risen"] == str(s.levels)
