"""One game per data folder: the lock holds while a copy runs and is taken over once it dies."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from saves.lock import LOCK_NAME, FolderInUse, acquire, request_raise

ROOT = Path(__file__).resolve().parent.parent
HOLD = (
    "import sys, time; from pathlib import Path; from saves.lock import acquire; "
    "lock = acquire(Path(sys.argv[1])); print('held', flush=True); time.sleep(60)"
)


def holder_process(folder: Path) -> subprocess.Popen[str]:
    """Another copy of the game: a process that takes the lock and keeps it."""
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder)],
        cwd=ROOT,
        text=True,
        stdout=subprocess.PIPE,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_copy_is_refused_while_the_first_runs(tmp_path: Path) -> None:
    proc = holder_process(tmp_path)
    try:
        with pytest.raises(FolderInUse) as info:
            acquire(tmp_path)
        assert info.value.holder.pid == proc.pid
        assert "已经在运行" in info.value.message("zh") and "already running" in info.value.message(
            "en"
        )
    finally:
        proc.kill()
        proc.wait()


def test_a_lock_left_by_a_killed_copy_is_taken_over(tmp_path: Path) -> None:
    proc = holder_process(tmp_path)
    proc.kill()  # SIGKILL: no chance to release anything
    proc.wait()
    assert json.loads((tmp_path / LOCK_NAME).read_text())["pid"] == proc.pid  # the file stays
    with acquire(tmp_path) as lock:
        assert lock.held
        assert json.loads((tmp_path / LOCK_NAME).read_text())["pid"] == os.getpid()


def test_released_means_free_again_in_the_same_process(tmp_path: Path) -> None:
    first = acquire(tmp_path)
    with pytest.raises(FolderInUse):
        acquire(tmp_path)
    first.release()
    assert not first.held
    acquire(tmp_path).release()


def test_a_second_copy_can_ask_the_first_to_come_forward(tmp_path: Path) -> None:
    with acquire(tmp_path) as lock:
        assert not lock.raise_requested()
        request_raise(tmp_path)
        assert lock.raise_requested() and not lock.raise_requested()  # once per request


@pytest.mark.skipif(
    sys.platform == "win32" or os.geteuid() == 0,
    reason="permissions do not bind here (Windows ACLs, or root)",
)
def test_a_read_only_folder_is_an_oserror_not_a_crash(tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(OSError):
            acquire(tmp_path)
    finally:
        tmp_path.chmod(0o700)
