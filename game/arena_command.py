"""``gongzhu arena``: computer players against each other, headless, one JSON object out.

    gongzhu arena --preset classic --hands 400 --seats hard,normal,normal,normal \\
        --budget 0.5 --seed 1 --duplicate
    gongzhu arena --game shengji --preset tractor --levels hard,normal --deals 100 --jobs 2

The matches are :func:`engine.gongzhu.arena.run_arena`'s and (``--game shengji``, 升级's
duplicate deals of two levels at the game's own budgets) :func:`engine.shengji.arena.run_arena`'s;
this is their command line: options read as strict JSON (the saves' reader), the log file
opened, the result printed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Sequence
from typing import Any

from engine.argtypes import bounded_float, bounded_int, one_line
from engine.gongzhu.arena import run_arena
from engine.gongzhu.rules import RulesError, rules_from_options
from saves.document import JSONTextError, parse_json


def parse_options(pairs: Sequence[str]) -> dict[str, Any]:
    """``--option name=value`` pairs: a value is JSON when it parses, else the text itself."""
    opts: dict[str, Any] = {}
    for item in pairs:
        if "=" not in item:
            raise RulesError(f"--option wants name=value, not {item!r}")
        name, text = item.split("=", 1)
        try:
            value: Any = parse_json(text.encode("utf-8", "surrogateescape"))
        except JSONTextError:
            value = text
        opts[name.strip()] = value
    return opts


BUDGET = bounded_float(0.0, 600.0)  # seconds per decision


# Options that only one game's arena reads, and their defaults (given otherwise: refused).
GONGZHU_ONLY = {"hands": 100, "seats": None, "budget": "0.5", "duplicate": False, "field": None}
SHENGJI_ONLY = {"levels": None, "deals": 100, "first": False, "plan": ""}


def _misplaced(args: argparse.Namespace, options: dict[str, Any]) -> list[str]:
    """The options of ``options`` given other than as their defaults, as --names."""
    return [
        "--" + name.replace("_", "-")
        for name, default in options.items()
        if getattr(args, name) != default
    ]


def cmd_arena(args: argparse.Namespace) -> int:
    if args.game == "shengji":
        return cmd_shengji_arena(args)
    if wrong := _misplaced(args, SHENGJI_ONLY):
        print(f"gongzhu arena: {', '.join(wrong)} is for --game shengji", file=sys.stderr)
        return 2
    if args.seats is None:
        args.seats = "normal,normal,normal,normal"
    from engine.gongzhu.ai import LEVELS

    slots = [s.strip() for s in args.seats.split(",")]
    if len(slots) != 4 or any(s not in LEVELS for s in slots):
        print(f"gongzhu arena: --seats wants four of {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    try:
        options: Any = (
            parse_json(args.rules.encode("utf-8", "surrogateescape")) if args.rules else {}
        )
        if not isinstance(options, dict):
            raise RulesError("--rules must be a JSON object")
        options = dict(options)
        options.update(parse_options(args.option or []))
        if args.preset:
            options["preset"] = args.preset
        rules = rules_from_options(options)
    except (RulesError, TypeError, JSONTextError) as exc:
        print(f"gongzhu arena: {one_line(str(exc))}", file=sys.stderr)
        return 2
    try:
        budgets = [BUDGET(x) for x in args.budget.split(",")]
        if len(budgets) not in (1, 4):
            raise ValueError
    except (ValueError, argparse.ArgumentTypeError):
        print(
            "gongzhu arena: --budget wants seconds, or four of them (one per --seats entry)",
            file=sys.stderr,
        )
        return 2
    if args.field is not None and args.field not in slots:
        print(
            f"gongzhu arena: --field wants one of the levels in --seats ({one_line(args.seats)})",
            file=sys.stderr,
        )
        return 2
    with contextlib.ExitStack() as stack:
        try:
            log = stack.enter_context(open(args.log, "a", encoding="utf-8")) if args.log else None
        except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
            print(f"gongzhu arena: cannot write the log: {one_line(str(exc))}", file=sys.stderr)
            return 2
        result = run_arena(
            rules,
            slots,
            args.hands,
            budgets * 4 if len(budgets) == 1 else budgets,
            args.seed,
            args.duplicate,
            args.max_worlds,
            args.jobs,
            log,
            args.field,
        )
    result["preset"] = options.get("preset", "classic")
    print(json.dumps(result, ensure_ascii=False))
    return 0


def cmd_shengji_arena(args: argparse.Namespace) -> int:
    """升级: two levels on duplicate deals (``--levels A,B``), the game's own budgets."""
    from engine.shengji.ai import LEVELS
    from engine.shengji.arena import run_arena as run_shengji
    from engine.shengji.rules import PRESETS

    wrong = _misplaced(args, GONGZHU_ONLY) + [
        f"--{name}" for name in ("option", "rules") if getattr(args, name)
    ]
    if wrong:
        print(f"gongzhu arena: {', '.join(wrong)} is for 拱猪, not --game shengji", file=sys.stderr)
        return 2
    preset = args.preset or "classic"
    if preset not in PRESETS:
        print(
            f"gongzhu arena: no 升级 preset {one_line(preset)!r} "
            f"(one of {', '.join(sorted(PRESETS))})",
            file=sys.stderr,
        )
        return 2
    known = (*LEVELS, "simple")
    levels = [s.strip() for s in (args.levels or "normal,easy").split(",")]
    if len(levels) != 2 or any(level.rstrip("+") not in known for level in levels):
        print(f"gongzhu arena: --levels wants two of {', '.join(known)}", file=sys.stderr)
        return 2
    with contextlib.ExitStack() as stack:
        try:
            log = stack.enter_context(open(args.log, "a", encoding="utf-8")) if args.log else None
        except (OSError, ValueError) as exc:
            print(f"gongzhu arena: cannot write the log: {one_line(str(exc))}", file=sys.stderr)
            return 2
        try:
            result = run_shengji(
                preset,
                levels[0],
                levels[1],
                args.deals,
                args.seed,
                args.jobs,
                args.first,
                args.max_worlds,
                args.plan,
                log,
            )
        except (ValueError, TypeError) as exc:  # a --plan that names no plan or field
            print(f"gongzhu arena: {one_line(str(exc))}", file=sys.stderr)
            return 2
    print(json.dumps(result, ensure_ascii=False))
    return 0


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("arena", help="computer players against each other (JSON out)")
    p.add_argument(
        "--game",
        choices=("gongzhu", "shengji"),
        default="gongzhu",
        help="gongzhu (拱猪, the default) or shengji (升级: --levels A,B on --deals duplicate deals)",
    )
    p.add_argument(
        "--preset",
        default=None,
        help="拱猪: classic, double, tournament or book; 升级: classic, tractor, duel or friends",
    )
    p.add_argument(
        "--option",
        action="append",
        metavar="NAME=VALUE",
        help="override a rule option, e.g. --option mode=partners (repeatable)",
    )
    p.add_argument("--rules", default=None, help='options as JSON, e.g. \'{"hearts": "book"}\'')
    p.add_argument(
        "--hands",
        type=bounded_int(1, 10_000_000),
        default=100,
        help="hands to play (deals × rotations)",
    )
    p.add_argument(
        "--seats",
        default=None,
        help="拱猪: levels of S,E,N,W: easy, normal, hard, expert (default: all normal)",
    )
    p.add_argument(
        "--budget",
        default="0.5",
        help="seconds per decision (search levels); or four, one per --seats entry",
    )
    p.add_argument(
        "--levels", default=None, help="升级: A,B — the two levels (default normal,easy)"
    )
    p.add_argument(
        "--deals",
        type=bounded_int(1, 10_000_000),
        default=100,
        help="升级: duplicate deals (each played in every placing of the two levels)",
    )
    p.add_argument("--first", action="store_true", help="升级: first hands (whoever declares)")
    p.add_argument("--plan", default="", help="升级: a searching level's plan, hard:worlds=32")
    p.add_argument("--seed", type=bounded_int(0, 2**62), default=1)
    p.add_argument("--duplicate", action="store_true", help="play each deal once per seat rotation")
    p.add_argument(
        "--max-worlds",
        type=bounded_int(1, 1_000_000),
        default=None,
        help="cap on sampled worlds per decision",
    )
    p.add_argument("--jobs", type=bounded_int(1, 64), default=1, help="worker processes")
    p.add_argument(
        "--field",
        default=None,
        metavar="LEVEL",
        help="also play each deal with LEVEL in every seat and compare each seat with it",
    )
    p.add_argument(
        "--log",
        default=None,
        metavar="FILE",
        help="append one JSON line per finished hand (kept if the arena is stopped)",
    )
    p.set_defaults(run=cmd_arena)
