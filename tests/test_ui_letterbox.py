"""The 16:9 frame is letterboxed in any window (the felt fills the bars) and clicks map back
to logical points; a screen with no upright layout keeps it in a tall window too."""

from __future__ import annotations

import pygame
import pytest

from game import testing
from game.ui.canvas import letterbox, to_logical
from game.ui.scene import Scene

SIZES = [(1280, 720), (1920, 1080), (1000, 1000), (1600, 700), (1000, 600), (3840, 2160)]


class Probe(Scene):
    """Records where clicks land, in logical coordinates."""

    def __init__(self) -> None:
        super().__init__()
        self.clicks: list[tuple[float, float]] = []

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.clicks.append(event.pos)
            return True
        return False


@pytest.mark.parametrize("size", SIZES)
def test_letterbox_keeps_16_9_and_centres(size: tuple[int, int]) -> None:
    scale, view = letterbox(size)
    assert abs(view.w / view.h - 16 / 9) < 0.01
    assert view.w <= size[0] and view.h <= size[1]
    assert view.w == size[0] or view.h == size[1]  # fills one direction
    assert abs(view.x - (size[0] - view.w) / 2) <= 1
    assert abs(view.y - (size[1] - view.h) / 2) <= 1
    assert to_logical(view.topleft, scale, view) == (0, 0)


@pytest.mark.parametrize("size", SIZES[:5])
def test_posted_clicks_map_to_logical_points(size: tuple[int, int]) -> None:
    probe = Probe()
    app = testing.make_app(size, first=probe)
    assert app.screen.get_size() == size
    for point in [(0, 0), (640, 360), (100, 650), (1279, 719)]:
        testing.click(app, point)
        got = probe.clicks[-1]
        assert abs(got[0] - point[0]) <= 1 and abs(got[1] - point[1]) <= 1, (size, point, got)


def test_window_resize_relayouts_and_remaps() -> None:
    probe = Probe()
    app = testing.make_app((1280, 720), first=probe)
    app.ctx.change_settings(window_width=1000, window_height=1000)
    app.step(0)
    # a screen with no upright layout keeps the 16:9 frame in the square window
    assert app.canvas_for(probe).surface.get_size() in ((1000, 562), (1000, 563))
    testing.click(app, (640, 360))
    assert abs(probe.clicks[-1][0] - 640) <= 1 and abs(probe.clicks[-1][1] - 360) <= 1


def test_fullscreen_toggle_and_back() -> None:
    app = testing.make_app((1280, 720), first=Probe())
    testing.press(app, pygame.K_F11)
    assert app.settings.fullscreen
    testing.press(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.screen.get_size() == (1280, 720)
