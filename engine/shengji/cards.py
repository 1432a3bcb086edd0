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

import random
from collections.abc import Iterable
from typing import TypeAlias

Card: TypeAlias = int
Mask: TypeAlias = int
Seat: TypeAlias = int
Hand: TypeAlias = tuple[Mask, Mask]  # (held once or twice, held twice)

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_LETTERS = "23456789TJQKA"
TEN, KING, ACE = 8, 11, 12
LJ, BJ = 52, 53  # 小王, 大王 (§14.1: not SJ, which is ♠J)
JOKERS: Mask = 1 << LJ | 1 << BJ
ALL_CARDS: Mask = (1 << 54) - 1
SUIT_MASKS: tuple[Mask, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))

# Seat letters by number of players (§1); play goes in seat order, counter-clockwise.
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("S", "N"),
    4: ("S", "E", "N", "W"),
    5: ("S", "E", "NE", "NW", "W"),
}


class CardError(ValueError):
    """A card code that does not exist."""


def make_card(suit: int, rank: int) -> Card:
    return suit * 13 + rank


def is_joker(card: Card) -> bool:
    return card >= LJ


def suit_of(card: Card) -> int:
    """The printed suit (0..3); jokers have none (-1)."""
    return -1 if card >= LJ else card // 13


def rank_of(card: Card) -> int:
    """The printed rank (0 = the 2 … 12 = the ace); jokers 13 (LJ) and 14 (BJ)."""
    return card - 39 if card >= LJ else card % 13


def card_code(card: Card) -> str:
    """``"SA"``, ``"CT"``, ``"LJ"``, ``"BJ"`` (§1)."""
    if card == LJ:
        return "LJ"
    if card == BJ:
        return "BJ"
    if not 0 <= card < LJ:
        raise CardError(f"no card {card!r}")
    return SUIT_LETTERS[card // 13] + RANK_LETTERS[card % 13]


def parse_card(code: str) -> Card:
    """The card of a code, any case: ``parse_card("ct") == make_card(CLUBS, TEN)``."""
    text = code.strip().upper()
    if text == "LJ":
        return LJ
    if text == "BJ":
        return BJ
    if len(text) != 2 or text[0] not in SUIT_LETTERS or text[1] not in RANK_LETTERS:
        raise CardError(f"no card {code!r} (suit SHDC then rank 2-9TJQKA, or BJ / LJ)")
    return make_card(SUIT_LETTERS.index(text[0]), RANK_LETTERS.index(text[1]))


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
    """Every card once or twice (§1), in card order."""
    return [c for c in range(54) for _ in range(decks)]


def shuffled(decks: int, seed: int) -> list[Card]:
    """The seeded shuffle a deal number names: the same number, the same cards."""
    cards = deck(decks)
    random.Random(seed).shuffle(cards)
    return cards


# ---- hands as multisets --------------------------------------------------------------------


def bits(mask: Mask) -> list[Card]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def hand_of(cards: Iterable[Card]) -> Hand:
    once = twice = 0
    for c in cards:
        b = 1 << c
        if once & b:
            if twice & b:
                raise CardError(f"{card_code(c)} three times: at most two decks")
            twice |= b
        else:
            once |= b
    return once, twice


def hand_cards(hand: Hand) -> tuple[Card, ...]:
    """The hand as a sorted play (a copy held twice appears twice)."""
    once, twice = hand
    return tuple(sorted(bits(once) + bits(twice)))


def hand_size(hand: Hand) -> int:
    return hand[0].bit_count() + hand[1].bit_count()


def count_in(hand: Hand, mask: Mask) -> int:
    """How many of the hand's cards lie in ``mask`` (copies counted)."""
    return (hand[0] & mask).bit_count() + (hand[1] & mask).bit_count()


def add_cards(hand: Hand, cards: Iterable[Card]) -> Hand:
    once, twice = hand
    for c in cards:
        b = 1 << c
        if once & b:
            twice |= b
        else:
            once |= b
    return once, twice


def remove_cards(hand: Hand, cards: Iterable[Card]) -> Hand | None:
    """The hand without ``cards``; ``None`` when it does not hold them all."""
    once, twice = hand
    for c in cards:
        b = 1 << c
        if twice & b:
            twice ^= b
        elif once & b:
            once ^= b
        else:
            return None
    return once, twice


def holds(hand: Hand, cards: Iterable[Card]) -> bool:
    return remove_cards(hand, cards) is not None
