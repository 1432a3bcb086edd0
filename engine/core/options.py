"""The option checks every game's rules object makes: a name it knows, a value of its type,
one of the values its book allows. Each game raises its own error (its ``RulesError``), so a
caller catches the game's error and the player reads one kind of message in every game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any

OptionTypes = dict[str, tuple[type, ...]]


def option_types(rules_class: type, optional: Mapping[str, type] | None = None) -> OptionTypes:
    """Each option's accepted types, read from the rules dataclass's defaults; an ``optional``
    option (default None: it follows the table) takes its type or None."""
    maybe = optional or {}
    return {
        f.name: (maybe[f.name], type(None)) if f.name in maybe else (type(f.default),)
        for f in fields(rules_class)
    }


def check_names(options: Mapping[str, Any], types: OptionTypes, error: type[ValueError]) -> None:
    """Every option known and of its type (``True`` is no int here: ``type`` is exact)."""
    for name, value in options.items():
        if name not in types:
            raise error(f"unknown option {name!r}")
        if type(value) not in types[name]:
            raise error(f"option {name!r} must be {types[name][0].__name__}, not {value!r}")


def one_of(name: str, value: object, allowed: tuple[Any, ...], error: type[ValueError]) -> None:
    """The option's value among those the book allows."""
    if value not in allowed:
        raise error(f"option {name!r} must be one of {', '.join(map(str, allowed))}; got {value!r}")
