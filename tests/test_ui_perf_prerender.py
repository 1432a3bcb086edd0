"""The result and game-over screens render their text and card faces ahead, a few per
frame, instead of all in their first frame (speed is a benchmark, printed by ``gongzhu
demo``; these tests check the behaviour only: what is drawn, and that drawing never
changes the game)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.gongzhu.rules import RuleSet
from game import testing
from game.scenes import scorecard as result_mod
from game.scenes.gameover import GameOverScene
from game.scenes.result import DryCanvas, Prerender, ResultScene
from game.scenes.title import TitleScene
from game.ui.canvas import TEXT_CACHE
from tests.test_ui_flow_helpers import hand_over, play_to, wired  # noqa: F401
from tests.test_ui_flow_layout import session

pytestmark = pytest.mark.usefixtures("wired")


def texts_drawn(app: Any) -> list[str]:
    drawn: list[str] = []
    real = app.canvas.__class__.text

    def spy(self: Any, text: str, *args: Any, **kw: Any) -> Any:
        drawn.append(text)
        return real(self, text, *args, **kw)

    app.canvas.__class__.text = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        app.canvas.__class__.text = real  # type: ignore[method-assign]
    return drawn


def fresh_caches() -> None:
    TEXT_CACHE.clear()
    result_mod._FACES.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_result_screen_renders_ahead_then_draws_everything(size: tuple[int, int]) -> None:
    app = testing.make_app(size, "zh", first=TitleScene())
    s = session(app, RuleSet(decks=2), seed=3)
    play_to(s.controller, hand_over)
    scene = ResultScene(s)
    app.ctx.clear(scene)
    app.step(0)
    fresh_caches()
    app.stack.relayout_all()
    app.stack.layout(app.canvas)
    needs = list(scene.pre.pending)
    assert any(n[0] == "card" for n in needs) and any(n[0] == "text" for n in needs)
    assert not scene.pre.ready()
    moves, totals = len(s.match.moves), list(s.match.totals)
    # background only while the text is rendered ahead
    assert not set(texts_drawn(app)) & {n[1] for n in needs if n[0] == "text"}
    for _ in range(200):
        if scene.pre.ready():
            break
        app.step(1 / 60)
    assert scene.pre.ready() and not scene.pre.pending
    drawn = texts_drawn(app)
    score = s.match.hand.result
    assert score is not None
    from game.scenes.result import signed

    for seat in range(4):
        assert signed(score.seats[seat].total) in drawn
    assert (len(s.match.moves), list(s.match.totals)) == (moves, totals)  # drawing changed nothing


def test_dry_run_lists_what_the_real_draw_renders() -> None:
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    s = session(app, RuleSet(mode="partners", limit=4000), seed=3)
    play_to(s.controller, hand_over)
    scene = ResultScene(s)
    app.ctx.clear(scene)
    app.step(0)
    dry = DryCanvas(app.canvas.surface, app.canvas.scale)
    dry.needs = []
    scene._draw_all(dry)
    wanted = {n[1] for n in dry.needs if n[0] == "text"}
    while not scene.pre.ready():
        app.step(1 / 60)
    assert wanted <= set(texts_drawn(app)) | {""}


def test_game_over_screen_renders_ahead_then_draws_the_chart() -> None:
    app = testing.make_app((1920, 1080), "zh", first=TitleScene())
    s = session(app, RuleSet(limit=0, hands=2), seed=5)
    for n in range(2):
        play_to(s.controller, hand_over)
        if n < 1:
            s.controller.next_hand()
    scene = GameOverScene(s)
    app.ctx.clear(scene)
    fresh_caches()
    app.step(1 / 60)
    for _ in range(200):
        if scene.pre.ready():
            break
        app.step(1 / 60)
    assert scene.pre.ready()
    drawn = texts_drawn(app)
    for seat in range(4):
        assert s.name(seat) in drawn


def test_prerender_step_works_through_its_list() -> None:
    testing.make_app((1280, 720), "zh", first=TitleScene())
    pre = Prerender()
    TEXT_CACHE.clear()
    pre.pending = [("text", f"第{i}行", 20, (255, 255, 255), False) for i in range(30)]
    assert not pre.ready()
    while pre.pending:
        pre.step(0.0005)
    assert pre.ready()
