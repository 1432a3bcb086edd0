"""``gongzhu bench --game shengji``: every preset's random hands a second, one JSON line each
(a benchmark: the rates are printed, never asserted)."""

from __future__ import annotations

import json

import pytest

from engine.shengji.rules import PRESETS
from game.cli import main


def test_bench_names_the_game_and_runs_every_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "shengji", "--seconds", "0.05"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["preset"] for x in lines] == list(PRESETS)
    assert [x["decks"] for x in lines] == [PRESETS[p].decks for p in PRESETS]
    assert all(x["hands_per_s"] > 0 for x in lines)


def test_bench_of_gongzhu_stays_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--seconds", "0.05"]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [x["decks"] for x in lines] == [1, 2]


def test_bench_refuses_a_game_it_does_not_know(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--game", "doudizhu"]) == 2
    assert "--game" in capsys.readouterr().err
