"""``gongzhu`` — the game, and its headless tools (``score``, ``bench``, ``arena``).

The headless subcommands never import pygame: they run on a server, in CI,
or for people scoring a hand played with real cards.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine import __version__, engine_kind
from engine.argtypes import bounded_float, bounded_int, one_line
from engine.core.games import engine_games, game_names
from engine.gongzhu.cards import (
    PIG,
    SEAT_LETTERS,
    SHEEP,
    SPECIALS,
    CardError,
    CardSet,
    add_card,
    card_code,
    count,
    parse_card,
)
from engine.gongzhu.rules import PRESETS, RulesError, RuleSet, rules_from_options
from engine.gongzhu.scoring import FIRST, HIDDEN, SHOWN, Exposure, HandScore, score_hand
from saves import paths
from saves.atomic import TooLargeError, read_limited
from saves.document import JSONTextError, parse_json
from saves.history import HandHistory
from saves.profiles import ProfileStore


class InputError(ValueError):
    """Bad input to a command-line tool: the message names what is wrong."""


# ---------------------------------------------------------------- gongzhu score


MESSAGE_VALUE_CHARS = 40  # a value quoted in a message is cut here: a 1 MB card code is not echoed
MESSAGE_CHARS = 400


def _short(value: object) -> str:
    """``value`` quoted for a message, cut to MESSAGE_VALUE_CHARS."""
    text = repr(value)
    return text if len(text) <= MESSAGE_VALUE_CHARS else text[: MESSAGE_VALUE_CHARS - 1] + "…"


def _seat(key: object, what: str) -> int:
    """A seat spelled exactly S, E, N or W: "s", " S" or "S\n" would let one seat appear
    twice in one object, the later list silently replacing the earlier."""
    if not isinstance(key, str) or key not in SEAT_LETTERS:
        raise InputError(f"'{what}': unknown seat {_short(key)} (expected one of S, E, N, W)")
    return SEAT_LETTERS.index(key)


def _seat_cards(data: Any, what: str, decks: int) -> list[tuple[CardSet, CardSet]]:
    if data is None:
        return [(0, 0)] * 4
    if not isinstance(data, dict):
        raise InputError(f"'{what}' must be an object with seats S, E, N, W")
    out: list[tuple[CardSet, CardSet]] = [(0, 0)] * 4
    for key, cards in data.items():
        seat = _seat(key, what)
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise InputError(f"'{what}.{key}' must be a list of card codes")
        if what == "dealt" and len(cards) > 13 * decks:
            raise InputError(
                f"'dealt.{key}': {len(cards)} cards, but a seat is dealt {13 * decks} "
                f"with {decks} deck(s)"
            )
        once = twice = 0
        for code in cards:
            try:
                card = parse_card(code)
                once, twice = add_card(once, twice, card)
            except CardError:
                raise InputError(f"'{what}.{key}': {_short(code)} is not a card code") from None
            if decks == 1 and twice:
                raise InputError(f"'{what}.{key}': {code} twice, but one deck holds one {code}")
        out[seat] = (once, twice)
    _check_copies(out, what, decks)
    return out


def _check_copies(hands: Sequence[tuple[CardSet, CardSet]], what: str, decks: int) -> None:
    for card in range(52):
        n = sum(count(h[0], h[1], card) for h in hands)
        if n > decks:
            raise InputError(
                f"'{what}': {n} copies of {card_code(card)}, but {decks} deck(s) hold {decks}"
            )


def score_request(request: Any) -> dict[str, Any]:
    """The ``gongzhu score`` computation: JSON request in, JSON-ready result out."""
    if not isinstance(request, dict):
        raise InputError("the input must be a JSON object with 'rules' and 'taken'")
    unknown = set(request) - {"rules", "dealt", "exposed", "taken", "swap_pig_sheep"}
    if unknown:
        raise InputError(f"unknown field(s): {', '.join(sorted(unknown))}")
    options = request.get("rules", {})
    if not isinstance(options, dict):
        raise InputError('\'rules\' must be an object, e.g. {"preset": "classic"}')
    try:
        rules = rules_from_options(options)
    except (RulesError, TypeError) as exc:
        raise InputError(f"rules: {exc}") from None
    decks = rules.decks
    if "taken" not in request:
        raise InputError("'taken' is missing: the cards each seat took")
    taken = _seat_cards(request["taken"], "taken", decks)
    dealt_given = request.get("dealt") is not None
    dealt = _seat_cards(request.get("dealt"), "dealt", decks)
    exposures = _exposures(request.get("exposed", []), rules, dealt if dealt_given else None)
    if rules.mode == "pig-sheep" and (
        not dealt_given
        or not any(d[0] >> PIG & 1 for d in dealt)
        or not any(d[0] >> SHEEP & 1 for d in dealt)
    ):
        raise InputError("猪羊一家 (pig-sheep) needs 'dealt' showing who was dealt SQ and DJ")
    self_taken: list[tuple[CardSet, CardSet]] = [(0, 0)] * 4
    if rules.self_take:
        if not dealt_given:
            raise InputError("自得 (self_take) needs 'dealt' to know whose special cards came back")
        for seat in range(4):
            once = twice = 0
            for card in SPECIALS:
                for _ in range(min(count(*taken[seat], card), count(*dealt[seat], card))):
                    once, twice = add_card(once, twice, card)
            self_taken[seat] = (once, twice)
    swap = _swap_choice(request.get("swap_pig_sheep"))
    result = score_hand(rules, taken, exposures, self_taken, swap, dealt if dealt_given else None)
    return score_json(result)


def _exposures(
    data: Any, rules: RuleSet, dealt: list[tuple[CardSet, CardSet]] | None
) -> list[Exposure]:
    if not isinstance(data, list):
        raise InputError('\'exposed\' must be a list of {"seat", "card", "how"}')
    out: list[Exposure] = []
    for item in data:
        if not isinstance(item, dict) or not {"seat", "card"} <= set(item):
            raise InputError(
                "each exposure needs 'seat' and 'card' (and 'how': shown, first or hidden)"
            )
        seat = _seat(item["seat"], "exposed")
        try:
            card = parse_card(str(item["card"]))
        except CardError:
            raise InputError(f"'exposed': {_short(item['card'])} is not a card code") from None
        how = item.get("how", SHOWN)
        if card not in SPECIALS:
            raise InputError(
                f"'exposed': {card_code(card)} cannot be exposed (only SQ, DJ, CT, HA)"
            )
        if how not in (SHOWN, FIRST, HIDDEN):
            raise InputError(f"'exposed': how must be shown, first or hidden, not {how!r}")
        if rules.exposure == "none":
            raise InputError("'exposed': exposure is 'none' in these rules")
        if how == FIRST and not rules.first_exposure:
            if rules.exposure not in ("free", "forced"):
                raise InputError(
                    f"'exposed': 首明 (first) is not allowed with exposure '{rules.exposure}'"
                )
            raise InputError("'exposed': 首明 (first) needs the option \"first_exposure\": true")
        if how == HIDDEN and rules.exposure != "hidden":
            raise InputError('\'exposed\': 暗卖 (hidden) needs the option "exposure": "hidden"')
        if rules.exposure == "all-but-sheep" and card == SHEEP:
            raise InputError("'exposed': the sheep may not be exposed in 'all-but-sheep'")
        if dealt is not None:
            mine = sum(1 for e in out if e.seat == seat and e.card == card) + 1
            if count(*dealt[seat], card) < mine:
                raise InputError(f"'exposed': {SEAT_LETTERS[seat]} was not dealt {card_code(card)}")
        if how == FIRST and any(e.seat == seat and e.how == FIRST for e in out):
            raise InputError(
                f"'exposed': {SEAT_LETTERS[seat]} has two 首明, but only the first card "
                "received can be 首明"
            )
        out.append(Exposure(seat, card, how))
    for card in SPECIALS:
        if sum(1 for e in out if e.card == card) > rules.decks:
            raise InputError(
                f"'exposed': {card_code(card)} exposed more times than the decks hold it"
            )
    return out


def _swap_choice(data: Any) -> bool | None:
    if data is None:
        return None
    if not isinstance(data, dict) or not all(isinstance(v, bool) for v in data.values()):
        raise InputError("'swap_pig_sheep' must map a seat to true or false")
    for key in data:
        _seat(key, "swap_pig_sheep")
    return any(data.values())


def score_json(result: HandScore) -> dict[str, Any]:
    """A hand score as the JSON the score tool prints."""
    out: dict[str, Any] = {
        "scores": {SEAT_LETTERS[s]: result.credited[s] for s in range(4)},
        "detail": {
            SEAT_LETTERS[s]: {
                "hearts": x.hearts,
                "pig": x.pig,
                "sheep": x.sheep,
                "multiplier": x.multiplier,
                "total": x.total,
            }
            for s, x in enumerate(result.seats)
        },
        "notes": list(result.notes),
    }
    if result.teams:
        out["teams"] = {
            "".join(SEAT_LETTERS[s] for s in team): total
            for team, total in zip(result.teams, result.team_totals)
        }
    return out


SCORE_INPUT_LIMIT = 1024 * 1024  # a hand's request is a few hundred bytes


def _read_score_input(name: str | None) -> bytes:
    """The request's bytes from a file or standard input, refused past SCORE_INPUT_LIMIT."""
    if name in (None, "-"):
        data: bytes = sys.stdin.buffer.read(SCORE_INPUT_LIMIT + 1)
        if len(data) > SCORE_INPUT_LIMIT:
            raise InputError(f"the input is over {SCORE_INPUT_LIMIT} bytes; a hand needs far less")
        return data
    try:
        return read_limited(name, SCORE_INPUT_LIMIT)
    except TooLargeError as exc:
        raise InputError(
            f"{name} has {exc.size} bytes, over the limit of {SCORE_INPUT_LIMIT}; "
            "a hand needs far less"
        ) from None
    except OSError as exc:
        raise InputError(f"cannot read {name}: {exc.strerror or exc}") from None


def cmd_score(args: argparse.Namespace) -> int:
    try:
        request = parse_json(_read_score_input(args.file))
        result = score_request(request)
    except (InputError, JSONTextError) as exc:
        said = one_line(str(exc))
        if len(said) > MESSAGE_CHARS:
            said = said[: MESSAGE_CHARS - 1] + "…"
        print(f"gongzhu score: {said}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0


# ---------------------------------------------------------------- gongzhu bench


def cmd_bench(args: argparse.Namespace) -> int:
    for row in engine_games()[args.game].bench(args.seconds):
        print(json.dumps(row), flush=True)
    return 0


# ---------------------------------------------------------------- gongzhu stats


def stats_json() -> dict[str, Any]:
    """Every profile's statistics and the size of the hand history, as stored now."""
    store = ProfileStore()
    profiles = store.profiles()
    out: dict[str, Any] = {
        "profiles": {
            p.name: {
                "hands": p.stats.hands,
                "games": p.stats.games,
                "wins": p.stats.wins,
                "pig_games": p.stats.pig_games,
                "hand_score_sum": p.stats.hand_score_sum,
            }
            for p in profiles
        },
        "history_hands": len(HandHistory().ids()),
    }
    if store.error is not None:
        out["problem"] = store.error.message("en")
    return out


def cmd_stats(args: argparse.Namespace) -> int:
    print(json.dumps(stats_json(), ensure_ascii=False))
    return 0


# ---------------------------------------------------------------- entry point

Command = Callable[[argparse.Namespace], int]


@dataclass(frozen=True)
class PlayOptions:
    """How ``gongzhu`` without a command opens the game window: its command line, parsed."""

    fullscreen: bool | None = None  # --fullscreen / --windowed; None: as the settings say
    lang: str | None = None  # --lang; None: as the settings say
    debug: bool = False  # Python's traceback instead of a crash report
    # Hidden from --help: checks of a build, and the tests' computer-only games.
    smoke: bool = False  # open headless on the title, check the bundle, exit
    simulate_crash: bool = False  # crash on purpose, to check the crash report
    autoplay: bool = False  # computer players take every seat (game.autoplay)
    preset: str = "classic"  # the autoplayed game's rules
    hands: int = 4  # the autoplayed game's length


# The window's options: (flag, argparse dest). Their dests differ from the commands' own
# (demo has --lang and --hands too), so a window option given with a command can be told.
PLAY_FLAGS = (
    ("--fullscreen", "fullscreen"),  # or --windowed: the same dest
    ("--lang", "play_lang"),
    ("--debug", "debug"),
    ("--smoke", "smoke"),
    ("--simulate-crash", "simulate_crash"),
    ("--autoplay", "autoplay"),
    ("--preset", "play_preset"),
    ("--hands", "play_hands"),
)
WINDOW_OPTIONS = {flag for flag, _ in PLAY_FLAGS} | {"--windowed"}


SCORE_HELP = """Score a hand played with real cards: a JSON request in, the scores as JSON out.

example request (cards each seat took; SQ = pig, DJ = sheep, CT = transformer):
  {"rules": {"preset": "classic"},
   "taken": {"S": ["SQ", "HA"], "E": ["DJ"], "N": ["CT", "H2"]},
   "exposed": [{"seat": "S", "card": "SQ", "how": "shown"}]}

fields: rules, taken (required), dealt, exposed, swap_pig_sheep — each defined, with the
answer's fields, by `gongzhu score --doc`. A malformed request: one line on stderr, exit 2."""


def where_files_live() -> str:
    """The folders the game reads and writes, as the help text names them."""
    return (
        f"files:\n  saves, statistics, hand histories  {paths.data_dir()}\n"
        f"  settings                           {paths.config_dir()}\n"
        f"  crash logs                         {paths.logs_dir()}\n"
        f"  (set {paths.HOME_ENV}=FOLDER to keep everything in one folder)"
    )


def _add_play_options(parser: argparse.ArgumentParser) -> None:
    play = parser.add_argument_group("playing (no command opens the game window)")
    window = play.add_mutually_exclusive_group()
    window.add_argument(
        "--fullscreen",
        dest="fullscreen",
        action="store_const",
        const=True,
        help="start in fullscreen",
    )
    window.add_argument(
        "--windowed", dest="fullscreen", action="store_const", const=False, help="start in a window"
    )
    play.add_argument(
        "--lang",
        dest="play_lang",
        choices=("zh", "en"),
        help="interface language for this run (中文 or English; the first start follows the "
        "system's, and the settings screen changes it for good)",
    )
    play.add_argument(
        "--debug",
        action="store_true",
        help="print Python tracebacks instead of writing a crash log",
    )
    # Not in the help: checks of a build (build/check_dist.py) and the tests' autoplayed games.
    hidden = argparse.SUPPRESS
    play.add_argument("--smoke", action="store_true", help=hidden)
    play.add_argument("--simulate-crash", action="store_true", help=hidden)
    play.add_argument("--autoplay", action="store_true", help=hidden)
    play.add_argument(
        "--preset",
        dest="play_preset",
        choices=tuple(PRESETS),
        default=PlayOptions.preset,
        help=hidden,
    )
    play.add_argument(
        "--hands",
        dest="play_hands",
        type=bounded_int(1, 100),
        default=PlayOptions.hands,
        help=hidden,
    )


class _Version(argparse.Action):
    """``--version``: which engine runs is asked only then (it imports the AI's modules),
    not each time the command line is read."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(f"gongzhu {__version__} ({engine_kind()} engine)")
        parser.exit()


class _ScoreDoc(argparse.Action):
    """``score --doc``: SCORE.md, shipped inside the engine package (wheel and builds)."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from importlib.resources import files

        print(files("engine").joinpath("SCORE.md").read_text(encoding="utf-8"), end="")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """The one command line of ``gongzhu`` and ``python -m game``: the window's options and the
    tools as commands, with one usage text."""
    parser = argparse.ArgumentParser(
        prog="gongzhu",
        description="拱猪 / 拱双猪 — Gongzhu, the game and its tools. "
        "Without a command, opens the game window.",
        epilog=where_files_live(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "-V",
        "--version",
        action=_Version,
        nargs=0,
        help="print the version and exit",
    )
    _add_play_options(parser)
    sub = parser.add_subparsers(dest="command", title="commands", prog="gongzhu")
    p = sub.add_parser(
        "score",
        help="score a hand (JSON in, JSON out)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description=SCORE_HELP,
    )
    p.add_argument("file", nargs="?", help="JSON file (default: standard input)")
    p.add_argument("--doc", action=_ScoreDoc, nargs=0, help="print every field's definition")
    p.set_defaults(run=cmd_score)
    p = sub.add_parser("stats", help="the players' statistics and the hand history's size (JSON)")
    p.set_defaults(run=cmd_stats)
    p = sub.add_parser("bench", help="engine speed: random hands per second")
    p.add_argument("--seconds", type=bounded_float(0.01, 3600), default=3.0)
    p.add_argument(
        "--game",
        choices=game_names(),
        default="gongzhu",
        help="the game whose rules to time: gongzhu (拱猪, one and two decks, the default), "
        "shengji (升级, every preset), or any other the engine holds",
    )
    p.set_defaults(run=cmd_bench)
    _add_optional_commands(sub)
    commands = ",".join(sub.choices)
    parser.usage = (
        "gongzhu [--fullscreen | --windowed] [--lang {zh,en}] [--debug]\n"
        f"       gongzhu {{{commands}}} ...  (each with --help)\n"
        "       gongzhu --version"
    )
    return parser


def _add_optional_commands(sub: Any) -> None:
    """Commands that live in other modules (arena, demo), registered when present."""
    for module in ("game.arena_command", "game.demo", "game.session.table_arena"):
        try:
            mod = __import__(module, fromlist=["register"])
        except ImportError as exc:
            # Absent (an install without the game): no such command. Present but broken (a
            # missing dependency, an error inside): said, so a command never vanishes unseen.
            if not isinstance(exc, ModuleNotFoundError) or exc.name != module:
                print(f"gongzhu: warning: {module} did not load ({exc})", file=sys.stderr)
            continue
        mod.register(sub)


def play_options(args: argparse.Namespace) -> PlayOptions:
    """The window's options from a parsed command line."""
    return PlayOptions(
        fullscreen=args.fullscreen,
        lang=args.play_lang,
        debug=args.debug,
        smoke=args.smoke,
        simulate_crash=args.simulate_crash,
        autoplay=args.autoplay,
        preset=args.play_preset,
        hands=args.play_hands,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """``gongzhu``: a command runs its tool; no command opens the game window."""
    parser = build_parser()
    try:
        args, unknown = parser.parse_known_args(sys.argv[1:] if argv is None else list(argv))
        if unknown:  # `gongzhu stats --windowed`: a window option after a command is named
            window = [a for a in unknown if a.split("=")[0] in WINDOW_OPTIONS]
            if window and args.command is not None:
                parser.error(
                    f"{window[0].split('=')[0]} is for the game window; "
                    f"it does not go with '{args.command}'"
                )
            parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    except SystemExit as done:  # --help, --version, or a refusal argparse has printed
        return done.code if isinstance(done.code, int) else 2
    if args.command is None:
        # The window: pygame is imported only past here (and not type-checked with the
        # engine). game.crash turns a crash into a log and a short message (--debug: traceback).
        crash = importlib.import_module("game.crash")
        return int(crash.run_game(play_options(args)))
    given = [flag for flag, dest in PLAY_FLAGS if getattr(args, dest) != parser.get_default(dest)]
    if given == ["--fullscreen"] and args.fullscreen is False:
        given = ["--windowed"]
    if given:
        parser.error(f"{given[0]} is for the game window; it does not go with '{args.command}'")
    command: Command = args.run
    return command(args)


if __name__ == "__main__":
    sys.exit(main())
