"""Layout of the new-game, result, game-over and statistics screens: at 1280×720 and
1920×1080, in both languages, nothing overlaps and everything lies inside the window
(Canvas record mode)."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pygame
import pytest

from engine.gongzhu.match import new_match
from engine.gongzhu.rules import RuleSet
from game import testing
from game.scenes.gameover import GameOverScene
from game.scenes.newgame import NewGameScene
from game.scenes.result import ResultScene
from game.scenes.stats import StatsScene
from game.scenes.title import TitleScene
from game.session import play as main
from game.session.controller import SeatPlayer, TableController
from saves.game import SeatEntry
from saves.profiles import GameRecord, HandRecord, ProfileStore
from tests.test_ui_flow_helpers import (
    CASES,
    all_hearts_deal,
    hand_over,
    play_to,
    wired,  # noqa: F401  (fixture, used through pytestmark)
)

pytestmark = pytest.mark.usefixtures("wired")

BOXES = {"label", "button", "choice", "field", "cards"}
INNER = {"button.label": "button", "choice.label": "choice", "field.text": "field"}
WINDOW = pygame.FRect(0, 0, 1280, 720)
NAMES = ("欧阳小红", "Bartholomew", "阿明", "Daisy Lee")


def check(rects: list[tuple[str, pygame.FRect]]) -> None:
    boxes = [(tag, r) for tag, r in rects if tag in BOXES]
    assert boxes
    for tag, r in rects:
        assert WINDOW.contains(r.inflate(-0.01, -0.01)), (tag, r)
    for (ta, a), (tb, b) in itertools.combinations(boxes, 2):
        assert not a.inflate(-1, -1).colliderect(b.inflate(-1, -1)), (ta, a, tb, b)
    for tag, r in rects:
        if tag in INNER:
            owners = [b for t, b in boxes if t == INNER[tag] and b.inflate(2, 2).contains(r)]
            assert owners, (tag, r)


def session(
    app: Any, rules: RuleSet, seed: int = 7, humans: tuple[bool, ...] = (True, False, False, False)
) -> main.Session:
    seats = tuple(SeatEntry(n, h) for n, h in zip(NAMES, humans))
    c = TableController(
        new_match(rules, seed),
        tuple(SeatPlayer(s.name, s.human, s.level) for s in seats),
        worker=main.make_worker(),
    )
    return main.Session(app.ctx, c, seats)


def show(app: Any, scene: Any) -> list[tuple[str, pygame.FRect]]:
    app.ctx.clear(scene)
    app.step(0)
    return testing.drawn_rects(app)


@pytest.mark.parametrize("size,lang", CASES)
def test_new_game_form(size: tuple[int, int], lang: str) -> None:
    form = NewGameScene()
    app = testing.make_app(size, lang, first=form)
    check(testing.drawn_rects(app))
    form.seats[2]["human"] = True  # a second human: the level row gives way to a note
    form.values["mode"] = "pig-sheep"  # and a refusal message in the form
    form.validate()
    app.stack.relayout_all()
    app.step(0)
    assert form.error
    check(testing.drawn_rects(app))


@pytest.mark.parametrize("size,lang", CASES)
@pytest.mark.parametrize(
    "rules",
    [
        RuleSet(mode="partners", limit=4000),
        RuleSet(decks=2),
        RuleSet(mode="pig-sheep", exposure="none"),
    ],
    ids=["partners", "double", "pig-sheep"],
)
def test_result(size: tuple[int, int], lang: str, rules: RuleSet) -> None:
    app = testing.make_app(size, lang, first=TitleScene())
    s = session(app, rules, seed=3)
    play_to(s.controller, hand_over)
    check(show(app, ResultScene(s)))


@pytest.mark.parametrize("size,lang", CASES)
def test_result_swap_question_and_banner(size: tuple[int, int], lang: str) -> None:
    app = testing.make_app(size, lang, first=TitleScene())
    rules = RuleSet(pig_sheep_swap="choose", exposure="none", first_lead_c2=False, hands=4)
    s = session(app, rules)
    c = s.controller
    c.match = dataclasses.replace(c.match, hand=all_hearts_deal(rules))
    for _ in range(400):
        if c.phase >= 3:
            break
        if c.phase == 2 and c.match.hand.turn == 0:
            legal = c.legal(0)
            c.submit(0, max([a for a in legal if 13 <= a < 26] or legal))
        else:
            c.update(0.5)
    result = ResultScene(s)
    check(show(app, result))
    result.choose(True)
    app.step(0)
    check(testing.drawn_rects(app))


@pytest.mark.parametrize("size,lang", CASES)
@pytest.mark.parametrize("mode", ["solo", "partners"])
def test_game_over(size: tuple[int, int], lang: str, mode: str) -> None:
    app = testing.make_app(size, lang, first=TitleScene())
    s = session(app, RuleSet(mode=mode, limit=0, hands=6, double_pig_loser=mode == "solo"), seed=5)
    for n in range(6):
        play_to(s.controller, hand_over)
        if n < 5:
            s.controller.next_hand()
    check(show(app, GameOverScene(s)))


@pytest.mark.parametrize("size,lang", CASES)
def test_statistics(size: tuple[int, int], lang: str) -> None:
    store = ProfileStore()
    for name in NAMES:
        store.create(name)
        store.record_hand(name, HandRecord(-1234, pigs_taken=2, exposures=3, exposure_gain=-400))
        store.record_game(name, GameRecord(won=False, pig=True))
    app = testing.make_app(size, lang, first=TitleScene())
    check(show(app, StatsScene()))
    check(show(app, TitleScene()))


@pytest.mark.parametrize("size,lang", CASES)
def test_statistics_empty(size: tuple[int, int], lang: str) -> None:
    app = testing.make_app(size, lang, first=TitleScene())
    check(show(app, StatsScene()))


def test_game_over_names_the_best_and_the_worst_hand() -> None:
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    s = session(app, RuleSet(limit=0, hands=3), seed=5)
    for n in range(3):
        play_to(s.controller, hand_over)
        if n < 2:
            s.controller.next_hand()
    over = GameOverScene(s)
    rects = show(app, over)
    check(rects)
    scored = [
        (rec.score.credited[seat], n, seat)
        for n, rec in enumerate(s.match.records, 1)
        for seat in range(4)
    ]
    best, worst = max(scored), min(scored)
    lines = over.highlights()
    assert lines[0].startswith("Best hand: " + NAMES[best[2]]) and f"(hand {best[1]})" in lines[0]
    assert lines[1].startswith("Worst hand: " + NAMES[worst[2]])
