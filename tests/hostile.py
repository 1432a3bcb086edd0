"""Hostile inputs, made fresh by each test: what a careless or malicious person can hand the game.

``hostile_files(folder, valid)`` writes one file (or folder, or FIFO) per case next to each
other; ``valid`` is a good document of the surface under test, so the cases also cover a
good file spoilt (a BOM in front, cut short, a NUL inside). ``HOSTILE_TEXT`` is what can
arrive as typed or pasted text.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

HUGE_FILE_BYTES = 100 * 1024 * 1024 + 1  # sparse: takes no disk, still far over every limit

HOSTILE_TEXT = (
    "\x00",
    "a\x00b",
    "\x1b[31mred\x1b[0m",
    "\r\n\t",
    "\x7f\x08",
    "\ud800",
    "x\udfffy",
    "\u200b",
    "\u202e\u2066",
    "\ufeff",
    "😀👨‍👩‍👧",
    "拱猪\u3000猪",
    "𠀀𪚥",
    "A" * 5000,
    "\U0010ffff",
    "\u0301\u0301\u0301",
    "~nobody-such/x",
    "../../etc/passwd",
)


def _bytes_cases(valid: bytes) -> dict[str, bytes]:
    deep = 100_000
    return {
        "empty": b"",
        "not_utf8": b'{"a": "\xff\xfe\xfd"}',
        "utf16": '{"a": 1}'.encode("utf-16"),
        "bom_then_good": b"\xef\xbb\xbf" + valid,
        "cut_short": valid[: len(valid) // 2],
        "nul_inside": valid[:5] + b"\x00" + valid[5:],
        "control_chars": b"\x01\x02\x1b[2J" + valid,
        "escaped_lone_surrogate": b'{"format": "\\ud800", "version": 1, "x": "\\udfff"}',
        "raw_surrogate_bytes": b'{"x": "\xed\xa0\x80"}',
        "emoji_and_cjk": '{"名字": "😀拱猪𠀀", "format": "拱猪"}'.encode(),
        "int_5000_digits": b'{"version": ' + b"9" * 5000 + b"}",
        "int_million_digits": b"[" + b"1" * 1_000_000 + b"]",
        "negative_huge_int": b'{"version": -' + b"9" * 400 + b"}",
        "nan": b'{"version": NaN}',
        "infinity": b'{"version": Infinity, "x": -Infinity}',
        "float_1e400": b'{"version": 1e400}',
        "float_long": b'{"version": 0.' + b"1" * 10_000 + b"}",
        "nesting_deep_lists": b"[" * deep + b"]" * deep,
        "nesting_deep_objects": b'{"a":' * deep + b"1" + b"}" * deep,
        "nesting_unclosed": b"[" * deep,
        "top_level_list": b"[1, 2, 3]",
        "top_level_string": b'"just a string"',
        "top_level_null": b"null",
        "duplicate_keys": b'{"format": "x", "format": "y", "version": 1}',
        "trailing_garbage": valid + b"\n}}}garbage",
        "wrong_types": b'{"format": 7, "version": "1", "rules": [], "taken": 3, "hands": {}}',
    }


def _make_fifo(path: Path) -> bool:
    if not hasattr(os, "mkfifo"):
        return False
    os.mkfifo(path)
    return True


def _make_huge(path: Path) -> bool:
    with open(path, "wb") as f:
        f.truncate(HUGE_FILE_BYTES)
    return True


def _make_folder(path: Path) -> bool:
    path.mkdir()
    return True


def _make_unreadable(path: Path) -> bool:
    """Only meaningful where permissions bind (not for root, not on Windows)."""
    if sys.platform == "win32" or os.geteuid() == 0:
        return False
    path.write_bytes(b'{"a": 1}')
    path.chmod(0)
    return True


_SPECIAL: dict[str, Callable[[Path], bool]] = {
    "fifo": _make_fifo,
    "file_100mb": _make_huge,
    "a_folder": _make_folder,
    "unreadable": _make_unreadable,
}


def hostile_files(folder: Path, valid: bytes) -> dict[str, Path]:
    """One hostile file per case in ``folder`` (made if needed); name → path."""
    folder.mkdir(parents=True, exist_ok=True)
    out: dict[str, Path] = {}
    for name, data in _bytes_cases(valid).items():
        path = folder / f"{name}.json"
        path.write_bytes(data)
        out[name] = path
    for name, make in _SPECIAL.items():
        path = folder / f"{name}.json"
        if make(path):
            out[name] = path
    out["missing"] = folder / "no-such-file.json"
    return out


# Cases that are a good document under a spoilt surface, so a loader should accept them.
READABLE = {"bom_then_good"}
