"""The hand's end (RULES §5): the scoring cards each seat takes, 猪羊变色 and the score."""

from __future__ import annotations

from ..cards import PIG, SHEEP, SPECIAL_MASK, SUIT_MASKS, TRANSFORMER, Card, CardSet, Seat
from ..scoring import HandScore, score_hand, swap_decider
from .state import HAND_OVER, SWAP_CHOICE, Event, HandScored, HandState, SwapAsked, _add_copy

_SCORING = SUIT_MASKS[1] | (1 << PIG) | (1 << SHEEP) | (1 << TRANSFORMER)


def _take(st: HandState, seat: Seat, card: Card, own: bool) -> None:
    """``seat`` takes a scoring card; ``own``: it played the card itself (自得)."""
    b = 1 << card
    _add_copy(st.taken1, st.taken2, seat, b)
    if own and b & SPECIAL_MASK:
        _add_copy(st.self1, st.self2, seat, b)
    if card == PIG and st.first_pig is None:
        st.first_pig = seat


def _taken_pairs(st: HandState) -> list[tuple[CardSet, CardSet]]:
    return [(st.taken1[s], st.taken2[s]) for s in range(4)]


def swap_matters(st: HandState) -> bool:
    """Whether 猪羊变色 changes anyone's score in this hand: not when one player took both
    the pig and the sheep at the same factors (+100 −100 either way), so nobody is asked."""
    return rescore(st, True).credited != rescore(st, False).credited


def _hand_done(st: HandState, events: list[Event] | None) -> None:
    decider = swap_decider(st.rules, _taken_pairs(st))
    if decider is not None and st.swap_chosen is None and swap_matters(st):
        st.phase = SWAP_CHOICE
        st.turn = decider
        if events is not None:
            events.append(SwapAsked(decider))
        return
    _finish(st, events)


def _finish(st: HandState, events: list[Event] | None) -> None:
    st.result = rescore(st)
    st.phase = HAND_OVER
    if events is not None:
        events.append(HandScored(st.result))


def rescore(st: HandState, swap: bool | None = None, without_seat: Seat | None = None) -> HandScore:
    """The hand's score again, varied: with a given 猪羊变色 answer (to show the 全红 player
    both outcomes), or leaving out one seat's exposures (what that seat's exposing returned)."""
    exposures = (
        st.exposures
        if without_seat is None
        else tuple(e for e in st.exposures if e.seat != without_seat)
    )
    return score_hand(
        st.rules,
        _taken_pairs(st),
        exposures,
        [(st.self1[s], st.self2[s]) for s in range(4)],
        st.swap_chosen if swap is None else swap,
        st.dealt,
    )


def scoring_left(st: HandState) -> bool:
    """Whether any scoring card is still in a hand (if not, the rest cannot change a score)."""
    held = 0
    for s in range(4):
        held |= st.hand1[s]
    return bool(held & _SCORING)
