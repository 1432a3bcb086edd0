"""Load and save the player's settings through :mod:`saves.settings`, never stopping the game.

A broken settings file must not stop the game starting, nor a folder that refuses the write
stop it changing a setting or closing: the load's warnings are kept for the title to show,
and a failed save is returned for the caller to tell the player.

The first start follows the system's language (:func:`system_language`): 中文 for a Chinese
locale, English for any other. Once the settings file names a language, that one is used.
"""

from __future__ import annotations

import locale
import logging
import os
import subprocess
import sys
from collections.abc import Mapping

from saves.errors import SaveError
from saves.settings import Settings, load_settings, save_settings

log = logging.getLogger(__name__)
warnings: list[str] = []  # from the last load (e.g. "settings file was damaged")

# Where POSIX systems name the language of messages, strongest first (GNU gettext's order;
# LANGUAGE is a list like "zh_CN:en", and counts only when a locale is set at all).
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def language_of(tag: str) -> str | None:
    """``"zh"`` or ``"en"`` for a locale or language tag (``zh_CN.UTF-8``, ``zh-Hans``,
    ``en_GB``, ``de``), None for a tag that names no language (``C``, ``POSIX``, empty)."""
    name = tag.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if not name or name in ("c", "posix"):
        return None
    return "zh" if name == "zh" or name.startswith(("zh_", "chinese")) else "en"


def _from_environment(env: Mapping[str, str]) -> str | None:
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            found = language_of(value)
            if found is None:
                return None  # LC_ALL=C: no language asked for (LANGUAGE is ignored then)
            first = env.get("LANGUAGE", "").split(":")[0]
            return language_of(first) or found
    return None


def _from_windows() -> str | None:
    import ctypes

    langid = int(ctypes.windll.kernel32.GetUserDefaultUILanguage())  # type: ignore[attr-defined]
    return "zh" if langid & 0x3FF == 0x04 else "en"  # LANG_CHINESE is primary language 4


def _from_macos() -> str | None:
    out = subprocess.run(
        ["defaults", "read", "-g", "AppleLanguages"],
        capture_output=True,
        text=True,
        timeout=2,
        check=False,
    )
    for line in out.stdout.splitlines():  # ( "zh-Hans-CN", "en-GB" )
        tag = line.strip().strip(",").strip('"')
        if tag not in ("(", ")", ""):
            return language_of(tag)
    return None


def system_language(env: Mapping[str, str] | None = None, platform: str | None = None) -> str:
    """The language the system speaks to its user: ``"zh"`` or ``"en"``.

    The POSIX locale variables first (a terminal's choice, and how Linux desktops say it),
    then the platform's own setting (Windows' user interface language, macOS' first
    preferred language), then Python's locale; English when nothing names a language.
    """
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    found = _from_environment(env)
    if found is not None:
        return found
    try:
        if platform == "win32":
            found = _from_windows()
        elif platform == "darwin":
            found = _from_macos()
    except (OSError, ValueError, AttributeError, subprocess.SubprocessError) as exc:
        log.warning("could not read the system's language: %r", exc)
    if found is None:
        try:
            found = language_of(locale.getlocale(locale.LC_CTYPE)[0] or "")
        except ValueError:
            found = None
    return found or "en"


def load() -> Settings:
    """The saved settings, or defaults (in the system's language) when nothing usable is saved."""
    defaults = Settings(language=system_language())
    try:
        settings, found = load_settings(defaults=defaults)
    except Exception:  # a broken settings file must never stop the game starting
        log.exception("could not load settings; using defaults")
        return defaults
    warnings[:] = [str(w) for w in found]
    for warning in warnings:
        log.warning("settings: %s", warning)
    return settings


def save(settings: Settings) -> SaveError | None:
    """Write ``settings``; the error if the folder refused (the settings stay in use)."""
    try:
        save_settings(settings)
    except SaveError as err:
        log.warning("%s", err.message_en)
        return err
    return None
