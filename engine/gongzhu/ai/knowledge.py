"""What a seat knows, in the shape the computer players use: a :class:`Ctx`.

A context is built either from a :class:`~engine.gongzhu.view.SeatView` (the real
decision) or straight from a :class:`~engine.gongzhu.hand.HandState` for the seat on
turn (the search's rollouts, where building a full view per card would cost
more than the play itself). Both read only what that seat may know: its own
hand, the cards played, the trick, exposures, voids and what was taken.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..cards import (
    DECK,
    HEART_ACE,
    PIG,
    SHEEP,
    SUIT_MASKS,
    CardSet,
    Seat,
    multiset_minus,
)
from ..hand import HandState
from ..rules import RuleSet
from ..scoring import HEART_VALUES, Exposure, exposure_factors
from ..view import SeatView, unseen_cards

Multiset = tuple[CardSet, CardSet]
HEART_MASK = SUIT_MASKS[1]

_VALUES: dict[tuple[str, tuple[int, int, int, int]], tuple[int, ...]] = {}
VALUED = HEART_MASK | 1 << PIG | 1 << SHEEP  # the scoring cards but the transformer


def card_values(hearts: str, factors: tuple[int, int, int, int]) -> tuple[int, ...]:
    """Points each card is worth to its taker (the transformer 0: it multiplies)."""
    key = (hearts, factors)
    vals = _VALUES.get(key)
    if vals is None:
        f_pig, f_sheep, _, f_ace = factors
        v = [0] * 52
        for r, hv in enumerate(HEART_VALUES[hearts]):
            v[13 + r] = hv * f_ace
        v[PIG] = -100 * f_pig
        v[SHEEP] = 100 * f_sheep
        vals = _VALUES[key] = tuple(v)
    return vals


def taken_value(vals: Sequence[int], t1: CardSet, t2: CardSet) -> int:
    """A rough running score of what a seat took (transformer ignored)."""
    total = 0
    for mask in (t1, t2):
        m = mask & VALUED  # only hearts, the pig and the sheep can be worth points
        while m:
            low = m & -m
            total += vals[low.bit_length() - 1]
            m ^= low
    return total


# Named here, not read off the class: compiled (mypyc), a class has no __slots__.
_FIELDS = (
    "exposed_mine",
    "factors",
    "h1",
    "h2",
    "hand_sizes",
    "lead_pair",
    "lead_suit",
    "mates",
    "my_taken",
    "opened",
    "out1",
    "out2",
    "pig_seat",
    "rules",
    "seat",
    "taken",
    "trick",
    "vals",
    "voids",
)


class Ctx:
    """One seat's knowledge at a play decision (plain slots: built thousands of times a second)."""

    __slots__ = _FIELDS

    rules: RuleSet
    seat: Seat
    h1: CardSet
    h2: CardSet
    trick: tuple[tuple[Seat, int], ...]
    lead_suit: int
    lead_pair: bool
    out1: CardSet  # cards with at least one copy in another hand (as far as we know)
    out2: CardSet  # both copies unseen (two decks)
    voids: Sequence[int]
    factors: tuple[int, int, int, int]
    vals: tuple[int, ...]
    my_taken: int  # rough running score of my (team's) taken cards
    mates: tuple[Seat, ...]  # seats whose score counts with mine (me included)
    hand_sizes: Sequence[int]
    taken: Sequence[Multiset]
    exposed_mine: CardSet
    opened: CardSet
    pig_seat: Seat  # one deck: the other seat seen holding the pig, exposed (−1: none seen)

    def copy(self) -> Ctx:
        """The same knowledge, to change one field of without touching this one."""
        new = Ctx()
        for name in _FIELDS:
            setattr(new, name, getattr(self, name))
        return new


def mates_of(
    rules: RuleSet,
    seat: Seat,
    dealt: Multiset,
    pig_by: Seat | None = None,
    sheep_by: Seat | None = None,
) -> tuple[Seat, ...]:
    """The seats whose score counts with mine, as far as I can tell.

    猪羊一家: the players dealt the pig and the sheep are one side. I know my
    own cards; the others' become known when they play the pig or the sheep.
    """
    mode = rules.mode
    if mode == "partners":
        return (seat, (seat + 2) & 3)
    if mode == "pig-sheep":
        has_pig = bool(dealt[0] >> PIG & 1)
        has_sheep = bool(dealt[0] >> SHEEP & 1)
        if has_pig and has_sheep:
            return (seat,)
        if has_pig and sheep_by is not None:
            return (seat, sheep_by)
        if has_sheep and pig_by is not None:
            return (seat, pig_by)
        if not has_pig and not has_sheep and pig_by is not None and sheep_by is not None:
            rest = [s for s in range(4) if s not in (seat, pig_by, sheep_by)]
            if len(rest) == 1:
                return (seat, rest[0])
    return (seat,)


def ctx_from_view(view: SeatView) -> Ctx:
    c = Ctx()
    c.rules = view.rules
    c.seat = view.seat
    c.h1, c.h2 = view.hand
    c.trick = view.trick
    c.lead_suit = view.lead_suit
    c.lead_pair = view.lead_pair
    c.out1, c.out2 = unseen_cards(view)
    c.voids = view.voids
    c.factors = exposure_factors(view.exposures)
    c.vals = card_values(view.rules.hearts, c.factors)
    pig_by = sheep_by = None
    if view.rules.mode == "pig-sheep":
        for s in range(4):
            if view.played_by[s][0] >> PIG & 1:
                pig_by = s
            if view.played_by[s][0] >> SHEEP & 1:
                sheep_by = s
    c.mates = mates_of(view.rules, view.seat, view.dealt, pig_by, sheep_by)
    c.my_taken = sum(taken_value(c.vals, *view.taken[s]) for s in c.mates)
    c.hand_sizes = view.hand_sizes
    c.taken = view.taken
    c.exposed_mine = view.exposed_held[view.seat][0]
    c.opened = view.opened
    c.pig_seat = -1
    if view.rules.decks == 1 and c.factors[0] > 1:
        for s in range(4):
            if s != view.seat and view.exposed_held[s][0] >> PIG & 1:
                c.pig_seat = s
    return c


# The last exposures seen by ctx_from_state and their factors and card values: a rollout asks
# for a context at every play, and its exposures (one shared tuple) no longer change.
_LAST_FV: list[object] = [None, "", (1, 1, 1, 1), ()]


def ctx_from_state(st: HandState, seat: Seat, exposures: Sequence[Exposure] | None = None) -> Ctx:
    """The seat's knowledge read from a full state (only public parts and its own hand).

    Built at every play of every rollout, so it is written for speed: the exposure factors
    and card values are remembered for the last exposures seen (kept alive in the cache, so
    the identity check is safe).
    """
    c = Ctx()
    rules = st.rules
    c.rules = rules
    c.seat = seat
    hand1 = st.hand1
    hand2 = st.hand2
    h1 = c.h1 = hand1[seat]
    h2 = c.h2 = hand2[seat]
    c.trick = st.trick
    c.lead_suit = st.lead_suit
    c.lead_pair = st.lead_pair
    if rules.decks == 1:
        c.out1 = DECK & ~st.played1 & ~h1
        c.out2 = 0
        c.hand_sizes = [
            hand1[0].bit_count(),
            hand1[1].bit_count(),
            hand1[2].bit_count(),
            hand1[3].bit_count(),
        ]
    else:
        c.out1, c.out2 = multiset_minus(
            multiset_minus((DECK, DECK), (st.played1, st.played2)), (h1, h2)
        )
        c.hand_sizes = [hand1[s].bit_count() + hand2[s].bit_count() for s in range(4)]
    c.voids = st.voids
    exp = st.exposures if exposures is None else exposures
    last = _LAST_FV
    if last[0] is exp and last[1] == rules.hearts:
        c.factors = last[2]  # type: ignore[assignment]
        vals = c.vals = cast(tuple[int, ...], last[3])
    else:
        c.factors = exposure_factors(exp)
        vals = c.vals = card_values(rules.hearts, c.factors)
        last[:] = [exp, rules.hearts, c.factors, vals]
    mates: tuple[Seat, ...]
    mode = rules.mode
    if mode == "partners":
        mates = (seat, (seat + 2) & 3)
    elif mode == "pig-sheep":
        pig_by = sheep_by = None
        if st.played1 >> PIG & 1 or st.played1 >> SHEEP & 1:
            for s in range(4):
                d1 = st.dealt[s][0]
                if d1 >> PIG & 1 and not hand1[s] >> PIG & 1:
                    pig_by = s
                if d1 >> SHEEP & 1 and not hand1[s] >> SHEEP & 1:
                    sheep_by = s
        mates = mates_of(rules, seat, st.dealt[seat], pig_by, sheep_by)
    else:
        mates = (seat,)
    c.mates = mates
    t1, t2 = st.taken1, st.taken2
    my_taken = 0
    for s in mates:
        if t1[s]:
            my_taken += taken_value(vals, t1[s], t2[s])
    c.my_taken = my_taken
    c.taken = list(zip(t1, t2))
    c.exposed_mine = st.exposed1[seat]
    c.opened = st.opened
    c.pig_seat = -1
    if rules.decks == 1 and c.factors[0] > 1:
        for e in exp:
            if e.card == PIG and e.seat != seat and st.exposed1[e.seat] >> PIG & 1:
                c.pig_seat = e.seat
    return c


__all__ = [
    "HEART_ACE",
    "VALUED",
    "Ctx",
    "card_values",
    "ctx_from_state",
    "ctx_from_view",
    "taken_value",
]
