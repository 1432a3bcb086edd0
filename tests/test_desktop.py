"""The game as a citizen of the desktop: it never runs unseen, it closes properly when the
session asks, and a crash in C code still leaves a log (issue 59)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from saves.lock import LOCK_NAME, acquire

ROOT = Path(__file__).resolve().parent.parent
GAME = "import sys; from game.cli import main; sys.exit(main(sys.argv[1:]))"
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


def wait_for_lock(home: Path, process: subprocess.Popen[str]) -> None:
    """Until the game holds its folder (the close handlers are in place before that)."""
    deadline = time.monotonic() + START_LIMIT
    while time.monotonic() < deadline and process.poll() is None:
        try:
            if json.loads((home / LOCK_NAME).read_text()).get("pid") == process.pid:
                return
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    process.kill()
    pytest.fail(f"the game never took its folder: {process.communicate()}")


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no SIGTERM/SIGHUP here")
@pytest.mark.parametrize("signum", [signal.SIGTERM, getattr(signal, "SIGHUP", signal.SIGTERM)])
def test_log_out_or_kill_closes_the_game_as_its_close_box_does(tmp_path: Path, signum: int) -> None:
    """A session manager's SIGTERM (or the SIGHUP of a closed terminal) ends the game the
    way the window's close box does: exit 0, settings saved, the folder free."""
    process = subprocess.Popen(
        [sys.executable, "-c", GAME, "--lang", "en"],
        cwd=tmp_path,
        env=game_env(tmp_path, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    wait_for_lock(tmp_path, process)
    process.send_signal(signum)
    try:
        _, err = process.communicate(timeout=START_LIMIT)
    except subprocess.TimeoutExpired:
        process.kill()
        pytest.fail("the game did not close on the signal")
    assert process.returncode == 0, err
    assert (tmp_path / "settings.json").is_file(), "the settings were not saved on the way out"
    with acquire(tmp_path):
        pass


@pytest.mark.skipif(sys.platform == "win32", reason="needs a null-pointer read to crash")
def test_a_crash_in_c_code_leaves_a_python_stack_in_the_logs(tmp_path: Path) -> None:
    code = (
        "import ctypes\n"
        "from game.crash import fault_log\n"
        "with fault_log():\n"
        "    ctypes.string_at(0)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=game_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=START_LIMIT,
        check=False,
    )
    assert out.returncode != 0
    (log,) = (tmp_path / "logs").glob("fault-*.log")
    text = log.read_text(encoding="utf-8")
    assert "Fatal Python error" in text and "line 4" in text


def test_a_normal_end_leaves_no_empty_fault_log(tmp_path: Path) -> None:
    code = "from game.crash import fault_log\nwith fault_log() as path:\n    print(path)\n"
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env=game_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=START_LIMIT,
        check=True,
    )
    assert "fault-" in out.stdout
    assert not list(tmp_path.glob("logs/fault-*"))
