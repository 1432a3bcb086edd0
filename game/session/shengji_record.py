"""What a finished hand of 升级 leaves behind: each person's profile counts it and the hand
history keeps it, each exactly once. One person plays as the active profile; at a hot seat
every person at the table is counted under the name he played by (as 拱猪 counts its seats).

Asked after every action that ends a hand, and when a saved game is continued (a hand
finished before the window closed is counted then); :func:`saves.shengji_stats.tally` keys
every hand, so asking twice counts nothing twice. A folder that refuses the write is said
once per game, in the player's language; the game goes on and a later hand's call counts
what is missing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from saves.errors import SaveError
from saves.profiles import ProfileError, ProfileStore
from saves.shengji_history import ShengjiHistory, hand_record
from saves.shengji_stats import game_id, tally

if TYPE_CHECKING:
    from engine.shengji import ShengjiMatch
    from game.ui.app import Context


class ShengjiRecorder:
    """One game's counting for the people at the table (seat → the name he played by)."""

    def __init__(self, ctx: Context, people: dict[int, str]) -> None:
        self.ctx = ctx
        self.people = dict(people) or {0: ""}
        self.told = False
        self.counted: tuple[int, bool] | None = None  # (finished hands, game over) counted
        self.history = ShengjiHistory()  # keeps the keys it has read: one scan per game

    def profile(self) -> str:
        """The active profile (settings), else the first one (made on first use)."""
        name = self.ctx.settings.profile
        if name:
            return name
        try:
            return ProfileStore().default(self.ctx.settings.language).name
        except ProfileError:
            return "Player"

    def names(self) -> dict[int, str]:
        """Each person's profile: the active one for one person, else the names played by."""
        if len(self.people) == 1:
            return {seat: self.profile() for seat in self.people}
        return {seat: name or self.profile() for seat, name in self.people.items()}

    def count(self, match: ShengjiMatch) -> None:
        state = (len(match.records), match.game_over)
        if state == self.counted or not match.records:
            return
        try:
            profiles = self.names()
            for seat, name in profiles.items():
                tally(match, seat, name)
            names = [profiles.get(s, "") for s in range(match.rules.players)]
            for number in range(1, len(match.records) + 1):
                self.history.add(hand_record(match, number, names), f"{game_id(match)}:{number}")
        except SaveError as err:
            if not self.told:
                self.told = True
                self.ctx.toast(err.message(self.ctx.settings.language), 6.0)
            return
        self.counted = state
