"""No text or button overlaps another or leaves the window, in both languages and sizes."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import testing
from game.scenes.help import PAGE, HelpScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.texts import i18n
from game.ui.app import Hooks

BOXES = {"label", "button", "choice", "stepper"}
INNER = {"button.label": "button", "choice.label": "choice", "stepper.label": "stepper"}
WINDOW = pygame.FRect(0, 0, 1280, 720)
CASES = [(size, lang) for size in ((1280, 720), (1920, 1080)) for lang in ("zh", "en")]


def check(rects: list[tuple[str, pygame.FRect]]) -> None:
    boxes = [(tag, r) for tag, r in rects if tag in BOXES]
    assert boxes
    for tag, r in rects:
        assert WINDOW.contains(r.inflate(-0.01, -0.01)), (tag, r)
    for (ta, a), (tb, b) in itertools.combinations(boxes, 2):
        assert not a.inflate(-1, -1).colliderect(b.inflate(-1, -1)), (ta, a, tb, b)
    for tag, r in rects:  # every widget's text lies inside one widget of its kind
        if tag in INNER:
            owners = [b for t, b in boxes if t == INNER[tag] and b.inflate(2, 2).contains(r)]
            assert owners, (tag, r)


@pytest.mark.parametrize("size,lang", CASES)
@pytest.mark.parametrize("scene", [TitleScene, SettingsScene])
def test_no_overlap(size: tuple[int, int], lang: str, scene: type) -> None:
    hooks = Hooks(has_saved_game=lambda: True)
    app = testing.make_app(size, lang, first=scene(), hooks=hooks)
    check(testing.drawn_rects(app))
    i18n.set_language("zh")


@pytest.mark.parametrize("size,lang", CASES)
def test_help_pages_fit(size: tuple[int, int], lang: str) -> None:
    help_scene = HelpScene()
    app = testing.make_app(size, lang, first=help_scene)
    page_box = PAGE.inflate(24, 0)
    for page in range(len(help_scene.tabs)):
        help_scene.goto(page)
        app.step(0)
        rects = testing.drawn_rects(app)
        check([(t, r) for t, r in rects if t != "help.text"])
        for tag, r in rects:
            if tag == "help.text":
                assert page_box.contains(r), (page, r)
    i18n.set_language("zh")
