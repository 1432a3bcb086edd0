"""The real game, killed for real (SIGKILL) mid-game, then continued: every finished hand is
counted once. ``python -m build.kill_loop`` runs the long randomised version."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FAST = {"format": "gongzhu-settings", "version": 1, "animation_speed": 2.0, "exposure_clock": 10}

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def gongzhu(
    home: Path, *args: str, aim: str | None = None, trace: Path | None = None
) -> subprocess.Popen[str]:
    """The game as a player starts it, in ``home``; with an aim, killed at that write
    (``tests/write_killer.py``); with a trace, every write listed in that file."""
    killer = [*(["--aim", aim] if aim else []), *(["--trace", str(trace)] if trace else [])]
    module = ["-m", "tests.write_killer", *killer, "--"] if killer else ["-m", "game"]
    env = dict(
        os.environ,
        GONGZHU_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(ROOT),
    )
    return subprocess.Popen(
        [sys.executable, *module, *args],
        cwd=home,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def stats(home: Path) -> dict[str, object]:
    out = gongzhu(home, "stats").communicate(timeout=60)[0]
    return json.loads(out)


def counted(home: Path) -> tuple[int, int, int]:
    """The player's hands and games and the hands in the history (zeros before any profile)."""
    found = stats(home)
    profiles = list(found["profiles"].values())  # type: ignore[union-attr]
    history = int(found["history_hands"])  # type: ignore[call-overload]
    return (profiles[0]["hands"], profiles[0]["games"], history) if profiles else (0, 0, history)


def wait_for(path: Path, seconds: float = 60) -> None:
    end = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < end, f"{path} never appeared"
        time.sleep(0.1)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    return tmp_path


def test_killed_mid_hand_and_at_the_writes_of_its_end_counts_the_hand_once(home: Path) -> None:
    """Killed mid-hand, then at a hand's end between two writes of its tally, then while the
    next start counts what was missed: the hand is counted once, in profile and history."""
    first = gongzhu(home, "--autoplay", "--hands", "1")
    wait_for(home / "saves" / "current.json")
    time.sleep(3)  # well into the hand
    first.send_signal(signal.SIGKILL)
    first.wait()
    for aim in (
        "replace:profiles.json:1:after",  # at the last card: the profile made, nothing counted
        "replace:hand-00000001.json:1:before",  # on the next start: counted, not in history
    ):
        killed = gongzhu(home, "--autoplay", "--hands", "1", aim=aim)
        killed.communicate(timeout=240)
        assert killed.returncode == -signal.SIGKILL, f"{aim} was never reached"
    again = gongzhu(home, "--autoplay", "--hands", "1")  # continues the saved game
    _out, err = again.communicate(timeout=240)
    assert again.returncode == 0, err
    assert counted(home) == (1, 1, 1)


def test_a_second_copy_on_the_same_folder_stops_with_the_message(home: Path) -> None:
    first = gongzhu(home, "--autoplay", "--hands", "1")
    try:
        wait_for(home / "gongzhu.lock")
        time.sleep(1)
        second = gongzhu(home, "--autoplay", "--hands", "1")
        _out, err = second.communicate(timeout=60)
        assert second.returncode == 3
        assert "already running" in err and "已经在运行" in err
        assert first.poll() is None  # the first plays on
    finally:
        first.kill()
        first.wait()
