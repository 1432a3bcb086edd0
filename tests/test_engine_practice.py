"""Engine pieces of practice mode: deal numbers replay the same cards, a hand rewound to an
earlier action is exactly the earlier position, and the card counter counts only what the
seat could have counted."""

from __future__ import annotations

import random

import pytest

from engine.gongzhu.cards import NORTH, PIG, SCORING_MASK, SHEEP, TRANSFORMER, cards_of
from engine.gongzhu.counting import counting_aid
from engine.gongzhu.hand import (
    HAND_OVER,
    PLAY,
    HandState,
    IllegalActionError,
    deal,
    legal_actions,
    to_act,
)
from engine.gongzhu.hand.state import FIELDS as HAND_FIELDS
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.rules import PRESETS
from engine.gongzhu.view import view_for


def state_fields(st: HandState) -> dict[str, object]:
    """Every slot of a hand state (HandState compares by identity; this compares by value)."""
    return {
        name: getattr(st, name)
        if not isinstance(getattr(st, name), list)
        else list(getattr(st, name))
        for name in HAND_FIELDS
    }


def play(match: Match, steps: int, rng: random.Random) -> Match:
    for _ in range(steps):
        if match.hand_over:
            break
        seat = to_act(match.hand)[0]
        match, _ = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
    return match


@pytest.mark.parametrize("preset", ["classic", "double"])
def test_a_deal_number_deals_the_same_four_hands_in_any_game(preset: str) -> None:
    rules = PRESETS[preset]
    first = new_match(rules, 11)
    again = new_match(rules, 999, deals=(first.deal,))
    assert again.deal == first.deal
    assert again.hand.dealt == first.hand.dealt == deal(rules, first.deal, NORTH).dealt
    other = new_match(rules, 999)
    assert other.hand.dealt != first.hand.dealt


@pytest.mark.parametrize("preset", ["classic", "double", "tournament"])
def test_rewound_is_the_position_of_that_moment(preset: str) -> None:
    rng = random.Random(5)
    match = new_match(PRESETS[preset], 21)
    history = [match]
    for _ in range(40):
        match = play(match, 1, rng)
        history.append(match)
    for keep in (0, 3, 17, 39):
        back = match.rewound(keep)
        then = history[keep]
        assert (
            back.moves == then.moves and back.totals == then.totals and back.records == then.records
        )
        assert state_fields(back.hand) == state_fields(then.hand)


def test_rewound_in_a_later_hand_keeps_its_deal_and_first_receiver() -> None:
    rng = random.Random(2)
    match = new_match(PRESETS["classic"], 8)
    while not match.hand_over:
        match = play(match, 1, rng)
    match = match.next_hand()
    start = match
    match = play(match, 12, rng)
    back = match.rewound(0)
    assert state_fields(back.hand) == state_fields(start.hand) and back.totals == start.totals
    finished = play(match, 200, rng)
    assert finished.hand_over
    with pytest.raises(IllegalActionError):
        finished.rewound(0)


def test_counting_aid_lists_the_scoring_cards_others_hold_and_shown_voids() -> None:
    rng = random.Random(4)
    match = new_match(PRESETS["double"], 31)
    match = play(match, 60, rng)
    st = match.hand
    assert st.phase == PLAY
    aid = counting_aid(view_for(st, 0))
    truth: dict[int, int] = {}
    for seat in (1, 2, 3):
        for card in cards_of(st.hand1[seat] & SCORING_MASK):
            truth[card] = truth.get(card, 0) + 1 + (st.hand2[seat] >> card & 1)
    assert dict(aid.out) == truth
    assert [c for c, _ in aid.specials] == [c for c in (PIG, SHEEP, TRANSFORMER) if c in truth]
    hearts = [c for c, _ in aid.hearts]
    assert hearts == sorted(hearts, reverse=True)
    assert dict(aid.voids) == {
        s: tuple(u for u in range(4) if st.voids[s] >> u & 1) for s in (1, 2, 3)
    }


def test_counting_aid_at_the_end_has_nothing_out() -> None:
    rng = random.Random(6)
    match = play(new_match(PRESETS["classic"], 3), 400, rng)
    assert match.hand.phase == HAND_OVER
    assert counting_aid(view_for(match.hand, 0)).out == ()
