"""Scoring one hand (RULES.md §5) and the teams of §6.

Scoring is a pure function of what each seat took, which special cards were
exposed and how, and (for 自得) which special cards a seat won with its own
play — so the engine, the score calculator and the tests share one
implementation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from .cards import (
    HEART_ACE,
    HEARTS,
    PIG,
    SEAT_LETTERS,
    SHEEP,
    SUIT_MASKS,
    TRANSFORMER,
    Card,
    CardSet,
    Seat,
    card_code,
    count,
)
from .rules import RuleSet

# Heart values by rank (the 2 first), RULES §5.
HEART_VALUES: dict[str, tuple[int, ...]] = {
    "standard": (0, 0, 0, -10, -10, -10, -10, -10, -10, -20, -30, -40, -50),
    "book": (-2, -3, -10, -5, -6, -7, -8, -9, -10, -20, -30, -40, -50),
    "positive": (10, 10, 10, 10, 10, 10, 10, 10, 10, 20, 30, 40, 50),
}
HEART_MASK = SUIT_MASKS[HEARTS]


def by_fields(value: Any) -> tuple[type, tuple[object, ...]]:
    """``__reduce__`` for a frozen dataclass that crosses to the AI worker process: rebuilt by
    calling the class. Compiled by mypyc, such a class refuses the attribute assignment that
    pickle's default restore uses (FrozenInstanceError), and the worker would die on it."""
    return type(value), tuple(getattr(value, f.name) for f in fields(value))


# How a card came to be exposed; the factor each exposed copy lends its kind.
SHOWN, FIRST, HIDDEN, AUTO = "shown", "first", "hidden", "auto"
EXPOSURE_FACTOR = {SHOWN: 2, FIRST: 4, HIDDEN: 2, AUTO: 2}


@dataclass(frozen=True, slots=True)
class Exposure:
    """One exposed copy of a special card: who exposed it and how (明, 首明, 暗卖, automatic)."""

    seat: Seat
    card: Card
    how: str

    def __str__(self) -> str:
        return f"{SEAT_LETTERS[self.seat]} {card_code(self.card)} {self.how}"

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)


@dataclass(frozen=True, slots=True)
class SeatScore:
    """One seat's hand score, broken down as the result screen shows it."""

    hearts: int  # H, after 全红 and the ♥A factor
    pig: int  # P
    sheep: int  # Sh
    multiplier: int  # M; 1 when no transformer was taken
    transformers: int  # transformer copies taken
    total: int
    all_hearts: bool  # 全红 / 满红
    grand_slam: bool  # 满贯

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)


@dataclass(frozen=True, slots=True)
class HandScore:
    """The scores of one hand: each seat's own, what each seat is credited, and the teams."""

    seats: tuple[SeatScore, ...]
    credited: tuple[int, ...]  # added to each seat's game total
    teams: tuple[tuple[Seat, ...], ...]  # () in solo
    team_totals: tuple[int, ...]
    factors: tuple[int, int, int, int]  # exposure factor of pig, sheep, transformer, ♥A
    swapped: bool  # 猪羊变色 happened
    notes: tuple[str, ...]

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        return by_fields(self)

    def standing(self, seat: Seat) -> float:
        """What the hand did for ``seat`` against the others: its team's total less the
        other team's, in solo its score less the others' mean.

        The points do not add up to a constant (the transformer doubles, 全红 turns the
        hearts round), so the own score alone would count a point that falls on a rival
        as nothing; a game is won against the others.
        """
        if self.teams:
            mine = 0 if seat in self.teams[0] else 1
            return self.team_totals[mine] - self.team_totals[1 - mine]
        c = self.credited
        return c[seat] - (sum(c) - c[seat]) / 3

    def standing_parts(self, seat: Seat) -> tuple[float, float, float, float]:
        """:meth:`standing` split by what scored it: (hearts, pig, sheep, transformer).

        Each seat's total is its hearts, pig and sheep plus what its transformer made of
        them (the doubling, or a lone transformer's own points); weighted as the standing
        weighs the seats, the four parts add up to the standing exactly, so a review can
        say where the points of a cost were lost.
        """
        if self.teams:
            mine = 0 if seat in self.teams[0] else 1
            weights = [1.0 if s in self.teams[mine] else -1.0 for s in range(4)]
        else:
            weights = [1.0 if s == seat else -1.0 / 3 for s in range(4)]
        hearts = pig = sheep = transformer = 0.0
        for score, w in zip(self.seats, weights):
            hearts += w * score.hearts
            pig += w * score.pig
            sheep += w * score.sheep
            transformer += w * (score.total - score.hearts - score.pig - score.sheep)
        return hearts, pig, sheep, transformer


def exposure_factors(exposures: Sequence[Exposure]) -> tuple[int, int, int, int]:
    """The factor of each kind (pig, sheep, transformer, ♥A): the product over its exposed copies."""
    pig = sheep = transformer = ace = 1
    for e in exposures:
        f = EXPOSURE_FACTOR[e.how]
        if e.card == PIG:
            pig *= f
        elif e.card == SHEEP:
            sheep *= f
        elif e.card == TRANSFORMER:
            transformer *= f
        elif e.card == HEART_ACE:
            ace *= f
    return pig, sheep, transformer, ace


def transformer_multiplier(taken: int, self_taken: int, factor: int) -> int:
    """M (RULES §5.3): 2 per transformer taken, 2 more per one won by its own player (自得),
    times the transformer's exposure factor; 1 when none was taken."""
    return (2 ** (taken + self_taken)) * factor if taken else 1


def _taken_count(taken: tuple[CardSet, CardSet], card: Card) -> int:
    return count(taken[0], taken[1], card)


def _hearts_raw(rules: RuleSet, taken: tuple[CardSet, CardSet], self_aces: int) -> tuple[int, int]:
    """Sum of heart values taken (the ♥A's own value doubled per 自得 copy), and hearts taken."""
    values = HEART_VALUES[rules.hearts]
    total = 0
    n = 0
    for mask in taken:
        hearts = (mask & HEART_MASK) >> 13
        while hearts:
            low = hearts & -hearts
            total += values[low.bit_length() - 1]
            n += 1
            hearts ^= low
    total += self_aces * values[12]
    return total, n


def teams_for(
    rules: RuleSet, dealt: Sequence[tuple[CardSet, CardSet]]
) -> tuple[tuple[Seat, ...], ...]:
    """The teams of a hand: none in solo, S+N / E+W in partners, 猪羊一家 by who was dealt pig and sheep."""
    if rules.mode == "partners":
        return ((0, 2), (1, 3))
    if rules.mode == "pig-sheep":
        pig_seat = next(s for s in range(4) if dealt[s][0] >> PIG & 1)
        sheep_seat = next(s for s in range(4) if dealt[s][0] >> SHEEP & 1)
        side = tuple(sorted({pig_seat, sheep_seat}))
        rest = tuple(s for s in range(4) if s not in side)
        return (side, rest)
    return ()


def score_hand(
    rules: RuleSet,
    taken: Sequence[tuple[CardSet, CardSet]],
    exposures: Sequence[Exposure] = (),
    self_taken: Sequence[tuple[CardSet, CardSet]] = ((0, 0),) * 4,
    swap_chosen: bool | None = None,
    dealt: Sequence[tuple[CardSet, CardSet]] | None = None,
) -> HandScore:
    """Score one hand.

    ``taken[seat]`` is the multiset of cards the seat took (non-scoring cards
    are ignored); ``self_taken[seat]`` the special cards it won with its own
    play (自得, counted only when the option is on); ``swap_chosen`` the 全红
    player's answer when 猪羊变色 is ``choose`` (None = not asked yet = no
    swap); ``dealt`` is needed for 猪羊一家 teams.
    """
    decks = rules.decks
    f_pig, f_sheep, f_tr, f_ace = exposure_factors(exposures)
    self_on = rules.self_take
    all_heart_count = 13 * decks

    raw: list[tuple[int, int]] = []
    for seat in range(4):
        aces = _taken_count(self_taken[seat], HEART_ACE) if self_on else 0
        raw.append(_hearts_raw(rules, taken[seat], aces))
    all_hearts = [n == all_heart_count for _, n in raw]
    grand = [
        all_hearts[s]
        and _taken_count(taken[s], PIG) == decks
        and _taken_count(taken[s], SHEEP) == decks
        and _taken_count(taken[s], TRANSFORMER) == decks
        for s in range(4)
    ]
    notes: list[str] = []
    swapped = False
    if any(all_hearts) and not any(grand) and rules.pig_sheep_swap != "off":
        swapped = rules.pig_sheep_swap == "auto" or bool(swap_chosen)

    seats: list[SeatScore] = []
    for seat in range(4):
        t = taken[seat]
        s_t = self_taken[seat] if self_on else (0, 0)
        hearts, n_hearts = raw[seat]
        if all_hearts[seat]:
            if rules.hearts == "positive":
                hearts += 200 * decks
            else:
                hearts = -hearts
            notes.append(f"{'满贯' if grand[seat] else '全红'} {SEAT_LETTERS[seat]}")
        hearts *= f_ace

        pig_sign = 1 if (grand[seat] or swapped) else -1
        sheep_sign = -1 if swapped else 1
        pigs, self_pigs = _taken_count(t, PIG), _taken_count(s_t, PIG)
        sheep, self_sheep = _taken_count(t, SHEEP), _taken_count(s_t, SHEEP)
        pig = pig_sign * 100 * f_pig * (pigs + self_pigs)
        sheep_score = sheep_sign * 100 * f_sheep * (sheep + self_sheep)

        trs = _taken_count(t, TRANSFORMER)
        multiplier = transformer_multiplier(trs, _taken_count(s_t, TRANSFORMER), f_tr)
        others = n_hearts + pigs + sheep
        if not trs:
            total = hearts + pig + sheep_score
        elif others:
            total = (hearts + pig + sheep_score) * multiplier
        else:
            total = 25 * multiplier
        seats.append(
            SeatScore(
                hearts, pig, sheep_score, multiplier, trs, total, all_hearts[seat], grand[seat]
            )
        )
    if swapped:
        notes.append("猪羊变色")

    teams: tuple[tuple[Seat, ...], ...] = ()
    if rules.mode == "partners" or (rules.mode == "pig-sheep" and dealt is not None):
        teams = teams_for(rules, dealt or ())
    team_totals = tuple(sum(seats[s].total for s in team) for team in teams)
    if rules.mode == "pig-sheep" and teams:
        credited = tuple(team_totals[0] if s in teams[0] else team_totals[1] for s in range(4))
    else:
        credited = tuple(s.total for s in seats)
    return HandScore(
        tuple(seats),
        credited,
        teams,
        team_totals,
        (f_pig, f_sheep, f_tr, f_ace),
        swapped,
        tuple(notes),
    )


def swap_decider(rules: RuleSet, taken: Sequence[tuple[CardSet, CardSet]]) -> Seat | None:
    """The 全红 player who chooses 猪羊变色 (option ``choose``), or None when nobody is asked."""
    if rules.pig_sheep_swap != "choose":
        return None
    probe = score_hand(rules.with_options(pig_sheep_swap="off"), taken)
    for seat, s in enumerate(probe.seats):
        if s.all_hearts and not any(x.grand_slam for x in probe.seats):
            return seat
    return None
