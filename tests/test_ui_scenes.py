"""The title, settings and help scenes, driven by real posted mouse and key events."""

from __future__ import annotations

import pygame

from game import testing
from game.scenes.help import HelpScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.texts import i18n
from game.ui.app import Hooks


def centre(rect: pygame.FRect) -> tuple[float, float]:
    return (rect.centerx, rect.centery)


def test_title_to_settings_and_back_by_mouse() -> None:
    title = TitleScene()
    app = testing.make_app((1600, 900), first=title)
    testing.click(app, centre(title.buttons["settings"].rect))
    assert isinstance(app.stack.top, SettingsScene)
    settings = app.stack.top
    testing.click(app, centre(settings.back_button.rect))
    assert app.stack.top is title


def test_language_changes_at_once_from_settings() -> None:
    app = testing.make_app((1280, 720), "zh", first=TitleScene())
    app.stack.top.on_settings()
    app.step(0)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    lang = scene.groups[0][2][0][1]
    english = lang.segments[1]
    testing.click(app, centre(english))
    assert app.settings.language == "en" and i18n.language() == "en"
    testing.press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)
    assert app.stack.top.buttons["quit"].text() == "Quit"
    i18n.set_language("zh")


def test_settings_by_keyboard() -> None:
    app = testing.make_app((1280, 720), first=SettingsScene())
    testing.press(app, pygame.K_DOWN)  # language → window size
    testing.press(app, pygame.K_DOWN)  # → fullscreen
    testing.press(app, pygame.K_DOWN)  # → table colour
    testing.press(app, pygame.K_RIGHT)
    assert app.settings.table_colour == "blue"
    testing.press(app, pygame.K_DOWN)  # → card back
    testing.press(app, pygame.K_RIGHT)
    assert app.settings.card_back == "red"
    for _ in range(3):
        testing.press(app, pygame.K_DOWN)  # four-colour, sound, volume
    testing.press(app, pygame.K_LEFT)
    assert app.settings.volume == 0.6


def test_help_pages_by_keyboard() -> None:
    title = TitleScene()
    app = testing.make_app((1280, 720), first=title)
    testing.press(app, pygame.K_DOWN)  # new game → rules & help
    testing.press(app, pygame.K_RETURN)
    help_scene = app.stack.top
    assert isinstance(help_scene, HelpScene)
    testing.press(app, pygame.K_RIGHT)
    testing.press(app, pygame.K_RIGHT)
    assert help_scene.page == 2
    testing.click(app, centre(help_scene.tabs[5].rect))
    assert help_scene.page == 5
    testing.press(app, pygame.K_ESCAPE)
    assert app.stack.top is title


def test_continue_only_with_a_saved_game_and_hooks_called() -> None:
    calls: list[str] = []
    hooks = Hooks(
        has_saved_game=lambda: True,
        new_game=lambda ctx: calls.append("new"),
        continue_game=lambda ctx: calls.append("continue"),
    )
    title = TitleScene()
    app = testing.make_app((1280, 720), first=title, hooks=hooks)
    assert title.buttons["continue"].visible
    testing.click(app, centre(title.buttons["continue"].rect))
    testing.click(app, centre(title.buttons["new_game"].rect))
    assert calls == ["continue", "new"]

    plain = TitleScene()
    app = testing.make_app((1280, 720), first=plain)
    assert not plain.buttons["continue"].visible
    testing.click(app, centre(plain.buttons["new_game"].rect))  # no hook yet: a toast
    assert app.toasts.items


def test_quit_button_and_window_close() -> None:
    title = TitleScene()
    app = testing.make_app((1280, 720), first=title)
    testing.click(app, centre(title.buttons["quit"].rect))
    assert app.stack.quit

    app = testing.make_app((1280, 720), first=SettingsScene())
    testing.post(pygame.QUIT)
    app.step(0)
    assert app.stack.quit


def test_overlay_draws_over_the_scene_below_and_takes_input_first() -> None:
    from game.ui.scene import Scene

    class Overlay(Scene):
        transparent = True

        def handle(self, event: pygame.event.Event) -> bool:
            return event.type == pygame.KEYDOWN and event.key == pygame.K_x

    title = TitleScene()
    app = testing.make_app((1280, 720), first=title)
    overlay = Overlay()
    app.ctx.push(overlay)
    app.step(0)
    assert app.stack.visible() == [title, overlay]
    testing.press(app, pygame.K_x)  # consumed by the overlay
    testing.press(app, pygame.K_RETURN)  # falls through to the title: new game → toast
    assert app.toasts.items
