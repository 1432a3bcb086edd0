"""A hand's state, its phases and the events a move causes (RULES §1: the cards and the table)."""

from __future__ import annotations

from typing import NamedTuple

from ..actions import Action, action_code
from ..cards import SEAT_LETTERS, SPECIAL_MASK, SUIT_MASKS, Card, CardSet, Seat
from ..rules import RuleSet
from ..scoring import Exposure, HandScore

# Phases of a hand.
FIRST_EXPOSURE, EXPOSURE, PLAY, SWAP_CHOICE, HAND_OVER = range(5)
PHASE_NAMES = ("first-exposure", "exposure", "play", "swap-choice", "hand-over")

SCORING_OR_SPECIAL = SPECIAL_MASK | SUIT_MASKS[1]


class IllegalActionError(ValueError):
    """An action the rules do not allow now; the message says why."""


# Events: what happened, for the table to animate and the log to record.
class FirstExposed(NamedTuple):
    seat: Seat
    card: Card


class CardsExposed(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    how: str  # shown, hidden, auto


class ExposureDone(NamedTuple):
    seat: Seat


class WindowClosed(NamedTuple):
    pass


class CardPlayed(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]
    revealed: tuple[Card, ...]  # 暗卖 exposures revealed by this play


class TrickTaken(NamedTuple):
    winner: Seat  # leads next
    taker: Seat  # takes the scoring cards (the first wrong-colour discarder under `penalty`)
    cards: tuple[Card, ...]
    scoring: tuple[Card, ...]


class ClaimAccepted(NamedTuple):
    seat: Seat
    cards: tuple[Card, ...]  # everything still in the hands, now taken by the claimant


class SwapAsked(NamedTuple):
    seat: Seat


class HandScored(NamedTuple):
    score: HandScore


Event = (
    FirstExposed
    | CardsExposed
    | ExposureDone
    | WindowClosed
    | CardPlayed
    | TrickTaken
    | ClaimAccepted
    | SwapAsked
    | HandScored
)


# The fields: the per-seat lists a copy gets its own of, and the rest it shares (never changed
# in place). Named here, not read off the class: compiled (mypyc), a class has no __slots__.
_LISTS = ("hand1", "hand2", "exposed1", "exposed2", "taken1", "taken2", "self1", "self2", "voids")
_SHARED = (
    "deal_order",
    "dealt",
    "exposures",
    "first_cards",
    "first_lead",
    "first_pig",
    "first_receiver",
    "last_trick",
    "lead_pair",
    "lead_suit",
    "leader",
    "opened",
    "penalty_seat",
    "pending",
    "phase",
    "played1",
    "played2",
    "result",
    "rules",
    "swap_chosen",
    "trick",
    "tricks",
    "turn",
)
FIELDS = _SHARED + _LISTS  # every field of a hand state


class HandState:
    """Everything about one hand in progress. Treat as immutable; see :func:`advance`."""

    __slots__ = FIELDS

    rules: RuleSet
    dealt: tuple[tuple[CardSet, CardSet], ...]
    first_cards: tuple[Card, ...]  # the first card each seat received (首明)
    first_receiver: Seat
    deal_order: tuple[Card, ...]  # the shuffled deck as dealt (for saves and replays)
    phase: int
    hand1: list[CardSet]  # cards held at least once, per seat
    hand2: list[CardSet]  # cards held twice
    exposed1: list[CardSet]  # exposed copies still held, at least one
    exposed2: list[CardSet]  # both copies exposed and held
    exposures: tuple[Exposure, ...]  # every exposure of the hand, in order
    pending: int  # bitmask of seats still to decide (首明, window)
    opened: CardSet  # union of the suits whose first trick is complete
    leader: Seat
    turn: Seat
    trick: tuple[tuple[Seat, Action], ...]
    lead_suit: int
    lead_pair: bool
    first_lead: bool  # the ♣2 duty applies to this lead
    taken1: list[CardSet]  # scoring cards taken, per seat
    taken2: list[CardSet]
    self1: list[CardSet]  # special cards won with one's own play (自得)
    self2: list[CardSet]
    voids: list[int]  # per seat, bit s set when shown void in suit s
    tricks: int
    last_trick: tuple[tuple[tuple[Seat, Action], ...], Seat, Seat] | None
    first_pig: Seat | None  # who took the first pig: next hand's first receiver
    swap_chosen: bool | None
    result: HandScore | None
    played1: CardSet  # every card played, once / twice
    played2: CardSet
    penalty_seat: Seat | None  # first wrong-colour discarder of this trick (`penalty`)

    def copy(self) -> HandState:
        """A private copy that :func:`advance` may change."""
        new = HandState.__new__(HandState)
        for name in _SHARED:
            setattr(new, name, getattr(self, name))
        for name in _LISTS:
            setattr(new, name, getattr(self, name)[:])
        return new

    @property
    def over(self) -> bool:
        return self.phase == HAND_OVER

    def hand_of(self, seat: Seat) -> tuple[CardSet, CardSet]:
        return self.hand1[seat], self.hand2[seat]

    def cards_left(self, seat: Seat) -> int:
        return self.hand1[seat].bit_count() + self.hand2[seat].bit_count()

    def __repr__(self) -> str:
        return (
            f"<HandState {PHASE_NAMES[self.phase]} trick {self.tricks} turn "
            f"{SEAT_LETTERS[self.turn]} trick={[action_code(a) for _, a in self.trick]}>"
        )


def _add_copy(ones: list[CardSet], twos: list[CardSet], seat: Seat, b: CardSet) -> None:
    """Add one copy of the card ``b`` to a seat's multiset kept as two per-seat mask lists."""
    if ones[seat] & b:
        twos[seat] |= b
    else:
        ones[seat] |= b
