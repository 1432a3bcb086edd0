"""The rules object of 升级: one frozen value, a field for every option of SHENGJI §13.

A game's rules are fixed when it starts and saved with it. The combinations §12 says do not
exist are refused when the object is made (:class:`RulesError`, a message a player can read).

>>> PRESETS["tractor"].decks, PRESETS["tractor"].level_table
(2, 'modern')
>>> rules_from_options({"preset": "classic", "players": 2}).level_table
'duel'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any

from engine.core.options import check_names, one_of, option_types

DECLARE_MODES = ("first", "override")
TOPS = ("no-trump", "A")
LEVEL_TABLES = ("classic", "modern", "duel", "friends")
KITTY_MULTIPLIERS = ("double", "times")
THROW_PENALTIES = (0, 10)
FRIEND_RULES = ("seat", "first-played")


class RulesError(ValueError):
    """An option that does not exist, or a combination of options that does not (§12)."""


@dataclass(frozen=True, slots=True)
class ShengjiRules:
    """Every option of 升级 (SHENGJI §13); the defaults are the preset ``classic``."""

    players: int = 4  # §1: 2 (the duel), 4, or 5 (calling a friend)
    decks: int = 1  # §1: one deck (54 cards) or two (108)
    declare: str = "first"  # §3 亮主: the first level card stands, or `override` (反主)
    top: str = "no-trump"  # §2: levels end at 无将 (`no-trump`) or at `A`
    level_table: str = ""  # §8: "" = the table's default (classic, modern, duel, friends)
    kitty_multiplier: str = "double"  # §8 抠底: ×2, or `times` (2 × the lead's largest part)
    throw_penalty: int = 0  # §6 甩牌失败: points per failed throw (0 or 10)
    revolution: bool | None = None  # §9 革命: None = on with four players, else off
    friend_rule: str = "seat"  # §11 找朋友: the friend by `seat`, or `first-played`
    hands: int = 0  # §2: 0 = play to the top level, else stop after that many hands
    # §3 Hot seat (a table setting): the draw face down, every declaration in the closing round
    hot_seat: bool = False

    def __post_init__(self) -> None:
        if self.level_table == "":
            object.__setattr__(self, "level_table", default_table(self.players, self.decks))
        if self.revolution is None:
            object.__setattr__(self, "revolution", self.players == 4)
        _check(self)

    @property
    def seats(self) -> int:
        return self.players

    @property
    def teams(self) -> bool:
        """Four players: partners opposite, levels per team (§1, §2); else each for himself."""
        return self.players == 4

    @property
    def top_level(self) -> int:
        """The last level's index: 13 (无将) or 12 (A) (§2)."""
        return 13 if self.top == "no-trump" else 12

    @property
    def kitty_size(self) -> int:
        """§3: one deck 6, two decks 8; the duel has none (§10)."""
        if self.players == 2:
            return 0
        return 6 if self.decks == 1 else 8

    @property
    def hand_size(self) -> int:
        """Cards each seat draws (§3; the duel: 5 at a time, §10)."""
        if self.players == 2:
            return 5
        return (54 * self.decks - self.kitty_size) // self.players

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def default_table(players: int, decks: int) -> str:
    """§13: the level table that goes with a table of ``players`` and ``decks``."""
    if players == 2:
        return "duel"
    if players == 5:
        return "friends"
    return "classic" if decks == 1 else "modern"


_TYPES = option_types(ShengjiRules, optional={"revolution": bool})


def _check_names(options: Mapping[str, Any]) -> None:
    check_names(options, _TYPES, RulesError)


def _one_of(name: str, value: object, allowed: tuple[Any, ...]) -> None:
    one_of(name, value, allowed, RulesError)


def _check(rules: ShengjiRules) -> None:
    _check_names(asdict(rules))
    _one_of("players", rules.players, (2, 4, 5))
    _one_of("decks", rules.decks, (1, 2))
    _one_of("declare", rules.declare, DECLARE_MODES)
    _one_of("top", rules.top, TOPS)
    _one_of("level_table", rules.level_table, LEVEL_TABLES)
    _one_of("kitty_multiplier", rules.kitty_multiplier, KITTY_MULTIPLIERS)
    _one_of("throw_penalty", rules.throw_penalty, THROW_PENALTIES)
    _one_of("friend_rule", rules.friend_rule, FRIEND_RULES)
    if not 0 <= rules.hands <= 1000:
        raise RulesError(f"option 'hands' must be from 0 to 1000; got {rules.hands}")
    # §12: the combinations that do not exist.
    if rules.players == 2 and rules.decks == 2:
        raise RulesError("the duel (two players) is played with one deck")
    if rules.players == 5 and rules.decks == 1:
        raise RulesError("five players play with two decks")
    if rules.declare == "override" and rules.decks == 1:
        raise RulesError("overriding (反主) needs two decks: one deck has no level pairs")
    if rules.revolution and rules.players != 4:
        raise RulesError("革命 (revolution) is played by four players only")
    if rules.friend_rule != "seat" and rules.players != 5:
        raise RulesError("a friend is called (friend_rule) only with five players")
    table = rules.level_table
    if table == "classic" and (rules.players, rules.decks) != (4, 1):
        raise RulesError("level table 'classic' is for four players with one deck")
    if table == "duel" and rules.players != 2:
        raise RulesError("level table 'duel' is for two players")
    if table == "friends" and rules.players != 5:
        raise RulesError("level table 'friends' is for five players")
    if table == "modern" and rules.players == 2:
        raise RulesError("level table 'modern' is not played by two players")


CLASSIC = ShengjiRules()  # §12 升级（一）, 打40分
TRACTOR = ShengjiRules(  # §12 拖拉机, 八十分
    decks=2,
    declare="override",
    top="A",
    kitty_multiplier="times",
    throw_penalty=10,
    revolution=False,
)
DUEL = ShengjiRules(players=2)  # §12 升级（二）
FRIENDS = ShengjiRules(players=5, decks=2)  # §12 升级（三）, 找朋友

PRESETS: dict[str, ShengjiRules] = {
    "classic": CLASSIC,
    "tractor": TRACTOR,
    "duel": DUEL,
    "friends": FRIENDS,
}


def rules_from_options(options: Mapping[str, Any]) -> ShengjiRules:
    """``{"preset": "tractor", "throw_penalty": 0}`` → rules; unknown names are refused.

    Options not given take the preset's value (``classic`` without a preset); when the table
    changes (``players`` or ``decks``) and ``level_table`` / ``revolution`` are not given, they
    follow the new table's defaults.
    """
    opts = dict(options)
    name = opts.pop("preset", "classic")
    if name not in PRESETS:
        raise RulesError(f"unknown preset {name!r} (one of {', '.join(PRESETS)})")
    _check_names(opts)
    values = asdict(PRESETS[name])
    values.update(opts)
    if "players" in opts or "decks" in opts:
        values.setdefault("level_table", "")
        if "level_table" not in opts:
            values["level_table"] = ""
        if "revolution" not in opts:
            values["revolution"] = None
    return ShengjiRules(**values)
