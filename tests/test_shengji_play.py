"""升级: throws (SHENGJI §6), the follow duties and who wins (§7, §15), 抠底 (§8), each example of the book."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from engine.shengji import apply_action, is_legal_play, playable_cards
from engine.shengji.cards import HEARTS, SPADES, Card, format_cards, hand_of, parse_cards
from engine.shengji.draw import position
from engine.shengji.follow import (
    MUST_FOLLOW_PAIR,
    MUST_FOLLOW_SUIT,
    MUST_FOLLOW_TRACTOR,
    follow_reason,
)
from engine.shengji.order import order_for
from engine.shengji.rules import PRESETS
from engine.shengji.shapes import decompose
from engine.shengji.state import HandScored, Led, Play, ThrowFailed
from engine.shengji.trick import trick_winner

CLASSIC, TRACTOR = PRESETS["classic"], PRESETS["tractor"]
S, E, N, W = range(4)


def P(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def lead_events(rules, hands: list[str], lead: str, trump: int):  # type: ignore[no-untyped-def]
    st = position(rules, [P(h) for h in hands], 0, trump, declarer=S)
    new, events = apply_action(st, S, Play(P(lead)))
    return new, events


# ---- §6 throws ------------------------------------------------------------------------------------


def test_a_throw_stands_when_no_hand_beats_a_component() -> None:
    # one deck, level 2, trump ♥; SA and SQ out of play; spades left elsewhere S9 S8 S3
    _, events = lead_events(
        CLASSIC, ["SK SJ ST D3", "S9 C3 C4 C5", "S8 C6 C7 C8", "S3 D4 D5 D6"], "SK SJ ST", HEARTS
    )
    assert [type(e) for e in events] == [Led]
    assert events[0].kind == "throw"


def test_a_failed_throw_leads_its_forced_component_and_shows_the_rest() -> None:
    hands = ["SK SJ ST D3", "S9 C3 C4 C5", "S8 C6 C7 C8", "SQ D4 D5 D6"]  # SQ with West
    st, events = lead_events(CLASSIC, hands, "SK SJ ST", HEARTS)
    failed, led = events
    assert isinstance(failed, ThrowFailed) and isinstance(led, Led)
    assert format_cards(failed.shown) == "ST SJ SK" and format_cards(led.cards) == "ST"
    assert format_cards(failed.forced) == "ST"
    assert st.shown == ((S, P("SK SJ ST")),)
    assert format_cards(st.trick[0][1]) == "ST" and st.hands[S] == hand_of(P("SK SJ D3"))


def test_two_decks_the_forced_component_is_the_smallest_kind() -> None:
    # level 2, trump ♠: HA HQ HQ H9 thrown; East HK HK, West HT: the single H9 is led
    hands = ["HA HQ HQ H9", "HK HK C3 C4", "C5 C6 C7 C8", "HT C9 D3 D4"]
    st, events = lead_events(TRACTOR, hands, "HA HQ HQ H9", SPADES)
    assert format_cards(events[0].forced) == "H9"
    assert st.penalty == 10  # §6: the declarer's side failed: 10 to the defenders (§15.11)


@pytest.mark.parametrize(
    "out, throw, stands",
    [
        ("", "SA SK SK SQ SJ", True),
        ("SQ", "SA SK SK SQ SJ", False),  # the other SQ beats SJ
        ("SA", "SA SK SK SQ SJ", False),  # the other SA beats SQ and SJ
        ("SQ", "SA SK SK SQ", True),  # equal does not beat
        ("SA", "SA SK SK SQ", False),
    ],
)
def test_the_seeds_throw_read_with_hearts_trump(out: str, throw: str, stands: bool) -> None:
    # §6, §15.16: two decks, level 2, hearts trump, spades plain
    hands = [throw + " D3", out + " C3 C4", "C5 C6", "C7 C8"]
    _, events = lead_events(TRACTOR, hands, throw, HEARTS)
    assert (type(events[0]) is Led) == stands


def test_a_tractor_component_is_beaten_by_a_run_cut_from_a_longer_one() -> None:
    # §15.2: S5 S5 S6 S6 and a single thrown; East holds S8 S8 S9 S9 ST ST
    hands = ["S5 S5 S6 S6 SA", "S8 S8 S9 S9 ST ST", "C5", "C7"]
    _, events = lead_events(TRACTOR, hands, "S5 S5 S6 S6 SA", HEARTS)
    assert format_cards(events[0].forced) == "S5 S5 S6 S6"


# ---- §7 following ---------------------------------------------------------------------------------

ORDER_2S = order_for(0, SPADES)
LEAD = decompose(P("H9 H9 HT HT"), ORDER_2S)
OTHERS = "S3 S4 C5 D6"


def legal_follows(hand: tuple[Card, ...], lead: list, order) -> set[tuple[Card, ...]]:  # type: ignore[no-untyped-def]
    width = sum(c.width for c in lead)
    held = hand_of(hand)
    return {
        combo
        for combo in set(combinations(sorted(hand), width))
        if follow_reason(held, lead, combo, order) is None
    }


def plays(*texts: str) -> set[tuple[Card, ...]]:
    return {tuple(sorted(P(t))) for t in texts}


@pytest.mark.parametrize(
    "hearts, legal",
    [
        ("HK HK HQ HQ H3", plays("HK HK HQ HQ")),
        ("HA HA H5 H5 H3", plays("HA HA H5 H5")),
        ("HA HA H6 H4 H3", plays("HA HA H6 H4", "HA HA H6 H3", "HA HA H4 H3")),
    ],
)
def test_the_follow_table_of_section_7(hearts: str, legal: set[tuple[Card, ...]]) -> None:
    hand = P(hearts + " " + OTHERS)
    assert legal_follows(hand, LEAD, ORDER_2S) == legal
    union = {c for p in legal for c in p}
    st = position(TRACTOR, [P("H9 H9 HT HT"), hand, P("C9"), P("C8")], 0, SPADES, declarer=S)
    st, _ = apply_action(st, S, Play(P("H9 H9 HT HT")))
    assert playable_cards(st, E) == union


def test_the_follow_table_short_and_void_rows() -> None:
    short = P("HJ H3 " + OTHERS)
    follows = legal_follows(short, LEAD, ORDER_2S)
    assert follows == {tuple(sorted(P("HJ H3") + o)) for o in combinations(P(OTHERS), 2)}
    void = P(OTHERS + " CA")
    assert legal_follows(void, LEAD, ORDER_2S) == set(combinations(sorted(void), 4))


def test_following_a_throw_of_a_single_and_a_pair() -> None:
    lead = decompose(P("CA CK CK"), ORDER_2S)
    hand = P("CQ CQ C9 C3 H4")
    assert legal_follows(hand, lead, ORDER_2S) == plays("CQ CQ C9", "CQ CQ C3")


def test_the_duties_name_their_reason_in_order() -> None:
    held = hand_of(P("HK HK HQ HQ H3 S3"))
    assert follow_reason(held, LEAD, P("HK HK HQ S3"), ORDER_2S) == MUST_FOLLOW_SUIT
    assert follow_reason(held, LEAD, P("HK HK HQ H3"), ORDER_2S) == MUST_FOLLOW_TRACTOR
    held = hand_of(P("HA HA H6 H4 H3 S3"))
    assert follow_reason(held, LEAD, P("HA H6 H4 H3"), ORDER_2S) == MUST_FOLLOW_PAIR


def test_duty_2_counts_exact_lengths_and_duty_3_the_pairs_inside_tractors() -> None:
    lead3 = decompose(P("H5 H5 H6 H6 H7 H7"), ORDER_2S)  # a tractor of 3 pairs
    held = hand_of(P("HQ HQ HK HK H9 H9 H3"))  # a 2-tractor and a pair: no 3-tractor
    assert follow_reason(held, lead3, P("HQ HQ HK HK H9 H9"), ORDER_2S) is None
    assert follow_reason(held, lead3, P("HQ HQ HK HK H9 H3"), ORDER_2S) == MUST_FOLLOW_PAIR
    longer = hand_of(P("H8 H8 H9 H9 HT HT HJ HJ"))  # a 4-tractor may be cut to 3
    assert follow_reason(longer, lead3, P("H9 H9 HT HT HJ HJ"), ORDER_2S) is None
    assert follow_reason(longer, lead3, P("H8 H8 H9 H9 HJ HJ"), ORDER_2S) == MUST_FOLLOW_TRACTOR


def test_is_legal_play_reports_codes() -> None:
    st = position(CLASSIC, [P("SA SK"), P("S3 H4"), P("C3 C4"), P("D3 D4")], 0, HEARTS, declarer=S)
    assert is_legal_play(st, E, P("S3")) == "NOT_YOUR_TURN"
    assert is_legal_play(st, S, P("SA H2")) == "NOT_IN_HAND"
    st2 = position(CLASSIC, [P("SA H3"), P("S3 H4"), P("C3 C4"), P("D3 D4")], 0, HEARTS, declarer=S)
    assert is_legal_play(st2, S, P("SA H3")) == "MIXED_LEAD"
    st, _ = apply_action(st, S, Play(P("SA")))
    assert is_legal_play(st, E, P("H4")) == MUST_FOLLOW_SUIT
    assert is_legal_play(st, E, P("S3 H4")) == "WRONG_COUNT"
    assert is_legal_play(st, E, P("S3")) is None


# ---- §7 who wins ---------------------------------------------------------------------------------


def winner(order, *plays_: str) -> int:  # type: ignore[no-untyped-def]
    return trick_winner([(i, P(p)) for i, p in enumerate(plays_)], order)


def test_a_pair_lead_is_beaten_only_by_a_higher_pair_or_a_trump_pair() -> None:
    o = ORDER_2S
    assert winner(o, "D5 D5", "DK DQ", "SA SK", "D3 D4") == 0
    assert winner(o, "D5 D5", "D9 D9", "C3 C4", "D3 D4") == 1
    assert winner(o, "D5 D5", "D9 D9", "S3 S3", "D3 D4") == 2
    assert winner(o, "D5 D5", "S3 S3", "S4 S4", "SA SA") == 3


def test_a_stood_throw_is_won_only_by_trumps_of_its_shape() -> None:
    o = order_for(0, HEARTS)  # one deck
    assert winner(o, "SK SJ ST", "H3 H4 H5", "S9 S8 S3", "HA H6 C3") == 1
    assert winner(o, "SK SJ ST", "S9 S8 S3", "D3 D4 D5", "HA H6 C3") == 0


def test_trumping_a_throw_may_split_a_tractor_into_pairs() -> None:
    # §15.3: S3 S3 S4 S4 matches a lead of DA DA DQ DQ (two pairs)
    assert winner(ORDER_2S, "DA DA DQ DQ", "S3 S3 S4 S4", "D2 D3 D4 D5", "C3 C4 C5 C6") == 1


def test_matching_trump_plays_compare_by_the_deciding_component() -> None:
    o = ORDER_2S
    # a throw of a pair and a single: the pair decides (§15.4); equal: the earlier stands
    assert winner(o, "DA DA DK", "S3 S3 SA", "S5 S5 S4", "C3 C4 C5") == 2
    assert winner(o, "DA DA DK", "S5 S5 S4", "S5 S5 S3", "C3 C4 C5") == 1
    # a tractor lead: the longest tractor decides, cut as it pleases
    assert winner(o, "DQ DQ DK DK", "S3 S3 S4 S4", "S6 S6 S7 S7", "SA SA S9 S8") == 2


def test_equal_cards_the_earlier_stands() -> None:
    o = order_for(5, 3)  # level 7, trump ♣: 副主 are equal
    assert winner(o, "S7", "H7", "D7", "C3") == 0
    assert winner(o, "CA", "H7", "D7", "C3") == 1


# ---- §8 抠底 --------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode, bonus", [("times", 200), ("double", 50)])
def test_the_kitty_bonus_of_section_8(mode: str, bonus: int) -> None:
    from dataclasses import replace

    rules = replace(TRACTOR, kitty_multiplier=mode)
    kitty = P("SK H5 DT C2 C3 C4 C6 C7")
    hands = [P("D7 D7 D8 D8"), P("S3 S3 S4 S4"), P("D2 D3 D4 D6"), P("C8 C9 CJ CQ")]
    st = position(rules, hands, 0, SPADES, declarer=S, kitty=kitty)
    for seat, cards in zip(range(4), hands):
        st, events = apply_action(st, seat, Play(cards))
    scored = events[-1]
    assert isinstance(scored, HandScored)
    result = scored.result
    assert result.kitty_points == 25 and result.trick_points == 0
    assert result.kitty_points * result.multiplier == bonus == result.defenders_points


def test_cards_are_conserved_through_a_trick() -> None:
    hands = [P("D7 D7 D8 D8"), P("S3 S3 S4 S4"), P("D2 D3 D4 D6"), P("C8 C9 CJ CQ")]
    st = position(TRACTOR, hands, 0, SPADES, declarer=S)
    for seat, cards in zip(range(4), hands):
        st, _ = apply_action(st, seat, Play(cards))
    played = Counter(c for plays_, _ in st.tricks for _, p in plays_ for c in p)
    assert played == Counter(c for h in hands for c in h)
