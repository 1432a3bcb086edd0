"""The order of play in the seat view, and what the two-deck sampler learns from it about pairs."""

from __future__ import annotations

import random

from engine.gongzhu.actions import CLOSE_WINDOW, is_pair_play, play_cards
from engine.gongzhu.ai.sampler import Sampler, no_pair_suits
from engine.gongzhu.cards import SUIT_MASKS
from engine.gongzhu.hand import EXPOSURE, PLAY, legal_actions, to_act
from engine.gongzhu.match import Match, new_match
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.view import view_for


def _positions(
    rules: RuleSet, n: int, seed: int, pair_bias: float = 0.0
) -> list[tuple[Match, int]]:
    """Matches stopped at random points of random hands (random legal moves), with the seat to act."""
    rng = random.Random(seed)
    out: list[tuple[Match, int]] = []
    while len(out) < n:
        m = new_match(rules, rng.randrange(1 << 30))
        stop = rng.randrange(1, 55 * rules.decks)
        k = 0
        while not m.hand_over:
            seats = to_act(m.hand)
            if k >= stop and m.hand.phase == PLAY:
                out.append((m, seats[0]))
                break
            seat = seats[rng.randrange(len(seats))]
            legal = legal_actions(m.hand, seat)
            pairs = [a for a in legal if is_pair_play(a)]
            if m.hand.phase == EXPOSURE and rng.random() < 0.3:
                m, _ = m.apply(None, CLOSE_WINDOW)
            elif pairs and rng.random() < pair_bias:
                m, _ = m.apply(seat, pairs[rng.randrange(len(pairs))])
            else:
                m, _ = m.apply(seat, legal[rng.randrange(len(legal))])
            k += 1
    return out


def test_plays_in_the_view_match_what_each_seat_played() -> None:
    for rules in (RuleSet(), RuleSet(decks=2), RuleSet(decks=2, exposure="hidden")):
        for m, seat in _positions(rules, 30, 11):
            view = view_for(m.hand, seat, m.moves)
            plays = view.plays
            assert len(plays) == 4 * view.tricks + len(view.trick)
            assert plays[len(plays) - len(view.trick) :] == view.trick
            if view.last_trick is not None:
                done = len(plays) - len(view.trick)
                assert plays[done - 4 : done] == view.last_trick[0]
            for s in range(4):
                cards = sorted(c for p, a in plays if p == s for c in play_cards(a))
                p1, p2 = view.played_by[s]
                expect = sorted(
                    [c for c in range(52) if p1 >> c & 1] + [c for c in range(52) if p2 >> c & 1]
                )
                assert cards == expect


def test_moves_of_another_hand_give_no_history() -> None:
    (a, seat), (b, _) = _positions(RuleSet(), 2, 4)
    assert view_for(a.hand, seat, b.moves).plays == () or a.moves == b.moves
    assert view_for(a.hand, seat).plays == ()


def test_no_pair_knowledge_is_true_and_the_sampler_respects_it() -> None:
    """A follower who answered a pair lead with two different cards of the suit holds no pair of it."""
    rng = random.Random(2)
    found = 0
    for rules in (RuleSet(decks=2), RuleSet(decks=2, mode="partners")):
        for m, seat in _positions(rules, 80, 21, pair_bias=0.8):
            view = view_for(m.hand, seat, m.moves)
            known = no_pair_suits(view)
            st = m.hand
            for s in range(4):
                for suit in range(4):
                    if known[s] >> suit & 1:
                        found += 1
                        assert s == seat or not (st.hand2[s] & SUIT_MASKS[suit]), (
                            "the knowledge is false"
                        )
            sampler = Sampler(view)
            for _ in range(4):
                world = sampler.world(rng)
                assert view_for(world, seat, m.moves) == view
                for s in range(4):
                    if s == seat:
                        continue
                    for suit in range(4):
                        if known[s] >> suit & 1:
                            assert not (world.hand2[s] & SUIT_MASKS[suit]), (
                                "a pair dealt where none can be"
                            )
    assert found > 10, "the positions never tested the pair knowledge"


def test_one_deck_has_no_pair_knowledge() -> None:
    for m, seat in _positions(RuleSet(), 10, 3):
        assert no_pair_suits(view_for(m.hand, seat, m.moves)) == [0, 0, 0, 0]
