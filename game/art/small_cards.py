"""Cards shown small: a seat's exposed and taken cards, a claimant's hand, a whole hand face
up in practice. Why their own drawing: a full face scaled down keeps its pips and court art
and shrinks its corner index to a few pixels (♠ and ♣ alike at 1024 wide); a small card
needs its rank and suit large instead.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.art.cards_art import (
    EDGE,
    GOLD,
    MARKS,
    PAPER,
    RANK_LABEL,
    _blank,
    _finish,
    _mark,
    _supersample,
    _text,
    _trimmed,
    card_size,
    draw_suit,
    parse_code,
    suit_colour,
)

# Shares of a small card's width: its rank, and its suit under the rank (see small_face).
SMALL_RANK, SMALL_SUIT = 0.40, 0.40


@lru_cache(maxsize=256)
def small_face(code: str, width_px: int, four_colour: bool = False) -> pygame.Surface:
    """A card shown small (exposed, taken, a claimant's cards): a large rank with its suit
    under it in the corner a fan leaves visible, a large suit in the free half, the special
    cards' mark. Nothing finer (pips, court art) that would blur into noise at this size,
    so rank and suit read at 1024 wide as well as in 4K."""
    suit, rank = parse_code(code)
    out_size = card_size(width_px)
    ss = _supersample(width_px)
    w, h = out_size[0] * ss, out_size[1] * ss
    surf = _blank(w, h, PAPER)
    colour = suit_colour(suit, four_colour)
    rank_h = w * SMALL_RANK
    glyph = _trimmed(_text(RANK_LABEL.get(rank, rank), round(rank_h * 1.45), colour))
    gw = min(glyph.get_width() * rank_h / glyph.get_height(), w * 0.56)  # "10" condensed
    glyph = pygame.transform.smoothscale(glyph, (max(1, round(gw)), max(1, round(rank_h))))
    left, top = w * 0.08, w * 0.08
    column = max(gw, w * SMALL_SUIT)  # rank and suit share a centre line
    surf.blit(glyph, (round(left + (column - gw) / 2), round(top)))
    pip = w * SMALL_SUIT
    draw_suit(surf, suit, (left + column / 2, top + rank_h + w * 0.07 + pip * 0.5), pip, colour)
    big = w * 0.46
    draw_suit(surf, suit, (w * 0.66, h - w * 0.08 - big * 0.62), big, colour, flip=True)
    mark = _mark(code, round(w * 1.6)) if code in MARKS else None  # larger than a full face's
    if mark is not None:
        surf.blit(mark, (round(w * 0.96 - mark.get_width()), round(w * 0.06)))
    return _finish(surf, out_size)


@lru_cache(maxsize=256)
def index_tile(code: str, height_px: int, four_colour: bool = False) -> tuple[pygame.Surface, int]:
    """A chip with a card's rank and suit side by side, ``height_px`` tall (a whole hand
    shown face up in a seat's small space); returns the chip and its width."""
    suit, rank = parse_code(code)
    ss = 4
    h = height_px * ss
    colour = suit_colour(suit, four_colour)
    rank_h = h * 0.62
    glyph = _trimmed(_text(RANK_LABEL.get(rank, rank), round(rank_h * 1.45), colour))
    gw = min(glyph.get_width() * rank_h / glyph.get_height(), h * 0.62)  # "10" condensed
    glyph = pygame.transform.smoothscale(glyph, (max(1, round(gw)), max(1, round(rank_h))))
    pip = h * 0.62
    pad = h * 0.12
    w = round(pad + max(gw, h * 0.55) + h * 0.06 + pip + pad)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = round(h * 0.2)
    pygame.draw.rect(surf, EDGE, surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, PAPER, surf.get_rect().inflate(-ss * 2, -ss * 2), border_radius=radius)
    if code in MARKS:  # the special cards: a gold edge
        pygame.draw.rect(surf, GOLD, surf.get_rect(), width=ss * 2, border_radius=radius)
    x = pad + (max(gw, h * 0.55) - gw) / 2
    surf.blit(glyph, (round(x), round((h - rank_h) / 2)))
    draw_suit(surf, suit, (w - pad - pip / 2, h / 2), pip, colour)
    out = (max(1, round(w / ss)), height_px)
    small = pygame.transform.smoothscale(surf, out)
    try:
        small = small.convert_alpha()
    except pygame.error:
        pass
    return small, out[0]
