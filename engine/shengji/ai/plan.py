"""How a searching level of 升级 spends its budget (its own module: the search and the
levels both read it)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """How a searching level spends its budget: ``worlds`` at most, ``candidates`` plays
    of the heuristic's best, ``seconds`` its own pace whatever the caller allows (拱猪's
    hard and expert budgets, engine/ai SearchPlan: 0.2 s and 1 s), ``caution`` standard
    errors another play must clear to replace the heuristic's first, ``points`` what a point
    of the defenders' total weighs beside the levels a hand wins or loses."""

    worlds: int
    candidates: int
    seconds: float
    caution: float = 1.0
    points: float = 0.008
