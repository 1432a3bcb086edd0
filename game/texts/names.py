"""Names as they are shown: a default name follows the current language, a typed one stays.

A game keeps its players' names as they were when it began, so a default seat name made in
Chinese ("东家", "玩家") would stay Chinese after the player switches to English. The names
the game makes itself are recognised here in either language and shown in the current one;
a name the player typed is shown as typed.
"""

from __future__ import annotations

from game.texts.i18n import language, tr, tr_in

SEAT_KEYS = ("seat.S", "seat.E", "seat.N", "seat.W")
PLAYER = {"zh": "玩家", "en": "Player"}  # the human's name when no profile is chosen
LANGS = ("zh", "en")


def shown_name(name: str) -> str:
    """``name`` in the current language when the game made it (a seat's or the player's
    default name in either language), else as typed.

    >>> from game.texts import i18n
    >>> i18n.set_language("en"); shown_name("东家"), shown_name("玩家"), shown_name("小红")
    ('East', 'Player', '小红')
    >>> i18n.set_language("zh"); shown_name("West")
    '西家'
    """
    for key in SEAT_KEYS:
        if any(name == tr_in(lang, key) for lang in LANGS):
            return tr(key)
    if name in PLAYER.values():
        return PLAYER[language()]
    return name
