"""``gongzhu arena``: computer players against each other, headless, one JSON object out.

    gongzhu arena --preset classic --hands 400 --seats hard,normal,normal,normal \\
        --budget 0.5 --seed 1 --duplicate

The matches are :func:`engine.gongzhu.arena.run_arena`'s; this is their command line: options read
as strict JSON (the saves' reader), the log file opened, the result printed.
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


def cmd_arena(args: argparse.Namespace) -> int:
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


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("arena", help="computer players against each other (JSON out)")
    p.add_argument("--preset", default=None, help="classic, double, tournament or book")
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
        default="normal,normal,normal,normal",
        help="levels of S,E,N,W: easy, normal, hard, expert",
    )
    p.add_argument(
        "--budget",
        default="0.5",
        help="seconds per decision (search levels); or four, one per --seats entry",
    )
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
