"""升级's computer players against each other on duplicate deals: the matches behind
``gongzhu arena --game shengji`` (its command line is ``game/arena_command.py``'s; this module
reads no file and knows no save).

Each deal is played once per placing of the two levels, the same cards in the same seats: four
players — A in South and North, B in East and West, then the sides swapped; two — A South, then
A North; five — A in each seat in turn, B in the other four. For A against B, per deal: A's
levels gained less B's per hand (five players: less the mean of the others'), and the points A's
side took less what B's did in its place (§8: the defenders' points, + when A defends, − when A
declares). A hand is a later hand (§9): its declarer fixed (deal by deal round the table), both
sides at a level drawn from the deal; ``first`` plays first hands instead (whoever declares).
``simple`` names the rules package's own random-ish player (``players.py``).
"""

from __future__ import annotations

import dataclasses
import json
import random
import statistics
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TextIO

from engine.core.arena import played
from engine.core.stats import interval

from .ai import LEVELS, PLANS, decide
from .ai.search import search
from .draw import deal
from .moves import advance, to_act
from .players import choose
from .rules import PRESETS, ShengjiRules
from .state import HAND_OVER, PLAY, Action, HandResult, HandState, Play
from .view import ShengjiView, view_for

# The game's own budgets (game/session/ai_worker.py asks the same): seconds per decision.
BUDGETS = {"easy": 0.0, "normal": 0.0, "hard": 0.2, "expert": 1.0, "simple": 0.0}
# Another player for a level the arena does not know (a build tool's snapshot of old players):
# (view, level, budget, seed, max_worlds) → its action.
Other = Callable[[ShengjiView, str, float, int, "int | None"], Action]


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
    other: Other | None = None,
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
        elif base not in LEVELS:
            if other is None:
                raise ValueError(f"no level {level!r}")
            action = other(view, base, BUDGETS.get(base.partition("-")[2], 0.0), seed, max_worlds)
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
        if level.rstrip("+") not in PLANS:
            raise ValueError(f"no searching level {level!r} (one of {', '.join(PLANS)})")
        changes: dict[str, float] = {}
        for item in filter(None, fields.split(",")):
            name, _, value = item.partition("=")
            changes[name] = float(value) if "." in value else int(value)
        base = PLANS[level.rstrip("+")]
        PLANS[level] = dataclasses.replace(base, **changes)  # type: ignore[arg-type]


@dataclasses.dataclass(frozen=True)
class Job:
    """One deal of an arena, as a worker process receives it."""

    preset: str
    deal: int
    a: str
    b: str
    first: bool = False
    max_worlds: int | None = None
    plans: str = ""


def one_deal(job: Job, other: Other | None = None) -> dict[str, Any]:
    """A deal in every placing: A's levels and points less B's, and the seconds spent."""
    tune(job.plans)
    rules = PRESETS[job.preset]
    players = rules.players
    a, b = job.a, job.b
    level_diff: list[float] = []
    point_diff: list[float] = []
    seconds = {a: 0.0, b: 0.0}
    worlds: dict[str, list[int]] = {}
    for seats, mine in placings(players, a, b):
        result, spent = play(rules, job.deal, seats, job.first, job.max_worlds, worlds, other)
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
    return {
        "deal": job.deal,
        "levels": statistics.fmean(level_diff),
        "points": statistics.fmean(point_diff),
        "seconds": seconds,
        "worlds": worlds,
    }


def run_arena(
    preset: str,
    a: str,
    b: str,
    deals: int,
    seed: int = 1,
    jobs: int = 1,
    first: bool = False,
    max_worlds: int | None = None,
    plans: str = "",
    log: TextIO | None = None,
    other: Other | None = None,
) -> dict[str, Any]:
    """Play ``deals`` duplicate deals from number ``seed`` and summarise them. ``log`` receives
    one JSON line per deal as it ends, so an arena stopped early leaves its deals behind."""
    if preset not in PRESETS:
        raise ValueError(f"no preset {preset!r} (one of {', '.join(sorted(PRESETS))})")
    known = (*LEVELS, "simple")
    for level in (a, b):
        if level.rstrip("+") not in known and other is None:
            raise ValueError(f"no level {level!r} (one of {', '.join(known)})")
    tune(plans)  # its mistakes said here, before any process starts
    work = [Job(preset, seed + i, a, b, first, max_worlds, plans) for i in range(deals)]
    started = time.perf_counter()
    rows: list[dict[str, Any]] = []
    run = partial(one_deal, other=other)
    rows = [_logged(row, preset, a, b, log) for row in played(run, work, jobs, ordered=True)]
    seen = {k: sorted(w for r in rows for w in r["worlds"].get(k, ()) if w) for k in (a, b)}
    return {
        "game": "shengji",
        "preset": preset,
        "a": a,
        "b": b,
        "deals": len(rows),
        "seed": seed,
        "first_hands": first,
        "levels": interval([float(r["levels"]) for r in rows]),
        "points": interval([float(r["points"]) for r in rows]),
        "thinking_s": {k: sum(r["seconds"][k] for r in rows) for k in (a, b)},
        "median_worlds": {k: v[len(v) // 2] for k, v in seen.items() if v},
        "wall_s": time.perf_counter() - started,
    }


def _logged(row: dict[str, Any], preset: str, a: str, b: str, log: TextIO | None) -> dict[str, Any]:
    if log is not None:
        log.write(json.dumps({"preset": preset, "a": a, "b": b, **row}) + "\n")
        log.flush()
    return row


def summary(result: dict[str, Any]) -> str:
    """The result in one line, as a person reads it."""
    a, b = result["a"], result["b"]

    def shown(figure: dict[str, float | None], digits: int) -> str:
        low, high = figure["low"], figure["high"]
        around = "" if low is None or high is None else f" [{low:+.{digits}f}, {high:+.{digits}f}]"
        return f"{figure['mean']:+.{digits}f}{around}"

    worlds = " ".join(f"{k} median {v} worlds" for k, v in result["median_worlds"].items())
    return (
        f"{result['preset']} {a} - {b}: {result['deals']} deals from {result['seed']}"
        f"{' (first hands)' if result['first_hands'] else ''}, "
        f"levels {shown(result['levels'], 3)} per hand, points {shown(result['points'], 1)}; "
        f"thinking {result['thinking_s'][a]:.0f} s / {result['thinking_s'][b]:.0f} s, "
        f"wall {result['wall_s']:.0f} s" + (f"; {worlds} a searched play" if worlds else "")
    )
