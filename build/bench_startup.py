"""How long a player waits: launch to the first drawn title frame of each built executable.

    python build/bench_startup.py [--runs 5] [--driver x11|dummy] [--dist dist]

For ``dist/gongzhu`` (one file) and ``dist/gongzhu-folder/gongzhu`` (one folder), with a
fresh data folder: the first launch (the one-file build unpacks itself, no settings yet)
and the median of ``--runs`` more, each to the first title frame the game draws
(``GONGZHU_FIRST_FRAME=1``), against the goals — 1.5 s one file, 0.8 s one folder.
The display is the one a player has: ``--driver x11`` (the default when ``DISPLAY`` is
set; ``make bench-startup`` starts Xvfb when there is no display) presents the frame on a
real X server, ``dummy`` draws without one. Exits 1 when a median is over its goal, so the
goal is checked, not only printed; the load average is printed beside the figures, as a
busy machine makes every start slower. A benchmark, never a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if sys.platform == "win32" else ""
GOAL_S = {"onefile": 1.5, "onedir": 0.8}


def builds_in(dist: Path) -> dict[str, Path]:
    """The executables ``make dist`` leaves in ``dist``, of those that are there."""
    kinds = {"onefile": dist / f"gongzhu{EXE}", "onedir": dist / "gongzhu-folder" / f"gongzhu{EXE}"}
    return {kind: exe for kind, exe in kinds.items() if exe.exists()}


def launch_env(home: Path, driver: str) -> dict[str, str]:
    """The player's environment but for a fresh data folder and the chosen video driver."""
    e = dict(os.environ, GONGZHU_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    e["SDL_VIDEODRIVER"] = driver
    e["SDL_AUDIODRIVER"] = "dummy"
    e["GONGZHU_FIRST_FRAME"] = "1"
    return e


def first_frame_seconds(exe: Path, home: Path, driver: str) -> float:
    """Seconds from launching ``exe`` to the ``first-frame`` time it prints."""
    start = time.time()
    out = subprocess.run(
        [str(exe)],
        check=False,
        env=launch_env(home, driver),
        capture_output=True,
        text=True,
        timeout=120,
    )
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"{exe}: no first-frame line (exit {out.returncode}): {out.stderr[-2000:]}")


def load() -> str:
    """The load average over the last minute, where the platform tells it."""
    try:
        return f"{os.getloadavg()[0]:.2f}"
    except (AttributeError, OSError):
        return "unknown"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="launches after the first")
    parser.add_argument(
        "--driver",
        choices=("x11", "wayland", "windows", "cocoa", "dummy"),
        default=None,
        help="SDL video driver (default: the platform's; x11 when DISPLAY is set)",
    )
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the builds are")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    driver = (
        args.driver
        or {"win32": "windows", "darwin": "cocoa"}.get(sys.platform)
        or ("x11" if os.environ.get("DISPLAY") else "dummy")
    )
    builds = builds_in(args.dist)
    if not builds:
        print("bench_startup: nothing in dist/ — run `make dist` first", file=sys.stderr)
        return 2
    print(f"video driver {driver}; load average {load()} before")
    over = []
    for kind, exe in builds.items():
        with tempfile.TemporaryDirectory(prefix="gongzhu-home-") as home:
            first = first_frame_seconds(exe, Path(home), driver)
            times = [first_frame_seconds(exe, Path(home), driver) for _ in range(args.runs)]
        median = statistics.median(times)
        goal = GOAL_S[kind]
        verdict = "ok" if median <= goal else "OVER"
        if median > goal:
            over.append(kind)
        print(
            f"startup {kind}: first launch {first:.3f} s, median {median:.3f} s of {args.runs} "
            f"[{', '.join(f'{x:.3f}' for x in times)}] (goal {goal} s: {verdict})"
        )
    print(f"load average {load()} after")
    if over:
        print(f"bench_startup: over the goal: {', '.join(over)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
