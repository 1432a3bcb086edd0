"""Cards, card sets and seats — the vocabulary every other module speaks.

A card is a plain int, ``suit * 13 + rank`` (rank 0 is the 2, rank 12 the ace),
so a set of distinct cards is an int bitmask in which each suit is a
contiguous 13-bit field. Two decks hold every card twice; a two-deck hand is
therefore a pair of masks ``(once, twice)``: the cards held at least once and
the cards held twice (``twice`` is always a subset of ``once``). A one-deck
hand is the same pair with ``twice == 0``, so one code path serves both. The encoding,
the codes and the multisets are the card room's (:mod:`engine.core.cards`); 拱猪 adds its
special cards, its seats' letters and the fast suit tables of its hot path.

>>> card_code(parse_card("SQ"))
'SQ'
>>> [card_code(c) for c in cards_of(mask_of([parse_card("CT"), parse_card("H2")]))]
['H2', 'CT']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeAlias

from engine.core.cards import (
    CLUBS,
    DIAMONDS,
    FULL_SUIT,
    HEARTS,
    RANK_LETTERS,
    SPADES,
    SUIT_MASKS,
    SUIT_SYMBOLS,
    SUITED,
    CardError,
    Mask,
    card_code,
    hand_cards,
    hand_minus,
    hand_of,
    make_card,
)
from engine.core.cards import parse_card as core_parse_card
from engine.core.seats import seat_letters

Card: TypeAlias = int
CardSet: TypeAlias = Mask
Seat: TypeAlias = int
Suit: TypeAlias = int

# Seats in playing order: play goes S → E → N → W (counter-clockwise).
SOUTH, EAST, NORTH, WEST = 0, 1, 2, 3
SEAT_LETTERS = "".join(seat_letters(4))
SEATS: tuple[Seat, ...] = (SOUTH, EAST, NORTH, WEST)

DECK: CardSet = SUITED  # 拱猪 plays without jokers (RULES §1)
RED: CardSet = SUIT_MASKS[HEARTS] | SUIT_MASKS[DIAMONDS]
BLACK: CardSet = SUIT_MASKS[SPADES] | SUIT_MASKS[CLUBS]


def suit_of(card: Card) -> Suit:
    return card // 13


def rank_of(card: Card) -> int:
    return card % 13


def parse_card(code: str) -> Card:
    """``"SQ"`` → the ♠Q. Accepts ``10`` for ``T`` and either case; no jokers in 拱猪."""
    return core_parse_card(code, jokers=False)


def card_label(card: Card) -> str:
    """The ♠Q → ``"♠Q"``, the ♣10 → ``"♣10"``: for people."""
    rank = RANK_LETTERS[card % 13]
    return SUIT_SYMBOLS[card // 13] + ("10" if rank == "T" else rank)


# The special cards (可明的分牌) and the scoring cards (分牌), RULES §1.
PIG: Card = make_card(SPADES, 10)  # ♠Q 猪
SHEEP: Card = make_card(DIAMONDS, 9)  # ♦J 羊
TRANSFORMER: Card = make_card(CLUBS, 8)  # ♣10 变压器
HEART_ACE: Card = make_card(HEARTS, 12)  # ♥A
CLUB_TWO: Card = make_card(CLUBS, 0)  # ♣2, the first lead
SPECIALS: tuple[Card, ...] = (PIG, SHEEP, TRANSFORMER, HEART_ACE)
SPECIAL_MASK: CardSet = sum(1 << c for c in SPECIALS)
SCORING_MASK: CardSet = SUIT_MASKS[HEARTS] | (1 << PIG) | (1 << SHEEP) | (1 << TRANSFORMER)


def bit(card: Card) -> CardSet:
    return 1 << card


def mask_of(cards: Iterable[Card]) -> CardSet:
    """The set of distinct cards among ``cards``."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def popcount(mask: CardSet) -> int:
    return mask.bit_count()


def _suit_table(suit: Suit) -> tuple[tuple[Card, ...], ...]:
    base = 13 * suit
    return tuple(tuple(base + r for r in range(13) if field >> r & 1) for field in range(1 << 13))


# SUIT_CARDS[suit][field] lists the cards of a 13-bit suit field, lowest first:
# iterating a hand is then a table look-up per suit instead of a loop per bit.
SUIT_CARDS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(_suit_table(s) for s in range(4))


def cards_of(mask: CardSet) -> tuple[Card, ...]:
    """The cards of a set, by suit (♠ ♥ ♦ ♣) then rank, lowest first."""
    return (
        SUIT_CARDS[0][mask & FULL_SUIT]
        + SUIT_CARDS[1][mask >> 13 & FULL_SUIT]
        + SUIT_CARDS[2][mask >> 26 & FULL_SUIT]
        + SUIT_CARDS[3][mask >> 39 & FULL_SUIT]
    )


def suit_cards(mask: CardSet, suit: Suit) -> tuple[Card, ...]:
    """The cards of one suit in a set, lowest first."""
    return SUIT_CARDS[suit][mask >> (13 * suit) & FULL_SUIT]


def highest(mask: CardSet) -> Card:
    """The highest card of a set within one suit (the set must not be empty)."""
    return mask.bit_length() - 1


def colour_mask(suit: Suit) -> CardSet:
    """Both suits of ``suit``'s colour (♥♦ red, ♠♣ black), for the colour rule."""
    return RED if suit in (HEARTS, DIAMONDS) else BLACK


# Multisets of cards (two decks): a pair of masks (once, twice).


def add_card(once: CardSet, twice: CardSet, card: Card) -> tuple[CardSet, CardSet]:
    """Add one copy of ``card``; raises when the card is already held twice."""
    b = 1 << card
    if twice & b:
        raise CardError(f"more than two copies of {card_code(card)}")
    if once & b:
        return once, twice | b
    return once | b, twice


def remove_card(once: CardSet, twice: CardSet, card: Card) -> tuple[CardSet, CardSet]:
    """Remove one copy of ``card`` (which must be held)."""
    b = 1 << card
    if twice & b:
        return once, twice & ~b
    return once & ~b, twice


def multiset(cards: Iterable[Card]) -> tuple[CardSet, CardSet]:
    """Cards (with repeats) → ``(once, twice)``; a third copy is refused."""
    return hand_of(cards)


def multiset_cards(once: CardSet, twice: CardSet) -> list[Card]:
    """``(once, twice)`` → the cards with repeats, sorted."""
    return list(hand_cards((once, twice)))


def multiset_minus(
    a: tuple[CardSet, CardSet], b: tuple[CardSet, CardSet]
) -> tuple[CardSet, CardSet]:
    """Multiset difference ``a − b`` (``b`` must be contained in ``a``)."""
    return hand_minus(a, b)


def count(once: CardSet, twice: CardSet, card: Card) -> int:
    """How many copies of ``card`` the multiset holds."""
    return (once >> card & 1) + (twice >> card & 1)


def parse_cards(codes: Iterable[str]) -> list[Card]:
    return [parse_card(code) for code in codes]


def parse_seat(letter: str) -> Seat:
    text = letter.strip().upper()
    if len(text) != 1 or text not in SEAT_LETTERS:
        raise CardError(f"unknown seat {letter!r} (expected one of S, E, N, W)")
    return SEAT_LETTERS.index(text)


def next_seat(seat: Seat) -> Seat:
    """The 下家: the next player to play, on the right."""
    return (seat + 1) & 3


def partner_of(seat: Seat) -> Seat:
    return (seat + 2) & 3


__all__ = [
    "BLACK",
    "CLUBS",
    "CLUB_TWO",
    "DECK",
    "DIAMONDS",
    "EAST",
    "FULL_SUIT",
    "HEARTS",
    "HEART_ACE",
    "NORTH",
    "PIG",
    "RANK_LETTERS",
    "RED",
    "SCORING_MASK",
    "SEATS",
    "SEAT_LETTERS",
    "SHEEP",
    "SOUTH",
    "SPADES",
    "SPECIALS",
    "SPECIAL_MASK",
    "SUITED",
    "SUIT_CARDS",
    "SUIT_MASKS",
    "SUIT_SYMBOLS",
    "TRANSFORMER",
    "WEST",
    "Card",
    "CardError",
    "CardSet",
    "Mask",
    "Seat",
    "Suit",
    "add_card",
    "bit",
    "card_code",
    "card_label",
    "cards_of",
    "colour_mask",
    "count",
    "hand_cards",
    "hand_minus",
    "hand_of",
    "highest",
    "make_card",
    "mask_of",
    "multiset",
    "multiset_cards",
    "multiset_minus",
    "next_seat",
    "parse_card",
    "parse_cards",
    "parse_seat",
    "partner_of",
    "popcount",
    "rank_of",
    "remove_card",
    "seat_letters",
    "suit_cards",
    "suit_of",
]
