"""The 升级 hint: the hard player's action for the person, and why in words whose facts are
the table's (a lead nobody can beat is one nobody can beat; a trick won has those points)."""

from __future__ import annotations

import random

import pytest

from engine.shengji import PRESETS, deal, to_act, view_for
from engine.shengji.ai import decide
from engine.shengji.ai.explain import CODES, why
from engine.shengji.cards import POINTS, hand_cards
from engine.shengji.moves import advance
from engine.shengji.order import TRUMPS
from engine.shengji.state import PLAY, Play
from engine.shengji.trick import trick_winner
from game import testing
from game.texts import i18n
from game.texts.shengji import STRINGS
from tests.shengji_drive import decision, make_table, play_one_decision, run_until


def test_every_reason_has_words_in_both_languages() -> None:
    for code in CODES:
        zh, en = STRINGS[f"sj.why.{code}"]
        assert zh and en and zh != en


@pytest.mark.parametrize("preset", ["classic", "tractor", "friends"])
def test_the_reasons_state_what_the_table_shows(preset: str) -> None:
    rules = PRESETS[preset]
    seen: set[str] = set()
    for number in range(1, 7):
        st = deal(rules, number, number % rules.players)
        rng = random.Random(number)
        while to_act(st) is not None:
            seat = to_act(st)
            assert seat is not None
            view = view_for(st, seat)
            action = decide(view, "normal", 0.1, rng.randrange(1 << 30))
            reason = why(view, action)
            assert reason.code in CODES
            seen.add(reason.code)
            if st.phase == PLAY and isinstance(action, Play):
                order = st.order
                cards = tuple(action.cards)
                if reason.code == "lead_top":
                    top = max(cards, key=order.fine_key)
                    group, place = order.group[top], order.place[top]
                    for other in range(rules.players):
                        if other != seat:
                            held = list(hand_cards(st.hands[other]))
                            assert not any(
                                order.group[c] == group and order.place[c] > place for c in held
                            ), (cards, other)
                if reason.code in ("ruff", "win_trick"):
                    plays = list(st.trick) + [(seat, cards)]
                    assert plays[trick_winner(plays, order)][0] == seat
                    assert reason.n == sum(POINTS[c] for _s, p in plays for c in p)
                    if reason.code == "ruff":
                        assert order.group[plays[0][1][0]] != TRUMPS
                        assert all(order.group[c] == TRUMPS for c in cards)
                if reason.code == "give_points":
                    assert reason.n == sum(POINTS[c] for c in cards) > 0
            advance(st, seat, action)
    assert len(seen) >= 6  # the words are not one sentence for everything


def test_h_lifts_a_legal_play_and_says_why() -> None:
    app, scene, ctrl = make_table("classic", seed=3, lang="en")
    while not (ctrl.my_turn() and ctrl.hand.phase == PLAY):
        run_until(app, decision(scene))
        if ctrl.my_turn() and ctrl.hand.phase == PLAY:
            break
        play_one_decision(app, scene)
    testing.press(app, ord("h"), frames=2)
    testing.wait_real(app, lambda: not scene.hinter.thinking, "the hint")
    assert scene.hint_text.startswith("Hint:"), scene.hint_text
    cards = scene.selected_cards()
    assert cards and ctrl.reason(Play(cards)) is None
    assert i18n.tr("sj.hint.thinking") not in scene.hint_text
    before = len(ctrl.match.moves)
    testing.press(app, 13, frames=2)  # Enter plays the hinted cards
    assert len(ctrl.match.moves) == before + 1
    ctrl.worker.close()
