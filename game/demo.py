"""``gongzhu demo``: computer-only hands with full rendering, and frame-time statistics.

    gongzhu demo --hands 2 --size 1280x720 [--screenshots DIR] [--preset classic]
    gongzhu demo --game shengji --preset tractor --hands 1 --levels hard

``--game shengji`` plays 升级 on its table (game/shengji_table/demo.py), the same figures.

Runs the real title screen, the table (computer players asked in the worker
process, as in the game) and, when present, the hand-result and game-over
screens, in real time. Prints one JSON line: the window size, the number of
frames, the work per frame in milliseconds (mean, p95, p99, max; the time
spent waiting for the next 60 Hz tick is not counted), ``frame_cpu_ms``, the frame
thread's own CPU time per frame (on a busy machine the wall time also holds the time
other processes had the core), ``first_frame_s``, the seconds from process start to the
first drawn title frame, and ``moments``: the worst frame (wall and CPU) of the deal's first
second, of the first computer exposure and of the result screen. With ``--screenshots DIR``
it saves a PNG of each phase it sees.

Importing this module does not import pygame (the engine's CLI imports it to
register the subcommand); pygame is imported inside the command.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from typing import Any

from engine.argtypes import bounded_float, bounded_int, one_line
from engine.gongzhu.ai import LEVELS
from engine.gongzhu.hand import EXPOSURE, FIRST_EXPOSURE

SIDE = bounded_int(180, 7680)  # window pixels, either side
SLOWEST = 5  # the slowest frames reported (with their scene), so spikes can be traced

PHASES = (
    "title",
    "deal",
    "first_exposure",
    "exposure_window",
    "trick_in_flight",
    "pair_trick",
    "hand_result",
    "game_over",
)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "demo", help="computer-only hands with full rendering; frame-time statistics"
    )
    p.add_argument(
        "--hands", type=bounded_int(1, 1000), default=2, help="hands to play (default 2)"
    )
    p.add_argument("--size", default="1280x720", help="window size WxH (default 1280x720)")
    p.add_argument("--screenshots", metavar="DIR", help="save a PNG of each phase in DIR")
    p.add_argument(
        "--game",
        choices=("gongzhu", "shengji"),
        default="gongzhu",
        help="gongzhu (拱猪, the default) or shengji (升级)",
    )
    p.add_argument(
        "--preset",
        default="classic",
        help="拱猪: classic, double, tournament, book; 升级: classic, tractor, duel, friends",
    )
    p.add_argument(
        "--levels",
        default=None,
        help="computer levels (easy, normal, hard, expert): 拱猪, one or four for S,E,N,W "
        "(default normal,hard,normal,hard); 升级, one for every computer seat (default hard)",
    )
    p.add_argument("--lang", choices=("zh", "en"), default="zh")
    p.add_argument("--seed", type=bounded_int(0, 2**62), default=2024)
    p.add_argument(
        "--speed",
        type=bounded_float(0.1, 100.0),
        default=1.0,
        help="animation speed (1.0 = normal)",
    )
    p.set_defaults(run=cmd_demo)


def _process_age() -> float | None:
    """Seconds since this process started (Linux), else None."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as f:
            uptime = float(f.read().split()[0])
        return uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def cmd_demo(args: argparse.Namespace) -> int:
    entered = time.perf_counter()
    age = _process_age()
    launched = entered - age if age is not None else entered
    try:
        w, h = (SIDE(x) for x in args.size.lower().split("x"))
    except (ValueError, argparse.ArgumentTypeError):
        print(
            f"gongzhu demo: --size must be WxH, each side from 180 to 7680, not "
            f"{one_line(args.size)[:40]!r}",
            file=sys.stderr,
        )
        return 2
    if args.game == "shengji":
        return _shengji(args, (w, h), launched)
    levels = [x.strip() for x in (args.levels or "normal,hard,normal,hard").split(",")]
    if len(levels) == 1:
        levels *= 4
    if len(levels) != 4 or not set(levels) <= set(LEVELS):
        print(
            f"gongzhu demo: --levels needs one level or four (S,E,N,W) of {', '.join(LEVELS)}",
            file=sys.stderr,
        )
        return 2
    return _headless(lambda: _run(args, (w, h), levels, launched))


def _shengji(args: argparse.Namespace, size: tuple[int, int], launched: float) -> int:
    from engine.shengji.ai import LEVELS as SHENGJI_LEVELS
    from engine.shengji.rules import PRESETS as SHENGJI_PRESETS

    if args.preset not in SHENGJI_PRESETS:
        print(
            f"gongzhu demo: no 升级 preset {one_line(args.preset)[:40]!r} "
            f"({', '.join(SHENGJI_PRESETS)})",
            file=sys.stderr,
        )
        return 2
    level = (args.levels or "hard").strip()
    if level not in SHENGJI_LEVELS:
        print(
            f"gongzhu demo: --levels for 升级 is one level of {', '.join(SHENGJI_LEVELS)}",
            file=sys.stderr,
        )
        return 2
    if args.screenshots and not _shots_folder(args.screenshots):
        return 2
    from game.shengji_table import demo

    return _headless(lambda: demo.run(args, size, level, launched))


def _shots_folder(folder: str) -> bool:
    """The screenshots' folder made, or why not said."""
    try:
        os.makedirs(folder, exist_ok=True)
    except (OSError, ValueError) as exc:
        print(
            f"gongzhu demo: cannot use {one_line(folder)!r} for screenshots: {one_line(str(exc))}",
            file=sys.stderr,
        )
        return False
    return True


def _headless(run: Any) -> int:
    """``run()`` with no window shown unless there is a display, and the player's saves,
    statistics and settings kept out of it (a temporary data folder)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from saves import paths

    home_env = getattr(paths, "HOME_ENV", None)
    tmp = tempfile.TemporaryDirectory(prefix="gongzhu-demo-")
    if home_env:
        os.environ[home_env] = tmp.name
    try:
        return int(run())
    finally:
        tmp.cleanup()


def _run(
    args: argparse.Namespace, size: tuple[int, int], levels: list[str], launched: float
) -> int:
    import pygame

    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS, RulesError
    from game.main import wired
    from game.scenes.title import TitleScene
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.scene import TableScene
    from game.ui.app import App
    from game.ui.scene import Push
    from saves.settings import Settings

    if args.preset not in PRESETS:
        print(
            f"gongzhu demo: unknown preset {args.preset!r} ({', '.join(PRESETS)})", file=sys.stderr
        )
        return 2
    try:
        rules = PRESETS[args.preset].with_options(hands=max(1, args.hands), limit=0)
    except RulesError as exc:
        print(f"gongzhu demo: {exc}", file=sys.stderr)
        return 2
    shots_dir = args.screenshots
    if shots_dir and not _shots_folder(shots_dir):
        return 2
    saved: set[str] = set()

    settings = Settings(
        language=args.lang, window_width=size[0], window_height=size[1], animation_speed=args.speed
    )
    app = App(settings, wired(), persist=False)
    app.stack.apply(Push(TitleScene()))
    app.step(0)
    first_frame_s = time.perf_counter() - launched

    def shot(name: str) -> None:
        if shots_dir and name not in saved:
            saved.add(name)
            app.draw()
            pygame.image.save(app.screen, os.path.join(shots_dir, f"{len(saved):02d}_{name}.png"))

    shot("title")
    worker = AIWorker()
    # start the worker process and load the AI while the title shows (the table would
    # otherwise do it in its first frame), off the frame loop's thread
    worker.warm_up(levels, background=True)
    names = (
        ("南家", "东家", "北家", "西家")
        if args.lang == "zh"
        else ("South", "East", "North", "West")
    )
    players = tuple(SeatPlayer(names[s], False, levels[s]) for s in range(4))
    controller = TableController(new_match(rules, args.seed), players, worker=worker)

    session = _session(app, controller, players)
    state: dict[str, Any] = {"over_at": None}

    def on_hand_over(ctrl: Any) -> None:
        state["over_at"] = time.perf_counter()
        if session is not None:
            from game.scenes.result import ResultScene

            app.ctx.replace(ResultScene(session))

    table = TableScene(controller, seat=0, on_hand_over=on_hand_over)
    # a short look at the title, then the table
    times: list[float] = []
    slowest: list[tuple[float, int, str, str]] = []  # (seconds, frame, scene, phase): the worst few

    def slowest_phase(top: Any) -> str:
        if not isinstance(top, TableScene):
            return ""
        phase = "deal" if top.dealing else phase_names.get(controller.phase, str(controller.phase))
        return phase + (" (thinking)" if controller.thinking() else "")

    def note(elapsed: float, top: Any) -> None:
        times.append(elapsed)
        if len(slowest) < SLOWEST or elapsed > slowest[-1][0]:
            slowest.append((elapsed, len(times) - 1, type(top).__name__, slowest_phase(top)))
            slowest.sort(key=lambda x: -x[0])
            del slowest[SLOWEST:]

    from engine.gongzhu import hand as hand_mod

    phase_names = {
        getattr(hand_mod, n): n.lower()
        for n in ("FIRST_EXPOSURE", "EXPOSURE", "PLAY", "SWAP_CHOICE", "HAND_OVER")
        if hasattr(hand_mod, n)
    }
    clock = pygame.time.Clock()
    for _ in range(20):
        dt = clock.tick(60) / 1000.0  # the wait for the tick is not the frame's work
        t = time.perf_counter()
        app.step(dt)
        note(time.perf_counter() - t, app.stack.top)
    app.ctx.replace(table)
    moments = Moments(time.perf_counter())
    hands_done = 0
    slow_log = bool(os.environ.get("GONGZHU_DEMO_SLOW"))
    deadline = time.perf_counter() + 600 * max(1, args.hands)
    shown_since: float | None = None  # when the current result/game-over screen appeared
    shown_scene: Any = None
    heavy: list[tuple[float, int, str]] = []
    cpu: list[float] = []  # the frame thread's own CPU time per frame (what scheduling cannot add)
    while not app.stack.quit and time.perf_counter() < deadline:
        dt = min(0.1, clock.tick(60) / 1000.0)
        t, c = time.perf_counter(), time.thread_time()
        app.step(dt)
        top = app.stack.top
        cpu.append((time.thread_time() - c) * 1000)
        note(time.perf_counter() - t, top)
        moments.note(time.perf_counter(), times[-1] * 1000, cpu[-1], type(top).__name__, controller)
        if cpu[-1] >= 8.0 and isinstance(
            top, TableScene
        ):  # the frame's own work was heavy: say where
            heavy.append((round(cpu[-1], 2), len(times) - 1, slowest_phase(top)))
        if slow_log and times[-1] > 0.0167:
            anim = getattr(top, "anim", None)
            print(
                f"slow frame {times[-1] * 1000:.1f} ms: {type(top).__name__} "
                f"phase {controller.phase} anim {anim and anim.busy}",
                file=sys.stderr,
            )
        if isinstance(top, TableScene):
            _phase_shots(top, shot)
            if session is None and state["over_at"] is not None:
                # no result screen in this build: deal on, or stop
                state["over_at"] = None
                hands_done += 1
                if hands_done >= args.hands or controller.match.game_over:
                    break
                controller.next_hand()
                app.ctx.replace(TableScene(controller, seat=0, on_hand_over=on_hand_over))
            continue
        if top is not shown_scene:
            shown_scene, shown_since = top, time.perf_counter()
        waited = time.perf_counter() - (shown_since or time.perf_counter())
        name = type(top).__name__
        if waited > 0.8:
            shot("game_over" if name == "GameOverScene" else "hand_result")
        if waited < 1.5:
            continue
        if name == "ResultScene" and session is not None:
            hands_done += 1
            if controller.match.game_over:
                session.show_game_over()
                continue
            if hands_done >= args.hands:
                break
            session.next_hand()
            continue
        break
    controller.close()
    if session is not None:
        session.close()
    ms = [t * 1000 for t in times]
    result = {
        "size": f"{size[0]}x{size[1]}",
        "frames": len(ms),
        "frame_ms": {
            "mean": round(sum(ms) / max(1, len(ms)), 2),
            "p95": round(_percentile(ms, 0.95), 2),
            "p99": round(_percentile(ms, 0.99), 2),
            "max": round(max(ms, default=0.0), 2),
        },
        "frame_cpu_ms": {
            "mean": round(sum(cpu) / max(1, len(cpu)), 2),
            "p99": round(_percentile(cpu, 0.99), 2),
            "max": round(max(cpu, default=0.0), 2),
            "heavy": [
                {"ms": ms, "frame": i, "phase": ph}
                for ms, i, ph in sorted(heavy, reverse=True)[:SLOWEST]
            ],
        },
        "first_frame_s": round(first_frame_s, 3),
        "moments": moments.summary(),
        "slowest": [
            {"ms": round(e * 1000, 2), "frame": i, "scene": name, "phase": phase}
            for e, i, name, phase in slowest
        ],
    }
    if shots_dir:
        result["screenshots"] = sorted(saved)
    print(json.dumps(result), flush=True)
    pygame.quit()
    return 0


class Moments:
    """The worst frames where a hitch shows most: the deal's first second, the first computer
    exposure (from its window opening until a second after the first exposure lands), and the
    hand's result screen (from the frame that shows it)."""

    def __init__(self, table_at: float) -> None:
        self.table_at = table_at
        self.window_at: float | None = None
        self.exposed_at: float | None = None
        self.worst: dict[str, tuple[float, float]] = {}  # moment → (wall ms, CPU ms)

    def note(self, now: float, wall: float, cpu: float, scene: str, controller: Any) -> None:
        hand = controller.match.hand
        first_hand = controller.match.hand_index == 0
        if self.window_at is None and first_hand and hand.phase in (EXPOSURE, FIRST_EXPOSURE):
            self.window_at = now
        if self.window_at is not None and self.exposed_at is None and hand.exposures:
            self.exposed_at = now
        if now - self.table_at <= 1.0:
            self._keep("deal_first_second", wall, cpu)
        if self.window_at is not None and (self.exposed_at is None or now - self.exposed_at <= 1.0):
            self._keep("first_exposure", wall, cpu)
        if scene == "ResultScene":
            self._keep("result_screen", wall, cpu)

    def _keep(self, moment: str, wall: float, cpu: float) -> None:
        w, c = self.worst.get(moment, (0.0, 0.0))
        self.worst[moment] = (max(w, wall), max(c, cpu))

    def summary(self) -> dict[str, dict[str, float]]:
        return {
            m: {"max_ms": round(w, 2), "max_cpu_ms": round(c, 2)}
            for m, (w, c) in self.worst.items()
        }


def _session(app: Any, controller: Any, players: tuple[Any, ...]) -> Any:
    """The game's own session (result and game-over screens), when that part is present."""
    try:
        from game.session.play import Session
        from saves.game import SeatEntry

        seats = tuple(SeatEntry(p.name, p.human, p.level) for p in players)
        return Session(app.ctx, controller, seats)
    except Exception:  # noqa: BLE001 - the result screens are optional for the benchmark
        return None


def _phase_shots(table: Any, shot: Any) -> None:
    ctrl = table.controller
    if table.dealing:
        if sum(table.deal_counts) >= len(table.shown.deal_order) // 2:
            shot("deal")
        return
    if ctrl.phase == FIRST_EXPOSURE:
        shot("first_exposure")
    elif (
        ctrl.phase == EXPOSURE
        and table.shown.exposures
        or ctrl.phase == EXPOSURE
        and ctrl.window_left is not None
        and ctrl.window_left < ctrl.exposure_clock - 3
    ):
        shot("exposure_window")
    flying = [s for s in table.anim.sprites if s.layer == 2 and s.alive and s.code is not None]
    if flying and len(table.table_trick) >= 2:
        shot("trick_in_flight")
    if len(table.table_trick) >= 3 and any(len(t[1]) == 2 for t in table.table_trick):
        shot("pair_trick")
