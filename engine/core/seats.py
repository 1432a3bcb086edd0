"""Seats for two to five players: numbered in the order of play (counter-clockwise), lettered
by the compass as every rule book of the room names them.

>>> seat_letters(5), next_seat(4, 5), partner(1, 4)
(('S', 'E', 'NE', 'NW', 'W'), 0, 3)
"""

from __future__ import annotations

from typing import TypeAlias

Seat: TypeAlias = int

# Seat letters by number of players; play goes in seat order.
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("S", "N"),
    3: ("S", "E", "W"),
    4: ("S", "E", "N", "W"),
    5: ("S", "E", "NE", "NW", "W"),
}


def seat_letters(players: int) -> tuple[str, ...]:
    """The seats' letters at a table of ``players``."""
    if players not in SEAT_NAMES:
        raise ValueError(f"no table of {players} players (2 to 5)")
    return SEAT_NAMES[players]


def next_seat(seat: Seat, players: int) -> Seat:
    """Who plays after ``seat``."""
    return (seat + 1) % players


def round_from(first: Seat, players: int) -> tuple[Seat, ...]:
    """Every seat once, in the order of play from ``first``."""
    return tuple((first + i) % players for i in range(players))


def partner(seat: Seat, players: int = 4) -> Seat:
    """Across the table: the fixed partner of four players in two sides."""
    if players != 4:
        raise ValueError("fixed partners sit at a table of four")
    return (seat + 2) % 4
