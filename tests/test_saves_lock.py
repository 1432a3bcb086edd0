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


def test_a_folder_removed_while_the_game_runs_is_locked_again_when_it_is_made_again(
    tmp_path: Path,
) -> None:
    """Issue 58.4: the next save made the folder again without the lock, and a second copy
    started a few seconds later played the same save beside the first."""
    import shutil

    from saves.profiles import ProfileStore

    folder = tmp_path / "data"
    with acquire(folder):
        shutil.rmtree(folder)
        ProfileStore(folder / "profiles.json").create("Ann")  # the next save
        with pytest.raises(FolderInUse):
            acquire(folder)  # the second copy
        assert json.loads((folder / LOCK_NAME).read_text("ascii"))["pid"] == os.getpid()


def test_a_copy_that_finds_its_folder_taken_by_another_writes_nothing(tmp_path: Path) -> None:
    import shutil

    from saves.errors import SaveError
    from saves.profiles import ProfileStore

    folder = tmp_path / "data"
    with acquire(folder):
        shutil.rmtree(folder)
        folder.mkdir()
        other = holder_process(folder)  # started while the folder had no lock
        try:
            with pytest.raises(SaveError) as refused:
                ProfileStore(folder / "profiles.json").create("Ann")
            assert refused.value.key == "in_use"
            assert "another copy" in refused.value.message("en")
            assert "另一个" in refused.value.message("zh")
            assert not (folder / "profiles.json").exists()
        finally:
            other.kill()
            other.wait()
