"""升级 in the room: presets classic and tractor (the engine deals these); its own form and table."""

from __future__ import annotations

from game.room import GameEntry
from game.shengji_table.form import PRESET_NAMES, open_form

ENTRY = GameEntry(
    name="shengji",
    title_key="room.shengji",
    presets=PRESET_NAMES,
    new_game=open_form,
    order=10,
)
