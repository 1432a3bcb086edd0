"""The exposure advisor (practice mode): what exposing each special card is worth, in points.

In the exposure window a learner sees, beside every card they may expose, the
estimated gain or loss of exposing it now rather than saying "done". The
estimate is a simulation from what the seat knows and nothing more: hidden hands
are sampled consistently with its :class:`~engine.gongzhu.view.SeatView` (the computer
players' sampler), and every sampled world is played out twice or more — once
with the seat done exposing, once per candidate exposure — by the computer
players' fast heuristic rollout. Each world serves every candidate (common random
numbers), so the difference is much sharper than either mean.

Pure: no clocks but ``time.perf_counter`` for an optional budget; with no budget
the answer depends on the view, the world count and the seed alone.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from .actions import DONE, EXPOSE_BASE, expose
from .cards import Card, Seat
from .hand import EXPOSURE, HandState, advance
from .view import SeatView

DEFAULT_WORLDS = 40


@dataclass(frozen=True, slots=True)
class ExposureEstimate:
    """Exposing ``card`` now changes the seat's standing (its or its team's score less the
    others', as the computer players count it) by about ``gain`` points."""

    card: Card
    gain: float  # mean over worlds of (standing exposing) − (standing done)
    error: float  # standard error of that mean
    worlds: int


def exposable_cards(view: SeatView) -> list[Card]:
    """The special cards the seat may expose now (one entry per card code)."""
    if view.phase != EXPOSURE:
        return []
    return sorted(a - EXPOSE_BASE for a in view.legal if EXPOSE_BASE <= a < EXPOSE_BASE + 52)


def _finish_window(st: HandState, seat: Seat, card: Card | None) -> None:
    """The seat exposes ``card`` (or nothing) and says done; the others decide in the rollout."""
    if card is not None:
        advance(st, seat, expose(card))
    if st.phase == EXPOSURE and st.pending >> seat & 1:
        advance(st, seat, DONE)


def estimate_exposures(
    view: SeatView, worlds: int = DEFAULT_WORLDS, seed: int = 0, budget_s: float | None = None
) -> dict[Card, ExposureEstimate]:
    """The estimated gain of exposing each exposable card, from ``worlds`` sampled worlds.

    ``budget_s`` caps the time (at least four worlds are always played). An empty
    dict when the seat has nothing to expose.
    """
    from .ai.sampler import Sampler  # the computer players' pieces, used as they are
    from .ai.search import objective, rollout

    cards = exposable_cards(view)
    if not cards:
        return {}
    seat = view.seat
    rng = random.Random(seed)
    sampler = Sampler(view)
    diffs: dict[Card, list[float]] = {c: [] for c in cards}
    deadline = None if budget_s is None else time.perf_counter() + budget_s
    played = 0
    while played < worlds:
        base = sampler.world(rng)
        roll_seed = rng.randrange(1 << 30)
        done = base.copy()
        _finish_window(done, seat, None)
        rollout(done, random.Random(roll_seed))
        without = objective(done, seat)
        for card in cards:
            st = base.copy()
            _finish_window(st, seat, card)
            rollout(st, random.Random(roll_seed))
            diffs[card].append(objective(st, seat) - without)
        played += 1
        if deadline is not None and played >= 4 and time.perf_counter() > deadline:
            break
    out = {}
    for card, d in diffs.items():
        n = len(d)
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1) if n > 1 else 0.0
        out[card] = ExposureEstimate(card, mean, (var / n) ** 0.5, n)
    return out


__all__ = ["DEFAULT_WORLDS", "ExposureEstimate", "estimate_exposures", "exposable_cards"]
