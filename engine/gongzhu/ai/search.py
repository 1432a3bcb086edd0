"""Determinized Monte Carlo: sample worlds, play each candidate out, keep the best mean.

Every world is shared by all candidates (common random numbers), so the
comparison between two candidates is much sharper than their means. The
rollouts use the heuristic player for every seat, each reading only its own
hand and the public cards of that world, through the ``advance`` fast path.

Anytime and deterministic: worlds are counted, and the wall clock
(``time.perf_counter``) only caps the count; with ``max_worlds`` set and a
generous budget the answer depends on the seed alone.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from engine.core.worlds import gain_bound, race, weighted_mean, world_weights

from ..actions import CLAIM, CLOSE_WINDOW, DECLINE_FIRST, DONE, PAIR_BASE, play_cards
from ..cards import PIG, SHEEP, TRANSFORMER
from ..hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    HAND_OVER,
    PLAY,
    SWAP_CHOICE,
    HandState,
    advance,
    legal_actions,
    legal_plays,
    scoring_left,
    to_act,
)
from ..scoring import exposure_factors
from ..view import SeatView, unseen_cards
from .endgame import Solver
from .exposing import exposure_action
from .heuristics import best_play, score_plays
from .inference import PlayLikelihood
from .knowledge import card_values, ctx_from_state, ctx_from_view
from .lookahead import lookahead_play
from .sampler import Sampler
from .weights import NORMAL, Weights


@dataclass(frozen=True, slots=True)
class SearchResult:
    action: int
    means: dict[int, float]
    worlds: int
    tag: str


def objective(st: HandState, seat: int) -> float:
    """What the seat plays for: its standing against the others (``HandScore.standing``)."""
    res = st.result
    assert res is not None
    return res.standing(seat)


def rollout(
    st: HandState,
    rng: random.Random,
    noise: float | tuple[float, ...] = 0.0,
    shortcut: bool = True,
    weights: Weights | tuple[Weights, ...] = NORMAL,
    lookahead: int = 0,
) -> None:
    """Play the (private) state to the end with the heuristic player in every seat.

    ``weights`` are the heuristic's, and ``noise`` the spread on its scores, for every
    seat or one per seat. With ``lookahead`` > 0, each play is chosen among the
    heuristic's best that many by playing the trick out (:mod:`.lookahead`).

    With ``shortcut``, once no scoring card is left in any hand the rest is
    claimed at once (RULES §4: those tricks cannot change a score).
    """
    per_seat = weights if isinstance(weights, tuple) else (weights,) * 4
    spread = noise if isinstance(noise, tuple) else (noise,) * 4
    while st.phase != HAND_OVER:
        phase = st.phase
        if phase == PLAY:
            seat = st.turn
            if shortcut and not st.trick and not scoring_left(st):
                advance(st, seat, CLAIM)
                continue
            legal = legal_plays(st, seat)
            if len(legal) == 1:
                act = legal[0]
            elif lookahead:
                act = lookahead_play(st, seat, legal, rng, spread[seat], per_seat, lookahead)
            else:
                act, _, _ = best_play(
                    ctx_from_state(st, seat), legal, rng, spread[seat], False, per_seat[seat]
                )
            advance(st, seat, act)
        elif phase in (FIRST_EXPOSURE, EXPOSURE):
            seats = to_act(st)
            for seat in seats:
                if st.phase != phase:
                    break
                legal = legal_actions(st, seat)
                if not legal:
                    continue
                if phase == FIRST_EXPOSURE and not st.hand1[seat] >> st.first_cards[seat] & 1:
                    act = DECLINE_FIRST  # a rebuilt world knows only its own seat's first card
                else:
                    act, _ = exposure_action(legal, st.hand_of(seat), st.rules, w=per_seat[seat])
                advance(st, seat, act)
                if (
                    phase == EXPOSURE
                    and act != DONE
                    and st.phase == EXPOSURE
                    and st.pending >> seat & 1
                ):
                    advance(st, seat, DONE)
            if st.phase == EXPOSURE:
                advance(st, None, CLOSE_WINDOW)
        elif phase == SWAP_CHOICE:
            seat = st.turn
            best, best_v = None, None
            for act in legal_actions(st, seat):
                probe = st.copy()
                advance(probe, seat, act)
                v = objective(probe, seat)
                if best_v is None or v > best_v:
                    best, best_v = act, v
            assert best is not None
            advance(st, seat, best)


def _after_my_action(st: HandState, seat: int, act: int) -> None:
    """Apply my candidate; in the exposure phases I then stop exposing (later asks decide more)."""
    advance(st, seat, act)
    if st.phase == EXPOSURE and act not in (DONE, DECLINE_FIRST) and st.pending >> seat & 1:
        advance(st, seat, DONE)


def candidates(
    view: SeatView, limit: int, weights: Weights = NORMAL
) -> tuple[list[int], dict[int, str]]:
    """The actions worth searching: all of them, or the heuristic's best ``limit`` plays
    less those equivalent to a better-ranked one (:func:`equivalent_plays`)."""
    legal = list(view.legal)
    tags: dict[int, str] = {}
    if view.phase == PLAY:
        scored = score_plays(ctx_from_view(view), legal, True, weights)
        scored.sort(key=lambda x: (-x[0], x[1]))
        tags = {a: t for _, a, t in scored}
        same = equivalent_plays(view)
        kept: list[int] = []
        for _, a, _ in scored[:limit]:
            if not any(same(a, k) for k in kept):
                kept.append(a)
        legal = kept
    return legal, tags


_SPECIAL_CARDS = 1 << PIG | 1 << SHEEP | 1 << TRANSFORMER


def equivalent_plays(view: SeatView) -> Callable[[int, int], bool]:
    """A test whether two single cards are the same play here (one deck): same suit, same
    points, neither special nor exposed, and every card between them mine or played in an
    earlier trick. Such cards win and lose the same tricks from now on, so searching both
    spends rollouts twice on one choice."""
    if view.rules.decks != 1:
        return lambda a, b: False
    live = unseen_cards(view)[0] | _SPECIAL_CARDS | view.exposed_held[view.seat][0]
    for _, act in view.trick:
        for x in play_cards(act):
            live |= 1 << x
    vals = card_values(view.rules.hearts, exposure_factors(view.exposures))

    def same(a: int, b: int) -> bool:
        if a >= PAIR_BASE or b >= PAIR_BASE or a // 13 != b // 13 or vals[a] != vals[b]:
            return False
        lo, hi = (a, b) if a < b else (b, a)
        return not (live >> a & 1 or live >> b & 1 or live & ((1 << hi) - 1) & ~((2 << lo) - 1))

    return same


def search(
    view: SeatView,
    budget_s: float,
    seed: int,
    max_worlds: int,
    limit: int = 8,
    noise: float = 0.0,
    min_worlds: int = 4,
    prune: bool = False,
    infer: bool = False,
    caution: float = 0.0,
    tolerance: float = 1.0,
    weights: Weights = NORMAL,
    endgame: int = 0,
    evidence: bool = False,
    discards: bool = False,
    own_noise: float | None = None,
    race_from: int = 32,
    lookahead: int = 0,
    sharpness: float = 1.0,
    resample: int = 0,
) -> SearchResult:
    """Pick the candidate with the best mean objective over sampled worlds.

    With ``prune`` the candidates race: from ``race_from`` worlds on, every
    ``race_from // 2`` worlds (at most 16) a candidate that cannot beat the leader
    by ``tolerance`` points (its paired gain, same worlds, is below that 2.5
    standard errors up) is dropped, and
    the search stops once one is left: a clear or a meaningless choice no
    longer spends the whole budget. With
    ``infer``, each world's result counts by how well it explains the other
    seats' plays so far (:mod:`.inference`; with ``discards``, only their plays off the
    led suit): a weighted mean. With
    ``caution`` > 0 another candidate replaces the heuristic's first choice only
    when its paired gain stays positive ``caution`` standard errors down: among
    many candidates and few worlds the best mean is often just the luckiest. With
    ``endgame`` > 0, once the seat holds that many cards or fewer (two decks: one
    fewer) each world is solved exactly (:mod:`.endgame`) instead of played out. With
    ``evidence``, no world deals the pig to a seat whose discards showed it has none
    (:func:`.sampler.pig_free`). ``own_noise``, if given, is the rollout noise of the
    seat's own side (its partner too in partners) instead of ``noise``. ``lookahead`` is
    the rollout players' (:func:`rollout`). ``sharpness`` raises the play likelihood to
    that power; with ``resample`` > 1 each world is instead drawn from that many by its
    likelihood (importance resampling), and every world then counts alike.
    """
    start = time.perf_counter()
    cands, tags = candidates(view, limit, weights)
    if len(cands) == 1:
        return SearchResult(cands[0], {cands[0]: 0.0}, 0, tags.get(cands[0], ""))
    rng = random.Random(seed)
    sampler = Sampler(view, evidence)
    seat = view.seat
    spread: float | tuple[float, ...] = noise
    if own_noise is not None:
        mine = (seat, (seat + 2) & 3) if view.rules.mode == "partners" else (seat,)
        spread = tuple(own_noise if s in mine else noise for s in range(4))
    values: dict[int, list[float]] = {a: [] for a in cands}
    likelihood = PlayLikelihood(view, discards=discards, sharpness=sharpness) if infer else None
    if likelihood is not None and not likelihood.active:
        likelihood = None
    log_w: list[float] = []
    alive = list(cands)
    worlds = 0
    deadline = start + budget_s
    t_world = 0.0
    held = view.hand[0].bit_count() + view.hand[1].bit_count()
    solving = view.phase == PLAY and held <= endgame - (view.rules.decks - 1)
    solver = Solver(seat) if solving else None
    while worlds < max_worlds:
        t0 = time.perf_counter()
        if likelihood is not None and resample > 1:
            base = _likely_world(sampler, likelihood, rng, resample)
        else:
            base = sampler.world(rng)
            if likelihood is not None:
                log_w.append(likelihood.log_weight(base))
        roll_seed = rng.randrange(1 << 30)
        for act in alive:
            st = base.copy()
            _after_my_action(st, seat, act)
            if solver is not None and st.phase == PLAY:
                values[act].append(solver.value(st))
                continue
            rollout(st, random.Random(roll_seed), spread, weights=weights, lookahead=lookahead)
            values[act].append(objective(st, seat))
        worlds += 1
        now = time.perf_counter()
        t_world = max(t_world * 0.8, now - t0)
        # Stop when the next world would probably end past the deadline.
        if worlds >= min_worlds and now + t_world > deadline:
            break
        if prune and worlds >= race_from and worlds % min(16, max(1, race_from // 2)) == 0:
            alive = race(alive, values, world_weights(log_w, worlds), tolerance)
            if len(alive) == 1:
                break
    w = world_weights(log_w, worlds)
    means = {a: weighted_mean(values[a], w) for a in cands}
    # Only the candidates that saw every world compete (pruned ones saw fewer).
    if caution > 0 and view.phase == PLAY and cands[0] in alive and worlds > 1:
        best = max(
            alive,
            key=lambda a: (gain_bound(values[a], values[cands[0]], w, caution), -cands.index(a)),
        )
    else:
        best = max(alive, key=lambda a: (means[a], -cands.index(a)))
    return SearchResult(best, means, worlds, tags.get(best, ""))


def _likely_world(
    sampler: Sampler, likelihood: PlayLikelihood, rng: random.Random, n: int
) -> HandState:
    """One of ``n`` sampled worlds, drawn by how well each explains the other seats' plays:
    the rollouts then spend nothing on worlds the play so far makes unlikely."""
    pool = [sampler.world(rng) for _ in range(n)]
    return rng.choices(pool, weights=world_weights([likelihood.log_weight(w) for w in pool], n))[0]
