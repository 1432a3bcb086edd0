"""How the 升级 table names a seat's doings: the person at the screen is "你 / You" (his own
verb, "You declare", not "You declares"), a hot seat's people by seat and name, the others by
seat; and the engine's reason codes in the player's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.shengji_table.seats import seat_word
from game.texts.i18n import tr

if TYPE_CHECKING:
    from game.session.shengji_controller import ShengjiController


def reason_text(code: str, count: int = 0) -> str:
    """The engine's reason code in the player's language."""
    key = f"sj.reason.{code}"
    try:
        return tr(key, n=count)
    except KeyError:
        return code


def is_mine(controller: ShengjiController, seat: int) -> bool:
    """``seat`` is the one person at the screen (a hot seat's are named instead)."""
    return seat == controller.human and not controller.hot_seat


def seat_label(controller: ShengjiController, seat: int) -> str:
    """A seat in words: "you" for the one person, "seat · name" for a hot seat's person."""
    players = controller.match.rules.players
    if controller.hot_seat and controller.name(seat):
        return f"{seat_word(seat, players)} · {controller.name(seat)}"
    return tr("sj.you") if is_mine(controller, seat) else seat_word(seat, players)


def seat_said(controller: ShengjiController, key: str, seat: int, **fmt: object) -> str:
    """``key`` said of ``seat``: its ``.you`` form for the person himself."""
    if is_mine(controller, seat):
        return tr(f"{key}.you", **fmt)
    return tr(key, seat=seat_label(controller, seat), **fmt)
