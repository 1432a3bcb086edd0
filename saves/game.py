"""The saved game: rules, seed and every action so far, replayed through the engine on load.

Storing actions instead of a snapshot means a save cannot hold an impossible
position: a tampered file whose moves break the rules fails the replay and is
refused like any damaged file. The clock state (seconds left in an exposure
window or a 首明 prompt) is stored too, so an interrupted window resumes with
the time that was left.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.gongzhu.actions import action_code, parse_action
from engine.gongzhu.campaign import LEVELS as CAMPAIGN_LEVELS
from engine.gongzhu.cards import SEAT_LETTERS, parse_seat
from engine.gongzhu.match import Match, Move, replay
from engine.gongzhu.rules import RuleSet, rules_from_options

from .document import DocumentFormat, JSONObject, load_or_move_aside, save_document
from .errors import SaveError
from .paths import saves_dir

GAME_FORMAT = DocumentFormat("gongzhu-game", 1, kind_en="saved game", kind_zh="存档")
LEVELS = ("easy", "normal", "hard", "expert", *CAMPAIGN_LEVELS)  # campaign: 闯关 opponents


@dataclass(frozen=True, slots=True)
class SeatEntry:
    """Who sat in a seat, as saved: a name, human or not, and a computer level."""

    name: str
    human: bool
    level: str = "normal"


def new_game_id() -> str:
    """A fresh id for a new game: its hands' keys in statistics and history start with it."""
    return uuid.uuid4().hex


@dataclass(frozen=True, slots=True)
class SavedGame:
    match: Match
    seats: tuple[SeatEntry, ...]
    window_left: float | None = None
    first_left: float | None = None
    practice: bool = False  # a practice game: continued as practice, never in statistics
    game_id: str = field(default_factory=new_game_id)  # names its hands in statistics and history
    counted_from: int = 1  # hands before this one were counted before game ids existed
    handover: int | None = None  # hot seat: the seat whose hand-over screen was showing, so a
    # restart shows it again instead of that player's cards


def current_game_file() -> Path:
    return saves_dir() / "current.json"


def _moves_json(moves: tuple[Move, ...]) -> list[str]:
    return [
        f"{'-' if seat is None else SEAT_LETTERS[seat]} {action_code(action)}"
        for seat, action in moves
    ]


def _parse_move(text: Any) -> Move:
    if not isinstance(text, str) or " " not in text:
        raise ValueError(f"not a move: {text!r}")
    who, what = text.split(" ", 1)
    seat = None if who == "-" else parse_seat(who)
    return seat, parse_action(what)


def game_body(saved: SavedGame) -> JSONObject:
    """The JSON body of a saved game."""
    match = saved.match
    hands = [list(_moves_json(r.moves)) for r in match.records]
    if not match.hand_over:
        hands.append(_moves_json(match.moves))
    return {
        "rules": match.rules.to_json(),
        "seed": match.seed,
        "deals": list(match.deals),
        "seats": [{"name": s.name, "human": s.human, "level": s.level} for s in saved.seats],
        "hands": hands,
        "totals": list(match.totals),
        "clock": {"window_left": saved.window_left, "first_left": saved.first_left},
        "practice": saved.practice,
        "game_id": saved.game_id,
        "counted_from": saved.counted_from,
        "handover": saved.handover,
    }


def _seconds(value: Any) -> float | None:
    if value is None:
        return None
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 600:
        raise ValueError(f"bad clock value {value!r}")
    return float(value)


def game_from_body(body: JSONObject) -> SavedGame:
    """Rebuild a saved game by replaying its moves; any broken rule raises ValueError."""
    rules_json = body["rules"]
    if not isinstance(rules_json, dict):
        raise TypeError("rules must be an object")
    rules: RuleSet = rules_from_options(rules_json)
    seed = body["seed"]
    deals = body.get("deals", [])
    if (
        not isinstance(seed, int)
        or not isinstance(deals, list)
        or not all(isinstance(d, int) for d in deals)
    ):
        raise ValueError("seed and deals must be whole numbers")
    seats_json = body["seats"]
    if not isinstance(seats_json, list) or len(seats_json) != 4:
        raise ValueError("a game has four seats")
    seats = []
    for entry in seats_json:
        name, human, level = entry["name"], entry["human"], entry.get("level", "normal")
        if not isinstance(name, str) or not isinstance(human, bool) or level not in LEVELS:
            raise ValueError(f"bad seat {entry!r:.80}")
        if human and _profile_name(name) is None:  # its hands would count into no profile
            raise ValueError(f"a player's name {name!r:.40} cannot be a profile")
        seats.append(SeatEntry(name[:40], human, level))
    hands_json = body["hands"]
    if not isinstance(hands_json, list) or not all(isinstance(h, list) for h in hands_json):
        raise ValueError("hands must be lists of moves")
    if not hands_json:  # never written: a game is saved from its first hand on
        raise ValueError("a saved game has at least its first hand")
    hands = [[_parse_move(m) for m in moves] for moves in hands_json]
    match = replay(rules, seed, hands, deals)
    if match.hand_over and len(hands) == len(match.records) and not match.game_over:
        match = match.next_hand()  # saved between hands: carry on with the next deal
    totals = body.get("totals")
    if totals is not None and list(match.totals) != totals:
        raise ValueError("the totals do not match the moves")
    clock = body.get("clock") or {}
    if not isinstance(clock, dict):
        raise TypeError("clock must be an object")
    practice = body.get("practice", False)
    if not isinstance(practice, bool):
        raise TypeError("practice must be true or false")
    finished = len(match.records)
    if "game_id" in body:
        game_id, counted_from = body["game_id"], body.get("counted_from", 1)
        if not isinstance(game_id, str) or not _GAME_ID.fullmatch(game_id):
            raise ValueError(f"bad game id {game_id!r:.40}")
        if type(counted_from) is not int or not 1 <= counted_from <= finished + 1:
            raise ValueError(f"bad counted_from {counted_from!r:.20}")
    else:  # saved before game ids: its finished hands were counted as they ended
        game_id, counted_from = new_game_id(), finished + 1
    handover = body.get("handover")
    if handover is not None and (
        type(handover) is not int or not 0 <= handover < 4 or not seats[handover].human
    ):
        raise ValueError(f"bad hand-over seat {handover!r:.20}")
    return SavedGame(
        match,
        tuple(seats),
        _seconds(clock.get("window_left")),
        _seconds(clock.get("first_left")),
        practice,
        game_id,
        counted_from,
        handover,
    )


_GAME_ID = re.compile(r"[0-9a-f]{1,32}")


def _profile_name(name: str) -> str | None:
    """The profile a player's seat counts into, or None when the name can be none."""
    from .profiles import ProfileError, normalize_name

    try:
        return normalize_name(name)
    except ProfileError:
        return None


def save_game(saved: SavedGame, path: Path | None = None) -> None:
    """Write the current game atomically (the previous save survives any crash)."""
    save_document(path or current_game_file(), GAME_FORMAT, game_body(saved))


def load_game(path: Path | None = None) -> tuple[SavedGame | None, SaveError | None]:
    """The saved game, or (None, None) when there is none, or (None, error) for a bad file
    (moved aside as ``*.corrupt``; the game goes on)."""
    return load_or_move_aside(path or current_game_file(), GAME_FORMAT, game_from_body)


def has_saved_game(path: Path | None = None) -> bool:
    return (path or current_game_file()).is_file()


def delete_game(path: Path | None = None) -> None:
    """Forget the current game (it ended, or the player started a new one).

    Raises SaveError ("write_failed") when the file cannot be removed (a read-only folder),
    like every other write of a save.
    """
    target = path or current_game_file()
    try:
        target.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise GAME_FORMAT.error("write_failed", target, detail=repr(exc)) from None
