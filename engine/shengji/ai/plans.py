"""How 升级's searching levels spend their budgets (hard, expert; docs/SHENGJI_AI.md)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """How a searching level spends its budget: ``worlds`` at most, ``candidates`` plays
    of the heuristic's best, ``seconds`` its own pace whatever the caller allows (拱猪's
    hard and expert budgets, engine/ai SearchPlan: 0.2 s and 1 s), ``caution`` standard
    errors another play must clear to replace the heuristic's first, ``points`` what a point
    of the defenders' total weighs beside the levels a hand wins or loses; ``bury``: the
    burial searched too (the heuristic's cheapest few, played out); ``noise``: the rollout
    players' spread, in points, on their scores (the same draws for every candidate);
    ``infer``: worlds weighted by how likely they make the other seats' recent plays, a play
    that many points below the heuristic's best ``1/e`` as likely (0: uniform worlds)."""

    worlds: int
    candidates: int
    seconds: float
    caution: float = 1.0
    points: float = 0.008
    bury: bool = False
    noise: float = 0.0
    infer: float = 0.0


# Measured against this hard (tractor, 100–120 duplicate deals each, docs/SHENGJI_AI.md): up to
# 64 worlds, five candidates, less caution (0.3), the burial searched, noisy rollouts (4
# points), a heavier point weight (0.025) — none better outside its interval; less caution
# worse. The expert is this search with five candidates, as many worlds as its second allows
# and, in `classic`'s four players and one deck, worlds weighed by the plays seen (inference:
# a play 6 points below the heuristic's best 1/e as likely; docs/SHENGJI_AI.md).
PLANS = {
    "hard": SearchPlan(worlds=24, candidates=3, seconds=0.2),
    "expert": SearchPlan(worlds=1000, candidates=5, seconds=1.0, infer=6.0),
}
