"""升级 statistics of a profile: what a player of 升级 asks of his record.

Games played and won; hands, and of them the hands on the declaring side (坐庄) and those the
declaring side kept; levels risen; the hands defended, the points taken then, and the hands
won by the kitty (抠底). Stored as plain counters under the profile's ``rooms.shengji``
(:meth:`saves.profiles.ProfileStore.record_room`); read back with the same bounds as 拱猪's
counters, a counter a file cannot hold (wins above games, points beyond what the hands
defended can take) is held at its limit and logged, never trusted. :func:`tally` counts a
game's finished hands exactly once each, as :func:`saves.tally.tally` does for 拱猪: each hand
has a key (``sj<seed>:<number>``) written with its counters in one atomic write.
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, fields, replace

from engine.shengji import ShengjiMatch

from .profiles import MAX_COUNT, ProfileError, ProfileStore, is_counted

GAME = "shengji"
MAX_RISE = 13  # a hand never raises a side more than from 2 to past A
MAX_POINTS = 800  # a defending side's points in one hand, two decks with 抠底 ×8 and penalties

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ShengjiHand:
    """One finished hand of 升级 seen from one player's seat."""

    declaring: bool  # on the declaring side (the friend counts, once revealed at the end)
    won: bool  # his side won the hand
    rise: int  # levels his side rose (0 when it did not rise)
    defenders_points: int  # the defenders' points, when he defended (else 0)
    kitty_won: bool = (
        False  # 抠底: defending, his side took the last trick over a kitty with points
    )


@dataclass(frozen=True, slots=True)
class ShengjiStats:
    """Lifetime counters of one profile in 升级; means are derived."""

    games: int = 0
    wins: int = 0
    hands: int = 0
    declaring: int = 0  # hands on the declaring side
    declaring_won: int = 0  # of those, hands the declaring side kept
    defending_won: int = 0  # hands defended and won (the defenders took over)
    levels: int = 0  # levels his side rose, in all
    defenders_points: int = 0  # points taken in the hands he defended
    kitty_won: int = 0  # 抠底: hands defended in which his side took the last trick over the kitty

    @property
    def defended(self) -> int:
        return self.hands - self.declaring

    @property
    def mean_defenders_points(self) -> float | None:
        """Points per hand defended, or None before the first such hand."""
        return self.defenders_points / self.defended if self.defended else None

    def with_hand(self, hand: ShengjiHand) -> ShengjiStats:
        return replace(
            self,
            hands=self.hands + 1,
            declaring=self.declaring + hand.declaring,
            declaring_won=self.declaring_won + (hand.declaring and hand.won),
            defending_won=self.defending_won + (not hand.declaring and hand.won),
            levels=self.levels + hand.rise,
            defenders_points=self.defenders_points
            + (0 if hand.declaring else hand.defenders_points),
            kitty_won=self.kitty_won + (not hand.declaring and hand.kitty_won),
        )

    def with_game(self, won: bool) -> ShengjiStats:
        return replace(self, games=self.games + 1, wins=self.wins + won)


def _limits(s: ShengjiStats) -> list[tuple[str, int]]:
    """Each counter with the largest value the others allow, totals first."""
    return [
        ("games", MAX_COUNT),
        ("hands", MAX_COUNT),
        ("wins", s.games),
        ("declaring", s.hands),
        ("declaring_won", s.declaring),
        ("defending_won", s.hands - s.declaring),
        ("levels", MAX_RISE * s.hands),
        ("defenders_points", MAX_POINTS * (s.hands - s.declaring)),
        ("kitty_won", s.hands - s.declaring),
    ]


def from_counters(counters: dict[str, int], who: str = "") -> ShengjiStats:
    """The stats the stored counters give: missing ones 0, and each held within what the
    others allow (logged: it is a file's oddity). Names it does not know (a newer version's)
    are left in the file by the writers below, not read."""
    known = {f.name for f in fields(ShengjiStats)}
    given = {k: v for k, v in counters.items() if k in known}
    stats = ShengjiStats(**{k: max(0, v) for k, v in given.items()})
    for i in range(len(_limits(stats))):  # the totals first: they bound the rest
        name, limit = _limits(stats)[i]
        if getattr(stats, name) > limit:
            stats = replace(stats, **{name: limit})
    if any(getattr(stats, k) != v for k, v in given.items()):
        log.warning("profile %r: 升级 counters held at their limits", who)
    return stats


def counters_of(stats: ShengjiStats) -> dict[str, int]:
    return asdict(stats)


def stats_of(store: ProfileStore, name: str) -> ShengjiStats:
    """A profile's 升级 statistics (zero before its first hand)."""
    return from_counters(store.room(name, GAME), name)


def record_hand(store: ProfileStore, name: str, hand: ShengjiHand, key: str) -> ShengjiStats:
    """Count a finished hand once (``key``: ``<game>:<hand number>``)."""
    out = store.record_room(
        name, GAME, lambda c: {**c, **counters_of(from_counters(c, name).with_hand(hand))}, key
    )
    return from_counters(out, name)


def record_game(store: ProfileStore, name: str, won: bool, key: str) -> ShengjiStats:
    """Count a finished game once (``key``: the game's own, unnumbered)."""
    out = store.record_room(
        name, GAME, lambda c: {**c, **counters_of(from_counters(c, name).with_game(won))}, key
    )
    return from_counters(out, name)


def game_id(match: ShengjiMatch) -> str:
    """A game's name in the counted marks: its seed (drawn at random from 2^31)."""
    return f"sj{match.seed}"


def seat_hand(match: ShengjiMatch, number: int, seat: int) -> ShengjiHand:
    """Hand ``number`` (1-based) of ``match`` seen from ``seat``."""
    record = match.records[number - 1]
    result = record.result
    after = match.records[number].levels if number < len(match.records) else match.levels
    side = seat % len(record.levels)  # four players: two teams; the duel and 找朋友: each seat
    declaring = seat in result.declarers
    return ShengjiHand(
        declaring=declaring,
        won=declaring == result.declarers_won,
        rise=max(0, after[side] - record.levels[side]),
        defenders_points=0 if declaring else result.defenders_points,
        kitty_won=not declaring and result.multiplier > 0 and result.kitty_points > 0,
    )


def tally(match: ShengjiMatch, seat: int, name: str, store: ProfileStore | None = None) -> None:
    """Count for profile ``name`` (made on first use) every finished hand of ``match`` not
    counted yet, and the game once it is over. Raises SaveError when a write fails; what
    failed is counted by a later call."""
    store = store if store is not None else ProfileStore()
    try:
        profile = store.get(name) or store.create(name)
    except ProfileError:
        log.warning("the name %r cannot be a profile; 升级 hand not counted", name[:40])
        return
    gid = game_id(match)
    for number in range(1, len(match.records) + 1):
        if not is_counted(profile.counted, f"{gid}:{number}"):
            record_hand(store, name, seat_hand(match, number, seat), f"{gid}:{number}")
    if match.game_over and not is_counted(profile.counted, f"{gid}:game"):
        won = seat % len(match.levels) in match.winners
        record_game(store, name, won, f"{gid}:game")
