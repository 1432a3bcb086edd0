"""Cards shown small read at the smallest window (1024×600): a seat's taken and exposed cards
and, in practice, every hand face up show their rank and suit large, measured on the screen."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_ui_practice import play_tricks, practice_table, to_play

from engine.gongzhu.rules import PRESETS, RuleSet
from game import testing
from tests.test_ui_flow_helpers import wired  # noqa: F401  (a fixture)

PAPER = (251, 250, 245)


def _ink(c: Any) -> bool:
    """A pixel of a printed rank or suit on a card's paper: red or near black."""
    r, g, b = c[0], c[1], c[2]
    return (r > 140 and g < 110 and b < 110) or max(r, g, b) < 110


def ink_runs(app: Any, logical: pygame.FRect) -> list[int]:
    """Heights in window pixels of the bands of rows that carry ink inside ``logical``
    (top to bottom: a corner's rank, then its suit)."""
    box = app.canvas.rect(logical).move(app.viewport.topleft)
    runs: list[int] = []
    run = 0
    for y in range(box.top, box.bottom):
        if any(_ink(app.screen.get_at((x, y))) for x in range(box.left, box.right)):
            run += 1
        elif run:
            runs.append(run)
            run = 0
    if run:
        runs.append(run)
    return runs


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_small_cards_show_rank_and_suit_large(size: tuple[int, int]) -> None:
    app, scene, ctrl = practice_table(PRESETS["classic"], 5, size=size, lang="en")
    to_play(app, scene, ctrl)
    play_tricks(app, scene, ctrl, 5, until=lambda: any(scene.taken_rows))
    testing.press(app, pygame.K_a)
    app.draw()
    least = round(12 * app.canvas.scale / 0.8)  # 12 px at 1024 wide, more in a larger window
    drawn = testing.drawn_rects(app)
    rows = [r for t, r in drawn if t == "box.taken"]
    assert rows
    for row in rows:
        # the leftmost card's corner, as much of it as its neighbour leaves visible
        corner = pygame.FRect(row.x + 2, row.y + 2, 22, row.h - 4)
        runs = ink_runs(app, corner)
        assert len(runs) >= 2, runs
        rank, suit = runs[0], runs[1]
        assert rank >= least and suit >= least, (size, row, runs)
    shown = [r for t, r in drawn if t == "practice.hand"]
    assert len(shown) == 3
    for backing in shown:
        first = pygame.FRect(backing.x + 5, backing.y + 5, 14, 17)  # the first card's rank
        runs = ink_runs(app, first)
        assert runs and max(runs) >= round(least * 10 / 12), (size, backing, runs)


def test_the_hand_history_shows_its_small_cards_large_enough(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    from test_ui_history import open_history, store_hand

    store_hand()
    app, scene = open_history(size=(1024, 600))
    scene.open(scene.rows[0][0])
    app.step(0)
    drawn = testing.drawn_rects(app)
    first = next(r for t, r in drawn if t.startswith("card.N."))  # North's leftmost card
    runs = ink_runs(app, pygame.FRect(first.x + 1, first.y + 1, 20, first.h - 2))
    assert len(runs) >= 2 and runs[0] >= 12 and runs[1] >= 10, runs


@pytest.mark.usefixtures("wired")
def test_the_result_shows_the_cards_taken_large_enough() -> None:
    from game.scenes.result import ResultScene
    from game.scenes.title import TitleScene
    from tests.test_ui_flow_helpers import hand_over, play_to
    from tests.test_ui_flow_layout import session, show

    app = testing.make_app((1024, 600), "en", first=TitleScene())
    s = session(app, RuleSet(), seed=3)
    play_to(s.controller, hand_over)
    show(app, ResultScene(s))
    for _ in range(30):
        app.step(1 / 60)  # the faces are rendered ahead over a few frames
    rows = [r for t, r in testing.drawn_rects(app) if t == "cards"]
    assert rows
    for row in rows:
        runs = ink_runs(app, pygame.FRect(row.x + 1, row.y + 1, 22, row.h - 2))
        assert len(runs) >= 2 and runs[0] >= 12 and runs[1] >= 10, (row, runs)
