"""Toasts on the table: one at a time in the strip between North's cards and the trick,
under the pause menu, fading without a ghost, and left behind with the screen they told of."""

from __future__ import annotations

import pygame
import pytest
from test_ui_table import make_table, run_until

from engine.gongzhu.hand import PLAY
from engine.gongzhu.rules import PRESETS
from game import testing
from game.table import layout as L
from game.texts import i18n
from game.ui.scene import Scene

NEWS = ("East takes the pig!", "West could take all the hearts!", "South exposes the pig! ×2")


def _table_in_play(size: tuple[int, int] = (1280, 720), lang: str = "en") -> tuple:
    rules = PRESETS["classic"].with_options(exposure="none")
    app, scene, ctrl = make_table(rules, 3, size=size, lang=lang)
    testing.click(app, (640, 320))
    run_until(app, lambda: ctrl.phase == PLAY and scene.idle(), 30)
    app.toasts.items.clear()
    return app, scene, ctrl


def _boxes(drawn: list, tag: str) -> list[pygame.FRect]:
    return [r for t, r in drawn if t == tag]


def test_news_shows_one_at_a_time_between_north_and_the_trick() -> None:
    app, _scene, _ctrl = _table_in_play()
    for text in NEWS:
        app.toasts.show(text, 3.0)
    app.step(0.3)
    seen: list[str] = []
    for _ in range(12):
        drawn = testing.drawn_rects(app)
        toasts = _boxes(drawn, "toast.box")
        assert len(toasts) <= 1, toasts  # never a stack of news down into the cards
        for box in toasts:
            assert L.TOAST_AREA.contains(box), box
            assert not box.colliderect(L.TRICK_AREA), box
            for tag, r in drawn:
                if tag.startswith(("box.", "button", "card.")):
                    assert not box.colliderect(r), f"the toast {box} covers {tag} {r}"
        if app.toasts.items and app.toasts.items[0][0] not in seen:
            seen.append(app.toasts.items[0][0])
        app.step(0.5)
    assert seen == list(NEWS)  # each told in turn, none lost


def test_the_pause_menu_lies_over_the_news_and_stops_its_clock() -> None:
    app, _scene, _ctrl = _table_in_play()
    app.toasts.show(NEWS[0], 2.0)
    app.step(0.5)
    testing.press(app, pygame.K_ESCAPE)
    for _ in range(40):
        app.step(0.1)  # four seconds paused: longer than the toast lives
    drawn = testing.drawn_rects(app)
    tags = [t for t, _r in drawn]
    assert "toast.box" in tags, "the news waits under the menu"
    assert tags.index("toast.box") < tags.index("box.menu"), "the menu panel is drawn over it"


def test_a_fading_toast_leaves_no_ghost() -> None:
    app, _scene, _ctrl = _table_in_play()
    app.draw()
    clean = app.screen.copy()
    app.toasts.show(NEWS[0], 1.0)
    app.step(0.3)
    drawn = testing.drawn_rects(app)
    box = app.canvas.rect(_boxes(drawn, "toast.box")[0])
    run_until(app, lambda: app.toasts.items[0][1] <= 0.02, 2, dt=0.01)
    app.draw()
    worst = 0
    vx, vy = app.viewport.topleft
    for x in range(box.left, box.right, 2):
        for y in range(box.top, box.bottom, 2):
            a = app.screen.get_at((vx + x, vy + y))
            b = clean.get_at((vx + x, vy + y))
            worst = max(worst, *(abs(a[i] - b[i]) for i in range(3)))
    assert worst <= 24, f"a toast at its end still shows (a pixel differs by {worst})"


def test_news_stays_with_its_screen() -> None:
    app, _scene, _ctrl = _table_in_play()
    app.toasts.show(NEWS[0], 5.0)
    app.step(0.1)  # seen on the table
    app.ctx.replace(Scene())
    app.toasts.show("saved", 5.0)  # told just before the next screen shows: it is for that one
    app.step(0.1)
    drawn = testing.drawn_rects(app)
    assert [item[0] for item in app.toasts.items] == ["saved"]
    assert len(_boxes(drawn, "toast.box")) == 1


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_toast_on_a_menu_screen_wraps_clear_of_its_buttons(lang: str) -> None:
    from game.scenes.title import TitleScene

    try:
        app = testing.make_app((1280, 720), lang, first=TitleScene())
        long = i18n.tr("table.not_exposable") + " — " + i18n.tr("table.window_help")
        app.toasts.show(long, 5.0)
        app.step(0.5)
        drawn = testing.drawn_rects(app)
        box = _boxes(drawn, "toast.box")[0]
        lines = _boxes(drawn, "toast")
        assert len(lines) == 2, lines  # wrapped, not shrunk below a readable size
        assert all(box.contains(r) for r in lines)
        assert pygame.FRect(0, 0, 1280, 720).contains(box)
        for tag, r in drawn:
            if tag.startswith(("button", "label")):
                assert not box.colliderect(r), f"the toast {box} covers {tag} {r}"
        for r in lines:
            assert r.h >= 14
    finally:
        i18n.set_language("zh")
