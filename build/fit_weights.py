"""Fit the heuristic's weights to the search's judgement: least regret on saved decisions.

``build.heuristic_regret --save FILE`` keeps, for every play decision of self-play
hands, the mean score of every legal play over 48 searched worlds. A weighting's
regret on a decision is the best play's mean minus the mean of the play that
weighting would make. This replays the saved hands, then moves one weight at a
time (×0.5, ×0.75, ×1.33, ×2; a weight at 0 tries small values) while the mean
regret on the even-numbered deals falls by more than ``--min-gain``; a move is kept
only if the odd-numbered deals' regret falls too (the regrets are noisy: a few
hands where a 全红 turns swing hundreds of points). Cheap: a weighting is judged
in milliseconds, so a sweep of every weight takes seconds. The fitted weights are
only a proposal: duels (``build.tune_weights --change``) decide. Run from the
repository root:

    nice -n 10 python -m build.fit_weights FILE [FILE ...] [--sweeps 2]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections import defaultdict

from build.heuristic_regret import PRESETS, decisions
from engine.gongzhu.ai import SHARP
from engine.gongzhu.ai.heuristics import best_play
from engine.gongzhu.ai.knowledge import Ctx, ctx_from_view
from engine.gongzhu.ai.search import equivalent_plays
from engine.gongzhu.ai.weights import Weights
from engine.gongzhu.rules import rules_from_options

MULTIPLIERS = (0.5, 0.75, 1.33, 2.0)
FROM_ZERO = (0.25, 0.5, 1.0)  # tried for a weight at 0, as absolute values
CHANCES = ("lead_escape", "mate_share", "overtake", "team_win", "mate_hold")

Decision = tuple[Ctx, list[int], dict[int, float], float]


def load(paths: list[str]) -> tuple[list[Decision], list[Decision]]:
    """The saved decisions rebuilt: (fit, held out) by the parity of the deal number."""
    saved: dict[tuple[str, int], dict[int, dict[int, float]]] = defaultdict(dict)
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                means = {int(a): m for a, m in r["means"].items()}
                saved[r["preset"], r["deal"]][r["move"]] = means
    fit: list[Decision] = []
    held: list[Decision] = []
    for (preset, deal_no), by_move in saved.items():
        rules = rules_from_options(PRESETS[preset])
        for view, move in decisions(rules, deal_no):
            means = by_move.get(move)
            if means is None:
                continue
            same = equivalent_plays(view)
            full: dict[int, float] = {}
            for a in view.legal:  # an equal card searched once shares its twin's mean
                twin = a if a in means else next((k for k in means if same(a, k)), None)
                if twin is not None:
                    full[a] = means[twin]
            legal = [a for a in view.legal if a in full]
            (held if deal_no & 1 else fit).append(
                (ctx_from_view(view), legal, full, max(full.values()))
            )
    return fit, held


def regret(w: Weights, data: list[Decision]) -> float:
    """Mean points a weighting's plays give away against the search's best."""
    total = 0.0
    for ctx, legal, means, best in data:
        total += best - means[best_play(ctx, legal, None, 0.0, False, w)[0]]
    return total / max(1, len(data))


def fit(
    start: Weights, data: list[Decision], sweeps: int, min_gain: float, check: list[Decision]
) -> tuple[Weights, list[str]]:
    """Greedy coordinate descent on the mean regret, a move kept only if the ``check``
    decisions agree; returns the weights and each move made."""
    best, best_r = start, regret(start, data)
    best_c = regret(start, check)
    moves = []
    for _ in range(sweeps):
        moved = False
        for f in dataclasses.fields(Weights):
            cur = getattr(best, f.name)
            values = [round(cur * k, 4) for k in MULTIPLIERS] if cur else list(FROM_ZERO)
            if f.name in CHANCES:
                values = [v for v in values if v <= 1.0]
            tries = [
                (regret(w, data), w)
                for w in (dataclasses.replace(best, **{f.name: v}) for v in values)
            ]
            r, w = min(tries, key=lambda t: t[0])
            if r < best_r - min_gain:
                c = regret(w, check)
                kept = c < best_c
                moves.append(
                    f"{f.name}: {cur} -> {getattr(w, f.name)} ({best_r:.3f} -> {r:.3f}; "
                    f"check {best_c:.3f} -> {c:.3f}){'  kept' if kept else ''}"
                )
                if kept:
                    best, best_r, best_c, moved = w, r, c, True
        if not moved:
            break
    return best, moves


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="+")
    p.add_argument("--sweeps", type=int, default=2)
    p.add_argument("--min-gain", type=float, default=0.02, help="points per decision")
    args = p.parse_args()
    train, held = load(args.files)
    print(f"{len(train)} decisions to fit, {len(held)} held out")
    print(f"SHARP: regret {regret(SHARP, train):.3f} fitted on, {regret(SHARP, held):.3f} held out")
    best, moves = fit(SHARP, train, args.sweeps, args.min_gain, held)
    for m in moves:
        print(" ", m)
    print(f"fitted: regret {regret(best, train):.3f} fitted on, {regret(best, held):.3f} held out")
    changed = [
        f"--change {f.name}={getattr(best, f.name)}"
        for f in dataclasses.fields(Weights)
        if getattr(best, f.name) != getattr(SHARP, f.name)
    ]
    print("duel it: python -m build.tune_weights", " ".join(changed))


if __name__ == "__main__":
    main()
