"""Duplicate arena between two players that ``gongzhu arena`` cannot seat together.

``gongzhu arena`` compares *levels* of one version. Measuring a change needs the
level as it is against the level as it was, or against a variant of its search
plan; this plays the same duplicate tables (every deal once per rotation of the
seats, deal numbers as the arena's) with two such players:

* ``LEVEL`` — this tree's level (``easy``, ``normal``, ``hard``, ``expert``);
* ``base:LEVEL`` — the level as a pinned checkout plays it (``--base``, default
  ``build/out/base-b693e91``, a git worktree of b693e91): its ``engine/ai`` is loaded
  beside this one, over this tree's rules (they are the same files);
* ``plan:KEY=VALUE,...`` — this tree's search with a :class:`engine.gongzhu.ai.SearchPlan`
  of its own, e.g. ``plan:worlds=64,noise=10,weights=SHARP``.

``--slots`` says which seats play A (ABAB: a team in partners). Prints one JSON
object: A − B per seat per hand (and per team in partners, twice that) with the
95% interval, and each side's decision CPU times (thread clock). ``--log`` keeps
every table as it ends, and ``--report LOG [LOG ...]`` prints the same figures from such
logs, pooled (an arena stopped early keeps the deals whose four tables were played). Run from the
repository root, e.g.:

    nice -n 10 python -m build.versus --a normal --b base:normal --preset classic \\
        --option mode=partners --option exposure=none --option first_lead_c2=false \\
        --slots ABAB --deals 200 --seed 31
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib.util
import json
import sys
import time
from collections.abc import Callable, Hashable, Mapping
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Self

from engine.core.deals import deal_number
from engine.core.stats import mean_ci
from engine.core.stats import times_ms as _times
from engine.gongzhu.hand import HAND_OVER, apply_action, deal, to_act
from engine.gongzhu.rules import RuleSet, rules_from_options
from engine.gongzhu.view import SeatView, view_for
from game.arena_command import parse_options

# The pinned checkout, in the repository's git-ignored build/out/: make it with
#   git worktree add --detach build/out/base-b693e91 b693e91
BASE = Path(__file__).resolve().parent / "out" / "base-b693e91"
Chooser = Callable[[SeatView, float, int, int | None], int]


def _base_ai(base: Path) -> Any:
    """The pinned checkout's ``engine.gongzhu.ai``, loaded as ``engine._base_ai`` over this engine."""
    name = "engine._base_ai"
    if name in sys.modules:
        return sys.modules[name]
    root = base / "engine" / "ai"
    if not (root / "__init__.py").is_file():
        raise SystemExit(
            f"versus: no pinned checkout at {base} (see --base; "
            "git worktree add --detach build/out/base-b693e91 b693e91)"
        )
    spec = importlib.util.spec_from_file_location(
        name, root / "__init__.py", submodule_search_locations=[str(root)]
    )
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _plan(text: str) -> Any:
    """A SearchPlan from ``key=value,...`` (weights by name: PLAIN or SHARP; ``w.NAME=VALUE``
    changes one of those weights, e.g. ``weights=SHARP,w.lead_heart=0``)."""
    from engine.gongzhu import ai
    from engine.gongzhu.ai.weights import PLAIN

    kw: dict[str, Any] = {}
    changes: dict[str, float] = {}
    defaults = ai.SearchPlan()
    for item in filter(None, text.split(",")):
        k, v = item.split("=", 1)
        if k.startswith("w."):
            changes[k[2:]] = float(v)
            continue
        default = getattr(defaults, k)  # each field is read as its default's type
        if k == "weights":
            kw[k] = {"PLAIN": PLAIN, "SHARP": ai.SHARP}[v]
        elif isinstance(default, bool):
            kw[k] = v.lower() in ("1", "true", "yes")
        elif isinstance(default, int):
            kw[k] = int(v)
        else:
            kw[k] = float(v)
    if changes:
        names = {f.name for f in dataclasses.fields(defaults.weights)}
        unknown = sorted(set(changes) - names)
        if unknown:
            raise SystemExit(f"versus: no weight named {', '.join(unknown)} (see Weights)")
        kw["weights"] = dataclasses.replace(kw.get("weights", defaults.weights), **changes)
    return ai.SearchPlan(**kw)


def chooser(spec: str, base: Path) -> Chooser:
    """The decision function a player spec names (see the module docstring)."""
    if spec.startswith("base:"):
        mod = _base_ai(base)
        level = spec[5:]
        return lambda v, b, s, m: mod.choose(v, level, b, s, m).action
    from engine.gongzhu import ai

    if spec.startswith("plan:"):
        plan = _plan(spec[5:])

        def run(v: SeatView, b: float, s: int, m: int | None) -> int:
            saved = ai._SEARCH["hard"]
            ai._SEARCH["hard"] = plan
            try:
                return ai.choose(v, "hard", b, s, m).action
            finally:
                ai._SEARCH["hard"] = saved

        return run
    return lambda v, b, s, m: ai.choose(v, spec, b, s, m).action


_PLAYERS: dict[str, Chooser] = {}


def _job(
    args: tuple[
        RuleSet,
        int,
        int,
        str,
        tuple[str, str],
        tuple[float, float],
        int,
        tuple[int | None, int | None],
        str,
    ],
) -> tuple[int, int, list[float], list[list[float]]]:
    """One table: deal ``deal_no`` with side ``slots[(s - rot) % 4]`` in seat s."""
    rules, deal_no, rot, slots, specs, budgets, seed, max_worlds, base = args
    for spec in specs:
        if spec not in _PLAYERS:
            _PLAYERS[spec] = chooser(spec, Path(base))
    side = [0 if slots[(s - rot) % 4] == "A" else 1 for s in range(4)]
    st = deal(rules, deal_no, 2, True)
    moves: list[tuple[int | None, int]] = []
    cpu: list[list[float]] = [[], []]
    n = 0
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat, moves)
        k = side[seat]
        c = time.thread_time()
        act = _PLAYERS[specs[k]](view, budgets[k], seed * 7919 + deal_no * 131 + n, max_worlds[k])
        cpu[k].append(time.thread_time() - c)
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))
        n += 1
    assert st.result is not None
    score = st.result.credited
    a = [score[s] for s in range(4) if side[s] == 0]
    b = [score[s] for s in range(4) if side[s] == 1]
    return deal_no, rot, [sum(a) / len(a), sum(b) / len(b)], cpu


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a")
    p.add_argument("--b")
    p.add_argument("--preset", default="classic")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    p.add_argument("--slots", default="ABBB")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=31)
    p.add_argument("--budget", default="0.5", help="seconds per decision, or A,B")
    p.add_argument(
        "--max-worlds",
        default=None,
        help="worlds a search may sample at most, or A,B (deterministic)",
    )
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--base", default=str(BASE))
    p.add_argument("--log", default=None, help="append one JSON line per table")
    p.add_argument(
        "--report", nargs="+", default=None, metavar="LOG", help="summarize logs (pooled) and stop"
    )
    args = p.parse_args()
    if args.report:
        print(json.dumps(report(args.report), ensure_ascii=False))
        return
    if not args.a or not args.b:
        p.error("--a and --b name the two players (or give --report LOG)")
    opts = parse_options(args.option)
    opts["preset"] = args.preset
    rules = rules_from_options(opts)
    bs = [float(x) for x in args.budget.split(",")]
    budgets = (bs[0], bs[-1])
    caps = [int(x) for x in args.max_worlds.split(",")] if args.max_worlds else [None]
    max_worlds = (caps[0], caps[-1])
    # The same seed for every seating of a deal (A against A comes out level); a seating met
    # before (ABAB turned twice) takes the next seed, or it would replay that table.
    seatings = ["".join(args.slots[(s - rot) % 4] for s in range(4)) for rot in range(4)]
    work = [
        (
            rules,
            deal_number(args.seed, k),
            rot,
            args.slots,
            (args.a, args.b),
            budgets,
            args.seed + seatings[:rot].count(seatings[rot]),
            max_worlds,
            args.base,
        )
        for k in range(args.deals)
        for rot in range(4)
    ]
    by_deal: dict[int, list[float]] = {}
    team = rules.mode == "partners" and args.slots in ("ABAB", "BABA")
    cpu: list[list[float]] = [[], []]
    t0 = time.time()
    with contextlib.ExitStack() as stack:
        log = stack.enter_context(open(args.log, "a", encoding="utf-8")) if args.log else None
        pool = stack.enter_context(Pool(args.jobs) if args.jobs > 1 else _Serial())
        for deal_no, rot, sc, cs in pool.imap_unordered(_job, work, chunksize=1):
            by_deal.setdefault(deal_no, []).append(sc[0] - sc[1])
            cpu[0].extend(cs[0])
            cpu[1].extend(cs[1])
            if log is not None:
                line = {"deal": deal_no, "rot": rot, "a_minus_b": sc[0] - sc[1], "team": team}
                log.write(json.dumps(line) + "\n")
                log.flush()
    out: dict[str, Any] = {
        "a": args.a,
        "b": args.b,
        "rules": rules.to_json(),
        "slots": args.slots,
        "seed": args.seed,
        **difference(by_deal, team),
    }
    out["cpu_ms_a"] = _times(cpu[0])
    out["cpu_ms_b"] = _times(cpu[1])
    out["seconds"] = round(time.time() - t0, 1)
    print(json.dumps(out, ensure_ascii=False))


def difference(by_deal: Mapping[Hashable, list[float]], team: bool) -> dict[str, Any]:
    """A − B per seat per hand over the deals whose four seatings were all played, with
    its 95% interval (and per team, twice that, when A is a partnership); none before two
    deals are complete."""
    diffs = [sum(v) / len(v) for v in by_deal.values() if len(v) == 4]
    out: dict[str, Any] = {"deals": len(diffs), "hands": 4 * len(diffs)}
    if len(diffs) < 2:
        out["a_minus_b_per_seat"] = None  # no interval from fewer than two deals
        return out
    m, h = mean_ci(diffs)
    out["a_minus_b_per_seat"] = [round(m, 1), round(m - h, 1), round(m + h, 1)]
    if team:
        out["a_minus_b_per_team"] = [round(2 * m, 1), round(2 * (m - h), 1), round(2 * (m + h), 1)]
    return out


def report(paths: list[str]) -> dict[str, Any]:
    """The difference ``--log`` files record so far (a line per table played), pooled:
    arenas of the same two players on other seeds are one sample, each file's deals its own
    (a deal number met in two files counts twice, as it was played twice)."""
    by_deal: dict[tuple[int, int], list[float]] = {}
    team = False
    for i, path in enumerate(paths):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    row = json.loads(line)
                    by_deal.setdefault((i, row["deal"]), []).append(row["a_minus_b"])
                    team = team or bool(row.get("team"))
    return difference(by_deal, team)


class _Serial:
    """A pool of one: the work in this process, in order."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def imap_unordered(self, fn: Callable[[Any], Any], work: list[Any], chunksize: int = 1) -> Any:
        return map(fn, work)


if __name__ == "__main__":
    main()
