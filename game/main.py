"""The game's entry point and the one module that knows every screen.

``run(argv)`` opens the window on the title screen. :func:`screen` builds the scene for
a place that the session (or a scene that must not import another) asked for
(:mod:`game.session.places`); :func:`wired` gives an app's hooks that builder and the
window icon. Nothing imports this module but the launchers and the test helpers: every
arrow from here points down.
"""

from __future__ import annotations

import dataclasses
import sys

import pygame

from game.art import cards_art
from game.autoplay import Autopilot
from game.cli import PlayOptions
from game.logbook import start_log, stop_log
from game.scenes.busy import BusyScene
from game.scenes.campaign_result import StageResultScene
from game.scenes.gameover import GameOverScene
from game.scenes.help import HelpScene
from game.scenes.newgame import NewGameScene
from game.scenes.result import ResultScene
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.session import places
from game.session.play import TitleActions, game_hooks, save_on_quit
from game.table.scene import TableScene
from game.ui import settings_store
from game.ui.app import App, CloseSignals, Hooks, check_display
from game.ui.scene import Scene
from saves.lock import FolderInUse, FolderLock, acquire, request_raise


def screen(place: object) -> Scene:
    """The scene shown at ``place``."""
    match place:
        case places.Title():
            return TitleScene()
        case places.NewGame():
            return NewGameScene()
        case places.Help(game):
            return HelpScene(game=game)
        case places.Settings():
            return SettingsScene()
        case places.Table(controller, seat, on_hand_over, on_quit, seat_note):
            table = TableScene(controller, seat=seat, on_hand_over=on_hand_over, on_quit=on_quit)
            if seat_note is not None:
                table.seat_note = seat_note
            return table
        case places.Result(session):
            return ResultScene(session)
        case places.GameOver(session):
            return GameOverScene(session)
        case places.StageResult(session, outcome):
            return StageResultScene(session, outcome)
    raise LookupError(f"no screen for {place!r}")


def icon() -> pygame.Surface:
    """The window icon: the pig (♠Q) card."""
    surface = pygame.Surface((64, 64), pygame.SRCALPHA)
    face = cards_art.card_face("SQ", 44)
    surface.blit(face, ((64 - face.get_width()) // 2, 0))
    return surface


def wired(title: Hooks | TitleActions | None = None) -> Hooks:
    """The app's hooks: the title's actions (none by default), the game's screens and its icon."""
    title = title or Hooks()
    return Hooks(
        has_saved_game=title.has_saved_game,
        new_game=title.new_game,
        continue_game=title.continue_game,
        screen=screen,
        icon=icon,
        tick=getattr(title, "tick", None),
    )


FOLDER_IN_USE = 3  # exit status of a copy that found another one on its data folder


def raise_window() -> None:
    """Bring this game's window to the front (another copy asked for it)."""
    try:
        pygame.Window.from_display_module().focus()
    except (pygame.error, AttributeError):
        pass


class RaiseWhenAsked:
    """A ``tick`` hook: once a second, come forward if a second copy asked (saves.lock)."""

    def __init__(self, lock: FolderLock) -> None:
        self.lock = lock
        self.left = 1.0

    def __call__(self, dt: float) -> None:
        self.left -= dt
        if self.left <= 0:
            self.left = 1.0
            if self.lock.raise_requested():
                raise_window()


def run(options: PlayOptions | None = None, hooks: Hooks | TitleActions | None = None) -> int:
    """Open the game on the title screen; returns the process exit status.

    ``options`` is the parsed command line (:func:`game.cli.main`; default: none given).
    ``hooks`` lets the caller replace "new game" and "continue" (see :class:`game.ui.app.Hooks`).
    One game per data folder: a second copy says so and offers to bring the first forward.
    A start with no display to show the window raises NoDisplayError before it takes the
    folder; SIGTERM and SIGHUP close the game as its close box does (both saved).
    """
    with CloseSignals.installed():
        return _run(options or PlayOptions(), hooks)


def _run(args: PlayOptions, hooks: Hooks | TitleActions | None) -> int:
    stored = settings = settings_store.load()
    # The command line's choices hold for this run; the settings file keeps the player's own.
    if args.fullscreen is not None:
        settings = dataclasses.replace(settings, fullscreen=args.fullscreen)
    if args.lang:
        settings = dataclasses.replace(settings, language=args.lang)
    check_display()  # no window to show: said before the folder is taken (no stale lock)
    try:
        lock: FolderLock | None = acquire()
    except FolderInUse as busy:
        if args.autoplay:  # nobody to answer the question: say it and stop
            print(f"{busy.message('zh')} {busy.message('en')}".replace("\n", " "), file=sys.stderr)
        else:
            App(settings, wired(), stored=stored).run(BusyScene(busy.message, request_raise))
        return FOLDER_IN_USE
    except OSError:
        lock = None  # a folder that cannot be written: played unlocked, and each save says so
    start_log()
    try:
        app = App(settings, wired(hooks or game_hooks()), stored=stored)
        autopilot = Autopilot(app, args.preset, args.hands) if args.autoplay else None
        app.idle = autopilot is None  # the autopilot acts outside input: every frame runs
        raise_poll = RaiseWhenAsked(lock) if lock is not None else None

        def tick(dt: float) -> None:
            for chore in (raise_poll, autopilot):
                if chore is not None:
                    chore(dt)

        app.ctx.hooks.tick = tick
        app.run(TitleScene())
    finally:
        save_on_quit()
        stop_log()
        if lock is not None:
            lock.release()
    return 0 if autopilot is None or autopilot.finished else 1
