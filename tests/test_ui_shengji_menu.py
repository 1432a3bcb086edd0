"""升级's pause menu is every table's: Resume, Rules (升级's own pages), Settings, and back to
the title — the table stays paused under Rules and Settings, and leaving keeps the saved game."""

from __future__ import annotations

import pygame
import pytest

from engine.shengji.state import DRAW
from game import testing
from game.scenes.help import HelpScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.shengji_table import form
from game.shengji_table.scene import ShengjiTableScene
from game.table.menu import PauseMenu
from game.texts.shengji_help import PAGES
from game.ui.app import App
from saves.shengji import load_shengji_game
from tests.shengji_drive import centre, run_until


def drawing_table(monkeypatch: pytest.MonkeyPatch) -> tuple[App, ShengjiTableScene]:
    """A new game from the form (saved after every action), some cards into the draw."""
    monkeypatch.setattr(form, "new_seed", lambda: 10)
    start = form.ShengjiFormScene()
    app = testing.make_app((1280, 720), "en", first=start)
    testing.click(app, centre(start.start_button.rect), frames=2)
    table = app.stack.top
    assert isinstance(table, ShengjiTableScene)
    run_until(app, lambda: len(table.controller.match.moves) >= 6)
    assert table.controller.hand.phase == DRAW
    return app, table


def open_menu(app: App) -> PauseMenu:
    testing.press(app, pygame.K_ESCAPE, frames=2)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    return menu


def still_paused(app: App, table: ShengjiTableScene, moves: int) -> None:
    for _ in range(60):  # two seconds: the draw would have gone on
        app.step(1 / 30)
    assert len(table.controller.match.moves) == moves


def test_the_menu_offers_resume_rules_settings_and_the_title(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, table = drawing_table(monkeypatch)
    menu = open_menu(app)
    assert [b.text() for b in menu.buttons] == ["Resume", "Rules", "Settings", "Main menu"]
    moves = len(table.controller.match.moves)
    still_paused(app, table, moves)
    testing.click(app, centre(menu.buttons[0].rect), frames=2)  # Resume
    assert app.stack.top is table
    run_until(app, lambda: len(table.controller.match.moves) > moves)


@pytest.mark.parametrize("button, screen", [(1, HelpScene), (2, SettingsScene)])
def test_rules_and_settings_open_and_come_back_to_the_paused_table(
    monkeypatch: pytest.MonkeyPatch, button: int, screen: type
) -> None:
    app, table = drawing_table(monkeypatch)
    menu = open_menu(app)
    moves = table.controller.match.moves
    testing.click(app, centre(menu.buttons[button].rect), frames=2)
    opened = app.stack.top
    assert isinstance(opened, screen)
    if isinstance(opened, HelpScene):
        assert opened.game == "shengji"  # 升级's pages, not 拱猪's
        assert opened.pages == PAGES
    still_paused(app, table, len(moves))
    testing.press(app, pygame.K_ESCAPE, frames=2)
    assert app.stack.top is menu and app.stack.scenes[-2] is table
    still_paused(app, table, len(moves))
    assert table.controller.match.moves == moves  # the table as it was left
    testing.press(app, pygame.K_ESCAPE, frames=2)
    assert app.stack.top is table


def test_back_to_the_title_keeps_the_game_saved_as_it_was_left(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, table = drawing_table(monkeypatch)
    menu = open_menu(app)
    moves = table.controller.match.moves
    testing.click(app, centre(menu.buttons[3].rect), frames=2)
    assert isinstance(app.stack.top, TitleScene)
    assert app.stack.scenes == [app.stack.top]
    game, error = load_shengji_game()
    assert error is None and game is not None
    assert game[0].moves == moves
