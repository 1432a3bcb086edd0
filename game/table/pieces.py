"""The table's pieces shared by the scene and its drawing: a hand in display order, a card
back turned for the side seats, the glow around a card, a card and a fitted text drawn at a
logical place. Surfaces are cached per size."""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.gongzhu.cards import cards_of
from game.art import cards_art
from game.art.small_cards import small_face
from game.ui.canvas import Canvas, Colour, fit_text

SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}  # ♠ ♥ ♣ ♦: alternating colours


def sort_key(card: int) -> tuple[int, int]:
    return (SUIT_ORDER[card // 13], card % 13)


def hand_list(hand: tuple[int, int]) -> list[int]:
    """A hand as displayed: sorted by suit (♠♥♣♦) then rank, twins side by side."""
    once, twice = hand
    out: list[int] = []
    for card in sorted(cards_of(once), key=sort_key):
        out.append(card)
        if twice >> card & 1:
            out.append(card)
    return out


def multiset_list(ms: tuple[int, int]) -> list[int]:
    return hand_list(ms)


@lru_cache(maxsize=16)
def rotated_back(width_px: int, back: str) -> pygame.Surface:
    return pygame.transform.rotate(cards_art.card_back(width_px, back), 90)


@lru_cache(maxsize=32)
def glow(width_px: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A soft coloured halo around a card (exposable or hinted cards)."""
    w, h = cards_art.card_size(width_px)
    pad = max(3, round(width_px * 0.09))
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = round(150 * (1 - i / (pad + 1)) ** 1.5)
        pygame.draw.rect(
            surf,
            (*colour, alpha),
            surf.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
            border_radius=round(w * 0.08) + i,
        )
    try:
        return surf.convert_alpha()
    except pygame.error:
        return surf


def draw_card(
    canvas: Canvas,
    code: str | None,
    r: pygame.FRect,
    *,
    shadow: bool = True,
    dim: bool = False,
    back: str = "blue",
    four: bool = False,
    vertical: bool = False,
    small: bool = False,
) -> None:
    """A card at a logical rectangle; ``small`` faces have a large rank and suit."""
    w = canvas.px(r.w if not vertical else r.h)
    topleft = canvas.pt(r.x, r.y)
    if vertical and code is None:
        canvas.surface.blit(rotated_back(w, back), topleft)
        return
    face = small_face(code, w, four) if small and code is not None else None
    cards_art.draw_card(
        canvas.surface,
        code,
        topleft,
        w,
        four_colour=four,
        back=back,
        shadow=shadow,
        dim=dim,
        face=face,
    )


def _text(
    canvas: Canvas,
    text: str,
    size: float,
    colour: Colour,
    pos: tuple[float, float],
    *,
    bold: bool = False,
    anchor: str = "topleft",
    width: float | None = None,
    tag: str = "text",
) -> pygame.FRect:
    if width is not None:  # smaller, down to the smallest text; then cut with "…"
        text, size = fit_text(text, size, bold, canvas.scale, width)
    return canvas.text(text, size, colour, pos, bold=bold, anchor=anchor, tag=tag)
