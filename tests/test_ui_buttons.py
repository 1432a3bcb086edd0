"""One look per kind of button, on every screen: the fill says the kind (normal, primary,
danger), keyboard focus is a ring around the button that never changes its fill."""

from __future__ import annotations

import pygame

from game import testing
from game.scenes.confirm import ConfirmScene
from game.scenes.title import TitleScene
from game.ui.app import Hooks
from game.ui.canvas import Canvas
from game.ui.widgets import Button


def fill_of(button: Button, **state: bool) -> tuple[int, int, int]:
    """The colour drawn near the button's left edge (no text there) in the given state."""
    surface = pygame.Surface((200, 100))
    surface.fill((10, 60, 30))
    for name, value in state.items():
        setattr(button, name, value)
    button.rect = pygame.FRect(40, 30, 120, 40)
    button.draw(Canvas(surface, 1.0))
    return tuple(surface.get_at((48, 50)))[:3]  # type: ignore[return-value]


def ring_of(button: Button) -> tuple[int, int, int]:
    """The colour just outside the button's left edge."""
    surface = pygame.Surface((200, 100))
    surface.fill((10, 60, 30))
    button.rect = pygame.FRect(40, 30, 120, 40)
    button.draw(Canvas(surface, 1.0))
    return tuple(surface.get_at((37, 50)))[:3]  # type: ignore[return-value]


def test_each_kind_has_its_own_fill_and_focus_does_not_change_it() -> None:
    pygame.init()
    kinds = {
        "normal": Button("Cancel", lambda: None),
        "primary": Button("Continue", lambda: None, primary=True),
        "danger": Button("Abandon", lambda: None, danger=True),
    }
    plain = {k: fill_of(b, focused=False) for k, b in kinds.items()}
    assert len(set(plain.values())) == 3, plain
    off = Button("Start", lambda: None, primary=True)
    off.enabled = False
    assert fill_of(off) not in plain.values()
    felt = (10, 60, 30)
    for kind, button in kinds.items():
        assert fill_of(button, focused=True) == plain[kind], kind  # focus keeps the kind's look
        assert ring_of(button) != felt, kind  # ... and shows as a ring around it
        assert fill_of(button, focused=False, hovered=True) not in plain.values(), kind
    # a focused "cancel" and an unfocused primary never look alike
    assert fill_of(kinds["normal"], focused=True) != fill_of(kinds["primary"], focused=False)


def test_abandoning_a_game_looks_dangerous_and_cancel_does_not() -> None:
    app = testing.make_app((1280, 720), "en", first=TitleScene())
    confirm = ConfirmScene(lambda: "Abandon the game in progress?", lambda: "Abandon", lambda: None)
    app.ctx.push(confirm)
    app.step(0)
    assert confirm.yes.danger and not confirm.yes.primary
    assert not confirm.no.primary and not confirm.no.danger
    assert confirm.focus.current is confirm.no


def test_the_title_has_one_primary_button() -> None:
    for saved in (False, True):
        title = TitleScene()
        testing.make_app(
            (1280, 720), "zh", first=title, hooks=Hooks(has_saved_game=lambda s=saved: s)
        )
        shown = [b for b in title.buttons.values() if b.visible and b.primary]
        assert len(shown) == 1
        assert shown[0] is title.buttons["continue" if saved else "new_game"]


def test_start_is_greyed_while_the_form_refuses_the_options() -> None:
    from game.scenes.newgame import NewGameScene

    form = NewGameScene(on_start=lambda rules, seats: None)
    app = testing.make_app((1280, 720), "en", first=form)
    assert form.start_button.enabled and form.error is None
    form.set_option("decks", 1)
    form.set_option("mode", "pig-sheep")  # needs two decks: refused
    app.step(0)
    assert form.error and not form.start_button.enabled
    assert form.start_button.colours()[0] == fill_of(Button("x", lambda: None), enabled=False)
    form.set_option("mode", "solo")
    app.step(0)
    assert form.error is None and form.start_button.enabled
