"""The deal, 首明 and the exposure window (RULES §2 and §3): who holds what, and what lies face up."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.cards import deck
from engine.core.deals import shuffled

from ..cards import CLUB_TWO, SHEEP, SPECIAL_MASK, SPECIALS, Card, CardSet, Seat, cards_of
from ..rules import RuleSet
from ..scoring import AUTO, Exposure
from .state import (
    EXPOSURE,
    FIRST_EXPOSURE,
    PLAY,
    CardsExposed,
    Event,
    HandState,
    IllegalActionError,
    WindowClosed,
    _add_copy,
)


def shuffled_deck(decks: int, seed: int) -> list[Card]:
    """The deck in dealing order for a deal number (seeded, reproducible)."""
    return shuffled(deck(decks, jokers=False), seed)


def deal(rules: RuleSet, seed: int, first_receiver: Seat = 2, first_hand: bool = True) -> HandState:
    """Deal a hand from the deal number ``seed``, one card at a time from ``first_receiver``."""
    return deal_from(rules, shuffled_deck(rules.decks, seed), first_receiver, first_hand)


def deal_from(
    rules: RuleSet, order: Sequence[Card], first_receiver: Seat = 2, first_hand: bool = True
) -> HandState:
    """Deal a given deck order (tests, tutorials, replays of real deals)."""
    if sorted(order) != sorted(list(range(52)) * rules.decks):
        raise IllegalActionError(
            f"a {rules.decks}-deck deal needs every card exactly {rules.decks}×"
        )
    h1 = [0, 0, 0, 0]
    h2 = [0, 0, 0, 0]
    for i, card in enumerate(order):
        seat = (first_receiver + i) & 3
        b = 1 << card
        if h1[seat] & b:
            h2[seat] |= b
        else:
            h1[seat] |= b
    first_cards = tuple(order[(seat - first_receiver) & 3] for seat in range(4))
    if first_hand and rules.first_lead_c2:
        leader = (first_receiver + list(order).index(CLUB_TWO)) & 3
    else:
        leader = first_receiver
    st = HandState.__new__(HandState)
    values = dict(  # noqa: C408 - keyword form mirrors the slots
        rules=rules,
        dealt=tuple(zip(h1, h2)),
        first_cards=first_cards,
        first_receiver=first_receiver,
        deal_order=tuple(order),
        phase=FIRST_EXPOSURE,
        hand1=h1,
        hand2=h2,
        exposed1=[0] * 4,
        exposed2=[0] * 4,
        exposures=(),
        pending=0,
        opened=0,
        leader=leader,
        turn=leader,
        trick=(),
        lead_suit=-1,
        lead_pair=False,
        first_lead=first_hand and rules.first_lead_c2,
        taken1=[0] * 4,
        taken2=[0] * 4,
        self1=[0] * 4,
        self2=[0] * 4,
        voids=[0] * 4,
        tricks=0,
        last_trick=None,
        first_pig=None,
        swap_chosen=None,
        result=None,
        played1=0,
        played2=0,
        penalty_seat=None,
    )
    for name, value in values.items():
        setattr(st, name, value)
    _start_first_exposure(st, None)
    return st


def _start_first_exposure(st: HandState, events: list[Event] | None) -> None:
    pending = 0
    if st.rules.first_exposure:
        for seat in range(4):
            if st.first_cards[seat] in SPECIALS:
                pending |= 1 << seat
    st.pending = pending
    if not pending:
        _open_window(st, events)


def _exposable(st: HandState, seat: Seat) -> CardSet:
    """Special cards the seat holds a not-yet-exposed copy of."""
    h1, h2 = st.hand1[seat], st.hand2[seat]
    e1, e2 = st.exposed1[seat], st.exposed2[seat]
    return ((h1 & ~e1) | (h2 & ~e2)) & SPECIAL_MASK


def exposable(hand: tuple[CardSet, CardSet], exposed: tuple[CardSet, CardSet]) -> CardSet:
    """Special cards of a hand with a copy not yet exposed."""
    return ((hand[0] & ~exposed[0]) | (hand[1] & ~exposed[1])) & SPECIAL_MASK


def _record_exposure(st: HandState, seat: Seat, card: Card, how: str) -> None:
    _add_copy(st.exposed1, st.exposed2, seat, 1 << card)
    st.exposures = st.exposures + (Exposure(seat, card, how),)


def _open_window(st: HandState, events: list[Event] | None) -> None:
    """After the deal (and 首明): automatic exposures, or the window for chosen ones."""
    mode = st.rules.exposure
    if mode in ("all", "all-but-sheep"):
        for seat in range(4):
            shown: list[Card] = []
            for card in SPECIALS:
                if mode == "all-but-sheep" and card == SHEEP:
                    continue
                while _exposable(st, seat) >> card & 1:
                    _record_exposure(st, seat, card, AUTO)
                    shown.append(card)
            if shown and events is not None:
                events.append(CardsExposed(seat, tuple(shown), AUTO))
    if st.rules.exposure_window:
        st.phase = EXPOSURE
        st.pending = sum(1 << s for s in range(4) if _exposable(st, s))
        if st.pending:
            return
    _close_window(st, events)


def _close_window(st: HandState, events: list[Event] | None) -> None:
    if st.rules.exposure == "forced":
        kinds = {e.card for e in st.exposures}
        if len(kinds) == 3:
            (fourth,) = set(SPECIALS) - kinds
            for seat in range(4):
                shown = []
                while _exposable(st, seat) >> fourth & 1:
                    _record_exposure(st, seat, fourth, AUTO)
                    shown.append(fourth)
                if shown and events is not None:
                    events.append(CardsExposed(seat, tuple(shown), AUTO))
    st.pending = 0
    st.phase = PLAY
    st.turn = st.leader
    if events is not None:
        events.append(WindowClosed())


def exposed_in_front(st: HandState, seat: Seat) -> list[Card]:
    """Exposed copies still lying in front of a seat (until played), with repeats."""
    out: list[Card] = []
    for card in cards_of(st.exposed1[seat]):
        out.append(card)
        if st.exposed2[seat] >> card & 1:
            out.append(card)
    return out
