"""Cards of 升级 (SHENGJI §1): 54 ints, their codes, points, and hands held as multisets.

A card is ``suit * 13 + rank`` for the 52 suited cards (suits ``S H D C`` = 0..3, rank 0 the 2
… 12 the ace) and 52 / 53 for the little / big joker. A hand of one or two decks is a pair of
bitmasks ``(once, twice)``: the cards held at least once and those held twice (``twice`` ⊆
``once``), so the cards of a suit group are two ``&``s and its pairs are ``twice & group``.
A play is a sorted tuple of cards, a copy repeated.

>>> format_cards(parse_cards("BJ sa SA ct"))
'SA SA CT BJ'
>>> points_of(parse_cards("S5 HT DK BJ"))
25
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.cards import (
    BJ,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JOKERS,
    LJ,
    RANK_LETTERS,
    SPADES,
    SUIT_LETTERS,
    SUIT_MASKS,
    SUIT_SYMBOLS,
    Card,
    CardError,
    Hand,
    Mask,
    add_cards,
    bits,
    card_code,
    count_in,
    hand_cards,
    hand_of,
    hand_size,
    holds,
    make_card,
    rank_of,
    remove_cards,
    suit_of,
)
from engine.core.cards import parse_card as core_parse_card
from engine.core.deals import shuffled as shuffle
from engine.core.seats import SEAT_NAMES, Seat

TEN, KING, ACE = 8, 11, 12
ALL_CARDS: Mask = (1 << 54) - 1


def is_joker(card: Card) -> bool:
    return card >= LJ


def parse_card(code: str) -> Card:
    """The card of a code, any case: ``parse_card("ct") == make_card(CLUBS, TEN)``."""
    return core_parse_card(code, jokers=True)


def parse_cards(text: str) -> tuple[Card, ...]:
    """A play from its codes, sorted: ``parse_cards("SA SA SK")``."""
    return tuple(sorted(parse_card(t) for t in text.replace(",", " ").split()))


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(card_code(c) for c in sorted(cards))


def card_points(card: Card) -> int:
    """§1 分牌: each 5 counts 5, each 10 and K 10."""
    if card >= LJ:
        return 0
    rank = card % 13
    return 5 if rank == 3 else 10 if rank in (TEN, KING) else 0


POINT_CARDS: Mask = sum(1 << c for c in range(52) if card_points(c))
POINTS: tuple[int, ...] = tuple(card_points(c) for c in range(54))  # per card, for the hot path


def points_of(cards: Iterable[Card]) -> int:
    total = 0
    for c in cards:
        total += POINTS[c]
    return total


def deck(decks: int) -> list[Card]:
    """Every card once or twice (§1), in card order, a card's copies side by side (the order
    every deal number has been shuffled from: a saved game replays its draw from it)."""
    return [c for c in range(54) for _ in range(decks)]


def shuffled(decks: int, seed: int) -> list[Card]:
    """The seeded shuffle a deal number names: the same number, the same cards."""
    return shuffle(deck(decks), seed)


__all__ = [
    "ACE",
    "ALL_CARDS",
    "BJ",
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "JOKERS",
    "KING",
    "LJ",
    "POINTS",
    "POINT_CARDS",
    "RANK_LETTERS",
    "SEAT_NAMES",
    "SPADES",
    "SUIT_LETTERS",
    "SUIT_MASKS",
    "SUIT_SYMBOLS",
    "TEN",
    "Card",
    "CardError",
    "Hand",
    "Mask",
    "Seat",
    "add_cards",
    "bits",
    "card_code",
    "card_points",
    "count_in",
    "deck",
    "format_cards",
    "hand_cards",
    "hand_of",
    "hand_size",
    "holds",
    "is_joker",
    "make_card",
    "parse_card",
    "parse_cards",
    "points_of",
    "rank_of",
    "remove_cards",
    "shuffled",
    "suit_of",
]
