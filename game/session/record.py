"""What finished hands and games leave behind: the humans' profiles and the hand history.

Counting goes through :func:`saves.tally.tally`, which counts each hand of a game exactly
once however often it is asked, so the session asks at every hand's last card (before any
animation) and again when a saved game is continued. Practice and hands played on from a
review never come here (the session decides). A folder that refuses writes is said once, in
the player's language; the game goes on, and what could not be counted is counted by a later
call once the folder takes writes again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from saves.errors import SaveError
from saves.history import HandHistory
from saves.tally import tally

if TYPE_CHECKING:
    from engine.gongzhu.match import Match
    from game.ui.app import Context
    from saves.game import SeatEntry


def humans(seats: Sequence[SeatEntry]) -> tuple[int, ...]:
    return tuple(s for s, e in enumerate(seats) if e.human)


class Recorder:
    """One game's statistics and history: counts what is not counted yet, tells problems once."""

    def __init__(self, ctx: Context, game_id: str, counted_from: int = 1) -> None:
        self.ctx = ctx
        self.game_id = game_id
        self.counted_from = counted_from
        self.history = HandHistory()  # keeps the keys it has read: one scan per game
        self.told: set[str] = set()
        self.counted: tuple[int, bool] | None = None  # (finished hands, game over), all counted

    def count(self, match: Match, seats: Sequence[SeatEntry]) -> None:
        """Count every finished hand (and the game, once over) that is not counted yet.

        Asked after every change at a hand's end; once a state is counted with no failed
        write, asking again reads no file.
        """
        if self.has_counted(match):
            return
        errors = tally(
            match, seats, self.game_id, history=self.history, counted_from=self.counted_from
        )
        for err in errors:
            self.tell(err)
        self.counted = None if errors else (len(match.records), match.game_over)

    def has_counted(self, match: Match) -> bool:
        """Every finished hand of ``match`` (and the game, once over) counted with no failed write."""
        return self.counted == (len(match.records), match.game_over)

    def tell(self, err: SaveError) -> None:
        """A failed write, said once per kind for this game (a full disk is not news twice)."""
        if err.key in self.told:
            return
        self.told.add(err.key)
        self.ctx.toast(err.message(self.ctx.settings.language), 6.0)
