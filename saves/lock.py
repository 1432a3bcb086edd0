"""One game per data folder: a second copy started on the same folder must not play on.

Two copies on one folder both continue the same save and both count the same hands. The
first copy holds an operating-system lock on ``gongzhu.lock`` in the data folder for as long
as it runs; the lock dies with the process (closed, crashed or killed), so a lock left by a
killed game is never stale: the file stays, but the next start takes it over. The file also
records who holds it, so the second copy can say since when, and ask the first to come
forward (``request_raise`` / ``raise_requested``).
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Self

from . import paths
from .atomic import (
    BINARY,
    NOFOLLOW,
    FolderTakenError,
    NotAFileError,
    add_write_guard,
    move_aside,
    refuse_link,
    remove_write_guard,
)

log = logging.getLogger(__name__)

LOCK_NAME = "gongzhu.lock"
RAISE_NAME = "gongzhu.raise"  # touched by a second copy: "bring yourself forward"


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds the folder: what the lock file says (may be empty if it was being written)."""

    pid: int | None
    since: float | None


class FolderInUse(Exception):
    """Another running copy of the game holds the data folder."""

    def __init__(self, folder: Path, holder: Holder) -> None:
        super().__init__(f"{folder} is in use by another copy of the game (pid {holder.pid})")
        self.folder = folder
        self.holder = holder

    def message(self, language: str) -> str:
        """What the player is told, in their language."""
        if language == "zh":
            return "拱猪已经在运行，并且正在使用同一个存档文件夹。\n请切换到那个窗口，或关闭它后再打开。"
        return (
            "Gongzhu is already running and using the same save folder.\n"
            "Switch to that window, or close it before starting again."
        )


class FolderLock:
    """The held lock; ``release`` (or the process ending) frees the folder.

    While held it is asked before every write (:func:`saves.atomic.add_write_guard`): a data
    folder deleted while the game runs takes the lock file with it, so the write that makes
    the folder again must take the lock again first, or a second copy could take the new one.
    """

    def __init__(self, folder: Path, handle: IO[bytes]) -> None:
        self.folder = folder
        self._handle: IO[bytes] | None = handle
        add_write_guard(self.before_write)

    def before_write(self, target: Path) -> None:
        """Make sure the lock file of the folder ``target`` is in is still ours; if the folder
        was made again, take its new lock; raise :class:`~saves.atomic.FolderTakenError` if another copy has it."""
        handle = self._handle
        if handle is None or not target.is_relative_to(self.folder):
            return
        path = self.folder / LOCK_NAME
        try:
            now, held = os.stat(path), os.fstat(handle.fileno())
            if (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino):
                return
        except FileNotFoundError:
            pass
        log.warning(
            "the data folder %s was removed or replaced; taking its lock again", self.folder
        )
        self.folder.mkdir(parents=True, exist_ok=True)
        fresh = _open_lock_file(path)
        if not _try_lock(fresh):
            holder = _read_holder(fresh)
            fresh.close()
            raise FolderTakenError(f"{self.folder} is now held by another copy (pid {holder.pid})")
        _write_holder(fresh)
        self._handle = fresh
        with suppress(OSError):
            handle.close()

    @property
    def held(self) -> bool:
        return self._handle is not None

    def release(self) -> None:
        remove_write_guard(self.before_write)
        handle, self._handle = self._handle, None
        if handle is not None:
            _unlock(handle)
            handle.close()

    def raise_requested(self) -> bool:
        """True once after a second copy asked this one to come forward."""
        request = self.folder / RAISE_NAME
        try:
            request.unlink()
        except OSError:
            return False
        return True

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def acquire(folder: Path | None = None) -> FolderLock:
    """Hold the data folder for this process, or raise :class:`FolderInUse`.

    Raises OSError when the folder cannot be made or the lock file cannot be opened at all
    (a read-only folder): the caller plays on unlocked and says progress is not kept.
    """
    where = folder if folder is not None else paths.data_dir()
    where.mkdir(parents=True, exist_ok=True)
    handle = _open_lock_file(where / LOCK_NAME)
    try:
        locked = _try_lock(handle)
    except OSError:
        handle.close()
        raise
    if not locked:
        holder = _read_holder(handle)
        handle.close()
        raise FolderInUse(where, holder)
    _write_holder(handle)
    return FolderLock(where, handle)


def _write_holder(handle: IO[bytes]) -> None:
    """Say who holds the lock (read by a second copy to say since when)."""
    handle.seek(0)
    handle.truncate()
    handle.write(json.dumps({"pid": os.getpid(), "since": time.time()}).encode("ascii"))
    handle.flush()


def _open_lock_file(path: Path) -> IO[bytes]:
    """The lock file, opened for reading and writing and never through a link: a link planted
    in its place is renamed aside (kept, logged) and a real file made. Not truncated on open:
    the holder's pid is read from it when the lock is refused."""
    for _ in range(2):
        try:
            refuse_link(path)  # Windows has no O_NOFOLLOW: the lstat check has to do
            fd = os.open(path, os.O_RDWR | os.O_CREAT | NOFOLLOW | BINARY, 0o644)
        except (NotAFileError, OSError) as exc:
            if not isinstance(exc, NotAFileError) and not os.path.islink(path):
                raise
            moved = move_aside(path, ".link")
            log.warning("%s was a link; renamed to %s", path, moved)
            continue
        # Held open for the life of the game (the lock lives on this handle): no `with` here.
        return os.fdopen(fd, "r+b")
    raise NotAFileError(f"{path} keeps being replaced by a link")


def request_raise(folder: Path | None = None) -> None:
    """Ask the copy holding ``folder`` to bring its window forward (it polls for this)."""
    where = folder if folder is not None else paths.data_dir()
    request = where / RAISE_NAME
    try:
        refuse_link(request)
        os.close(os.open(request, os.O_WRONLY | os.O_CREAT | NOFOLLOW | BINARY, 0o644))
    except OSError as exc:  # a read-only folder, or a link planted there: the message alone
        log.warning("could not ask the other copy to come forward: %s", exc)


def _read_holder(handle: IO[bytes]) -> Holder:
    try:
        handle.seek(0)
        data = json.loads(handle.read(200).decode("ascii"))
        pid, since = data.get("pid"), data.get("since")
        return Holder(
            pid if type(pid) is int else None,
            float(since) if isinstance(since, int | float) else None,
        )
    except (OSError, ValueError, AttributeError):
        return Holder(None, None)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(handle: IO[bytes]) -> bool:
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except PermissionError:
            return False
        except OSError as exc:
            if exc.errno in (13, 36):  # EACCES / EDEADLOCK: another process holds it
                return False
            raise
        return True

    def _unlock(handle: IO[bytes]) -> None:
        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import fcntl

    def _try_lock(handle: IO[bytes]) -> bool:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(handle: IO[bytes]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
