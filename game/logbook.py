"""The game's log: what went wrong but did not stop the game, kept where a player can find it.

A computer player's worker that failed, a file set aside, a feature skipped: each is
logged here (standard :mod:`logging`), in ``logs/gongzhu.log`` in the data folder, rotated
so it never grows without bound. Crashes have their own reports (:mod:`game.crash`).
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

LOG_NAME = "gongzhu.log"
LOG_BYTES = 512 * 1024  # one file's size before it is rotated
LOG_BACKUPS = 3  # gongzhu.log.1 … .3 are kept
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.Handler | None = None


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file, which must never be what stops the game: on a full or vanished disk a
    record that cannot be written is dropped (counted in ``dropped``), not raised or printed."""

    dropped = 0

    def handleError(self, record: logging.LogRecord) -> None:
        self.dropped += 1

    def close(self) -> None:
        try:
            super().close()
        except OSError:
            self.dropped += 1


def start_log(folder: Path | None = None) -> Path | None:
    """Send the game's log records to ``folder``/gongzhu.log (default: the data folder's logs).

    Returns the file, or None when no file would take it (a read-only or linked folder):
    the records then go to standard error, and the game goes on.
    """
    global _handler
    stop_log()
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    path: Path | None = None
    try:
        if folder is None:
            from saves.paths import logs_dir

            folder = logs_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / LOG_NAME
        if folder.is_symlink() or path.is_symlink():
            raise OSError(f"{path} is a symbolic link: not written through")
        handler: logging.Handler = _LogFile(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True
        )
    except OSError as exc:
        handler = logging.StreamHandler(sys.stderr)
        path = None
        print(f"gongzhu: no log file ({exc}); logging to standard error", file=sys.stderr)
    handler.setFormatter(logging.Formatter(FORMAT))
    root.addHandler(handler)
    _handler = handler
    return path


def stop_log() -> None:
    """Close the log file (at exit, and before a test starts another)."""
    global _handler
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
