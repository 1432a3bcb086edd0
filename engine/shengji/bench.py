"""升级's engine speed: random hands a second per preset (``gongzhu bench --game shengji``).

Each hand is drawn, declared, buried and played to its end with random candidate actions
(:func:`engine.shengji.moves.random_playout`): the rules' cost alone, no computer player
thinking. Deterministic hands for a seed; the count depends on the machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from typing import Any

from .draw import deal
from .moves import random_playout
from .rules import PRESETS


def hands_per_second(preset: str, seconds: float, seed: int = 1) -> dict[str, Any]:
    """Random hands of ``preset`` played for about ``seconds``: the count and the rate."""
    rules = PRESETS[preset]
    rng = random.Random(seed)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(deal(rules, count + 1, count % rules.players), rng)
        count += 1
    elapsed = time.perf_counter() - start
    return {"preset": preset, "decks": rules.decks, "hands_per_s": round(count / elapsed, 1)}


def rows(seconds: float) -> Iterator[dict[str, Any]]:
    """One row a preset."""
    for preset in PRESETS:
        yield hands_per_second(preset, seconds)
