"""The wooden table top: boards with long grain, drawn at the output size.

Why drawn and not scaled: a grain smoothed up from a small picture reads as a gradient.
Lines drawn at the real size stay sharp at 1080p and 4K; the pattern is seeded, so the
table looks the same every time, and the centre is lit like the cloth felts.
"""

from __future__ import annotations

import math
import random

import pygame

BOARDS = 5  # boards across the table's height
LIGHT, DARK = (158, 104, 60), (92, 56, 30)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def wood(size: tuple[int, int], vignette: pygame.Surface) -> pygame.Surface:
    """Boards ``size`` large; ``vignette`` (any size) darkens the edges by multiplication."""
    w, h = size
    rnd = random.Random(11)
    surf = pygame.Surface(size)
    unit = h / 720  # one logical pixel
    board_h = h / BOARDS
    for b in range(BOARDS):
        top = b * board_h
        tone = 0.25 + 0.5 * rnd.random()
        base = _mix(LIGHT, DARK, tone)
        surf.fill(base, pygame.Rect(0, round(top), w, math.ceil(board_h)))
        _grain(surf, rnd, top, board_h, base, unit)
        # an end joint, staggered from board to board
        x = round(w * (0.2 + 0.6 * rnd.random()))
        pygame.draw.line(
            surf, _mix(base, (30, 16, 6), 0.6), (x, top), (x, top + board_h), max(1, round(unit))
        )
        # the seam between boards: a dark groove and a lit edge under it
        pygame.draw.line(surf, (46, 26, 12), (0, top), (w, top), max(1, round(2 * unit)))
        pygame.draw.line(
            surf,
            _mix(base, (255, 230, 190), 0.25),
            (0, top + max(1, round(2 * unit))),
            (w, top + max(1, round(2 * unit))),
            1,
        )
    shade = pygame.transform.smoothscale(vignette, size)
    surf.blit(shade, (0, 0), special_flags=pygame.BLEND_MULT)
    return surf


def _grain(
    surf: pygame.Surface,
    rnd: random.Random,
    top: float,
    board_h: float,
    base: tuple[int, int, int],
    unit: float,
) -> None:
    """Long wavy lines along one board, some darker and some lighter than the wood."""
    w = surf.get_width()
    lines = int(board_h / (3.2 * unit))
    step = max(4, round(w / 160))
    for _ in range(lines):
        y0 = top + rnd.random() * board_h
        amp = (1.5 + 5 * rnd.random()) * unit
        wave = (0.8 + 2.5 * rnd.random()) / w * 2 * math.pi
        phase = rnd.random() * 2 * math.pi
        dark = rnd.random() < 0.7
        colour = _mix(base, (40, 20, 8) if dark else (230, 180, 120), 0.12 + 0.22 * rnd.random())
        points = [
            (x, min(top + board_h - 1, max(top + 1, y0 + amp * math.sin(x * wave + phase))))
            for x in range(0, w + step, step)
        ]
        width = max(1, round(unit * (0.8 + 1.2 * rnd.random())))
        pygame.draw.lines(surf, colour, False, points, width)
    for _ in range(rnd.randint(0, 2)):  # a knot: rings round a dark core
        cx, cy = rnd.random() * w, top + board_h * (0.3 + 0.4 * rnd.random())
        for k in range(5, 0, -1):
            r = pygame.Rect(0, 0, round(k * 9 * unit), round(k * 3.2 * unit))
            r.center = (round(cx), round(cy))
            pygame.draw.ellipse(surf, _mix(base, (40, 20, 8), 0.15 + 0.1 * (5 - k)), r, 0)
