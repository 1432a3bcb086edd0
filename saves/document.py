"""Versioned JSON documents: ``{"format": "<name>", "version": N, ...body}``.

Every file the game writes is one of these. Loading checks the format name, refuses
versions from a newer game, and upgrades older ones one step at a time through a
registry of migrations, so a save written years ago still opens. Anything wrong with
a file — truncated, not JSON, wrong types, absurd numbers, nesting meant to crash the
parser, far too big — comes out as one :class:`SaveError`. Never pickle: a save file
is something a player may download from a stranger.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar, overload

from .atomic import (
    MAX_BYTES,
    FolderTakenError,
    NotAFileError,
    StrPath,
    TooLargeError,
    atomic_write,
    move_aside,
    read_limited,
)
from .errors import SaveError

__all__ = [
    "MAX_DEPTH",
    "DocumentFormat",
    "JSONObject",
    "JSONTextError",
    "Migration",
    "SaveError",
    "checksum_of",
    "decode_document",
    "encode_document",
    "load_document",
    "load_or_move_aside",
    "parse_json",
    "save_document",
]

JSONObject = dict[str, Any]
Migration = Callable[[JSONObject], JSONObject]
T = TypeVar("T")

MAX_DEPTH = 64  # our documents nest 5 deep; deeper is an attack or garbage
MAX_INT_DIGITS = 30  # beyond any score or count; stops 10**100000-digit numbers
MAX_FLOAT_CHARS = 40
ENVELOPE_KEYS = ("format", "version", "checksum")


@dataclass(frozen=True, slots=True)
class DocumentFormat:
    """One kind of document: its name, current version and how to upgrade older ones.

    ``migrations[v]`` turns a version-``v`` body into a version-``v + 1`` body; loading
    chains them. It may change its argument in place and must return the new body.
    """

    name: str
    version: int
    migrations: Mapping[int, Migration] = field(default_factory=dict)
    kind_en: str = "file"  # how messages name it: "saved game", "settings file" …
    kind_zh: str = "文件"
    checksum: bool = True  # written with a checksum of its body, checked when read (checksum_of)

    def __post_init__(self) -> None:
        if self.version < 1:
            raise ValueError("document versions start at 1")
        bad = [v for v in self.migrations if not 1 <= v < self.version]
        if bad:
            raise ValueError(f"{self.name}: migrations from versions {bad} cannot exist")

    def error(self, key: str, path: Path | None, detail: str = "", **extra: object) -> SaveError:
        """A SaveError naming this kind of document."""
        return SaveError(
            key, path, detail=detail, kind_en=self.kind_en, kind_zh=self.kind_zh, **extra
        )


# ---------------------------------------------------------------- writing


def encode_document(fmt: DocumentFormat, body: Mapping[str, Any]) -> bytes:
    """The bytes of a document: the envelope first, then the body, as readable UTF-8 JSON.

    Raises ValueError (a programming error, not a player's problem) for NaN/infinity,
    non-JSON values, or a body that tries to set the envelope keys.
    """
    clash = [k for k in ENVELOPE_KEYS if k in body]
    if clash:
        raise ValueError(f"document body may not contain {clash}")
    doc = {"format": fmt.name, "version": fmt.version, **body}
    if fmt.checksum:
        doc = {"format": fmt.name, "version": fmt.version, "checksum": checksum_of(body), **body}
    try:
        text = json.dumps(doc, ensure_ascii=False, allow_nan=False, indent=1)
        return (text + "\n").encode("utf-8")
    except UnicodeEncodeError:
        # A lone surrogate (possible in imported data) cannot be UTF-8; \u-escape instead.
        text = json.dumps(doc, ensure_ascii=True, allow_nan=False, indent=1)
        return (text + "\n").encode("ascii")


def checksum_of(body: Mapping[str, Any]) -> str:
    """A digest of a body's content, independent of layout: a damaged digit or letter that
    still parses as JSON is caught instead of loaded as changed data."""
    canonical = json.dumps(
        body, ensure_ascii=True, sort_keys=True, separators=(",", ":"), allow_nan=False
    )
    return "sha256:" + hashlib.sha256(canonical.encode("ascii")).hexdigest()


def save_document(path: StrPath, fmt: DocumentFormat, body: Mapping[str, Any]) -> None:
    """Write a document atomically; an OSError becomes a SaveError ("write_failed")."""
    data = encode_document(fmt, body)
    try:
        atomic_write(path, data)
    except NotAFileError as exc:
        raise fmt.error("link_refused", Path(path), detail=repr(exc)) from exc
    except FolderTakenError as exc:
        raise fmt.error("in_use", Path(path), detail=repr(exc)) from exc
    except OSError as exc:
        raise fmt.error("write_failed", Path(path), detail=repr(exc)) from exc


# ---------------------------------------------------------------- reading


class _BadNumber(ValueError):
    """A number no document of ours could contain."""


def _parse_int(text: str) -> int:
    if len(text) > MAX_INT_DIGITS + 1:
        raise _BadNumber(f"integer with {len(text)} characters")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > MAX_FLOAT_CHARS:
        raise _BadNumber(f"number with {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):  # 1e400 parses to inf
        raise _BadNumber(f"number {text} is out of range")
    return value


def _refuse_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object, refusing a key that appears twice: a later value silently replacing an
    earlier one is how a tampered file says two things at once."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _BadNumber(f"the key {key[:40]!r} appears twice in one object")
        out[key] = value
    return out


def _parse_constant(text: str) -> float:
    raise _BadNumber(f"{text} is not allowed")


def _too_deep(value: object) -> bool:
    """True if containers nest deeper than MAX_DEPTH (checked without recursion)."""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        if depth > MAX_DEPTH:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list))
    return False


class JSONTextError(ValueError):
    """Bytes that are not a JSON text we accept; the message says why in one line."""


def parse_json(data: bytes) -> Any:
    """Parse UTF-8 JSON cautiously: no NaN or infinity, no numbers of absurd length, no key
    twice in one object, no nesting deeper than MAX_DEPTH. Raises :class:`JSONTextError` and nothing else.

    Why not plain ``json.loads``: a file from a stranger can hold a 100,000-digit integer
    (slow to convert, then refused by Python), ``NaN``, or nesting that exhausts the stack.
    """
    try:
        text = data.decode("utf-8-sig")  # a BOM appears if someone edits it in Notepad
    except UnicodeDecodeError as exc:
        raise JSONTextError(
            f"not UTF-8 text (byte {exc.start} is {data[exc.start]:#04x})"
        ) from None
    try:
        value = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
            object_pairs_hook=_refuse_duplicates,
        )
    except json.JSONDecodeError as exc:
        raise JSONTextError(
            f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise JSONTextError(f"nested deeper than {MAX_DEPTH}") from None
    except ValueError as exc:  # _BadNumber
        raise JSONTextError(str(exc)) from None
    if _too_deep(value):
        raise JSONTextError(f"nested deeper than {MAX_DEPTH}")
    return value


def decode_document(fmt: DocumentFormat, data: bytes, path: Path | None = None) -> JSONObject:
    """Parse, check and upgrade a document; return its body (without format/version).

    ``path`` is only used in messages. Raises SaveError and nothing else.
    """
    try:
        doc = parse_json(data)
    except JSONTextError as exc:
        raise fmt.error("damaged", path, detail=str(exc)[:300]) from None
    if not isinstance(doc, dict):
        raise fmt.error("wrong_format", path, detail=f"top level is {type(doc).__name__}")
    if doc.get("format") != fmt.name:
        raise fmt.error("wrong_format", path, detail=f"format {doc.get('format')!r:.60}")
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise fmt.error("damaged", path, detail=f"version {version!r:.60}")
    if version > fmt.version:
        raise fmt.error("future_version", path, found=version, supported=fmt.version)
    body: JSONObject = {k: v for k, v in doc.items() if k not in ENVELOPE_KEYS}
    stored = doc.get("checksum")
    # Absent: written by hand or before. A kind of file that people edit (the settings) is
    # checked field by field instead, and an old checksum in it is no longer believed.
    if fmt.checksum and stored is not None and stored != checksum_of(body):
        raise fmt.error("damaged", path, detail="the checksum does not match the content")
    while version < fmt.version:
        step = fmt.migrations.get(version)
        if step is None:
            raise fmt.error("too_old", path, found=version)
        try:
            body = step(body)
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise fmt.error(
                "bad_data", path, detail=f"upgrading from version {version}: {exc!r}"[:300]
            ) from None
        if not isinstance(body, dict):
            raise fmt.error("bad_data", path, detail=f"migration from {version} gave no object")
        version += 1
    return body


def load_document(path: StrPath, fmt: DocumentFormat, max_bytes: int = MAX_BYTES) -> JSONObject:
    """Read and decode a document file. Raises SaveError and nothing else."""
    source = Path(path)
    try:
        data = read_limited(source, max_bytes)
    except FileNotFoundError:
        raise fmt.error("missing", source) from None
    except TooLargeError as exc:
        raise fmt.error("too_large", source, detail=str(exc)) from None
    except NotAFileError as exc:
        raise fmt.error("not_a_file", source, detail=str(exc)) from None
    except OSError as exc:
        raise fmt.error("unreadable", source, detail=repr(exc)) from None
    return decode_document(fmt, data, source)


def _identity(body: JSONObject) -> JSONObject:
    return body


@overload
def load_or_move_aside(
    path: StrPath, fmt: DocumentFormat
) -> tuple[JSONObject | None, SaveError | None]: ...
@overload
def load_or_move_aside(
    path: StrPath, fmt: DocumentFormat, convert: Callable[[JSONObject], T]
) -> tuple[T | None, SaveError | None]: ...
def load_or_move_aside(
    path: StrPath, fmt: DocumentFormat, convert: Callable[[JSONObject], Any] = _identity
) -> tuple[Any, SaveError | None]:
    """Load a document so that the game goes on whatever is in the file.

    Returns ``(value, None)`` on success, ``(None, None)`` if there is no file, and
    ``(None, error)`` otherwise. ``convert`` turns the body into the caller's value;
    its ValueError/TypeError/KeyError count as bad data. A file whose *content* is
    bad is renamed to ``<name>.corrupt`` so the next save does not overwrite it; a file
    from a newer game, or one we merely could not open, is left where it is.
    """
    source = Path(path)
    try:
        body = load_document(source, fmt)
        try:
            return convert(body), None
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            raise fmt.error("bad_data", source, detail=repr(exc)[:300]) from None
    except SaveError as err:
        if err.key == "missing":
            return None, None
        if err.corrupt:
            try:
                moved = move_aside(source)
            except OSError as exc:
                err.detail += f"; could not move aside: {exc!r}"
            else:
                if moved is not None:
                    err.detail += f"; moved to {moved.name}"
        return None, err
