"""The rules object: one frozen value with a field for every option of RULES.md §8.

A game's rules are fixed when it starts and saved with it. Combinations that
do not exist (RULES §6) are refused when the object is made, with a message a
player can read.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, replace
from typing import Any

from engine.core.options import check_names, one_of, option_types

HEARTS_TABLES = ("standard", "book", "positive")
EXPOSURE_MODES = ("free", "hidden", "all-but-sheep", "all", "forced", "none")
COLOUR_RULES = ("off", "strict", "penalty")
SWAP_MODES = ("off", "auto", "choose")
MODES = ("solo", "partners", "pig-sheep")
LIMITS = (0, 800, 1000, 2000, 4000)
# Exposure modes in which a player chooses what to expose (and so may 首明).
CHOSEN_EXPOSURE = ("free", "forced")


class RulesError(ValueError):
    """An option that does not exist, or a combination of options that does not."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every rule option of the game (RULES.md §8); defaults are the classic game."""

    decks: int = 1  # §1: 1, or 2 for 拱双猪
    hearts: str = "standard"  # §5: heart values table
    exposure: str = "free"  # §3: exposure (亮牌) mode
    first_exposure: bool = False  # §2: 首明, first card exposed during the deal, ×4
    self_take: bool = False  # §5.7: 自得, own special card won counts twice
    discard_exposed_early: bool = (
        False  # §3: an exposed card may be discarded before its suit is led
    )
    colour_rule: str = "off"  # §4: 垫牌规则 for discards
    first_lead_c2: bool = True  # §4: first hand of a game opens with ♣2
    pig_sheep_swap: str = "off"  # §5.6: 猪羊变色 with a 全红
    mode: str = "solo"  # §6: solo, partners (S+N vs E+W) or pig-sheep (猪羊一家)
    limit: int = -1  # §6: game ends at ±limit; -1 = the deck default; 0 = none
    hands: int = 0  # §6: fixed number of hands; 0 = play to the limit
    double_pig_loser: bool = False  # §6: 双猪, highest and lowest both 当猪

    def __post_init__(self) -> None:
        if self.limit == -1:
            object.__setattr__(self, "limit", 1000 if self.decks == 1 else 4000)
        _check(self)

    @property
    def cards_per_seat(self) -> int:
        return 13 * self.decks

    @property
    def teams(self) -> bool:
        return self.mode != "solo"

    @property
    def exposure_window(self) -> bool:
        """Whether players choose exposures in a timed window after the deal."""
        return self.exposure in ("free", "hidden", "forced")

    def with_options(self, **options: Any) -> RuleSet:
        """A copy with some options changed (validated like a new rule set)."""
        _check_names(options)
        if "decks" in options and "limit" not in options and self.limit in (1000, 4000):
            options["limit"] = -1  # a deck change keeps the deck's default limit
        return replace(self, **options)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


_TYPES = option_types(RuleSet)


def _check_names(options: Mapping[str, Any]) -> None:
    check_names(options, _TYPES, RulesError)


def _one_of(name: str, value: object, allowed: tuple[Any, ...]) -> None:
    one_of(name, value, allowed, RulesError)


def _check(rules: RuleSet) -> None:
    _check_names(asdict(rules))
    _one_of("decks", rules.decks, (1, 2))
    _one_of("hearts", rules.hearts, HEARTS_TABLES)
    _one_of("exposure", rules.exposure, EXPOSURE_MODES)
    _one_of("colour_rule", rules.colour_rule, COLOUR_RULES)
    _one_of("pig_sheep_swap", rules.pig_sheep_swap, SWAP_MODES)
    _one_of("mode", rules.mode, MODES)
    _one_of("limit", rules.limit, LIMITS)
    if rules.hands < 0 or rules.hands > 1000:
        raise RulesError(f"option 'hands' must be from 0 to 1000; got {rules.hands}")
    if rules.mode == "pig-sheep" and rules.decks == 2:
        raise RulesError("猪羊一家 (pig-sheep) is played with one deck only")
    if rules.mode == "pig-sheep" and rules.exposure != "none":
        raise RulesError("猪羊一家 (pig-sheep) has no exposure: set exposure to 'none'")
    if rules.first_exposure and rules.exposure not in CHOSEN_EXPOSURE:
        raise RulesError(f"首明 (first_exposure) is not available with exposure '{rules.exposure}'")
    if rules.double_pig_loser and rules.mode != "solo":
        raise RulesError("双猪 (double_pig_loser) exists only in solo games")
    if rules.limit == 0 and rules.hands == 0:
        raise RulesError("a game needs a limit or a number of hands (limit 0 with hands 0)")


PRESETS: dict[str, RuleSet] = {
    "classic": RuleSet(),
    "double": RuleSet(decks=2),
    "tournament": RuleSet(
        first_exposure=True, self_take=True, mode="partners", first_lead_c2=False
    ),
    "book": RuleSet(hearts="book"),
}


def rules_from_options(options: Mapping[str, Any]) -> RuleSet:
    """``{"preset": "double", "hearts": "book"}`` → a rule set; unknown names are refused.

    Options not given take the preset's value (or the classic one); ``limit``
    not given follows the deck count.
    """
    opts = dict(options)
    preset_name = opts.pop("preset", "classic")
    if preset_name not in PRESETS:
        raise RulesError(f"unknown preset {preset_name!r} (one of {', '.join(PRESETS)})")
    base = PRESETS[preset_name]
    _check_names(opts)
    values = asdict(base)
    values.update(opts)
    if "limit" not in opts and "decks" in opts:
        values["limit"] = -1
    return RuleSet(**values)
