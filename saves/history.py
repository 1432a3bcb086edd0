"""The last finished hands, kept for replay, review and sharing.

Each hand is its own small document in ``histories/`` (``hand-00000042.json``): adding
a hand writes one small file instead of rewriting hundreds, and a damaged file costs
one hand, not all of them. Only the newest :data:`KEEP_HANDS` are kept. The record's
meaning belongs to the engine; here it is checked only for shape (rules object, deal
number, four hands of card codes, action strings, four scores) so that a bad import
cannot put garbage into the store. Exports bundle many hands into one document.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from contextlib import suppress
from pathlib import Path
from typing import Any

from . import paths
from .atomic import StrPath
from .document import (
    DocumentFormat,
    JSONObject,
    load_document,
    load_or_move_aside,
    save_document,
)
from .errors import SaveError

HAND_FORMAT = DocumentFormat("gongzhu-hand", 1, kind_en="hand record", kind_zh="牌局记录")
EXPORT_FORMAT = DocumentFormat(
    "gongzhu-hands", 1, kind_en="hand history file", kind_zh="牌局记录文件"
)
KEEP_HANDS = 500
SEATS = 4
MAX_CARDS = 26           # a hand of 拱双猪
MAX_ACTIONS = 1000       # a two-deck hand has 104 plays plus exposures; far below this
MAX_ACTION_CHARS = 64

_CARD = re.compile(r"[SHDC][2-9TJQKA]")                 # RULES §1 card codes
_FILE = re.compile(r"hand-(\d{8,12})\.json")


def _require(condition: bool, why: str) -> None:
    if not condition:
        raise ValueError(why)


def check_record(record: object) -> JSONObject:
    """Return ``record`` if it has the shape of a hand record, else raise ValueError.

    Extra keys are allowed (the engine may add some); only the shape of the known ones
    is checked, so the meaning can evolve without this module changing.
    """
    _require(isinstance(record, dict), "a hand record is an object")
    assert isinstance(record, dict)   # for mypy; _require raised otherwise
    _require(isinstance(record.get("rules"), dict), "rules must be an object")
    deal = record.get("deal")
    _require(type(deal) is int and 0 <= deal < 10**9, "deal must be a non-negative integer")
    hands = record.get("hands")
    _require(
        isinstance(hands, list) and len(hands) == SEATS
        and all(
            isinstance(hand, list) and len(hand) <= MAX_CARDS
            and all(isinstance(c, str) and _CARD.fullmatch(c) for c in hand)
            for hand in hands
        ),
        "hands must be four lists of card codes",
    )
    actions = record.get("actions")
    _require(
        isinstance(actions, list) and len(actions) <= MAX_ACTIONS
        and all(isinstance(a, str) and len(a) <= MAX_ACTION_CHARS for a in actions),
        "actions must be a list of short strings",
    )
    scores = record.get("scores")
    _require(
        isinstance(scores, list) and len(scores) == SEATS
        and all(type(x) is int and abs(x) < 10**9 for x in scores),
        "scores must be four integers",
    )
    return record


def _record_from_body(body: JSONObject) -> JSONObject:
    return check_record(body.get("hand"))


class HandHistory:
    """The store of finished hands, newest ids largest."""

    def __init__(self, folder: StrPath | None = None, keep: int = KEEP_HANDS) -> None:
        self.folder = Path(folder) if folder is not None else paths.histories_dir()
        self.keep = keep

    def _path(self, hand_id: int) -> Path:
        return self.folder / f"hand-{hand_id:08d}.json"

    def ids(self) -> list[int]:
        """Ids of the stored hands, oldest first (from file names; nothing is read)."""
        try:
            names = [p.name for p in self.folder.iterdir()]
        except OSError:
            return []
        return sorted(int(m.group(1)) for n in names if (m := _FILE.fullmatch(n)))

    def add(self, record: Mapping[str, Any]) -> int:
        """Store a finished hand and return its id; drops the oldest beyond ``keep``.

        Raises ValueError if the record has the wrong shape (a programming error) and
        SaveError if it cannot be written.
        """
        copied = dict(record) if isinstance(record, Mapping) else record
        hand_id = self._write(check_record(copied), self.ids())
        self._prune()
        return hand_id

    def _write(self, record: JSONObject, ids: list[int]) -> int:
        hand_id = (ids[-1] + 1) if ids else 1
        save_document(self._path(hand_id), HAND_FORMAT, {"hand": record})
        ids.append(hand_id)
        return hand_id

    def _prune(self) -> None:
        ids = self.ids()
        for old in ids[: max(0, len(ids) - self.keep)]:
            with suppress(OSError):
                self._path(old).unlink()

    def load(self, hand_id: int) -> JSONObject:
        """One stored hand. A damaged file is moved aside; raises SaveError."""
        record, error = load_or_move_aside(self._path(hand_id), HAND_FORMAT, _record_from_body)
        if error is not None:
            raise error
        if record is None:
            raise HAND_FORMAT.error("missing", self._path(hand_id))
        return record

    def export(self, path: StrPath, ids: Iterable[int] | None = None) -> int:
        """Write hands (default: all) into one file for sharing; returns how many.

        Hands that turn out damaged are skipped (and moved aside), not exported.
        """
        records = []
        for hand_id in self.ids() if ids is None else ids:
            with suppress(SaveError):
                records.append(self.load(hand_id))
        save_document(path, EXPORT_FORMAT, {"hands": records})
        return len(records)

    def import_file(self, path: StrPath) -> list[int]:
        """Add every hand in an export (or a single hand file) and return the new ids.

        All or nothing: one malformed record refuses the whole file with a SaveError.
        The player's file is never moved or changed, whatever is in it.
        """
        source = Path(path)
        try:
            body = load_document(source, EXPORT_FORMAT)
            raw = body.get("hands")
        except SaveError as err:
            if err.key != "wrong_format":
                raise
            raw = [load_document(source, HAND_FORMAT).get("hand")]
        if not isinstance(raw, list):
            raise EXPORT_FORMAT.error("bad_data", source, detail="hands is not a list")
        try:
            records = [check_record(r) for r in raw]
        except ValueError as exc:
            raise EXPORT_FORMAT.error("bad_data", source, detail=str(exc)) from None
        ids = self.ids()
        added = [self._write(r, ids) for r in records]
        self._prune()
        kept = set(self.ids())
        return [i for i in added if i in kept]
