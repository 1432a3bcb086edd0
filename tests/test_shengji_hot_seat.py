"""§3 Hot seat: the draw is face down, so every declaration is made in the closing round, in
its order from the last receiver; nobody is asked anything while the cards come."""

from __future__ import annotations

import dataclasses
import random

import pytest

from engine.shengji import PRESETS, deal, to_act
from engine.shengji.draw import declarations
from engine.shengji.moves import advance, legal_actions, random_action
from engine.shengji.state import CLOSING, DRAW, Declare


@pytest.mark.parametrize("preset", ["classic", "tractor", "friends"])
def test_nobody_is_asked_during_the_draw_and_all_declare_in_the_closing_round(preset: str) -> None:
    rules = dataclasses.replace(PRESETS[preset], hot_seat=True)
    for number in range(1, 30):
        st = deal(rules, number, number % rules.players)
        assert st.phase != DRAW  # drawn to the end at once: no chance while the cards come
        if st.phase != CLOSING:
            continue  # a hand where nobody can declare goes on as the book says
        assert st.drawn == len(st.stock) - rules.kitty_size
        # the round starts from the last receiver, counter-clockwise: the first asked is the
        # first from him on who has something to declare
        last = (st.receiver - 1) % rules.players
        first = to_act(st)
        assert first is not None and declarations(st, first)
        before = [(last + i) % rules.players for i in range((first - last) % rules.players)]
        assert all(not declarations(st, s) for s in before)
        rng = random.Random(number)
        while st.phase == CLOSING:
            seat, action = random_action(st, rng)
            advance(st, seat, action)
        assert st.phase != DRAW


def test_the_live_draw_asks_as_the_cards_come() -> None:
    st = deal(PRESETS["tractor"], 3, 0)
    asked_during_draw = st.phase == DRAW
    assert asked_during_draw or any(
        deal(PRESETS["tractor"], n, 0).phase == DRAW for n in range(4, 20)
    )


def test_a_declaration_in_the_closing_round_names_trumps() -> None:
    rules = dataclasses.replace(PRESETS["classic"], hot_seat=True)
    for number in range(1, 60):
        st = deal(rules, number, 0)
        if st.phase != CLOSING:
            continue
        seat = to_act(st)
        assert seat is not None
        declares = [a for a in legal_actions(st, seat) if isinstance(a, Declare)]
        if not declares:
            continue
        advance(st, seat, declares[0])
        assert st.declaration is not None and st.declaration.seat == seat
        return
    pytest.fail("no closing round with a declaration in 60 deals")
