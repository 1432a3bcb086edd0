"""Computer players against each other, headless: the matches behind ``gongzhu arena``
(its command line is ``game/arena_command.py``'s; this module reads no file and knows no
save).

Each hand is a fresh deal (the first hand of a game: North receives first,
♣2 leads when the rules say so). ``--duplicate`` plays every deal once per
rotation of the seats, so each entry of ``--seats`` plays every deal from
every seat; the per-deal differences between levels then carry little luck,
and ``diffs`` gives their mean and 95% interval.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from typing import Any, TextIO

from engine.core.arena import played
from engine.core.deals import deal_number
from engine.core.stats import mean_ci, times_ms

from .actions import CLOSE_WINDOW
from .cards import SEAT_LETTERS
from .hand import HAND_OVER, apply_action, deal, to_act
from .match import Match
from .rules import RuleSet
from .view import view_for

FIELD = -1  # the rotation number of a deal's field table (``--field``)


def play_hand(
    rules: RuleSet,
    deal_no: int,
    levels: Sequence[str],
    budget: float | Sequence[float],
    seed: int,
    max_worlds: int | None = None,
    cpu: list[list[float]] | None = None,
) -> tuple[tuple[int, ...], list[list[float]]]:
    """One hand with ``levels[seat]`` in each seat: credited scores and decision times per seat.

    ``budget`` is one number for every seat or one per seat. The times are wall
    clock; ``cpu``, when given, receives each decision's thread CPU time too
    (on a busy machine the wall time also counts the moments the process waited).
    """
    budgets = [float(budget)] * 4 if isinstance(budget, (int, float)) else list(budget)
    from .ai import choose

    st = deal(rules, deal_no, 2, True)
    times: list[list[float]] = [[], [], [], []]
    n = 0
    moves: list[tuple[int | None, int]] = []
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat, moves)
        t, c = time.perf_counter(), time.thread_time()
        d = choose(view, levels[seat], budgets[seat], seed * 7919 + deal_no * 131 + n, max_worlds)
        times[seat].append(time.perf_counter() - t)
        if cpu is not None:
            cpu[seat].append(time.thread_time() - c)
        st, _ = apply_action(st, seat, d.action)
        moves.append((seat, d.action))
        n += 1
    assert st.result is not None
    return st.result.credited, times


def play_out(
    match: Match,
    levels: Sequence[str],
    budget_s: float = 0.0,
    seed: int = 0,
    max_worlds: int | None = None,
) -> Match:
    """The match's current hand played to its end by computer players, ``levels[seat]`` each.

    The window closes as soon as nobody has an exposure to decide; each decision's
    seed is ``seed`` plus the number of moves so far, so a hand replays the same.
    """
    from .ai import choose

    while not match.hand_over:
        acting = to_act(match.hand)
        if not acting:
            match, _ = match.apply(None, CLOSE_WINDOW)
            continue
        seat = acting[0]
        d = choose(
            view_for(match.hand, seat, match.moves),
            levels[seat],
            budget_s,
            seed + len(match.moves),
            max_worlds,
        )
        match, _ = match.apply(seat, d.action)
    return match


def _job(
    args: tuple[RuleSet, int, int, tuple[str, ...], tuple[float, ...], int, int | None],
) -> Any:
    """One table, ``levels`` and ``budgets`` by seat; scores and times come back in slot order
    (slot i sat at seat (i + rot) % 4; the field table's slots are its seats)."""
    rules, deal_no, rot, levels, budgets, seed, max_worlds = args
    turn = 0 if rot == FIELD else rot
    cpu: list[list[float]] = [[], [], [], []]
    credited, times = play_hand(rules, deal_no, levels, budgets, seed, max_worlds, cpu)
    return deal_no, rot, *([xs[(i + turn) % 4] for i in range(4)] for xs in (credited, times, cpu))


def _stats(values: Sequence[float]) -> dict[str, Any]:
    n = len(values)
    mean, half = mean_ci(values)
    return {"mean": round(mean, 1), "ci95": [round(mean - half, 1), round(mean + half, 1)], "n": n}


def run_arena(
    rules: RuleSet,
    slots: Sequence[str],
    hands: int,
    budget: float | Sequence[float],
    seed: int,
    duplicate: bool,
    max_worlds: int | None = None,
    jobs: int = 1,
    log: TextIO | None = None,
    field: str | None = None,
) -> dict[str, Any]:
    """Play the hands and summarise them (``hands`` counts deals × rotations).

    ``budget``: seconds per decision, one for all or one per entry of ``slots``.
    ``log`` receives one JSON line per finished hand as it ends, so a long
    arena that is stopped early still leaves its hands behind.

    ``field``, one of the slots' levels: each deal is also played with that
    level in every seat (its budget), and every level's score in a seat is
    compared with the field's in the same seat of the same deal (``field`` in
    the result): what a seat gains by seating this level there instead of the
    field's. The two tables share the cards and, until a decision differs, the
    play; measured, that left it no less noisy than the rotations (a search's
    first different card sends the pig elsewhere), but it separates a level's
    own gain from what it costs the players beside it.
    """
    budget = (float(budget),) * 4 if isinstance(budget, (int, float)) else tuple(budget)
    if field is not None and field not in slots:
        raise ValueError(f"the field level {field!r} is not one of the seats")
    rotations = 4 if duplicate else 1
    n_deals = max(1, hands // rotations)
    work = []
    for k in range(n_deals):
        deal_no = deal_number(seed, k)
        seatings: list[tuple[str, ...]] = []
        for rot in range(rotations):
            # Slot i sits at seat (i + rot) % 4. Against a field the tables of a deal share
            # one seed, so the same position gets the same answer in each; a seating met
            # before (ABAB turned twice) takes the next seed, or it would replay that table.
            seating = tuple(slots[(s - rot) % 4] for s in range(4))
            table_seed = seed + (seatings.count(seating) if field else rot)
            seatings.append(seating)
            work.append(
                (
                    rules,
                    deal_no,
                    rot,
                    seating,
                    tuple(budget[(s - rot) % 4] for s in range(4)),
                    table_seed,
                    max_worlds,
                )
            )
        if field is not None:
            work.append(
                (
                    rules,
                    deal_no,
                    FIELD,
                    (field,) * 4,
                    (budget[list(slots).index(field)],) * 4,
                    seed,
                    max_worlds,
                )
            )
    per_slot: list[list[float]] = [[], [], [], []]
    times: list[list[float]] = [[], [], [], []]
    cpu_times: list[list[float]] = [[], [], [], []]
    field_times: list[float] = []
    by_deal: dict[int, list[tuple[int, list[int]]]] = {}
    field_scores: dict[int, list[int]] = {}
    for deal_no, rot, scores, ts, cs in played(_job, work, jobs, ordered=False):
        if rot == FIELD:
            field_scores[deal_no] = scores
            field_times.extend(t for slot in ts for t in slot)
        else:
            for i in range(4):
                per_slot[i].append(scores[i])
                times[i].extend(ts[i])
                cpu_times[i].extend(cs[i])
            by_deal.setdefault(deal_no, []).append((rot, scores))
        if log is not None:
            log.write(
                json.dumps(
                    {
                        "deal": deal_no,
                        "rotation": "field" if rot == FIELD else rot,
                        "slots": [field] * 4 if rot == FIELD else list(slots),
                        "scores": scores,
                        "decisions": [len(t) for t in ts],
                        "seconds": [round(sum(t), 3) for t in ts],
                    }
                )
                + "\n"
            )
            log.flush()
    out: dict[str, Any] = {
        "preset": None,
        "rules": rules.to_json(),
        "hands": len(per_slot[0]),
        "deals": n_deals,
        "duplicate": duplicate,
        "budget": list(budget),
        "seed": seed,
        "seats": [],
    }
    for i in range(4):
        entry: dict[str, Any] = {"seat": SEAT_LETTERS[i], "level": slots[i]}
        entry.update(_stats(per_slot[i]))
        entry["decision_ms"] = times_ms(times[i])
        entry["decision_cpu_ms"] = times_ms(cpu_times[i])
        out["seats"].append(entry)
    # Per level (several slots may share a level), and paired per-deal differences.
    levels = sorted(set(slots), key=list(slots).index)
    level_deal_means: dict[str, list[float]] = {lv: [] for lv in levels}
    for tables in by_deal.values():
        for lv in levels:
            got = [sc[i] for _, sc in tables for i in range(4) if slots[i] == lv]
            level_deal_means[lv].append(sum(got) / len(got))
    out["levels"] = {lv: _stats(level_deal_means[lv]) for lv in levels}
    out["diffs"] = {
        f"{a}-{b}": _stats([x - y for x, y in zip(level_deal_means[a], level_deal_means[b])])
        for ai, a in enumerate(levels)
        for b in levels[ai + 1 :]
    }
    if field is not None:
        out["field"] = _versus_field(
            field, slots, levels, by_deal, field_scores, field_times, rules.mode == "partners"
        )
    if rules.mode == "partners":
        teams = {}
        for team in ((0, 2), (1, 3)):
            name = "+".join(f"{SEAT_LETTERS[i]}:{slots[i]}" for i in team)
            vals = [per_slot[team[0]][k] + per_slot[team[1]][k] for k in range(len(per_slot[0]))]
            teams[name] = _stats(vals)
        out["teams"] = teams
    elif rules.mode == "pig-sheep":
        out["teams"] = {"note": "each seat is credited its 猪羊一家 team's total; see seats"}
    return out


def _versus_field(
    field: str,
    slots: Sequence[str],
    levels: Sequence[str],
    by_deal: dict[int, list[tuple[int, list[int]]]],
    field_scores: dict[int, list[int]],
    field_times: list[float],
    teams: bool,
) -> dict[str, Any]:
    """Per level, its score in a seat minus the field table's in that seat, per deal
    (with ``teams``, the seat's team score: what a partner plays for)."""
    gains: dict[str, list[float]] = {lv: [] for lv in levels}
    for deal_no, tables in by_deal.items():
        by_seat = field_scores[deal_no]
        base = [by_seat[s] + by_seat[(s + 2) % 4] for s in range(4)] if teams else by_seat
        for lv in levels:
            d = [
                (sc[i] + sc[(i + 2) % 4] if teams else sc[i]) - base[(i + rot) % 4]
                for rot, sc in tables
                for i in range(4)
                if slots[i] == lv
            ]
            gains[lv].append(sum(d) / len(d))
    return {
        "level": field,
        "hands": len(field_scores),
        "decision_ms": times_ms(field_times),
        "gain": {lv: _stats(gains[lv]) for lv in levels},
    }
