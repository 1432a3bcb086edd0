"""The last finished hands of 升级, kept for replay: one small document per hand in
``histories/shengji/``, as 拱猪's are in ``histories/`` (the same store, its own format).

A record holds what rebuilds the hand through the engine — the rules, the deal number, the
first receiver, the declarer fixed beforehand, the levels before it, every action — and the
seats' names (a person's is never empty): enough to rebuild every view of every seat, which is
what the review (game/shengji_table/review.py) judges from. What the hand scored is never read from the file: :func:`replay` plays the
actions again through the rules, so a record that lies about its result cannot show one,
and a record whose actions break the rules is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.shengji import ShengjiMatch, rules_from_options
from engine.shengji.draw import deal
from engine.shengji.moves import apply_action
from engine.shengji.state import HAND_OVER, HandState, action_code, parse_action

from . import paths
from .document import DocumentFormat, JSONObject
from .history import MAX_ACTION_CHARS, HandHistory

SHENGJI_HAND_FORMAT = DocumentFormat(
    "shengji-hand", 1, kind_en="升级 hand record", kind_zh="升级牌局记录"
)
MAX_SEATS = 5
MAX_MOVES = 4000  # the draw's passes and declarations, the burials, up to 108 plays
_MOVE = re.compile(r"[0-4] [a-z]+( [A-Za-z0-9 ]{0,500})?")


def _require(condition: bool, why: str) -> None:
    if not condition:
        raise ValueError(why)


def check_record(record: object) -> JSONObject:
    """``record`` if it has the shape of a 升级 hand record, else ValueError (the meaning is
    the engine's: :func:`replay` checks it)."""
    _require(isinstance(record, dict), "a hand record is an object")
    assert isinstance(record, dict)
    _require(record.get("game") == "shengji", "the record names its game: shengji")
    _require(isinstance(record.get("rules"), dict), "rules must be an object")
    number = record.get("deal")
    _require(type(number) is int and 0 <= number < 2**63, "deal must be a non-negative integer")
    receiver, declarer = record.get("first_receiver"), record.get("declarer")
    _require(type(receiver) is int and 0 <= receiver < MAX_SEATS, "first_receiver is a seat")
    _require(
        declarer is None or (type(declarer) is int and 0 <= declarer < MAX_SEATS),
        "declarer is a seat or null",
    )
    levels = record.get("levels")
    _require(
        isinstance(levels, list)
        and 0 < len(levels) <= MAX_SEATS
        and all(type(x) is int and 0 <= x <= 13 for x in levels),
        "levels must be a few levels 0–13",
    )
    moves = record.get("moves")
    _require(
        isinstance(moves, list)
        and len(moves) <= MAX_MOVES
        and all(
            isinstance(m, str) and len(m) <= MAX_ACTION_CHARS * 8 and _MOVE.fullmatch(m)
            for m in moves
        ),
        "moves must be a list of '<seat> <action>' strings",
    )
    names = record.get("names", [])
    _require(
        isinstance(names, list) and all(isinstance(n, str) and len(n) <= 64 for n in names),
        "names must be a list of short names",
    )
    hand_index = record.get("hand_index", 1)
    _require(type(hand_index) is int and 0 < hand_index < 10**6, "hand_index is a number")
    return record


class ShengjiHistory(HandHistory):
    """The store of finished 升级 hands (see :class:`saves.history.HandHistory`)."""

    FORMAT = SHENGJI_HAND_FORMAT
    check = staticmethod(check_record)

    @staticmethod
    def default_folder() -> Path:
        return paths.histories_dir() / "shengji"


def hand_record(match: ShengjiMatch, number: int, names: Sequence[str] = ()) -> dict[str, Any]:
    """The record of finished hand ``number`` (1-based) of ``match``."""
    record = match.records[number - 1]
    return {
        "game": "shengji",
        "rules": match.rules.to_json(),
        "hand_index": number,
        "deal": record.deal,
        "first_receiver": record.first_receiver,
        "declarer": record.declarer,
        "levels": list(record.levels),
        "moves": [f"{seat} {action_code(action)}" for seat, action in record.moves],
        "names": list(names),
    }


def replay(record: JSONObject) -> HandState:
    """The hand rebuilt from its record through the rules, played to its end. Raises
    ValueError (with the engine's reason) when the record does not make a finished hand."""
    check_record(record)
    try:
        rules = rules_from_options(record["rules"])
        levels = tuple(record["levels"])
        hand = deal(rules, record["deal"], record["first_receiver"], levels, record["declarer"])
        for text in record["moves"]:
            seat, _, action = text.partition(" ")
            hand, _events = apply_action(hand, int(seat), parse_action(action))
    except (ValueError, TypeError, KeyError, IndexError) as exc:
        raise ValueError(f"the hand does not replay: {exc}") from None
    if hand.phase != HAND_OVER or hand.result is None:
        raise ValueError("the hand does not replay to its end")
    return hand
