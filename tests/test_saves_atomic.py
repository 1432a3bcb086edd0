"""Atomic writes survive SIGKILL; reads refuse huge files; bad files are moved aside, never lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from saves.atomic import MAX_BYTES, TooLargeError, atomic_write, move_aside, read_limited
from saves.document import DocumentFormat, SaveError, load_document

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def test_write_creates_replaces_and_leaves_no_temp(home: Path) -> None:
    target = home / "deep" / "er" / "file.json"
    atomic_write(target, b"one")
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_write_keeps_permissions(home: Path) -> None:
    target = home / "f"
    target.write_bytes(b"x")
    target.chmod(0o640)
    atomic_write(target, b"y")
    assert target.stat().st_mode & 0o777 == 0o640


def test_failed_write_keeps_old_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = home / "f"
    atomic_write(target, b"good")

    def broken_fsync(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write(target, b"new")
    assert target.read_bytes() == b"good"
    assert [p.name for p in home.iterdir()] == ["f"]


def test_stale_temp_files_are_swept(home: Path) -> None:
    target = home / "f.json"
    stale = home / ".f.json.abc123.tmp"
    fresh = home / ".f.json.def456.tmp"
    other = home / ".g.json.abc123.tmp"
    for p in (stale, fresh, other):
        p.write_bytes(b"partial")
    os.utime(stale, (0, 0))
    os.utime(other, (0, 0))
    atomic_write(target, b"x")
    assert not stale.exists()
    assert fresh.exists() and other.exists()  # maybe a live writer; another file's


def test_read_limited(home: Path) -> None:
    target = home / "f"
    target.write_bytes(b"x" * 100)
    assert read_limited(target, 100) == b"x" * 100
    with pytest.raises(TooLargeError):
        read_limited(target, 99)
    with pytest.raises(FileNotFoundError):
        read_limited(home / "nope")
    with pytest.raises(OSError):
        read_limited(home)


def test_read_refuses_100_mb_without_reading(home: Path) -> None:
    target = home / "huge.json"
    with open(target, "wb") as f:
        f.truncate(100 * 1024 * 1024)  # sparse: costs no disk, would cost 100 MB of RAM
    with pytest.raises(TooLargeError) as info:
        read_limited(target)
    assert info.value.size == 100 * 1024 * 1024 and info.value.limit == MAX_BYTES


def test_move_aside_numbers_and_never_overwrites(home: Path) -> None:
    target = home / "s.json"
    moved = []
    for content in (b"a", b"b", b"c"):
        target.write_bytes(content)
        moved.append(move_aside(target))
    assert [p.name for p in moved if p] == [
        "s.json.corrupt",
        "s.json.corrupt.1",
        "s.json.corrupt.2",
    ]
    assert [p.read_bytes() for p in moved if p] == [b"a", b"b", b"c"]
    assert not target.exists()
    assert move_aside(target) is None


WRITER = """
import sys
sys.path.insert(0, sys.argv[2])
from saves.document import DocumentFormat, SaveError, load_document, save_document
fmt = DocumentFormat("kill-test", 1)
try:
    n = load_document(sys.argv[1], fmt)["n"]
except SaveError:
    n = 0
print("ready", flush=True)
while True:
    n += 1
    print("w", flush=True)
    save_document(sys.argv[1], fmt, {"n": n, "payload": f"{n:08d}" * 250000, "tail": n})
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_sigkill_mid_write_never_leaves_a_partial_file(home: Path) -> None:
    """Kill a writer at random moments; the file always holds one whole version, never less."""
    fmt = DocumentFormat("kill-test", 1)
    target = home / "kill" / "doc.json"
    rng = random.Random(1234)
    last = 0
    for _ in range(40):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), str(REPO)],
            stdout=subprocess.PIPE,
        )
        assert proc.stdout is not None
        assert proc.stdout.readline() == b"ready\n"
        # Let it start its 2nd–4th write (so each run completes at least one, however slow
        # the machine), then kill within about one write's time: often mid-write.
        for _ in range(rng.randint(2, 4)):
            assert proc.stdout.readline() == b"w\n"
        time.sleep(rng.uniform(0.0, 0.03))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        if not target.exists():
            continue
        body = load_document(target, fmt)  # raises SaveError if partial
        n = body["n"]
        assert body["payload"] == f"{n:08d}" * 250000 and body["tail"] == n
        assert n >= last  # the previous content or newer, never older
        last = n
    assert last >= 40, "every run should have completed at least one write"
    # Leftover temp files are the kills that landed mid-write: the case that matters.
    # (Stale ones are only swept after a minute, so they are all still here.)
    interrupted = [p for p in target.parent.iterdir() if p.suffix == ".tmp"]
    print(f"{len(interrupted)} of 40 kills interrupted a write; last n = {last}")


def test_load_document_reports_missing_as_save_error(home: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_document(home / "none.json", DocumentFormat("x", 1))
    assert info.value.key == "missing"
