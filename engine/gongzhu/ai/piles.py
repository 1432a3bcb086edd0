"""What taken cards are worth to the heuristic: a trick's value to its taker, a seat's own
pile (the transformer doubles its taker's pile alone, a 全红 in it at its sign), the points
still out, and the 全红 a pile of hearts threatens or that my hand can still chase.

Apart from :mod:`.heuristics`, which prices plays with them, and :mod:`.lookahead`, which
plays a trick out and reads its value.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS, TRANSFORMER
from ..scoring import transformer_multiplier
from .knowledge import VALUED, Ctx, taken_value

HEART_MASK = SUIT_MASKS[1]
_CHASE_VALS: dict[tuple[int, ...], tuple[int, ...]] = {}


def _count(c: Ctx, mask: int) -> int:
    return (c.h1 & mask).bit_count() + (c.h2 & mask).bit_count()


def _out_count(c: Ctx, mask: int) -> int:
    return (c.out1 & mask).bit_count() + (c.out2 & mask).bit_count()


def out_above(c: Ctx, card: int) -> int:
    """How many unseen cards of ``card``'s suit rank above it."""
    return _out_count(c, SUIT_MASKS[card // 13] & ~((2 << card) - 1))


def hearts_out(c: Ctx) -> tuple[int, float]:
    """The hearts out: how many, and their mean value (the later players' expected add to
    a heart trick; second copies at nothing)."""
    n = _out_count(c, HEART_MASK)
    if not n:
        return 0, 0.0
    return n, sum(c.vals[x] for x in range(13, 26) if c.out1 >> x & 1) / n


def trick_value(c: Ctx, cards: list[int], taker_is_me: bool) -> float:
    """What a trick of ``cards`` is worth to its taker; a transformer in it doubles the
    taker's pile, known only if that taker is me."""
    vals = c.vals
    v = 0
    has_ct = False
    for card in cards:
        if card == TRANSFORMER:
            has_ct = True
        else:
            v += vals[card]
    if has_ct:
        base = (c.my_taken if taker_is_me else 0) + v
        f_tr = c.factors[2]
        v += base * (2 * f_tr - 1) if base else 25 * 2 * f_tr
    return v


def taker_rate(c: Ctx, s: int) -> tuple[float, float]:
    """(rate, lone) for the points seat ``s`` takes now (RULES §5): a seat that took a
    transformer scores them times its multiplier, and its first scoring card ends the
    transformer's lone 25 × multiplier. (Whether 自得 doubled it again is not in the
    seat's knowledge: taken as not.)"""
    t1, t2 = c.taken[s]
    m = transformer_multiplier((t1 >> TRANSFORMER & 1) + (t2 >> TRANSFORMER & 1), 0, c.factors[2])
    return float(m), (0.0 if m == 1 or (t1 | t2) & VALUED else 25.0 * m)


def pile_value(c: Ctx, s: int) -> int:
    """What seat ``s``'s own pile scores so far, transformer apart (RULES §5): each player is
    scored alone, partners too, so the transformer doubles its taker's pile, not the team's;
    a 全红 in it counts at its sign."""
    t1, t2 = c.taken[s]
    v = taken_value(c.vals, t1, t2)
    if (t1 & HEART_MASK).bit_count() + (t2 & HEART_MASK).bit_count() == 13 * c.rules.decks:
        if c.rules.hearts == "positive":
            v += 200 * c.rules.decks * c.factors[3]
        else:
            h = taken_value(c.vals, t1 & HEART_MASK, t2 & HEART_MASK)
            v += abs(h) - h  # (a chaser's values already count its hearts up)
    return v


def still_out(c: Ctx) -> int:
    """The points not taken yet: in the other hands and mine."""
    return taken_value(c.vals, c.out1, c.out2) + taken_value(c.vals, c.h1, c.h2)


def hearts_threat(c: Ctx) -> bool:
    """Another side has taken every heart taken so far, and many of them: a 全红 is coming."""
    return hearts_chaser(c) >= 0


def hearts_chaser(c: Ctx) -> int:
    """The seat of another side that has taken every heart so far, six or more (−1: none)."""
    if c.rules.hearts == "positive":
        return -1
    s = -1
    for t, (t1, _) in enumerate(c.taken):
        if t1 & HEART_MASK:
            if s >= 0:
                return -1
            s = t
    if s < 0 or s in c.mates:
        return -1
    n = (c.taken[s][0] & HEART_MASK).bit_count() + (c.taken[s][1] & HEART_MASK).bit_count()
    return s if n >= 6 * c.rules.decks else -1


def chasing_hearts(c: Ctx) -> bool:
    """全红 is within reach: no other seat has taken a heart, at most three (two decks:
    six) are still out, and I hold more hearts above the highest of them than there
    are out — leading them from the top draws the rest in."""
    if c.rules.hearts == "positive":
        return False
    seat = c.seat
    for s in range(4):
        if s != seat and c.taken[s][0] & HEART_MASK:
            return False
    out = _out_count(c, HEART_MASK)
    if out > 3 * c.rules.decks:
        return False
    if out == 0:
        return bool((c.h1 & HEART_MASK) or c.taken[seat][0] & HEART_MASK)
    top_out = (c.out1 & HEART_MASK).bit_length() - 1
    above = HEART_MASK & ~((2 << top_out) - 1)
    return _count(c, above) >= out


def run_swing(c: Ctx) -> float:
    """What sealing my 全红 adds (with a chaser's values): the hearts in my pile turn from
    loss to gain, at my transformer's rate."""
    t1, t2 = c.taken[c.seat]
    h = taken_value(c.vals, t1 & HEART_MASK, t2 & HEART_MASK)
    return 2 * abs(h) * taker_rate(c, c.seat)[0]


def as_chaser(c: Ctx) -> Ctx:
    """The same knowledge with every heart worth its points to me (taking them is the plan)."""
    vals = _CHASE_VALS.get(c.vals)
    if vals is None:
        vals = _CHASE_VALS[c.vals] = tuple(-v if 13 <= i < 26 else v for i, v in enumerate(c.vals))
    new = c.copy()
    new.vals = vals
    return new
