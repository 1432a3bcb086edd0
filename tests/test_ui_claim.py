"""A claim on the table: the claimant's remaining cards are shown face up before the hand ends.

RULES §4: when a claim is accepted "the claimant's hand is shown". South is dealt the
top cards (every A, K, Q and ♠J) and leads, so the claim is certain at the first
trick; the test claims with the C key and records which card faces the table draws.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.gongzhu.actions import CLAIM
from engine.gongzhu.cards import card_code
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, HAND_OVER, PLAY, deal_from
from engine.gongzhu.match import Match
from engine.gongzhu.rules import PRESETS
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table import draw as table_draw
from game.table.scene import TableScene, hand_list

DT = 1 / 60


def south_holds_the_top_cards() -> Match:
    rules = PRESETS["classic"]
    south = [c for c in range(52) if c % 13 >= 10] + [9]  # A K Q of each suit, ♠J
    rest = [c for c in range(52) if c not in south]
    order: list[int] = []
    for i in range(13):  # S, E, N, W, S, ...
        order.append(south[i])
        order.extend(rest[3 * i : 3 * i + 3])
    hand = deal_from(rules, order, first_receiver=0, first_hand=False)
    return Match(rules, 1, hand)


def test_claim_shows_the_claimants_hand_face_up_then_the_hand_ends(monkeypatch: Any) -> None:
    match = south_holds_the_top_cards()
    players = (SeatPlayer("南", True),) + tuple(SeatPlayer(n, False, "easy") for n in "东北西")
    ctrl = TableController(match, players, worker=AIWorker(use_process=False))
    over: list[int] = []
    scene = TableScene(ctrl, seat=0, on_hand_over=lambda c: over.append(len(drawn)))
    app = testing.make_app((1280, 720), "zh", first=scene)

    drawn: list[set[str]] = []  # the face-up codes drawn, frame by frame
    frame: set[str] = set()
    real = table_draw.draw_card

    def spy(canvas: Any, code: str | None, r: Any, **kw: Any) -> None:
        if code is not None:
            frame.add(code)
        real(canvas, code, r, **kw)

    monkeypatch.setattr(table_draw, "draw_card", spy)

    def step() -> None:
        frame.clear()
        app.step(DT)
        drawn.append(set(frame))

    claimant: list[str] = []
    claimed_at = -1
    for _ in range(60 * 120):
        if over:
            break
        if claimed_at < 0 and scene.acting():
            phase = ctrl.phase
            if phase in (FIRST_EXPOSURE, EXPOSURE):
                testing.press(app, pygame.K_d)
            elif phase == PLAY and CLAIM in scene.legal():
                claimant = [
                    card_code(c) for c in hand_list((match.hand.hand1[0], match.hand.hand2[0]))
                ]
                testing.press(app, pygame.K_c)
                assert ctrl.phase == HAND_OVER, "the certain claim was accepted"
                claimed_at = len(drawn)
        step()
    assert claimed_at >= 0, "South could claim"
    assert len(claimant) == 13
    assert over, "on_hand_over was called after the claim"
    # between the claim and the end of the hand, South's 13 cards were drawn face up
    # (South's own hand row is empty by then: these are the shown claim)
    after = drawn[claimed_at : over[0]]
    shown = [f for f in after if set(claimant) <= f]
    assert len(shown) >= 30, (
        "the claimant's hand stays in view for a moment (half a second or more)"
    )
    assert scene.controller.match.records[-1].score is not None
