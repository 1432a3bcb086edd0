"""The wooden table reads as wood, not as a gradient: grain runs along the boards, so the
colour changes far more across the grain (down the screen) than along it, at every size."""

from __future__ import annotations

import random

import pytest

from game import testing  # noqa: F401 - a headless display for the surfaces
from game.ui import theme


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_wood_table_has_grain(size: tuple[int, int]) -> None:
    import pygame

    pygame.display.init()
    surf = theme.felt("wood", size)
    rnd = random.Random(3)
    across = along = 0.0
    for _ in range(4000):
        x, y = rnd.randrange(1, size[0] - 2), rnd.randrange(1, size[1] - 2)
        c = surf.get_at((x, y))
        down, right = surf.get_at((x, y + 1)), surf.get_at((x + 1, y))
        across += sum(abs(c[i] - down[i]) for i in range(3))
        along += sum(abs(c[i] - right[i]) for i in range(3))
    across, along = across / 4000, along / 4000
    assert across >= 6, f"hardly any grain: {across:.1f} levels between rows"
    assert across >= 2.5 * along, f"no direction to it: {across:.1f} across, {along:.1f} along"
