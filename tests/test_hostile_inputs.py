"""Every surface that reads a file or an argument, fed hostile input: one clear message, never a
traceback, and nothing already saved lost."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from game.cli import main
from saves.campaign import CAMPAIGN_FORMAT, Progress, progress_from_body, save_progress
from saves.document import DocumentFormat, SaveError, load_or_move_aside
from saves.game import GAME_FORMAT, SavedGame, SeatEntry, game_from_body, save_game
from saves.history import HandHistory, Replay
from saves.profiles import PROFILES_FORMAT, HandRecord, ProfileStore, _profiles_from
from saves.settings import SETTINGS_FORMAT, Settings, load_settings, save_settings
from tests.hostile import READABLE, hostile_files

GOOD_REQUEST = {"rules": {"preset": "classic"}, "taken": {"S": ["SQ", "HA"], "E": ["CT"]}}
FUZZ = settings(
    max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck)
)


def run_cli(argv: list[str], stdin: bytes = b"") -> tuple[int, str, str]:
    """``gongzhu ARGV`` in this process: exit status, standard output, standard error."""
    out, err = io.StringIO(), io.StringIO()
    fake_in = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        pytest.MonkeyPatch.context() as mp,
    ):
        mp.setattr(sys, "stdin", fake_in)
        try:
            status = main(argv)
        except SystemExit as exc:  # argparse's own refusals
            status = exc.code if isinstance(exc.code, int) else 1
    return status, out.getvalue(), err.getvalue()


def assert_refused(status: int, out: str, err: str, prefix: str) -> None:
    lines = err.splitlines()
    assert status == 2 and out == "", (status, out, err)
    assert "Traceback" not in err and lines and lines[-1].startswith(prefix), err
    assert all(ch.isprintable() for ch in err.replace("\n", "")), repr(err)


# ---------------------------------------------------------------- gongzhu score


def test_score_answers_every_hostile_file_with_one_line(tmp_path: Path) -> None:
    cases = hostile_files(tmp_path, json.dumps(GOOD_REQUEST).encode())
    assert len(cases) >= 28
    for name, path in cases.items():
        status, out, err = run_cli(["score", str(path)])
        if name in READABLE:
            assert status == 0 and json.loads(out)["scores"]["S"] == -150, (
                name,
                err,
            )  # ♠Q −100, ♥A −50
            continue
        assert_refused(status, out, err, "gongzhu score: ")
        assert len(err.splitlines()) == 1, (name, err)


def test_score_reads_hostile_bytes_from_standard_input(tmp_path: Path) -> None:
    for name, path in hostile_files(tmp_path, json.dumps(GOOD_REQUEST).encode()).items():
        if not path.is_file() or path.stat().st_size > 10_000_000 or name == "unreadable":
            continue
        status, out, err = run_cli(["score"], stdin=path.read_bytes())
        if name not in READABLE:
            assert_refused(status, out, err, "gongzhu score: ")


SEAT_KEYS = st.sampled_from(["S", "E", "N", "W", "s", "north", "", "Q", "\x00"])
CARD_CODES = st.sampled_from(["SQ", "DJ", "CT", "HA", "H2", "HK", "C2", "SA", "XX", "", "sq", "♠Q"])
LEAF = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**25), 10**25),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
    CARD_CODES,
)
ANY = st.recursive(
    LEAF,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.text(max_size=5) | SEAT_KEYS, inner, max_size=4)
    ),
    max_leaves=12,
)
OPTION_NAMES = st.sampled_from(
    [
        "preset",
        "decks",
        "hearts",
        "exposure",
        "first_exposure",
        "self_take",
        "colour_rule",
        "mode",
        "limit",
        "hands",
        "pig_sheep_swap",
        "bogus",
    ]
)
OPTION_VALUES = st.one_of(
    LEAF,
    st.sampled_from(
        [
            "classic",
            "double",
            "partners",
            "pig-sheep",
            "book",
            "hidden",
            "first",
            "all-but-sheep",
            "choose",
            2,
            0,
        ]
    ),
)
SEATS = st.dictionaries(SEAT_KEYS, st.lists(CARD_CODES, max_size=30) | ANY, max_size=4)
REQUESTS = (
    st.fixed_dictionaries(
        {},
        optional={
            "rules": st.dictionaries(OPTION_NAMES, OPTION_VALUES, max_size=4) | ANY,
            "taken": SEATS | ANY,
            "dealt": SEATS | ANY,
            "exposed": st.lists(
                st.fixed_dictionaries(
                    {},
                    optional={
                        "seat": SEAT_KEYS | LEAF,
                        "card": CARD_CODES | LEAF,
                        "how": st.sampled_from(["shown", "first", "hidden", 3]),
                    },
                ),
                max_size=4,
            )
            | ANY,
            "swap_pig_sheep": st.dictionaries(SEAT_KEYS, st.booleans() | LEAF, max_size=2) | ANY,
            "extra": ANY,
        },
    )
    | ANY
)


@FUZZ
@given(REQUESTS)
def test_score_answers_any_request_with_a_score_or_one_line(request: Any) -> None:
    status, out, err = run_cli(["score"], stdin=json.dumps(request).encode())
    if status == 0:
        assert set(json.loads(out)["scores"]) == {"S", "E", "N", "W"}
    else:
        assert_refused(status, out, err, "gongzhu score: ")


# ---------------------------------------------------------------- command-line options

HOSTILE_ARGV = [
    ["bench", "--seconds", "nan"],
    ["bench", "--seconds", "1e400"],
    ["bench", "--seconds", "-1"],
    ["arena", "--hands", "9" * 5000],
    ["arena", "--hands", "0"],
    ["arena", "--hands", "ten"],
    ["arena", "--seed", "-5"],
    ["arena", "--jobs", "100000"],
    ["arena", "--max-worlds", "1.5"],
    ["arena", "--budget", "nan"],
    ["arena", "--budget", "1e400"],
    ["arena", "--budget", "1,2"],
    ["arena", "--seats", "god,easy,easy,easy"],
    ["arena", "--seats", "\x1b[2J"],
    ["arena", "--rules", "[1]"],
    ["arena", "--rules", "{"],
    ["arena", "--rules", "[" * 100_000],
    ["arena", "--rules", '{"decks": ' + "9" * 5000 + "}"],
    ["arena", "--rules", "\udcff"],
    ["arena", "--option", "decks=1e999"],
    ["arena", "--option", "nonsense"],
    ["arena", "--option", "preset=[]"],
    ["arena", "--preset", "\x00"],
    ["arena", "--field", "expert"],
    ["arena", "--hands", "1", "--log", "a\x00b"],
    ["arena", "--hands", "1", "--log", "/"],
    ["score", "a\x00b"],
    ["score", "\udcff.json"],
    ["score", "--nope"],
    ["nonsense-command"],
    ["--lang", "xx"],
    ["--fullscreen", "--windowed"],
    ["--bogus"],
    ["--lang", "\x00"],
]


@pytest.mark.parametrize("argv", HOSTILE_ARGV, ids=lambda a: ascii(" ".join(a))[:40])
def test_hostile_options_end_in_one_clear_line(argv: list[str]) -> None:
    status, _out, err = run_cli(argv)
    assert status == 2 and "Traceback" not in err, (status, err)
    assert err.strip().splitlines()[-1].startswith(("gongzhu", "usage:")), err


# ---------------------------------------------------------------- save files


def _saved_game() -> bytes:
    match = new_match(PRESETS["double"], 5)
    seats = (
        SeatEntry("我", True),
        SeatEntry("东", False, "hard"),
        SeatEntry("北", False),
        SeatEntry("西", False, "easy"),
    )
    return _written(lambda path: save_game(SavedGame(match, seats, 9.5), path))


def _settings() -> bytes:
    return _written(lambda path: save_settings(Settings(profile="Ann"), path))


def _profiles() -> bytes:
    def write(path: Path) -> None:
        store = ProfileStore(path)
        store.create("Ann")
        store.record_hand(
            "Ann", HandRecord(score=-100, pigs_taken=1, exposures=1, exposure_gain=-50)
        )

    return _written(write)


def _progress() -> bytes:
    progress = Progress().starting(1, "tops:3", 7).finished(1, True, 3, 120)
    return _written(lambda path: save_progress(progress, path))


def _written(write: Callable[[Path], None]) -> bytes:
    folder = Path(tempfile.mkdtemp())
    try:
        write(folder / "doc.json")
        return (folder / "doc.json").read_bytes()
    finally:
        shutil.rmtree(folder)


LOADERS: dict[str, tuple[DocumentFormat, Callable[[dict[str, Any]], Any], Callable[[], bytes]]] = {
    "saved game": (GAME_FORMAT, game_from_body, _saved_game),
    "settings": (SETTINGS_FORMAT, lambda body: body, _settings),
    "profiles": (PROFILES_FORMAT, _profiles_from, _profiles),
    "campaign": (CAMPAIGN_FORMAT, progress_from_body, _progress),
}


def _load(kind: str, path: Path) -> tuple[Any, SaveError | None]:
    fmt, convert, _ = LOADERS[kind]
    return load_or_move_aside(path, fmt, convert)


@pytest.mark.parametrize("kind", LOADERS)
def test_a_hostile_save_file_gives_a_message_and_is_kept(kind: str, tmp_path: Path) -> None:
    _fmt, _, make = LOADERS[kind]
    good = make()
    assert (
        _load(kind, _put(tmp_path / "good.json", good))[1] is None
    )  # the real writer's file loads
    for name, path in hostile_files(tmp_path / "cases", good).items():
        before = path.read_bytes() if path.is_file() and path.stat().st_size < 10**7 else None
        value, error = _load(kind, path)
        if name in READABLE:
            assert error is None and value is not None, (name, error)
            continue
        if name == "missing":
            assert (value, error) == (None, None)
            continue
        assert value is None and isinstance(error, SaveError), name
        assert error.message("en") and error.message("zh"), name
        if before is not None and error.corrupt:  # moved aside, byte for byte, not deleted
            assert (
                not path.exists() and path.with_name(path.name + ".corrupt").read_bytes() == before
            )


def _put(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, as a key path."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


def _replace(doc: Any, where: tuple[Any, ...], new: Any) -> Any:
    if not where:
        return new
    doc = copy.deepcopy(doc)
    node = doc
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = new
    return doc


MUTANTS = st.one_of(
    ANY,
    st.integers(-(2**70), 2**70),
    st.sampled_from(
        [
            10**29,
            -(10**29),
            1e308,
            -1e308,
            5e-324,
            "",
            "\x00",
            "\ud800",
            "😀" * 50,
            [],
            {},
            [[[]]],
            "S",
            "SQ",
            "expert",
            -1,
            0,
            1,
            2,
            13,
            52,
            104,
            4000,
            True,
            None,
        ]
    ),
)


@pytest.mark.parametrize("kind", LOADERS)
@FUZZ
@given(data=st.data())
def test_any_spoilt_value_in_a_save_is_refused_cleanly(
    kind: str, data: st.DataObject, tmp_path_factory: pytest.TempPathFactory
) -> None:
    _, _, make = LOADERS[kind]
    doc = json.loads(make())
    where = data.draw(st.sampled_from(_paths(doc)))
    spoilt = _replace(doc, where, data.draw(MUTANTS))
    path = tmp_path_factory.mktemp("mutant") / "doc.json"
    path.write_text(json.dumps(spoilt, ensure_ascii=True))
    value, error = _load(kind, path)  # no exception, whatever changed
    assert (value is None) == (error is not None)


def test_settings_from_a_hostile_file_fall_back_to_defaults(tmp_path: Path) -> None:
    for name, path in hostile_files(tmp_path, _settings()).items():
        loaded, warnings = load_settings(path)
        if name not in READABLE | {"missing"}:
            assert loaded == Settings() and len(warnings) == 1, name


# ---------------------------------------------------------------- hand histories


def test_importing_a_hostile_file_refuses_it_and_keeps_the_history(tmp_path: Path) -> None:
    history = HandHistory(tmp_path / "histories")
    from tests.test_saves_history import record

    history.add(record(1))
    history.add(record(2))
    export = tmp_path / "export.json"
    history.export(export)
    kept = {i: history.load(i) for i in history.ids()}
    for name, path in hostile_files(tmp_path / "cases", export.read_bytes()).items():
        if name in READABLE:
            assert len(history.import_file(path)) == 2
            continue
        with pytest.raises(SaveError) as info:
            history.import_file(path)
        assert info.value.message("en") and info.value.message("zh"), name
    assert all(history.load(i) == r for i, r in kept.items())


def played_record() -> dict[str, Any]:
    """A two-deck hand played to its end by random legal moves, recorded as the game records it."""
    from engine.gongzhu.hand import legal_actions, to_act
    from saves.tally import hand_record

    rng = random.Random(11)
    match = new_match(PRESETS["double"], 11)
    while not match.hand_over:
        seat = to_act(match.hand)[0]
        match, _ = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
    return hand_record(match, ["A", "B", "C", "D"])


PLAYED = played_record()


def test_a_played_record_replays_to_its_end() -> None:
    """What the fuzz below spoils: a good record replays in full, without an error."""
    replay = Replay(PLAYED)
    assert replay.error is None and replay.complete


@FUZZ
@given(data=st.data())
def test_any_spoilt_hand_record_replays_or_names_its_fault(data: st.DataObject) -> None:
    where = data.draw(st.sampled_from(_paths(PLAYED)))
    spoilt = _replace(PLAYED, where, data.draw(MUTANTS))
    if not isinstance(spoilt, dict):
        return
    replay = Replay(spoilt)  # the history screen builds this for any record it lists
    assert replay.error is None or (isinstance(replay.error, str) and replay.error)
