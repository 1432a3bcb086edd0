"""Cards as ints and hands as bitmask pairs: the one vocabulary of every game's rules.

A card is ``suit * 13 + rank`` for the 52 suited cards (suits ``S H D C`` = 0..3, rank 0 the
2 … 12 the ace) and 52 / 53 for the little / big joker, so a set of distinct cards is an int
bitmask in which each suit is a contiguous 13-bit field. A hand of one or two decks is a pair
of masks ``(once, twice)``: the cards held at least once and those held twice (``twice`` ⊆
``once``); a one-deck hand has ``twice == 0``, so one code path serves both. A game without
jokers (拱猪) simply never deals 52 or 53.

>>> card_code(parse_card("s10")), card_code(BJ)
('ST', 'BJ')
>>> hand_cards(hand_of([SPADES * 13 + 12, 0, 0]))
(0, 0, 12)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeAlias

Card: TypeAlias = int
Mask: TypeAlias = int
Hand: TypeAlias = tuple[Mask, Mask]  # (held once or twice, held twice)

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
RANK_LETTERS = "23456789TJQKA"
LJ, BJ = 52, 53  # 小王, 大王 (not SJ, which is ♠J)
JOKERS: Mask = 1 << LJ | 1 << BJ
FULL_SUIT: Mask = (1 << 13) - 1
SUIT_MASKS: tuple[Mask, ...] = tuple(FULL_SUIT << (13 * s) for s in range(4))
SUITED: Mask = (1 << 52) - 1  # one deck without jokers


class CardError(ValueError):
    """A card code or a hand that does not exist."""


def make_card(suit: int, rank: int) -> Card:
    return suit * 13 + rank


def suit_of(card: Card) -> int:
    """The printed suit (0..3); jokers have none (-1)."""
    return -1 if card >= LJ else card // 13


def rank_of(card: Card) -> int:
    """The printed rank (0 = the 2 … 12 = the ace); jokers 13 (LJ) and 14 (BJ)."""
    return card - 39 if card >= LJ else card % 13


def card_code(card: Card) -> str:
    """``"SA"``, ``"CT"``, ``"LJ"``, ``"BJ"``: the code saves, logs and tools use."""
    if card == LJ:
        return "LJ"
    if card == BJ:
        return "BJ"
    if not 0 <= card < LJ:
        raise CardError(f"no card {card!r}")
    return SUIT_LETTERS[card // 13] + RANK_LETTERS[card % 13]


def parse_card(code: str, jokers: bool = True) -> Card:
    """The card of a code, any case, ``10`` for ``T``: ``parse_card("ct") == 34``. A game
    without jokers (``jokers=False``) refuses ``LJ`` and ``BJ`` like any unknown code."""
    text = code.strip().upper().replace("10", "T")
    if jokers and text in ("LJ", "BJ"):
        return LJ if text == "LJ" else BJ
    if len(text) != 2 or text[0] not in SUIT_LETTERS or text[1] not in RANK_LETTERS:
        if not jokers:
            raise CardError(f"unknown card {code!r} (expected e.g. SQ, CT, H2)")
        raise CardError(f"no card {code!r} (suit SHDC then rank 2-9TJQKA, or BJ / LJ)")
    return make_card(SUIT_LETTERS.index(text[0]), RANK_LETTERS.index(text[1]))


def deck(decks: int, jokers: bool) -> list[Card]:
    """Every card of ``decks`` packs, pack after pack, each in card order."""
    return list(range(54 if jokers else 52)) * decks


# ---- hands of one or two decks: (once, twice) ------------------------------------------------


def bits(mask: Mask) -> list[Card]:
    """The cards of a mask, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def hand_of(cards: Iterable[Card]) -> Hand:
    """Cards, a copy repeated for two decks → ``(once, twice)``; a third copy is refused."""
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
    """The hand's cards, lowest first (a copy held twice appears twice)."""
    once, twice = hand
    out = []
    while once:  # lowest first, a copy held twice right after its twin (``twice`` ⊆ ``once``)
        low = once & -once
        card = low.bit_length() - 1
        out.append(card)
        if twice & low:
            out.append(card)
        once ^= low
    return tuple(out)


def hand_size(hand: Hand) -> int:
    return hand[0].bit_count() + hand[1].bit_count()


def copies(hand: Hand, card: Card) -> int:
    """How many copies of ``card`` the hand holds (0, 1 or 2)."""
    return (hand[0] >> card & 1) + (hand[1] >> card & 1)


def count_in(hand: Hand, mask: Mask) -> int:
    """How many of the hand's cards lie in ``mask`` (copies counted)."""
    return (hand[0] & mask).bit_count() + (hand[1] & mask).bit_count()


def add_cards(hand: Hand, cards: Iterable[Card]) -> Hand:
    """The hand with one more copy of each of ``cards`` (two copies at most, unchecked)."""
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


def hand_minus(a: Hand, b: Hand) -> Hand:
    """The multiset difference ``a − b`` (``b`` must lie within ``a``)."""
    a1, a2 = a
    b1, b2 = b
    twice = a2 & ~b1
    return (a1 & ~b1) | (a2 & ~b2) | twice, twice
