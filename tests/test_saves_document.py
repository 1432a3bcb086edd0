"""Versioned documents: round trips, migrations, and every kind of bad file ends as SaveError."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves.document import (
    DocumentFormat,
    JSONObject,
    SaveError,
    decode_document,
    encode_document,
    load_document,
    load_or_move_aside,
    save_document,
)

FMT = DocumentFormat("gongzhu-test", 1, kind_en="test file", kind_zh="测试文件")
GOOD: JSONObject = {
    "name": "玩家 one",
    "scores": [-90, 200, 0, -1000],
    "nested": {"a": [1, 2.5, None, True, "x"], "b": {}},
}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def good_bytes() -> bytes:
    return encode_document(FMT, GOOD)


def envelope(rest: str, version: str = "1", fmt: str = '"gongzhu-test"') -> bytes:
    return ('{"format": ' + fmt + ', "version": ' + version + rest + "}").encode()


def assert_only_save_error(data: bytes) -> JSONObject | None:
    """Decoding must return a dict or raise SaveError with messages in both languages."""
    try:
        body = decode_document(FMT, data)
    except SaveError as err:
        assert err.message_en and err.message_zh and str(err)
        return None
    assert isinstance(body, dict)
    return body


# ---------------------------------------------------------------- round trips


def test_round_trip(home: Path) -> None:
    path = home / "t.json"
    save_document(path, FMT, GOOD)
    assert load_document(path, FMT) == GOOD
    raw = json.loads(path.read_text("utf-8"))
    assert raw["format"] == "gongzhu-test" and raw["version"] == 1
    assert "玩家" in path.read_text("utf-8")  # readable, not \\u-escaped


def test_lone_surrogate_still_round_trips(home: Path) -> None:
    path = home / "t.json"
    save_document(path, FMT, {"s": "a\ud800b"})
    assert load_document(path, FMT) == {"s": "a\ud800b"}


def test_byte_order_mark_accepted() -> None:
    assert decode_document(FMT, b"\xef\xbb\xbf" + good_bytes()) == GOOD


def test_encode_refuses_programming_errors() -> None:
    with pytest.raises(ValueError):
        encode_document(FMT, {"version": 3})
    with pytest.raises(ValueError):
        encode_document(FMT, {"x": float("nan")})


def test_write_failure_is_save_error_and_keeps_old(home: Path) -> None:
    path = home / "t.json"
    save_document(path, FMT, GOOD)
    (home / "blocker").write_text("")
    with pytest.raises(SaveError) as info:
        save_document(home / "blocker" / "t.json", FMT, GOOD)
    assert info.value.key == "write_failed"
    with pytest.raises(ValueError):
        save_document(path, FMT, {"x": float("inf")})
    assert load_document(path, FMT) == GOOD


# ---------------------------------------------------------------- versions


def test_future_version_refused_with_clear_message(home: Path) -> None:
    path = home / "t.json"
    path.write_bytes(envelope(', "x": 1', version="7"))
    with pytest.raises(SaveError) as info:
        load_document(path, FMT)
    err = info.value
    assert err.key == "future_version" and not err.corrupt
    assert "newer version" in err.message_en and "7" in err.message_en
    assert "更新" in err.message_zh
    body, error = load_or_move_aside(path, FMT)
    assert body is None and error is not None
    assert path.exists()  # a newer game still needs it: not moved aside


def rename_v1(body: JSONObject) -> JSONObject:
    body["player"] = body.pop("name")
    return body


def add_v2(body: JSONObject) -> JSONObject:
    return {**body, "speed": 1.0}


def test_migration_1_to_2(home: Path) -> None:
    path = home / "t.json"
    save_document(path, DocumentFormat("gongzhu-test", 1), {"name": "A"})
    v2 = DocumentFormat("gongzhu-test", 2, migrations={1: rename_v1})
    assert load_document(path, v2) == {"player": "A"}


def test_migrations_chain_1_to_3() -> None:
    v1 = encode_document(DocumentFormat("gongzhu-test", 1), {"name": "A"})
    v3 = DocumentFormat("gongzhu-test", 3, migrations={1: rename_v1, 2: add_v2})
    assert decode_document(v3, v1) == {"player": "A", "speed": 1.0}
    v2_doc = encode_document(DocumentFormat("gongzhu-test", 2), {"player": "B"})
    assert decode_document(v3, v2_doc) == {"player": "B", "speed": 1.0}


def test_missing_migration_is_too_old() -> None:
    v1 = encode_document(DocumentFormat("gongzhu-test", 1), {"name": "A"})
    with pytest.raises(SaveError) as info:
        decode_document(DocumentFormat("gongzhu-test", 3, migrations={2: add_v2}), v1)
    assert info.value.key == "too_old"


def test_failing_migration_is_bad_data() -> None:
    v1 = encode_document(DocumentFormat("gongzhu-test", 1), {"other": "A"})
    with pytest.raises(SaveError) as info:
        decode_document(DocumentFormat("gongzhu-test", 2, migrations={1: rename_v1}), v1)
    assert info.value.key == "bad_data"


def test_format_registry_checked() -> None:
    with pytest.raises(ValueError):
        DocumentFormat("x", 0)
    with pytest.raises(ValueError):
        DocumentFormat("x", 2, migrations={2: add_v2})


# ---------------------------------------------------------------- hand-made bad files


@pytest.mark.parametrize(
    ("data", "key"),
    [
        (b"", "damaged"),
        (b"\xff\xfe{}", "damaged"),
        (b"not json", "damaged"),
        (b"[1, 2]", "wrong_format"),
        (b'"text"', "wrong_format"),
        (b"null", "wrong_format"),
        (b"{}", "wrong_format"),
        (envelope("", fmt='"gongzhu-settings"'), "wrong_format"),
        (envelope("", fmt="5"), "wrong_format"),
        (envelope("", version='"1"'), "damaged"),
        (envelope("", version="true"), "damaged"),
        (envelope("", version="1.0"), "damaged"),
        (envelope("", version="0"), "damaged"),
        (envelope("", version="-3"), "damaged"),
        (envelope("", version="null"), "damaged"),
        (envelope("", version="1e400"), "damaged"),
        (envelope("", version="1" + "0" * 100_000), "damaged"),
        (envelope(', "x": 1e400'), "damaged"),
        (envelope(', "x": -1e400'), "damaged"),
        (envelope(', "x": 1' + "0" * 100_000), "damaged"),
        (envelope(', "x": 1.' + "0" * 100_000), "damaged"),
        (envelope(', "x": NaN'), "damaged"),
        (envelope(', "x": -Infinity'), "damaged"),
        (envelope(', "x": ' + "[" * 100_000 + "]" * 100_000), "damaged"),
        (envelope(', "x": ' + '{"a":' * 100_000 + "1" + "}" * 100_000), "damaged"),
        (envelope(', "x": ' + "[" * 70 + "]" * 70), "damaged"),  # under the parser's limit
        (envelope(', "x": ' + "[" * 100_000), "damaged"),
    ],
    ids=lambda v: v[-24:].decode("ascii", "replace") if isinstance(v, bytes) else str(v),
)
def test_hand_made_bad_documents(data: bytes, key: str) -> None:
    with pytest.raises(SaveError) as info:
        decode_document(FMT, data)
    assert info.value.key == key


def test_big_but_plausible_numbers_are_fine() -> None:
    assert decode_document(FMT, envelope(', "x": 1e300, "y": -123456789012345678')) == {
        "x": 1e300,
        "y": -123456789012345678,
    }


def test_truncated_at_every_byte() -> None:
    data = good_bytes()
    for cut in range(len(data)):
        body = assert_only_save_error(data[:cut])
        # Only dropping the final newline leaves a whole document.
        assert body is None or (body == GOOD and data[cut:].strip() == b"")


def test_every_single_byte_flip() -> None:
    data = good_bytes()
    for i in range(len(data)):
        for flip in (0x01, 0x20, 0x80):
            damaged = bytearray(data)
            damaged[i] ^= flip
            assert_only_save_error(bytes(damaged))


def test_100_mb_file_refused(home: Path) -> None:
    path = home / "huge.json"
    with open(path, "wb") as f:
        f.write(b'{"format": "gongzhu-test", "version": 1, "x": "')
        f.truncate(100 * 1024 * 1024)
    with pytest.raises(SaveError) as info:
        load_document(path, FMT)
    assert info.value.key == "too_large" and info.value.corrupt


def test_unreadable_is_not_moved_aside(home: Path) -> None:
    path = home / "dir.json"
    path.mkdir()
    body, err = load_or_move_aside(path, FMT)
    assert body is None and err is not None and err.key == "unreadable"
    assert path.is_dir()


# ---------------------------------------------------------------- load_or_move_aside


def test_bad_file_moved_aside_never_deleted(home: Path) -> None:
    path = home / "t.json"
    save_document(path, FMT, GOOD)
    assert load_or_move_aside(path, FMT) == (GOOD, None)
    broken = good_bytes()[:40]
    path.write_bytes(broken)
    body, err = load_or_move_aside(path, FMT)
    assert body is None and err is not None and err.key == "damaged"
    assert not path.exists()
    assert (home / "t.json.corrupt").read_bytes() == broken
    assert "t.json.corrupt" in str(err)
    # The game goes on: the next save writes a fresh file and keeps the corrupt one.
    save_document(path, FMT, {"n": 2})
    assert load_or_move_aside(path, FMT) == ({"n": 2}, None)
    assert (home / "t.json.corrupt").read_bytes() == broken


def test_missing_file_is_not_an_error(home: Path) -> None:
    assert load_or_move_aside(home / "none.json", FMT) == (None, None)


def test_convert_errors_become_bad_data(home: Path) -> None:
    path = home / "t.json"
    save_document(path, FMT, GOOD)

    def convert(body: JSONObject) -> int:
        return int(body["name"])  # ValueError

    value, err = load_or_move_aside(path, FMT, convert)
    assert value is None and err is not None and err.key == "bad_data"
    assert (home / "t.json.corrupt").exists()


def test_messages_name_the_file_and_kind(home: Path) -> None:
    err = SaveError("damaged", home / "save 3.json", kind_en="saved game", kind_zh="存档")
    assert err.message_en == "The saved game “save 3.json” is damaged and cannot be opened."
    assert err.message_zh == "存档 “save 3.json” 已损坏，无法打开。"
    assert err.message("zh") == err.message_zh and err.message("en") == err.message_en


# ---------------------------------------------------------------- fuzzing


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_fuzz_random_bytes(data: bytes) -> None:
    assert_only_save_error(data)


@settings(max_examples=300)
@given(st.lists(st.tuples(st.integers(0, 10_000), st.integers(1, 255)), max_size=8))
def test_fuzz_mutated_real_document(flips: list[tuple[int, int]]) -> None:
    data = bytearray(good_bytes())
    for pos, mask in flips:
        data[pos % len(data)] ^= mask
    assert_only_save_error(bytes(data))


json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children) | st.dictionaries(st.text(), children),
    max_leaves=12,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(
        st.sampled_from(["format", "version", "x", "name"]),
        json_values | st.sampled_from(["gongzhu-test", 1]),
    )
)
def test_fuzz_well_formed_json_of_wrong_shape(doc: dict[str, Any]) -> None:
    data = json.dumps(doc).encode()  # may contain Infinity: must be refused too
    body = assert_only_save_error(data)
    if body is not None:
        assert doc["format"] == "gongzhu-test" and doc["version"] == 1


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_fuzz_bad_file_keeps_previous_good_copy(tmp_path_factory: Any, data: bytes) -> None:
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "t.json"
    path.write_bytes(data)
    body, err = load_or_move_aside(path, FMT)
    if err is not None and err.corrupt:
        assert (folder / "t.json.corrupt").read_bytes() == data
    elif body is None:
        assert path.read_bytes() == data


def test_a_changed_value_that_still_parses_is_refused_not_loaded(home: Path) -> None:
    """One damaged digit: valid JSON, but not what was saved. The checksum catches it."""
    path = home / "t.json"
    save_document(path, FMT, {"score": 120, "name": "玩家"})
    text = path.read_text("utf-8")
    path.write_text(text.replace("120", "920"), "utf-8")
    with pytest.raises(SaveError) as info:
        load_document(path, FMT)
    assert info.value.key == "damaged" and "checksum" in info.value.detail


def test_the_checksum_ignores_layout_and_is_optional(home: Path) -> None:
    path = home / "t.json"
    save_document(path, FMT, {"score": 120, "name": "玩家"})
    doc = json.loads(path.read_text("utf-8"))
    path.write_text(json.dumps(doc, indent=4, sort_keys=True), "utf-8")  # re-indented by a tool
    assert load_document(path, FMT) == {"score": 120, "name": "玩家"}
    del doc["checksum"]  # written by hand
    path.write_text(json.dumps(doc), "utf-8")
    assert load_document(path, FMT) == {"score": 120, "name": "玩家"}
