"""Procedurally drawn playing cards: faces, backs and soft shadows.

Why procedural: no image assets to license, and every card is drawn at the exact
output size (crisp at 1080p and 4K). Each card is drawn supersampled and smoothscaled
down, then cached per (card, size, options), so a frame only blits.

Cards are named by engine codes ("SQ", "CT", "H2": suit S H D C, rank 2-9 T J Q K A);
this module does not import the engine.

    >>> parse_code("CT")
    ('C', 'T')
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import fonts

CARD_W, CARD_H = 90, 130  # logical size at 720p (DESIGN.md)
ASPECT = CARD_H / CARD_W
SUITS = "SHDC"
RANKS = "23456789TJQKA"
ALL_CODES = tuple(s + r for s in SUITS for r in RANKS)

PAPER = (251, 250, 245)  # #fbfaf5
EDGE = (188, 184, 170)
RED = (198, 40, 40)  # #c62828
BLACK = (33, 33, 33)  # #212121
BLUE = (21, 101, 192)  # #1565c0 (four-colour ♦)
GREEN = (46, 125, 50)  # #2e7d32 (four-colour ♣)
GOLD = (242, 201, 76)  # #f2c94c
GOLD_DARK = (168, 128, 24)

BACKS = {  # Settings.card_back → (main, light, dark)
    "blue": ((28, 74, 140), (72, 124, 196), (16, 44, 92)),
    "red": ((150, 32, 38), (204, 78, 78), (96, 18, 24)),
    "green": ((26, 102, 62), (72, 156, 104), (14, 62, 36)),
}

# The special cards carry a small gold mark with their name so they stand out in a fan.
MARKS = {"SQ": "猪", "DJ": "羊", "CT": "变"}
SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_LABEL = {"T": "10"}


def parse_code(code: str) -> tuple[str, str]:
    """Split an engine card code into (suit letter, rank letter); raise ValueError if bad."""
    if len(code) != 2 or code[0] not in SUITS or code[1] not in RANKS:
        raise ValueError(f"not a card code: {code!r}")
    return code[0], code[1]


def label(code: str) -> str:
    """The card as players write it: "♠Q", "♣10"."""
    suit, rank = parse_code(code)
    return SUIT_SYMBOL[suit] + RANK_LABEL.get(rank, rank)


def suit_colour(suit: str, four_colour: bool = False) -> tuple[int, int, int]:
    if four_colour and suit == "D":
        return BLUE
    if four_colour and suit == "C":
        return GREEN
    return RED if suit in "HD" else BLACK


def card_size(width_px: int) -> tuple[int, int]:
    """Output pixel size of a card ``width_px`` wide (fixed 90:130 proportions)."""
    return width_px, round(width_px * ASPECT)


# -- suit shapes ----------------------------------------------------------------------


def _heart_points(
    cx: float, cy: float, size: float, flip: bool = False
) -> list[tuple[float, float]]:
    """The classic parametric heart, ``size`` wide, centred on (cx, cy)."""
    pts = []
    k = size / 33.0
    for i in range(96):
        t = 2 * math.pi * i / 96
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        y += 2.5  # centre the heart's bounding box vertically
        pts.append((cx + x * k, cy + (-y if flip else y) * k))
    return pts


def draw_suit(
    surf: pygame.Surface,
    suit: str,
    centre: tuple[float, float],
    size: float,
    colour: tuple[int, int, int],
    flip: bool = False,
) -> None:
    """Draw a suit symbol ``size`` px wide as vector shapes (no font needed)."""
    cx, cy = centre
    sgn = -1 if flip else 1
    if suit == "H":
        pygame.draw.polygon(surf, colour, _heart_points(cx, cy, size, flip))
    elif suit == "D":
        w, h = size * 0.42, size * 0.58
        pts = []
        for i in range(4):  # four slightly concave sides
            a = [(cx, cy - h), (cx + w, cy), (cx, cy + h), (cx - w, cy)][i]
            b = [(cx + w, cy), (cx, cy + h), (cx - w, cy), (cx, cy - h)][i]
            for j in range(12):
                t = j / 12
                bow = 0.10 * math.sin(math.pi * t)
                x = a[0] + (b[0] - a[0]) * t + (cx - (a[0] + (b[0] - a[0]) * t)) * bow
                y = a[1] + (b[1] - a[1]) * t + (cy - (a[1] + (b[1] - a[1]) * t)) * bow
                pts.append((x, y))
        pygame.draw.polygon(surf, colour, pts)
    elif suit == "S":
        body = _heart_points(cx, cy - sgn * size * 0.08, size * 0.98, not flip)
        pygame.draw.polygon(surf, colour, body)
        _stem(surf, cx, cy + sgn * size * 0.18, size, colour, sgn)
    elif suit == "C":
        r = size * 0.235
        for dx, dy in ((0, -0.24), (-0.255, 0.07), (0.255, 0.07)):
            pygame.draw.circle(surf, colour, (cx + dx * size, cy + sgn * dy * size), r)
        pygame.draw.circle(surf, colour, (cx, cy + sgn * 0.02 * size), r * 0.6)
        _stem(surf, cx, cy + sgn * size * 0.12, size, colour, sgn)


def _stem(
    surf: pygame.Surface, cx: float, top: float, size: float, colour: tuple[int, int, int], sgn: int
) -> None:
    """The flared foot of a spade or club."""
    h = size * 0.38
    pts = [(cx - size * 0.05, top)]
    for i in range(9):  # curved flare out to the base
        t = i / 8
        pts.append((cx - size * (0.05 + 0.17 * t**2.2), top + sgn * h * t))
    for i in range(8, -1, -1):
        t = i / 8
        pts.append((cx + size * (0.05 + 0.17 * t**2.2), top + sgn * h * t))
    pts.append((cx + size * 0.05, top))
    pygame.draw.polygon(surf, colour, pts)


# -- pip layouts (x in 0..1 across the pip box, y in 0..1 down it) --------------------

_COL = (0.0, 1.0)
PIPS: dict[str, list[tuple[float, float]]] = {
    "2": [(0.5, 0), (0.5, 1)],
    "3": [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    "4": [(x, y) for y in (0, 1) for x in _COL],
    "5": [(x, y) for y in (0, 1) for x in _COL] + [(0.5, 0.5)],
    "6": [(x, y) for y in (0, 0.5, 1) for x in _COL],
    "7": [(x, y) for y in (0, 0.5, 1) for x in _COL] + [(0.5, 0.25)],
    "8": [(x, y) for y in (0, 0.5, 1) for x in _COL] + [(0.5, 0.25), (0.5, 0.75)],
    "9": [(x, y) for y in (0, 1 / 3, 2 / 3, 1) for x in _COL] + [(0.5, 0.5)],
    "T": [(x, y) for y in (0, 1 / 3, 2 / 3, 1) for x in _COL] + [(0.5, 1 / 6), (0.5, 5 / 6)],
}


# -- rendering ------------------------------------------------------------------------


def _supersample(width_px: int) -> int:
    return 4 if width_px < 120 else 3 if width_px < 260 else 2


def _seal(surf: pygame.Surface) -> None:
    """Make the card body fully opaque again (blending and smoothscale lose a little alpha)."""
    w, h = surf.get_size()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(
        mask,
        (0, 0, 0, 255),
        mask.get_rect().inflate(-2, -2),
        border_radius=max(0, round(w * 0.08) - 1),
    )
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)


def _finish(big: pygame.Surface, size: tuple[int, int], seal: bool = True) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, size)
    if seal:
        _seal(small)
    try:
        return small.convert_alpha()
    except pygame.error:  # no display mode set (tests, tools): keep the plain surface
        return small


def _blank(w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A rounded card blank with a fine edge (8% corner radius)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(w * 0.08)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), border_radius=radius)
    edge = max(1, round(w * 0.009))
    pygame.draw.rect(
        surf,
        colour,
        surf.get_rect().inflate(-2 * edge, -2 * edge),
        border_radius=max(0, radius - edge),
    )
    return surf


def _text(text: str, px: int, colour: tuple[int, int, int], bold: bool = True) -> pygame.Surface:
    return fonts.render(text, px, colour, bold)


def _trimmed(surf: pygame.Surface) -> pygame.Surface:
    """Crop a text surface to its ink, so index letters sit exactly where we place them."""
    box = surf.get_bounding_rect()
    return surf.subsurface(box).copy() if box.w and box.h else surf


def _index(suit: str, rank: str, w: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The corner index: rank above a small suit pip (drawn once, rotated for the far corner)."""
    rank_h = w * 0.17
    glyph = _trimmed(_text(RANK_LABEL.get(rank, rank), round(rank_h * 1.45), colour))
    scale = rank_h / glyph.get_height()
    gw = glyph.get_width() * scale
    max_w = w * 0.19
    gw = min(gw, max_w)  # "10" is condensed, as on real cards
    glyph = pygame.transform.smoothscale(glyph, (max(1, round(gw)), max(1, round(rank_h))))
    pip = w * 0.13
    box_w = round(max(gw, pip) + 2)
    box_h = round(rank_h + w * 0.04 + pip * 1.05)
    box = pygame.Surface((box_w, box_h), pygame.SRCALPHA)
    box.blit(glyph, ((box_w - glyph.get_width()) // 2, 0))
    draw_suit(box, suit, (box_w / 2, rank_h + w * 0.04 + pip * 0.5), pip, colour)
    return box


def _mark(code: str, w: int) -> pygame.Surface | None:
    """The gold badge of the pig, sheep and transformer."""
    name = MARKS.get(code)
    if name is None:
        return None
    d = round(w * 0.19)
    badge = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(badge, GOLD_DARK, (d / 2, d / 2), d / 2)
    pygame.draw.circle(badge, GOLD, (d / 2, d / 2), d / 2 - max(1, d * 0.07))
    glyph = _trimmed(_text(name, round(d * 0.72), (70, 44, 0)))
    badge.blit(glyph, glyph.get_rect(center=(d / 2, d / 2)))
    return badge


@lru_cache(maxsize=512)
def card_face(
    code: str, width_px: int, four_colour: bool = False, marks: bool = True
) -> pygame.Surface:
    """The face of card ``code``, ``width_px`` wide (height by the 90:130 proportion)."""
    suit, rank = parse_code(code)
    out_size = card_size(width_px)
    ss = _supersample(width_px)
    w, h = out_size[0] * ss, out_size[1] * ss
    surf = _blank(w, h, PAPER)
    colour = suit_colour(suit, four_colour)

    index = _index(suit, rank, w, colour)
    pad_x, pad_y = round(w * 0.045), round(w * 0.06)
    surf.blit(index, (pad_x, pad_y))
    surf.blit(
        pygame.transform.rotate(index, 180),
        (w - pad_x - index.get_width(), h - pad_y - index.get_height()),
    )
    mark = _mark(code, w) if marks else None
    if mark is not None:
        mx = round(w * 0.028)
        my = pad_y + index.get_height() + round(w * 0.03)
        surf.blit(mark, (mx, my))
        surf.blit(
            pygame.transform.rotate(mark, 180),
            (w - mx - mark.get_width(), h - my - mark.get_height()),
        )

    if rank in PIPS:
        _draw_pips(surf, suit, rank, colour)
    elif rank == "A":
        _draw_ace(surf, suit, colour)
    else:
        _draw_court(surf, suit, rank, colour)
    return _finish(surf, out_size)


def _draw_pips(surf: pygame.Surface, suit: str, rank: str, colour: tuple[int, int, int]) -> None:
    w, h = surf.get_size()
    box = pygame.Rect(0, 0, round(w * 0.37), round(h * 0.60))
    box.center = (w // 2, h // 2)
    pip = w * (0.19 if rank in "23" else 0.165)
    for x, y in PIPS[rank]:
        cx = box.left + x * box.w
        cy = box.top + y * box.h
        draw_suit(surf, suit, (cx, cy), pip, colour, flip=y > 0.5)


def _draw_ace(surf: pygame.Surface, suit: str, colour: tuple[int, int, int]) -> None:
    w, h = surf.get_size()
    centre = (w / 2, h / 2)
    if suit == "S":  # the ace of spades gets the traditional ornate ring
        pygame.draw.circle(surf, colour, centre, w * 0.33, max(1, round(w * 0.012)))
        pygame.draw.circle(surf, colour, centre, w * 0.305, max(1, round(w * 0.005)))
        draw_suit(surf, suit, centre, w * 0.44, colour)
    else:
        draw_suit(surf, suit, centre, w * 0.40, colour)


def _tint(colour: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """``colour`` mixed toward paper white by ``amount`` (0 = colour, 1 = paper)."""
    r, g, b = (round(c + (p - c) * amount) for c, p in zip(colour, PAPER))
    return r, g, b


def _crown(
    surf: pygame.Surface,
    rank: str,
    cx: float,
    base: float,
    size: float,
    colour: tuple[int, int, int],
) -> None:
    """A small headpiece over the court letter: K crown, Q coronet, J cap."""
    w = size
    h = size * 0.55
    if rank == "K":
        pts = [
            (cx - w / 2, base),
            (cx - w / 2, base - h * 0.65),
            (cx - w / 4, base - h * 0.3),
            (cx, base - h),
            (cx + w / 4, base - h * 0.3),
            (cx + w / 2, base - h * 0.65),
            (cx + w / 2, base),
        ]
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, GOLD_DARK, pts, max(1, round(size * 0.04)))
        for x in (cx - w / 2, cx, cx + w / 2):
            pygame.draw.circle(surf, colour, (x, base - h * (1 if x == cx else 0.65)), size * 0.07)
    elif rank == "Q":
        pts = [(cx - w / 2, base)]
        for i in range(5):
            x = cx - w / 2 + w * i / 4
            pts += [(x, base - h * (0.75 if i % 2 == 0 else 0.45))]
        pts.append((cx + w / 2, base))
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, GOLD_DARK, pts, max(1, round(size * 0.04)))
        for i in range(0, 5, 2):
            pygame.draw.circle(surf, colour, (cx - w / 2 + w * i / 4, base - h * 0.8), size * 0.075)
    else:  # J: a feathered cap
        pygame.draw.line(
            surf,
            colour,
            (cx + w * 0.15, base - h * 0.55),
            (cx + w * 0.55, base - h * 1.1),
            max(1, round(size * 0.09)),
        )
        pts = [
            (cx - w * 0.45 + w * 0.9 * i / 16, base - h * 0.8 * math.sin(math.pi * i / 16))
            for i in range(17)
        ]
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, GOLD_DARK, pts, max(1, round(size * 0.04)))
    pygame.draw.rect(surf, GOLD_DARK, (cx - w / 2, base - size * 0.02, w, size * 0.08))


def _draw_court(surf: pygame.Surface, suit: str, rank: str, colour: tuple[int, int, int]) -> None:
    """A framed, double-ended court design: headpiece, big letter and suit, mirrored."""
    w, h = surf.get_size()
    frame = pygame.Rect(0, 0, round(w * 0.56), round(h * 0.74))
    frame.center = (w // 2, h // 2)
    radius = round(w * 0.03)
    pygame.draw.rect(surf, _tint(colour, 0.88), frame, border_radius=radius)
    # diagonal lattice, the printed texture of real court cards
    half = pygame.Surface(frame.size, pygame.SRCALPHA)
    step = max(4, round(w * 0.055))
    lattice = (*_tint(colour, 0.72), 255)
    for off in range(-frame.h, frame.w + frame.h, step):
        pygame.draw.line(
            half, lattice, (off, 0), (off + frame.h, frame.h), max(1, round(w * 0.006))
        )
        pygame.draw.line(
            half, lattice, (off, frame.h), (off + frame.h, 0), max(1, round(w * 0.006))
        )
    mask = pygame.Surface(frame.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(half, frame)

    # upper half: headpiece over a large letter, suit beside; the lower half mirrors it
    top = pygame.Surface((frame.w, frame.h // 2), pygame.SRCALPHA)
    tw, th = top.get_size()
    letter = _trimmed(_text(rank, round(th * 0.62), colour))
    letter = pygame.transform.smoothscale(letter, (letter.get_width(), round(th * 0.46)))
    lw = letter.get_width()
    lx = round(tw * 0.40 - lw / 2)
    ly = th - letter.get_height() - round(th * 0.10)
    _crown(top, rank, tw * 0.40, ly - th * 0.06, max(lw * 1.05, tw * 0.36), colour)
    top.blit(letter, (lx, ly))
    draw_suit(top, suit, (tw * 0.80, th * 0.70), tw * 0.22, colour)
    surf.blit(top, frame.topleft)
    surf.blit(pygame.transform.rotate(top, 180), (frame.x, frame.centery))

    pygame.draw.line(
        surf,
        colour,
        (frame.left + w * 0.04, frame.centery),
        (frame.right - w * 0.04, frame.centery),
        max(1, round(w * 0.008)),
    )
    pygame.draw.rect(surf, colour, frame, max(1, round(w * 0.014)), border_radius=radius)
    inner = frame.inflate(-round(w * 0.05), -round(w * 0.05))
    pygame.draw.rect(surf, GOLD_DARK, inner, max(1, round(w * 0.006)), border_radius=radius)


@lru_cache(maxsize=16)
def card_back(width_px: int, back: str = "blue") -> pygame.Surface:
    """The back of a card in one of Settings.card_back's colours."""
    main, light, dark = BACKS.get(back, BACKS["blue"])
    out_size = card_size(width_px)
    ss = _supersample(width_px)
    w, h = out_size[0] * ss, out_size[1] * ss
    surf = _blank(w, h, PAPER)
    field = surf.get_rect().inflate(-round(w * 0.14), -round(w * 0.14))
    radius = round(w * 0.05)
    pygame.draw.rect(surf, main, field, border_radius=radius)
    pattern = pygame.Surface(field.size, pygame.SRCALPHA)
    step = max(6, round(w * 0.10))
    width = max(1, round(w * 0.012))
    for off in range(-field.h, field.w + field.h, step):
        pygame.draw.line(pattern, light, (off, 0), (off + field.h, field.h), width)
        pygame.draw.line(pattern, light, (off, field.h), (off + field.h, 0), width)
    mask = pygame.Surface(field.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pattern, field)
    pygame.draw.rect(surf, dark, field, max(1, round(w * 0.015)), border_radius=radius)
    inner = field.inflate(-round(w * 0.06), -round(w * 0.06))
    pygame.draw.rect(surf, PAPER, inner, max(1, round(w * 0.008)), border_radius=radius)
    # centre medallion: the four suits around a ring
    c = field.center
    r = w * 0.2
    pygame.draw.circle(surf, dark, c, r * 1.08)
    pygame.draw.circle(surf, PAPER, c, r)
    pygame.draw.circle(surf, main, c, r * 0.9)
    for i, s in enumerate(SUITS):
        a = math.pi / 4 + i * math.pi / 2
        draw_suit(
            surf, s, (c[0] + math.cos(a) * r * 0.45, c[1] + math.sin(a) * r * 0.45), r * 0.48, PAPER
        )
    return _finish(surf, out_size)


@lru_cache(maxsize=16)
def card_shadow(width_px: int) -> pygame.Surface:
    """A soft shadow a little larger than a card; blit it at ``shadow_offset`` from the card."""
    cw, ch = card_size(width_px)
    blur = max(2, round(cw * 0.06))
    small_scale = 4
    sw, sh = (cw + 2 * blur) // small_scale + 1, (ch + 2 * blur) // small_scale + 1
    surf = pygame.Surface((sw, sh), pygame.SRCALPHA)
    b = blur / small_scale
    pygame.draw.rect(
        surf,
        (0, 0, 0, 90),
        (b, b, cw / small_scale, ch / small_scale),
        border_radius=max(1, round(cw * 0.08 / small_scale)),
    )
    surf = (
        pygame.transform.gaussian_blur(surf, max(1, round(b * 0.6)))
        if hasattr(pygame.transform, "gaussian_blur")
        else surf
    )
    return _finish(surf, (cw + 2 * blur, ch + 2 * blur), seal=False)


def shadow_offset(width_px: int) -> tuple[int, int]:
    """Where the shadow goes relative to the card's top-left (down and right a touch)."""
    blur = max(2, round(width_px * 0.06))
    return (-blur + round(width_px * 0.015), -blur + round(width_px * 0.04))


def draw_card(
    target: pygame.Surface,
    code: str | None,
    topleft: tuple[int, int],
    width_px: int,
    *,
    four_colour: bool = False,
    back: str = "blue",
    shadow: bool = True,
    dim: bool = False,
    face: pygame.Surface | None = None,
) -> pygame.Rect:
    """Blit a card (``code`` None = face down) with its shadow; returns its pixel rect.
    ``face``: another drawing of the card's face (a small one, say)."""
    if shadow:
        ox, oy = shadow_offset(width_px)
        target.blit(card_shadow(width_px), (topleft[0] + ox, topleft[1] + oy))
    if face is None:
        face = card_back(width_px, back) if code is None else card_face(code, width_px, four_colour)
    rect = target.blit(face, topleft)
    if dim:
        target.blit(dimmer(width_px), topleft)
    return rect


@lru_cache(maxsize=8)
def dimmer(width_px: int) -> pygame.Surface:
    """A translucent grey card-shaped veil for unplayable cards."""
    size = card_size(width_px)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (40, 40, 40, 110), surf.get_rect(), border_radius=round(size[0] * 0.08))
    return surf


def clear_cache() -> None:
    """Forget every drawn card (after a display mode change, say)."""
    for fn in (card_face, card_back, card_shadow, dimmer):
        fn.cache_clear()
