"""``gongzhu demo --game shengji``: whole hands of 升级 on the real table, drawn in real time,
and what each frame cost.

The game's own way in (the title, then :func:`game.shengji_table.form.open_table`: the table,
its saves, its worker process for the computer levels); the person's seat is played by the
normal player the moment the table waits for it, through the controller's own calls, so every
phase the player meets is drawn — the live draw and declaring, burying, the duel's windows and
stock, the friend's call, tricks of pairs and tractors, the result. Each frame is timed from the
start of its work to the end of its drawing (the wait for the next 60 Hz tick is not counted);
``frame_cpu_ms`` is the frame thread's own CPU time (a busy machine adds to the wall time what
other processes took). With a folder for screenshots, one PNG of each phase seen.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from typing import Any

SLOWEST = 5  # the slowest frames reported, with the phase they came in
PHASES = ("draw", "closing", "revolution", "kitty", "play", "over", "show", "call")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def run(args: argparse.Namespace, size: tuple[int, int], level: str, launched: float) -> int:
    """Play ``args.hands`` hands of ``args.preset`` and print the frames' figures (JSON)."""
    import pygame

    from engine.shengji import PRESETS, new_match, view_for
    from engine.shengji.ai import decide
    from engine.shengji.state import DRAW, PLAY, REVOLT, Declare, Pass
    from game.main import wired
    from game.scenes.title import TitleScene
    from game.shengji_table.form import open_table
    from game.shengji_table.scene import ShengjiTableScene
    from game.ui.app import App
    from game.ui.scene import Push
    from saves.settings import Settings

    settings = Settings(
        language=args.lang, window_width=size[0], window_height=size[1], animation_speed=args.speed
    )
    app = App(settings, wired(), persist=False)
    app.stack.apply(Push(TitleScene()))
    app.step(0)
    first_frame_s = time.perf_counter() - launched
    shots: list[str] = []

    def shot(name: str) -> None:
        if args.screenshots and name not in shots:
            shots.append(name)
            app.draw()
            path = os.path.join(args.screenshots, f"{len(shots):02d}_{name}.png")
            pygame.image.save(app.screen, path)

    shot("title")
    ctrl = open_table(app.ctx, new_match(PRESETS[args.preset], args.seed), level)
    app.step(0)  # the stack takes the table
    scene = app.stack.top
    assert isinstance(scene, ShengjiTableScene)
    clock = pygame.time.Clock()
    wall: list[float] = []
    cpu: list[float] = []
    slowest: list[tuple[float, str]] = []
    hands, result_since = 0, None
    deadline = time.perf_counter() + 600 * args.hands
    while hands < args.hands and time.perf_counter() < deadline:
        dt = min(0.1, clock.tick(60) / 1000.0)
        start, start_cpu = time.perf_counter(), time.thread_time()
        hand = ctrl.match.hand
        if ctrl.hand_over() and not scene.motion.busy:
            result_since = result_since if result_since is not None else start
            if start - result_since > 1.5:  # the result read, as a person would
                hands += 1
                result_since = None
                if hands < args.hands and not ctrl.match.game_over:
                    scene.after_result()
        elif ctrl.my_turn() and not scene.motion.busy and not ctrl.busy:
            action = decide(view_for(hand, ctrl.human), "normal", 0.0, len(ctrl.match.moves))
            if isinstance(action, Declare):
                ctrl.declare(action.cards)
            elif isinstance(action, Pass):
                if hand.phase != DRAW:  # the draw runs on by itself
                    ctrl.pass_()
            elif action == REVOLT:
                ctrl.revolt()
            else:
                ctrl.submit(action)
        app.step(dt)
        spent = time.perf_counter() - start
        wall.append(spent * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        phase = PHASES[ctrl.shown.phase]
        slowest.append((spent * 1000, phase))
        slowest.sort(key=lambda x: -x[0])
        del slowest[SLOWEST:]
        _phase_shot(scene, ctrl, phase, shot, PLAY)
    ctrl.close()
    result: dict[str, Any] = {
        "game": "shengji",
        "preset": args.preset,
        "level": level,
        "size": f"{size[0]}x{size[1]}",
        "hands": hands,
        "frames": len(wall),
        "frame_ms": {
            "mean": round(sum(wall) / max(1, len(wall)), 2),
            "p95": round(percentile(wall, 0.95), 2),
            "p99": round(percentile(wall, 0.99), 2),
            "max": round(max(wall, default=0.0), 2),
            "over_16_7": sum(m > 1000 / 60 for m in wall),
            "over_33": sum(m > 1000 / 30 for m in wall),
        },
        "frame_cpu_ms": {
            "mean": round(sum(cpu) / max(1, len(cpu)), 2),
            "p99": round(percentile(cpu, 0.99), 2),
            "max": round(max(cpu, default=0.0), 2),
        },
        "first_frame_s": round(first_frame_s, 3),
        "slowest": [{"ms": round(ms, 2), "phase": phase} for ms, phase in slowest],
    }
    if args.screenshots:
        result["screenshots"] = shots
    print(json.dumps(result, ensure_ascii=False), flush=True)
    pygame.quit()
    return 0


def _phase_shot(scene: Any, ctrl: Any, phase: str, shot: Any, play: int) -> None:
    """One screenshot of each phase as the player sees it (a trick of pairs once it lies)."""
    shown = ctrl.shown
    if phase == "draw" and shown.drawn >= len(shown.stock) // 2:
        shot("draw")
    elif phase in ("closing", "kitty", "show", "call", "revolution"):
        shot(phase)
    elif shown.phase == play and len(shown.trick) >= 2 and not scene.motion.busy:
        shot("trick")
        if any(len(cards) >= 2 for _, cards in shown.trick):
            shot("pair_trick")
    elif phase == "over" and ctrl.hand_over() and not scene.motion.busy:
        shot("result")
