"""Chances, from one seat's knowledge, that another seat beats a play (SHENGJI §6, §7).

Every unseen copy is taken to lie with each hand that may hold it (not shown void in its group)
in proportion to that hand's size — the hidden kitty and the duel's stock count as holders too.
From that: the chance a seat holds a higher single, pair or tractor in a group, the chance it is
void in a group (so may trump), and the chance it takes the trick from the play winning now.
Rough on purpose: a heuristic's estimate, computed once per decision in a few hundred steps.
"""

from __future__ import annotations

from ..cards import POINTS, Seat
from ..order import TRUMPS
from ..shapes import PLACES
from .knowledge import Ctx


class Odds:
    """Per group: the unseen copies above each place, the unseen pairs, each seat's share."""

    __slots__ = ("above", "count", "ctx", "me", "pairs", "per_card", "pool")

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self.me = ctx.seat
        order = ctx.order
        unseen = ctx.unseen
        singles = [[0] * (PLACES + 1) for _ in range(5)]
        pairs = [[0] * PLACES for _ in range(5)]
        count = [0] * 5
        unseen_points = 0
        for c in range(54):
            n = unseen[c]
            if n <= 0:
                continue
            unseen_points += n * POINTS[c]
            g = order.group[c]
            p = order.place[c]
            singles[g][p] += n
            count[g] += n
            if n >= 2:
                pairs[g][p] += 1
        # above[g][p]: unseen copies of group g placed higher than p (p = -1: all of them)
        above = []
        for g in range(5):
            row = [0] * (PLACES + 1)
            run = 0
            for p in range(PLACES - 1, -1, -1):
                row[p] = run  # strictly above p
                run += singles[g][p]
            row[PLACES] = run  # index -1 wraps here: every copy
            above.append(row)
        self.above = above
        self.pairs = pairs
        self.count = count
        self.per_card = unseen_points / ctx.total if ctx.total > 0 else 0.0  # points per card
        seen = ctx.seen
        extra = ctx.hidden_kitty + ctx.stock
        pool = []
        for g in range(5):
            bit = 1 << g
            total = extra
            for s in range(ctx.players):
                if s != self.me and not seen.void[s] & bit:
                    total += ctx.sizes[s]
            pool.append(total)
        self.pool = pool

    def share(self, seat: Seat, group: int) -> float:
        """The chance an unseen copy of ``group`` is in ``seat``'s hand."""
        if self.ctx.seen.void[seat] >> group & 1:
            return 0.0
        pool = self.pool[group]
        return self.ctx.sizes[seat] / pool if pool else 0.0

    def void(self, seat: Seat, group: int) -> float:
        """The chance ``seat`` holds no card of ``group`` (1 when shown, or none is unseen)."""
        if self.ctx.seen.void[seat] >> group & 1:
            return 1.0
        n = self.count[group]
        if n == 0:
            return 1.0
        pool = self.pool[group]
        h = self.ctx.sizes[seat]
        if h == 0:
            return 1.0
        p = 1.0
        for i in range(min(h, pool)):
            left = pool - i
            if left - n <= 0:
                return 0.0
            p *= (left - n) / left
        return p

    def holds_above(self, seat: Seat, group: int, kind: int, top: int) -> float:
        """The chance ``seat`` holds, in ``group``, a single (``kind`` 0), a pair (1) or a
        tractor of ``kind`` pairs with its top above place ``top`` (-1: any)."""
        sh = self.share(seat, group)
        if sh <= 0.0:
            return 0.0
        if kind == 0:
            m = self.above[group][top if top >= 0 else PLACES]
            return 1.0 - (1.0 - sh) ** m if m else 0.0
        if self.ctx.seen.nopair[seat] >> group & 1:
            return 0.0
        row = self.pairs[group]
        q = sh * sh
        if kind == 1:
            m = 0
            for p in range(top + 1, PLACES):
                m += row[p]
            return 1.0 - (1.0 - q) ** m if m else 0.0
        runs = 0
        length = 0
        for p in range(PLACES):
            length = length + 1 if row[p] else 0
            if length >= kind and p > top:
                runs += 1
        return 1.0 - (1.0 - q**kind) ** runs if runs else 0.0

    def takes(self, seat: Seat, group: int, kind: int, ruffed: bool, top: int) -> float:
        """The chance ``seat`` beats the winning play: ``ruffed`` — it is a trump play on a
        plain lead, of value ``top``; else a play of the led ``group`` with top ``top``
        (``top`` past the group's places: a throw that stood, unbeatable in its group)."""
        if ruffed:
            return self.void(seat, group) * self.holds_above(seat, TRUMPS, kind, top)
        inside = self.holds_above(seat, group, kind, top) if top < PLACES else 0.0
        if group == TRUMPS:
            return inside
        ruff = self.void(seat, group) * self.holds_above(seat, TRUMPS, kind, -1)
        return min(1.0, inside + ruff)  # holding a higher card and being void exclude
