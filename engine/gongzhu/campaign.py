"""闯关 — the campaign: beat four computer opponents in turn, as in the 1991 DOS 拱猪.

The ladder (:data:`STAGES`) names each stage's opponent by a *personality*, the
way they play, and the strength of the two ordinary computer players beside
them. The challenger sits South, the stage's opponent opposite (North), the
ordinary players East and West.

A personality is a wrapper around :func:`engine.gongzhu.ai.choose` — it never changes
the AI itself:

* ``cautious`` (stage 1) — never exposes; plays the normal heuristic with its
  scores shifted towards ducking (lose the trick, lead low).
* ``greedy`` (stage 2) — hungry for the sheep: always exposes ♦J, and the
  normal heuristic gets a bonus for winning a trick holding ♦J and for leading
  a diamond above the sheep while it is still out.
* ``reckless`` (stage 3) — exposes every special card it may; plays like the
  ``hard`` level.
* ``master`` (stage 4) — the ``expert`` level, exposures included.

Measured at North against three ``normal`` players, same deals, points per hand
over a ``normal`` North (one deck, classic; ``python -m build.campaign_balance``):
cautious −7 ± 15, greedy +11 ± 10 (300 deals each); reckless +16 ± 34, master
+48 ± 29 (60 deals, 0.3 s, ≤200 worlds). Since normal plays the tuned heuristic
the first two stand about level with it and the ladder's step comes mostly from the
ordinary players beside them, who rise too: easy, normal, normal, hard.

A stage is won in one of two ways, chosen before it starts (:class:`Goal`):

* **first to top N hands** — a seat *tops* a hand when its hand score (what it
  is credited, RULES §5/§6) is the highest of the four; every seat sharing the
  highest score tops that hand. The first seat to N tops decides the stage. When
  the challenger and others reach N in the same hand, the higher game total
  among them wins, and an equal total goes to the challenger. If the game ends
  (±limit) before anyone has N tops, the normal-end rule decides.
* **the normal game end** — won when the game ends with the challenger placed
  first (a shared first place counts) and not 当猪.

Pure: no pygame, no files, no clocks.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import CLAIM, DECLINE_FIRST, DONE, EXPOSE_BASE, FIRST_BASE, Action, play_cards
from .cards import DIAMONDS, NORTH, SHEEP, SOUTH, SUIT_MASKS, Card, Seat, count
from .hand import EXPOSURE, FIRST_EXPOSURE, PLAY
from .match import Match
from .rules import PRESETS, RuleSet
from .scoring import EXPOSURE_FACTOR, HandScore
from .view import SeatView, unseen_cards

if TYPE_CHECKING:
    from .ai import Decision

# engine.gongzhu.ai is imported where a decision is made, not here: the table asks for the ladder and
# base levels on its frame thread, and the AI loads off it (game.session.ai_worker.warm_up).

PREFIX = "campaign:"  # a computer level "campaign:<personality>" plays that personality
PLAYER: Seat = SOUTH  # the challenger
OPPONENT_SEAT: Seat = NORTH  # the stage's named opponent sits opposite
RULES: RuleSet = PRESETS["classic"]  # the DOS game's rules: one deck, ±1000

WON, LOST, GOING_ON = "won", "lost", "going-on"


@dataclass(frozen=True, slots=True)
class Personality:
    """How a campaign opponent plays: a base level plus what it changes about it."""

    key: str
    base: str  # the engine.gongzhu.ai level it builds on
    exposes: str  # "never", "always", "sheep" (always the sheep), "base"
    shift: Callable[[SeatView, Action, str], float] | None = None  # added to heuristic scores


@dataclass(frozen=True, slots=True)
class Stage:
    """One rung of the ladder: the opponent's personality and the side players' level."""

    number: int  # 1..4
    personality: str
    side_level: str  # the two ordinary computer players (East, West)
    strength: int  # 1..4, shown as stars

    @property
    def level(self) -> str:
        """The opponent's computer level string (what the table's worker is asked)."""
        return PREFIX + self.personality

    def levels(self) -> tuple[str, str, str, str]:
        """Computer levels by seat (South is the challenger: "human")."""
        out = ["human", self.side_level, self.level, self.side_level]
        return (out[0], out[1], out[2], out[3])


@dataclass(frozen=True, slots=True)
class Goal:
    """How a stage is won: first to ``tops`` hand tops, or (tops == 0) the normal game end."""

    tops: int = 3

    @property
    def code(self) -> str:
        return f"tops:{self.tops}" if self.tops else "game"

    @staticmethod
    def parse(code: str) -> Goal:
        """``"tops:3"`` or ``"game"``; raises ValueError for anything else."""
        if code == "game":
            return Goal(0)
        kind, _, n = code.partition(":")
        if kind != "tops" or not n.isdigit() or not 1 <= int(n) <= 20:
            raise ValueError(f"not a campaign goal: {code!r}")
        return Goal(int(n))


GOALS = (Goal(3), Goal(5), Goal(0))


@dataclass(frozen=True, slots=True)
class Outcome:
    """Where a stage stands after the hands played so far."""

    result: str  # WON, LOST or GOING_ON
    tops: tuple[int, int, int, int]  # hand tops per seat so far
    hands: int  # hands finished
    decided_by: str = ""  # "tops", "tie-total", "game-end" (empty while going on)


# ---------------------------------------------------------------- hand tops


def hand_tops(score: HandScore) -> tuple[Seat, ...]:
    """The seats that topped a hand: the highest credited hand score; ties all count."""
    best = max(score.credited)
    return tuple(s for s in range(4) if score.credited[s] == best)


def top_counts(scores: Sequence[HandScore]) -> tuple[int, int, int, int]:
    """Hand tops per seat over finished hands."""
    counts = [0, 0, 0, 0]
    for score in scores:
        for s in hand_tops(score):
            counts[s] += 1
    return (counts[0], counts[1], counts[2], counts[3])


def stage_outcome(match: Match, goal: Goal, player: Seat = PLAYER) -> Outcome:
    """The stage's result after the hands finished so far (see the module text for the rules)."""
    records = match.records
    n_hands = len(records)
    if goal.tops:
        counts = [0, 0, 0, 0]
        totals = [0, 0, 0, 0]
        for record in records:
            for s in hand_tops(record.score):
                counts[s] += 1
            totals = [t + c for t, c in zip(totals, record.score.credited)]
            reached = [s for s in range(4) if counts[s] >= goal.tops]
            if reached:
                tops = (counts[0], counts[1], counts[2], counts[3])
                if player not in reached:
                    return Outcome(LOST, tops, n_hands, "tops")
                rivals = [s for s in reached if s != player]
                if not rivals:
                    return Outcome(WON, tops, n_hands, "tops")
                won = all(totals[player] >= totals[s] for s in rivals)
                return Outcome(WON if won else LOST, tops, n_hands, "tie-total")
    tops = top_counts([r.score for r in records])
    if not match.game_over:
        return Outcome(GOING_ON, tops, n_hands)
    st = match.standings()[player]
    won = st.place == 1 and not st.pig
    return Outcome(WON if won else LOST, tops, n_hands, "game-end")


# ---------------------------------------------------------------- personalities


def _beats(view: SeatView, cards: tuple[Card, ...]) -> bool:
    """Does this play win the trick as it stands now (one deck: single cards)?"""
    if not view.trick:
        return True
    suit = view.lead_suit
    if any(c // 13 != suit for c in cards):
        return False
    mine = max(cards)
    for _s, act in view.trick:
        theirs = [c for c in play_cards(act) if c // 13 == suit]
        if theirs and max(theirs) >= mine:
            return False
    return True


# Tags of engine.gongzhu.ai.heuristics: why a play scored best.
DUCKING_TAGS = frozenset(
    {
        "duck",
        "discard",
        "dump_pig",
        "dump_heart",
        "stop_dump",
        "dump_guard",
        "give_partner",
        "lead_low",
    }
)
EAGER_TAGS = frozenset({"safe_win", "win", "lead"})


def _cautious_shift(view: SeatView, action: Action, tag: str) -> float:
    """Ducking plays look better, winning ones worse: she would rather not hold the lead."""
    if tag in DUCKING_TAGS:
        return 14.0
    if tag in EAGER_TAGS:
        return -14.0
    return 0.0


def _sheep_out(view: SeatView) -> bool:
    """The sheep is still in someone else's hand."""
    h1, h2 = view.hand
    if count(h1, h2, SHEEP):
        return False
    return not any(count(p1, p2, SHEEP) for p1, p2 in view.played_by)


def _greedy_shift(view: SeatView, action: Action, tag: str) -> float:
    """A trick holding the sheep is worth winning even at a price; hunt it with high diamonds."""
    cards = play_cards(action)
    on_trick = [c for _s, a in view.trick for c in play_cards(a)] + list(cards)
    factor = 1
    for e in view.exposures:
        if e.card == SHEEP:
            factor *= EXPOSURE_FACTOR[e.how]
    if view.trick and SHEEP in on_trick and _beats(view, cards):
        u1, u2 = unseen_cards(view)
        higher = ~((2 << max(cards)) - 1) & SUIT_MASKS[view.lead_suit]
        if len(view.trick) == 3 or not (u1 | u2) & higher:
            return 120.0 * factor  # the sheep is as good as taken: worth even a doubled pig
        if SHEEP not in cards:
            return 40.0 * factor  # a gamble on it, but never with his own sheep
    if not view.trick and cards[0] // 13 == DIAMONDS and cards[0] > SHEEP and _sheep_out(view):
        return 25.0
    return 0.0


PERSONALITIES: dict[str, Personality] = {
    "cautious": Personality("cautious", "normal", "never", _cautious_shift),
    "greedy": Personality("greedy", "normal", "sheep", _greedy_shift),
    "reckless": Personality("reckless", "hard", "always"),
    "master": Personality("master", "expert", "base"),
}

STAGES: tuple[Stage, ...] = (
    Stage(1, "cautious", "easy", 1),
    Stage(2, "greedy", "normal", 2),
    Stage(3, "reckless", "normal", 3),
    Stage(4, "master", "hard", 4),
)
LEVELS = tuple(PREFIX + key for key in PERSONALITIES)


def stage(number: int) -> Stage:
    """Stage 1..4; raises ValueError outside the ladder."""
    if not 1 <= number <= len(STAGES):
        raise ValueError(f"no campaign stage {number}")
    return STAGES[number - 1]


def personality_of(level: str) -> Personality:
    """The personality of a level ``"campaign:<key>"`` (or a bare key)."""
    key = level.removeprefix(PREFIX)
    try:
        return PERSONALITIES[key]
    except KeyError:
        raise ValueError(f"unknown campaign personality {level!r}") from None


def base_level(level: str) -> str:
    """The engine.gongzhu.ai level a level builds on (itself for the ordinary levels)."""
    return personality_of(level).base if level.startswith(PREFIX) else level


def _is_expose(action: Action) -> bool:
    return EXPOSE_BASE <= action < EXPOSE_BASE + 52 or FIRST_BASE <= action < FIRST_BASE + 52


def _exposure(view: SeatView, p: Personality) -> Action:
    """The personality's answer in the 首明 prompt or the exposure window."""
    from .ai.exposing import want_expose

    legal = list(view.legal)
    exposes = [a for a in legal if _is_expose(a)]
    quiet = next((a for a in legal if a in (DONE, DECLINE_FIRST)), legal[-1])
    if p.exposes == "never" or not exposes:
        return quiet
    if p.exposes == "always":
        return exposes[0]
    # "sheep": the sheep always, the rest as the normal player would
    for a in exposes:
        card = a % 100
        if card == SHEEP or want_expose(view.rules, view.hand, card):
            return a
    return quiet


def choose(
    view: SeatView, level: str, budget_s: float = 0.5, seed: int = 0, max_worlds: int | None = None
) -> Decision:
    """What the campaign opponent ``level`` does for ``view.seat`` now, with its reasons."""
    from . import ai
    from .ai.explain import reason
    from .ai.heuristics import score_plays
    from .ai.knowledge import ctx_from_view

    p = personality_of(level)
    legal = list(view.legal)
    if not legal:
        raise ValueError("this seat has nothing to decide now")
    if view.phase in (FIRST_EXPOSURE, EXPOSURE) and p.exposes != "base" and len(legal) > 1:
        act = _exposure(view, p)
        return ai.Decision(
            act, *reason("expose" if _is_expose(act) else "done", act, first_card=view.first_card)
        )
    if view.phase != PLAY or p.shift is None or len(legal) == 1 or CLAIM in legal:
        return ai.choose(view, p.base, budget_s, seed, max_worlds)
    shift = p.shift
    scored = [(s + shift(view, a, t), a, t) for s, a, t in score_plays(ctx_from_view(view), legal)]
    _score, act, tag = max(scored, key=lambda x: (x[0], -x[1]))
    return ai.Decision(act, *reason(tag, act, suit=view.lead_suit))


__all__ = [
    "GOALS",
    "GOING_ON",
    "LEVELS",
    "LOST",
    "OPPONENT_SEAT",
    "PERSONALITIES",
    "PLAYER",
    "PREFIX",
    "RULES",
    "STAGES",
    "WON",
    "Goal",
    "Outcome",
    "Personality",
    "Stage",
    "base_level",
    "choose",
    "hand_tops",
    "personality_of",
    "stage",
    "stage_outcome",
    "top_counts",
]
