"""Every kind of value that crosses to the AI worker process and back, from real hands of
拱猪 and of 升级 (its views, actions and the decisions of its players).

Run as a module (``python -m tests.worker_values``) it round-trips them all through pickle
and prints how many it checked; tests/test_worker_path.py runs it against the compiled
engine and against a plain-Python copy of it.
"""

from __future__ import annotations

import pickle
import random
import sys
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

from engine.gongzhu.actions import CLAIM
from engine.gongzhu.advisor import estimate_exposures
from engine.gongzhu.hand import EXPOSURE, HAND_OVER, apply_action, deal, legal_actions, to_act
from engine.gongzhu.review import review_hand
from engine.gongzhu.rules import PRESETS, RuleSet
from engine.gongzhu.view import view_for
from engine.shengji import PRESETS as SHENGJI_PRESETS
from engine.shengji import apply_action as sj_apply
from engine.shengji import deal as sj_deal
from engine.shengji import to_act as sj_to_act
from engine.shengji import view_for as sj_view_for
from game.session.ai_worker import Choice, decide

# Every preset, and the exposure modes the presets leave out: 暗卖 (hidden), 首明 with
# forced exposure, everything shown; with claims made whenever one is legal.
RULE_SETS: dict[str, RuleSet] = {
    **PRESETS,
    "hidden": RuleSet(exposure="hidden"),
    "first-forced": RuleSet(exposure="forced", first_exposure=True, decks=2),
    "all": RuleSet(exposure="all", self_take=True, pig_sheep_swap="choose"),
}


def hands(deals: int = 2) -> Iterator[tuple[str, list[Any]]]:
    """Real hands played by random legal moves (a claim whenever legal), with every view."""
    for name, rules in RULE_SETS.items():
        for deal_no in range(1, deals + 1):
            st = deal(rules, deal_no * 7 + len(name), 2, True)
            rng = random.Random(deal_no)
            moves: list[tuple[int | None, int]] = []
            views = []
            while st.phase != HAND_OVER:
                seat = to_act(st)[0]
                views.append(view_for(st, seat, moves))
                legal = legal_actions(st, seat)
                action = CLAIM if CLAIM in legal else rng.choice(legal)
                st, _ = apply_action(st, seat, action)
                moves.append((seat, action))
            views.append(view_for(st, 0, moves))  # the finished hand: its score in the view
            yield name, [st.deal_order, st.first_receiver, tuple(moves), views, rules]


def round_trips() -> dict[str, int]:
    """Pickle and unpickle each value; every one must come back equal. Counts by kind."""
    seen: dict[str, int] = {}

    def check(value: Any) -> None:
        back = pickle.loads(pickle.dumps(value))
        assert back == value, f"{type(value).__name__} changed on its way: {value!r}"
        seen[type(value).__name__] = seen.get(type(value).__name__, 0) + 1

    exposed_views = 0
    for _name, (order, receiver, moves, views, rules) in hands():
        check(rules)
        check(order)
        check(moves)
        for view in views:
            check(view)
            exposed_views += bool(view.exposures)
            for e in view.exposures:
                check(e)
            if view.result is not None:
                check(view.result)
                for s in view.result.seats:
                    check(s)
        choosing = [v for v in views if v.legal and v.phase != HAND_OVER]
        for level in ("normal", "expert"):
            view = choosing[len(choosing) // 2]
            check(decide(view, level, 5.0, 1, max_worlds=4))
        windows = [v for v in views if v.phase == EXPOSURE and v.legal]
        if windows:
            advice = estimate_exposures(windows[0], 4, 1)
            check(advice)
        job = partial(review_hand, worlds=4, candidates=2, seed=1)
        check(job.func)
        review = job(rules, order, receiver, True, moves, 0)
        check(review)
    check(Choice(1, "a", "一", True))
    shengji_round_trips(check)
    assert exposed_views, "no view held an exposure: the check would prove nothing"
    seen["views with an exposure"] = exposed_views
    return seen


def shengji_round_trips(check: Any) -> None:
    """升级: every view of a hand of each preset, the actions, and decisions of each level
    (the worker's question and answer), from hands its computer players play."""
    for rules in SHENGJI_PRESETS.values():
        check(rules)
        st = sj_deal(rules, 4, 0)
        views = []
        n = 0
        while (seat := sj_to_act(st)) is not None:
            view = sj_view_for(st, seat)
            views.append(view)
            choice = decide(view, ("normal", "easy", "hard", "expert")[n % 4], 5.0, n, 2)
            check(choice)
            check(choice.action)
            st, events = sj_apply(st, seat, choice.action)
            for event in events:
                check(event)
            n += 1
        views.append(sj_view_for(st, 0))  # the finished hand: its result and kitty shown
        for view in views:
            check(view)
        assert views[-1].result is not None
        check(views[-1].result)


if __name__ == "__main__":
    import engine.gongzhu.scoring

    counts = round_trips()
    print(f"engine.gongzhu.scoring from {Path(engine.gongzhu.scoring.__file__ or '').name}")
    print(" ".join(f"{k}={v}" for k, v in sorted(counts.items())))
    sys.exit(0)
