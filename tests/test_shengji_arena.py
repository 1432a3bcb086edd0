"""``gongzhu arena --game shengji``: 升级's levels on duplicate deals, one JSON object out; the
duplicate placings cancel a level against itself; the other game's options refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.shengji.arena import placings, run_arena
from game.cli import main


def arena(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["arena", "--game", "shengji", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("preset", ["classic", "tractor", "duel", "friends"])
def test_a_level_against_itself_cancels_deal_by_deal(preset: str) -> None:
    """Every seat plays each deal once as A and once as B with the same cards: the same
    player on both sides gains exactly what it loses."""
    result = run_arena(preset, "normal", "normal", 3, seed=40)
    assert result["deals"] == 3
    assert result["levels"]["mean"] == 0 and result["points"]["mean"] == 0


def test_placings_seat_each_level_in_every_seat_once_per_side() -> None:
    for players in (2, 4, 5):
        rows = placings(players, "A", "B")
        for seat in range(players):
            assert any(seats[seat] == "A" for seats, _ in rows)
            assert any(seats[seat] == "B" for seats, _ in rows)
        for seats, mine in rows:
            assert [s for s in range(players) if seats[s] == "A"] == mine


def test_normal_beats_easy_and_the_log_holds_every_deal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    log = tmp_path / "deals.jsonl"
    code, out, err = arena(
        capsys, "--preset", "tractor", "--levels", "normal,easy", "--deals", "30", "--seed", "7",
        "--log", str(log),
    )  # fmt: skip
    assert code == 0, err
    result = json.loads(out)
    assert (result["game"], result["preset"], result["a"], result["b"]) == (
        "shengji",
        "tractor",
        "normal",
        "easy",
    )
    levels = result["levels"]
    assert levels["low"] <= levels["mean"] <= levels["high"]
    assert levels["low"] > 0  # normal is a clear step above easy
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert [r["deal"] for r in rows] == list(range(7, 37))


def test_one_deal_has_no_interval_and_the_json_stays_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = arena(capsys, "--preset", "duel", "--deals", "1")
    assert code == 0
    result = json.loads(out)  # no NaN in it
    assert result["levels"]["low"] is None and result["levels"]["high"] is None


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--seats", "hard,normal,normal,normal"], "--seats is for 拱猪"),
        (["--hands", "8"], "--hands is for 拱猪"),
        (["--option", "mode=partners"], "--option is for 拱猪"),
        (["--preset", "double"], "no 升级 preset 'double'"),
        (["--levels", "hard"], "--levels wants two of"),
        (["--levels", "hard,wizard"], "--levels wants two of"),
        (["--plan", "bogus:worlds=3", "--deals", "1"], "no searching level 'bogus'"),
    ],
)
def test_wrong_options_get_a_clear_message(
    capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    code, out, err = arena(capsys, *args)
    assert code == 2 and out == ""
    assert says in err and "Traceback" not in err


def test_gongzhu_arena_refuses_shengji_options(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["arena", "--levels", "hard,normal", "--hands", "4"])
    assert code == 2
    assert "--levels is for --game shengji" in capsys.readouterr().err
