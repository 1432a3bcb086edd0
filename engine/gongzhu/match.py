"""A game (局): hands in a row, running totals, the end by limit or hand count, and 当猪.

:class:`Match` is the one object the table, the saves and the arena drive:
they submit actions and get events back. It is immutable and records every
action, so a game can be saved as (rules, seed, actions) and rebuilt by
replaying them through the rules — a tampered save fails the replay.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from engine.core.deals import deal_number

from .actions import NO_SWAP, SWAP, Action
from .cards import NORTH, Seat
from .hand import HAND_OVER, Event, HandState, IllegalActionError, apply_action, deal
from .rules import RuleSet
from .scoring import HandScore

Move = tuple[Seat | None, Action]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished hand: how it was dealt, every action, and its score."""

    deal: int
    first_receiver: Seat
    first_hand: bool
    moves: tuple[Move, ...]
    score: HandScore


@dataclass(frozen=True, slots=True)
class Standing:
    seat: Seat
    total: int
    place: int  # 1 = best; equal totals share a place
    pig: bool  # 当猪


@dataclass(frozen=True, slots=True)
class Match:
    """A game in progress: finished hands, totals, and the hand being played."""

    rules: RuleSet
    seed: int
    hand: HandState
    moves: tuple[Move, ...] = ()
    records: tuple[HandRecord, ...] = ()
    totals: tuple[int, ...] = (0, 0, 0, 0)
    deals: tuple[int, ...] = field(default=())  # explicit deal numbers (practice: "play deal #N")

    @property
    def hand_index(self) -> int:
        return len(self.records)

    @property
    def deal(self) -> int:
        return self._deal_for(self.hand_index)

    def _deal_for(self, index: int) -> int:
        if index < len(self.deals):
            return self.deals[index]
        return deal_number(self.seed, index)

    def apply(self, seat: Seat | None, action: Action) -> tuple[Match, list[Event]]:
        """Apply an action to the current hand; when it ends, the score joins the totals."""
        hand, events = apply_action(self.hand, seat, action)
        new = replace(self, hand=hand, moves=self.moves + ((seat, action),))
        if hand.phase == HAND_OVER and hand.result is not None:
            record = HandRecord(
                self.deal, self.hand.first_receiver, self.hand_index == 0, new.moves, hand.result
            )
            totals = tuple(t + c for t, c in zip(self.totals, hand.result.credited))
            new = replace(new, records=self.records + (record,), totals=totals)
        return new, events

    def rewound(self, keep: int) -> Match:
        """The same game with only the first ``keep`` actions of the current hand (practice undo).

        The hand is dealt again from its deal number and the kept actions are replayed
        through the rules, so the result is exactly the position the table had then.
        """
        if self.hand_over or not 0 <= keep <= len(self.moves):
            raise IllegalActionError("only actions of the hand in play can be taken back")
        hand = deal(
            self.rules, self.deal, self.hand.first_receiver, first_hand=self.hand_index == 0
        )
        match = replace(self, hand=hand, moves=())
        for seat, action in self.moves[:keep]:
            match, _ = match.apply(seat, action)
        return match

    @property
    def hand_over(self) -> bool:
        return self.hand.phase == HAND_OVER

    def team_totals(self) -> tuple[int, ...]:
        """Partners: S+N and E+W. Otherwise each seat's own total."""
        if self.rules.mode == "partners":
            return (self.totals[0] + self.totals[2], self.totals[1] + self.totals[3])
        return self.totals

    @property
    def game_over(self) -> bool:
        if not self.hand_over:
            return False
        rules = self.rules
        if rules.hands and len(self.records) >= rules.hands:
            return True
        return bool(rules.limit) and any(abs(t) >= rules.limit for t in self.team_totals())

    def next_hand(self) -> Match:
        """Deal the next hand: the first pig's taker receives first and leads."""
        if not self.hand_over or self.game_over:
            raise IllegalActionError(
                "the next hand is dealt only after a hand ends, before the game ends"
            )
        receiver = (
            self.hand.first_pig if self.hand.first_pig is not None else self.hand.first_receiver
        )
        index = len(self.records)
        hand = deal(self.rules, self._deal_for(index), receiver, first_hand=False)
        return replace(self, hand=hand, moves=())

    def standings(self) -> list[Standing]:
        """Places by total (team totals in partners); 当猪 is the lowest (and the highest with 双猪)."""
        totals = self.totals
        ranked = self.team_totals() if self.rules.mode == "partners" else totals

        def key(seat: Seat) -> int:
            return ranked[seat % 2] if self.rules.mode == "partners" else ranked[seat]

        values = [key(s) for s in range(4)]
        low, high = min(values), max(values)
        out = []
        for s in range(4):
            place = 1 + sum(1 for v in ranked if v > values[s])  # per team in partners
            pig = values[s] == low or (self.rules.double_pig_loser and values[s] == high)
            out.append(Standing(s, totals[s], place, pig))
        return out


def new_match(rules: RuleSet, seed: int, deals: Sequence[int] = ()) -> Match:
    """Start a game: North receives first in the first hand (RULES §2)."""
    first_deal = deals[0] if deals else deal_number(seed, 0)
    return Match(rules, seed, deal(rules, first_deal, NORTH, first_hand=True), deals=tuple(deals))


def passed_over_on_replay(hand: HandState, action: Action) -> bool:
    """An older version's answer to a 猪羊变色 that changed nothing (it is no longer asked):
    it comes after the hand's end, and a replay of a saved game or a kept hand skips it."""
    return action in (SWAP, NO_SWAP) and hand.phase == HAND_OVER


def replay(
    rules: RuleSet, seed: int, hands: Sequence[Sequence[Move]], deals: Sequence[int] = ()
) -> Match:
    """Rebuild a game from its actions (saves): every action is checked by the rules again."""
    match = new_match(rules, seed, deals)
    for i, moves in enumerate(hands):
        if i:
            match = match.next_hand()
        for seat, action in moves:
            if passed_over_on_replay(match.hand, action):
                continue
            match, _ = match.apply(seat, action)
    return match
