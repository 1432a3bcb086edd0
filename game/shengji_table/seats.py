"""Where the seats of a 升级 table sit on the screen, by the number of players (the rules'
``players``): the person always at the bottom, the others counter-clockwise around him. The
layout's places are keyed by a screen spot: 0 bottom, 1 right, 2 top, 3 left; the duel's
opponent sits across (top), where a four-seat partner would. Five (找朋友, SHENGJI §11) sit
S, E, NE, NW, W, as the rule book's example names them, at spots 0 bottom, 1 right, 2 top
right, 3 top left, 4 left: :func:`place` moves the layout's seat dicts for them after
:func:`layout.use`, so the other tables' geometry is untouched.

Also the seats' and sides' words: the duel's second seat is "North" (across the table), and
its two sides are its two players, each with his own level (SHENGJI.md §10).
"""

from __future__ import annotations

from game.shengji_table import layout as L
from game.texts.i18n import tr

# The screen spots of the seats, counted counter-clockwise from the person's.
SPOTS: dict[int, tuple[int, ...]] = {2: (0, 2), 4: (0, 1, 2, 3), 5: (0, 1, 2, 3, 4)}
FIVE_KEYS = ("sj.seat.0", "sj.seat.1", "sj.seat5.2", "sj.seat5.3", "sj.seat5.4")


def spot(seat: int, human: int, players: int = 4) -> int:
    """The screen spot of ``seat`` seen from ``human``'s (a seat outside the table: its own)."""
    if not 0 <= human < players:
        return seat
    k = (seat - human) % players
    spots = SPOTS.get(players)
    return spots[k] if spots is not None else k


def compass(seat: int, players: int = 4) -> int:
    """The compass point a seat is named by (0 South … 3 West): the duel's second seat is
    North, across the table."""
    return 2 * seat if players == 2 else seat


def seat_word(seat: int, players: int = 4) -> str:
    """A seat's name: the compass point it sits at (five players: 东北家, 西北家 too)."""
    if players == 5:
        return tr(FIVE_KEYS[seat])
    return tr(f"sj.seat.{compass(seat, players)}")


def side_word(side: int, players: int = 4, *, by_seats: bool = False, short: bool = False) -> str:
    """A side whose level is shown: "us"/"them" from South (by the seats in hot seat, where
    people may sit on both sides); the duel's sides are its players."""
    if players == 2:
        if by_seats:
            return seat_word(side, 2)
        return tr("sj.you") if side == 0 else seat_word(1, 2)
    if short:
        if by_seats:
            return tr("sj.side.ns_short" if side == 0 else "sj.side.ew_short")
        return tr("sj.side.us_short" if side == 0 else "sj.side.them_short")
    if by_seats:
        return tr("sj.side.ns" if side == 0 else "sj.side.ew")
    return tr("sj.side.us" if side == 0 else "sj.side.them")


def place(players: int) -> None:
    """Set the layout's seat places for ``players`` (four: as :func:`layout.use` left them)."""
    if players != 5:
        return
    if L.UPRIGHT:
        _five_upright()
    else:
        _five_landscape()


def _five_landscape() -> None:
    """1280×720: the person at the bottom, one seat at each side, two along the top between
    the trumps panel and the points; the trick's five spots in a ring around the centre."""
    L.PLATE = {0: (110.0, 515.0), 1: (1195.0, 250.0), 2: (800.0, 34.0), 3: (440.0, 34.0)}
    L.PLATE[4] = (85.0, 250.0)
    L.TRICK_AT = {0: (640.0, 375.0), 1: (880.0, 310.0), 2: (750.0, 200.0), 3: (530.0, 200.0)}
    L.TRICK_AT[4] = (400.0, 310.0)
    L.BACKS_AT = {1: (1175.0, 282.0), 2: (800.0, 64.0), 3: (440.0, 64.0), 4: (65.0, 282.0)}
    L.BACKS_ROW = {2: 800.0, 3: 440.0}
    # the top seats' points beside their plates; the sides' beside their backs
    L.PILE_AT = {0: (40.0, 428.0), 1: (1162.0, 292.0), 2: (910.0, 14.0), 3: (550.0, 14.0)}
    L.PILE_AT[4] = (118.0, 292.0)
    L.PILE_W = {0: 1e9, 1: 200.0, 2: 110.0, 3: 100.0, 4: 200.0}
    L.PILE_RIGHT = {1}
    L.DECL_AT = {0: (250.0, 420.0), 1: (1040.0, 250.0), 2: (950.0, 110.0), 3: (590.0, 110.0)}
    L.DECL_AT[4] = (220.0, 250.0)


def _five_upright() -> None:
    """A tall window: the four-seat upright places, North's row split between two seats
    (plate, its points beside it, its backs under it) and the sides where East and West sit
    (the layout's upright values, moved)."""
    mid = L.W / 2
    left, right = L.W / 4 + 20, L.W * 3 / 4 - 20  # the top seats' centres
    north_y = L.PLATE[2][1]
    plate, trick, backs, pile, width, decl = (
        L.PLATE,
        L.TRICK_AT,
        L.BACKS_AT,
        L.PILE_AT,
        L.PILE_W,
        L.DECL_AT,
    )
    cx, cy = L.CENTRE
    side, dy = trick[1][0] - cx, cy - trick[2][1]
    down = 64.0  # the sides sit lower, clear of the top seats' backs

    def low(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0], p[1] + down)

    L.PLATE = {0: plate[0], 1: low(plate[1]), 2: (right, north_y), 3: (left, north_y)}
    L.PLATE[4] = low(plate[3])
    L.TRICK_AT = {0: trick[0], 1: (cx + side, cy + dy / 3), 2: (cx + side * 0.55, cy - dy)}
    L.TRICK_AT[3] = (cx - side * 0.55, cy - dy)
    L.TRICK_AT[4] = (cx - side, cy + dy / 3)
    backs_y = backs[2][1] + 58  # under the plate
    L.BACKS_AT = {1: low(backs[1]), 2: (right, backs_y), 3: (left, backs_y), 4: low(backs[3])}
    L.BACKS_ROW = {2: right, 3: left}
    L.PILE_AT = {0: pile[0], 1: low(pile[1]), 2: (right + 80, backs[2][1] + 4)}
    L.PILE_AT[3] = (left + 80, backs[2][1] + 4)
    L.PILE_AT[4] = low(pile[3])
    top_room = mid - 14 - 100
    L.PILE_W = {0: width[0], 1: width[1], 2: top_room, 3: top_room, 4: width[3]}
    L.PILE_RIGHT = {1}
    L.DECL_AT = {0: decl[0], 1: low(decl[1]), 2: (right, north_y + 120)}
    L.DECL_AT[3] = (left, north_y + 120)
    L.DECL_AT[4] = low(decl[3])
