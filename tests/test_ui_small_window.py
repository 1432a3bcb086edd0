"""At the smallest window (1024×600) the table's words are drawn whole: the text keeps its
14-px floor, so the boxes around it make room instead of squeezing or cutting it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from test_ui_table import run_until

from engine.gongzhu.hand import PLAY
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from game import testing
from game.session.ai_worker import AIWorker
from game.session.controller import SeatPlayer, TableController
from game.table.scene import TableScene
from game.texts import i18n
from game.ui.canvas import Canvas

SMALL = (1024, 600)
LONG_NAMES = {"zh": "王奶奶", "en": "Granny Wang"}


def drawn_texts(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float, pygame.FRect]]:
    """One frame's texts: what, at which logical size, where."""
    out: list[tuple[str, float, pygame.FRect]] = []
    real = Canvas.text

    def text(canvas: Canvas, s: str, size: float, *a: Any, **k: Any) -> pygame.FRect:
        r = real(canvas, s, size, *a, **k)
        out.append((s, size, r))
        return r

    monkeypatch.setattr(Canvas, "text", text)
    app.draw()
    monkeypatch.setattr(Canvas, "text", real)
    return out


def small_table(lang: str, size: tuple[int, int] = SMALL) -> tuple[Any, TableScene]:
    """A campaign-like table at 1024×600: a long name at the top, every score with its tops."""
    names = ("", "", LONG_NAMES[lang], "")
    players = tuple(SeatPlayer(names[s], s == 0, "normal") for s in range(4))
    rules = PRESETS["classic"].with_options(exposure="none")
    ctrl = TableController(new_match(rules, 3), players, worker=AIWorker(use_process=False))
    scene = TableScene(ctrl, seat=0)
    scene.seat_note = lambda seat: i18n.tr("campaign.tops", n=seat)
    app = testing.make_app(size, lang, first=scene)
    testing.click(app, (640, 320))
    run_until(app, lambda: ctrl.phase == PLAY and scene.idle(), 30)
    return app, scene


def _overlaps(texts: list[tuple[str, float, pygame.FRect]]) -> list[tuple[str, str]]:
    """Texts on one line that run into each other (a text's box includes the font's line gap,
    so lines above and below may share a few logical px of it)."""
    return [
        (a, b)
        for i, (a, _sa, ra) in enumerate(texts)
        for b, _sb, rb in texts[i + 1 :]
        if abs(ra.centery - rb.centery) < min(ra.h, rb.h) / 2
        and ra.left < rb.right - 1
        and rb.left < ra.right - 1
    ]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_score_panel_gives_long_names_and_notes_the_room_they_need(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        app, scene = small_table(lang)
        panel = next(r for t, r in testing.drawn_rects(app) if t == "box.score")
        inside = [t for t in drawn_texts(app, monkeypatch) if panel.contains(t[2])]
        shown = [s for s, _size, _r in inside]
        for seat in range(4):
            assert scene.seat_name(seat) in shown, shown  # whole, not "Gra…"
            assert i18n.tr("campaign.tops", n=seat) in shown, shown
        assert all(size >= 14 for _s, size, _r in inside), inside  # never squeezed
        assert not _overlaps(inside)
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_computers_plate_says_its_level_whole(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    try:
        app, _scene = small_table(lang)
        plates = [r for t, r in testing.drawn_rects(app) if t == "box.plate"]
        texts = drawn_texts(app, monkeypatch)
        level = i18n.tr("table.level", level=i18n.tr("level.normal"))
        for plate in plates:
            inside = [t for t in texts if plate.contains(t[2])]
            assert not any(s.endswith("…") for s, _size, _r in inside), inside
            assert not _overlaps(inside)
        assert sum(s == level for s, _size, _r in texts) >= 2  # East's and West's at least
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("size", [SMALL, (1920, 1080)])
def test_a_long_name_keeps_its_size_and_the_level_gives_way(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    try:
        app, _scene = small_table("en", size)
        texts = drawn_texts(app, monkeypatch)
        assert ("Granny Wang", 17) in [(s, z) for s, z, _r in texts]
    finally:
        i18n.set_language("zh")


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [SMALL, (1280, 720), (1920, 1080)])
def test_the_score_panel_leaves_the_seat_below_it_clear(lang: str, size: tuple[int, int]) -> None:
    """The panel's taller lines in a small window push East's plate down instead of covering
    it; at 1280×720 and full HD the plate stays where it was designed (its top at 156)."""
    try:
        app, _scene = small_table(lang, size)
        rects = testing.drawn_rects(app)
        panel = next(r for t, r in rects if t == "box.score")
        plates = [r for t, r in rects if t == "box.plate"]
        assert plates and not any(panel.colliderect(p) for p in plates), (panel, plates)
        if size != SMALL:
            assert max(p.y for p in plates if p.x > 640) == 156
    finally:
        i18n.set_language("zh")
