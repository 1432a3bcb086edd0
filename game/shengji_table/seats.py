"""Where the seats of a 升级 table sit on the screen, by the number of players (the rules'
``players``): the person always at the bottom, the others counter-clockwise around him. The
layout's places are keyed by a screen spot: 0 bottom, 1 right, 2 top, 3 left; the duel's
opponent sits across (top), where a four-seat partner would.

Also the seats' and sides' words: the duel's second seat is "North" (across the table), and
its two sides are its two players, each with his own level (SHENGJI.md §10).
"""

from __future__ import annotations

from game.texts.i18n import tr

# The screen spots of the seats, counted counter-clockwise from the person's.
SPOTS: dict[int, tuple[int, ...]] = {2: (0, 2), 4: (0, 1, 2, 3)}


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
    """A seat's name: the compass point it sits at."""
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
