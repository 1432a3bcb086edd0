"""Player profiles and their statistics, kept between games.

A profile is a name a player picks; ``Settings.profile`` holds the active one. All
profiles and their counters live in one small document (``profiles.json``), rewritten
atomically after every hand, so renaming or deleting a profile can never leave its
statistics behind. The engine's results are converted by the caller into the plain
:class:`HandRecord` / :class:`GameRecord` values below: this module knows no rules.
"""

from __future__ import annotations

import logging
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import UTC, datetime
from pathlib import Path

from . import paths
from .atomic import StrPath
from .document import DocumentFormat, JSONObject, checksum_of, load_or_move_aside, save_document
from .errors import SaveError

# Each profile carries its own checksum instead of the file: one damaged profile is set
# aside on its own, the other players' statistics load (see ProfileStore._load).
PROFILES_FORMAT = DocumentFormat(
    "gongzhu-profiles", 1, kind_en="player profiles file", kind_zh="玩家档案文件", checksum=False
)
SET_ASIDE_FORMAT = DocumentFormat(
    "gongzhu-set-aside", 1, kind_en="set-aside records file", kind_zh="另存记录文件"
)
SET_ASIDE_NAME = "profiles.set-aside.json"
KEPT_APART_NAME = "profiles.kept-apart.json"  # counted into while profiles.json cannot be read
MAX_NAME = 24  # fits the score panel at the table
MAX_PROFILES = 100
DEFAULT_NAMES = {"zh": "玩家", "en": "Player"}  # the profile made when there is none
COUNTER_LIMIT = 2**53  # exact in every JSON reader
KEEP_COUNTED = 256  # counted marks kept per profile: one or two per game (see is_counted)
MAX_KEY = 64
MAX_ROOM_GAMES = 16  # the room's games beside 拱猪 a profile may hold counters of
MAX_ROOM_COUNTERS = 64
# Bounds checked where the file is read, so that no sum of a loaded counter and a hand can
# reach COUNTER_LIMIT: a billion hands is some 1,900 years of play at one a minute, and no
# hand of either game scores a million (MAX_HAND_SCORE * MAX_COUNT < COUNTER_LIMIT).
MAX_COUNT = 10**9
MAX_HAND_SCORE = 10**6
MAX_PIGS_PER_HAND = 2  # 拱双猪: two copies of SQ
MAX_EXPOSURES_PER_HAND = 8  # four special cards, two decks

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand seen from one player's seat, as plain data."""

    score: int  # the player's score for this hand (RULES §5)
    pigs_taken: int = 0  # copies of SQ 猪 this player took
    all_hearts: bool = False  # 全红: took every heart
    grand_slam: bool = False  # 满贯: took every scoring card
    exposures: int = 0  # cards this player exposed (亮牌) this hand
    exposure_gain: int = 0  # score change those exposures brought this player (may be < 0)


@dataclass(frozen=True, slots=True)
class GameRecord:
    """One finished game (局) for one player."""

    won: bool  # among the winners (RULES §6)
    pig: bool  # 当猪: had the lowest total (or the highest, with 双猪)


@dataclass(frozen=True, slots=True)
class Stats:
    """Lifetime counters of one profile; only sums are stored, means are derived."""

    games: int = 0
    hands: int = 0
    hand_score_sum: int = 0
    wins: int = 0
    pig_games: int = 0  # times 当猪
    all_hearts: int = 0  # 全红 count
    grand_slams: int = 0  # 满贯 count
    pigs_taken: int = 0
    exposures: int = 0
    exposure_gain: int = 0  # total score change returned by exposures

    @property
    def mean_hand_score(self) -> float | None:
        """Average score per hand, or None before the first hand."""
        return self.hand_score_sum / self.hands if self.hands else None

    def with_hand(self, hand: HandRecord) -> Stats:
        """These stats after one more hand."""
        return replace(
            self,
            hands=self.hands + 1,
            hand_score_sum=self.hand_score_sum + hand.score,
            all_hearts=self.all_hearts + hand.all_hearts,
            grand_slams=self.grand_slams + hand.grand_slam,
            pigs_taken=self.pigs_taken + hand.pigs_taken,
            exposures=self.exposures + hand.exposures,
            exposure_gain=self.exposure_gain + hand.exposure_gain,
        )

    def with_game(self, game: GameRecord) -> Stats:
        """These stats after one more game."""
        return replace(
            self,
            games=self.games + 1,
            wins=self.wins + game.won,
            pig_games=self.pig_games + game.pig,
        )


_SIGNED = frozenset({"hand_score_sum", "exposure_gain"})  # the other counters are never < 0


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's name, when it was made, and their statistics."""

    name: str
    created: str  # ISO 8601, UTC
    stats: Stats = field(default_factory=Stats)
    counted: tuple[str, ...] = ()  # marks of the latest games counted (see is_counted)
    # The room's other games' counters by game name ("shengji": {"hands": 3, …}): plain
    # bounded integers here; each game's module (saves/shengji_stats.py) gives them meaning.
    rooms: dict[str, dict[str, int]] = field(default_factory=dict)


_PROFILE_MESSAGES = {
    "empty_name": ("Please enter a name.", "请输入名字。"),
    "name_too_long": (
        f"A name can have at most {MAX_NAME} characters.",
        f"名字最多 {MAX_NAME} 个字。",
    ),
    "bad_name": ("A name cannot contain control characters.", "名字中不能有控制字符。"),
    "name_taken": ("There is already a player called {name}.", "已有名为 {name} 的玩家。"),
    "no_such_profile": ("There is no player called {name}.", "没有名为 {name} 的玩家。"),
    "too_many": (f"There can be at most {MAX_PROFILES} players.", f"玩家最多 {MAX_PROFILES} 个。"),
}


class ProfileError(ValueError):
    """A profile operation the player asked for cannot be done; messages are for the player."""

    def __init__(self, key: str, name: str = "") -> None:
        en, zh = _PROFILE_MESSAGES[key]
        self.key = key
        self.message_en = en.format(name=f"“{name}”")
        self.message_zh = zh.format(name=f"“{name}”")
        super().__init__(self.message_en)

    def message(self, language: str) -> str:
        """The message in ``language`` ("zh" or "en")."""
        return self.message_zh if language == "zh" else self.message_en


def normalize_name(name: str) -> str:
    """The name as stored: NFC, trimmed, inner runs of spaces collapsed; raises ProfileError."""
    text = " ".join(unicodedata.normalize("NFC", name).split())
    if not text:
        raise ProfileError("empty_name")
    if len(text) > MAX_NAME:
        raise ProfileError("name_too_long")
    if any(not ch.isprintable() or "\ud800" <= ch <= "\udfff" for ch in text):
        raise ProfileError("bad_name")
    return text


def _numbered(key: str) -> tuple[str, int] | None:
    """(game, hand number) of a hand's key ``<game id>:<number>``; None for any other key."""
    game, _, number = key.rpartition(":")
    if game and number.isascii() and number.isdigit() and len(number) <= 9:
        return game, int(number)
    return None


def is_counted(counted: tuple[str, ...], key: str) -> bool:
    """Whether ``key`` is among a profile's counted marks. A game's hands are counted in
    order, so one high-water mark per game (``<game id>:<highest hand>``) says which are:
    exactly-once holds for a game of any length, not for the last 256 hands only."""
    hand = _numbered(key)
    if hand is None:
        return key in counted
    return any(
        (h := _numbered(k)) is not None and h[0] == hand[0] and h[1] >= hand[1] for k in counted
    )


def _with_mark(counted: tuple[str, ...], key: str) -> tuple[str, ...]:
    """The marks after counting ``key``: its game's mark raised (and made the newest)."""
    hand = _numbered(key)
    if hand is None:
        return (*(k for k in counted if k != key), key)[-KEEP_COUNTED:]
    game, number = hand
    same = [h[1] for k in counted if (h := _numbered(k)) is not None and h[0] == game]
    rest = [k for k in counted if (h := _numbered(k)) is None or h[0] != game]
    return (*rest, f"{game}:{max([number, *same])}")[-KEEP_COUNTED:]


def _same(a: str, b: str) -> bool:
    """Names differing only in case are the same player."""
    return a.casefold() == b.casefold()


# ---------------------------------------------------------------- (de)serialising


def _stats_from(raw: object) -> Stats:
    if not isinstance(raw, dict):
        raise TypeError("stats is not an object")
    values: dict[str, int] = {}
    for f in fields(Stats):
        value = raw.get(f.name, 0)  # a counter added later starts at 0
        if type(value) is not int or abs(value) >= COUNTER_LIMIT:
            raise ValueError(f"stats.{f.name} = {value!r:.40}")
        if value < 0 and f.name not in _SIGNED:
            raise ValueError(f"stats.{f.name} is negative")
        values[f.name] = value
    stats = Stats(**values)
    for name, value, limit in _limits(stats):
        if abs(value) > limit:
            raise ValueError(f"stats.{name} = {value} is beyond {limit}")
    return stats


def _limits(s: Stats) -> list[tuple[str, int, int]]:
    """(counter, value, the largest size it can have) for each counter: the totals are capped
    by MAX_COUNT, the others by what that many hands or games can hold (wins by games …)."""
    return [
        ("hands", s.hands, MAX_COUNT),
        ("games", s.games, MAX_COUNT),
        ("wins", s.wins, s.games),
        ("pig_games", s.pig_games, s.games),
        ("all_hearts", s.all_hearts, s.hands),
        ("grand_slams", s.grand_slams, s.hands),
        ("pigs_taken", s.pigs_taken, MAX_PIGS_PER_HAND * s.hands),
        ("exposures", s.exposures, MAX_EXPOSURES_PER_HAND * s.hands),
        ("hand_score_sum", s.hand_score_sum, MAX_HAND_SCORE * s.hands),
        ("exposure_gain", s.exposure_gain, 2 * MAX_HAND_SCORE * s.hands),
    ]


def _within_limits(stats: Stats, who: str) -> Stats:
    """``stats`` with every counter held at its limit, so that counting a hand never fails on
    a counter that loaded near its bound; a counter held is logged (it is a file's oddity)."""
    capped = stats
    for i in range(len(_limits(stats))):  # the totals first: they bound the rest
        name, value, limit = _limits(capped)[i]
        if abs(value) > limit:
            capped = replace(capped, **{name: max(-limit, min(limit, value))})
    if capped != stats:
        held = [f.name for f in fields(Stats) if getattr(capped, f.name) != getattr(stats, f.name)]
        log.warning("profile %r: counters %s held at their limits", who, ", ".join(held))
    return capped


def _profiles_from(body: JSONObject) -> tuple[list[Profile], list[JSONObject]]:
    """The profiles of a document body, and the entries set aside: each entry that fails its
    checksum or its checks costs that entry only. A body that is not a list of entries at
    all is bad data as a whole."""
    raw = body.get("profiles")
    if not isinstance(raw, list) or len(raw) > MAX_PROFILES:
        raise TypeError("profiles is not a list of sensible length")
    result: list[Profile] = []
    set_aside: list[JSONObject] = []
    for item in raw:
        try:
            profile = _profile_from(item)
            if any(_same(p.name, profile.name) for p in result):
                raise ValueError(f"name {profile.name!r} appears twice")
        except (TypeError, ValueError) as exc:
            set_aside.append({"entry": item, "why": str(exc)[:200]})
            continue
        result.append(profile)
    return result, set_aside


def _profile_from(item: object) -> Profile:
    if not isinstance(item, dict):
        raise TypeError("profile is not an object")
    stored = item.get("checksum")
    content = {k: v for k, v in item.items() if k != "checksum"}
    if stored is not None and stored != checksum_of(content):
        raise ValueError("the checksum does not match the content")
    name, created = item.get("name"), item.get("created")
    if not isinstance(name, str) or not isinstance(created, str) or len(created) > 40:
        raise TypeError("profile name/created is not text")
    try:
        if normalize_name(name) != name:
            raise ValueError(f"name {name!r} is not normalized")
    except ProfileError as exc:
        raise ValueError(str(exc)) from None
    return Profile(
        name,
        created,
        _stats_from(item.get("stats", {})),
        _counted_from(item.get("counted", [])),
        _rooms_from(item.get("rooms", {})),
    )


def _rooms_from(raw: object) -> dict[str, dict[str, int]]:
    """Other games' counters: a few games, each a few named integers within the JSON limit."""
    if not isinstance(raw, dict) or len(raw) > MAX_ROOM_GAMES:
        raise TypeError("rooms is not an object of sensible size")
    rooms: dict[str, dict[str, int]] = {}
    for game, counters in raw.items():
        if not (0 < len(game) <= 16 and game.isascii() and game.isidentifier()):
            raise ValueError(f"rooms names a game {game!r:.40}")
        if not isinstance(counters, dict) or len(counters) > MAX_ROOM_COUNTERS:
            raise TypeError(f"rooms.{game} is not an object of sensible size")
        for key, value in counters.items():
            if not (0 < len(key) <= 32 and key.isascii() and key.isidentifier()):
                raise ValueError(f"rooms.{game} names a counter {key!r:.40}")
            if type(value) is not int or abs(value) >= COUNTER_LIMIT:
                raise ValueError(f"rooms.{game}.{key} = {value!r:.40}")
        rooms[game] = dict(counters)
    return rooms


def _counted_from(raw: object) -> tuple[str, ...]:
    if not isinstance(raw, list) or len(raw) > KEEP_COUNTED:
        raise TypeError("counted is not a list of sensible length")
    if not all(isinstance(k, str) and 0 < len(k) <= MAX_KEY for k in raw):
        raise TypeError("counted holds something that is not a short key")
    marks: tuple[str, ...] = ()
    for key in raw:  # a file of key windows (before marks) becomes one mark per game
        marks = _with_mark(marks, key)
    return marks


def _profiles_to(profiles: list[Profile]) -> JSONObject:
    entries = []
    for p in profiles:
        entry: JSONObject = {
            "name": p.name,
            "created": p.created,
            "stats": asdict(p.stats),
            "counted": list(p.counted),
        }
        if p.rooms:  # a profile that has played only 拱猪 is written as before
            entry["rooms"] = {game: dict(c) for game, c in p.rooms.items()}
        entries.append({**entry, "checksum": checksum_of(entry)})
    return {"profiles": entries}


# ---------------------------------------------------------------- the store


class ProfileStore:
    """Profiles in one file. Every call reads and rewrites the file: it is tiny, and the
    game never holds a stale copy that could overwrite newer counters.

    A damaged file is moved aside (``profiles.json.corrupt``) and the store starts
    empty; :attr:`error` then holds the problem so the front end can tell the player.
    A file that cannot be read or understood (another user's, a newer game's) is never
    written over: the store counts into :data:`KEPT_APART_NAME` beside it meanwhile.
    """

    def __init__(self, path: StrPath | None = None) -> None:
        self.path = Path(path) if path is not None else paths.profiles_file()
        self.error: SaveError | None = None
        self._target: Path | None = self.path  # where writes go; None: held (see _load)

    def _load(self) -> list[Profile]:
        self._target = self.path
        loaded, error = load_or_move_aside(self.path, PROFILES_FORMAT, _profiles_from)
        if error is not None and not error.corrupt:  # still there, still someone's: left alone
            self._target = self.path.with_name(KEPT_APART_NAME)
            log.warning("%s; counting into %s meanwhile", error, self._target.name)
            loaded, apart_error = load_or_move_aside(self._target, PROFILES_FORMAT, _profiles_from)
            if apart_error is not None and not apart_error.corrupt:  # neither: hold every write
                self._target = None
                self.error = error
                return []
            error = apart_error or PROFILES_FORMAT.error(
                "kept_apart", self.path, detail=error.detail, found=KEPT_APART_NAME
            )
        elif self.path.with_name(KEPT_APART_NAME).exists():
            log.warning(
                "%s is readable again; %s keeps what was counted meanwhile",
                self.path,
                KEPT_APART_NAME,
            )
        if error is not None:
            self.error = error
        if loaded is None:
            return []
        profiles, set_aside = loaded
        if set_aside:
            self._set_aside(profiles, set_aside)
        return profiles

    def _set_aside(self, profiles: list[Profile], entries: list[JSONObject]) -> None:
        """Keep damaged entries in a file of their own, then the file without them: the
        player is told once, and the next load is clean. Nothing is deleted."""
        aside = self.path.with_name(SET_ASIDE_NAME)
        kept, _ = load_or_move_aside(aside, SET_ASIDE_FORMAT)
        earlier = kept.get("records", []) if kept is not None else []
        records = (earlier if isinstance(earlier, list) else []) + [
            e for e in entries if e not in earlier
        ]
        try:
            save_document(aside, SET_ASIDE_FORMAT, {"records": records})
            self._save(profiles)
        except SaveError as err:
            self.error = err
            return
        self.error = PROFILES_FORMAT.error(
            "set_aside", self._target or self.path, found=SET_ASIDE_NAME
        )

    def _save(self, profiles: list[Profile]) -> None:
        if self._target is None:  # neither file can be read: writing would lose one of them
            raise PROFILES_FORMAT.error("write_failed", self.path, detail="held: unreadable")
        save_document(self._target, PROFILES_FORMAT, _profiles_to(profiles))

    @staticmethod
    def _index(profiles: list[Profile], name: str) -> int:
        for i, p in enumerate(profiles):
            if _same(p.name, " ".join(unicodedata.normalize("NFC", name).split())):
                return i
        raise ProfileError("no_such_profile", name)

    def profiles(self) -> list[Profile]:
        """All profiles, oldest first."""
        return self._load()

    def get(self, name: str) -> Profile | None:
        """The profile called ``name`` (case-insensitive), or None."""
        profiles = self._load()
        try:
            return profiles[self._index(profiles, name)]
        except ProfileError:
            return None

    def create(self, name: str) -> Profile:
        """Add a profile with empty statistics. Raises ProfileError (bad or taken name)."""
        clean = normalize_name(name)
        profiles = self._load()
        if any(_same(p.name, clean) for p in profiles):
            raise ProfileError("name_taken", clean)
        if len(profiles) >= MAX_PROFILES:
            raise ProfileError("too_many")
        profile = Profile(clean, datetime.now(UTC).isoformat(timespec="seconds"))
        self._save([*profiles, profile])
        return profile

    def rename(self, old: str, new: str) -> Profile:
        """Rename a profile, keeping its statistics. The caller updates Settings.profile."""
        clean = normalize_name(new)
        profiles = self._load()
        i = self._index(profiles, old)
        if any(_same(p.name, clean) for j, p in enumerate(profiles) if j != i):
            raise ProfileError("name_taken", clean)
        profiles[i] = replace(profiles[i], name=clean)
        self._save(profiles)
        return profiles[i]

    def delete(self, name: str) -> None:
        """Remove a profile and its statistics (the player asked; this is not a bad file)."""
        profiles = self._load()
        del profiles[self._index(profiles, name)]
        self._save(profiles)

    def default(self, language: str = "zh") -> Profile:
        """The first profile, creating one named 玩家 / Player if there is none."""
        profiles = self._load()
        if profiles:
            return profiles[0]
        return self.create(DEFAULT_NAMES.get(language, DEFAULT_NAMES["en"]))

    def stats(self, name: str) -> Stats:
        """The statistics of a profile. Raises ProfileError if there is no such profile."""
        profiles = self._load()
        return profiles[self._index(profiles, name)].stats

    def record_hand(self, name: str, hand: HandRecord, key: str | None = None) -> Stats:
        """Count one finished hand for a profile and return the new statistics.

        With ``key`` (one per hand of one game) the hand is counted once however often
        this is called: the key is written in the same atomic write as the counters, so a
        game killed at any moment can simply count its finished hands again on the next
        start.
        """
        return self._update(name, lambda s: s.with_hand(hand), key)

    def record_game(self, name: str, game: GameRecord, key: str | None = None) -> Stats:
        """Count one finished game for a profile (once per ``key``, as record_hand)."""
        return self._update(name, lambda s: s.with_game(game), key)

    def reset_stats(self, name: str) -> Stats:
        """Start a profile's statistics from zero, every game's (a settings-screen action)."""
        profiles = self._load()
        i = self._index(profiles, name)
        profiles[i] = replace(profiles[i], stats=Stats(), rooms={})
        self._save(profiles)
        return profiles[i].stats

    def room(self, name: str, game: str) -> dict[str, int]:
        """A profile's counters of another game of the room (empty before its first hand)."""
        profiles = self._load()
        return dict(profiles[self._index(profiles, name)].rooms.get(game, {}))

    def record_room(
        self,
        name: str,
        game: str,
        change: Callable[[dict[str, int]], dict[str, int]],
        key: str | None = None,
    ) -> dict[str, int]:
        """Count a hand or game of another game of the room: ``change`` turns its counters
        into the new ones (the game's module checks them); once per ``key``, as record_hand."""
        profiles = self._load()
        i = self._index(profiles, name)
        profile = profiles[i]
        if key is not None and is_counted(profile.counted, key):
            return dict(profile.rooms.get(game, {}))
        counters = change(dict(profile.rooms.get(game, {})))
        rooms = {**profile.rooms, game: counters}
        _rooms_from(rooms)  # refuse to write what we could not read back
        counted = profile.counted if key is None else _with_mark(profile.counted, key)
        profiles[i] = replace(profile, rooms=rooms, counted=counted)
        self._save(profiles)
        return counters

    def counted(self, name: str, key: str) -> bool:
        """Whether the hand or game ``key`` is already in a profile's statistics."""
        profile = self.get(name)
        return profile is not None and is_counted(profile.counted, key)

    def _update(self, name: str, change: Callable[[Stats], Stats], key: str | None = None) -> Stats:
        profiles = self._load()
        i = self._index(profiles, name)
        profile = profiles[i]
        if key is not None and is_counted(profile.counted, key):
            return profile.stats
        stats = change(profile.stats)
        if any(getattr(stats, f.name) < 0 for f in fields(Stats) if f.name not in _SIGNED):
            raise ValueError(f"impossible counts for {name!r}: {stats}")  # a caller's mistake
        stats = _within_limits(stats, profile.name)
        _stats_from(asdict(stats))  # refuse to write what we could not read back
        counted = profile.counted if key is None else _with_mark(profile.counted, key)
        profiles[i] = replace(profile, stats=stats, counted=counted)
        self._save(profiles)
        return stats

    def recount_after(self, name: str, game: str, hands: int) -> None:
        """Lower ``game``'s mark to ``hands``: a profile that says more hands of a game were
        counted than the game has finished (a file from elsewhere, an older save) would
        otherwise never count the hands still to come."""
        profiles = self._load()
        i = self._index(profiles, name)
        profile = profiles[i]
        kept = tuple(k for k in profile.counted if (h := _numbered(k)) is None or h[0] != game)
        marks = kept + ((f"{game}:{hands}",) if hands else ())
        log.warning(
            "profile %r had hands of game %s beyond %d counted; counting on from there",
            profile.name,
            game,
            hands,
        )
        profiles[i] = replace(profile, counted=marks)
        self._save(profiles)


def record_hand(profile: str, hand: HandRecord) -> Stats:
    """Count a finished hand for ``profile`` in the default store."""
    return ProfileStore().record_hand(profile, hand)


def record_game(profile: str, game: GameRecord) -> Stats:
    """Count a finished game for ``profile`` in the default store."""
    return ProfileStore().record_game(profile, game)
