"""拱猪 / 拱双猪 in the room: the title's own game; "New game" opens its form."""

from __future__ import annotations

from engine.rules import PRESETS
from game.room import GameEntry
from game.session.play import open_new_game

ENTRY = GameEntry(
    name="gongzhu",
    title_key="room.gongzhu",
    presets=tuple(PRESETS),
    new_game=open_new_game,
    order=0,
    home=True,
)
