"""拱猪's engine speed: random legal hands a second, one and two decks (``gongzhu bench``).

Each hand is dealt and played to its end with random legal actions: the rules' cost alone, no
computer player thinking. Deterministic hands for a seed; the count depends on the machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

from .hand import HAND_OVER, HandState, advance, deal, legal_actions, random_playout, to_act
from .rules import RuleSet


def bench(decks: int, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random legal hands per second, and the mean cost of one legal-actions call."""
    rules = RuleSet(decks=decks)
    rng = random.Random(seed)
    hands = 0
    start = time.perf_counter()
    sample: list[HandState] = []
    while time.perf_counter() - start < seconds:
        st = deal(rules, rng.randrange(1 << 30), rng.randrange(4))
        final = random_playout(st, rng)
        hands += 1
        if len(sample) < 200:
            sample.append(st)
        assert final.result is not None
    elapsed = time.perf_counter() - start
    # legal_actions on positions from real play: replay a few hands and time each call.
    calls = 0
    spent = 0.0
    for st in sample:
        st = st.copy()
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            t = time.perf_counter()
            acts = legal_actions(st, seat)
            spent += time.perf_counter() - t
            calls += 1
            advance(st, seat, acts[rng.randrange(len(acts))])
    return {
        "decks": decks,
        "hands_per_s": round(hands / elapsed, 1),
        "legal_actions_us": round(spent / calls * 1e6, 2),
    }


def rows(seconds: float) -> Iterator[dict[str, Any]]:
    """One row a form of the game: one deck, then two."""
    for decks in (1, 2):
        yield bench(decks, seconds)
