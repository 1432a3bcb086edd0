"""The card-counting aid (记牌器) of practice mode: what one seat could have counted so far.

Read from the seat's :class:`~engine.gongzhu.view.SeatView` only, so the aid never tells a
learner more than a careful player at the table would know: the scoring cards not
yet played and not in the seat's own hand (so held by someone else), and the suits
each other player has shown to be out of.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import PIG, SCORING_MASK, SHEEP, TRANSFORMER, Card, Seat, count, suit_of
from .view import SeatView, unseen_cards


@dataclass(frozen=True, slots=True)
class CountingAid:
    """Scoring cards still in other hands (card, copies), high hearts first; known voids per seat."""

    out: tuple[tuple[Card, int], ...]
    voids: tuple[tuple[Seat, tuple[int, ...]], ...]  # (seat, suits it is void in), other seats

    @property
    def hearts(self) -> tuple[tuple[Card, int], ...]:
        return tuple((c, n) for c, n in self.out if suit_of(c) == 1)

    @property
    def specials(self) -> tuple[tuple[Card, int], ...]:
        return tuple((c, n) for c, n in self.out if suit_of(c) != 1)


def counting_aid(view: SeatView) -> CountingAid:
    """What ``view``'s seat can count: scoring cards others still hold, and their shown voids."""
    once, twice = unseen_cards(view)
    hearts = [c for c in range(25, 12, -1) if once >> c & 1]  # ♥A down to ♥2
    specials = [c for c in (PIG, SHEEP, TRANSFORMER) if once >> c & 1]
    out = tuple((c, count(once, twice, c)) for c in hearts + specials if SCORING_MASK >> c & 1)
    voids = tuple(
        (s, tuple(suit for suit in range(4) if view.voids[s] >> suit & 1))
        for s in range(4)
        if s != view.seat
    )
    return CountingAid(out, voids)


__all__ = ["CountingAid", "counting_aid"]
