"""Where things are on the 升级 table (logical 1280×720) and the order of a hand: pure
geometry and sorting, testable without a screen.

Seats are the engine's: 0 South (the person), 1 East, 2 North, 3 West.
"""

from __future__ import annotations

import pygame

from engine.shengji.cards import Card, card_code
from engine.shengji.order import TRUMPS, Order

HAND_W = 90.0  # the person's cards (DESIGN: 90×130 at 720p)
HAND_H = HAND_W * 130 / 90
HAND_Y = 720 - HAND_H - 14
HAND_LEFT, HAND_RIGHT = 40.0, 1240.0
RAISE = 22.0  # a selected card
LIFT = 8.0  # a card that can be part of a legal play
TRICK_W = 66.0  # cards on the table
TRICK_STEP = 20.0  # the overlap of one seat's several cards on the table
BACK_W = 40.0  # the others' card backs
SMALL_W = 34.0  # point cards before the defenders, the person's burial
DECL_W = 52.0  # a standing declaration's cards beside its seat
RESULT_KITTY_W = 46.0  # the kitty turned over in the hand's result
CENTRE = (640.0, 300.0)

# Each seat's name plate (centre) and where its play lands (centre of the cards).
PLATE = {0: (110.0, 515.0), 1: (1195.0, 200.0), 2: (450.0, 38.0), 3: (85.0, 200.0)}
TRICK_AT = {0: (640.0, 375.0), 1: (850.0, 280.0), 2: (640.0, 170.0), 3: (430.0, 280.0)}
# Where a seat's card backs fan (top left) and its point cards lie (top left; East: right end).
BACKS_AT = {1: (1175.0, 240.0), 2: (542.0, 10.0), 3: (65.0, 240.0)}
PILE_AT = {0: (40.0, 428.0), 1: (1250.0, 400.0), 2: (760.0, 14.0), 3: (30.0, 400.0)}
DECK_AT = (640.0, 290.0)
# The standing declaration's cards, face up, beside the seat that showed them (centre).
DECL_AT = {0: (250.0, 420.0), 1: (1080.0, 150.0), 2: (330.0, 80.0), 3: (200.0, 150.0)}

# The panel of trumps and levels (top left) and the points (top right).
INFO = pygame.FRect(14, 12, 300, 128)
POINTS = pygame.FRect(966, 12, 300, 56)
MENU = pygame.FRect(1176, 76, 90, 38)
# The buttons over the hand, right aligned; the prompt over the hand, centred.
BUTTON_Y = HAND_Y - 78
PROMPT_Y = HAND_Y - 50  # the prompt's bottom; the keys' hint under it
KITTY_AT = (200.0, HAND_Y - 88)  # the buried cards, face down, beside South's plate
TOAST = pygame.FRect(360, 428, 560, 40)


def hand_step(n: int, width: float = HAND_W) -> float:
    """The overlap of ``n`` cards across the hand's width (at most a card and a bit)."""
    if n <= 1:
        return width
    return min(width * 0.62, (HAND_RIGHT - HAND_LEFT - width) / (n - 1))


def hand_rects(n: int) -> list[pygame.FRect]:
    """The rectangles of ``n`` cards of the person's hand, centred."""
    step = hand_step(n)
    total = HAND_W + step * (n - 1) if n else 0.0
    left = 640 - total / 2
    return [pygame.FRect(left + i * step, HAND_Y, HAND_W, HAND_H) for i in range(n)]


def play_rects(seat: int, n: int) -> list[pygame.FRect]:
    """The rectangles of ``n`` cards a seat has on the table, centred on its spot."""
    h = TRICK_W * 130 / 90
    cx, cy = TRICK_AT[seat]
    total = TRICK_W + TRICK_STEP * (n - 1)
    left = cx - total / 2
    return [pygame.FRect(left + i * TRICK_STEP, cy - h / 2, TRICK_W, h) for i in range(n)]


# Plain suits after the trumps, alternating colours: ♠ ♥ ♣ ♦ (DESIGN).
SUIT_PLACE = {0: 0, 1: 1, 3: 2, 2: 3}


def sort_key(order: Order, card: Card) -> tuple[int, int]:
    """Left to right: trumps high to low (jokers, 正主, 副主, the trump suit), then the plain
    suits ♠ ♥ ♣ ♦, each high to low."""
    group = order.group[card]
    first = -1 if group == TRUMPS else SUIT_PLACE[group]
    return (first, -order.fine[card])


def sorted_hand(cards: tuple[Card, ...], order: Order) -> list[Card]:
    return sorted(cards, key=lambda c: sort_key(order, c))


def codes(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [card_code(c) for c in cards]
