"""The sampler's worlds look exactly like the seat's view, and respect what it knows."""

from __future__ import annotations

import random
import zlib

import pytest
from test_ai_players import RULESETS, random_positions

from engine.ai.sampler import Sampler
from engine.cards import SUIT_MASKS
from engine.view import view_for


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


@pytest.mark.parametrize("name", ["classic", "tournament", "double", "hidden"])
def test_stratified_worlds_match_the_view_and_steady_the_pig(name: str) -> None:
    """Worlds in blocks that share the pig out as a larger draw does: each still matches the
    view, the pig goes to each seat as often on average as in plain worlds, and a block's
    count varies far less from block to block."""
    from engine.cards import PIG
    from engine.view import unseen_cards

    def pig_counts(worlds: list) -> list[int]:
        return [
            sum((w.hand1[s] >> PIG & 1) + (w.hand2[s] >> PIG & 1) for w in worlds)
            for s in range(4)
        ]

    checked = 0
    for st, seat in random_positions(RULESETS[name], 40, 11):
        view = view_for(st, seat)
        if not unseen_cards(view)[0] >> PIG & 1:
            continue
        sampler = Sampler(view)
        rng = random.Random(checked)
        plain, steady = [], []
        for _ in range(40):
            worlds = sampler.stratified(rng, 16, 4)
            assert len(worlds) == 16
            for world in worlds[:2]:
                assert view_for(world, seat) == view
            steady.append(pig_counts(worlds))
            plain.append(pig_counts([sampler.world(rng) for _ in range(16)]))
        for s in range(4):
            a = [c[s] for c in plain]
            b = [c[s] for c in steady]
            mean_a, mean_b = sum(a) / len(a), sum(b) / len(b)
            assert abs(mean_a - mean_b) < 1.5, (name, s, mean_a, mean_b)
            var_a = sum((x - mean_a) ** 2 for x in a) / len(a)
            var_b = sum((x - mean_b) ** 2 for x in b) / len(b)
            if var_a > 1.0:
                assert var_b < 0.6 * var_a, (name, s, var_a, var_b)
        checked += 1
        if checked == 3:
            break
    assert checked == 3
