"""The player's settings: one frozen value, persisted as versioned JSON by :mod:`saves`.

The front end reads a :class:`Settings` and asks for a changed copy with
``dataclasses.replace``; it never writes files itself. :func:`load_settings` never
fails: the game must start even with a damaged or hand-edited settings file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from pathlib import Path

from . import paths
from .atomic import StrPath
from .document import DocumentFormat, load_or_move_aside, save_document

LANGUAGES = ("zh", "en")
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)  # multiplies animation rates; 2.0 = twice as fast
EXPOSURE_CLOCKS = (10, 20, 30, 0)  # seconds; 0 = untimed (RULES §3)
CARD_BACKS = ("blue", "red", "green")
TABLE_COLOURS = ("green", "blue", "red", "wood")


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the settings screen can change; a game's rules are not here (they live in the save)."""

    language: str = "zh"
    animation_speed: float = 1.0
    exposure_clock: int = 20
    # A card that is the only one the player may play goes by itself after a short beat
    # (on by default, as most card games do: clicking the only card is no decision).
    auto_play: bool = True
    sound: bool = True
    volume: float = 0.7
    four_colour: bool = False
    card_back: str = "blue"
    table_colour: str = "green"
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    profile: str = ""  # name of the active player profile ("" = not chosen yet)
    # The last game's table, S E N W: (human, computer level, name); () = not played yet.
    seats: tuple[tuple[bool, str, str], ...] = ()
    lessons: tuple[str, ...] = ()  # the tutorial lessons finished (their keys)


# ---------------------------------------------------------------- persistence

# No checksum: settings.json is a file people edit by hand ("volume": 0.7 → 0.5), and each field
# is checked on its own when read (a checksum written by an earlier version is not believed).
SETTINGS_FORMAT = DocumentFormat(
    "gongzhu-settings", 1, kind_en="settings file", kind_zh="设置文件", checksum=False
)

WINDOW_WIDTHS = range(640, 7681)  # pixels; outside this the window is unusable or absurd
WINDOW_HEIGHTS = range(360, 4321)
MAX_PROFILE_NAME = 40  # characters; profiles.py enforces its own, shorter limit


def _choice(allowed: tuple[object, ...]) -> Callable[[object], object]:
    """A check that accepts one of ``allowed`` (an int where a float is listed counts)."""

    def check(value: object) -> object:
        for option in allowed:
            if type(value) is int and type(option) is float and value == option:
                return option  # 1 in the file means 1.0 (but true never means 1)
            if type(value) is type(option) and value == option:
                return value
        raise ValueError

    return check


def _boolean(value: object) -> object:
    if type(value) is not bool:
        raise ValueError
    return value


def _int_in(allowed: range) -> Callable[[object], object]:
    def check(value: object) -> object:
        if type(value) is not int or value not in allowed:
            raise ValueError
        return value

    return check


def _volume(value: object) -> object:
    if type(value) is int or type(value) is float:  # not bool
        number = float(value)
        if 0.0 <= number <= 1.0:
            return number
    raise ValueError


def _profile_name(value: object) -> object:
    if (
        not isinstance(value, str)
        or len(value) > MAX_PROFILE_NAME
        or any(not ch.isprintable() or "\ud800" <= ch <= "\udfff" for ch in value)
    ):
        raise ValueError
    return value


SEAT_LEVELS = ("easy", "normal", "hard", "expert")


def _seats(value: object) -> object:
    """Four (human, level, name) entries, as the new-game form wrote them."""
    if isinstance(value, list | tuple) and not value:
        return ()  # no game played yet
    if not isinstance(value, list | tuple) or len(value) != 4:
        raise ValueError
    out = []
    for entry in value:
        if not isinstance(entry, list | tuple) or len(entry) != 3:
            raise ValueError
        human, level, name = entry
        out.append((_boolean(human), _choice(SEAT_LEVELS)(level), _profile_name(name)))
    return tuple(out)


def _lessons(value: object) -> object:
    """Lesson keys: a few short names (an unknown key is harmless: no lesson shows it)."""
    if not isinstance(value, list | tuple) or len(value) > 50:
        raise ValueError
    if any(not isinstance(k, str) or not 0 < len(k) <= 40 or not k.isprintable() for k in value):
        raise ValueError
    return tuple(value)


# One check per field: returns the value to use or raises ValueError.
_CHECKS: dict[str, Callable[[object], object]] = {
    "language": _choice(LANGUAGES),
    "animation_speed": _choice(ANIMATION_SPEEDS),
    "exposure_clock": _choice(EXPOSURE_CLOCKS),
    "auto_play": _boolean,
    "sound": _boolean,
    "volume": _volume,
    "four_colour": _boolean,
    "card_back": _choice(CARD_BACKS),
    "table_colour": _choice(TABLE_COLOURS),
    "window_width": _int_in(WINDOW_WIDTHS),
    "window_height": _int_in(WINDOW_HEIGHTS),
    "fullscreen": _boolean,
    "profile": _profile_name,
    "seats": _seats,
    "lessons": _lessons,
}
assert set(_CHECKS) == {f.name for f in fields(Settings)}, "every Settings field needs a check"

_WARNINGS = {
    "unknown": (
        "Unknown setting “{field}” ignored.",
        "忽略未知设置“{field}”。",
    ),
    "invalid": (
        "Setting “{field}” had an invalid value ({value}); the default ({default}) is used.",
        "设置“{field}”的值无效（{value}），已改用默认值（{default}）。",
    ),
    "file": (
        "{error} Default settings are used.",
        "{error}已使用默认设置。",
    ),
}


def _warning(language: str, key: str, **fields_: str) -> str:
    en, zh = _WARNINGS[key]
    return (zh if language == "zh" else en).format(**fields_)


def _short(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False) if _jsonable(value) else repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _jsonable(value: object) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def settings_from_dict(
    raw: Mapping[str, object], defaults: Settings | None = None
) -> tuple[Settings, list[str]]:
    """Build Settings from a decoded body, field by field, never failing.

    Unknown keys are ignored and a bad value falls back to that field's default,
    each with a warning in the resulting language, so one bad value never costs the
    player their other settings. A missing field takes its value from ``defaults``
    (default: ``Settings()``; the game passes the system's language, for instance).
    """
    defaults = defaults if defaults is not None else Settings()
    values: dict[str, object] = {}
    problems: list[tuple[str, dict[str, str]]] = []
    for name, check in _CHECKS.items():
        if name not in raw:
            continue  # a field added in a later release: silently default
        try:
            values[name] = check(raw[name])
        except ValueError:
            default = getattr(defaults, name)
            problems.append(
                ("invalid", {"field": name, "value": _short(raw[name]), "default": _short(default)})
            )
    for name in raw:
        if name not in _CHECKS:
            problems.append(("unknown", {"field": _short(name).strip('"')}))
    settings = replace(defaults, **values)  # type: ignore[arg-type]
    return settings, [_warning(settings.language, key, **f) for key, f in problems]


def settings_to_dict(settings: Settings) -> dict[str, object]:
    """The body of a settings document."""
    return {f.name: getattr(settings, f.name) for f in fields(Settings)}


def load_settings(
    path: StrPath | None = None, defaults: Settings | None = None
) -> tuple[Settings, list[str]]:
    """The player's settings and warnings to show them; ``defaults`` (default:
    ``Settings()``) if there is no usable file, and for each field the file lacks.

    Never raises for a bad file: one that is not JSON is renamed to ``settings.json.corrupt``
    and reported in the warnings; a bad value costs only its own field. A file from a newer
    game is left alone and defaults are used (saving later replaces it; the newer game can
    read our older version).
    """
    defaults = defaults if defaults is not None else Settings()
    source = Path(path) if path is not None else paths.settings_file()
    body, error = load_or_move_aside(source, SETTINGS_FORMAT)
    if error is not None:
        language = defaults.language
        return defaults, [_warning(language, "file", error=error.message(language))]
    if body is None:
        return defaults, []
    return settings_from_dict(body, defaults)


def save_settings(settings: Settings, path: StrPath | None = None) -> None:
    """Write the settings atomically. Raises SaveError if the disk refuses."""
    target = Path(path) if path is not None else paths.settings_file()
    save_document(target, SETTINGS_FORMAT, settings_to_dict(settings))
