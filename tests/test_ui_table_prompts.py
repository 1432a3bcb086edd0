"""The exposure prompts and the claim on the table: 首明 is asked during the deal with the one
card dealt so far and the same countdown ring as the window; a claim's cards lie clear of
every other card on the table."""

from __future__ import annotations

import itertools

import pygame
import pytest
from test_ui_table import find_seed, make_table, run_until
from test_ui_table_scores import texts_drawn

from engine.gongzhu.actions import CLAIM
from engine.gongzhu.cards import SPECIALS
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, PLAY
from engine.gongzhu.rules import PRESETS, RuleSet
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table.draw import window_box
from game.table.scene import TableScene
from game.texts import i18n


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_first_card_exposure_is_asked_with_one_card_and_a_clock(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        rules = PRESETS["tournament"]
        seed = find_seed(rules, lambda h: h.first_cards[0] in SPECIALS)  # type: ignore[attr-defined]
        app, scene, ctrl = make_table(rules, seed, lang=lang)
        run_until(app, lambda: scene.acting() and ctrl.phase == FIRST_EXPOSURE, 10)
        app.step(1.0)
        drawn = testing.drawn_rects(app)
        hand = [r for t, r in drawn if t == "card.hand"]
        assert len(hand) == 1, "only the first card is dealt when 首明 is asked"
        assert scene.my_hand() == [ctrl.match.hand.first_cards[0]]
        clocks = [r for t, r in drawn if t == "clock"]
        assert len(clocks) == 1 and window_box().contains(clocks[0])
        shown = [text for text, _r in texts_drawn(app, monkeypatch)]
        assert "4" in shown and i18n.tr("ui.seconds", n=4) not in shown  # the ring's number
        testing.press(app, pygame.K_d)  # keep it hidden: the rest of the deal comes
        run_until(app, lambda: ctrl.phase != FIRST_EXPOSURE and scene.idle(), 10)
        assert len(scene.my_hand()) == 13
        assert ctrl.phase in (EXPOSURE, PLAY)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("answered", [0, 1])
def test_a_game_resumed_while_the_first_card_is_asked_shows_that_card_alone(answered: int) -> None:
    """A game saved during the 首明 question (before anyone or after East answered) comes back
    as the deal shows it: South holds the one card asked about; the rest comes after."""
    from engine.gongzhu.hand import legal_actions
    from engine.gongzhu.match import new_match

    rules = PRESETS["tournament"]
    seed = find_seed(
        rules,
        lambda h: h.first_cards[0] in SPECIALS and h.first_cards[1] in SPECIALS,  # type: ignore[attr-defined]
    )
    match = new_match(rules, seed)
    for seat in range(1, 1 + answered):  # East keeps its card hidden
        match, _ = match.apply(seat, legal_actions(match.hand, seat)[-1])
    assert match.hand.phase == FIRST_EXPOSURE and len(match.moves) == answered
    players = (SeatPlayer("", True),) + tuple(SeatPlayer("", False, "easy") for _ in range(3))
    ctrl = TableController(match, players, worker=AIWorker(use_process=False))
    scene = TableScene(ctrl, seat=0, animate_deal=False)  # as a saved game is shown
    app = testing.make_app((1280, 720), "en", first=scene)
    run_until(app, lambda: scene.acting(), 10)
    hand = [r for t, r in testing.drawn_rects(app) if t == "card.hand"]
    assert len(hand) == 1 and scene.my_hand() == [match.hand.first_cards[0]]
    testing.press(app, pygame.K_d)  # keep it hidden: the rest of the deal comes
    run_until(app, lambda: ctrl.phase != FIRST_EXPOSURE and scene.idle(), 10)
    assert len(scene.my_hand()) == 13


def test_a_claims_cards_lie_clear_of_the_table() -> None:
    from test_ui_claim import south_holds_the_top_cards

    match = south_holds_the_top_cards()
    players = (SeatPlayer("南", True),) + tuple(SeatPlayer(n, False, "easy") for n in "东北西")
    ctrl = TableController(match, players, worker=AIWorker(use_process=False))
    scene = TableScene(ctrl, seat=0)
    app = testing.make_app((1280, 720), "en", first=scene)
    for _ in range(60 * 60):
        if scene.acting():
            if ctrl.phase in (FIRST_EXPOSURE, EXPOSURE):
                testing.press(app, pygame.K_d)
            elif CLAIM in scene.legal() and ctrl.match.hand.tricks >= 2:
                testing.press(app, pygame.K_c)
                break
            else:
                scene.submit(scene.legal()[0])
        app.step(1 / 60)
    for frames in range(200):
        app.step(1 / 60)
        drawn = testing.drawn_rects(app)
        claim = [r for t, r in drawn if t == "box.claim"]
        if not claim:
            continue
        others = [
            (t, r)
            for t, r in drawn
            if t.startswith(("box.", "card.", "text", "button", "toast.box")) and t != "box.claim"
        ]
        assert pygame.FRect(0, 0, 1280, 720).contains(claim[0])
        for (tag, r), c in itertools.product(others, claim):
            assert not c.inflate(-1, -1).colliderect(r.inflate(-1, -1)), (frames, tag, r, c)
    assert any(t == "box.claim" for t, _r in testing.drawn_rects(app))


def test_hot_seat_first_card_prompts_come_with_one_card_each() -> None:
    """Hot seat: each person sees the 首明 panel with their first card alone (offered 首明 or
    not: every human has a turn, so the hand-overs tell nothing), then the deal goes on and
    everyone gets 13 cards."""
    from test_ui_hotseat import deal_with_two_first_prompts, three_humans

    from game.ui.handover import HandoverScene

    rules = RuleSet(first_exposure=True)
    ctl = three_humans(deal_with_two_first_prompts(rules), rules)
    scene = TableScene(ctl, seat=0)
    app = testing.make_app((1280, 720), "en", first=scene)
    prompted: set[int] = set()
    for _ in range(3000):
        if ctl.phase != FIRST_EXPOSURE:
            break
        if isinstance(app.stack.top, HandoverScene):
            testing.press(app, pygame.K_RETURN)
            continue
        if scene.acting():
            drawn = testing.drawn_rects(app)
            assert [t for t, _r in drawn if t == "card.hand"] == ["card.hand"], scene.me
            assert scene.my_hand() == [ctl.match.hand.first_cards[scene.me]]
            prompted.add(scene.me)
            testing.press(app, pygame.K_d)
            continue
        app.step(1 / 60)
    assert prompted == {0, 1, 2}
    for _ in range(3000):
        if isinstance(app.stack.top, HandoverScene):
            testing.press(app, pygame.K_RETURN)
            continue
        if scene.idle() and not scene.deal_paused and len(scene.my_hand()) == 13:
            break
        app.step(1 / 60)
    assert len(scene.my_hand()) == 13
    ctl.close()
