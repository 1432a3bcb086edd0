"""Legal plays, claims and trick winners (RULES §4) against slow, literal reference implementations."""

from __future__ import annotations

import random

import pytest

from engine.gongzhu.actions import CLAIM, parse_action, play_cards
from engine.gongzhu.cards import SEAT_LETTERS, suit_of
from engine.gongzhu.hand import PLAY, HandState, TrickTaken, apply_action, deal, legal_actions
from engine.gongzhu.rules import RuleSet
from tests.engine_helpers import (
    Step,
    cards,
    engine_plays,
    ms,
    random_game,
    random_rules,
    reference_claim,
    reference_plays,
    reference_winner,
)

FILLER = {1: "S2 S3 S4 S5 S6 S7 S8 S9 ST SJ SK SA", 2: ""}


def position(
    rules: RuleSet,
    hands: dict[str, str],
    turn: str,
    trick: tuple[tuple[str, str], ...] = (),
    exposed: dict[str, str] | None = None,
    opened: str = "",
) -> HandState:
    """A play position built by hand: the given hands, exposed copies, the trick so far."""
    st = deal(rules, 7).copy()
    for s in range(4):
        st.hand1[s], st.hand2[s] = ms(hands.get(SEAT_LETTERS[s], ""))
        st.exposed1[s], st.exposed2[s] = ms((exposed or {}).get(SEAT_LETTERS[s], ""))
    st.phase = PLAY
    st.first_lead = False
    st.opened = 0
    for letter in opened:
        st.opened |= ((1 << 13) - 1) << (13 * "SHDC".index(letter))
    st.trick = tuple((SEAT_LETTERS.index(s), parse_action(a)) for s, a in trick)
    if trick:
        first = play_cards(st.trick[0][1])
        st.lead_suit = suit_of(first[0])
        st.lead_pair = len(first) == 2
    else:
        st.lead_suit, st.lead_pair = -1, False
    st.turn = SEAT_LETTERS.index(turn)
    return st


def plays_text(st: HandState, seat: str) -> set[str]:
    return {
        " ".join(sorted(a.split()))
        for a in (
            " ".join(c for c in map(_code, play_cards(x)))
            for x in legal_actions(st, SEAT_LETTERS.index(seat))
            if x != CLAIM
        )
    }


def _code(card: int) -> str:
    from engine.gongzhu.cards import card_code

    return card_code(card)


def norm(*plays: str) -> set[str]:
    return {" ".join(sorted(p.split())) for p in plays}


# ---------------------------------------------------------------- RULES §4's worked examples, verbatim


def test_example_exposed_pig_pair_only_spades() -> None:
    """Two decks, a ♠ pair led, ♠ not led before: exposed SQ, SQ and no other spade → SQ SQ."""
    st = position(
        RuleSet(decks=2),
        {"S": "SK SK", "E": "SQ SQ H5 D7 C9"},
        "E",
        trick=(("S", "SK SK"),),
        exposed={"E": "SQ"},
    )
    assert plays_text(st, "E") == norm("SQ SQ")


def test_example_exposed_pig_with_other_spades() -> None:
    """Exposed SQ, SQ, S3, S5 → any two spades but the exposed SQ."""
    st = position(
        RuleSet(decks=2),
        {"S": "SK SK", "E": "SQ SQ S3 S5 H5"},
        "E",
        trick=(("S", "SK SK"),),
        exposed={"E": "SQ"},
    )
    assert plays_text(st, "E") == norm("SQ S3", "SQ S5", "S3 S5")


def test_example_strict_colour_only_red_is_exposed_sheep() -> None:
    """One deck, ♥ led, strict colour, no hearts, the only red card the exposed DJ → any card but DJ."""
    st = position(
        RuleSet(colour_rule="strict"),
        {"S": "H9", "E": "DJ S5 C7 SK"},
        "E",
        trick=(("S", "H9"),),
        exposed={"E": "DJ"},
    )
    assert plays_text(st, "E") == norm("S5", "C7", "SK")


# ---------------------------------------------------------------- more hand-built positions


def test_exposed_card_may_not_be_led_unless_nothing_else() -> None:
    st = position(RuleSet(), {"S": "SQ H5"}, "S", exposed={"S": "SQ"})
    assert plays_text(st, "S") == norm("H5")
    st = position(RuleSet(), {"S": "SQ"}, "S", exposed={"S": "SQ"})
    assert plays_text(st, "S") == norm("SQ")
    st = position(RuleSet(), {"S": "SQ H5"}, "S", exposed={"S": "SQ"}, opened="S")
    assert plays_text(st, "S") == norm("SQ", "H5")


def test_exposed_card_not_discarded_unless_option() -> None:
    hands = {"S": "H9", "E": "DJ S5"}
    st = position(RuleSet(), hands, "E", trick=(("S", "H9"),), exposed={"E": "DJ"})
    assert plays_text(st, "E") == norm("S5")
    st = position(
        RuleSet(discard_exposed_early=True), hands, "E", trick=(("S", "H9"),), exposed={"E": "DJ"}
    )
    assert plays_text(st, "E") == norm("S5", "DJ")


def test_exposed_card_in_first_trick_of_its_suit() -> None:
    st = position(
        RuleSet(), {"S": "S9", "E": "SQ S5 H2"}, "E", trick=(("S", "S9"),), exposed={"E": "SQ"}
    )
    assert plays_text(st, "E") == norm("S5")
    st = position(
        RuleSet(), {"S": "S9", "E": "SQ H2"}, "E", trick=(("S", "S9"),), exposed={"E": "SQ"}
    )
    assert plays_text(st, "E") == norm("SQ")


def test_two_decks_unexposed_copy_is_free() -> None:
    st = position(RuleSet(decks=2), {"S": "SQ SQ H5"}, "S", exposed={"S": "SQ"})
    assert plays_text(st, "S") == norm("SQ", "H5")  # the pair holds the exposed copy


def test_first_lead_club_two() -> None:
    st = position(RuleSet(decks=2), {"S": "C2 C2 H5"}, "S")
    st.first_lead = True
    assert plays_text(st, "S") == norm("C2 C2")
    st = position(RuleSet(decks=2), {"S": "C2 H5 H5"}, "S")
    st.first_lead = True
    assert plays_text(st, "S") == norm("C2")


def test_pair_follow_one_suited_card_keeps_it() -> None:
    st = position(
        RuleSet(decks=2), {"S": "HK HK", "E": "H3 S4 D5 D5"}, "E", trick=(("S", "HK HK"),)
    )
    assert plays_text(st, "E") == norm("H3 S4", "H3 D5")
    st = position(
        RuleSet(decks=2, colour_rule="strict"),
        {"S": "HK HK", "E": "H3 S4 D5 D5"},
        "E",
        trick=(("S", "HK HK"),),
    )
    assert plays_text(st, "E") == norm("H3 D5")


def test_pair_follow_pair_duty() -> None:
    st = position(
        RuleSet(decks=2), {"S": "HK HK", "E": "H3 H3 H7 S4"}, "E", trick=(("S", "HK HK"),)
    )
    assert plays_text(st, "E") == norm("H3 H3")


def test_pair_follow_void() -> None:
    st = position(
        RuleSet(decks=2, colour_rule="strict"),
        {"S": "HK HK", "E": "D3 S4 C5 D9"},
        "E",
        trick=(("S", "HK HK"),),
    )
    assert plays_text(st, "E") == norm("D3 D9")
    st = position(
        RuleSet(decks=2, colour_rule="strict"),
        {"S": "HK HK", "E": "D3 S4 C5"},
        "E",
        trick=(("S", "HK HK"),),
    )
    assert plays_text(st, "E") == norm("D3 S4", "D3 C5", "S4 C5")


# ---------------------------------------------------------------- trick winners


@pytest.mark.parametrize(
    ("trick", "pair", "winner"),
    [
        (
            (("S", "S5"), ("E", "SK"), ("N", "H2"), ("W", "SK")),
            False,
            "E",
        ),  # equal cards: first played
        ((("S", "S5"), ("E", "HA"), ("N", "S4"), ("W", "S3")), False, "S"),
        (
            (("S", "HK HK"), ("E", "H2 H3"), ("N", "HA HA"), ("W", "S2 S3")),
            True,
            "E",
        ),  # ♥: non-pair wins
        (
            (("S", "SK SK"), ("E", "S2 S3"), ("N", "SA S2"), ("W", "SK SQ")),
            True,
            "N",
        ),  # SA S2 beats SK SQ
        (
            (("S", "CK CK"), ("E", "CA C2"), ("N", "C3 CA"), ("W", "CA CA")),
            True,
            "E",
        ),  # equal highest: first
        (
            (("S", "D3 D3"), ("E", "DA DK"), ("N", "D2 D2"), ("W", "D4 D4")),
            True,
            "W",
        ),  # ♦: pair wins
        ((("S", "D3 D3"), ("E", "DA DK"), ("N", "H2 DK"), ("W", "S2 S2")), True, "S"),
        ((("S", "DK DK"), ("E", "DA DQ"), ("N", "DA DK"), ("W", "DA D2")), True, "S"),
        ((("S", "D2 D2"), ("E", "DA DQ"), ("N", "D2 D2"), ("W", "DA D2")), True, "S"),
        ((("S", "S2 S2"), ("E", "D3 H4"), ("N", "S3 H2"), ("W", "C2 C2")), True, "S"),
    ],
)
def test_trick_winner(trick: tuple[tuple[str, str], ...], pair: bool, winner: str) -> None:
    plays = [(SEAT_LETTERS.index(s), cards(a)) for s, a in trick]
    assert reference_winner(plays, pair) == SEAT_LETTERS.index(winner)
    rules = RuleSet(decks=2)
    st = position(rules, {s: a for s, a in trick}, "S")
    events = []
    for s, a in trick:
        st, ev = apply_action(st, SEAT_LETTERS.index(s), parse_action(a))
        events += ev
    taken = [e for e in events if isinstance(e, TrickTaken)]
    assert taken and taken[0].winner == SEAT_LETTERS.index(winner)


def test_penalty_taker_is_first_wrong_discarder() -> None:
    rules = RuleSet(colour_rule="penalty")
    st = position(rules, {"S": "H9 S2", "E": "S5 D2", "N": "C4 D3", "W": "HA S3"}, "S")
    for s, a in (("S", "H9"), ("E", "S5"), ("N", "C4"), ("W", "HA")):
        st, events = apply_action(st, SEAT_LETTERS.index(s), parse_action(a))
    (tt,) = [e for e in events if isinstance(e, TrickTaken)]
    assert tt.winner == SEAT_LETTERS.index("W")
    assert tt.taker == SEAT_LETTERS.index("E")
    assert st.leader == SEAT_LETTERS.index("W")
    assert st.taken1[SEAT_LETTERS.index("E")] == ms("H9 HA")[0]


# ---------------------------------------------------------------- random positions vs the reference


@pytest.mark.parametrize(("decks", "games"), [(1, 300), (2, 120)])
def test_legal_plays_match_reference(decks: int, games: int) -> None:
    rng = random.Random(1000 + decks)
    positions = claims = tricks = penalties = 0
    for g in range(games):
        rules = random_rules(rng, decks) if g % 4 else RuleSet(decks=decks)
        trick_steps: list[Step] = []
        for step in random_game(rules, rng.randrange(1 << 30), first_hand=rng.random() < 0.5):
            st = step.before
            if st.phase != PLAY:
                continue
            if step.action != CLAIM:
                trick_steps.append(step)
            seat = st.turn
            acts = legal_actions(st, seat)
            assert engine_plays(acts) == reference_plays(st, seat), (rules, st)
            assert (CLAIM in acts) == reference_claim(st, seat), (rules, st)
            assert len(acts) == len(set(acts))
            positions += 1
            claims += CLAIM in acts
            for ev in step.events:
                if not isinstance(ev, TrickTaken):
                    continue
                tricks += 1
                full = st.trick + ((seat, step.action),)
                plays = [(s, play_cards(a)) for s, a in full]
                assert ev.winner == reference_winner(plays, st.lead_pair)
                taker = ev.winner
                if rules.colour_rule == "penalty":
                    wrong = _reference_penalty(trick_steps)
                    taker = ev.winner if wrong is None else wrong
                    penalties += taker != ev.winner
                assert ev.taker == taker
                trick_steps = []
    assert positions > 2500 and claims and tricks and penalties


def _reference_penalty(trick_steps: list[Step]) -> int | None:
    """The first follower whose play the strict colour rule would have refused."""
    for step in trick_steps[1:]:
        st = step.before
        played = play_cards(step.action)
        if any(suit_of(c) != st.lead_suit for c in played) and tuple(
            sorted(played)
        ) not in reference_plays(st, st.turn, "strict"):
            return st.turn
    return None
