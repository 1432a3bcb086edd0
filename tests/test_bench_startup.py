"""build/bench_startup.py checks the start-time goals: it fails when a build is slower.

The builds here are stand-ins that print ``first-frame`` after a chosen wait, so the test
checks the verdict, not this machine's speed.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BENCH = ROOT / "build" / "bench_startup.py"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="stand-ins are shell scripts")


def stand_in(path: Path, wait_s: float) -> None:
    """An executable that draws its 'first frame' ``wait_s`` after it starts."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "#!/bin/sh\n"
        f"exec {sys.executable} -c "
        f"'import time; time.sleep({wait_s}); print(\"first-frame\", time.time())'\n",
        encoding="utf-8",
    )
    path.chmod(0o755)


def bench(dist: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCH), "--runs", "1", "--driver", "dummy", "--dist", str(dist)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_a_folder_build_over_its_goal_fails_the_bench(tmp_path: Path) -> None:
    stand_in(tmp_path / "gongzhu", 0.0)
    stand_in(tmp_path / "gongzhu-folder" / "gongzhu", 0.9)  # the goal is 0.8 s
    out = bench(tmp_path)
    assert out.returncode == 1, out.stdout + out.stderr
    assert "startup onedir" in out.stdout and "OVER" in out.stdout
    assert "onedir" in out.stderr


def test_builds_within_their_goals_pass(tmp_path: Path) -> None:
    stand_in(tmp_path / "gongzhu", 0.0)
    out = bench(tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "startup onefile: first launch" in out.stdout and "goal 1.5 s: ok" in out.stdout


def test_no_builds_is_said_not_passed(tmp_path: Path) -> None:
    out = bench(tmp_path)
    assert out.returncode == 2
    assert "make dist" in out.stderr
