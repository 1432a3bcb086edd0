"""Issue 60: a 拱双猪 hand in the history replay shows every rank whole ("10", not "1")."""

from __future__ import annotations

import itertools

import pygame
import pytest

from engine.gongzhu.cards import card_code
from game import testing
from game.scenes.history import HistoryScene
from game.scenes.history_row import CARD_W, draw_hand_row
from game.ui.canvas import Canvas

TWENTY_SIX = [card_code(c) for c in range(26)]  # ♠ and ♥ 2…A: every rank, "10" twice


@pytest.mark.parametrize("letter", ["N", "E", "S", "W"])
def test_a_26_card_hand_leaves_room_for_each_rank(letter: str) -> None:
    scene = HistoryScene()
    app = testing.make_app((1920, 1080), "en", first=scene)
    canvas = Canvas(app.canvas.surface, app.canvas.scale, record=True)
    cx, cy = {"N": (640, 112), "S": (640, 500), "W": (250, 306), "E": (1030, 306)}[letter]
    bottom = draw_hand_row(canvas, letter, TWENTY_SIX, (cx, cy), four=False)
    cards = [r for tag, r in canvas.drawn if tag.startswith(f"card.{letter}.")]
    assert len(cards) == 26
    for r, nxt in itertools.pairwise(cards):
        if nxt.y == r.y:  # the same row: the next card leaves this one's corner in sight
            assert nxt.x - r.x >= CARD_W * 0.62, (letter, r, nxt)
    assert bottom >= max(r.bottom for r in cards) - 0.5
    pygame.display.quit()
