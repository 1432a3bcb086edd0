"""The engine core every game shares: cards with jokers, hands as multisets, seats, deal
numbers, the search's statistics and the registry of the games' rules packages."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import cards, deals, games, seats, stats, worlds


@pytest.mark.parametrize("jokers", [False, True])
def test_every_card_reads_back_from_its_code(jokers: bool) -> None:
    pack = cards.deck(1, jokers=jokers)
    assert len(pack) == (54 if jokers else 52)
    for card in pack:
        assert cards.parse_card(cards.card_code(card), jokers=jokers) == card


def test_a_ten_may_be_written_10_and_jokers_by_their_letters() -> None:
    assert cards.parse_card("H10") == cards.parse_card("HT")
    assert cards.parse_card("BJ", jokers=True) == cards.BJ
    assert cards.parse_card("LJ", jokers=True) == cards.LJ
    assert cards.suit_of(cards.BJ) == cards.suit_of(cards.LJ)  # jokers share no suit's letter


@pytest.mark.parametrize("code", ["", "S1", "XQ", "SQQ", "BJ"])
def test_a_wrong_code_says_what_a_card_looks_like(code: str) -> None:
    with pytest.raises(cards.CardError, match="expected e.g."):
        cards.parse_card(code, jokers=False)


def test_two_decks_hold_two_of_each_card_pack_after_pack() -> None:
    two = cards.deck(2, jokers=True)
    assert len(two) == 108
    assert two[:54] == two[54:] == cards.deck(1, jokers=True)
    assert all(cards.copies(cards.hand_of(two), c) == 2 for c in two)


@given(st.lists(st.integers(0, 53), max_size=40), st.data())
def test_a_hand_keeps_its_cards_and_their_copies(picked: list[int], data: st.DataObject) -> None:
    counts: dict[int, int] = {}
    for c in picked:
        counts[c] = min(2, counts.get(c, 0) + 1)  # two decks: at most two of a card
    held = [c for c, n in counts.items() for _ in range(n)]
    hand = cards.hand_of(held)
    assert sorted(cards.hand_cards(hand)) == sorted(held)
    assert cards.hand_size(hand) == len(held)
    gone = data.draw(st.lists(st.sampled_from(held), unique=True) if held else st.just([]))
    rest = cards.remove_cards(hand, gone)
    assert rest is not None
    assert cards.hand_size(rest) == len(held) - len(gone)
    assert cards.add_cards(rest, gone) == hand
    assert cards.holds(hand, held) and cards.hand_minus(hand, cards.hand_of(gone)) == rest
    assert not gone or not cards.holds(rest, held)


def test_a_third_copy_is_refused() -> None:
    with pytest.raises(cards.CardError):
        cards.hand_of([cards.BJ] * 3)


def test_seats_go_round_the_table_for_two_to_five_players() -> None:
    for n in (2, 3, 4, 5):
        letters = seats.seat_letters(n)
        assert len(letters) == len(set(letters)) == n
        assert seats.round_from(n - 1, n) == (n - 1, *range(n - 1))
        assert seats.next_seat(n - 1, n) == 0
    assert seats.partner(0, 4) == 2


def test_a_deal_number_is_the_same_deal_on_every_run() -> None:
    assert [deals.deal_number(7, k) for k in range(3)] == [
        deals.deal_number(7, k) for k in range(3)
    ]
    assert len({deals.deal_number(7, k) for k in range(50)}) == 50
    pack = cards.deck(2, jokers=True)
    assert deals.shuffled(pack, 11) == deals.shuffled(pack, 11) != deals.shuffled(pack, 12)
    assert sorted(deals.shuffled(pack, 11)) == sorted(pack)


def test_an_interval_holds_its_mean_and_narrows_with_more_deals() -> None:
    rng = random.Random(3)
    few = [rng.gauss(1.0, 2.0) for _ in range(20)]
    many = few + [rng.gauss(1.0, 2.0) for _ in range(2000)]
    m, half = stats.mean_ci(few)
    wide = stats.interval(few)
    assert wide["low"] == pytest.approx(m - half) and wide["high"] == pytest.approx(m + half)
    narrow = stats.interval(many)
    assert narrow["high"] - narrow["low"] < half  # type: ignore[operator]
    assert stats.interval([2.0]) == {"mean": 2.0, "low": None, "high": None}
    assert stats.times_ms([0.001, 0.002, 0.010])["max"] == 10.0


def test_the_search_replaces_its_first_choice_only_for_a_clear_gain() -> None:
    first = [0.0, 1.0, 0.0, 1.0] * 10
    noisy = [1.0, 0.0, 1.2, 0.0] * 10  # a better mean, but no steadier than luck
    clear = [x + 0.5 for x in first]
    assert worlds.cautious_best([first, noisy], caution=2.0) == 0
    assert worlds.cautious_best([first, noisy, clear], caution=2.0) == 2
    w = worlds.world_weights([], len(first))
    assert worlds.gain_bound(clear, first, w, 2.0) == pytest.approx(0.5)
    values = {0: first, 1: noisy, 2: clear}
    assert worlds.race([0, 1, 2], values, w, tolerance=0.0) == [2]  # the race has a winner
    assert worlds.race([0, 1, 2], values, w, tolerance=-1.0) == [0, 1, 2]  # all within 1


def test_the_registry_lists_both_games_each_with_its_bench() -> None:
    listed = games.engine_games()
    assert list(listed) == ["gongzhu", "shengji"]  # the home game first
    assert set(games.game_names()) == set(listed)
    assert listed["gongzhu"].presets[0] == "classic" and "tractor" in listed["shengji"].presets
    assert listed["shengji"].levels == ("easy", "normal", "hard", "expert")
    for game in listed.values():
        rows = list(game.bench(0.02))
        assert rows and all(row["hands_per_s"] > 0 for row in rows)


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"hearts": "book", "deck": 2}, "unknown option 'deck'"),
        ({"decks": True}, "option 'decks' must be int, not True"),
        ({"decks": 3}, "option 'decks' must be one of 1, 2; got 3"),
    ],
)
def test_every_game_refuses_a_wrong_option_in_the_same_words(options: dict, said: str) -> None:
    from engine.gongzhu.rules import RulesError as GongzhuError
    from engine.gongzhu.rules import rules_from_options as gongzhu_rules
    from engine.shengji.rules import RulesError as ShengjiError
    from engine.shengji.rules import rules_from_options as shengji_rules

    shengji_options = {k: v for k, v in options.items() if k != "hearts"}
    with pytest.raises(GongzhuError, match=said):
        gongzhu_rules(options)
    with pytest.raises(ShengjiError, match=said):
        shengji_rules(shengji_options)
