"""The trump order (将牌序列, SHENGJI §5): each card's suit group and its place in that group.

An :class:`Order` is made once for a level rank and a trump suit and cached. ``place`` is a
small int, higher is higher, and *equal* cards share one (the 副主, and the two copies of a
card): a trick compares places, so the earlier of two equals stands (§5 "以先出者为大").
``fine`` breaks those ties by suit, ♠ ♥ ♣ ♦ (§6, §15.8), for the throw's components only.

>>> o = order_for(5, CLUBS)  # level 7, trump ♣ (§5's example)
>>> [card_code(c) for c in sorted(o.cards_in(TRUMPS), key=o.fine_key, reverse=True)][:6]
['BJ', 'LJ', 'C7', 'S7', 'H7', 'D7']
>>> o.place[parse_card("S7")] == o.place[parse_card("D7")]
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import BJ, CLUBS, LJ, SUIT_LETTERS, Card, Mask, bits, card_code, make_card, parse_card  # noqa: F401

TRUMPS = 4  # the suit group of trumps; the plain suits are 0..3 (S H D C)
GROUP_NAMES = ("S", "H", "D", "C", "T")
# §6, §15.8: between equals, ♠ ♥ ♣ ♦ from high to low.
SUIT_TIE = {0: 3, 1: 2, 3: 1, 2: 0}


@dataclass(frozen=True, slots=True)
class Order:
    """The order of one hand: ``level`` a rank (None at 无将), ``trump`` a suit (None: 无主 / 无将)."""

    level: int | None
    trump: int | None
    group: tuple[int, ...]  # per card: 0..3 a plain suit, TRUMPS
    place: tuple[int, ...]  # per card: its place within its group, higher is higher
    fine: tuple[int, ...]  # per card: place * 4 + suit tie (§15.8)
    masks: tuple[Mask, ...]  # per group: its cards

    def __reduce__(self) -> tuple[object, tuple[int | None, int | None]]:
        """Rebuilt by its level and trump: compiled by mypyc, a frozen dataclass refuses the
        attribute assignment pickle's default restore uses (FrozenInstanceError)."""
        return order_for, (self.level, self.trump)

    def group_of(self, card: Card) -> int:
        return self.group[card]

    def cards_in(self, group: int) -> list[Card]:
        return bits(self.masks[group])

    def fine_key(self, card: Card) -> int:
        return self.fine[card]

    def is_trump(self, card: Card) -> bool:
        return self.group[card] == TRUMPS

    def describe(self) -> str:
        level = "无将" if self.level is None else "23456789TJQKA"[self.level]
        trump = "无主" if self.trump is None else SUIT_LETTERS[self.trump]
        return f"level {level}, trump {trump}"


@lru_cache(maxsize=64)
def order_for(level: int | None, trump: int | None) -> Order:
    """The order with level rank ``level`` (0 = 2 … 12 = A; None = 无将) and trump ``trump``."""
    group = [0] * 54
    place = [0] * 54
    for suit in range(4):
        ranks = [r for r in range(13) if r != level]  # §5: r left out of its suit
        for i, rank in enumerate(ranks):
            card = make_card(suit, rank)
            group[card] = TRUMPS if suit == trump else suit
            place[card] = i
    top = 0
    if level is not None:
        # §5: the 副主 share one place above the trump suit, the 正主 above them.
        side = 12 if trump is not None else 0
        for suit in range(4):
            card = make_card(suit, level)
            group[card] = TRUMPS
            place[card] = side + 1 if suit == trump else side
        top = side + (2 if trump is not None else 1)
    group[LJ] = group[BJ] = TRUMPS
    place[LJ], place[BJ] = top, top + 1
    fine = tuple(place[c] * 4 + (SUIT_TIE[c // 13] if c < LJ else 0) for c in range(54))
    masks = [0] * 5
    for c in range(54):
        masks[group[c]] |= 1 << c
    return Order(level, trump, tuple(group), tuple(place), fine, tuple(masks))


def describe_order(order: Order) -> list[str]:
    """The trumps high to low as codes, equals joined by ``=`` (for help texts and tests)."""
    cards = sorted(order.cards_in(TRUMPS), key=order.fine_key, reverse=True)
    out: list[str] = []
    last = -1
    for c in cards:
        if out and order.place[c] == last:
            out[-1] += "=" + card_code(c)
        else:
            out.append(card_code(c))
        last = order.place[c]
    return out
