"""Hot seat is fair in the exposure window (RULES §3): every human gets his hand-over and his
private turn, also one with nothing to expose, so the hand-overs tell nobody who holds ♠Q, ♦J,
♣10 or ♥A; and each turn's clock starts when its human has dismissed the hand-over screen.

Played through the real table and real key presses (headless); what is checked is what the
table drew: the hand-over screens in order, and the clock each human saw first.
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from engine.gongzhu.actions import DONE, EXPOSE_BASE
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, PLAY, IllegalActionError
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import RuleSet
from game import testing
from game.session import ai_worker
from game.session.ai_worker import AIWorker, Choice
from game.session.controller import FIRST_PROMPT_S, SeatPlayer, TableController
from game.table import draw as table_draw
from game.table.scene import TableScene
from game.texts import i18n
from game.ui.handover import HandoverScene

DT = 1 / 30
CLOCK = 20


def first_legal(
    view: Any, level: str, budget_s: float, seed: int, max_worlds: int | None = None
) -> Choice:
    return Choice(view.legal[0], "first legal", "第一个合法")


@pytest.fixture(autouse=True)
def stub_ai(monkeypatch: pytest.MonkeyPatch, tmp_path: Any) -> Any:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    monkeypatch.setattr(ai_worker, "decide", first_legal)
    yield
    i18n.set_language("zh")


def table(seed: int, humans: int, rules: RuleSet) -> TableController:
    players = tuple(
        SeatPlayer(f"P{s}", True) if s < humans else SeatPlayer("", False, "easy") for s in range(4)
    )
    return TableController(
        new_match(rules, seed), players, exposure_clock=CLOCK, worker=AIWorker(use_process=False)
    )


def holders(ctl: TableController) -> set[int]:
    """The humans the engine asks at the start (首明, or the window)."""
    return {s for s in ctl.humans() if ctl.match.hand.pending >> s & 1}


def seed_where(humans: int, rules: RuleSet, phase: int, want: str) -> int:
    for seed in range(3000):
        ctl = table(seed, humans, rules)
        held = holders(ctl) if ctl.match.hand.phase == phase else None
        ctl.close()
        if held is None:
            continue
        if (want == "one" and len(held) == 1) or (want == "all" and len(held) == humans):
            return seed
    raise AssertionError(f"no deal where {want} of {humans} humans hold a special card")


def play_private_rounds(
    monkeypatch: pytest.MonkeyPatch, seed: int, humans: int, rules: RuleSet
) -> tuple[list[int], dict[tuple[int, int], float]]:
    """Play from the deal until the first card may be played: every human says done (or, with
    nothing to do, confirms). Returns the hand-over screens' seats in order and, per (human,
    round), the clock he saw first. Behind every hand-over screen 5 s of the app's time pass."""
    ctl = table(seed, humans, rules)
    scene = TableScene(ctl, seat=0)
    app = testing.make_app((1280, 720), "en", first=scene)
    first_seen: dict[tuple[int, int], float] = {}
    real_clock = table_draw.draw_clock

    def clock(canvas: Any, centre: Any, radius: Any, left: float, *a: Any, **k: Any) -> Any:
        if isinstance(app.stack.top, TableScene):
            first_seen.setdefault((scene.me, ctl.phase), left)
        return real_clock(canvas, centre, radius, left, *a, **k)

    monkeypatch.setattr(table_draw, "draw_clock", clock)
    handovers: list[int] = []
    for _frame in range(6000):
        if ctl.phase == PLAY and not isinstance(app.stack.top, HandoverScene):
            break
        top = app.stack.top
        if isinstance(top, HandoverScene):
            if ctl.phase == PLAY:
                break  # the first lead's hand-over: the private rounds are over
            handovers.append(top.seat)
            clocks = (ctl.window_left, ctl.first_left)
            for _ in range(150):  # 5 s while the screen waits for its person
                app.step(DT)
            assert (ctl.window_left, ctl.first_left) == clocks, "a clock ran behind the hand-over"
            testing.press(app, pygame.K_RETURN)
            continue
        if scene.acting() and ctl.phase in (FIRST_EXPOSURE, EXPOSURE):
            for _ in range(15):  # half a second to look at it
                app.step(DT)
            testing.press(app, pygame.K_d)
            continue
        app.step(DT)
    assert ctl.phase == PLAY, "the private rounds did not end"
    ctl.close()
    return handovers, first_seen


CASES = {
    "two humans": (2, RuleSet()),
    "four humans": (4, RuleSet()),
    "拱双猪, two humans": (2, RuleSet(decks=2)),
    "首明, two humans": (2, RuleSet(first_exposure=True)),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_hand_overs_are_the_same_whoever_holds_a_special_card(
    monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    humans, rules = CASES[case]
    phase = FIRST_EXPOSURE if rules.first_exposure else EXPOSURE
    one = seed_where(humans, rules, phase, "one")
    everyone = seed_where(humans, rules, phase, "all")
    seen_one, clocks_one = play_private_rounds(monkeypatch, one, humans, rules)
    seen_all, clocks_all = play_private_rounds(monkeypatch, everyone, humans, rules)
    # South (at the screen first) has his turn, then the computer goes round counter-clockwise
    order = list(range(1, humans))
    if rules.first_exposure:  # 首明's round, then the window's from the last one at the screen
        order = [1, 0]
    assert seen_one == seen_all == order
    # each human saw his whole clock first, in every round, whatever he held
    for clocks in (clocks_one, clocks_all):
        window = {who: left for (who, p), left in clocks.items() if p == EXPOSURE}
        assert window == dict.fromkeys(range(humans), float(CLOCK))
        if rules.first_exposure:
            first = {who: left for (who, p), left in clocks.items() if p == FIRST_EXPOSURE}
            assert first == dict.fromkeys(range(humans), FIRST_PROMPT_S)


def test_a_human_with_nothing_to_expose_only_confirms_and_nobody_plays_meanwhile() -> None:
    rules = RuleSet()
    seed = seed_where(2, rules, EXPOSURE, "one")
    ctl = table(seed, 2, rules)
    (holder,) = holders(ctl)
    for human in (0, 1):  # South, at the screen, first: whichever of the two holds the card
        if ctl.handover_to is not None:
            assert ctl.handover_to == human
            ctl.accept_handover()
        assert ctl.active_human() == human and ctl.window_left == CLOCK
        if human == holder:
            exposable = [a for a in ctl.legal(human) if EXPOSE_BASE <= a < EXPOSE_BASE + 52]
            ctl.submit(human, exposable[0])
            if human in ctl.waiting_for_human():
                ctl.submit(human, DONE)
            continue
        # nothing to expose: no legal action, an exposure is refused, the clock still runs
        assert ctl.legal(human) == []
        with pytest.raises(IllegalActionError):
            ctl.submit(human, EXPOSE_BASE)
        for _ in range(100):  # 5 s: computers may finish the window, but nobody plays
            ctl.update(0.05)
        assert ctl.phase == EXPOSURE and ctl.active_human() == human
        hand = ctl.match.hand
        assert hand.trick == () and hand.tricks == 0  # no card was played
        assert all(seat is None or seat >= 2 or seat == holder for seat, _a in ctl.match.moves)
        assert all(e.seat == human for e in ctl.private_view(human).exposures)
        assert ctl.window_left is not None and ctl.window_left < CLOCK
        ctl.submit(human, DONE)
    assert ctl.phase == PLAY and ctl.waiting_for_human() in ((), (ctl.match.hand.turn,))
    ctl.close()


def test_an_unanswered_turn_with_nothing_to_expose_ends_with_its_clock() -> None:
    rules = RuleSet()
    seed = seed_where(2, rules, EXPOSURE, "one")
    ctl = table(seed, 2, rules)
    (holder,) = holders(ctl)
    if ctl.handover_to is not None:
        ctl.accept_handover()
    if ctl.active_human() == holder:
        ctl.submit(holder, DONE)
        ctl.accept_handover()
    idle = ctl.active_human()
    assert idle is not None and idle != holder and ctl.legal(idle) == []
    for _ in range(round((CLOCK - 0.5) / 0.05)):
        ctl.update(0.05)
    assert ctl.active_human() == idle  # still his turn half a second before the end
    for _ in range(20):
        ctl.update(0.05)
    assert idle not in ctl.waiting_for_human()
    ctl.close()
