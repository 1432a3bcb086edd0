"""Duplicate duels of two heuristic weightings, and the greedy search that tuned the expert's.

A duel plays each deal once per rotation of the seats, so both weightings hold
every hand; the heuristic needs no clock, so a duel is exact and fast (thousands
of hands a second). ``python -m build.tune_weights`` prints duels and re-runs the search.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from engine.core.stats import mean_ci

from ..hand import deal
from ..rules import RuleSet
from .search import rollout
from .weights import Weights

MULTIPLIERS = (0.5, 0.75, 1.33, 2.0)
CHANCES = ("lead_escape", "mate_share")  # probabilities: tried only up to 0.95


@dataclass(frozen=True, slots=True)
class Bout:
    """Rules to duel under: ``slots`` says which seats play ``A`` (ABAB: a team in partners)."""

    name: str
    rules: RuleSet
    slots: str


def duel_deal(bout: Bout, deal_no: int, a: Weights, b: Weights) -> float:
    """One deal, once per rotation: the mean score of the A seats minus the B seats'."""
    # In whole points over one denominator, so that a level duel is exactly 0 (the tuner's
    # test for a weight that changes no play), not a rounding residue of the seats' means.
    n_a, n_b = bout.slots.count("A"), bout.slots.count("B")
    total = 0
    for rot in range(4):
        st = deal(bout.rules, deal_no, deal_no & 3, True)
        side = [bout.slots[(s - rot) % 4] for s in range(4)]
        rollout(
            st, random.Random(deal_no * 4 + rot), weights=tuple(a if x == "A" else b for x in side)
        )
        assert st.result is not None
        score = st.result.credited
        mine = sum(score[s] for s in range(4) if side[s] == "A")
        theirs = sum(score[s] for s in range(4) if side[s] == "B")
        total += mine * n_b - theirs * n_a
    return total / (4 * n_a * n_b)


Mapper = Callable[
    [
        Callable[[tuple[Bout, int, Weights, Weights]], float],
        Sequence[tuple[Bout, int, Weights, Weights]],
    ],
    list[float],
]


def _one(args: tuple[Bout, int, Weights, Weights]) -> float:
    return duel_deal(*args)


def duel(
    bout: Bout, deals: Sequence[int], a: Weights, b: Weights, mapper: Mapper | None = None
) -> tuple[float, float]:
    """A − B per seat per hand over ``deals``, with the 95% half-width (``mapper``: a pool's map)."""
    jobs = [(bout, d, a, b) for d in deals]
    xs = mapper(_one, jobs) if mapper is not None else [_one(j) for j in jobs]
    return mean_ci(xs)


def tune(
    start: Weights,
    bouts: Sequence[Bout],
    deals: int,
    mapper: Mapper | None = None,
    sweeps: int = 2,
    names: Sequence[str] = (),
) -> Iterator[tuple[str, float, float, float, bool, Weights]]:
    """Greedy search, one weight at a time (``names``, or every one): try each multiplier
    against the current best on fresh deals; keep the best try if it wins by 2.5 standard
    errors and again (2 SE) on other fresh deals. Yields (weight, value tried, gain, its
    standard error, kept, best so far); two-deck gains count half (their scores run about
    twice as high)."""
    best = start
    first = 1_000_000

    def gain(w: Weights) -> tuple[float, float]:
        nonlocal first
        total = var = 0.0
        for bout in bouts:
            n = deals // bout.rules.decks
            m, h = duel(bout, range(first, first + n), w, best, mapper)
            first += n
            total += m / bout.rules.decks
            var += (h / 1.96 / bout.rules.decks) ** 2
        return total, math.sqrt(var)

    for _ in range(sweeps):
        moved = False
        for f in dataclasses.fields(Weights):
            if names and f.name not in names:
                continue
            cur = getattr(best, f.name)
            tries = []
            for k in MULTIPLIERS:
                v = round(cur * k, 4)
                if f.name in CHANCES and v > 0.95:
                    continue
                w = dataclasses.replace(best, **{f.name: v})
                tries.append((*gain(w), w))
            g, se, w = max(tries, key=lambda t: t[0])
            kept = False
            if se > 0 and g > 2.5 * se:  # (a weight that changes no play gains 0 ± 0)
                g2, se2 = gain(w)
                kept = g2 > 2 * se2
            if kept:
                best, moved = w, True
            yield f.name, getattr(w, f.name), g, se, kept, best
        if not moved:
            return
