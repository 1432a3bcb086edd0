"""Claims (RULES §4, claim): when leading every card must win every trick, and the claim itself."""

from __future__ import annotations

from ..cards import SUIT_MASKS, Card, Seat, cards_of
from .end import _SCORING, _hand_done, _take
from .state import PLAY, ClaimAccepted, Event, HandState


def claim_is_certain(st: HandState, seat: Seat) -> bool:
    """Whether leading every card one by one must win every trick (RULES §4, claim).

    True when each card left in the seat's hand is at least as high as every
    card of its suit left in the other hands (ties go to the leader).
    """
    if st.phase != PLAY or st.trick or st.turn != seat or st.first_lead:
        return False
    mine = st.hand1[seat]
    others = 0
    for s in range(4):
        if s != seat:
            others |= st.hand1[s]
    for smask in SUIT_MASKS:
        my_suit = mine & smask
        their = others & smask
        if my_suit and their:
            lowest_mine = (my_suit & -my_suit).bit_length()
            if their.bit_length() > lowest_mine:
                return False
    return True


def _claim(st: HandState, seat: Seat, events: list[Event] | None) -> None:
    cards: list[Card] = []
    for s in range(4):
        for mask in (st.hand1[s], st.hand2[s]):
            for card in cards_of(mask):
                cards.append(card)
                if (1 << card) & _SCORING:
                    _take(st, seat, card, own=s == seat)
                b = 1 << card
                if st.played1 & b:
                    st.played2 |= b
                else:
                    st.played1 |= b
        st.hand1[s] = st.hand2[s] = 0
        st.exposed1[s] = st.exposed2[s] = 0
    if events is not None:
        events.append(ClaimAccepted(seat, tuple(sorted(cards))))
    _hand_done(st, events)
