"""复盘 — the post-hand review: which of a player's decisions cost points, and what was better.

After a hand, every decision of one seat is looked at again *from that seat's
view at that moment* (:func:`engine.view.view_for`), never from the cards it
could not see. The expert search's machinery (:mod:`engine.ai.sampler`,
:mod:`engine.ai.search`) samples worlds consistent with the view; the move made
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

from .actions import CLOSE_WINDOW, DECLINE_FIRST, DONE, Action, play_cards
from .ai import EXPERT
from .ai.explain import reason
from .ai.knowledge import card_values, taken_value
from .ai.lookahead import finish_trick
from .ai.sampler import Sampler
from .ai.search import candidates as search_candidates
from .ai.search import objective, rollout
from .cards import PIG, Card, Seat, card_label
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
from .rules import RuleSet
from .scoring import exposure_factors
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
    reason_en: str  # why ``preferred`` is better: what the worlds showed, or the hint's line
    reason_zh: str

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
    cands, tags = search_candidates(view, candidates, EXPERT.weights)
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
    en, zh = _reason(view, made, preferred, tags.get(preferred, ""), made_out, pref_out)
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
) -> dict[Action, list[_Outcome]]:
    """Every candidate played out in the same ``worlds`` sampled worlds (common random numbers).

    With ``prune``, candidates clearly worse than the leader are dropped every
    :data:`BATCH` worlds, and the pass ends early when only the move made is left.
    Only the candidates that saw every world are returned.
    """
    outcomes: dict[Action, list[_Outcome]] = {a: [] for a in cands}
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


def _mean(outcomes: Sequence[_Outcome]) -> float:
    return sum(o.value for o in outcomes) / len(outcomes)


def _prune(
    alive: list[Action], outcomes: dict[Action, list[_Outcome]], made: Action, worlds: int
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


@dataclass(frozen=True, slots=True)
class _Outcome:
    """How one candidate turned out in one sampled world."""

    value: float  # the standing the seat plays for (objective)
    pig_in_trick: bool  # this trick brought the pig to the seat's side
    trick_points: int  # what this trick's scoring cards are worth to the seat's side
    pig_at_end: bool  # the seat's side holds the pig when the hand ends


def _play_out(base: HandState, seat: Seat, act: Action, roll_seed: int) -> _Outcome:
    """Play ``act`` in a copy of the world, finish the trick, then the hand (heuristic players)."""

    st = base.copy()
    rng = random.Random(roll_seed)
    side = (seat, (seat + 2) & 3) if st.rules.mode == "partners" else (seat,)
    before = [(st.taken1[s], st.taken2[s]) for s in side]
    tricks = st.tricks
    _play_my_action(st, seat, act)
    noise = EXPERT.noise * st.rules.decks  # the review judges with the expert's rollouts
    finish_trick(st, tricks, (EXPERT.weights,) * 4, rng, noise)
    pig_in_trick = False
    points = 0
    if base.phase == PLAY:
        vals = card_values(st.rules.hearts, exposure_factors(st.exposures))
        for s, (t1, t2) in zip(side, before):
            new1, new2 = st.taken1[s] & ~t1, st.taken2[s] & ~t2
            pig_in_trick |= bool((new1 | new2) >> PIG & 1)
            points += taken_value(vals, new1, new2)
    rollout(st, rng, noise, weights=EXPERT.weights)
    pig_at_end = any(st.taken1[s] >> PIG & 1 for s in side)
    return _Outcome(objective(st, seat), pig_in_trick, points, pig_at_end)


def _play_my_action(st: HandState, seat: Seat, act: Action) -> None:
    """Apply the reviewed seat's action; in the window it then stops exposing (as the search does)."""
    advance(st, seat, act)
    if st.phase == EXPOSURE and act not in (DONE, DECLINE_FIRST) and st.pending >> seat & 1:
        advance(st, seat, DONE)


def _share(outcomes: Sequence[_Outcome], what: str) -> int:
    """Percent of the worlds in which ``what`` happened."""
    return round(100 * sum(1 for o in outcomes if getattr(o, what)) / max(1, len(outcomes)))


def _reason(
    view: SeatView,
    made: Action,
    preferred: Action,
    tag: str,
    made_out: Sequence[_Outcome],
    pref_out: Sequence[_Outcome],
) -> tuple[str, str]:
    """One line on why ``preferred`` is better, in English and 中文.

    What the worlds showed comes first — the pig falling on the seat in this
    trick or by the end, or this trick's points — and otherwise the hint's own
    reason for the preferred move (engine.ai.explain).
    """

    if made != preferred and view.phase == PLAY:
        m_cards, p_cards = _cards(made), _cards(preferred)
        p, q = _share(made_out, "pig_in_trick"), _share(pref_out, "pig_in_trick")
        if p >= 50 and p - q >= 30:
            return (
                (
                    f"{m_cards} wins this trick with the pig in it in {p} of 100 possible deals; "
                    f"{p_cards} in {q}."
                ),
                f"出{m_cards}，每100种可能的牌局里有{p}种会连猪一起吃进这一圈；出{p_cards}只有{q}种。",
            )
        p, q = _share(made_out, "pig_at_end"), _share(pref_out, "pig_at_end")
        if p - q >= 30:
            return (
                (
                    f"After {m_cards} the pig ends up with you in {p} of 100 possible deals; "
                    f"after {p_cards} in {q}."
                ),
                f"出{m_cards}后，每100种可能的牌局里有{p}种猪最后落到你手里；出{p_cards}只有{q}种。",
            )
        m_pts = sum(o.trick_points for o in made_out) / max(1, len(made_out))
        p_pts = sum(o.trick_points for o in pref_out) / max(1, len(pref_out))
        if m_pts <= p_pts - THRESHOLD:
            m_txt, p_txt = _signed(m_pts), _signed(p_pts)
            return (
                (
                    f"{m_cards} takes this trick's points: {m_txt} on average, against {p_txt} "
                    f"with {p_cards}."
                ),
                f"出{m_cards}会吃进这一圈的分：平均{m_txt}，出{p_cards}是{p_txt}。",
            )
    if not tag:
        tag = "expose_search" if view.phase in (FIRST_EXPOSURE, EXPOSURE) else "lead"
    pig_out = not any(p[0] >> PIG & 1 for p in view.played_by) and not view.hand[0] >> PIG & 1
    return reason(
        tag,
        preferred,
        suit=view.lead_suit,
        winner=_winning_so_far(view),
        pig_out=pig_out,
        first_card=view.first_card,
    )


def _signed(points: float) -> str:
    """+20, −50, 0 (a real minus sign, as the result screen writes scores)."""
    n = round(points)
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def _cards(action: Action) -> str:
    return " ".join(card_label(c) for c in play_cards(action))


def _winning_so_far(view: SeatView) -> Seat:
    """Who is winning the trick in progress (−1: nobody has played)."""
    best, winner = -1, -1
    for s, act in view.trick:
        cards = play_cards(act)
        if any(c // 13 != view.lead_suit for c in cards):
            continue
        if view.lead_pair:
            pair_wins = view.lead_suit == 2  # ♦: a pair beats a non-pair (RULES §4)
            key = (100 if (cards[0] == cards[1]) == pair_wins else 0) + max(cards)
        else:
            key = cards[0]
        if key > best:  # strictly: the first of two equal plays keeps the trick
            best, winner = key, s
    return winner


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
