"""Deal numbers: every hand of a game is numbered from the game's seed, and a number names its
shuffle, so a hand is shown, saved and replayed by its number alone.

>>> deal_number(7, 0) == deal_number(7, 0), shuffled([1, 2, 3], 5) == shuffled([1, 2, 3], 5)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")


def deal_number(game_seed: int, hand_index: int) -> int:
    """The deal number of a game's hand: shown on screen, enough to deal the same cards."""
    return random.Random(game_seed * 1_000_003 + hand_index).randrange(1, 100_000_000)


def shuffled(cards: Sequence[T], seed: int) -> list[T]:
    """A copy of ``cards`` in the seeded order a deal number names."""
    out = list(cards)
    random.Random(seed).shuffle(out)
    return out
