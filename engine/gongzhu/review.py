"""复盘 — the post-hand review: which of a player's decisions cost points, and what was better.

After a hand, every decision of one seat is looked at again *from that seat's
view at that moment* (:func:`engine.gongzhu.view.view_for`), never from the cards it
could not see. The expert search's machinery (:mod:`engine.gongzhu.ai.sampler`,
:mod:`engine.gongzhu.ai.search`) samples worlds consistent with the view; the move made
and every candidate the search would consider are played out in the *same*
worlds with the same rollout seeds (common random numbers), so the difference
of two means is the cost of the choice, not the luck of the deal. Once the
better move is chosen, the cost is measured again on fresh worlds (the best of
several noisy means flatters itself). A decision is listed when that cost is at
least ``threshold`` points and clearly more than noise (twice its standard error).

Pure: no clocks but ``time.perf_counter`` for an optional budget; with no
budget the review depends on its seed alone.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from .actions import CLOSE_WINDOW, DECLINE_FIRST, DONE, Action
from .ai import EXPERT
from .ai.lookahead import finish_trick
from .ai.sampler import Sampler
from .ai.search import candidates as search_candidates
from .ai.search import objective, rollout
from .cards import Card, Seat
from .hand import (
    EXPOSURE,
    FIRST_EXPOSURE,
    PLAY,
    HandState,
    advance,
    apply_action,
    deal_from,
)
from .match import Match, Move
from .review_why import HEART_MASK, Outcome, taken_since, why
from .rules import RuleSet
from .view import SeatView, view_for

WORLDS = 64  # sampled worlds per decision (each shared by every candidate)
WORLDS_TWO_DECKS = 28  # two decks: rollouts are twice as long and decisions twice as many
BATCH = 12  # worlds between two prunings of clearly worse candidates
CONFIRM_MIN = (
    16  # fresh worlds, at least, on which a cost is measured once the better move is known
)
CANDIDATES = 6  # the search's best candidates looked at besides the move made
THRESHOLD = 5.0  # points: smaller costs are not worth a player's attention
EXPOSURE_TRICK = 0  # the "trick number" of a decision made before the first lead


@dataclass(frozen=True, slots=True)
class ReviewedMove:
    """One decision of the reviewed seat, judged from what it knew then."""

    index: int  # position in the hand's move list (play on from here = moves[:index])
    trick: int  # 1-based; 0: 首明 / the exposure window; 猪羊变色: the last trick
    made: Action
    preferred: Action
    cost: float  # expected standing lost by ``made`` against ``preferred`` (points, ≥ 0)
    noise: float  # standard error of ``cost`` over the worlds
    made_value: float  # mean standing (the search's objective) after ``made``
    preferred_value: float
    worlds: int
    reason_en: str  # why ``preferred`` is better: what the worlds showed, its figures ``parts``
    reason_zh: str
    parts: tuple[int, ...] = (0, 0, 0, 0)  # the cost by hearts, pig, sheep, transformer (sum:
    # the cost rounded as shown)

    @property
    def costly(self) -> bool:
        return self.made != self.preferred and self.cost > 0


@dataclass(frozen=True, slots=True)
class HandReview:
    """Every decision looked at, and those that cost at least the threshold."""

    seat: Seat
    decisions: tuple[ReviewedMove, ...]
    threshold: float

    @property
    def mistakes(self) -> tuple[ReviewedMove, ...]:
        """The decisions worth showing, in the order they were made."""
        return tuple(
            d
            for d in self.decisions
            if d.costly and d.cost >= self.threshold and d.cost > 2 * d.noise
        )


def hand_start(match: Match) -> HandState:
    """The current (finished) hand of a match as it was dealt: same cards, same leader."""
    hand = match.hand
    return deal_from(match.rules, hand.deal_order, hand.first_receiver, first_hand_of(match))


def state_at(start: HandState, moves: Sequence[Move], index: int) -> HandState:
    """The hand after its first ``index`` moves (each checked by the rules again)."""
    st = start
    for seat, action in moves[:index]:
        st, _ = apply_action(st, seat, action)
    return st


def match_at(match: Match, index: int) -> Match:
    """A match whose current hand is ``match``'s last hand replayed to just before move ``index``.

    Same deal (the hidden cards too), same earlier tricks and exposures; the
    finished hand is taken off the records and totals, so playing on scores it again.
    """
    moves = match.moves
    hand_over = bool(match.hand_over and match.records and match.records[-1].moves == moves)
    records = match.records[:-1] if hand_over else match.records
    totals = match.totals
    if hand_over:
        totals = tuple(t - c for t, c in zip(totals, match.records[-1].score.credited))
    out = Match(match.rules, match.seed, hand_start(match), (), records, totals, match.deals)
    for seat, action in moves[:index]:
        out, _ = out.apply(seat, action)
    return out


def review_hand(
    rules: RuleSet,
    deal_order: Sequence[Card],
    first_receiver: Seat,
    first_hand: bool,
    moves: Sequence[Move],
    seat: Seat,
    *,
    worlds: int | None = None,
    candidates: int = CANDIDATES,
    threshold: float = THRESHOLD,
    seed: int = 0,
    budget_s: float | None = None,
) -> HandReview:
    """Review ``seat``'s decisions in a hand given as its deal and its moves.

    Plain arguments (no states) so the review can run in the AI worker process.
    ``worlds`` defaults to :data:`WORLDS` (one deck) or :data:`WORLDS_TWO_DECKS`.
    ``budget_s`` caps the wall time: later decisions then get fewer worlds (at least 16).
    """
    if worlds is None:
        worlds = WORLDS if rules.decks == 1 else WORLDS_TWO_DECKS
    st = deal_from(rules, deal_order, first_receiver, first_hand)
    start = time.perf_counter()
    points = _decision_points(st, moves, seat)
    out: list[ReviewedMove] = []
    for k, (index, view, made) in enumerate(points):
        n = worlds
        if budget_s is not None and k:
            spent = time.perf_counter() - start
            per = spent / k
            left = budget_s - spent
            n = max(
                CONFIRM_MIN, min(worlds, int(worlds * left / max(per * (len(points) - k), 1e-9)))
            )
        out.append(
            review_decision(
                view, made, index, worlds=n, candidates=candidates, seed=seed * 1_000_003 + index
            )
        )
    return HandReview(seat, tuple(out), threshold)


def review_match_hand(
    match: Match,
    seat: Seat,
    *,
    worlds: int | None = None,
    candidates: int = CANDIDATES,
    threshold: float = THRESHOLD,
    seed: int = 0,
    budget_s: float | None = None,
) -> HandReview:
    """Review ``seat``'s decisions in the match's current (finished) hand."""
    hand = match.hand
    return review_hand(
        match.rules,
        hand.deal_order,
        hand.first_receiver,
        first_hand_of(match),
        match.moves,
        seat,
        worlds=worlds,
        candidates=candidates,
        threshold=threshold,
        seed=seed,
        budget_s=budget_s,
    )


def first_hand_of(match: Match) -> bool:
    """Whether the match's current hand is its first (the ♣2 lead; 首手)."""
    if match.hand_over and match.records and match.records[-1].moves == match.moves:
        return match.records[-1].first_hand
    return match.hand_index == 0


def _decision_points(
    st: HandState, moves: Sequence[Move], seat: Seat
) -> list[tuple[int, SeatView, Action]]:
    """(move index, the seat's view then, what it did) for every real choice the seat had.

    A window the clock closed while the seat was still deciding counts as a
    decision not to expose more (DONE), made at the moment it closed.
    """
    out: list[tuple[int, SeatView, Action]] = []
    st = st.copy()
    for index, (who, action) in enumerate(moves):
        made: Action | None = None
        if who == seat:
            made = action
        elif (
            who is None
            and action == CLOSE_WINDOW
            and st.phase == EXPOSURE
            and st.pending >> seat & 1
        ):
            made = DONE
        if made is not None:
            view = view_for(
                st, seat, moves[:index]
            )  # with the order of play, as the players saw it
            if len(view.legal) > 1 and made in view.legal:
                out.append((index, view, made))
        advance(st, who, action)
    return out


def review_decision(
    view: SeatView,
    made: Action,
    index: int = 0,
    *,
    worlds: int = WORLDS,
    candidates: int = CANDIDATES,
    seed: int = 0,
) -> ReviewedMove:
    """Judge one decision: the move made against the search's candidates, in the same worlds.

    Two passes. The first picks the preferred move among the candidates (pruning
    the clearly worse ones); the best of several noisy means is biased upwards,
    so the cost is then measured afresh on other worlds, the move made against
    the preferred one only. A cost that does not hold up there is no cost.
    """
    cands, _ = search_candidates(view, candidates, EXPERT.weights)
    if made not in cands:
        cands = [made, *cands]
    rng = random.Random(seed)
    sampler = Sampler(view)
    outcomes = _play_worlds(sampler, rng, view.seat, cands, made, worlds, prune=True)
    means = {a: _mean(v) for a, v in outcomes.items()}
    # Ties go to the move made: a review must not blame a move the search cannot tell apart.
    preferred = max(outcomes, key=lambda a: (means[a], a == made))
    if preferred != made:
        outcomes = _play_worlds(
            sampler,
            rng,
            view.seat,
            [made, preferred],
            made,
            max(CONFIRM_MIN, worlds // 2),
            prune=False,
        )
        if _mean(outcomes[preferred]) <= _mean(outcomes[made]):
            preferred = made
    made_out, pref_out = outcomes[made], outcomes[preferred]
    diffs = [p.value - m.value for p, m in zip(pref_out, made_out)]
    n = len(diffs)
    cost = sum(diffs) / n
    var = sum((d - cost) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    parts, en, zh = why(view, made, preferred, made_out, pref_out)
    trick = _trick_number(view)
    return ReviewedMove(
        index,
        trick,
        made,
        preferred,
        cost,
        (var / n) ** 0.5,
        _mean(made_out),
        _mean(pref_out),
        n,
        en,
        zh,
        parts,
    )


def _trick_number(view: SeatView) -> int:
    """The trick a decision belongs to: 0 before the first lead, the last one for 猪羊变色."""
    if view.phase in (FIRST_EXPOSURE, EXPOSURE):
        return EXPOSURE_TRICK
    return view.tricks + 1 if view.phase == PLAY else view.tricks


def _play_worlds(
    sampler: Sampler,
    rng: random.Random,
    seat: Seat,
    cands: list[Action],
    made: Action,
    worlds: int,
    prune: bool,
) -> dict[Action, list[Outcome]]:
    """Every candidate played out in the same ``worlds`` sampled worlds (common random numbers).

    With ``prune``, candidates clearly worse than the leader are dropped every
    :data:`BATCH` worlds, and the pass ends early when only the move made is left.
    Only the candidates that saw every world are returned.
    """
    outcomes: dict[Action, list[Outcome]] = {a: [] for a in cands}
    alive = list(cands)
    for seen in range(1, worlds + 1):
        base = sampler.world(rng)
        roll_seed = rng.randrange(1 << 30)
        for act in alive:
            outcomes[act].append(_play_out(base, seat, act, roll_seed))
        if prune and seen % BATCH == 0 and len(alive) > 1:
            alive = _prune(alive, outcomes, made, seen)
            if alive == [made]:
                break  # the move made is clearly the best: no need to look further
    return {a: outcomes[a] for a in alive}


def _mean(outcomes: Sequence[Outcome]) -> float:
    return sum(o.value for o in outcomes) / len(outcomes)


def _prune(
    alive: list[Action], outcomes: dict[Action, list[Outcome]], made: Action, worlds: int
) -> list[Action]:
    """Drop candidates clearly worse than the leader in the same worlds (the move made stays)."""

    def total(a: Action) -> float:
        return sum(o.value for o in outcomes[a][-worlds:])

    lead = max(alive, key=lambda a: (total(a), a == made))
    keep = []
    for a in alive:
        if a in (lead, made):
            keep.append(a)
            continue
        d = [x.value - y.value for x, y in zip(outcomes[a][-worlds:], outcomes[lead][-worlds:])]
        mean = sum(d) / worlds
        se = (sum((x - mean) ** 2 for x in d) / (worlds - 1) / worlds) ** 0.5
        if not (mean < -2.5 * se and mean < -1.0):
            keep.append(a)
    return keep


def _play_out(base: HandState, seat: Seat, act: Action, roll_seed: int) -> Outcome:
    """Play ``act`` in a copy of the world, finish the trick, then the hand (heuristic players)."""

    st = base.copy()
    rng = random.Random(roll_seed)
    side = (seat, (seat + 2) & 3) if st.rules.mode == "partners" else (seat,)
    before = [(st.taken1[s], st.taken2[s]) for s in side]
    tricks = st.tricks
    _play_my_action(st, seat, act)
    noise = EXPERT.noise * st.rules.decks  # the review judges with the expert's rollouts
    finish_trick(st, tricks, (EXPERT.weights,) * 4, rng, noise)
    took = False
    trick_cards = 0
    if base.phase == PLAY and st.last_trick is not None and st.tricks == tricks + 1:
        took = st.last_trick[2] in side
        trick_cards = taken_since(side, before, st.taken1, st.taken2)
    rollout(st, rng, noise, weights=EXPERT.weights)
    assert st.result is not None
    kept = 0
    hearts = 0
    for s in side:
        kept |= st.taken1[s]
        hearts += (st.taken1[s] & HEART_MASK).bit_count() + (st.taken2[s] & HEART_MASK).bit_count()
    parts = st.result.standing_parts(seat)
    return Outcome(objective(st, seat), parts, took, trick_cards, kept, hearts)


def _play_my_action(st: HandState, seat: Seat, act: Action) -> None:
    """Apply the reviewed seat's action; in the window it then stops exposing (as the search does)."""
    advance(st, seat, act)
    if st.phase == EXPOSURE and act not in (DONE, DECLINE_FIRST) and st.pending >> seat & 1:
        advance(st, seat, DONE)


__all__ = [
    "CANDIDATES",
    "THRESHOLD",
    "WORLDS",
    "WORLDS_TWO_DECKS",
    "HandReview",
    "ReviewedMove",
    "first_hand_of",
    "hand_start",
    "match_at",
    "review_decision",
    "review_hand",
    "review_match_hand",
    "state_at",
]
