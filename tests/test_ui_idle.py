"""Idle costs nothing: a screen where nothing moves is drawn once, then not again until
input comes or its picture is due to change (issue 59). ``build/bench_idle.py`` measures the
CPU this saves; these tests check what a player would see: the right picture, at once."""

from __future__ import annotations

import pygame

from game import testing
from game.scenes.newgame import NewGameScene
from game.scenes.title import TitleScene
from game.ui.app import App
from game.ui.canvas import Canvas
from game.ui.scene import Scene
from game.ui.text_field import TextField


def frames(app: App, n: int = 5) -> list[bool]:
    """Which of ``n`` frames of the real loop's kind were drawn."""
    return [app.step(1 / 60, lazy=True) for _ in range(n)]


def test_a_still_title_is_drawn_once_and_then_left_alone() -> None:
    app = testing.make_app(first=TitleScene())  # its first frame drawn
    assert app.frames_drawn == 1
    before = pygame.image.tobytes(app.screen, "RGB")
    assert frames(app, 30) == [False] * 30
    assert pygame.image.tobytes(app.screen, "RGB") == before  # the title still shows


def test_input_on_a_still_screen_is_drawn_at_once() -> None:
    app = testing.make_app(first=TitleScene())
    frames(app)
    before = pygame.image.tobytes(app.screen, "RGB")
    testing.post(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)
    assert app.step(1 / 60, lazy=True)
    assert pygame.image.tobytes(app.screen, "RGB") != before  # the focus moved, on screen


class Moving(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.x = 0.0

    def update(self, dt: float) -> None:
        self.x += 60 * dt

    def draw(self, canvas: Canvas) -> None:
        canvas.surface.fill((0, 0, 0))
        canvas.fill_rect(pygame.FRect(self.x % 1200, 300, 40, 40), (255, 255, 255))


def test_a_scene_that_moves_is_drawn_every_frame() -> None:
    app = testing.make_app(first=Moving())
    assert frames(app, 10) == [True] * 10


def test_news_on_a_still_screen_is_drawn_while_it_shows() -> None:
    app = testing.make_app(first=TitleScene())
    frames(app)
    app.ctx.toast("拱猪")
    assert frames(app, 5) == [True] * 5  # it fades in and ages frame by frame


def test_a_focused_name_field_keeps_its_cursor_blinking() -> None:
    app = testing.make_app(first=TitleScene())
    form = NewGameScene()
    app.ctx.clear(form)
    app.step(0)
    field = next(w for w in form.focus.widgets if isinstance(w, TextField) and w.visible)
    form.focus.focus(field)
    assert 0 < app.still_for() <= 0.5  # the next blink is due within half a second
    form.focus.focus(None)
    assert app.still_for() > 0.5
