"""The last finished hands, kept for replay, review and sharing.

Each hand is its own small document in ``histories/`` (``hand-00000042.json``): adding
a hand writes one small file instead of rewriting hundreds, and a damaged file costs
one hand, not all of them. Only the newest :data:`KEEP_HANDS` are kept. The record's
meaning belongs to the engine; here it is checked only for shape (rules object, deal
number, four hands of card codes, action strings, four scores) so that a bad import
cannot put garbage into the store. Exports bundle many hands into one document.
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import suppress
from pathlib import Path
from typing import Any

from . import paths
from .atomic import STALE_TEMP_SECONDS, NotAFileError, StrPath, refuse_link
from .document import (
    DocumentFormat,
    JSONObject,
    checksum_of,
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
MAX_CARDS = 26  # a hand of 拱双猪
MAX_ACTIONS = 1000  # a two-deck hand has 104 plays plus exposures; far below this
MAX_ACTION_CHARS = 64

_CARD = re.compile(r"[SHDC][2-9TJQKA]")  # RULES §1 card codes
# hand-<id>.json, or hand-<id>.<key with "-" for ":">.json (see HandHistory)
_FILE = re.compile(r"hand-(\d{1,20})(?:\.([0-9a-z]{1,32})-([0-9a-z]{1,32}))?\.json")
_NAMED_KEY = re.compile(r"[0-9a-z]{1,32}:[0-9a-z]{1,32}")  # a key that can go in a file name
MAX_ID = 10**15 - 1  # far beyond any player's hands; a larger id was planted: renumber
log = logging.getLogger(__name__)


def _require(condition: bool, why: str) -> None:
    if not condition:
        raise ValueError(why)


def check_record(record: object) -> JSONObject:
    """Return ``record`` if it has the shape of a hand record, else raise ValueError.

    Extra keys are allowed (the engine may add some); only the shape of the known ones
    is checked, so the meaning can evolve without this module changing.
    """
    _require(isinstance(record, dict), "a hand record is an object")
    assert isinstance(record, dict)  # for mypy; _require raised otherwise
    _require(isinstance(record.get("rules"), dict), "rules must be an object")
    deal = record.get("deal")
    _require(type(deal) is int and 0 <= deal < 10**9, "deal must be a non-negative integer")
    hands = record.get("hands")
    _require(
        isinstance(hands, list)
        and len(hands) == SEATS
        and all(
            isinstance(hand, list)
            and len(hand) <= MAX_CARDS
            and all(isinstance(c, str) and _CARD.fullmatch(c) for c in hand)
            for hand in hands
        ),
        "hands must be four lists of card codes",
    )
    actions = record.get("actions")
    _require(
        isinstance(actions, list)
        and len(actions) <= MAX_ACTIONS
        and all(isinstance(a, str) and len(a) <= MAX_ACTION_CHARS for a in actions),
        "actions must be a list of short strings",
    )
    receiver = record.get("first_receiver", "N")
    _require(receiver in ("S", "E", "N", "W"), "first_receiver must be a seat: S, E, N or W")
    scores = record.get("scores")
    _require(
        isinstance(scores, list)
        and len(scores) == SEATS
        and all(type(x) is int and abs(x) < 10**9 for x in scores),
        "scores must be four integers",
    )
    return record


def _imported(key: str | None) -> bool:
    return key is not None and key.startswith("import:")


class HandHistory:
    """The store of finished hands, newest ids largest.

    A hand counted for a game carries its key in its file name too
    (``hand-00000042.<game id>-<number>.json``): a record this version cannot read (a newer
    version's, another user's, a pipe) still counts as present, so it is never written twice.
    """

    FORMAT = HAND_FORMAT  # a game's own store (saves/shengji_history.py) names its own
    check = staticmethod(check_record)  # the shape its records must have

    def __init__(self, folder: StrPath | None = None, keep: int = KEEP_HANDS) -> None:
        self.folder = Path(folder) if folder is not None else self.default_folder()
        self.keep = keep
        self._keys: dict[str, int] | None = None  # key -> id, read once (see keys())
        self._swept = False
        self._listed: dict[int, tuple[str, str | None]] = {}  # the last listing (see _names)

    @staticmethod
    def default_folder() -> Path:
        return paths.histories_dir()

    def _record_from_body(self, body: JSONObject) -> JSONObject:
        return self.check(body.get("hand"))

    def _names(self) -> dict[int, tuple[str, str | None]]:
        """id -> (file name, key from the name) of the stored hands (nothing is read)."""
        try:
            refuse_link(self.folder)  # a linked folder is somebody else's: not listed, not pruned
            names = [p.name for p in self.folder.iterdir()]
        except OSError:
            return {}
        found: dict[int, tuple[str, str | None]] = {}
        for name in names:
            m = _FILE.fullmatch(name)
            if m is not None:
                key = f"{m.group(2)}:{m.group(3)}" if m.group(2) else None
                found[int(m.group(1))] = (name, key)
        self._listed = found
        return found

    def _path(self, hand_id: int, key: str | None = None) -> Path:
        known = None
        if key is None:  # a stored hand: its name as listed (the last listing, else a new one)
            known = self._listed.get(hand_id) or self._names().get(hand_id)
        if known is not None:
            return self.folder / known[0]
        tag = f".{key.replace(':', '-')}" if key is not None and _NAMED_KEY.fullmatch(key) else ""
        return self.folder / f"hand-{hand_id:08d}{tag}.json"

    def ids(self) -> list[int]:
        """Ids of the stored hands, oldest first (from file names; nothing is read)."""
        return sorted(self._names())

    def add(self, record: Mapping[str, Any], key: str | None = None) -> int:
        """Store a finished hand and return its id; drops the oldest beyond ``keep``.

        With ``key`` (one per hand of one game, stored in the record) a hand already among
        the newest records is not added again: its id is returned, so a game that was
        killed can add its finished hands again on the next start.
        Raises ValueError if the record has the wrong shape (a programming error) and
        SaveError if it cannot be written.
        """
        copied = dict(record) if isinstance(record, Mapping) else record
        if key is not None:
            copied["key"] = key
            known = self.keys().get(key)
            if known is not None:
                return known
        hand_id = self._write(self.check(copied), self._next_ids(), key)
        if key is not None and self._keys is not None:
            self._keys[key] = hand_id
        self._prune()
        return hand_id

    def keys(self) -> dict[str, int]:
        """The keys of the stored hands and their ids: from the file names, and for a record
        named before keys were (or imported) from the record itself. Read once per
        HandHistory (a game keeps one), then kept up to date by :meth:`add`."""
        if self._keys is None:
            self._keys = {}
            for hand_id, (name, key) in sorted(self._names().items()):
                if key is None:
                    body, _error = load_or_move_aside(self.folder / name, self.FORMAT)
                    hand = body.get("hand") if body is not None else None
                    key = hand.get("key") if isinstance(hand, dict) else None
                if isinstance(key, str):
                    self._keys[key] = hand_id
        return self._keys

    def _next_ids(self) -> list[int]:
        """The stored ids, renumbered from 1 in order first should the next one not fit in a
        file name's id (a planted ``hand-99…9.json`` must not hide every later hand)."""
        self._sweep()
        ids = self.ids()
        if not ids or ids[-1] < MAX_ID:
            return ids
        names = self._names()
        log.warning("hand ids reached %d: renumbering the %d stored hands", ids[-1], len(ids))
        for new, old in enumerate(ids, start=1):
            m = _FILE.fullmatch(names[old][0])
            assert m is not None  # listed by _names
            tag = f".{m.group(2)}-{m.group(3)}" if m.group(2) else ""
            with suppress(OSError):
                os.rename(self.folder / names[old][0], self.folder / f"hand-{new:08d}{tag}.json")
        self._keys = None
        return self.ids()

    def _sweep(self) -> None:
        """Temporary files of hands a killed game was writing: each hand has its own name, so
        the writer's own sweep (of its target's temporaries) never meets them."""
        if self._swept:
            return
        self._swept = True
        cutoff = time.time() - STALE_TEMP_SECONDS
        with suppress(OSError):
            refuse_link(self.folder)
            for leftover in self.folder.glob(".hand-*.tmp"):
                with suppress(OSError):
                    if leftover.lstat().st_mtime < cutoff:
                        leftover.unlink()

    def _write(self, record: JSONObject, ids: list[int], key: str | None = None) -> int:
        hand_id = (ids[-1] + 1) if ids else 1
        path = self._path(hand_id, key if key is not None else record.get("key"))
        try:
            refuse_link(self.folder)
        except NotAFileError as exc:
            raise self.FORMAT.error("link_refused", path, detail=str(exc)) from None
        save_document(path, self.FORMAT, {"hand": record})
        ids.append(hand_id)
        return hand_id

    def _prune(self) -> None:
        """Drop the oldest hands beyond ``keep``: imported ones before the player's own."""
        names = self._names()
        ids = sorted(names, key=lambda i: (not _imported(names[i][1]), i))
        for old in ids[: max(0, len(ids) - self.keep)]:
            with suppress(OSError):
                (self.folder / names[old][0]).unlink()

    def load(self, hand_id: int) -> JSONObject:
        """One stored hand. A damaged file is moved aside; raises SaveError."""
        record, error = load_or_move_aside(self._path(hand_id), self.FORMAT, self._record_from_body)
        if error is not None:
            raise error
        if record is None:
            raise self.FORMAT.error("missing", self._path(hand_id))
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

    def import_file(
        self, path: StrPath, progress: Callable[[int, int], None] | None = None
    ) -> list[int]:
        """Add every hand in an export (or a single hand file) and return the new ids.

        All or nothing: one malformed record refuses the whole file with a SaveError.
        The player's file is never moved or changed, whatever is in it. An imported hand
        gets a key of its own (``import:<digest of its content>``), never the key in the
        file: a forged ``<game id>:<n>`` cannot stand in for a hand still to be played, and
        a hand already here (one's own export) is not added twice. Imports fill only the
        room left under ``keep``: they never displace the player's own hands, and
        :attr:`import_skipped` says how many did not fit. ``progress(done, total)`` is
        called after each hand (the import runs off the frame).
        """
        source = Path(path)
        try:
            body = load_document(source, EXPORT_FORMAT)
            raw = body.get("hands")
        except SaveError as err:
            if err.key != "wrong_format":
                raise
            raw = [load_document(source, self.FORMAT).get("hand")]
        if not isinstance(raw, list):
            raise EXPORT_FORMAT.error("bad_data", source, detail="hands is not a list")
        try:
            records = [self.check(r) for r in raw]
        except ValueError as exc:
            raise EXPORT_FORMAT.error("bad_data", source, detail=str(exc)) from None
        known = self.keys()
        fresh: list[tuple[str, JSONObject]] = []
        for record in records:
            content = {k: v for k, v in record.items() if k != "key"}
            key = import_key(content)
            if key in known or any(key == k for k, _ in fresh) or self._has(record, key):
                continue
            fresh.append((key, {**content, "key": key}))
        ids = self._next_ids()
        room = max(0, self.keep - len(ids))
        taken = fresh[len(fresh) - min(room, len(fresh)) :]  # the newest that fit
        self.import_skipped = len(records) - len(taken)
        added = []
        for done, (key, record) in enumerate(taken, start=1):
            added.append(self._write(record, ids, key))
            known[key] = added[-1]
            if progress is not None:
                progress(done, len(taken))
        return added

    import_skipped = 0  # hands of the last import already here or with no room left

    def _has(self, record: JSONObject, key: str) -> bool:
        """Whether ``record`` carries the key of a stored hand with the same content (an
        export of one's own hands imported back)."""
        own = record.get("key")
        hand_id = self.keys().get(own) if isinstance(own, str) else None
        if hand_id is None:
            return False
        try:
            stored = self.load(hand_id)
        except SaveError:
            return False
        return import_key({k: v for k, v in stored.items() if k != "key"}) == key


def import_key(content: Mapping[str, Any]) -> str:
    """The key of an imported hand: a digest of its content, the same for the same hand."""
    return "import:" + checksum_of(dict(content)).removeprefix("sha256:")[:16]


# ---------------------------------------------------------------- replay and readable text
#
# A record is rebuilt through the engine: the recorded hands are dealt again (a deck
# order is made that deals them) and every recorded action is applied, so a record whose
# moves break the rules stops at that move with the engine's reason instead of showing
# an impossible hand.


TrickRow = tuple[int, tuple[tuple[int, int], ...], int, int, tuple[int, ...]]


class Replay:
    """A hand rebuilt through the engine.

    ``states[i]`` is the hand after the first ``i`` actions (``states[0]`` as dealt);
    ``events[i]`` the engine events of action ``i``. ``error`` is set (and the lists
    stop early) when the record cannot be replayed: bad rules, hands that are not a
    deck, or an action the rules refuse. ``stops`` are the action counts worth showing
    one at a time: before the first card, then after each trick (and a claim), the last
    one with the hand over.
    """

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.record = record
        self.states: list[Any] = []
        self.events: list[list[Any]] = []
        self.moves: list[tuple[int | None, int]] = []
        self.error: str | None = None
        self.stops: list[int] = []
        self._build()

    def _build(self) -> None:
        from engine.gongzhu.actions import is_play
        from engine.gongzhu.hand import (
            ClaimAccepted,
            IllegalActionError,
            TrickTaken,
            apply_action,
            deal_from,
        )
        from engine.gongzhu.match import passed_over_on_replay
        from engine.gongzhu.rules import RulesError, rules_from_options
        from saves.game import _parse_move

        record = self.record
        try:
            rules = rules_from_options(record.get("rules") or {})
        except (RulesError, TypeError) as exc:
            self.error = f"rules: {exc}"
            return
        try:
            receiver = "SENW".index(str(record.get("first_receiver", "N")))
        except ValueError:
            receiver = 2
        try:
            moves = [_parse_move(a) for a in record.get("actions", [])]
        except (ValueError, TypeError, AttributeError) as exc:
            self.error = f"action: {exc}"
            return
        first_hand = record.get("hand_index", 1) == 1
        try:
            state = deal_from(rules, deck_order(record, moves, receiver), receiver, first_hand)
        except (
            IllegalActionError,
            ValueError,
            TypeError,
            AttributeError,
            KeyError,
            IndexError,
        ) as exc:  # an extra key ("order") of the wrong shape
            self.error = f"deal: {exc!r}"
            return
        self.states.append(state)
        first_play = None
        for i, (seat, action) in enumerate(moves):
            if passed_over_on_replay(state, action):
                continue
            try:
                state, events = apply_action(state, seat, action)
            except IllegalActionError as exc:
                who = "-" if seat is None else "SENW"[seat]
                self.error = f"#{i + 1} {who} {record['actions'][i]}: {exc}"
                break
            if first_play is None and is_play(action):
                first_play = len(self.moves)
            self.moves.append((seat, action))
            self.states.append(state)
            self.events.append(events)
            if any(isinstance(e, (TrickTaken, ClaimAccepted)) for e in events):
                self.stops.append(len(self.moves))
        start = len(self.moves) if first_play is None else first_play
        self.stops = [start] + [s for s in self.stops if s > start]
        if self.states and self.states[-1].over and self.stops[-1] != len(self.moves):
            self.stops.append(len(self.moves))
        result = self.states[-1].result if self.error is None else None
        stored = record.get("scores")
        if result is not None and isinstance(stored, list) and stored != list(result.credited):
            # the record's own tricks give other scores: shown from the tricks, and said
            self.error = (
                f"the stored scores {stored!r:.60} are not what its tricks give "
                f"({list(result.credited)})"
            )

    @property
    def complete(self) -> bool:
        return self.error is None and bool(self.states) and self.states[-1].over

    def tricks(self) -> list[TrickRow]:
        """(number, plays, winner, taker, scoring cards) per trick, in order."""
        from engine.gongzhu.hand import TrickTaken

        out: list[TrickRow] = []
        for i, events in enumerate(self.events):
            for e in events:
                if isinstance(e, TrickTaken):
                    plays = self.states[i + 1].last_trick[0]
                    out.append((len(out) + 1, plays, e.winner, e.taker, e.scoring))
        return out


def deck_order(
    record: Mapping[str, Any], moves: Sequence[tuple[int | None, int]] = (), receiver: int = 2
) -> list[int]:
    """A deck order that deals the record's four hands (dealt one card at a time from
    ``receiver``). A recorded ``order`` is used as it is. Otherwise each seat's first
    card is chosen to agree with its 首明 decision: the card it exposed first, a special
    card when it declined, a plain card when it was never asked."""
    from engine.gongzhu.actions import DECLINE_FIRST, FIRST_BASE, is_play
    from engine.gongzhu.cards import SPECIALS, parse_card

    CLUB_TWO = parse_card("C2")

    if isinstance(record.get("order"), list):
        return [parse_card(c) for c in record["order"]]
    hands = [[parse_card(c) for c in hand] for hand in record["hands"]]
    wanted_first = [False] * 4  # the first card is fixed by a 首明 decision
    for seat, hand in enumerate(hands):
        exposed: int | None = None  # the card it exposed as 首明, if it did
        declined = False  # it was asked and said no: its first card was special
        for who, action in moves:
            if who == seat and FIRST_BASE <= action < FIRST_BASE + 52:
                exposed, declined = action - FIRST_BASE, False
                wanted_first[seat] = True
            elif who == seat and action == DECLINE_FIRST:
                exposed, declined = None, True
                wanted_first[seat] = True
        first = next(
            (
                i
                for i, c in enumerate(hand)
                if (c == exposed if exposed is not None else (c in SPECIALS) == declined)
            ),
            0,
        )
        if hand:
            hand.insert(0, hand.pop(first))
    # the first lead with ♣2 comes from the seat dealt the first ♣2 (two decks: two of them)
    leader = next((who for who, action in moves if who is not None and is_play(action)), None)
    for seat, hand in enumerate(hands):
        if CLUB_TWO in hand[1:]:
            hand.remove(CLUB_TWO)
            if seat == leader:
                hand.insert(0 if hand and not wanted_first[seat] else 1, CLUB_TWO)
            else:
                hand.append(CLUB_TWO)
    size = max(len(h) for h in hands)
    order = []
    for i in range(size * 4):
        seat = (receiver + i) & 3
        if i // 4 < len(hands[seat]):
            order.append(hands[seat][i // 4])
    return order


def trick_scores(record: Mapping[str, Any]) -> tuple[list[int], bool]:
    """The scores a record's own tricks give, and whether they are not what it stores.

    A record is shown by what the engine recomputes, never by what it claims: a hand-edited
    file's scores stand only where its tricks cannot be replayed (then flagged too).
    """
    stored = [s for s in record.get("scores") or [] if isinstance(s, int)]
    replay = Replay(record)
    last = replay.states[-1] if replay.states else None
    result = getattr(last, "result", None) if last is not None and last.over else None
    if result is None:
        return stored, True
    scores = [int(s) for s in result.credited]
    return scores, scores != stored


def trick_lines(record: Mapping[str, Any]) -> list[str]:
    """The hand as readable text: a heading, one line per trick, the scores.

    ``T1 S: SQ  E: S2  N: SK  W: SA → W takes SQ``; a trick without scoring cards ends
    ``→ W wins``. A record that cannot be replayed ends with ``! <reason>``.
    """
    from engine.gongzhu.actions import action_code
    from engine.gongzhu.hand import ClaimAccepted

    replay = Replay(record)
    names = record.get("names") or []
    head = f"Deal #{record.get('deal')}"
    if names:
        head += "  " + "  ".join(f"{'SENW'[i]}={n}" for i, n in enumerate(names[:4]))
    lines = [head]
    for number, plays, winner, taker, scoring in replay.tricks():
        cards = "  ".join(f"{'SENW'[s]}: {action_code(a)}" for s, a in plays)
        if scoring:
            got = " ".join(_code(c) for c in scoring)
            end = (
                f"{'SENW'[taker]} takes {got}"
                if taker == winner
                else f"{'SENW'[winner]} wins, {'SENW'[taker]} takes {got}"
            )
        else:
            end = f"{'SENW'[winner]} wins"
        lines.append(f"T{number} {cards} → {end}")
    for events in replay.events:
        for e in events:
            if isinstance(e, ClaimAccepted):
                lines.append(f"Claim {'SENW'[e.seat]} takes the rest")
    receiver = record.get("first_receiver", "N")
    _require(receiver in ("S", "E", "N", "W"), "first_receiver must be a seat: S, E, N or W")
    scores = record.get("scores") or []
    final = replay.states[-1].result if replay.states else None
    if final is not None:  # what the tricks give, not what the record says
        scores = list(final.credited)
    if len(scores) == 4:
        lines.append("Scores " + "  ".join(f"{'SENW'[i]}: {s:+d}" for i, s in enumerate(scores)))
    if replay.error:
        lines.append(f"! {replay.error}")
    return lines


def _code(card: int) -> str:
    from engine.gongzhu.cards import card_code

    return card_code(card)


def exports_dir() -> Path:
    """Where exports made from the game go (in the user data folder)."""
    return paths.data_dir() / "exports"


def export_text(history: HandHistory, path: StrPath, ids: Iterable[int] | None = None) -> int:
    """Write hands (default: all) as readable text, a blank line between hands; returns how many."""
    from .atomic import atomic_write

    blocks = []
    for hand_id in history.ids() if ids is None else ids:
        with suppress(SaveError):
            blocks.append("\n".join(trick_lines(history.load(hand_id))))
    atomic_write(path, ("\n\n".join(blocks) + "\n").encode("utf-8"))
    return len(blocks)
