"""Load and save the player's settings through :mod:`saves.settings`.

Why a shim: the front end must start even if persistence is missing or broken; this is
the one place that talks to ``saves.settings.load_settings``/``save_settings`` (falling
back to in-memory settings), and it keeps the load warnings for the title to show.
"""

from __future__ import annotations

import logging

from saves.settings import Settings

log = logging.getLogger(__name__)
_memory: Settings | None = None
warnings: list[str] = []  # from the last load (e.g. "settings file was damaged")


def load() -> Settings:
    """The saved settings, or defaults when nothing is saved (or saving is not available)."""
    try:
        from saves.settings import load_settings
    except ImportError:
        return _memory or Settings()
    try:
        loaded = load_settings()
        if isinstance(loaded, tuple):  # (Settings, warnings)
            settings, found = loaded
            warnings[:] = [str(w) for w in found]
            return settings
        return loaded
    except Exception:  # a broken settings file must never stop the game starting
        log.exception("could not load settings; using defaults")
        return Settings()


def save(settings: Settings) -> None:
    """Persist ``settings`` (in memory only until saves.settings.save_settings exists)."""
    global _memory
    _memory = settings
    try:
        from saves.settings import save_settings
    except ImportError:
        return
    try:
        save_settings(settings)
    except Exception:
        log.exception("could not save settings")
