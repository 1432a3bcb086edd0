"""A game (局) of 升级: hands in a row, the levels, the next declarer, the end (SHENGJI §2, §3, §9).

:class:`ShengjiMatch` is immutable and records every action, so a game is saved as
(rules, seed, actions) and rebuilt by :func:`replay`, every action checked again.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from engine.core.deals import deal_number

from .cards import Seat, rank_of, shuffled
from .draw import deal
from .moves import apply_action
from .rules import ShengjiRules
from .state import HAND_OVER, Action, Event, HandResult, HandState, IllegalActionError

Move = tuple[Seat, Action]


def cut(seed: int, players: int) -> Seat:
    """§3: each player turns a card, BJ, LJ, then A down to 2 highest (suits do not count);
    the tied highest cut again."""
    rng = random.Random(seed)
    seats = list(range(players))
    while len(seats) > 1:
        cards = shuffled(1, rng.randrange(1 << 30))
        turned = {s: rank_of(cards[i]) for i, s in enumerate(seats)}
        top = max(turned.values())
        seats = [s for s in seats if turned[s] == top]
    return seats[0]


@dataclass(frozen=True, slots=True)
class HandRecord:
    """A finished hand: how it was drawn, every action, and its result."""

    deal: int
    first_receiver: Seat
    declarer: Seat | None  # fixed beforehand; None in a first hand
    levels: tuple[int, ...]  # every side's level before the hand
    moves: tuple[Move, ...]
    result: HandResult


@dataclass(frozen=True, slots=True)
class ShengjiMatch:
    """A game in progress: the finished hands, every side's level, the hand being played."""

    rules: ShengjiRules
    seed: int
    hand: HandState
    levels: tuple[int, ...]  # per side (a team with four players, else a seat): 0 = 2 … 13 无将
    moves: tuple[Move, ...] = ()
    records: tuple[HandRecord, ...] = ()
    winners: tuple[int, ...] = ()  # the sides that won the game, once it is over

    @property
    def hand_index(self) -> int:
        return len(self.records)

    @property
    def hand_over(self) -> bool:
        return self.hand.phase == HAND_OVER

    @property
    def game_over(self) -> bool:
        return bool(self.winners)

    def apply(self, seat: Seat, action: Action) -> tuple[ShengjiMatch, list[Event]]:
        """Apply an action to the hand; at its end the levels rise (§8) and the game may end (§2)."""
        hand, events = apply_action(self.hand, seat, action)
        new = replace(self, hand=hand, moves=self.moves + ((seat, action),))
        if hand.phase != HAND_OVER or hand.result is None:
            return new, events
        result = hand.result
        rules = self.rules
        declaring = hand.side_of(result.declarer)
        levels = list(self.levels)
        sides = range(len(levels))
        side_of_declarers = {hand.side_of(s) for s in result.declarers}  # §11: and the friend
        rising = (
            sorted(side_of_declarers)
            if result.declarers_won
            else [s for s in sides if s not in side_of_declarers]  # §8: the defenders take over
        )
        for side in rising:
            levels[side] = min(rules.top_level, levels[side] + result.rise)  # §2: stop at the top
        winners: tuple[int, ...] = ()
        if result.declarers_won and self.levels[declaring] == rules.top_level:
            winners = (declaring,)  # §2: won as declarers at the top level
        record = HandRecord(
            self.hand.deal_number,
            self.hand.first_receiver,
            None if self.hand.first_hand else self.hand.declarer,
            self.levels,
            new.moves,
            result,
        )
        records = self.records + (record,)
        if not winners and rules.hands and len(records) >= rules.hands:
            top = max(levels)
            winners = tuple(s for s in sides if levels[s] == top)  # §2 `hands`: equal share
        return replace(new, levels=tuple(levels), records=records, winners=winners), events

    def next_hand(self) -> ShengjiMatch:
        """Draw the next hand: its declarer is fixed (§9) and receives first (§14.12)."""
        if not self.hand_over or self.game_over:
            raise IllegalActionError(
                "WRONG_PHASE", "the next hand is drawn only after a hand ends, before the game ends"
            )
        result = self.hand.result
        assert result is not None
        declarer = result.next_declarer
        number = deal_number(self.seed, self.hand_index)
        if result.first_hand_next:
            # §10, §15.13: a 50–50 duel without a 2 is again a first hand, same first receiver
            hand = deal(self.rules, number, self.hand.first_receiver, self.levels)
            return replace(self, hand=hand, moves=())
        hand = deal(self.rules, number, declarer, self.levels, declarer)
        return replace(self, hand=hand, moves=())


def new_match(rules: ShengjiRules, seed: int) -> ShengjiMatch:
    """Start a game: the cut names the first receiver (§3); every side at 2."""
    sides = 2 if rules.players == 4 else rules.players
    receiver = cut(seed, rules.players)
    hand = deal(rules, deal_number(seed, 0), receiver)
    return ShengjiMatch(rules, seed, hand, (0,) * sides)


def replay(rules: ShengjiRules, seed: int, hands: Sequence[Sequence[Move]]) -> ShengjiMatch:
    """Rebuild a game from its actions (saves): every action is checked by the rules again."""
    match = new_match(rules, seed)
    for i, moves in enumerate(hands):
        if i:
            match = match.next_hand()
        for seat, action in moves:
            match, _ = match.apply(seat, action)
    return match
