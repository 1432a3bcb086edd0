"""Where things are on the 升级 table (logical 1280×720) and the order of a hand: pure
geometry and sorting, testable without a screen.

Seats are the engine's: 0 South (the person), 1 East, 2 North, 3 West.

A tall window's table stands upright (:func:`use` with an upright canvas's size, at least
800×900): the trumps panel and the points at the top, North under them, West and East in
columns either side of the trick, the person's plate, burial and points over the prompt,
the buttons and a hand that spans the width in two rows when one would crowd. As with
拱猪's table the shape is one at a time, set by the scene's ``layout``.
"""

from __future__ import annotations

import pygame

from engine.shengji.cards import Card, card_code
from engine.shengji.order import TRUMPS, Order

W, H = 1280.0, 720.0  # the table's shape (see the module's note and :func:`use`)
UPRIGHT = False
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
PILE_W = dict.fromkeys(range(4), 1e9)  # how wide a seat's points may lie (upright: its room)
PILE_RIGHT = {1}  # the spots whose points end at PILE_AT's x (the right edge's seats)
BACKS_ROW = {2: 640.0}  # the spots whose backs fan in a row, centred here (others: a column)
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
# Upright, a lesson's table: the coach's panel's room, under the trick and over the person's
# row (its top the least it starts at; it grows upwards from its bottom when a page is long).
COACH = pygame.FRect(0, 0, 0, 0)
COACH_ROOM = 190.0  # what a lesson's table keeps free for it before the trick's spacing


ROW_SHOW = 64.0  # upright, two rows: how much of an upper row's card shows above the lower
ONE_ROW_STEP = 40.0  # upright: a hand whose cards would lie closer than this takes two rows


def hand_step(n: int, width: float = HAND_W) -> float:
    """The overlap of ``n`` cards across the hand's width (at most a card and a bit)."""
    if n <= 1:
        return width
    return min(width * 0.62, (HAND_RIGHT - HAND_LEFT - width) / (n - 1))


def hand_rows(n: int) -> list[int]:
    """How many of ``n`` cards lie in each row, the upper first: one, or upright two when
    one row would crowd."""
    if not UPRIGHT or n <= 1 or hand_step(n) >= ONE_ROW_STEP:
        return [n]
    return [(n + 1) // 2, n // 2]


def hand_rects(n: int) -> list[pygame.FRect]:
    """The rectangles of ``n`` cards of the person's hand, centred (row by row, the lower
    over the upper)."""
    out: list[pygame.FRect] = []
    rows = hand_rows(n)
    bottom = H - HAND_H - 14
    for k, count in enumerate(rows):
        step = hand_step(count)
        total = HAND_W + step * (count - 1) if count else 0.0
        left = W / 2 - total / 2
        y = bottom - (len(rows) - 1 - k) * ROW_SHOW
        out += [pygame.FRect(left + i * step, y, HAND_W, HAND_H) for i in range(count)]
    return out


def play_rects(seat: int, n: int) -> list[pygame.FRect]:
    """The rectangles of ``n`` cards a seat has on the table, centred on its spot."""
    h = TRICK_W * 130 / 90
    cx, cy = TRICK_AT[seat]
    total = TRICK_W + TRICK_STEP * (n - 1)
    left = cx - total / 2
    return [pygame.FRect(left + i * TRICK_STEP, cy - h / 2, TRICK_W, h) for i in range(n)]


def use(size: tuple[float, float], *, rows: int = 1, coach: bool = False) -> None:
    """Make the table's shape the one for a canvas of ``size``: 1280×720 as designed, or the
    upright table (``rows``: the hand's rows at most, two for two decks; ``coach``: a lesson's,
    the trick closer to North to leave the panel its room, :data:`COACH`)."""
    global W, H, UPRIGHT, HAND_Y, HAND_LEFT, HAND_RIGHT, CENTRE, PLATE, TRICK_AT, BACKS_AT
    global PILE_AT, DECK_AT, DECL_AT, INFO, POINTS, MENU, BUTTON_Y, PROMPT_Y, KITTY_AT, TOAST
    global PILE_W, PILE_RIGHT, BACKS_ROW
    W, H = float(size[0]), float(size[1])
    PILE_RIGHT, BACKS_ROW = {1}, {2: W / 2}
    UPRIGHT = W < 1280
    if not UPRIGHT:
        W, H = 1280.0, 720.0
        BACKS_ROW = {2: W / 2}
        HAND_Y = H - HAND_H - 14
        HAND_LEFT, HAND_RIGHT = 40.0, 1240.0
        CENTRE = (640.0, 300.0)
        PLATE = {0: (110.0, 515.0), 1: (1195.0, 200.0), 2: (450.0, 38.0), 3: (85.0, 200.0)}
        TRICK_AT = {0: (640.0, 375.0), 1: (850.0, 280.0), 2: (640.0, 170.0), 3: (430.0, 280.0)}
        BACKS_AT = {1: (1175.0, 240.0), 2: (542.0, 10.0), 3: (65.0, 240.0)}
        PILE_AT = {0: (40.0, 428.0), 1: (1250.0, 400.0), 2: (760.0, 14.0), 3: (30.0, 400.0)}
        PILE_W = dict.fromkeys(range(4), 1e9)
        DECK_AT = (640.0, 290.0)
        DECL_AT = {0: (250.0, 420.0), 1: (1080.0, 150.0), 2: (330.0, 80.0), 3: (200.0, 150.0)}
        INFO = pygame.FRect(14, 12, 300, 128)
        POINTS = pygame.FRect(966, 12, 300, 56)
        MENU = pygame.FRect(1176, 76, 90, 38)
        BUTTON_Y = HAND_Y - 78
        PROMPT_Y = HAND_Y - 50
        KITTY_AT = (200.0, HAND_Y - 88)
        TOAST = pygame.FRect(360, 428, 560, 40)
        return
    _upright(rows, COACH_ROOM if coach else 0.0)


def _upright(rows: int, room: float = 0.0) -> None:
    """The upright table's places for the shape in ``W`` × ``H`` (see the module's note)."""
    global HAND_Y, HAND_LEFT, HAND_RIGHT, CENTRE, PLATE, TRICK_AT, BACKS_AT, PILE_W
    global PILE_AT, DECK_AT, DECL_AT, INFO, POINTS, MENU, BUTTON_Y, PROMPT_Y, KITTY_AT, TOAST
    global COACH
    m, mid = 14.0, W / 2
    back_h = BACK_W * 130 / 90
    small_h = SMALL_W * 130 / 90
    trick_h = TRICK_W * 130 / 90
    HAND_LEFT, HAND_RIGHT = m, W - m
    HAND_Y = H - HAND_H - 14 - (rows - 1) * ROW_SHOW  # the upper row's
    BUTTON_Y = HAND_Y - RAISE - 10 - 40
    PROMPT_Y = BUTTON_Y - 30  # the prompt's bottom, the keys' hint under it
    own = PROMPT_Y - 40 - small_h  # the person's row: plate, burial, points
    INFO = pygame.FRect(m, 12, 300, 128)
    POINTS = pygame.FRect(W - m - 300, 12, 300, 56)
    MENU = pygame.FRect(W - m - 90, 76, 90, 38)
    north = INFO.bottom + 14  # North's row: plate, backs, points
    top = north + back_h + 18  # the middle: West and East either side of the trick
    # the trick: North's play under room for its "winning" tag, the person's over a toast
    dy = max(48.0, min(105.0, (own - room - 8 - 44 - trick_h - top - 28) / 2))
    cy = top + 28 + trick_h / 2 + dy
    CENTRE = (mid, cy)
    side = min(150.0, mid - m - 140)  # West's and East's plays, clear of their columns
    TRICK_AT = {0: (mid, cy + dy), 1: (mid + side, cy), 2: (mid, cy - dy), 3: (mid - side, cy)}
    PLATE = {0: (m + 70, own + small_h / 2), 1: (W - m - 62, top + 22), 2: (mid - 170, north + 27)}
    PLATE[3] = (m + 62, top + 22)
    BACKS_AT = {1: (W - m - 60, top + 52), 2: (mid - 60, north), 3: (m + 20, top + 52)}
    pile_y = top + 52 + back_h + 12 * 7 + 14
    PILE_AT = {0: (m + 360, own), 1: (W - m, pile_y), 2: (mid + 140, north + 4), 3: (m, pile_y)}
    column = mid - side - 70 - m  # a side seat's points: no wider than its column
    PILE_W = {0: W - m - PILE_AT[0][0], 1: column, 2: W - m - 110 - PILE_AT[2][0], 3: column}
    DECK_AT = (mid, cy - 10)
    DECL_AT = {0: (m + 260, own - 70), 1: (W - m - 200, top + 30), 2: (mid - 170, north + 96)}
    DECL_AT[3] = (m + 200, top + 30)
    KITTY_AT = (m + 240, own)
    TOAST = pygame.FRect(mid - 180, own - 48, 360, 40)
    low = cy + dy + trick_h / 2 + 10  # under the person's play
    COACH = pygame.FRect(m, low, W - 2 * m, own - 10 - low)
    if room:  # a lesson: the person's row beside the buttons, its room the panel's
        PLATE[0] = (m + 70, BUTTON_Y + 22)
        PILE_AT[0] = KITTY_AT = (m + 160, BUTTON_Y + 4)
        PILE_W[0] = max(SMALL_W, W - m - 400 - PILE_AT[0][0])  # (clear of three buttons)
        COACH.h = PROMPT_Y - 40 - COACH.y


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
