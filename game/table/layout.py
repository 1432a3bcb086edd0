"""Where everything sits on the table, in logical 1280×720 units (pure geometry).

Why a separate module: the geometry is the part most easily broken by a tweak
(two decks, long names, English), so it is a set of plain functions over
``pygame.FRect`` that tests check without opening a window.

Seats are placed relative to the seat shown at the bottom: play goes
S → E → N → W counter-clockwise, so the next seat after the viewer sits on
the right, the one opposite at the top, the previous one on the left.

    >>> relative(2, viewer=0), relative(1, viewer=0), relative(3, viewer=0)
    ('top', 'right', 'left')
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import FRect

W, H = 1280, 720

CARD_W, CARD_H = 90, 130  # the viewer's hand (DESIGN: 90×130 at 720p)
TRICK_W = 80  # cards in the trick area
TRICK_H = round(TRICK_W * 130 / 90)
SMALL_W = 46  # backs, exposed and taken cards
SMALL_H = round(SMALL_W * 130 / 90)
RAISE = 24  # a legal (or exposable) card stands up this much
SELECT_RAISE = 40  # a selected card (pair) stands up further

HAND_LEFT, HAND_RIGHT = 204, 1076  # the viewer's hand spans at most this
HAND_TOP = H - CARD_H - 14  # 576: top of an unraised hand card
HAND_STEP_MAX = 56

CENTRE = (640.0, 320.0)  # the trick area's centre (the exposure ring too)
TRICK_OFFSET = {"bottom": (0, 64), "top": (0, -64), "left": (-92, 0), "right": (92, 0)}

POSITIONS = ("bottom", "right", "top", "left")

MARGIN = 12
PLATE_W, PLATE_H = 176, 58
BUTTON_W = 176


def relative(seat: int, viewer: int) -> str:
    """Where ``seat`` sits on the screen of ``viewer``."""
    return POSITIONS[(seat - viewer) % 4]


def hand_step(
    n: int,
    left: float = HAND_LEFT,
    right: float = HAND_RIGHT,
    card_w: float = CARD_W,
    most: float = HAND_STEP_MAX,
) -> float:
    """The horizontal distance between neighbouring cards of an ``n``-card fan."""
    if n <= 1:
        return 0.0
    return min(most, (right - left - card_w) / (n - 1))


def hand_rects(n: int) -> list[FRect]:
    """The unraised rectangles of the viewer's ``n`` cards, left to right, centred."""
    step = hand_step(n)
    width = CARD_W + step * max(0, n - 1)
    x0 = (HAND_LEFT + HAND_RIGHT) / 2 - width / 2
    return [FRect(x0 + i * step, HAND_TOP, CARD_W, CARD_H) for i in range(n)]


def hand_hit(rects: list[FRect], raised: list[float], pos: tuple[float, float]) -> int | None:
    """The index of the topmost card under ``pos`` (later cards lie on top); ``raised`` per card."""
    for i in range(len(rects) - 1, -1, -1):
        r = rects[i].move(0, -raised[i])
        # a raised card is also hit in the gap it left below it
        r.h += raised[i]
        if r.collidepoint(pos):
            return i
    return None


def trick_centre(position: str, pair: bool = False) -> tuple[float, float]:
    """Where a seat's card lands in the trick area (pairs: the centre of the two cards)."""
    dx, dy = TRICK_OFFSET[position]
    if pair and position in ("left", "right"):
        dx += -14 if position == "left" else 14
    return (CENTRE[0] + dx, CENTRE[1] + dy)


def trick_rects(position: str, n: int) -> list[FRect]:
    """The rectangles of one seat's play (one card, or two side by side for a pair)."""
    cx, cy = trick_centre(position, n == 2)
    gap = 26
    out = []
    for i in range(n):
        x = cx - TRICK_W / 2 + (i - (n - 1) / 2) * gap
        out.append(FRect(x, cy - TRICK_H / 2, TRICK_W, TRICK_H))
    return out


TRICK_AREA = FRect(
    CENTRE[0] - 92 - 14 - TRICK_W / 2 - 14,
    CENTRE[1] - 64 - TRICK_H / 2,
    2 * (92 + 14 + TRICK_W / 2 + 14),
    2 * 64 + TRICK_H,
)
WINDOW_BOX = FRect(440, 196, 400, 246)  # the exposure window and the 首明 prompt, over the ring


@dataclass(frozen=True)
class SeatLayout:
    """One seat's places: its backs (or nothing for the viewer), plate, exposed and taken rows.

    Rows are anchor rectangles: cards are laid left to right from ``x`` with a step
    that keeps them inside ``w`` (see :func:`row_rects`).
    """

    position: str
    plate: FRect
    backs: FRect  # the area the backs fan over (empty for the viewer)
    backs_vertical: bool
    exposed: FRect
    taken: FRect
    deal_target: tuple[float, float]  # where dealt cards fly


def seat_layout(position: str) -> SeatLayout:
    """The places of the seat at ``position`` (see the module docstring)."""
    if position == "bottom":
        return SeatLayout(
            position,
            plate=FRect(MARGIN, 470, PLATE_W, PLATE_H),
            backs=FRect(0, 0, 0, 0),
            backs_vertical=False,
            exposed=FRect(HAND_LEFT, 462, 190, SMALL_H),
            taken=FRect(HAND_LEFT + 206, 462, 1076 - HAND_LEFT - 206, SMALL_H),
            deal_target=(640, HAND_TOP + CARD_H / 2),
        )
    if position == "top":
        backs = FRect(640 - 130, MARGIN, 260, SMALL_H)
        return SeatLayout(
            position,
            plate=FRect(backs.left - 16 - PLATE_W, MARGIN + 4, PLATE_W, PLATE_H),
            backs=backs,
            backs_vertical=False,
            exposed=FRect(backs.left - 16 - PLATE_W, 90, PLATE_W + 8, SMALL_H),
            taken=FRect(backs.left + 8, 90, 1040 - backs.left - 8, SMALL_H),
            deal_target=backs.center,
        )
    vertical = FRect(MARGIN, 222, SMALL_H, 244)
    if position == "left":
        inner = vertical.right + 14
        return SeatLayout(
            position,
            plate=FRect(MARGIN, 156, PLATE_W, PLATE_H),
            backs=vertical,
            backs_vertical=True,
            exposed=FRect(inner, 232, 190, SMALL_H),
            taken=FRect(inner, 318, TRICK_AREA.left - 14 - inner, SMALL_H),
            deal_target=vertical.center,
        )
    # right: the mirror image of left
    backs = FRect(W - MARGIN - SMALL_H, 222, SMALL_H, 244)
    inner = backs.left - 14
    left_edge = TRICK_AREA.right + 14
    return SeatLayout(
        position,
        plate=FRect(W - MARGIN - PLATE_W, 156, PLATE_W, PLATE_H),
        backs=backs,
        backs_vertical=True,
        exposed=FRect(inner - 190, 232, 190, SMALL_H),
        taken=FRect(left_edge, 318, inner - left_edge, SMALL_H),
        deal_target=backs.center,
    )


def row_rects(
    area: FRect, n: int, *, step_max: float = 30, reserve: float = 0, card_w: float = SMALL_W
) -> list[FRect]:
    """``n`` small cards laid left to right inside ``area`` (after ``reserve`` for a label)."""
    if n <= 0:
        return []
    left = area.left + reserve
    step = 0.0 if n == 1 else min(step_max, (area.right - left - card_w) / (n - 1))
    return [FRect(left + i * step, area.top, card_w, area.h) for i in range(n)]


def back_rects(layout: SeatLayout, n: int) -> list[FRect]:
    """Where a seat's ``n`` face-down cards lie (a fan along its side of the table)."""
    if n <= 0:
        return []
    area = layout.backs
    if layout.backs_vertical:
        step = 0.0 if n == 1 else min(16, (area.h - SMALL_W) / (n - 1))
        height = SMALL_W + step * (n - 1)
        y0 = area.centery - height / 2
        return [FRect(area.left, y0 + i * step, SMALL_H, SMALL_W) for i in range(n)]
    step = 0.0 if n == 1 else min(16, (area.w - SMALL_W) / (n - 1))
    width = SMALL_W + step * (n - 1)
    x0 = area.centerx - width / 2
    return [FRect(x0 + i * step, area.top, SMALL_W, SMALL_H) for i in range(n)]


# Buttons and panels (the scene sizes buttons to their text, within these columns).
MENU_BUTTON = FRect(MARGIN, MARGIN, 110, 40)
SCORE_PANEL = FRect(W - MARGIN - 224, MARGIN, 224, 136)
LEFT_BUTTONS = FRect(MARGIN, 560, BUTTON_W, 148)  # hint, last trick
RIGHT_BUTTONS = FRect(W - MARGIN - BUTTON_W, 560, BUTTON_W, 148)  # claim, play pair
DECK_POS = CENTRE
_TOAST_TOP = seat_layout("top").taken.bottom + 1
TOAST_AREA = FRect(
    MARGIN + PLATE_W + 12,
    _TOAST_TOP,
    W - 2 * (MARGIN + PLATE_W + 12),
    TRICK_AREA.top - 1 - _TOAST_TOP,
)  # one toast at a time, between North's taken cards and the trick, inside the side plates
