"""Shared pieces of the flow tests (imported by tests/test_ui_flow*.py; holds no tests).

* a stand-in table scene with the real table's constructor, which calls
  ``on_hand_over`` when the hand ends (the real one is written elsewhere);
* a stub computer player: the first legal action, decided in-process;
* ``play_to`` drives a hand through the controller in simulated time;
* a hand-made deal in which South takes every heart but not the sheep (猪羊变色).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any, TypeVar

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from engine.gongzhu.cards import parse_card
from engine.gongzhu.hand import HAND_OVER, SWAP_CHOICE, deal_from
from game.session import ai_worker
from game.session import play as main
from game.session.ai_worker import AIWorker, Choice
from game.ui.scene import Scene

S = TypeVar("S", bound=Scene)

SIZES = ((1280, 720), (1920, 1080))
CASES = [(size, lang) for size in SIZES for lang in ("zh", "en")]


class StubTable(Scene):
    """Stands in for game.table.scene.TableScene: same constructor, same callback."""

    def __init__(
        self,
        controller: Any,
        seat: int = 0,
        on_hand_over: Callable[[Any], None] | None = None,
        on_quit: Callable[[Any], None] | None = None,
    ) -> None:
        super().__init__()
        self.on_quit = on_quit
        self.controller = controller
        self.seat = seat
        self.on_hand_over = on_hand_over
        self.called = False

    def update(self, dt: float) -> None:
        c = self.controller
        done = c.phase == HAND_OVER or (
            c.phase == SWAP_CHOICE and c.players[c.match.hand.turn].human
        )
        if done and not self.called and self.on_hand_over is not None:
            self.called = True
            self.on_hand_over(c)

    def draw(self, canvas: Any) -> None:
        canvas.surface.fill((10, 60, 30))


def first_legal(
    view: Any, level: str, budget_s: float, seed: int, max_worlds: int | None = None
) -> Choice:
    return Choice(view.legal[0], "first legal", "第一个合法")


@pytest.fixture
def wired(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Any:
    """GONGZHU_HOME in tmp_path, the stub table, the stub computer player."""
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    monkeypatch.setattr(main, "table_factory", StubTable)
    monkeypatch.setattr(main, "new_seed", lambda: 1234)
    monkeypatch.setattr(main, "make_worker", lambda: AIWorker(use_process=False))
    monkeypatch.setattr(ai_worker, "decide", first_legal)
    main._SESSIONS.clear()
    yield tmp_path
    main._SESSIONS.clear()
    from game.texts import i18n

    i18n.set_language("zh")


def play_to(controller: Any, stop: Callable[[Any], bool], limit: int = 5000) -> None:
    """Run the controller in simulated time; humans play their first legal action."""
    for _ in range(limit):
        if stop(controller):
            return
        for seat in controller.waiting_for_human():
            if controller.phase == SWAP_CHOICE:
                return
            controller.submit(seat, controller.legal(seat)[0])
            break
        else:
            controller.update(0.5)
    raise AssertionError("the hand did not get there")


def hand_over(c: Any) -> bool:
    return c.phase in (HAND_OVER, SWAP_CHOICE)


def all_hearts_deal(rules: Any) -> Any:
    """South: ♥3…♥A and ♣2; East ♥2; West's highest card is the sheep, North's ♣A.

    South leads hearts (computers discard their lowest card), takes every heart, the
    pig and the transformer, then leads ♣2 last: North wins it with ♣A and takes
    West's sheep. So South has 全红 without 满贯 — 猪羊变色 is asked.
    """
    south = [f"H{r}" for r in "3456789TJQKA"] + ["C2"]
    west = [f"D{r}" for r in "23456789TJ"] + ["S2", "S3", "S4"]
    rest = [
        c
        for c in (s + r for s in "SHDC" for r in "23456789TJQKA")
        if c not in south + west and c != "H2" and c != "CA"
    ]
    east = ["H2"] + rest[:12]
    north = rest[12:] + ["CA"]
    hands = [south, east, north, west]
    assert all(len(h) == 13 for h in hands)
    order = [parse_card(hands[i % 4][i // 4]) for i in range(52)]
    return deal_from(rules, order, first_receiver=0, first_hand=True)


def swap_asked() -> Any:
    """A four-hand match at 猪羊变色 (`choose`) after :func:`all_hearts_deal`: South
    threw its highest heart each time, the others their first legal card; South answers."""
    import dataclasses

    from engine.gongzhu.hand import legal_actions
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import RuleSet

    rules = RuleSet(pig_sheep_swap="choose", exposure="none", first_lead_c2=False, hands=4)
    match = dataclasses.replace(new_match(rules, 5), hand=all_hearts_deal(rules))
    while match.hand.phase != SWAP_CHOICE:
        seat = match.hand.turn
        legal = legal_actions(match.hand, seat)
        hearts = [a for a in legal if 13 <= a < 26]
        match, _ = match.apply(seat, max(hearts or legal) if seat == 0 else legal[0])
    assert match.hand.turn == 0
    return match


def centre(rect: pygame.FRect) -> tuple[float, float]:
    return (rect.centerx, rect.centery)


def open_from_title(
    button: str, kind: type[S], size: tuple[int, int] = (1280, 720), lang: str = "zh"
) -> tuple[Any, S]:
    """The title screen, then a click on ``button``: the app and the screen it opens."""
    from game import testing
    from game.scenes.title import TitleScene

    title = TitleScene()
    app = testing.make_app(size, lang, first=title, hooks=main.game_hooks())
    testing.click(app, centre(title.buttons[button].rect))
    opened = app.stack.top
    assert isinstance(opened, kind)
    return app, opened


def open_form(size: tuple[int, int] = (1280, 720), lang: str = "zh") -> tuple[Any, Any]:
    """The title screen, then a click on "new game": the app and the new-game form."""
    from game.scenes.newgame import NewGameScene

    app, form = open_from_title("new_game", NewGameScene, size, lang)
    app.step(0)
    return app, form
