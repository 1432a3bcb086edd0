"""Where everything sits on the table, in logical units (pure geometry).

Why a separate module: the geometry is the part most easily broken by a tweak
(two decks, long names, English), so it is a set of plain functions over
``pygame.FRect`` that tests check without opening a window.

Two shapes: the 16:9 table (1280×720, the design), and the upright table of a tall
window (:func:`use` with an upright canvas's size: at least 800×900). Upright, the score
panel is a strip across the top beside the menu, North sits under it, West and East in
columns either side of the trick, and the viewer's plate, rows and buttons lie over a hand
that spans the width, in two rows when it holds more than fits one (two decks). Like the
language, the shape is one at a time: the table scene sets it in its ``layout``, and the
names below (``HAND_TOP``, ``CENTRE``, :func:`seat_layout` …) are then the shape's.

Seats are placed relative to the seat shown at the bottom: play goes
S → E → N → W counter-clockwise, so the next seat after the viewer sits on
the right, the one opposite at the top, the previous one on the left.

    >>> relative(2, viewer=0), relative(1, viewer=0), relative(3, viewer=0)
    ('top', 'right', 'left')
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import FRect

W, H = 1280.0, 720.0  # the table's shape (see the module's note and :func:`use`)
UPRIGHT = False

CARD_W, CARD_H = 90, 130  # the viewer's hand (DESIGN: 90×130 at 720p)
TRICK_W = 80  # cards in the trick area
TRICK_H = round(TRICK_W * 130 / 90)
SMALL_W = 46  # backs, exposed and taken cards
SMALL_H = round(SMALL_W * 130 / 90)
RAISE = 24  # a legal (or exposable) card stands up this much
SELECT_RAISE = 40  # a selected card (pair) stands up further

HAND_LEFT, HAND_RIGHT = 204.0, 1076.0  # the viewer's hand spans at most this
HAND_TOP = H - CARD_H - 14  # 576: top of an unraised hand card (upright, two rows: the upper)
HAND_STEP_MAX = 56
ROW_SHOW = 64.0  # upright, two rows: how much of an upper row's card shows above the lower
ONE_ROW_STEP = 40.0  # upright: a hand whose cards would lie closer than this takes two rows

CENTRE = (640.0, 320.0)  # the trick area's centre (the exposure ring too)
TRICK_OFFSET = {"bottom": (0, 64), "top": (0, -64), "left": (-92, 0), "right": (92, 0)}

POSITIONS = ("bottom", "right", "top", "left")

MARGIN = 12
PLATE_W, PLATE_H = 176, 58
BUTTON_W = 176
BUTTON_H = 36
BUTTON_Y = 612.0  # upright: the row of the viewer's buttons (hint, last trick, claim, pair)


def relative(seat: int, viewer: int) -> str:
    """Where ``seat`` sits on the screen of ``viewer``."""
    return POSITIONS[(seat - viewer) % 4]


def hand_step(
    n: int,
    left: float | None = None,
    right: float | None = None,
    card_w: float = CARD_W,
    most: float = HAND_STEP_MAX,
) -> float:
    """The horizontal distance between neighbouring cards of an ``n``-card fan."""
    if n <= 1:
        return 0.0
    left = HAND_LEFT if left is None else left
    right = HAND_RIGHT if right is None else right
    return min(most, (right - left - card_w) / (n - 1))


def hand_rows(n: int) -> list[int]:
    """How many of the viewer's ``n`` cards lie in each row, top row first: one row, or
    upright two when one row would lie closer than :data:`ONE_ROW_STEP`."""
    if not UPRIGHT or n <= 1 or hand_step(n) >= ONE_ROW_STEP:
        return [n]
    return [(n + 1) // 2, n // 2]


def hand_rects(n: int) -> list[FRect]:
    """The unraised rectangles of the viewer's ``n`` cards, left to right (row by row,
    the lower row over the upper), centred."""
    out: list[FRect] = []
    rows = hand_rows(n)
    bottom = H - CARD_H - 14
    for k, count in enumerate(rows):
        step = hand_step(count)
        width = CARD_W + step * max(0, count - 1)
        x0 = (HAND_LEFT + HAND_RIGHT) / 2 - width / 2
        y = bottom - (len(rows) - 1 - k) * ROW_SHOW
        out += [FRect(x0 + i * step, y, CARD_W, CARD_H) for i in range(count)]
    return out


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


def _trick_area(centre: tuple[float, float]) -> FRect:
    return FRect(
        centre[0] - 92 - 14 - TRICK_W / 2 - 14,
        centre[1] - 64 - TRICK_H / 2,
        2 * (92 + 14 + TRICK_W / 2 + 14),
        2 * 64 + TRICK_H,
    )


TRICK_AREA = _trick_area(CENTRE)
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


def _wide_seat(position: str, right_down: float = 0.0) -> SeatLayout:
    """A seat's places on the 16:9 table (``right_down``: the right seat lower, clear of a
    score panel that a small window's taller text made reach it)."""
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
    d = right_down
    backs = FRect(W - MARGIN - SMALL_H, 222 + d, SMALL_H, 244)
    inner = backs.left - 14
    left_edge = TRICK_AREA.right + 14
    return SeatLayout(
        position,
        plate=FRect(W - MARGIN - PLATE_W, 156 + d, PLATE_W, PLATE_H),
        backs=backs,
        backs_vertical=True,
        exposed=FRect(inner - 190, 232 + d, 190, SMALL_H),
        taken=FRect(left_edge, 318 + d, inner - left_edge, SMALL_H),
        deal_target=backs.center,
    )


_SEATS = {p: _wide_seat(p) for p in POSITIONS}


def seat_layout(position: str) -> SeatLayout:
    """The places of the seat at ``position`` (see the module docstring)."""
    return _SEATS[position]


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
SCORE_PANEL = FRect(W - MARGIN - 224, MARGIN, 224, 136)  # upright: the strip beside the menu
LEFT_BUTTONS = FRect(MARGIN, 560, BUTTON_W, 148)  # hint, last trick
RIGHT_BUTTONS = FRect(W - MARGIN - BUTTON_W, 560, BUTTON_W, 148)  # claim, play pair
DECK_POS = CENTRE


def _toast_area() -> FRect:
    """One toast at a time, between North's taken cards and the trick, inside the side
    plates (upright: inside the side columns)."""
    top = seat_layout("top").taken.bottom + 1
    left = seat_layout("left").plate.right + 12 if not UPRIGHT else seat_layout("left").taken.right
    right = seat_layout("right").plate.left - 12 if not UPRIGHT else seat_layout("right").taken.left
    if UPRIGHT:
        left, right = left + 8, right - 8
    return FRect(left, top, right - left, TRICK_AREA.top - 1 - top)


TOAST_AREA = _toast_area()


# ---------------------------------------------------------------------- the upright table


def _upright_seats(w: float, h: float, strip_h: float, rows: int) -> dict[str, SeatLayout]:
    """The seats of the upright table (see the module's note); ``strip_h``: the score
    strip's height (its text measured), ``rows``: the hand's rows at most."""
    m = MARGIN
    gap = 6
    # North under the strip: its plate beside its backs, its exposed and taken rows under them
    top = m + strip_h + 10
    backs_w = 200.0
    x0 = w / 2 - (PLATE_W + 12 + backs_w) / 2
    row2 = top + SMALL_H + gap
    north_exposed_w = PLATE_W + 8
    north_taken_w = min(w - 2 * m - north_exposed_w - 14, 360.0)
    row2_x = w / 2 - (north_exposed_w + 14 + north_taken_w) / 2
    north = SeatLayout(
        "top",
        plate=FRect(x0, top + (SMALL_H - PLATE_H) / 2, PLATE_W, PLATE_H),
        backs=FRect(x0 + PLATE_W + 12, top, backs_w, SMALL_H),
        backs_vertical=False,
        exposed=FRect(row2_x, row2, north_exposed_w, SMALL_H),
        taken=FRect(row2_x + north_exposed_w + 14, row2, north_taken_w, SMALL_H),
        deal_target=(x0 + PLATE_W + 12 + backs_w / 2, top + SMALL_H / 2),
    )
    # the viewer over the hand: plate, exposed row, taken row; the buttons' row between
    hand_top = h - CARD_H - 14 - (rows - 1) * ROW_SHOW
    buttons_y = hand_top - SELECT_RAISE - 4 - BUTTON_H
    own_y = buttons_y - 8 - SMALL_H
    exposed_x = m + PLATE_W + 12
    south = SeatLayout(
        "bottom",
        plate=FRect(m, own_y + (SMALL_H - PLATE_H) / 2, PLATE_W, PLATE_H),
        backs=FRect(0, 0, 0, 0),
        backs_vertical=False,
        exposed=FRect(exposed_x, own_y, 190, SMALL_H),
        taken=FRect(exposed_x + 206, own_y, w - m - exposed_x - 206, SMALL_H),
        deal_target=(w / 2, h - 14 - CARD_H / 2),
    )
    # West and East: a column each side of the trick, from North's rows to the viewer's
    mid_top = row2 + SMALL_H + 12
    column = PLATE_H + 3 * (SMALL_H + gap)
    mid_h = own_y - 12 - mid_top
    col_top = mid_top + max(0.0, (mid_h - column) / 2)
    col_w = min(230.0, (w - _trick_area((0, 0)).w) / 2 - 2 * m)
    sides = {}
    for position, x in (("left", m), ("right", w - m - col_w)):
        plate_x = x if position == "left" else w - m - PLATE_W
        backs = FRect(x, col_top + PLATE_H + gap, col_w, SMALL_H)
        exposed = FRect(x, backs.bottom + gap, col_w, SMALL_H)
        sides[position] = SeatLayout(
            position,
            plate=FRect(plate_x, col_top, PLATE_W, PLATE_H),
            backs=backs,
            backs_vertical=False,
            exposed=exposed,
            taken=FRect(x, exposed.bottom + gap, col_w, SMALL_H),
            deal_target=backs.center,
        )
    return {"bottom": south, "top": north, **sides}


def use(
    size: tuple[float, float], *, strip_h: float = 76.0, rows: int = 1, score_h: float = 0.0
) -> None:
    """Make the table's shape the one for a canvas of ``size``: the 16:9 table at 1280×720
    (every name exactly as designed), the upright table on an upright canvas; ``strip_h``
    is the upright score strip's height, ``rows`` the hand's rows at most (two decks: 2),
    ``score_h`` the 16:9 score panel's (the right seat moves down if it would reach it)."""
    global W, H, UPRIGHT, HAND_LEFT, HAND_RIGHT, HAND_TOP, CENTRE, TRICK_AREA, _SEATS
    global MENU_BUTTON, SCORE_PANEL, LEFT_BUTTONS, RIGHT_BUTTONS, DECK_POS, TOAST_AREA, BUTTON_Y
    global WINDOW_BOX
    W, H = float(size[0]), float(size[1])
    UPRIGHT = W < 1280
    if not UPRIGHT:
        W, H = 1280.0, 720.0
        HAND_LEFT, HAND_RIGHT = 204.0, 1076.0
        HAND_TOP = H - CARD_H - 14
        CENTRE = (640.0, 320.0)
        TRICK_AREA = _trick_area(CENTRE)
        down = max(0.0, MARGIN + score_h + 6 - 156)  # the right plate's top: 156
        _SEATS = {p: _wide_seat(p, down if p == "right" else 0.0) for p in POSITIONS}
        MENU_BUTTON = FRect(MARGIN, MARGIN, 110, 40)
        SCORE_PANEL = FRect(W - MARGIN - 224, MARGIN, 224, 136)
        LEFT_BUTTONS = FRect(MARGIN, 560, BUTTON_W, 148)
        RIGHT_BUTTONS = FRect(W - MARGIN - BUTTON_W, 560, BUTTON_W, 148)
        BUTTON_Y = 612.0
    else:
        HAND_LEFT, HAND_RIGHT = float(MARGIN), W - MARGIN
        HAND_TOP = H - CARD_H - 14 - (rows - 1) * ROW_SHOW
        _SEATS = _upright_seats(W, H, strip_h, rows)
        north, south = _SEATS["top"], _SEATS["bottom"]
        mid_top, mid_bottom = north.taken.bottom + 12, south.taken.top - 12
        area_h = _trick_area((0, 0)).h
        toast_room = min(48.0, max(0.0, mid_bottom - mid_top - area_h))
        CENTRE = (W / 2, (mid_top + toast_room + mid_bottom) / 2)
        TRICK_AREA = _trick_area(CENTRE)
        MENU_BUTTON = FRect(MARGIN, MARGIN, 110, 40)
        strip_x = MENU_BUTTON.right + 12
        SCORE_PANEL = FRect(strip_x, MARGIN, W - MARGIN - strip_x, strip_h)
        BUTTON_Y = HAND_TOP - SELECT_RAISE - 4 - BUTTON_H
        LEFT_BUTTONS = FRect(MARGIN, BUTTON_Y, W / 2 - MARGIN, BUTTON_H)
        RIGHT_BUTTONS = FRect(W / 2, BUTTON_Y, W / 2 - MARGIN, BUTTON_H)
    DECK_POS = CENTRE
    TOAST_AREA = _toast_area()
    WINDOW_BOX = FRect(440, 196, 400, 246)
    if UPRIGHT:  # over the trick, no wider than the room between the side seats' columns
        room = _SEATS["right"].taken.left - _SEATS["left"].taken.right - 16
        WINDOW_BOX = FRect(0, 0, min(400.0, room), 246)
        WINDOW_BOX.center = (CENTRE[0], CENTRE[1] - 1)
