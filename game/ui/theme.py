"""Colours and the table felt, rendered once per (colour, output size).

Why cached: a full-window gradient with texture is far too costly per frame at 4K.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ui.wood import wood

if TYPE_CHECKING:
    from game.ui.canvas import Canvas

FELTS = {  # Settings.table_colour → (centre, edge)
    "green": ((21, 104, 66), (8, 50, 30)),  # #0f5132 family, darker at the edges
    "blue": ((24, 78, 128), (10, 34, 62)),
    "red": ((128, 30, 36), (58, 12, 16)),
    "wood": ((150, 98, 56), (78, 46, 24)),
}

TEXT = (244, 241, 230)
TEXT_DIM = (198, 206, 196)
GOLD = (242, 201, 76)
PANEL = (0, 0, 0, 110)
# One look per kind of button, the same on every screen: the fill says the kind (normal,
# primary: the way forward, danger: what loses something), the focus is a ring around it
# (never a fill, so a focused button keeps its kind), the mouse lightens the fill a little.
BUTTON = (250, 248, 240)
BUTTON_TEXT = (33, 33, 33)
BUTTON_PRIMARY = GOLD
BUTTON_DANGER = (178, 52, 44)
BUTTON_DANGER_TEXT = (255, 246, 240)
BUTTON_DISABLED = (120, 124, 118)
BUTTON_DISABLED_TEXT = (206, 208, 202)
HOVER_LIGHTEN = 0.28  # of the way to white
SELECTED = (242, 201, 76)
FOCUS = (
    120,
    214,
    255,
)  # the keyboard focus on every widget: a light blue ring, a colour no fill uses


def lighter(colour: tuple[int, int, int], k: float = HOVER_LIGHTEN) -> tuple[int, int, int]:
    """``colour`` a share ``k`` of the way to white (the mouse over a button)."""
    return (
        round(colour[0] + (255 - colour[0]) * k),
        round(colour[1] + (255 - colour[1]) * k),
        round(colour[2] + (255 - colour[2]) * k),
    )


SHADOW = (0, 0, 0, 90)
LINE = (128, 150, 138)


@lru_cache(maxsize=4)
def felt(colour: str, size: tuple[int, int]) -> pygame.Surface:
    """The table surface: radial gradient, fine fibre noise, wood grain for "wood"."""
    centre, edge = FELTS.get(colour, FELTS["green"])
    if colour == "wood":  # boards with their grain, lit at the centre as the cloths are
        white = (255, 255, 255)
        surf = wood(size, _gradient(white, (190, 180, 170)))
    else:  # cloth: the gradient and a fine speckle of fibres
        surf = pygame.transform.smoothscale(_gradient(centre, edge), size)
        tile = _noise()
        for ty in range(0, size[1], tile.get_height()):
            for tx in range(0, size[0], tile.get_width()):
                surf.blit(tile, (tx, ty))
    try:
        return surf.convert()
    except pygame.error:
        return surf


def lay_felt(canvas: Canvas, colour: str) -> None:
    """The felt over the whole window: a letterbox's bars are felt too, never black."""
    canvas.cover(felt(colour, canvas.whole().get_size()))


def _gradient(centre: tuple[int, ...], edge: tuple[int, ...]) -> pygame.Surface:
    """A small radial gradient from ``centre`` to ``edge`` (smoothscaled up by the caller)."""
    gw, gh = 96, 54
    small = pygame.Surface((gw, gh))
    for y in range(gh):
        for x in range(gw):
            dx, dy = (x - gw / 2) / (gw / 2), (y - gh / 2) / (gh / 2)
            k = min(1.0, (dx * dx * 0.7 + dy * dy) ** 0.5 / 1.15) ** 1.6
            small.set_at((x, y), [round(c + (e - c) * k) for c, e in zip(centre, edge)])
    return small


@lru_cache(maxsize=1)
def _noise() -> pygame.Surface:
    """A small translucent speckle tile that gives the felt a woven look."""
    rnd = random.Random(7)
    tile = pygame.Surface((128, 128), pygame.SRCALPHA)
    for y in range(128):
        for x in range(128):
            v = rnd.random()
            if v < 0.5:
                tile.set_at((x, y), (0, 0, 0, rnd.randint(0, 14)))
            else:
                tile.set_at((x, y), (255, 255, 255, rnd.randint(0, 8)))
    return tile
