"""A hand played on from the review says so for as long as it is on the table: a badge,
"练习 · 不计分" / "Practice · not saved", beside the menu button, over nothing else drawn —
and a real table has none."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game import testing
from game.session import shengji_review as job_session
from game.session.shengji_controller import ShengjiController
from game.shengji_table.scene import ShengjiTableScene
from game.ui.app import App
from tests.shengji_drive import decision, play_one_decision, run_until
from tests.test_ui_shengji_review_play import at_result, finished, open_review

BADGE = {"zh": "练习 · 不计分", "en": "Practice · not saved"}
EPS = 0.5


def badges(app: App) -> list[pygame.FRect]:
    return [r for tag, r in testing.drawn_rects(app) if tag == "box.practice"]


def badge_clear(app: App, lang: str, where: str) -> None:
    """One badge, with its words inside it, inside the window, over no other drawn box."""
    app.toasts.items.clear()
    drawn = testing.drawn_rects(app)
    (box,) = [r for tag, r in drawn if tag == "box.practice"]
    said = [r for text, _px, r in testing.drawn_texts(app) if text == BADGE[lang]]
    assert len(said) == 1 and box.contains(said[0]), where
    assert app.canvas.area().contains(box), where
    inner = box.inflate(-EPS, -EPS)
    for tag, r in drawn:
        if r != box and r != said[0]:
            assert not inner.colliderect(r.inflate(-EPS, -EPS)), f"{where}: over {tag} {r}"


def practice_table(size: tuple[int, int], lang: str) -> tuple[App, ShengjiTableScene]:
    """The finished hand on a practice table before the person's 3rd move, as the review's
    "play on" makes it (its end handed back to the review)."""
    real = ShengjiController(finished(), human=0, humans={0: ""})
    index = [i for i, (seat, _a) in enumerate(real.match.moves) if seat == 0][2]
    table = ShengjiTableScene(job_session.practice(real, index, 0))
    ended: list[Any] = []
    table.practice = ended.append
    return testing.make_app(size, lang, first=table), table


def test_the_review_s_play_on_table_wears_the_badge_and_the_real_one_none() -> None:
    app, table, _ctrl = at_result({0: ""}, human=0)
    assert not badges(app)  # the real table (its result shown)
    review = open_review(app)
    testing.press(app, pygame.K_p, frames=3)
    practice = app.stack.top
    assert isinstance(practice, ShengjiTableScene) and practice is not table
    for _ in range(200):  # long after the toast at its start has gone
        app.step(1 / 30)
    assert not app.toasts.items
    assert len(badges(app)) == 1
    texts = [t for t, _px, _r in testing.drawn_texts(app)]
    assert BADGE["en"] in texts
    practice.exit()
    review.exit()


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (960, 1040)])
def test_the_badge_lies_over_nothing_all_hand(size: tuple[int, int], lang: str) -> None:
    app, table = practice_table(size, lang)
    moves = 0
    while not table.controller.hand_over():
        run_until(app, decision(table))
        if table.controller.hand_over():
            break
        if moves % 3 == 0:
            badge_clear(app, lang, f"{size} {lang} move {moves}")
        play_one_decision(app, table)
        moves += 1
    run_until(app, lambda: table.result.button in table.place_buttons())
    badge_clear(app, lang, f"{size} {lang} hand over")
    table.exit()


def test_a_real_table_has_no_badge() -> None:
    ctrl = ShengjiController(finished(), human=0, humans={0: ""})
    real = ShengjiController(
        job_session.practice(ctrl, len(ctrl.match.moves) - 4, 0).match, human=0
    )
    app = testing.make_app((1280, 720), "zh", first=ShengjiTableScene(real))
    run_until(app, decision(app.stack.top))  # type: ignore[arg-type]
    assert not badges(app)
    assert BADGE["zh"] not in [t for t, _px, _r in testing.drawn_texts(app)]
