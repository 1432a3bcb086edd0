"""What a card kept in hand is expected to cost or be worth: the heuristic's burden.

A play's score is what the trick brings my side less the burden of the cards it keeps;
kept apart from :mod:`.heuristics` because it reads one card at a time, not the trick.
"""

from __future__ import annotations

from ..cards import DIAMONDS, PIG, SHEEP, SPADES, TRANSFORMER
from .knowledge import Ctx
from .weights import NORMAL, Weights

PIG_RANK = PIG % 13
SHEEP_RANK = SHEEP % 13


def burden(
    c: Ctx,
    card: int,
    spades_left: int,
    pig_out: bool,
    threat: bool,
    w: Weights = NORMAL,
    sheep_out: bool = False,
) -> float:
    """How much keeping ``card`` is expected to cost (negative) or be worth (positive)."""
    rank = card % 13
    f_pig = c.factors[0]
    b = -w.high_card * (rank - 7) if rank > 7 else 0.0
    b -= w.rank_slope * rank
    if card == PIG:
        b -= (w.pig_short if spades_left < 4 else w.pig_guarded) * f_pig
    elif card // 13 == SPADES and rank > PIG_RANK and pig_out:
        b -= w.guard * f_pig
        if w.guard_locked and c.pig_seat >= 0 and not c.opened >> PIG & 1:
            b -= w.guard_locked * f_pig
    elif card // 13 == 1:
        if threat:
            b += w.heart_stop if rank >= 9 else 0
        else:
            b += w.heart_keep * c.vals[card]
    elif card == SHEEP:
        b += w.sheep_keep * c.factors[1]
    elif sheep_out and card // 13 == DIAMONDS and rank > SHEEP_RANK:
        b += w.catcher * c.factors[1]
    elif card == TRANSFORMER:
        b -= w.ct_keep * c.factors[2]
    return b
