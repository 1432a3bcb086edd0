"""The game as a citizen of the desktop: it never runs unseen, it closes properly when the
session asks, and a crash in C code still leaves a log (issue 59)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from saves.lock import acquire

ROOT = Path(__file__).resolve().parent.parent
GAME = "import sys; from engine.cli import main; sys.exit(main(sys.argv[1:]))"
START_LIMIT = 120  # seconds: only a guard against a hang, never a measure


def game_env(home: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ, GONGZHU_HOME=str(home), PYTHONPATH=str(ROOT), HOME=str(home))
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        env.pop(name, None)
    env.pop("GONGZHU_DEBUG", None)
    env.update(extra)
    return env


@pytest.mark.skipif(sys.platform != "linux", reason="only Linux starts without a display")
@pytest.mark.parametrize("flags", [[], ["--debug"]])
def test_a_start_with_no_display_says_so_and_leaves_the_folder_free(
    tmp_path: Path, flags: list[str]
) -> None:
    """No DISPLAY, no WAYLAND_DISPLAY, no SDL_VIDEODRIVER: SDL would pick its offscreen
    driver and the game would run unseen, holding the data folder. It says so and stops."""
    try:
        out = subprocess.run(
            [sys.executable, "-c", GAME, *flags],
            cwd=tmp_path,
            env=game_env(tmp_path),
            capture_output=True,
            text=True,
            timeout=START_LIMIT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the game ran on with no display to show it")
    assert out.returncode == 1, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert "没有可用的显示器" in lines[0] and "no display is available" in lines[0]
    with acquire(tmp_path):  # nobody holds the folder: the next start may play
        pass
    assert not list(tmp_path.glob("logs/crash-*"))
