"""Every option of a segmented choice reads whole inside its own segment, at the smallest
window the game supports as at full HD, in both languages: a label that spills over into its
neighbour or past the frame is what a player sees as broken ("Friends (five, two decks)" at
1024×600 ran over the frame)."""

from __future__ import annotations

import pytest

from game import testing
from game.scenes.newgame import NewGameScene
from game.scenes.settings import SettingsScene
from game.shengji_table.form import ShengjiFormScene
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Choice

SIZES = ((1024, 600), (1280, 720), (1920, 1080))


def choices(scene: Scene) -> list[Choice[object]]:
    """The scene's visible choices, wherever it keeps them (attributes, nested lists, tuples
    and dicts: the settings keep theirs in groups of rows)."""
    found: list[Choice[object]] = []

    def walk(value: object) -> None:
        if isinstance(value, Choice):
            if value.visible and value not in found:
                found.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)

    walk(list(vars(scene).values()))
    return found


def check_labels(scene: Scene, app: App) -> int:
    """Each choice's drawn labels inside their own segments; how many were checked."""
    texts = testing.drawn_texts(app)
    checked = 0
    for choice in choices(scene):
        for option, segment in zip(choice.options, choice.segments):
            drawn = [
                r
                for words, _px, r in texts
                if words == option.text() and choice.rect.collidepoint(r.center)
            ]
            assert drawn, (option.text(), "not drawn")
            for r in drawn:
                assert segment.inflate(2, 2).contains(r), (option.text(), r, segment)
            checked += 1
    return checked


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_shengji_form_labels_fit_their_segments_for_every_preset(
    size: tuple[int, int], lang: str
) -> None:
    scene = ShengjiFormScene()
    app = testing.make_app(size, lang, first=scene)
    app.step(0)
    for preset in ("classic", "tractor", "duel", "friends"):
        scene.set_preset(preset)  # the chosen one is drawn bold, the widest it gets
        app.step(0)
        assert check_labels(scene, app) >= 10


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("make", [NewGameScene, SettingsScene])
def test_gongzhu_form_and_settings_labels_fit_their_segments(
    size: tuple[int, int], lang: str, make: type[Scene]
) -> None:
    scene = make()
    app = testing.make_app(size, lang, first=scene)
    app.step(0)
    assert check_labels(scene, app) >= 4
