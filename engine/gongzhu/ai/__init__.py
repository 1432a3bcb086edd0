"""Computer players: four levels behind one call, :func:`choose`.

* ``easy``   — the heuristic player with a beginner's noise: sometimes a random
  legal card, often a slightly worse one; exposes on a whim now and then.
* ``normal`` — the heuristic player (:mod:`.heuristics`) with the SHARP weights:
  card counting, voids, ducking, dumping the pig on a void, 拱猪, short-suit leads,
  stopping 全红, and the rules the search taught it (sheep catchers, ducking higher
  cards, the transformer's future and its keeping, partners' tricks, heart leads, the
  higher of two equal plays).
  Easy keeps the first, hand-set weights (PLAIN) under its slips.
* ``hard``   — determinized Monte Carlo (:mod:`.search`): hidden hands sampled
  from the view (:mod:`.sampler`), the heuristic's best candidates (equal cards
  once) played out by the normal level's player in 32 such worlds, best mean
  standing (own or team score less the other side's) wins if it clearly beats the
  heuristic's first play (a standard error down); at most 0.2 s. Also
  decides 首明 and each exposure by simulation, over 48 worlds with the expert's
  rollout noise.
* ``expert`` — the same search with a larger budget (up to 3,000 worlds, raced)
  and rollout players that add a little noise to SHARP's scores, so a candidate
  is judged over a spread of plausible ways the hand goes on rather than the one
  way the heuristic would play it; the larger budget averages the extra spread.
  Like hard it leaves the heuristic's first play only for a clearly better one.
  Search options measured but not switched on for it (they did not beat plain
  search at equal worlds): more candidates, exact endgames (:mod:`.endgame`), and
  inference — each world counted by how well it explains the other seats' plays
  (:mod:`.inference`; needs the view's order of play,
  ``view_for(state, seat, match.moves)``).

Pure: no pygame, no clocks but ``time.perf_counter`` for the budget;
deterministic for a given (view, level, budget, seed) when the budget does
not bind (cap the work with ``max_worlds`` for exact reproducibility).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..actions import CLAIM, NO_SWAP, SWAP, play_cards
from ..cards import PIG
from ..hand import EXPOSURE, FIRST_EXPOSURE, PLAY, SWAP_CHOICE, play_key
from ..scoring import score_hand
from ..view import SeatView
from .explain import Comparison, reason
from .exposing import exposure_action
from .heuristics import best_play
from .knowledge import ctx_from_view
from .search import search
from .weights import NORMAL, PLAIN, SHARP, Weights

LEVELS = ("easy", "normal", "hard", "expert")


@dataclass(frozen=True, slots=True)
class SearchPlan:
    """How a searching level spends its budget (see :func:`.search.search`).

    ``limit`` candidates, at most ``worlds`` worlds; ``prune`` races the
    candidates and stops once the choice is clear (within ``tolerance``
    points per deck); ``infer`` weights worlds by how well they explain the
    other seats' plays (needs ``view.plays``; with ``discards`` only the plays off the led
    suit); ``caution`` is how many
    standard errors another play must clear to replace the heuristic's first;
    ``noise`` (points per deck) is the spread added to the rollout players' scores
    (``own_noise`` ≥ 0: the seat's own side's instead);
    ``weights`` are the rollout players' (and the candidates') heuristic; from
    ``endgame`` cards in hand down, each world is solved exactly instead (0: never);
    ``race_from`` is the world count the race starts at; ``seconds`` > 0 caps the
    caller's budget (a level's own pace, whatever the table asks);
    ``evidence`` seldom deals the pig to a seat whose discards showed it has none;
    ``lookahead`` > 0: the rollout players choose among that many plays by playing the
    trick out; ``sharpness`` and ``resample``: how ``infer`` uses the play likelihood;
    ``exposure``, if given, is the plan for the 首明 and exposure answers instead.
    """

    limit: int = 6
    worlds: int = 400
    prune: bool = True
    tolerance: float = 1.0
    infer: bool = False
    caution: float = 0.0
    noise: float = 0.0
    weights: Weights = NORMAL
    endgame: int = 0
    seconds: float = 0.0
    evidence: bool = False
    discards: bool = False
    own_noise: float = -1.0
    race_from: int = 32
    lookahead: int = 0
    sharpness: float = 1.0
    resample: int = 0
    exposure: SearchPlan | None = None


# Measured (decision quality in the true deal, and duplicate arenas): weighting by the
# play likelihood, more candidates and exact endgames did not beat plain search at equal
# worlds, nor did twice the worlds; noisy rollouts did. Caution (below, for hard) did not at
# first, but with the rollouts that play for their standing and lead hearts it does: at 160
# worlds each, partners, +9.0 [+1.8, +16.2] per seat over the best mean, 159 deals.
#
# Each of the expert's worlds is drawn from eight by how well it explains the other seats'
# plays (the heuristic's softmax, cubed: a sharper model than the fitted one places the pig, the
# sheep, the transformer and the top spades and hearts better, even among searching
# players). Priced in the real deal against a table of hard players, 160 worlds each,
# partners: +1.59 [+0.27, +2.92] per decision over plain worlds.
EXPERT = SearchPlan(
    worlds=3000, noise=10.0, weights=SHARP, caution=1.0, infer=True, sharpness=3.0, resample=8
)  # the post-hand review judges with its rollout players
# The hard level searches 32 worlds with the normal level's heuristic (SHARP, noise-free)
# as its rollout player. Searching as the expert does, capped at 0.2 s, it played as well as
# the expert of its day (expert − that hard, partners: about +4 ± 18 per seat): the ladder
# needs a step there. At eight worlds it was no stronger than b693e91's hard; at 16 it beat
# that hard by +16 per seat (partners; docs/AI.md, How strong they are, has the ladder now).
#
# Among six candidates over a few worlds the best mean is often just the luckiest, so hard
# leaves the heuristic's first play only for one whose gain over it, paired on the same
# worlds, stays positive a standard error down (caution 1): +6.5 [+0.4, +12.7] per seat
# against hard without it at 16 worlds, partners, 300 deals. With caution more worlds pay
# again: 32 against 16, +12.7 [+4.9, +20.4] per seat (150 deals, median 36 ms a decision),
# and 160 against 32 no more (−4.1 [−18.0, +9.9], 56 deals).
#
# Its 首明 and exposure answers are few and weigh much (an exposure doubles a card), so those
# it searches as the expert does within its 0.2 s: priced in the real deal, 48 worlds with the
# expert's noise answer them better than eight.
HARD = SearchPlan(
    worlds=32,
    weights=SHARP,
    seconds=0.2,
    caution=1.0,
    exposure=SearchPlan(worlds=48, noise=10.0, weights=SHARP, seconds=0.2),
)
_SEARCH = {"hard": HARD, "expert": EXPERT}


@dataclass(frozen=True, slots=True)
class Decision:
    """An action and why, in English and 中文 (one line each); a search's decision also says
    how many worlds it saw and how much better its action did than the next best one."""

    action: int
    reason_en: str
    reason_zh: str
    worlds: int = 0
    gain: float | None = None  # the figure the reason quotes (points against the others)
    runner_up: int | None = None


def choose(
    view: SeatView, level: str, budget_s: float = 0.5, seed: int = 0, max_worlds: int | None = None
) -> Decision:
    """The action ``level`` takes for ``view.seat`` now, with its reasons."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (one of {', '.join(LEVELS)})")
    legal = list(view.legal)
    if not legal:
        raise ValueError("this seat has nothing to decide now")
    rng = random.Random(seed)
    if view.phase == SWAP_CHOICE:
        return _swap_choice(view)
    if len(legal) == 1:
        return Decision(legal[0], *reason("forced", legal[0], first_card=view.first_card))
    if CLAIM in legal and view.rules.colour_rule != "penalty":
        return Decision(CLAIM, *reason("claim", CLAIM))
    if level in _SEARCH:
        plan = _SEARCH[level]
        if view.phase != PLAY and plan.exposure is not None:
            plan = plan.exposure
        worlds = plan.worlds if max_worlds is None else min(plan.worlds, max_worlds)
        if plan.seconds > 0:
            budget_s = min(budget_s, plan.seconds)
        res = search(
            view,
            budget_s,
            seed,
            worlds,
            limit=plan.limit,
            noise=plan.noise * view.rules.decks,
            prune=plan.prune,
            infer=plan.infer,
            caution=plan.caution,
            tolerance=plan.tolerance * view.rules.decks,
            weights=plan.weights,
            endgame=plan.endgame,
            evidence=plan.evidence,
            discards=plan.discards,
            own_noise=None if plan.own_noise < 0 else plan.own_noise * view.rules.decks,
            race_from=plan.race_from,
            lookahead=plan.lookahead,
            sharpness=plan.sharpness,
            resample=plan.resample,
        )
        # (with caution the play kept may not have the best mean: the gain is then below 0)
        others = [(m, a) for a, m in res.means.items() if a != res.action]
        tag = res.tag or ("expose_search" if view.phase != PLAY else "lead")
        if not others:
            return replace(_decision(view, res.action, tag), worlds=res.worlds)
        second, runner_up = max(others, key=lambda x: (x[0], -x[1]))
        gain = res.means[res.action] - second
        d = _decision(view, res.action, tag, Comparison(runner_up, gain, _team(view)))
        return replace(d, worlds=res.worlds, gain=gain, runner_up=runner_up)
    if view.phase in (FIRST_EXPOSURE, EXPOSURE):
        easy = level == "easy"
        act, tag = exposure_action(
            legal, view.hand, view.rules, rng, 0.15 if easy else 0.0, PLAIN if easy else NORMAL
        )
        return _decision(view, act, tag)
    assert view.phase == PLAY
    c = ctx_from_view(view)
    if level == "easy" and rng.random() < 0.15:
        act = legal[rng.randrange(len(legal))]
        return _decision(view, act, "lead" if not view.trick else "win")
    # Normal plays the expert's heuristic, noise-free; easy keeps the older weights and
    # slips, growing with the stakes (two decks score about twice as high).
    if level == "easy":
        act, tag, _ = best_play(c, legal, rng, 30.0 * view.rules.decks, True, PLAIN)
    else:
        act, tag, _ = best_play(c, legal, rng, 0.0, True, NORMAL)
    return _decision(view, act, tag)


def _team(view: SeatView) -> bool:
    """Whether the seat's standing is its team's (partners, 猪羊一家)."""
    return view.rules.mode != "solo"


def _decision(view: SeatView, action: int, tag: str, compare: Comparison | None = None) -> Decision:
    winner = -1
    if view.trick:
        best = -1
        for s, a in view.trick:
            k = play_key(play_cards(a), view.lead_suit, view.lead_pair)
            if k > best:
                best, winner = k, s
    pig_out = not any(p[0] >> PIG & 1 for p in view.played_by) and not (view.hand[0] >> PIG & 1)
    en, zh = reason(
        tag,
        action,
        suit=view.lead_suit,
        winner=winner,
        pig_out=pig_out,
        first_card=view.first_card,
        view=view,
        compare=compare,
    )
    return Decision(action, en, zh)


def _swap_choice(view: SeatView) -> Decision:
    """猪羊变色: score both answers (every card is taken by now) and keep the better standing
    (a swap that only turns a rival's pig into +100 is no gain)."""
    rules = view.rules
    dealt = [view.dealt if s == view.seat else view.played_by[s] for s in range(4)]
    values = {}
    for act in (NO_SWAP, SWAP):
        res = score_hand(rules, view.taken, view.exposures, view.self_taken, act == SWAP, dealt)
        values[act] = res.standing(view.seat)
    best = SWAP if values[SWAP] > values[NO_SWAP] else NO_SWAP
    other = NO_SWAP if best == SWAP else SWAP
    gain = values[best] - values[other]
    compare = Comparison(other, gain, _team(view), exact=True)
    en, zh = reason("swap" if best == SWAP else "no_swap", best, compare=compare)
    return Decision(best, en, zh, gain=gain, runner_up=other)


__all__ = [
    "EXPERT",
    "HARD",
    "LEVELS",
    "NORMAL",
    "PLAIN",
    "SHARP",
    "Decision",
    "SearchPlan",
    "choose",
]
