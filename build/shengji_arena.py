"""升级's computer players against each other on duplicate deals (not a test; docs/AI.md).

    python -m build.shengji_arena --preset classic --levels normal,easy --deals 200 [--jobs 2]

Each deal is played once per placing of the two levels, the same cards in the same seats: four
players — A in South and North, B in East and West, then the sides swapped; two — A South, then
A North; five — A in each seat in turn, B in the other four. Per deal it prints nothing; at the
end, for A against B: the mean, over deals, of A's levels gained less B's per hand (five
players: less the mean of the others'), and of the points A's side took less what B's did in its
place (§8: the defenders' points, + when A defends, − when A declares), each with its 95 %
interval. A hand is a later hand (§9): its declarer fixed (deal by deal round the table), both
sides at a level drawn from the deal; ``--first`` plays first hands instead (whoever declares).
``simple`` names the rules package's own random-ish player (engine/shengji/players.py).

To measure a change against the players as they were: ``--snapshot DIR`` copies today's
engine/shengji to DIR/sjold (it imports nothing else of the engine); later ``--old DIR`` lets
a level named ``old-normal`` (``old-hard`` …) play from that copy.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import shutil
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from engine.shengji import PRESETS, choose, deal, to_act, view_for
from engine.shengji.ai import LEVELS, PLANS, decide
from engine.shengji.ai.search import search
from engine.shengji.moves import advance
from engine.shengji.rules import ShengjiRules
from engine.shengji.state import (
    HAND_OVER,
    PLAY,
    Action,
    HandResult,
    HandState,
    Play,
    parse_action,
)
from engine.shengji.view import ShengjiView

BUDGETS = {"easy": 0.0, "normal": 0.0, "hard": 0.2, "expert": 1.0, "simple": 0.0}


def start(rules: ShengjiRules, deal_no: int, first: bool) -> HandState:
    """The deal's hand: a later hand with a fixed declarer and levels, or a first hand."""
    rng = random.Random(deal_no)
    players = rules.players
    if first:
        return deal(rules, deal_no, deal_no % players)
    sides = 2 if players == 4 else players
    levels = tuple(rng.randrange(13) for _ in range(sides))  # 2 … A: never 无将 (no declaring)
    declarer = deal_no % players
    return deal(rules, deal_no, declarer, levels, declarer)


def play(
    rules: ShengjiRules,
    deal_no: int,
    seats: Sequence[str],
    first: bool,
    max_worlds: int | None,
    worlds: dict[str, list[int]] | None = None,
) -> tuple[HandResult, list[float]]:
    """One hand with ``seats[s]`` playing seat s: its result and each seat's decision seconds
    (``worlds``: per searching level, the worlds each of its searched plays saw)."""
    st = start(rules, deal_no, first)
    spent = [0.0] * rules.players
    n = 0
    while (seat := to_act(st)) is not None:
        view = view_for(st, seat)
        level = seats[seat]
        base = level.rstrip("+")
        t = time.perf_counter()
        seed = deal_no * 1000 + n
        if level == "simple":
            action = choose(view, seed)
        elif level.startswith("old-"):
            action = old_decide(view, base[4:], BUDGETS[base[4:]], seed, max_worlds)
        elif level in PLANS and st.phase == PLAY and worlds is not None:
            plan = PLANS[level]
            budget = min(BUDGETS[base], plan.seconds)
            seen = worlds.setdefault(level, [])
            action = Play(search(view, plan, budget, seed, max_worlds, seen))
        else:
            action = decide(view, base, BUDGETS[base], seed, max_worlds)
        spent[seat] += time.perf_counter() - t
        advance(st, seat, action)
        n += 1
        if n > 20_000:
            raise RuntimeError("a hand did not end")
    assert st.phase == HAND_OVER and st.result is not None
    return st.result, spent


def old_decide(
    view: ShengjiView, level: str, budget: float, seed: int, max_worlds: int | None
) -> Action:
    """The snapshot's player (``--old``): its action, read back as today's engine's."""
    import sjold.ai  # type: ignore[import-not-found]
    import sjold.state  # type: ignore[import-not-found]

    action = sjold.ai.decide(view, level, budget, seed, max_worlds)
    return parse_action(sjold.state.action_code(action))


def snapshot(folder: str) -> None:
    """Copy engine/shengji to ``folder``/sjold: the players as they are now, for ``--old``."""
    target = Path(folder) / "sjold"
    if target.exists():
        shutil.rmtree(target)
    source = Path(__file__).resolve().parent.parent / "engine" / "shengji"
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    print(f"the players as they are now: {target}")


def gains(result: HandResult, players: int) -> list[int]:
    """Levels each seat's side rose in the hand (§8)."""
    winners = set(result.declarers)
    if not result.declarers_won:
        winners = set(range(players)) - winners
    if players == 4:
        winners = {s for s in range(4) if any(s % 2 == w % 2 for w in winners)}
    return [result.rise if s in winners else 0 for s in range(players)]


def points_for(result: HandResult, seat: int) -> int:
    """The defenders' points as ``seat``'s side sees them: + defending, − declaring."""
    d = result.defenders_points
    return -d if seat in result.declarers else d


def placings(players: int, a: str, b: str) -> list[tuple[list[str], list[int]]]:
    """(the level in each seat, the seats A holds) for every placing of a duplicate deal."""
    if players == 4:
        return [([a, b, a, b], [0, 2]), ([b, a, b, a], [1, 3])]
    if players == 2:
        return [([a, b], [0]), ([b, a], [1])]
    return [([a if s == i else b for s in range(5)], [i]) for i in range(5)]


def tune(plans: str) -> None:
    """``hard:worlds=32,candidates=2;expert+:caution=0`` — try a searching level's plan; a name
    ending in ``+`` is a variant of its level (``expert+`` against ``expert`` in one arena)."""
    for part in filter(None, plans.split(";")):
        level, _, fields = part.partition(":")
        changes: dict[str, float] = {}
        for item in filter(None, fields.split(",")):
            name, _, value = item.partition("=")
            changes[name] = float(value) if "." in value else int(value)
        base = PLANS[level.rstrip("+")]
        PLANS[level] = dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def one_deal(args: tuple[str, int, str, str, bool, int | None, str]) -> dict[str, object]:
    """A deal in every placing: A's levels and points less B's, and the seconds spent."""
    preset, deal_no, a, b, first, max_worlds, plans = args
    tune(plans)
    rules = PRESETS[preset]
    players = rules.players
    level_diff: list[float] = []
    point_diff: list[float] = []
    seconds = {a: 0.0, b: 0.0}
    decided = {a: 0, b: 0}
    worlds: dict[str, list[int]] = {}
    for seats, mine in placings(players, a, b):
        result, spent = play(rules, deal_no, seats, first, max_worlds, worlds)
        g = gains(result, players)
        others = [s for s in range(players) if s not in mine]
        level_diff.append(
            statistics.fmean(g[s] for s in mine) - statistics.fmean(g[s] for s in others)
        )
        pa = statistics.fmean(points_for(result, s) for s in mine)
        pb = statistics.fmean(points_for(result, s) for s in others)
        point_diff.append(pa - pb if players == 5 else pa)
        for s in range(players):
            seconds[seats[s]] += spent[s]
            decided[seats[s]] += 1
    return {
        "deal": deal_no,
        "levels": statistics.fmean(level_diff),
        "points": statistics.fmean(point_diff),
        "seconds": seconds,
        "worlds": worlds,
    }


def interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean and its 95 % interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan, math.nan
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", choices=sorted(PRESETS), default="classic")
    parser.add_argument("--levels", default="normal,easy", help="A,B: two of " + ", ".join(LEVELS))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1, help="the first deal's number")
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine is shared)")
    parser.add_argument("--first", action="store_true", help="first hands: whoever declares")
    parser.add_argument("--max-worlds", type=int, default=None, help="cap the search's worlds")
    parser.add_argument("--out", default=None, help="append each deal as a JSON line here")
    parser.add_argument("--plan", default="", help="try a plan: hard:worlds=32,candidates=2")
    parser.add_argument("--snapshot", default=None, help="copy the players to DIR/sjold, stop")
    parser.add_argument("--old", default=None, help="DIR of a --snapshot: levels old-normal …")
    args = parser.parse_args(argv)
    if args.snapshot:
        snapshot(args.snapshot)
        return
    if args.old:
        sys.path.insert(0, args.old)
    a, b = args.levels.split(",")
    for level in (a, b):
        if level.rstrip("+").removeprefix("old-") not in (*LEVELS, "simple"):
            parser.error(f"no level {level!r}")
    jobs = [
        (args.preset, args.seed + i, a, b, args.first, args.max_worlds, args.plan)
        for i in range(args.deals)
    ]
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            rows = list(pool.map(one_deal, jobs))
    else:
        rows = [one_deal(j) for j in jobs]
    if args.out:
        with open(args.out, "a", encoding="utf-8") as f:
            f.writelines(
                json.dumps({"preset": args.preset, "a": a, "b": b, **row}) + "\n" for row in rows
            )
    lv = interval([float(r["levels"]) for r in rows])  # type: ignore[arg-type]
    pt = interval([float(r["points"]) for r in rows])  # type: ignore[arg-type]
    spent = {k: sum(r["seconds"][k] for r in rows) for k in (a, b)}  # type: ignore[index]
    seen = {
        k: sorted(w for r in rows for w in r["worlds"].get(k, ()) if w)  # type: ignore[attr-defined]
        for k in (a, b)
    }
    median = " ".join(f"{k} median {v[len(v) // 2]} worlds" for k, v in seen.items() if v)
    print(
        f"{args.preset} {a} - {b}: {len(rows)} deals from {args.seed}"
        f"{' (first hands)' if args.first else ''}{' plan ' + args.plan if args.plan else ''}, "
        f"levels {lv[0]:+.3f} [{lv[1]:+.3f}, {lv[2]:+.3f}] per hand, "
        f"points {pt[0]:+.1f} [{pt[1]:+.1f}, {pt[2]:+.1f}]; "
        f"thinking {spent[a]:.0f} s / {spent[b]:.0f} s, wall {time.perf_counter() - started:.0f} s"
        + (f"; {median} a searched play" if median else "")
    )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
