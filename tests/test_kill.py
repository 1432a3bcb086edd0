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


def gongzhu(home: Path, *args: str) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        GONGZHU_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(ROOT),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "game", *args],
        cwd=home,
        env=env,
        text=True,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )


def stats(home: Path) -> dict[str, object]:
    out = gongzhu(home, "stats").communicate(timeout=60)[0]
    return json.loads(out)


def wait_for(path: Path, seconds: float = 60) -> None:
    end = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < end, f"{path} never appeared"
        time.sleep(0.1)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    return tmp_path


def test_killed_mid_game_and_continued_counts_each_hand_once(home: Path) -> None:
    first = gongzhu(home, "--autoplay", "--hands", "1")
    wait_for(home / "saves" / "current.json")
    time.sleep(3)  # well into the hand
    first.send_signal(signal.SIGKILL)
    first.wait()
    again = gongzhu(home, "--autoplay", "--hands", "1")  # continues the saved game
    _out, err = again.communicate(timeout=240)
    assert again.returncode == 0, err
    counted = stats(home)
    (profile,) = counted["profiles"].values()  # type: ignore[union-attr]
    assert (profile["hands"], profile["games"], counted["history_hands"]) == (1, 1, 1)


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
