"""升级's computer players: four levels behind one call, :func:`decide` (SHENGJI; docs/AI.md).

* ``easy``   — the heuristic player with a beginner's slips: now and then a random legal
  play, a declaration missed, a burial taken as it came.
* ``normal`` — the heuristic player: declares with strength in trumps, overrides when it pays,
  buries to make voids and keep points, calls a friend by an ace it holds once, leads strong
  aces, pairs and tractors first, throws only what its own view proves stands, draws trumps
  when its side is long in them, gives points to a partner who wins and ducks when the other
  side does (:mod:`.bidding`, :mod:`.playing`).
* ``hard``   — determinized sampling (:mod:`.search`): the hidden cards dealt again to fit all
  the seat has seen (:mod:`.sampler`), the heuristic's best plays each played out by the
  normal player in every such world, the best mean outcome wins; at most 0.2 s.
* ``expert`` — the same search with a larger budget (1 s) and more candidates.

Every level reads only its seat's view (:func:`engine.shengji.view_for`). Pure: no clocks but
``time.perf_counter`` for the budget; deterministic for a given (view, level, budget, seed)
when ``max_worlds`` caps the search before the budget does.
"""

from __future__ import annotations

import random

from ..cards import hand_of
from ..follow import follow_plays
from ..moves import lead_candidates
from ..shapes import decompose
from ..state import CALL, CLOSING, DRAW, KITTY, PASS, PLAY, REVOLUTION, SHOW, Action, Bury, Play
from ..view import ShengjiView
from .bidding import choose_burial, choose_call, choose_declaration, choose_revolution
from .knowledge import ctx_from_view
from .plans import PLANS, SearchPlan
from .playing import best_play

LEVELS = ("easy", "normal", "hard", "expert")
EASY_SLIP = 0.3  # how often the easy player plays a random legal play
EASY_NOISE = 6.0  # points: the spread on the easy player's other scores


def decide(
    view: ShengjiView,
    level: str,
    budget_s: float = 0.5,
    seed: int = 0,
    max_worlds: int | None = None,
) -> Action:
    """The action ``level`` takes for the seat ``view`` belongs to (its move)."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})")
    if view.to_act != view.seat:
        raise ValueError("this seat has nothing to decide now")
    rng = random.Random(seed)
    easy = level == "easy"
    phase = view.phase
    if phase in (DRAW, CLOSING, SHOW):
        if easy and view.may_declare and rng.random() < EASY_SLIP:
            return PASS
        return choose_declaration(view)
    if phase == REVOLUTION:
        return choose_revolution(view)
    if phase == KITTY:
        if easy and rng.random() < EASY_SLIP:
            return Bury(view.kitty or choose_burial(view).cards)  # the kitty as it came
        if level in PLANS and PLANS[level].bury:
            from .search import search_burial

            plan = PLANS[level]
            return Bury(search_burial(view, plan, min(budget_s, plan.seconds), seed, max_worlds))
        return choose_burial(view)
    if phase == CALL:
        return choose_call(view)
    if phase != PLAY:
        raise ValueError("the hand is over: nothing to decide")
    if easy and rng.random() < EASY_SLIP:
        return Play(_random_play(view, rng))
    if level in PLANS:
        from .search import search

        plan = PLANS[level]
        return Play(search(view, plan, min(budget_s, plan.seconds), seed, max_worlds))
    ctx = ctx_from_view(view)
    if easy:
        return Play(best_play(ctx, EASY_NOISE, rng))
    return Play(best_play(ctx))


def _random_play(view: ShengjiView, rng: random.Random) -> tuple[int, ...]:
    """A random legal play: a lead of one part (never a throw), or a follow meeting the duties."""
    order = view.order
    hand = hand_of(view.hand)
    if not view.trick:
        leads = [p for p in lead_candidates(hand, order) if len(decompose(p, order)) == 1]
        return leads[rng.randrange(len(leads))]
    plays = follow_plays(hand, list(view.lead), order, rng)
    return plays[rng.randrange(len(plays))]


__all__ = ["LEVELS", "PLANS", "SearchPlan", "decide"]
