"""Load and save the player's settings through :mod:`saves.settings` when it offers that.

Why a shim: the saves engineer is adding ``load_settings()``/``save_settings()``; until
they exist the game keeps settings in memory for the session. This is the one place to
change when they land.
"""
from __future__ import annotations

import logging

from saves.settings import Settings

log = logging.getLogger(__name__)
_memory: Settings | None = None


def load() -> Settings:
    """The saved settings, or defaults when nothing is saved (or saving is not available)."""
    try:
        from saves.settings import load_settings  # type: ignore[attr-defined]
    except ImportError:
        return _memory or Settings()
    try:
        return load_settings()
    except Exception:   # a broken settings file must never stop the game starting
        log.exception("could not load settings; using defaults")
        return Settings()


def save(settings: Settings) -> None:
    """Persist ``settings`` (in memory only until saves.settings.save_settings exists)."""
    global _memory
    _memory = settings
    try:
        from saves.settings import save_settings  # type: ignore[attr-defined]
    except ImportError:
        return
    try:
        save_settings(settings)
    except Exception:
        log.exception("could not save settings")
