"""The About screen: the game's version and licence, every bundled component's licence read
from the notices shipped with the game, reachable from the title and from help."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pygame
import pytest

import engine
from game import testing
from game.scenes.credits import CreditsScene
from game.scenes.help import HelpScene
from game.scenes.title import TitleScene
from game.texts.credits import components, licence_text

ROOT = Path(__file__).resolve().parent.parent


def centre(rect: pygame.FRect) -> tuple[float, float]:
    return (rect.centerx, rect.centery)


def drawn_texts(app: testing.App) -> list[str]:
    seen: list[str] = []
    canvas_type = type(app.canvas)
    real = canvas_type.text

    def spy(self: object, text: str, *args: object, **kw: object) -> object:
        seen.append(text)
        return real(self, text, *args, **kw)  # type: ignore[arg-type]

    canvas_type.text = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        canvas_type.text = real  # type: ignore[method-assign]
    return seen


def readme_rows() -> list[tuple[str, str]]:
    """(component, licence) of every row of the notices' table, read here independently."""
    text = (ROOT / "assets" / "notices" / "README.md").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if (
            line.startswith("|")
            and len(cells) == 4
            and cells[0] != "component"
            and "---" not in line
        ):
            rows.append((cells[0], cells[2]))
    return rows


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_about_from_the_title_shows_version_licence_and_every_component(lang: str) -> None:
    title = TitleScene()
    app = testing.make_app((1280, 720), lang, first=title)
    testing.click(app, centre(title.about.rect))
    about = app.stack.top
    assert isinstance(about, CreditsScene)
    shown = " ".join(drawn_texts(app))
    assert engine.__version__ in shown and "MIT" in shown
    seen: set[str] = set()
    for _ in range(40):  # scroll down the list with the keyboard, reading every row
        seen.update(drawn_texts(app))
        testing.press(app, pygame.K_DOWN)
    rows = readme_rows()
    assert len(rows) >= 25
    for name, licence in rows:
        assert name in seen, name
        assert any(t.startswith(licence + " · ") for t in seen), licence
    assert any(t.startswith("LGPL-2.1 · ") for t in seen)  # pygame-ce
    assert any(t.startswith("OFL-1.1 · ") for t in seen)  # the fonts
    testing.press(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_a_row_opens_its_licence_text_and_esc_closes_it() -> None:
    about = CreditsScene()
    app = testing.make_app((1280, 720), "en", first=about)
    pygame_row = next(r for r in about.rows if r.component.name == "pygame-ce")
    testing.click(app, centre(pygame_row.rect))
    assert about.opened is not None and about.opened.name == "pygame-ce"
    shown = drawn_texts(app)
    assert any("GNU LESSER GENERAL PUBLIC LICENSE" in t for t in shown)
    testing.press(app, pygame.K_END)
    assert about.scroll > 0
    testing.press(app, pygame.K_ESCAPE)
    assert about.opened is None and app.stack.top is about


def test_every_component_has_its_licence_text_in_the_notices() -> None:
    for component in components():
        if component.name == "Python":  # its text is added by the build (python.txt)
            continue
        assert licence_text(component), component.name


def test_about_from_help_and_back() -> None:
    help_scene = HelpScene()
    app = testing.make_app((1280, 720), "zh", first=help_scene)
    testing.click(app, centre(help_scene.about.rect))
    assert isinstance(app.stack.top, CreditsScene)
    testing.click(app, centre(app.stack.top.back_button.rect))
    assert app.stack.top is help_scene


def test_a_click_below_the_list_reaches_no_hidden_row() -> None:
    about = CreditsScene()
    app = testing.make_app((1280, 720), "zh", first=about)
    hidden = next(r for r in about.rows if r.rect.top > 640)  # scrolled out of the panel
    testing.click(app, (hidden.rect.x + 40, hidden.rect.centery))
    assert about.opened is None


def test_the_tour_saves_screens_named_by_screen_size_and_language(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("tour", ROOT / "build" / "tour.py")
    assert spec is not None and spec.loader is not None
    tour = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tour)
    saved = tour.tour_one(
        (1024, 600), "en", tmp_path, only={"title", "credits"}, steps=(tour.menus,)
    )
    names = sorted(p.name for p in saved)
    assert names == [
        "credits_1024x600_en.png",
        "credits_end_1024x600_en.png",
        "credits_licence_1024x600_en.png",
        "title_1024x600_en.png",
    ]
    image = pygame.image.load(str(tmp_path / "title_1024x600_en.png"))
    assert image.get_size() == (1024, 600)


def test_every_component_says_what_it_does_in_chinese() -> None:
    from game.texts.credits import USED_FOR_ZH

    for component in components():
        assert component.name in USED_FOR_ZH, component.name
