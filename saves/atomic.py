"""Crash-safe file writes and cautious reads.

A save must survive the game being killed or the power failing mid-write: the
reader finds either the old file or the new one, never a mix. So we write a
temporary file next to the target, fsync it, ``os.replace`` it over the target
(atomic on POSIX and Windows) and fsync the folder so the rename itself is durable.
Reads refuse anything larger than a real save could be, without reading it whole.
Bad files are renamed, never deleted: a player's data is not ours to destroy.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import suppress
from glob import escape as glob_escape
from pathlib import Path

MAX_BYTES = 20 * 1024 * 1024  # far above any real save (a 500-hand export is ~2 MB)
StrPath = str | os.PathLike[str]


NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX; on Windows an lstat check has to do
NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a FIFO swapped in after the check never blocks a read
BINARY = getattr(os, "O_BINARY", 0)


class NotAFileError(OSError):
    """A link, FIFO or device where a file of ours should be: not read, not written through."""


class FolderTakenError(OSError):
    """The data folder was made again while this copy ran, and another copy now holds it."""


def refuse_link(path: Path) -> None:
    """Raise NotAFileError if ``path`` itself is a symbolic link (or a Windows junction)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(info.st_mode) or getattr(path, "is_junction", lambda: False)():
        raise NotAFileError(f"{path} is a link; the game does not write through links")


def _refuse_linked_folders(target: Path) -> None:
    """No folder between the player's data (or config) folder and ``target`` may be a link:
    a linked ``histories/`` would have records written and pruned somewhere else. The data
    folder itself may be a link: that is where the player chose to keep it."""
    from . import paths

    for root in (paths.data_dir(), paths.config_dir()):
        try:
            inner = target.parent.relative_to(root)
        except ValueError:
            continue
        folder = root
        for part in inner.parts:
            folder = folder / part
            refuse_link(folder)
        return


class TooLargeError(ValueError):
    """A file is bigger than the reader's limit; it was not read."""

    def __init__(self, path: Path, size: int, limit: int) -> None:
        super().__init__(f"{path}: {size} bytes is over the limit of {limit}")
        self.path = path
        self.size = size
        self.limit = limit


WriteGuard = Callable[[Path], None]
_write_guards: list[WriteGuard] = []  # asked before every write (see saves.lock)


def add_write_guard(guard: WriteGuard) -> None:
    """Have ``guard(target)`` asked before every write; it raises OSError to refuse one."""
    _write_guards.append(guard)


def remove_write_guard(guard: WriteGuard) -> None:
    with suppress(ValueError):
        _write_guards.remove(guard)


def atomic_write(path: StrPath, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    Creates the parent folder if needed (folders appear on first write, not on import).
    """
    target = Path(path)
    folder = target.parent
    for guard in _write_guards:
        guard(target)
    _refuse_linked_folders(target)
    refuse_link(target)
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        _keep_mode(target, tmp_name)
        _replace(tmp_name, target)
    except BaseException:
        with suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(folder)
    _sweep_stale_temps(target)


STALE_TEMP_SECONDS = 60.0  # older temp files belong to a writer that was killed


def _sweep_stale_temps(target: Path) -> None:
    """Remove temp files a killed writer left for this target; young ones may be live."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    for leftover in target.parent.glob(f".{glob_escape(target.name)}.*.tmp"):
        with suppress(OSError):
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()


def _keep_mode(target: Path, tmp_name: str) -> None:
    """Give the new file the old one's permissions (mkstemp makes it owner-only)."""
    with suppress(OSError):
        os.chmod(tmp_name, stat.S_IMODE(os.stat(target).st_mode))


def _replace(tmp_name: str, target: Path) -> None:
    """os.replace, retried briefly on Windows where a virus scanner may hold the target open."""
    attempts = 5 if sys.platform == "win32" else 1
    for attempt in range(attempts):
        try:
            os.replace(tmp_name, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable; Windows cannot open folders, so there it is skipped."""
    if sys.platform == "win32":
        return
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass  # some file systems refuse fsync on a folder; the data itself is synced
    finally:
        os.close(dir_fd)


def read_limited(path: StrPath, limit: int = MAX_BYTES) -> bytes:
    """Read a whole regular file, refusing one over ``limit`` bytes without reading it.

    Raises FileNotFoundError / OSError as ``open`` does, and :class:`TooLargeError`.
    A FIFO or device is refused as an OSError rather than blocking the game.
    """
    source = Path(path)
    try:
        mode = os.lstat(source).st_mode
    except ValueError as exc:  # a NUL or an unencodable character in the name
        raise OSError(f"{str(source)!r} is not a usable file name ({exc})") from None
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(f"{source} is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise NotAFileError(f"{source} is not a regular file (a link, a pipe or a device)")
    fd = os.open(source, os.O_RDONLY | NOFOLLOW | NONBLOCK | BINARY)
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):  # swapped between the check and the open
            raise NotAFileError(f"{source} is not a regular file")
        if info.st_size > limit:
            raise TooLargeError(source, info.st_size, limit)
        data = f.read(limit + 1)  # the file may have grown since fstat
    if len(data) > limit:
        raise TooLargeError(source, len(data), limit)
    return data


def move_aside(path: StrPath, suffix: str = ".corrupt") -> Path | None:
    """Rename a bad file to ``<name>.corrupt`` (then ``.corrupt.1``, ``.2`` …) and return the new path.

    Never overwrites an earlier one and never deletes: the player (or a bug report)
    may still want what was in it. Returns None if the file is already gone.
    """
    source = Path(path)
    for n in range(10_000):
        candidate = source.with_name(source.name + suffix + (f".{n}" if n else ""))
        if candidate.exists() or candidate.is_symlink():
            continue
        try:
            if sys.platform == "win32":
                os.rename(source, candidate)  # refuses to overwrite on Windows
            else:  # the link itself, never what it points to (a planted symlink)
                os.link(source, candidate, follow_symlinks=False)  # fails if candidate exists
                os.unlink(source)
            return candidate
        except FileExistsError:
            continue
        except FileNotFoundError:
            return None
        except OSError:
            # No hard links on this file system (FAT, some network shares).
            if candidate.exists():
                continue
            try:
                os.rename(source, candidate)
            except FileNotFoundError:
                return None
            return candidate
    raise OSError(f"too many moved-aside copies of {source}")
