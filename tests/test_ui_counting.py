"""Every finished hand is counted exactly once, whenever the game is closed or killed, and a
folder that refuses writes never stops the game (headless, through the real session)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.gongzhu.actions import DONE
from game import testing
from game.scenes.gameover import GameOverScene
from game.scenes.result import ResultScene
from game.scenes.title import TitleScene
from game.session import play as main
from saves import atomic
from saves.history import HandHistory
from saves.profiles import ProfileStore
from tests.test_ui_flow_helpers import (
    StubTable,
    centre,
    hand_over,
    open_form,
    play_to,
    wired,  # noqa: F401  (fixture, used through pytestmark)
)

pytestmark = pytest.mark.usefixtures("wired")


def start_four_hands() -> tuple[Any, Any]:
    """The new-game form set to a game of four hands with no limit, started."""
    app, form = open_form(lang="en")
    hands = next(w for _c, name, w in form.length_rows if name == "hands")
    testing.click(app, (hands.plus.centerx, hands.plus.centery))  # 4 hands
    limit = next(w for _c, name, w in form.length_rows if name == "limit")
    testing.click(app, centre(limit.segments[4]))  # no limit
    testing.click(app, centre(form.start_button.rect))
    table = app.stack.top
    assert isinstance(table, StubTable), table
    return app, table.controller


def killed_and_restarted() -> tuple[Any, Any]:
    """The process dies here (no frame, no quit); a new one starts and continues the game."""
    main._SESSIONS.clear()
    title = TitleScene()
    app = testing.make_app((1280, 720), "en", first=title, hooks=main.game_hooks())
    testing.click(app, centre(title.buttons["continue"].rect))
    app.step(1 / 60)
    return app, app.stack.top


def counts(name: str) -> tuple[int, int, int]:
    stats = ProfileStore().stats(name)
    return stats.hands, stats.games, len(HandHistory().ids())


def test_a_hand_killed_during_its_last_trick_is_counted_once() -> None:
    app, c = start_four_hands()
    name = c.players[0].name
    play_to(c, hand_over)  # the last card: the table would now animate the trick
    assert counts(name) == (1, 0, 1)
    app, screen = killed_and_restarted()
    assert isinstance(screen, StubTable) and len(screen.controller.match.records) == 1  # hand 2
    assert counts(name) == (1, 0, 1)
    play_to(screen.controller, hand_over)
    app.step(1 / 60)
    assert isinstance(app.stack.top, ResultScene)  # the result screen counts again: no change
    assert counts(name) == (2, 0, 2)


def test_a_game_killed_after_every_hand_ends_with_one_game_and_four_hands() -> None:
    _app, c = start_four_hands()
    name = c.players[0].name
    for n in range(4):
        play_to(c, hand_over)  # killed at the last card of every hand
        _app, screen = killed_and_restarted()
        if n < 3:
            assert isinstance(screen, StubTable), screen
            c = screen.controller
    # Killed at the game's last card: the game was counted then and its save forgotten.
    assert isinstance(screen, TitleScene) and not screen.buttons["continue"].visible
    assert counts(name) == (4, 1, 4)
    assert not main.has_saved_game()


def test_a_game_played_to_its_end_counts_the_same() -> None:
    app, c = start_four_hands()
    name = c.players[0].name
    for n in range(4):
        play_to(c, hand_over)
        app.step(1 / 60)
        testing.press(app, pygame.K_RETURN)
        if n < 3:
            c = app.stack.top.controller
    assert isinstance(app.stack.top, GameOverScene)
    assert counts(name) == (4, 1, 4)


def test_hands_missed_while_the_folder_refused_writes_are_counted_once_it_takes_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A read-only (or full) folder from the start: no crash, the player is told once, and
    what was missed is counted when writes work again."""
    real_write = atomic.atomic_write

    def refuse(path: Any, data: bytes) -> None:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(atomic, "atomic_write", refuse)
    monkeypatch.setattr("saves.document.atomic_write", refuse)
    app, c = start_four_hands()
    name = c.players[0].name
    play_to(c, hand_over)
    app.step(1 / 60)
    assert isinstance(app.stack.top, ResultScene)
    told = [text for text, *_ in app.toasts.items if "could not be saved" in text]
    assert len(told) == 1, app.toasts.items  # once, not after every card
    monkeypatch.setattr("saves.document.atomic_write", real_write)
    testing.press(app, pygame.K_RETURN)
    c = app.stack.top.controller
    play_to(c, hand_over)  # hand 2 ends with a writable folder
    assert counts(name) == (2, 0, 2)


def test_a_game_that_ends_on_a_full_folder_keeps_its_save_and_counts_when_it_can(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The disk fills during the last hand: the game is not forgotten uncounted (deleting a
    file still works on a full disk); leaving the game-over screen tries the writes again."""
    real_write = atomic.atomic_write

    def full(path: Any, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    app, c = start_four_hands()
    name = c.players[0].name
    for _ in range(3):
        play_to(c, hand_over)
        app.step(1 / 60)
        testing.press(app, pygame.K_RETURN)
        c = app.stack.top.controller
    monkeypatch.setattr("saves.document.atomic_write", full)
    play_to(c, hand_over)
    app.step(1 / 60)
    testing.press(app, pygame.K_RETURN)
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    assert counts(name) == (3, 0, 3) and main.has_saved_game()  # kept for the next start
    monkeypatch.setattr("saves.document.atomic_write", real_write)
    testing.click(app, centre(over.title_button.rect))
    assert counts(name) == (4, 1, 4) and not main.has_saved_game()


def test_a_pending_hand_over_comes_back_as_the_hand_over_screen() -> None:
    """Hot seat, the computer passed to South but nobody confirmed yet; the game is closed.
    After a restart whoever sits there sees the hand-over screen, not South's cards."""
    from saves.game import SeatEntry

    seats = (
        SeatEntry("Ann", True),
        SeatEntry("东", False),
        SeatEntry("Bo", True),
        SeatEntry("西", False),
    )
    app = testing.make_app((1280, 720), "en", first=TitleScene(), hooks=main.game_hooks())
    from engine.gongzhu.rules import RuleSet

    session = main.start_game(app.ctx, RuleSet(), seats)
    c = session.controller
    for _ in range(5000):  # hand-overs to North are confirmed; the first one back to South is not
        if c.handover_to == 0 and c.viewer == 2:
            break
        if c.handover_to is not None:
            c.accept_handover()
            continue
        waiting = [s for s in c.waiting_for_human() if s == c.viewer]
        if waiting:  # (with nothing to expose, a hot-seat human only confirms: DONE)
            c.submit(waiting[0], (c.legal(waiting[0]) or [DONE])[0])
        else:
            c.update(0.5)
    assert c.handover_to == 0 and c.viewer == 2
    session.autosave()
    _app, screen = killed_and_restarted()
    assert isinstance(screen, StubTable)
    assert screen.controller.handover_to == 0  # the table shows the hand-over screen first


def test_a_setting_the_folder_refuses_is_used_and_the_player_told_in_their_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def full(path: Any, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("saves.document.atomic_write", full)
    app = testing.make_app((1280, 720), "zh", first=TitleScene())
    app.persist = True
    app.ctx.change_settings(volume=0.3)
    assert app.settings.volume == 0.3  # in use until the game closes
    assert [text for text, *_ in app.toasts.items if "settings.json" in text and "无法" in text]
