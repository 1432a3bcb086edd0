"""复盘 for 升级 (SHENGJI §4–§8): which of one seat's plays and burials cost its side, and what
was better.

Each decision is judged again *from the seat's view at that moment* (:func:`.view.view_for`),
never from cards it could not see: :func:`judge` takes a view and nothing else of the hand. The
hard player's machinery deals the hidden cards again to fit that view (:mod:`.ai.sampler`),
and the play made and the search's best few candidates are each played out to the hand's end
by the normal player in the *same* worlds (common random numbers), so a difference of two
means is the cost of the choice, not the luck of a deal. The best of several noisy means
flatters itself, so once the better play is known the two are measured again on fresh worlds.

A hand's end is valued as the search values it (:func:`.ai.search.outcome`: levels won or lost,
and a little per point). The figures a player is shown are plain means, from the seat's side:
the levels its side rises (the other side's rise counts negative) and the points of the
defenders' total in its favour, split as §8 adds them up — tricks, the kitty (抠底), throw
penalties — so the parts add up to the whole. Declaring (§3) is not judged: the worlds start
once the cards are drawn.

Pure: no clocks but ``time.perf_counter`` for an optional budget; without one, the review
depends on its seed alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from .ai.bidding import choose_call, ranked_burials
from .ai.knowledge import Seen, ctx_from_view
from .ai.playing import ranked_plays
from .ai.sampler import deal_world, known_held, world_state
from .ai.search import outcome, rollout, step
from .cards import Card, Seat, points_of
from .draw import deal
from .match import ShengjiMatch
from .moves import advance, apply_action, legal_actions, to_act
from .rules import ShengjiRules
from .state import CALL, KITTY, PLAY, Action, Bury, HandResult, HandState, Play
from .view import ShengjiView, view_for

Move = tuple[Seat, Action]
WORLDS = 24  # worlds shared by every candidate of a decision
CONFIRM = 24  # fresh worlds on which the play made and the better one are measured again
MIN_WORLDS = 6  # a budget never cuts a decision below this many worlds (each phase)
CANDIDATES = 4  # the search's best plays looked at besides the one made
THRESHOLD = 0.08  # in the search's units (a level; 0.008 a point): smaller costs are not shown
POINT_WEIGHT = 0.008  # engine.shengji.ai.search.POINT_WEIGHT: a point beside a level


@dataclass(frozen=True, slots=True)
class Figures:
    """Means over the worlds, from the seat's side, of where one choice leads."""

    value: float  # the search's outcome (levels, and a little per point)
    levels: float  # levels the seat's side rises; the other side's rise counts negative
    points: float  # the defenders' total in the seat's favour (declaring: negative)
    tricks: float  # its part from tricks
    kitty: float  # its part from the kitty (抠底)
    penalty: float  # the rest: throw penalties (§6), and the floor at 0
    trick_ours: float  # the share of worlds in which this trick goes to the seat's side
    trick_points: float  # the points this trick holds at its end


@dataclass(frozen=True, slots=True)
class Judged:
    """One decision of the seat, judged from what it knew then."""

    index: int  # position in the hand's moves (the state before it: moves[:index])
    trick: int  # 1-based; 0: the burial (§4)
    kind: str  # "lead", "follow" or "bury"
    made: tuple[Card, ...]
    best: tuple[Card, ...]
    made_figures: Figures
    best_figures: Figures
    loss: float  # the search's value of ``best`` less that of ``made`` (fresh worlds)
    noise: float  # the standard error of ``loss``
    worlds: int  # worlds of the confirming measure (of the first, if nothing was better)

    def costly(self, threshold: float = THRESHOLD) -> bool:
        """Worth a player's attention: another play, clearly and noticeably better."""
        return self.best != self.made and self.loss >= threshold and self.loss > 2 * self.noise

    def lost_parts(self) -> tuple[int, int, int]:
        """The points lost (tricks, kitty, penalties), each rounded: they add up to
        :meth:`lost_points` exactly."""
        m, b = self.made_figures, self.best_figures
        return (
            round(b.tricks - m.tricks),
            round(b.kitty - m.kitty),
            round(b.penalty - m.penalty),
        )

    def lost_points(self) -> int:
        return sum(self.lost_parts())

    def lost_tenths(self) -> int:
        """The levels lost, in tenths of a level (a whole number, so totals add up)."""
        return round(10 * (self.best_figures.levels - self.made_figures.levels))


@dataclass(frozen=True, slots=True)
class ShengjiReview:
    """Every decision of ``seat`` that was judged, and the hand's result."""

    seat: Seat
    decisions: tuple[Judged, ...]
    forced: int  # plays the seat had no choice in (not judged)
    result: HandResult
    threshold: float = THRESHOLD

    @property
    def mistakes(self) -> tuple[Judged, ...]:
        """The decisions worth showing, in the order they were made."""
        return tuple(d for d in self.decisions if d.costly(self.threshold))

    def total_points(self) -> int:
        """The points the listed decisions lost: the sum of their shown figures."""
        return sum(d.lost_points() for d in self.mistakes)

    def total_tenths(self) -> int:
        return sum(d.lost_tenths() for d in self.mistakes)

    def judged(self, index: int) -> Judged | None:
        """The judgement of the decision at move ``index`` (None: not judged)."""
        return next((d for d in self.decisions if d.index == index), None)


# ---- the hand's decisions --------------------------------------------------------------------


def start_of(
    rules: ShengjiRules,
    deal_number: int,
    first_receiver: Seat,
    levels: Sequence[int],
    declarer: Seat | None,
) -> HandState:
    """The hand as it was drawn (saves.shengji_history's record holds these)."""
    return deal(rules, deal_number, first_receiver, tuple(levels), declarer)


def decision_points(
    start: HandState, moves: Sequence[Move], seat: Seat
) -> list[tuple[int, HandState]]:
    """The seat's decisions the review can judge, with the state before each: every play, and
    the first burial (judged as the burial that stood: §4 a re-burial may change it). Every
    move is checked by the rules again."""
    out: list[tuple[int, HandState]] = []
    st = start
    for i, (s, action) in enumerate(moves):
        if (
            s == seat
            and isinstance(action, Play)
            or s == seat
            and isinstance(action, Bury)
            and st.phase == KITTY
        ):
            out.append((i, st))
        st, _ = apply_action(st, s, action)
    return out


def had_choice(st: HandState, seat: Seat) -> bool:
    """Whether ``seat``, to move in ``st`` (a decision point's state), could have chosen
    otherwise: a burial always can (§4: any cards of the hand); a play when the rules allow
    more than one (not the last trick's card, nor a follow the duties leave one way to make)."""
    if st.phase == KITTY:
        return True
    return len(legal_actions(st, seat)) > 1


def match_before(match: ShengjiMatch, index: int) -> ShengjiMatch:
    """The match's last finished hand drawn again with its first ``index`` moves played (each
    checked by the rules again): the levels and the earlier hands as they were, so a hand
    played on from a review ends, and its levels rise, as the real one could have."""
    record = match.records[-1]
    hand = start_of(match.rules, record.deal, record.first_receiver, record.levels, record.declarer)
    out = ShengjiMatch(match.rules, match.seed, hand, record.levels, records=match.records[:-1])
    for seat, action in record.moves[:index]:
        out, _ = out.apply(seat, action)
    return out


def final_burial(moves: Sequence[Move], seat: Seat) -> tuple[Card, ...]:
    """The seat's last burial of the hand (a re-burial replaces the first)."""
    buried = [a.cards for s, a in moves if s == seat and isinstance(a, Bury)]
    return tuple(sorted(buried[-1])) if buried else ()


# ---- one decision ----------------------------------------------------------------------------


def _mine(result: HandResult, seat: Seat, other: Seat, players: int) -> bool:
    """Whether ``other`` was on ``seat``'s side in this world's end."""
    if players == 4:
        return other % 2 == seat % 2
    return (other in result.declarers) == (seat in result.declarers)


def _measure(
    st: HandState, seat: Seat, trick: int, point_weight: float
) -> tuple[float, float, float, float, float, float, float, float]:
    """One world's end, from the seat's side (the fields of :class:`Figures`)."""
    result = st.result
    assert result is not None
    players = st.rules.players
    mine = (
        seat in result.declarers
        if players != 4
        else any(s % 2 == seat % 2 for s in result.declarers)
    )
    rise = result.rise if result.declarers_won == mine else -result.rise
    sign = -1.0 if mine else 1.0  # the defenders' points are against the declaring side
    kitty = result.kitty_points * result.multiplier
    rest = result.defenders_points - result.trick_points - kitty
    ours = 0.0
    points = 0.0
    if 0 <= trick < len(st.tricks):
        plays, winner = st.tricks[trick]
        ours = 1.0 if _mine(result, seat, winner, players) else 0.0
        points = float(sum(points_of(c) for _, c in plays))
    return (
        outcome(result, seat, players, point_weight),
        float(rise),
        sign * result.defenders_points,
        sign * result.trick_points,
        sign * kitty,
        sign * rest,
        ours,
        points,
    )


def _figures(rows: list[tuple[float, ...]]) -> Figures:
    n = len(rows)
    return Figures(*(sum(r[k] for r in rows) / n for k in range(8)))


def _play_out(
    view: ShengjiView,
    cards: tuple[Card, ...],
    world: HandState,
    seen: Seen,
    point_weight: float,
) -> tuple[float, ...]:
    """Play ``cards`` (a play or a burial) for the seat in one world, then the hand out."""
    st = world.copy()
    seen = seen.copy()
    seat = view.seat
    if view.phase == KITTY:
        advance(st, seat, Bury(cards))
        if st.phase == CALL:
            advance(st, seat, choose_call(view_for(st, seat)))
    else:
        step(st, seat, cards, seen)
    rollout(st, seen)
    trick = len(view.tricks) if view.phase == PLAY else -1
    return _measure(st, seat, trick, point_weight)


def candidates_for(view: ShengjiView, made: tuple[Card, ...], count: int) -> list[tuple[Card, ...]]:
    """The play made first, then the search's best others (the heuristic's ranking, as the
    hard player's search takes them)."""
    if view.phase == KITTY:
        ranked = [tuple(sorted(c)) for _, c in ranked_burials(view)]
    else:
        ranked = [tuple(sorted(p)) for _, p in ranked_plays(ctx_from_view(view))]
    out = [made]
    for p in ranked:
        if p not in out and len(out) <= count:
            out.append(p)
    return out


def forced(view: ShengjiView, made: tuple[Card, ...]) -> bool:
    """No choice worth judging: the search has one play only, and it is the one made."""
    return candidates_for(view, made, 1) == [made]


def judge(
    view: ShengjiView,
    made: tuple[Card, ...],
    *,
    index: int = 0,
    worlds: int = WORLDS,
    confirm: int = CONFIRM,
    candidates: int = CANDIDATES,
    seed: int = 0,
    budget_s: float | None = None,
    point_weight: float = POINT_WEIGHT,
) -> Judged:
    """The play (or burial) ``made`` from the position ``view``, against the best other.

    Reads ``view`` alone: the worlds are dealt from it, so two hands that look the same from
    the seat are judged the same for the same seed.
    """
    made = tuple(sorted(made))
    start = time.perf_counter()
    ctx = ctx_from_view(view)
    known = known_held(view)
    rng = random.Random(seed)
    options = candidates_for(view, made, candidates)

    def world() -> HandState:
        hands, kitty, stock = deal_world(view, ctx, rng, known)
        if view.phase == KITTY:
            return world_state(view, hands, (), ())
        return world_state(view, hands, kitty, stock)

    def over(n: int, share: float) -> bool:
        if budget_s is None or n < MIN_WORLDS:
            return False
        return time.perf_counter() - start > budget_s * share

    rows: list[list[tuple[float, ...]]] = [[] for _ in options]
    n = 0
    while n < worlds and not over(n, 0.6):
        w = world()
        for i, cards in enumerate(options):
            rows[i].append(_play_out(view, cards, w, ctx.seen, point_weight))
        n += 1
    means = [sum(r[0] for r in rs) / n for rs in rows]
    best = max(range(len(options)), key=lambda i: (means[i], -i))
    if best == 0:
        f = _figures(rows[0])
        return Judged(index, _trick(view), _kind(view), made, made, f, f, 0.0, 0.0, n)
    fresh: list[list[tuple[float, ...]]] = [[], []]
    m = 0
    while m < confirm and not over(m, 1.0):
        w = world()
        for k, cards in enumerate((made, options[best])):
            fresh[k].append(_play_out(view, cards, w, ctx.seen, point_weight))
        m += 1
    diffs = [b[0] - a[0] for a, b in zip(fresh[0], fresh[1])]
    loss = sum(diffs) / m
    noise = math.sqrt(sum((d - loss) ** 2 for d in diffs) / (m - 1) / m) if m > 1 else abs(loss)
    return Judged(
        index,
        _trick(view),
        _kind(view),
        made,
        options[best],
        _figures(fresh[0]),
        _figures(fresh[1]),
        loss,
        noise,
        m,
    )


def _trick(view: ShengjiView) -> int:
    return 0 if view.phase == KITTY else len(view.tricks) + 1


def _kind(view: ShengjiView) -> str:
    if view.phase == KITTY:
        return "bury"
    return "follow" if view.trick else "lead"


# ---- the hand --------------------------------------------------------------------------------


def review_hand(
    rules: ShengjiRules,
    deal_number: int,
    first_receiver: Seat,
    levels: Sequence[int],
    declarer: Seat | None,
    moves: Sequence[Move],
    seat: Seat,
    *,
    worlds: int = WORLDS,
    confirm: int = CONFIRM,
    candidates: int = CANDIDATES,
    seed: int = 0,
    budget_s: float | None = None,
    threshold: float = THRESHOLD,
) -> ShengjiReview:
    """Review ``seat``'s decisions in a finished hand given as its record (plain values, so
    the job runs in the worker process). ``budget_s`` caps the whole review's time, shared
    evenly by the decisions still to judge."""
    start = time.perf_counter()
    first = start_of(rules, deal_number, first_receiver, levels, declarer)
    points = decision_points(first, moves, seat)
    burial = final_burial(moves, seat)
    end = first
    for s, action in moves:
        end, _ = apply_action(end, s, action)
    if end.result is None:
        raise ValueError("the hand is not over: nothing to review")
    judged: list[Judged] = []
    skipped = 0
    for k, (i, st) in enumerate(points):
        share = None
        if budget_s is not None:
            left = budget_s - (time.perf_counter() - start)
            share = max(0.0, left / (len(points) - k))
        one = _judge_at(st, moves, i, seat, burial, worlds, confirm, candidates, seed, share)
        if one is None:
            skipped += 1
        else:
            judged.append(one)
    return ShengjiReview(seat, tuple(judged), skipped, end.result, threshold)


def review_decision(
    rules: ShengjiRules,
    deal_number: int,
    first_receiver: Seat,
    levels: Sequence[int],
    declarer: Seat | None,
    moves: Sequence[Move],
    seat: Seat,
    index: int,
    *,
    worlds: int = WORLDS,
    confirm: int = CONFIRM,
    candidates: int = CANDIDATES,
    seed: int = 0,
    budget_s: float | None = None,
) -> Judged | None:
    """The one decision at move ``index`` of a finished hand, judged as :func:`review_hand`
    judges it (same seed, same answer); None when it was forced. One job per decision, so
    the screen shows each as it comes and a failure costs one decision, not the hand."""
    st = start_of(rules, deal_number, first_receiver, levels, declarer)
    for s, action in moves[:index]:
        st, _ = apply_action(st, s, action)
    if moves[index][0] != seat or to_act(st) != seat:
        raise ValueError(f"move {index} is not a decision of seat {seat}")
    burial = final_burial(moves, seat)
    return _judge_at(st, moves, index, seat, burial, worlds, confirm, candidates, seed, budget_s)


def _judge_at(
    st: HandState,
    moves: Sequence[Move],
    index: int,
    seat: Seat,
    burial: tuple[Card, ...],
    worlds: int,
    confirm: int,
    candidates: int,
    seed: int,
    budget_s: float | None,
) -> Judged | None:
    """The decision at ``index`` from the state before it, seen from ``seat``'s view alone."""
    view = view_for(st, seat)
    action = moves[index][1]
    if isinstance(action, Bury):
        made = burial
    elif isinstance(action, Play):
        made = tuple(sorted(action.cards))
    else:
        raise TypeError(f"move {index} is neither a play nor a burial: not judged")
    if forced(view, made):
        return None
    return judge(
        view,
        made,
        index=index,
        worlds=worlds,
        confirm=confirm,
        candidates=candidates,
        seed=seed * 1_000_003 + index,
        budget_s=budget_s,
    )


__all__ = [
    "CANDIDATES",
    "THRESHOLD",
    "Figures",
    "Judged",
    "ShengjiReview",
    "decision_points",
    "judge",
    "review_decision",
    "review_hand",
    "start_of",
]
