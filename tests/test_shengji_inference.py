"""升级's inference (engine/shengji/ai/inference.py): a world that explains the other seats'
plays weighs more than one that does not; the expert's weighted search still plays legally."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.shengji import PRESETS, action_reason, apply_action, deal, to_act, view_for
from engine.shengji.ai import decide
from engine.shengji.ai.inference import FLOOR, chance, log_likelihood
from engine.shengji.ai.knowledge import ctx_from_view
from engine.shengji.ai.plans import PLANS
from engine.shengji.ai.sampler import deal_world, known_held, world_state
from engine.shengji.ai.search import search
from engine.shengji.cards import hand_cards
from engine.shengji.state import PLAY, HandState, Play
from engine.shengji.view import ShengjiView


def normal_positions(name: str, deal_no: int) -> list[tuple[HandState, ShengjiView]]:
    """Every lead of a hand the normal player plays in every seat, with its true state."""
    rules = PRESETS[name]
    st = deal(rules, deal_no, deal_no % rules.players)
    out = []
    n = 0
    while (seat := to_act(st)) is not None:
        view = view_for(st, seat)
        if st.phase == PLAY and st.tricks and not st.trick:
            out.append((st, view))
        st, _ = apply_action(st, seat, decide(view, "normal", 0.0, n))
        n += 1
    return out


def true_world(st: HandState, view: ShengjiView) -> HandState:
    """The real hands as a world of the seat's view."""
    hands = [hand_cards(h) for h in st.hands]
    return world_state(view, hands, st.kitty, ())


@pytest.mark.parametrize("name", ["classic"])
def test_the_real_hands_explain_the_normal_players_plays_best(name: str) -> None:
    """Every other seat played the heuristic's best: the real world is as likely as any can be
    (log 0); the worlds a seat samples are never likelier and mostly less likely."""
    below = total = 0
    for deal_no in (1, 2):
        for st, view in normal_positions(name, deal_no)[1::3]:
            assert log_likelihood(view, true_world(st, view), 4.0) == pytest.approx(0.0)
            ctx = ctx_from_view(view)
            rng = random.Random(deal_no)
            for _ in range(6):
                hands, kitty, stock = deal_world(view, ctx, rng, known_held(view))
                x = log_likelihood(view, world_state(view, hands, kitty, stock), 4.0)
                assert x <= 1e-9
                below += x < -1e-6
                total += 1
    assert below > total / 2, (below, total)


@pytest.mark.parametrize("name", ["duel", "friends", "tractor"])
def test_two_and_five_players_and_two_decks_weigh_every_world_alike(name: str) -> None:
    for st, view in normal_positions(name, 3)[2::3]:
        ctx = ctx_from_view(view)
        hands, kitty, stock = deal_world(view, ctx, random.Random(1), known_held(view))
        assert log_likelihood(view, world_state(view, hands, kitty, stock), 4.0) == 0.0


def test_a_zero_temperature_weighs_every_world_alike() -> None:
    st, view = normal_positions("classic", 3)[4]
    assert log_likelihood(view, true_world(st, view), 0.0) == 0.0


def test_a_play_far_below_the_best_is_less_likely_and_an_unconsidered_one_least() -> None:
    ranked = [(10.0, (1,)), (6.0, (2,)), (-30.0, (3,))]
    assert chance(ranked, (1,), 4.0) == 1.0
    assert chance(ranked, (2,), 4.0) == pytest.approx(1 / 2.718281828, rel=1e-6)
    assert chance(ranked, (3,), 4.0) == FLOOR
    assert chance(ranked, (4,), 4.0) == FLOOR


@pytest.mark.parametrize("name", ["classic", "friends", "duel"])
def test_the_weighted_search_plays_legally_and_the_same_for_the_same_seed(name: str) -> None:
    plan = replace(PLANS["expert"], worlds=12, infer=4.0)
    for st, view in normal_positions(name, 5)[2::4]:
        first = search(view, plan, 5.0, 7, 12)
        assert search(view, plan, 5.0, 7, 12) == first
        assert action_reason(st, view.seat, Play(first)) is None
