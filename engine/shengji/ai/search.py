"""Determinized sampling: deal the hidden cards again, play each candidate out, keep the best.

Each world (:mod:`.sampler`) is shared by every candidate (common random numbers), so two
candidates are compared on the same cards. A rollout plays the hand to its end with the normal
player in every seat, each reading only its own hand, the kitty if it buried it, and the
world's public plays (one :class:`~.knowledge.Seen` kept up to date as they fall) — through the
engine's ``advance`` fast path. A hand's outcome, to the seat, is its side's levels won or lost
(§8: half a level more for the win itself, so a take-over at +0 counts) and a little for every
point its side took or denied; the duel's first hand without a 2 counts the points alone.

The heuristic's first play stands unless another beats it on the same worlds by more than
``caution`` standard errors: among a few candidates over a few worlds the best mean is often
just the luckiest. Anytime: the worlds are counted, the clock (``time.perf_counter``) only caps
them, so with ``max_worlds`` and a generous budget the answer depends on the seed alone.
"""

from __future__ import annotations

import random
import time

from engine.core.worlds import cautious_best, world_weights

from ..cards import Card, Seat, hand_cards, hand_size
from ..draw import declarations
from ..moves import advance, to_act
from ..state import CALL, KITTY, PASS, PLAY, SHOW, Bury, HandResult, HandState, Play
from ..view import ShengjiView, view_for
from .bidding import choose_call, choose_declaration, ranked_burials
from .inference import log_likelihood, weighs
from .knowledge import Seen, ctx_from_view, lead_shape, make_ctx, sides_of
from .plans import SearchPlan
from .playing import best_play, ranked_plays
from .sampler import deal_world, known_held, world_state

POINT_WEIGHT = 0.008  # levels per point of the defenders' total (SearchPlan.points)
MIN_WORLDS = 2


def outcome(
    result: HandResult, seat: Seat, players: int, point_weight: float = POINT_WEIGHT
) -> float:
    """What the hand's end is worth to ``seat`` (see the module)."""
    declarers = result.declarers
    if players == 4:
        mine = any(s % 2 == seat % 2 for s in declarers)
    else:
        mine = seat in declarers
    won = result.declarers_won == mine
    levels = result.rise + 0.5
    d = result.defenders_points
    return (levels if won else -levels) + point_weight * (-d if mine else d)


def step(st: HandState, seat: Seat, cards: tuple[Card, ...], seen: Seen) -> None:
    """Play ``cards`` for ``seat`` and note it in the public record."""
    order = st.order
    trump = (st.level, st.trump)
    if not st.trick:
        advance(st, seat, Play(cards))
        led = st.trick[0][1] if st.trick else st.tricks[-1][0][0][1]  # a failed throw leads less
        seen.led(led)
    else:
        lead = st.lead
        group = order.group[lead[0].cards[0]]
        width, pairs = lead_shape(lead)
        stock = st.stock_left if st.rules.players == 2 else 0
        advance(st, seat, Play(cards))
        seen.followed(seat, cards, group, width, pairs, order)
        if st.rules.players == 2 and st.stock_left != stock:
            seen.drew(0)
            seen.drew(1)
    if (st.level, st.trump) != trump:
        _forget(seen)


def _forget(seen: Seen) -> None:
    """The order changed (§10: a suit named mid-hand): groups shown void mean other cards."""
    for s in range(len(seen.void)):
        seen.drew(s)


def rollout_play(
    st: HandState, seat: Seat, seen: Seen, noise: float = 0.0, rng: random.Random | None = None
) -> tuple[Card, ...]:
    """The normal player's play for ``seat`` in a world: its own hand and the public record."""
    rules = st.rules
    players = rules.players
    sizes = tuple(hand_size(h) for h in st.hands)
    declarer = st.declarer
    ctx = make_ctx(
        rules,
        st.order,
        seat,
        hand_cards(st.hands[seat]),
        st.trick,
        st.lead,
        seen,
        sizes,
        st.kitty if seat == declarer else None,
        rules.kitty_size,
        sides_of(players, seat, declarer, st.friend),
        declarer,
        st.stock_left if players == 2 else 0,
    )
    return best_play(ctx, noise, rng)


def rollout(
    st: HandState, seen: Seen, noise: float = 0.0, rng: random.Random | None = None
) -> None:
    """Play the world to its end with the normal player in every seat (``noise``: a spread
    of that many points on its scores, drawn from ``rng``)."""
    for _ in range(10_000):
        seat = to_act(st)
        if seat is None:
            return
        phase = st.phase
        if phase == PLAY:
            step(st, seat, rollout_play(st, seat, seen, noise, rng), seen)
        elif phase == SHOW:
            trump = (st.level, st.trump)
            action = choose_declaration(view_for(st, seat)) if declarations(st, seat) else PASS
            advance(st, seat, action)
            if (st.level, st.trump) != trump:
                _forget(seen)
        else:
            raise ValueError(f"a rollout met phase {phase}")  # worlds start in play
    raise RuntimeError("a rollout did not end")


def search(
    view: ShengjiView,
    plan: SearchPlan,
    budget_s: float,
    seed: int,
    max_worlds: int | None = None,
    stats: list[int] | None = None,
) -> tuple[Card, ...]:
    """The play ``plan`` chooses for the view's seat within ``budget_s`` seconds (``stats``:
    the number of worlds seen is appended, for the arena's report)."""
    assert view.phase == PLAY and view.to_act == view.seat
    start = time.perf_counter()
    ctx = ctx_from_view(view)
    ranked = ranked_plays(ctx)
    candidates = [p for _, p in ranked[: plan.candidates]]
    if len(candidates) == 1:
        if stats is not None:
            stats.append(0)
        return candidates[0]
    rng = random.Random(seed)
    known = known_held(view)
    cap = plan.worlds if max_worlds is None else max(1, min(plan.worlds, max_worlds))
    values: list[list[float]] = [[] for _ in candidates]
    players = view.rules.players
    infer = plan.infer if weighs(view.rules) else 0.0
    log_w: list[float] = []  # each world's log-likelihood of the plays seen (inference)
    worlds = 0
    while worlds < cap:
        if worlds >= MIN_WORLDS and time.perf_counter() - start > budget_s:
            break
        hands, kitty, stock = deal_world(view, ctx, rng, known)
        world = world_state(view, hands, kitty, stock)
        if infer:
            log_w.append(log_likelihood(view, world, infer))
        twist = rng.randrange(1 << 30)  # the same rollout noise for every candidate
        for i, cards in enumerate(candidates):
            st = world.copy()
            seen = ctx.seen.copy()
            step(st, view.seat, cards, seen)
            rollout(st, seen, plan.noise, random.Random(twist) if plan.noise else None)
            assert st.result is not None
            values[i].append(outcome(st.result, view.seat, players, plan.points))
        worlds += 1
    if stats is not None:
        stats.append(worlds)
    weights = world_weights(log_w, worlds) if infer else None
    return candidates[cautious_best(values, plan.caution, weights)]


def search_burial(
    view: ShengjiView,
    plan: SearchPlan,
    budget_s: float,
    seed: int,
    max_worlds: int | None = None,
) -> tuple[Card, ...]:
    """§4: the heuristic's cheapest burials, each played out from the first lead (five
    players: after the heuristic's call, §11) in worlds of the other hands — the burier knows
    only his own, the kitty in it."""
    assert view.phase == KITTY and view.to_act == view.seat
    start = time.perf_counter()
    candidates = [cards for _, cards in ranked_burials(view)[: plan.candidates]]
    players = view.rules.players
    if len(candidates) == 1:
        return candidates[0]
    ctx = ctx_from_view(view)
    rng = random.Random(seed)
    known = known_held(view)
    cap = plan.worlds if max_worlds is None else max(1, min(plan.worlds, max_worlds))
    values: list[list[float]] = [[] for _ in candidates]
    worlds = 0
    while worlds < cap:
        if worlds >= MIN_WORLDS and time.perf_counter() - start > budget_s:
            break
        hands, _, _ = deal_world(view, ctx, rng, known)
        world = world_state(view, hands, (), ())
        twist = rng.randrange(1 << 30)
        for i, cards in enumerate(candidates):
            st = world.copy()
            advance(st, view.seat, Bury(cards))
            if st.phase == CALL:
                advance(st, view.seat, choose_call(view_for(st, view.seat)))
            rollout(st, ctx.seen.copy(), plan.noise, random.Random(twist) if plan.noise else None)
            assert st.result is not None
            values[i].append(outcome(st.result, view.seat, players, plan.points))
        worlds += 1
    return candidates[cautious_best(values, plan.caution)]


__all__ = ["outcome", "rollout", "search", "search_burial", "step"]
