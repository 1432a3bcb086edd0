"""The cards of 升级: the two jokers (大王 BJ, 小王 LJ) drawn like the other cards, and the
suited faces without 拱猪's gold marks (the pig, sheep and transformer mean nothing here).

The 52 suited faces stay in :mod:`game.art.cards_art`, untouched; this module adds the jokers
in the same blank, size and finish, and :func:`face` / :func:`small` give any of the 54 codes
(full size; shown small, with a large rank and suit as :mod:`game.art.small_cards` draws them).

A joker is lettered in the player's language (``language``, the caller's: "zh" or "en"): in
中文 its name, 大王 / 小王; in English the word JOKER stacked as on real cards, the big one red
with a solid star, the little one black with a hollow one. The language is part of the cached
face's key, so a switch of language draws the jokers anew.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.art import cards_art
from game.art.cards_art import BLACK, PAPER, RED, card_size

JOKERS = ("BJ", "LJ")
NAMES = {"BJ": "大王", "LJ": "小王"}


def _star(
    surf: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple[int, int, int]
) -> None:
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.42
        points.append((centre[0] + math.cos(a) * rr, centre[1] + math.sin(a) * rr))
    pygame.draw.polygon(surf, colour, points)


def _joker_star(
    surf: pygame.Surface, code: str, centre: tuple[float, float], r: float, hollow: float
) -> None:
    """The big joker's solid star, or the little one's hollow one (``hollow``: its hole)."""
    _star(surf, centre, r, _colour(code))
    if code == "LJ":
        _star(surf, centre, hollow, PAPER)


def _colour(code: str) -> tuple[int, int, int]:
    return RED if code == "BJ" else BLACK


def _stack(
    surf: pygame.Surface,
    colour: tuple[int, int, int],
    x: float,
    y: float,
    letter_h: float,
    turned: bool = False,
) -> None:
    """The letters of JOKER one under another, centred on ``x``, from ``y`` down; with
    ``turned``, the same again turned round in the opposite corner."""
    w, h = surf.get_size()
    for ch in "JOKER":
        glyph = _letter(ch, letter_h, colour)
        surf.blit(glyph, (round(x - glyph.get_width() / 2), round(y)))
        if turned:
            rot = pygame.transform.rotate(glyph, 180)
            surf.blit(rot, (round(w - x - rot.get_width() / 2), round(h - y - rot.get_height())))
        y += letter_h * 1.18


def _letter(ch: str, letter_h: float, colour: tuple[int, int, int]) -> pygame.Surface:
    glyph = cards_art._trimmed(cards_art._text(ch, round(letter_h * 1.4), colour))
    k = letter_h / max(1, glyph.get_height())
    return pygame.transform.smoothscale(
        glyph, (max(1, round(glyph.get_width() * k)), max(1, round(letter_h)))
    )


@lru_cache(maxsize=128)
def joker_face(code: str, width_px: int, language: str) -> pygame.Surface:
    """The face of the big (``BJ``, red) or little (``LJ``, black) joker: JOKER stacked in
    two corners, and in the centre a star, over the card's name in 中文."""
    out_size = card_size(width_px)
    ss = cards_art._supersample(width_px)
    w, h = out_size[0] * ss, out_size[1] * ss
    surf = cards_art._blank(w, h, PAPER)
    colour = _colour(code)
    # the corner index: the letters of JOKER stacked, as on real cards (the second turned)
    _stack(surf, colour, w * 0.10, w * 0.06, w * 0.12, turned=True)
    if language == "zh":  # a star over the card's name
        _joker_star(surf, code, (w / 2, h * 0.40), w * 0.24, w * 0.14)
        name = cards_art._trimmed(cards_art._text(NAMES[code], round(w * 0.26), colour))
        surf.blit(name, name.get_rect(center=(w / 2, h * 0.70)))
    else:  # a star alone, larger
        _joker_star(surf, code, (w / 2, h * 0.52), w * 0.30, w * 0.175)
    return cards_art._finish(surf, out_size)


@lru_cache(maxsize=128)
def joker_small(code: str, width_px: int, language: str) -> pygame.Surface:
    """A joker shown small: in 中文 its two characters stacked (大/王 red, 小/王 black) and a
    star; in English JOKER stacked down the left edge beside a large star."""
    out_size = card_size(width_px)
    ss = cards_art._supersample(width_px)
    w, h = out_size[0] * ss, out_size[1] * ss
    surf = cards_art._blank(w, h, PAPER)
    colour = _colour(code)
    if language == "zh":
        for i, ch in enumerate(NAMES[code]):
            glyph = cards_art._trimmed(cards_art._text(ch, round(w * 0.62), colour))
            surf.blit(glyph, glyph.get_rect(center=(w * 0.40, w * 0.40 + i * w * 0.66)))
        _star(surf, (w * 0.70, h - w * 0.34), w * 0.22, colour)
    else:
        letter_h = (h - w * 0.16) / (5 * 1.18 - 0.18)
        _stack(surf, colour, w * 0.17, w * 0.08, letter_h)
        _joker_star(surf, code, (w * 0.63, h * 0.56), w * 0.33, w * 0.19)
    return cards_art._finish(surf, out_size)


def face(code: str, width_px: int, four_colour: bool, language: str) -> pygame.Surface:
    """Any of the 54 faces: a joker here, a suited card from :mod:`game.art.cards_art`."""
    if code in JOKERS:
        return joker_face(code, width_px, language)
    return cards_art.card_face(code, width_px, four_colour, marks=False)


def small(code: str, width_px: int, four_colour: bool, language: str) -> pygame.Surface:
    """A card shown small: a large rank over its suit in the corner, a large suit below; a
    joker as :func:`joker_small` letters it."""
    if code in JOKERS:
        return joker_small(code, width_px, language)
    return suited_small(code, width_px, four_colour)


@lru_cache(maxsize=256)
def suited_small(code: str, width_px: int, four_colour: bool = False) -> pygame.Surface:
    """One of the 52 suited cards shown small."""
    out_size = card_size(width_px)
    ss = cards_art._supersample(width_px)
    w, h = out_size[0] * ss, out_size[1] * ss
    surf = cards_art._blank(w, h, PAPER)
    suit, rank = cards_art.parse_code(code)
    colour = cards_art.suit_colour(suit, four_colour)
    rank_h = w * 0.40
    glyph = cards_art._trimmed(
        cards_art._text(cards_art.RANK_LABEL.get(rank, rank), round(rank_h * 1.45), colour)
    )
    gw = min(glyph.get_width() * rank_h / glyph.get_height(), w * 0.56)
    glyph = pygame.transform.smoothscale(glyph, (max(1, round(gw)), max(1, round(rank_h))))
    left = top = w * 0.08
    column = max(gw, w * 0.40)
    surf.blit(glyph, (round(left + (column - gw) / 2), round(top)))
    pip = w * 0.40
    cards_art.draw_suit(
        surf, suit, (left + column / 2, top + rank_h + w * 0.07 + pip * 0.5), pip, colour
    )
    big = w * 0.46
    cards_art.draw_suit(surf, suit, (w * 0.66, h - w * 0.08 - big * 0.62), big, colour, flip=True)
    return cards_art._finish(surf, out_size)


def draw_card(
    target: pygame.Surface,
    code: str | None,
    topleft: tuple[int, int],
    width_px: int,
    *,
    language: str,
    four_colour: bool = False,
    back: str = "blue",
    dim: bool = False,
    shadow: bool = True,
    shown_small: bool = False,
) -> pygame.Rect:
    """:func:`game.art.cards_art.draw_card` for any of the 54 cards (``None``: face down;
    ``shown_small``: the small drawing, large rank and suit; ``language``: the jokers')."""
    art = None
    if code is not None:
        art = (small if shown_small else face)(code, width_px, four_colour, language)
    return cards_art.draw_card(
        target, code, topleft, width_px, back=back, dim=dim, shadow=shadow, face=art
    )
