"""Load and save the player's settings through :mod:`saves.settings`, never stopping the game.

A broken settings file must not stop the game starting, nor a folder that refuses the write
stop it changing a setting or closing: the load's warnings are kept for the title to show,
and a failed save is returned for the caller to tell the player.
"""

from __future__ import annotations

import logging

from saves.errors import SaveError
from saves.settings import Settings, load_settings, save_settings

log = logging.getLogger(__name__)
warnings: list[str] = []  # from the last load (e.g. "settings file was damaged")


def load() -> Settings:
    """The saved settings, or defaults when nothing usable is saved."""
    try:
        settings, found = load_settings()
    except Exception:  # a broken settings file must never stop the game starting
        log.exception("could not load settings; using defaults")
        return Settings()
    warnings[:] = [str(w) for w in found]
    return settings


def save(settings: Settings) -> SaveError | None:
    """Write ``settings``; the error if the folder refused (the settings stay in use)."""
    try:
        save_settings(settings)
    except SaveError as err:
        log.warning("%s", err.message_en)
        return err
    return None
