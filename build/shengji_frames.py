"""What a frame of the 升级 table costs: whole hands drawn in real time, frame by frame.

    python build/shengji_frames.py [--hands 2] [--size 1920x1080] [--preset classic]

The real table scene in the real app (headless: the dummy video driver unless
``SDL_VIDEODRIVER`` says otherwise), the person's seat played by the engine's player
the moment the table waits for it, the computer seats as the game plays them. Each frame
is timed from the start of its work to the end of its drawing (the wait for the next
60 Hz tick is not counted) and the figures printed as one JSON line: mean, p95, p99 and
max in milliseconds, the frames over 16.7 ms, and the slowest frames with the phase and
the seconds into the hand they came at; ``cpu`` gives the same of the frame thread's own
CPU time (on a busy machine, or under Xvfb, the wall time also holds what other processes
and the X server took). A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

FRAME_S = 1 / 60
PHASES = ("draw", "closing", "revolution", "kitty", "play", "over", "show", "call")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))
    os.environ.setdefault("GONGZHU_HOME", tempfile.mkdtemp(prefix="gongzhu-frames-"))

    import pygame

    from engine.shengji import PRESETS, choose, new_match, view_for
    from engine.shengji.state import DRAW, REVOLT, Declare, Pass
    from game import testing
    from game.session.shengji_controller import ShengjiController
    from game.shengji_table.scene import ShengjiTableScene

    ctrl = ShengjiController(new_match(PRESETS[args.preset], args.seed))
    scene = ShengjiTableScene(ctrl)
    app = testing.make_app((width, height), "zh", first=scene)
    clock = pygame.time.Clock()
    times: list[float] = []
    cpu: list[float] = []
    slowest: list[tuple[float, str, float]] = []
    hands, into = 0, 0.0
    while hands < args.hands:
        clock.tick(60)
        start, start_cpu = time.perf_counter(), time.thread_time()
        if ctrl.hand_over() and not scene.motion.busy:
            hands += 1
            if hands < args.hands and not ctrl.match.game_over:
                ctrl.next_hand()
                into = 0.0
        elif ctrl.my_turn() and not scene.motion.busy:
            hand = ctrl.match.hand
            action = choose(view_for(hand, ctrl.human), len(ctrl.match.moves))
            if isinstance(action, Declare):
                ctrl.declare(action.cards)
            elif isinstance(action, Pass):
                if hand.phase != DRAW:  # the draw runs on by itself
                    ctrl.pass_()
            elif action == REVOLT:
                ctrl.revolt()
            else:
                ctrl.submit(action)
        app.step(FRAME_S)
        spent = time.perf_counter() - start
        cpu.append((time.thread_time() - start_cpu) * 1000)
        into += FRAME_S
        times.append(spent)
        slowest.append((spent, PHASES[ctrl.shown.phase], round(into, 2)))
        slowest.sort(key=lambda x: -x[0])
        del slowest[5:]
    ms = [t * 1000 for t in times]
    print(
        json.dumps(
            {
                "preset": args.preset,
                "size": f"{width}x{height}",
                "hands": hands,
                "frames": len(ms),
                "mean": round(statistics.fmean(ms), 2),
                "p95": round(percentile(ms, 0.95), 2),
                "p99": round(percentile(ms, 0.99), 2),
                "max": round(max(ms), 2),
                "over_16.7": sum(m > 16.7 for m in ms),
                "over_33": sum(m > 33.3 for m in ms),
                "cpu": {
                    "mean": round(statistics.fmean(cpu), 2),
                    "p99": round(percentile(cpu, 0.99), 2),
                    "max": round(max(cpu), 2),
                },
                "slowest": [
                    {"ms": round(s * 1000, 1), "phase": p, "at_s": at} for s, p, at in slowest
                ],
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
