"""The sampler's worlds look exactly like the seat's view, and respect what it knows."""

from __future__ import annotations

import random
import zlib

import pytest
from test_ai_players import RULESETS, random_positions

from engine.gongzhu.ai.sampler import Sampler
from engine.gongzhu.cards import SUIT_MASKS
from engine.gongzhu.view import view_for


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_worlds_match_the_view(name: str) -> None:
    rng = random.Random(1)
    for st, seat in random_positions(RULESETS[name], 40, 3 + (zlib.crc32(name.encode()) & 0xFF)):
        view = view_for(st, seat)
        sampler = Sampler(view)
        for _ in range(3):
            world = sampler.world(rng)
            assert view_for(world, seat) == view
            for s in range(4):
                if s == seat:
                    continue
                for suit in range(4):
                    if view.voids[s] >> suit & 1:
                        assert not (world.hand1[s] & SUIT_MASKS[suit]), "card dealt into a void"
            for s in range(4):
                if s != seat and view.rules.exposure != "hidden":
                    e1, _ = view.exposed_held[s]
                    assert world.hand1[s] & e1 == e1
