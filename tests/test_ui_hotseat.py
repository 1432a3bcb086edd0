"""Hot seat, partners and 猪羊一家 on one computer, through real input events (headless).

What is checked is what was drawn: every card face asked of ``game.art.cards_art`` during
a frame is recorded, and while the hand-over screen is up no face at all may appear;
at the table no face of a card hidden from the viewer may appear.
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from engine.gongzhu.cards import card_code, cards_of
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE, HAND_OVER, PLAY, SWAP_CHOICE
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import RuleSet
from engine.gongzhu.scoring import HIDDEN
from game import testing
from game.art import cards_art
from game.session import ai_worker
from game.session import play as main
from game.session.ai_worker import AIWorker, Choice
from game.session.controller import SeatPlayer, TableController
from game.table.scene import TableScene
from game.texts import i18n
from game.ui.canvas import Canvas
from game.ui.handover import HandoverScene

DT = 1 / 30
SHOTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "screenshots")


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


class Recorder:
    """Records the card faces and texts drawn during each frame of an App."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, app: Any, check: Any = None) -> None:
        self.faces: set[str] | None = None
        self.texts: list[str] | None = None
        self.frames: list[tuple[Any, set[str], list[str]]] = []
        real_draw, real_face, real_text = cards_art.draw_card, cards_art.card_face, Canvas.text

        def draw_card(target: Any, code: Any, *a: Any, **k: Any) -> Any:
            if self.faces is not None and code is not None:
                self.faces.add(code)
            return real_draw(target, code, *a, **k)

        def card_face(code: str, *a: Any, **k: Any) -> Any:
            if self.faces is not None:
                self.faces.add(code)
            return real_face(code, *a, **k)

        def text(canvas: Any, s: str, *a: Any, **k: Any) -> Any:
            if self.texts is not None:
                self.texts.append(s)
            return real_text(canvas, s, *a, **k)

        monkeypatch.setattr(cards_art, "draw_card", draw_card)
        monkeypatch.setattr(cards_art, "card_face", card_face)
        monkeypatch.setattr(Canvas, "text", text)
        real_app_draw = app.draw

        def frame(canvas: Any = None) -> None:
            self.faces, self.texts = set(), []
            real_app_draw(canvas)
            faces, texts = self.faces, self.texts
            self.faces = self.texts = None
            top = app.stack.scenes[-1] if app.stack.scenes else None
            self.frames.append((top, faces, texts))
            if check is not None:
                check(top, faces, texts)

        app.draw = frame


def hidden_from_viewer(scene: TableScene) -> set[str]:
    """Faces the viewer may not see: other seats' cards, less what is exposed to the viewer."""
    st, me, view = scene.shown, scene.me, scene._view
    public = {e.card for e in view.exposures if e.seat == me or e.how != HIDDEN}
    out: set[str] = set()
    for s in range(4):
        if s != me:
            out |= {card_code(c) for c in cards_of(st.hand1[s]) if c not in public}
    return out


def three_humans(seed: int, rules: RuleSet | None = None, clock: int = 20) -> TableController:
    players = (
        SeatPlayer("", True),
        SeatPlayer("", True),
        SeatPlayer("", True),
        SeatPlayer("", False, "easy"),
    )
    return TableController(
        new_match(rules or RuleSet(), seed),
        players,
        exposure_clock=clock,
        worker=AIWorker(use_process=False),
    )


def deal_with_two_exposing_humans() -> int:
    for seed in range(300):
        ctl = three_humans(seed)
        pending = [s for s in range(3) if ctl.match.hand.pending >> s & 1]
        ctl.close()
        if ctl.phase == EXPOSURE and len(pending) >= 2:
            return seed
    raise AssertionError("no deal with two humans holding special cards")


def move_cursor(app: Any, scene: TableScene, index: int) -> None:
    for _ in range(60):
        if scene.cursor == index:
            return
        testing.press(app, pygame.K_RIGHT, frames=0)
        app.step(0)
    raise AssertionError("cursor did not reach the card")


# ------------------------------------------------------------------ hot seat


def test_three_humans_expose_and_play_behind_hand_over_screens(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seed = deal_with_two_exposing_humans()
    ctl = three_humans(seed)
    ended: list[Any] = []
    scene = TableScene(ctl, seat=0, on_hand_over=lambda c: ended.append(c))
    app = testing.make_app((1280, 720), "zh", first=scene)
    stats = {"handover_frames": 0, "table_frames": 0}

    def check(top: Any, faces: set[str], texts: list[str]) -> None:
        if isinstance(top, HandoverScene):
            stats["handover_frames"] += 1
            assert not faces, f"card faces drawn behind the hand-over screen: {faces}"
            assert scene.hint is None and not scene.selection
            if scene.shown.phase in (FIRST_EXPOSURE, EXPOSURE):  # no exposure toast while secret
                assert not any("×" in t for t in texts), texts
        elif isinstance(top, TableScene):
            stats["table_frames"] += 1
            leaked = faces & hidden_from_viewer(scene)
            assert not leaked, f"seat {scene.me} saw {leaked}"

    Recorder(monkeypatch, app, check)
    handovers: list[tuple[int, int]] = []  # (from, to)
    exposed_by: list[int] = []
    hinted: set[int] = set()
    played_by: set[int] = set()
    last_me = scene.me
    confirm_keys = [pygame.K_RETURN, pygame.K_SPACE, None]  # None: a click
    for _frame in range(20000):
        if ended:
            break
        top = app.stack.top
        if isinstance(top, HandoverScene):
            assert ctl.handover_to == top.seat != scene.me
            before = scene.me
            key = confirm_keys[len(handovers) % 3]
            if key is None:
                testing.click(app, (640, 360))
            else:
                testing.press(app, key)
            assert not isinstance(app.stack.top, HandoverScene)
            assert scene.me == top.seat == ctl.viewer
            handovers.append((before, scene.me))
            last_me = scene.me
            continue
        # the table's viewer never changes without a hand-over screen
        assert scene.me == last_me
        if not scene.acting():
            app.step(DT)
            continue
        phase = ctl.phase
        if phase == EXPOSURE:
            if scene.exposable():
                exposed_by.append(scene.me)
                testing.press(app, pygame.K_e)
            else:
                testing.press(app, pygame.K_d)
        elif phase == FIRST_EXPOSURE:
            testing.press(app, pygame.K_d)
        elif phase == PLAY:
            me = scene.me
            if me not in hinted:
                hinted.add(me)
                testing.press(app, pygame.K_h)
                for _ in range(30):
                    if scene.hint is not None:
                        break
                    app.step(DT)
                assert scene.hint is not None
                from game.table.bubbles import hint_cards as _hint_cards

                assert _hint_cards(scene) <= set(scene.my_hand())  # the hint is about this hand
            if scene.review_available():
                testing.press(app, pygame.K_l)
                assert scene.review
                testing.press(app, pygame.K_l)
            hand = scene.my_hand()
            playable = scene.playable()
            index = next(i for i, c in enumerate(hand) if c in playable)
            move_cursor(app, scene, index)
            n = len(ctl.match.moves)
            testing.press(app, pygame.K_RETURN)
            assert len(ctl.match.moves) == n + 1 and ctl.match.moves[-1][0] == me
            played_by.add(me)
        else:
            app.step(DT)
    assert ended, "the hand did not end"
    assert ctl.phase in (HAND_OVER, SWAP_CHOICE)
    # each human who could expose did so in turn, each behind their own hand-over screen
    assert len(set(exposed_by)) >= 2
    for seat in set(exposed_by) - {0}:
        assert any(to == seat for _f, to in handovers)
    # hand-over screens appear exactly when the human changes: never to the same person
    assert handovers and all(a != b for a, b in handovers)
    assert played_by == {0, 1, 2} and hinted == {0, 1, 2}
    assert stats["handover_frames"] >= len(handovers) and stats["table_frames"] > 100
    # after the window closed, everyone's exposures were shown to the viewer
    assert len(scene._view.exposures) == len(scene.shown.exposures)
    ctl.close()


def test_one_human_never_sees_a_hand_over_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    players = (SeatPlayer("", True),) + tuple(SeatPlayer("", False, "easy") for _ in range(3))
    ctl = TableController(new_match(RuleSet(), 5), players, worker=AIWorker(use_process=False))
    ended: list[Any] = []
    scene = TableScene(ctl, seat=0, on_hand_over=lambda c: ended.append(c))
    app = testing.make_app((1280, 720), "en", first=scene)
    for _ in range(20000):
        if ended:
            break
        assert not isinstance(app.stack.top, HandoverScene) and scene.me == 0
        if scene.acting():
            if ctl.phase == EXPOSURE:
                testing.press(app, pygame.K_d)
                continue
            if ctl.phase == PLAY:
                hand, playable = scene.my_hand(), scene.playable()
                move_cursor(app, scene, next(i for i, c in enumerate(hand) if c in playable))
                testing.press(app, pygame.K_RETURN)
                continue
        app.step(DT)
    assert ended
    ctl.close()


def first_asked(ctl: TableController) -> tuple[int, ...]:
    """The humans the engine offers 首明 (their first card is special)."""
    return tuple(s for s in ctl.humans() if ctl.match.hand.pending >> s & 1)


def deal_with_two_first_prompts(rules: RuleSet) -> int:
    """A deal where two humans may 首明 their first card and South, at the screen first, may not."""
    for seed in range(2000):
        ctl = three_humans(seed, rules)
        asked = first_asked(ctl)
        ctl.close()
        if ctl.phase == FIRST_EXPOSURE and asked == (1, 2):
            return seed
    raise AssertionError("no deal with two humans offered 首明")


def test_first_card_prompts_reach_only_the_player_concerned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rules = RuleSet(first_exposure=True)
    seed = deal_with_two_first_prompts(rules)
    ctl = three_humans(seed, rules)
    asked = set(first_asked(ctl))
    scene = TableScene(ctl, seat=0)
    app = testing.make_app((1280, 720), "en", first=scene)
    title = i18n.tr_in("en", "table.first_title")
    shown_only = i18n.tr_in("en", "table.first_none_title")
    prompted: list[int] = []  # who was at the screen, each frame the prompt was drawn
    told: list[int] = []  # … each frame "your first card is not special" was drawn

    def check(top: Any, faces: set[str], texts: list[str]) -> None:
        if title not in texts and shown_only not in texts:
            return
        assert isinstance(top, TableScene), "the 首明 panel showed behind the hand-over screen"
        me = scene.me
        if title in texts:
            assert me in asked, f"seat {me} was shown a 首明 prompt it was not offered"
            prompted.append(me)
        else:
            assert me not in asked, f"seat {me} was not offered the 首明 it may make"
            told.append(me)
        first = card_code(scene.shown.first_cards[me])
        others = {card_code(scene.shown.first_cards[s]) for s in range(4) if s != me}
        assert first in faces and not (others - {first}) & faces

    Recorder(monkeypatch, app, check)
    answered: list[int] = []
    for _frame in range(3000):
        if ctl.phase != FIRST_EXPOSURE:
            break
        if isinstance(app.stack.top, HandoverScene):
            testing.press(app, pygame.K_RETURN)
            continue
        if scene.acting():
            answered.append(scene.me)
            testing.press(app, pygame.K_d)  # keep the first card hidden (or: seen, go on)
            continue
        app.step(DT)
    assert ctl.phase != FIRST_EXPOSURE, "the 首明 round did not end"
    # every human had a 首明 turn in seat order from South, so the hand-overs tell nothing;
    # those offered 首明 saw their own prompt and answered it, the others saw their card only
    assert answered == [0, 1, 2]
    assert set(prompted) == asked and set(told) == {0}
    ctl.close()


# ------------------------------------------------------------------ partners


def test_partners_game_to_its_end_with_team_totals(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = RuleSet(mode="partners", limit=1000)
    players = tuple(SeatPlayer("", False, "easy") for _ in range(4))
    ctl = TableController(new_match(rules, 11), players, worker=AIWorker(use_process=False))
    sums = [0, 0]
    for _hand in range(200):
        for _ in range(5000):
            if ctl.match.hand_over:
                break
            ctl.update(0.5)
        assert ctl.match.hand_over
        score = ctl.match.records[-1].score
        for i, team in enumerate(score.teams):
            sums[0 if 0 in team else 1] += score.team_totals[i]
        if ctl.match.game_over:
            break
        ctl.next_hand()
    assert ctl.match.game_over
    totals = ctl.match.team_totals()
    assert list(totals) == sums
    assert totals[0] == ctl.match.totals[0] + ctl.match.totals[2]
    assert max(abs(t) for t in totals) >= 1000
    # the table shows the teams: a stripe per plate and the team totals in the score panel
    scene = TableScene(ctl, seat=0, animate_deal=False)
    app = testing.make_app((1280, 720), "en", first=scene)
    rec = Recorder(monkeypatch, app)
    app.step(0)
    texts = rec.frames[-1][2]
    assert all(str(t).replace("-", "−") in texts for t in totals)  # the team rows
    assert "N–S" in texts and "E–W" in texts  # nobody at the screen: the sides of the table
    ctl.close()


# ------------------------------------------------------------------ 猪羊一家

TEAM_WORDS = ("队伍", "Teams", "猪羊一家：", "Pig & sheep team", "一人对三家", "alone against")


def test_pig_sheep_teams_hidden_during_the_hand_and_shown_with_the_result(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from game.scenes.result import ResultScene
    from saves.game import SeatEntry

    rules = RuleSet(mode="pig-sheep", exposure="none")
    seats = (
        SeatEntry("Ann", True),
        SeatEntry("Bob", True),
        SeatEntry("Cy", False, "easy"),
        SeatEntry("Di", False, "easy"),
    )
    ctl = TableController(
        new_match(rules, 3),
        tuple(SeatPlayer(e.name, e.human, e.level) for e in seats),
        worker=AIWorker(use_process=False),
    )
    app = testing.make_app((1280, 720), "en")
    session = main.Session(app.ctx, ctl, seats)
    app.ctx.replace(session.table_scene())
    app.step(0)
    scene = app.stack.top
    assert isinstance(scene, TableScene)
    fills: list[Any] = []
    real_fill = Canvas.fill_rect

    def fill(canvas: Any, r: Any, colour: Any, *a: Any, **k: Any) -> Any:
        fills.append(tuple(colour)[:3])
        return real_fill(canvas, r, colour, *a, **k)

    monkeypatch.setattr(Canvas, "fill_rect", fill)
    rec = Recorder(monkeypatch, app)
    from game.table.scoreboard import TEAM

    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, ResultScene):
            break
        if isinstance(top, HandoverScene):
            testing.press(app, pygame.K_SPACE)
            continue
        if isinstance(top, TableScene) and top.acting() and ctl.phase == PLAY:
            hand, playable = top.my_hand(), top.playable()
            move_cursor(app, top, next(i for i, c in enumerate(hand) if c in playable))
            testing.press(app, pygame.K_RETURN)
            continue
        app.step(DT)
    assert isinstance(app.stack.top, ResultScene)
    table_texts = [t for top, _f, texts in rec.frames if isinstance(top, TableScene) for t in texts]
    assert table_texts
    assert not any(w in t for t in table_texts for w in TEAM_WORDS)
    assert not any(c in TEAM for c in fills)
    for _ in range(5):
        app.step(DT)
    # the result screen may pre-render its texts once: every text it drew since it came up
    result_texts = [
        t for top, _f, texts in rec.frames if isinstance(top, ResultScene) for t in texts
    ]
    score = ctl.match.records[-1].score
    assert score.teams
    side = [session.name(s) for s in score.teams[0]]
    assert any(
        ("Pig & sheep team" in t or "alone against" in t) and all(n in t for n in side)
        for t in result_texts
    ), result_texts
    ctl.close()
