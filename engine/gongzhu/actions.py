"""Actions are plain ints (fast to generate, compare and store), with a text round-trip.

==========================  ==============================
``0 .. 51``                  play one card
``52 .. 103``                play a pair: both copies of a card (two decks)
``104 .. 2807``              play two different cards (following a pair lead)
``3000 + card``              expose a special card in the window (亮)
``3100 + card``              expose the first card received (首明)
``DECLINE_FIRST``            do not 首明
``DONE``                     done exposing
``CLOSE_WINDOW``             the exposure clock ran out (no seat)
``SWAP``, ``NO_SWAP``        the 全红 player's 猪羊变色 choice
``CLAIM``                    claim every remaining trick
==========================  ==============================

>>> action_code(parse_action("SQ SQ")), action_code(parse_action("expose HA"))
('SQ SQ', 'expose HA')
"""

from __future__ import annotations

from typing import TypeAlias

from .cards import Card, CardError, card_code, parse_card

Action: TypeAlias = int

PAIR_BASE = 52
TWO_BASE = 104
EXPOSE_BASE = 3000
FIRST_BASE = 3100
DECLINE_FIRST = 3200
DONE = 3201
CLOSE_WINDOW = 3202
SWAP = 3203
NO_SWAP = 3204
CLAIM = 3205


class ActionError(ValueError):
    """Text that names no action."""


def single(card: Card) -> Action:
    return card


def pair(card: Card) -> Action:
    return PAIR_BASE + card


def two(a: Card, b: Card) -> Action:
    """Two cards played together; two copies of one card are a pair."""
    if a == b:
        return PAIR_BASE + a
    if a > b:
        a, b = b, a
    return TWO_BASE + a * 52 + b


def expose(card: Card) -> Action:
    return EXPOSE_BASE + card


def expose_first(card: Card) -> Action:
    return FIRST_BASE + card


def is_play(action: Action) -> bool:
    return action < EXPOSE_BASE


def play_cards(action: Action) -> tuple[Card, ...]:
    """The cards a play puts on the table (one or two; a pair repeats its card)."""
    if action < PAIR_BASE:
        return (action,)
    if action < TWO_BASE:
        c = action - PAIR_BASE
        return (c, c)
    a, b = divmod(action - TWO_BASE, 52)
    return (a, b)


def is_pair_play(action: Action) -> bool:
    return PAIR_BASE <= action < TWO_BASE


def action_code(action: Action) -> str:
    """Text for saves, logs and tools: ``SQ``, ``SQ SQ``, ``S3 H5``, ``expose SQ``, ``done``…"""
    if action < EXPOSE_BASE:
        return " ".join(card_code(c) for c in play_cards(action))
    if EXPOSE_BASE <= action < EXPOSE_BASE + 52:
        return "expose " + card_code(action - EXPOSE_BASE)
    if FIRST_BASE <= action < FIRST_BASE + 52:
        return "first " + card_code(action - FIRST_BASE)
    names = {
        DECLINE_FIRST: "decline",
        DONE: "done",
        CLOSE_WINDOW: "close",
        SWAP: "swap",
        NO_SWAP: "no-swap",
        CLAIM: "claim",
    }
    if action in names:
        return names[action]
    raise ActionError(f"no action has the number {action}")


_WORDS = {
    "decline": DECLINE_FIRST,
    "done": DONE,
    "close": CLOSE_WINDOW,
    "swap": SWAP,
    "no-swap": NO_SWAP,
    "claim": CLAIM,
}


def parse_action(text: str) -> Action:
    """The inverse of :func:`action_code`."""
    words = text.strip().split()
    try:
        if len(words) == 1 and words[0].lower() in _WORDS:
            return _WORDS[words[0].lower()]
        if len(words) == 2 and words[0].lower() == "expose":
            return expose(parse_card(words[1]))
        if len(words) == 2 and words[0].lower() == "first":
            return expose_first(parse_card(words[1]))
        if len(words) == 1:
            return single(parse_card(words[0]))
        if len(words) == 2:
            return two(parse_card(words[0]), parse_card(words[1]))
    except CardError as exc:
        raise ActionError(f"{text!r}: {exc}") from None
    raise ActionError(f"not an action: {text!r}")
