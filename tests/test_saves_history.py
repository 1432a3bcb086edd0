"""Hand histories: the newest 500 kept, records checked for shape, export/import round trips."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from saves import paths
from saves.document import SaveError
from saves.history import HandHistory, check_record


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def record(deal: int = 1) -> dict[str, Any]:
    suits = "SHDC"
    ranks = "23456789TJQKA"
    deck = [s + r for s in suits for r in ranks]
    return {
        "rules": {"decks": 1, "hearts": "standard"},
        "deal": deal,
        "hands": [deck[i::4] for i in range(4)],
        "actions": ["S:C2", "E:C3", "expose S SQ"],
        "scores": [-90, 200, 0, -110],
        "extra": {"engine": "may add keys"},
    }


def test_add_list_load(home: Path) -> None:
    history = HandHistory()
    assert history.ids() == []
    a = history.add(record(1))
    b = history.add(record(2))
    assert (a, b) == (1, 2) and history.ids() == [1, 2]
    assert history.load(2) == record(2)
    assert (home / "histories" / "hand-00000001.json").exists()
    with pytest.raises(SaveError) as info:
        history.load(99)
    assert info.value.key == "missing"


def test_keeps_only_newest(home: Path) -> None:
    history = HandHistory(keep=5)
    for deal in range(8):
        history.add(record(deal))
    assert history.ids() == [4, 5, 6, 7, 8]
    assert history.load(4)["deal"] == 3


def test_default_keep_is_500() -> None:
    assert HandHistory().keep == 500


def bad_records() -> list[Any]:
    out: list[Any] = [None, [], "x"]
    for key, value in [
        ("rules", []),
        ("deal", -1),
        ("deal", True),
        ("deal", 1.5),
        ("hands", [[]] * 3),
        ("hands", [["S1"], [], [], []]),
        ("hands", [["sq"], [], [], []]),
        ("hands", [[5], [], [], []]),
        ("actions", "S:C2"),
        ("actions", [1]),
        ("scores", [0, 0, 0]),
        ("scores", [0, 0, 0, "1"]),
        ("scores", [0, 0, 0, 10**12]),
    ]:
        r = record()
        r[key] = value
        out.append(r)
    r = record()
    del r["actions"]
    out.append(r)
    return out


@pytest.mark.parametrize("bad", bad_records())
def test_shape_checked(bad: Any) -> None:
    with pytest.raises(ValueError):
        check_record(bad)
    with pytest.raises(ValueError):
        HandHistory().add(bad)
    assert HandHistory().ids() == []


def test_damaged_hand_moved_aside(home: Path) -> None:
    history = HandHistory()
    history.add(record(1))
    history.add(record(2))
    path = home / "histories" / "hand-00000001.json"
    path.write_bytes(path.read_bytes()[:30])
    with pytest.raises(SaveError):
        history.load(1)
    assert (home / "histories" / "hand-00000001.json.corrupt").exists()
    assert history.ids() == [2]


def test_export_import_round_trip(home: Path) -> None:
    source = HandHistory(home / "a")
    for deal in range(3):
        source.add(record(deal))
    out = home / "export" / "hands.json"
    assert source.export(out) == 3
    assert json.loads(out.read_text("utf-8"))["format"] == "gongzhu-hands"
    target = HandHistory()
    target.add(record(9))
    assert target.import_file(out) == [2, 3, 4]
    assert [target.load(i)["deal"] for i in target.ids()] == [9, 0, 1, 2]
    assert source.export(home / "one.json", [2]) == 1


def test_import_single_hand_file(home: Path) -> None:
    source = HandHistory(home / "a")
    source.add(record(5))
    target = HandHistory()
    assert target.import_file(home / "a" / "hand-00000001.json") == [1]
    assert {k: v for k, v in target.load(1).items() if k != "key"} == record(5)


def test_import_is_all_or_nothing_and_never_moves_the_file(home: Path) -> None:
    good = record()
    bad = copy.deepcopy(good)
    bad["scores"] = "lots"
    path = home / "in.json"
    content = json.dumps({"format": "gongzhu-hands", "version": 1, "hands": [good, bad]})
    path.write_text(content)
    history = HandHistory()
    with pytest.raises(SaveError) as info:
        history.import_file(path)
    assert info.value.key == "bad_data"
    assert history.ids() == []
    assert path.read_text() == content
    for junk in (b"", b"[]", b'{"format": "gongzhu-hands", "version": 9, "hands": []}'):
        path.write_bytes(junk)
        with pytest.raises(SaveError):
            history.import_file(path)
        assert path.read_bytes() == junk
    with pytest.raises(SaveError):
        history.import_file(home / "missing.json")


def test_import_over_the_limit_takes_the_newest_that_fit(home: Path) -> None:
    path = home / "in.json"
    path.write_text(
        json.dumps(
            {"format": "gongzhu-hands", "version": 1, "hands": [record(d) for d in range(7)]}
        )
    )
    history = HandHistory(keep=4)
    assert history.import_file(path) == [1, 2, 3, 4]
    assert [history.load(i)["deal"] for i in history.ids()] == [3, 4, 5, 6]
    assert history.import_skipped == 3


def test_folder_is_in_data_dir(home: Path) -> None:
    assert HandHistory().folder == paths.histories_dir() == home / "histories"


def test_a_hand_with_a_key_is_stored_once(home: Path) -> None:
    history = HandHistory()
    first = history.add(record(1), key="g1:1")
    assert history.add(record(1), key="g1:1") == first  # the same hand again: not added
    second = history.add(record(2), key="g1:2")
    assert history.ids() == [first, second]
    assert history.load(first)["key"] == "g1:1"


def _export(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text(json.dumps({"format": "gongzhu-hands", "version": 1, "hands": records}))
    return path


def test_an_imported_key_cannot_stand_in_for_a_hand_still_to_be_played(home: Path) -> None:
    """Issue 58.6: an imported record carrying ``<current game id>:2`` stopped the real hand 2
    from ever being recorded; its fake scores stood instead."""
    history = HandHistory()
    history.add(record(1), key="abc:1")
    forged = dict(record(2), key="abc:2", scores=[-999, 0, 0, 999])
    (added,) = history.import_file(_export(home / "forged.json", [forged]))
    assert history.load(added)["key"].startswith("import:")
    real = history.add(record(3), key="abc:2")  # the real hand 2
    assert real != added and history.load(real)["deal"] == 3
    assert HandHistory().keys()["abc:2"] == real  # and so on the next start


def test_importing_ones_own_export_adds_nothing(home: Path) -> None:
    history = HandHistory()
    for deal in range(3):
        history.add(record(deal), key=f"abc:{deal + 1}")
    history.export(home / "mine.json")
    assert history.import_file(home / "mine.json") == []
    assert len(history.ids()) == 3 and history.import_skipped == 3
    other = home / "other.json"
    _export(other, [record(7)])
    assert len(history.import_file(other)) == 1
    assert history.import_file(other) == [] and len(history.ids()) == 4  # nor twice


def test_an_import_never_displaces_the_players_own_hands(home: Path) -> None:
    """Importing 600 hands silently pruned the player's own older hands (the 500 limit)."""
    history = HandHistory(keep=5)
    for deal in range(3):
        history.add(record(deal), key=f"abc:{deal + 1}")
    seen: list[tuple[int, int]] = []
    added = history.import_file(
        _export(home / "many.json", [record(d) for d in range(100, 106)]),
        progress=lambda done, total: seen.append((done, total)),
    )
    assert len(added) == 2 and history.import_skipped == 4
    assert seen == [(1, 2), (2, 2)]
    deals = [history.load(i)["deal"] for i in history.ids()]
    assert deals[:3] == [0, 1, 2]
    for deal in range(3, 6):  # the player's next hands push imported ones out first
        history.add(record(deal), key=f"abc:{deal + 1}")
    assert [history.load(i)["deal"] for i in history.ids()] == [1, 2, 3, 4, 5]
