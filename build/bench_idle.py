"""What a screen that shows nothing new costs: CPU seconds per second and frames drawn.

    python build/bench_idle.py [--seconds 4] [--lang zh]

Runs the real frame loop (``App.loop``, the one a player's game runs) for a few seconds on
each of four still screens — the title, the new-game form, a table under its pause menu,
and the result of a hand — with nobody touching anything, and prints the process's CPU
time per wall second and the frames drawn per second. ``--busy`` draws every frame, as the
loop did before it learnt to idle. Headless by default (the dummy video driver); under a
real display (or ``xvfb-run`` with ``SDL_VIDEODRIVER=x11``) presenting each frame costs more.
A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame


def measure(t: Any, seconds: float) -> tuple[float, float]:
    """CPU seconds per wall second and frames drawn per second of ``seconds`` of the loop."""
    app = t.app
    app.loop(0.5)  # whatever settles after the screen appears
    frames, cpu, wall = app.frames_drawn, time.process_time(), time.monotonic()
    app.loop(seconds)
    wall = time.monotonic() - wall
    return (time.process_time() - cpu) / wall, (app.frames_drawn - frames) / wall


def title(t: Any) -> None:
    from game.scenes.title import TitleScene

    t.show(TitleScene())


def new_game_form(t: Any) -> None:
    from game.scenes.newgame import NewGameScene

    t.show(NewGameScene())


def paused_table(t: Any) -> None:
    from engine.gongzhu.hand import PLAY
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.menu import TableMenu
    from game.table.scene import TableScene

    rules = PRESETS["classic"].with_options(exposure="none")
    players = tuple(SeatPlayer(("", "E", "N", "W")[s], s == 0, "normal") for s in range(4))
    ctrl = TableController(
        new_match(rules, 7), players, exposure_clock=20, worker=AIWorker(use_process=False)
    )
    t.closers.append(ctrl.close)
    scene = t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))
    t.run(lambda: ctrl.phase == PLAY and scene.acting() and scene.idle(), 120)
    t.key(pygame.K_ESCAPE)
    assert isinstance(t.app.stack.top, TableMenu), t.app.stack.top


def result(t: Any) -> None:
    from engine.gongzhu.rules import PRESETS
    from game.scenes.result import ResultScene
    from game.scenes.title import TitleScene
    from game.session import play
    from saves.game import SeatEntry

    seats = (SeatEntry("P", True),) + tuple(SeatEntry(n, False, "easy") for n in "ENW")
    rules = PRESETS["classic"].with_options(hands=2, exposure="none")
    t.show(TitleScene())
    ctrl = play.start_game(t.app.ctx, rules, seats, seed=31).controller
    t.app.step(0)

    def at_result() -> bool:
        for seat in ctrl.waiting_for_human():
            ctrl.submit(seat, ctrl.legal(seat)[0])
        return isinstance(t.app.stack.top, ResultScene)

    t.run(at_result, 600, 0.1)
    t.run(lambda: False, 2.0)


SCREENS: dict[str, Callable[[Any], None]] = {
    "title": title,
    "new-game form": new_game_form,
    "paused table": paused_table,
    "result": result,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--lang", default="zh", choices=("zh", "en"))
    parser.add_argument("--size", default="1280x720")
    parser.add_argument(
        "--busy", action="store_true", help="draw every frame, as the loop did before idling"
    )
    args = parser.parse_args(argv)
    size = tuple(int(x) for x in args.size.lower().split("x"))
    from build import tour
    from game.session import ai_worker, play

    play.make_worker = lambda: ai_worker.AIWorker(use_process=False)  # type: ignore[assignment]
    with tempfile.TemporaryDirectory(prefix="gongzhu-idle-") as home:
        os.environ["GONGZHU_HOME"] = home
        t = tour.Tour(size, args.lang, Path(home) / "shots", set())  # type: ignore[arg-type]
        t.closers = []
        t.app.idle = not args.busy
        print(
            f"{'screen':<16} {'CPU s/s':>8} {'frames/s':>9}   ({args.size}, {args.seconds:g} s each)"
        )
        try:
            for name, build in SCREENS.items():
                build(t)
                cpu, fps = measure(t, args.seconds)
                print(f"{name:<16} {cpu:8.3f} {fps:9.1f}", flush=True)
        finally:
            for close in t.closers:
                close()
            t.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
