"""The saved game of 升级: rules, seed and every action so far, replayed through the engine.

The document names its game (``"game": "shengji"``) and lives beside 拱猪's own save
(``shengji.json`` next to ``current.json``), so 拱猪's Continue is untouched. As for 拱猪, a
save holds no snapshot: the actions are checked again by the rules on load, so a tampered
file whose actions break them is refused like any damaged file (and moved aside). It also
names the seats people play (hot seat: several, each with a name); a save from before
seats were saved is one person at South.
"""

from __future__ import annotations

from pathlib import Path

from engine.shengji import ShengjiMatch, replay, rules_from_options
from engine.shengji.match import Move
from engine.shengji.state import action_code, parse_action

from .document import DocumentFormat, JSONObject, load_or_move_aside, save_document
from .errors import SaveError
from .paths import saves_dir

SHENGJI_FORMAT = DocumentFormat("shengji-game", 1, kind_en="saved game", kind_zh="存档")
GAME = "shengji"
MAX_HANDS = 2000
MAX_MOVES = 4000  # a hand's actions: the draw's declarations and passes, the burials, the plays
MAX_NAME = 40  # a person's name as saved (the form allows fewer)
ONE_PERSON: dict[int, str] = {0: ""}  # South, unnamed: the table's default


def shengji_file() -> Path:
    return saves_dir() / "shengji.json"


def _move_text(move: Move) -> str:
    seat, action = move
    return f"{seat} {action_code(action)}"


def _seats(players: int) -> tuple[str, ...]:
    """The seats a game of ``players`` has, as saved ("0" … "4" for five)."""
    return tuple(str(s) for s in range(players))


def _parse_move(text: object, players: int = 4) -> Move:
    if not isinstance(text, str):
        raise TypeError("a move is text")
    seat, _, rest = text.partition(" ")
    if seat not in _seats(players):  # a seat the table has not: a tampered file
        raise ValueError(f"no seat in {text!r}")
    return int(seat), parse_action(rest)


def hands_of(match: ShengjiMatch) -> list[tuple[Move, ...]]:
    """Every hand's actions, the one in play last (a finished hand not yet followed: none)."""
    hands = [r.moves for r in match.records]
    if not match.hand_over:
        hands.append(match.moves)
    return hands


def match_body(match: ShengjiMatch, humans: dict[int, str] | None = None) -> JSONObject:
    return {
        "game": GAME,
        "rules": match.rules.to_json(),
        "seed": match.seed,
        "hands": [[_move_text(m) for m in hand] for hand in hands_of(match)],
        "humans": {str(seat): name for seat, name in sorted((humans or ONE_PERSON).items())},
    }


def humans_from_body(body: JSONObject, players: int = 4) -> dict[int, str]:
    """The seats people play and their names (none saved: one person at South)."""
    saved = body.get("humans")
    if saved is None:
        return dict(ONE_PERSON)
    if not isinstance(saved, dict) or not saved:
        raise TypeError("humans must be an object of seats and names")
    out: dict[int, str] = {}
    for seat, name in saved.items():
        if seat not in _seats(players) or not isinstance(name, str):
            raise ValueError(f"not a seat and a name: {seat!r}")
        out[int(seat)] = name[:MAX_NAME]
    if 0 not in out:
        raise ValueError("South is always a person")
    return out


def game_from_body(body: JSONObject) -> tuple[ShengjiMatch, dict[int, str]]:
    match = match_from_body(body)
    return match, humans_from_body(body, match.rules.players)


def match_from_body(body: JSONObject) -> ShengjiMatch:
    """Replay the saved actions; any broken rule raises ValueError (a bad file)."""
    if body.get("game") != GAME:
        raise ValueError("not a saved game of 升级")
    rules_json = body["rules"]
    if not isinstance(rules_json, dict):
        raise TypeError("rules must be an object")
    rules = rules_from_options(rules_json)
    seed = body["seed"]
    hands = body["hands"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(hands, list):
        raise TypeError("seed must be a whole number and hands a list")
    if not 1 <= len(hands) <= MAX_HANDS:
        raise ValueError("a game has from one hand to a few thousand")
    moves = []
    for hand in hands:
        if not isinstance(hand, list) or len(hand) > MAX_MOVES:
            raise ValueError("a hand is a list of moves")
        moves.append([_parse_move(m, rules.players) for m in hand])
    return replay(rules, seed, moves)


def save_shengji(
    match: ShengjiMatch, path: Path | None = None, humans: dict[int, str] | None = None
) -> None:
    """Write the game and its people atomically (the previous save survives any crash)."""
    save_document(path or shengji_file(), SHENGJI_FORMAT, match_body(match, humans))


def load_shengji(path: Path | None = None) -> tuple[ShengjiMatch | None, SaveError | None]:
    """The saved game, (None, None) when there is none, or (None, error) for a bad file."""
    game, error = load_shengji_game(path)
    return (None if game is None else game[0]), error


def load_shengji_game(
    path: Path | None = None,
) -> tuple[tuple[ShengjiMatch, dict[int, str]] | None, SaveError | None]:
    """The saved game and its people (seat → name), as :func:`load_shengji`."""
    return load_or_move_aside(path or shengji_file(), SHENGJI_FORMAT, game_from_body)


def has_shengji(path: Path | None = None) -> bool:
    return (path or shengji_file()).is_file()


def delete_shengji(path: Path | None = None) -> None:
    target = path or shengji_file()
    try:
        target.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        raise SHENGJI_FORMAT.error("write_failed", target, detail=repr(exc)) from None
