"""Portraits of the four 闯关 opponents, drawn with vectors like the cards.

Each face is built from simple shapes in a unit square (round face, ears, eyes,
brows, mouth, then the character's hair, hat, glasses or beard), drawn at four
times the wanted size and smoothscaled down, so edges are soft at any window size.
Warm colours on a round badge, in the spirit of the felt table. Cached per size.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from functools import lru_cache

import pygame

SUPER = 4  # supersampling factor
Colour = tuple[int, int, int]
Point = tuple[float, float]

SKIN: Colour = (247, 211, 178)
SKIN_SHADE: Colour = (226, 180, 146)
INK: Colour = (52, 38, 32)
BLUSH: Colour = (244, 178, 160)
WHITE: Colour = (252, 250, 244)


class Pen:
    """Draws in unit coordinates (0..1) on a supersampled square surface."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.surf = surf
        self.s = surf.get_width()
        self.ring: Sequence[int] = (0, 0, 0)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return (round(x * self.s), round(y * self.s))

    def r(self, v: float) -> int:
        return max(1, round(v * self.s))

    def circle(self, colour: Sequence[int], centre: Point, radius: float) -> None:
        pygame.draw.circle(self.surf, colour, self.p(*centre), self.r(radius))

    def ellipse(self, colour: Sequence[int], box: tuple[float, float, float, float]) -> None:
        x, y, w, h = box
        pygame.draw.ellipse(self.surf, colour, pygame.Rect(*self.p(x, y), self.r(w), self.r(h)))

    def poly(self, colour: Sequence[int], points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surf, colour, [self.p(x, y) for x, y in points])

    def line(self, colour: Sequence[int], points: Sequence[Point], width: float) -> None:
        """A thick polyline with round joints and caps."""
        pts = [self.p(x, y) for x, y in points]
        w = self.r(width)
        for a, b in itertools.pairwise(pts):
            pygame.draw.line(self.surf, colour, a, b, w)
        for q in pts:
            pygame.draw.circle(self.surf, colour, q, w / 2)

    def arc(
        self,
        colour: Sequence[int],
        centre: Point,
        rx: float,
        ry: float,
        start: float,
        end: float,
        width: float,
    ) -> None:
        """An elliptical arc (angles in degrees, 0 = right, counter-clockwise as on screen: up)."""
        n = 24
        pts = []
        for i in range(n + 1):
            t = math.radians(start + (end - start) * i / n)
            pts.append((centre[0] + rx * math.cos(t), centre[1] - ry * math.sin(t)))
        self.line(colour, pts, width)

    def blob(
        self, colour: Sequence[int], centre: Point, rx: float, ry: float, start: float, end: float
    ) -> None:
        """A filled elliptical segment (the chord closes it)."""
        n = 32
        pts = []
        for i in range(n + 1):
            t = math.radians(start + (end - start) * i / n)
            pts.append((centre[0] + rx * math.cos(t), centre[1] - ry * math.sin(t)))
        self.poly(colour, pts)


# ---------------------------------------------------------------- shared parts


def _badge(pen: Pen, colour: Colour) -> None:
    """The round background; everything drawn after it is clipped to the circle and ringed."""
    pen.circle(colour, (0.5, 0.5), 0.5)
    pen.ring = tuple(round(c * 0.72) for c in colour)


def _shoulders(pen: Pen, colour: Colour, collar: Colour | None = None) -> None:
    pen.blob(colour, (0.5, 1.02), 0.40, 0.27, 0, 180)
    pen.poly(SKIN_SHADE, [(0.43, 0.70), (0.57, 0.70), (0.555, 0.80), (0.445, 0.80)])  # neck
    if collar is not None:
        pen.poly(
            collar,
            [(0.40, 0.78), (0.5, 0.87), (0.60, 0.78), (0.62, 0.82), (0.5, 0.93), (0.38, 0.82)],
        )


def _face(pen: Pen, skin: Colour = SKIN) -> None:
    pen.circle(SKIN_SHADE, (0.285, 0.50), 0.055)  # ears
    pen.circle(SKIN_SHADE, (0.715, 0.50), 0.055)
    pen.ellipse(skin, (0.29, 0.28, 0.42, 0.47))
    for x in (0.37, 0.63):  # cheeks
        pen.ellipse(BLUSH, (x - 0.045, 0.555, 0.09, 0.05))
    pen.arc(SKIN_SHADE, (0.5, 0.535), 0.022, 0.02, 200, 340, 0.012)  # nose


def _eyes(pen: Pen, y: float = 0.49, open_: bool = True) -> None:
    for x in (0.42, 0.58):
        if open_:
            pen.ellipse(WHITE, (x - 0.028, y - 0.022, 0.056, 0.044))
            pen.circle(INK, (x, y + 0.002), 0.017)
            pen.circle(WHITE, (x + 0.006, y - 0.006), 0.005)
        else:  # content, closed: a smiling arc
            pen.arc(INK, (x, y + 0.012), 0.026, 0.02, 20, 160, 0.011)


def _brows(pen: Pen, y: float, tilt: float, colour: Colour = INK, width: float = 0.013) -> None:
    """``tilt`` > 0 raises the inner ends (worried), < 0 lowers them (bold)."""
    pen.line(colour, [(0.385, y), (0.45, y - tilt)], width)
    pen.line(colour, [(0.615, y), (0.55, y - tilt)], width)


# ---------------------------------------------------------------- the four faces


def _granny(pen: Pen) -> None:
    """王奶奶: grey bun, round glasses, a gentle worried smile, a lilac cardigan."""
    grey, grey_dark = (212, 210, 206), (168, 164, 160)
    _badge(pen, (96, 170, 160))
    _shoulders(pen, (160, 120, 180), (236, 228, 240))
    for i in range(5):  # pearls
        pen.circle(
            WHITE,
            (0.43 + i * 0.035, 0.815 + (0.012 if i in (1, 3) else 0.02 if i == 2 else 0)),
            0.011,
        )
    pen.circle(grey_dark, (0.5, 0.205), 0.085)  # bun
    pen.circle(grey, (0.5, 0.2), 0.075)
    pen.blob(grey_dark, (0.5, 0.43), 0.235, 0.2, 0, 180)
    _face(pen)
    pen.blob(grey, (0.5, 0.42), 0.215, 0.15, 0, 180)  # hair parted over the brow
    pen.line(grey_dark, [(0.5, 0.28), (0.5, 0.33)], 0.01)
    _eyes(pen, 0.49)
    _brows(pen, 0.435, 0.015, grey_dark)
    for x in (0.42, 0.58):  # round glasses
        pen.arc((120, 80, 60), (x, 0.49), 0.048, 0.046, 0, 360, 0.01)
    pen.line((120, 80, 60), [(0.468, 0.49), (0.532, 0.49)], 0.01)
    pen.arc((170, 70, 70), (0.5, 0.585), 0.04, 0.025, 200, 340, 0.012)  # small smile


def _uncle(pen: Pen) -> None:
    """张大叔: straw hat with a red ♦ on its band, moustache, a broad greedy grin."""
    straw, straw_dark = (236, 196, 110), (196, 150, 70)
    _badge(pen, (232, 140, 70))
    _shoulders(pen, (70, 110, 170), (240, 236, 226))
    _face(pen)
    pen.blob((80, 56, 40), (0.5, 0.40), 0.215, 0.08, 0, 180)  # hair under the hat
    pen.ellipse(straw_dark, (0.14, 0.285, 0.72, 0.12))  # brim
    pen.ellipse(straw, (0.15, 0.28, 0.70, 0.105))
    pen.blob(straw, (0.5, 0.33), 0.2, 0.19, 0, 180)  # crown
    pen.poly((190, 50, 50), [(0.305, 0.305), (0.695, 0.305), (0.69, 0.33), (0.31, 0.33)])  # band
    pen.poly((230, 60, 60), [(0.5, 0.285), (0.525, 0.318), (0.5, 0.35), (0.475, 0.318)])  # ♦
    for i in range(4):  # weave
        pen.line(straw_dark, [(0.35 + i * 0.1, 0.2), (0.34 + i * 0.1, 0.3)], 0.006)
    _eyes(pen, 0.49, open_=False)
    _brows(pen, 0.44, -0.012, (80, 56, 40), 0.018)
    pen.blob((120, 40, 40), (0.5, 0.61), 0.085, 0.075, 180, 360)  # open grin
    pen.blob(WHITE, (0.5, 0.61), 0.075, 0.025, 180, 360)
    pen.circle((245, 200, 60), (0.535, 0.62), 0.012)  # a gold tooth
    pen.blob((80, 56, 40), (0.47, 0.585), 0.055, 0.03, 0, 180)  # moustache
    pen.blob((80, 56, 40), (0.53, 0.585), 0.055, 0.03, 0, 180)


def _young(pen: Pen) -> None:
    """小马: spiky black hair, a raised brow, a loud laugh, a red jacket, a plaster."""
    hair = (34, 30, 36)
    _badge(pen, (200, 70, 70))
    _shoulders(pen, (210, 50, 50), (250, 220, 90))
    spikes = [
        (0.27, 0.47),
        (0.22, 0.30),
        (0.33, 0.32),
        (0.32, 0.16),
        (0.42, 0.25),
        (0.48, 0.10),
        (0.54, 0.23),
        (0.64, 0.12),
        (0.65, 0.27),
        (0.79, 0.24),
        (0.73, 0.35),
        (0.76, 0.47),
    ]
    pen.poly(hair, spikes + [(0.5, 0.36)])
    _face(pen)
    pen.poly(
        hair,
        [
            (0.29, 0.44),
            (0.31, 0.33),
            (0.42, 0.28),
            (0.6, 0.28),
            (0.7, 0.34),
            (0.71, 0.44),
            (0.64, 0.36),
            (0.58, 0.38),
            (0.5, 0.34),
            (0.42, 0.38),
            (0.36, 0.36),
        ],
    )
    _eyes(pen, 0.49)
    pen.line(hair, [(0.39, 0.44), (0.45, 0.435)], 0.016)  # one brow level …
    pen.line(hair, [(0.55, 0.42), (0.61, 0.405)], 0.016)  # … one raised
    pen.blob((120, 40, 40), (0.5, 0.585), 0.07, 0.085, 180, 360)  # laughing mouth
    pen.blob((230, 110, 110), (0.5, 0.64), 0.04, 0.02, 180, 360)  # tongue
    pen.blob(WHITE, (0.5, 0.587), 0.06, 0.02, 180, 360)
    pen.poly((236, 206, 160), [(0.61, 0.55), (0.67, 0.53), (0.68, 0.56), (0.62, 0.58)])  # plaster
    pen.line((200, 170, 130), [(0.635, 0.545), (0.645, 0.565)], 0.006)


def _master(pen: Pen) -> None:
    """陈老师: a black skullcap with a red knot, a long white beard, calm closed eyes, a dark robe."""
    white, white_dark = (244, 242, 236), (206, 204, 198)
    _badge(pen, (70, 80, 140))
    _shoulders(pen, (40, 40, 60), (220, 180, 80))
    _face(pen)
    pen.blob(white_dark, (0.31, 0.47), 0.035, 0.07, 90, 270)  # white sideburns
    pen.blob(white_dark, (0.69, 0.47), 0.035, 0.07, -90, 90)
    pen.blob((30, 30, 40), (0.5, 0.39), 0.215, 0.14, 0, 180)  # skullcap
    for x in (0.39, 0.5, 0.61):
        pen.line((60, 60, 76), [(x, 0.26), (x, 0.385)], 0.007)
    pen.poly((30, 30, 40), [(0.285, 0.385), (0.715, 0.385), (0.715, 0.405), (0.285, 0.405)])
    pen.circle((200, 40, 40), (0.5, 0.245), 0.025)  # red knot
    _eyes(pen, 0.485, open_=False)
    _brows(pen, 0.44, -0.005, white_dark, 0.02)
    beard = [
        (0.37, 0.6),
        (0.42, 0.64),
        (0.5, 0.65),
        (0.58, 0.64),
        (0.63, 0.6),
        (0.62, 0.7),
        (0.57, 0.8),
        (0.5, 0.88),
        (0.43, 0.8),
        (0.38, 0.7),
    ]
    pen.poly(white_dark, [(x, y + 0.01) for x, y in beard])
    pen.poly(white, beard)
    pen.blob(white, (0.455, 0.6), 0.07, 0.03, 0, 180)  # moustache
    pen.blob(white, (0.545, 0.6), 0.07, 0.03, 0, 180)
    pen.line(white_dark, [(0.5, 0.68), (0.5, 0.8)], 0.006)
    pen.arc((170, 90, 80), (0.5, 0.605), 0.025, 0.012, 200, 340, 0.01)


DRAW: dict[str, Callable[[Pen], None]] = {
    "cautious": _granny,
    "greedy": _uncle,
    "reckless": _young,
    "master": _master,
}


@lru_cache(maxsize=32)
def portrait(personality: str, size_px: int, grey: bool = False) -> pygame.Surface:
    """The opponent's round portrait, ``size_px`` across (``grey``: locked, dimmed and desaturated)."""
    side = size_px * SUPER
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    pen = Pen(big)
    DRAW[personality](pen)
    mask = pygame.Surface((side, side), pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.circle(mask, (255, 255, 255, 255), (side / 2, side / 2), side / 2)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    pygame.draw.circle(big, pen.ring, (side / 2, side / 2), side / 2, max(2, round(side * 0.03)))
    out = pygame.transform.smoothscale(big, (size_px, size_px))
    if grey:
        out = pygame.transform.grayscale(out)
        out.fill((150, 150, 150, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


@lru_cache(maxsize=16)
def star(size_px: int, colour: Colour) -> pygame.Surface:
    """A five-pointed star ``size_px`` across (strength on the ladder), smooth-edged."""
    side = max(4, size_px) * SUPER
    big = pygame.Surface((side, side), pygame.SRCALPHA)
    pts = []
    for i in range(10):
        a = math.pi / 2 + i * math.pi / 5
        rr = 0.5 if i % 2 == 0 else 0.2
        pts.append((0.5 + rr * math.cos(a), 0.53 - rr * math.sin(a)))
    Pen(big).poly(colour, pts)
    return pygame.transform.smoothscale(big, (max(4, size_px), max(4, size_px)))
