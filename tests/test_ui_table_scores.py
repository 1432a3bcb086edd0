"""The score panel tells this hand's points from the game totals at a glance, and a partners
game shows its two teams, their colours and their totals (on the panel and the plates)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest
from test_ui_table import make_table, run_until

from engine.gongzhu.hand import PLAY
from engine.gongzhu.rules import PRESETS, RuleSet
from game import testing
from game.table import layout as L
from game.table.scoreboard import TEAM
from game.texts import i18n
from game.texts.numbers import signed
from game.ui.canvas import Canvas
from tests.test_ui_flow_helpers import wired  # noqa: F401  (a fixture)


def texts_drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.FRect]]:
    """One frame's texts with their logical rectangles."""
    out: list[tuple[str, pygame.FRect]] = []
    real = Canvas.text

    def text(canvas: Canvas, s: str, *a: Any, **k: Any) -> pygame.FRect:
        r = real(canvas, s, *a, **k)
        out.append((s, r))
        return r

    monkeypatch.setattr(Canvas, "text", text)
    app.draw()
    monkeypatch.setattr(Canvas, "text", real)
    return out


def _inside(texts: list[tuple[str, pygame.FRect]], box: pygame.FRect) -> list[str]:
    return [s for s, r in texts if box.inflate(1, 1).contains(r)]


def _play_until_points(app: Any, scene: Any, ctrl: Any) -> None:
    """Run a computer-only hand until some seat's running score is not 0."""
    testing.click(app, (640, 320))
    run_until(app, lambda: ctrl.phase == PLAY and scene.idle() and any(scene.scores()), 300, 0.05)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_panel_shows_this_hands_points_beside_the_game_totals(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        rules = PRESETS["classic"].with_options(exposure="none")
        app, scene, ctrl = make_table(rules, 4, lang=lang, humans=())
        ctrl.match = dataclasses.replace(ctrl.match, totals=(-380, 1480, 0, -100))  # a few hands on
        _play_until_points(app, scene, ctrl)
        panel = next(r for t, r in testing.drawn_rects(app) if t == "box.score")
        shown = _inside(texts_drawn(app, monkeypatch), panel)
        assert i18n.tr("table.col.hand") in shown and i18n.tr("table.col.game") in shown
        for seat in range(4):
            assert scene.seat_name(seat) in shown
            assert signed(scene.scores()[seat]) in shown, (seat, shown)
        for total in ("−380", "1480", "−100"):
            assert total in shown, shown
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_partners_show_the_teams_in_colour_with_their_totals(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        rules = PRESETS["tournament"].with_options(first_exposure=False, exposure="none")
        app, scene, ctrl = make_table(rules, 4, lang=lang)
        ctrl.match = dataclasses.replace(ctrl.match, totals=(-200, 150, 300, 50))
        testing.click(app, (640, 320))
        run_until(app, lambda: ctrl.phase == PLAY and scene.idle(), 30)
        drawn = testing.drawn_rects(app)
        panel = next(r for t, r in drawn if t == "box.score")
        shown = _inside(texts_drawn(app, monkeypatch), panel)
        assert shown.index(i18n.tr("table.team.us")) < shown.index(i18n.tr("table.team.them"))
        assert "100" in shown and "200" in shown  # S+N −200+300, E+W 150+50: the team totals
        # each plate carries its team's colour in a band at least 6 px wide, on any felt
        for seat in range(4):
            plate = L.seat_layout(L.relative(seat, 0)).plate
            for dx in (3, 4, 5):  # (the turn's gold outline takes the outer 2 px)
                x, y = app.window_pos((plate.x + dx, plate.centery))
                assert tuple(app.screen.get_at((x, y)))[:3] == TEAM[seat % 2], (seat, dx)
        assert TEAM[0] != TEAM[1]
    finally:
        i18n.set_language("zh")


@pytest.mark.usefixtures("wired")
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_result_names_the_teams_as_the_table_does(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.scenes.result import ResultScene
    from game.scenes.title import TitleScene
    from tests.test_ui_flow_helpers import hand_over, play_to
    from tests.test_ui_flow_layout import session, show

    try:
        app = testing.make_app((1280, 720), lang, first=TitleScene())
        s = session(app, RuleSet(mode="partners", limit=4000), seed=3)
        play_to(s.controller, hand_over)
        show(app, ResultScene(s))
        joined = " ".join(text for text, _r in texts_drawn(app, monkeypatch))
        assert i18n.tr("table.team.us") in joined and i18n.tr("table.team.them") in joined
        assert i18n.tr("result.teams") + " A" not in joined
    finally:
        i18n.set_language("zh")
