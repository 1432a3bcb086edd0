"""``gongzhu demo --game shengji``: a hand of 升级 played out on the real table by the computer
players, every phase drawn (a screenshot of each), the frames' figures as one JSON object;
a wrong preset or level is said, not run."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.cli import main


def test_a_whole_hand_is_drawn_phase_by_phase(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    shots = tmp_path / "shots"
    code = main(
        ["demo", "--game", "shengji", "--preset", "classic", "--hands", "1", "--levels",
         "normal", "--speed", "100", "--size", "1024x600", "--screenshots", str(shots)]
    )  # fmt: skip
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["game"], out["preset"], out["hands"], out["size"]) == (
        "shengji",
        "classic",
        1,
        "1024x600",
    )
    assert out["frames"] > 100
    ms = out["frame_ms"]
    assert 0 < ms["mean"] <= ms["p95"] <= ms["p99"] <= ms["max"]
    assert {"title", "draw", "kitty", "trick", "result"} <= set(out["screenshots"])
    files = sorted(p.name for p in shots.iterdir())
    assert len(files) == len(out["screenshots"])
    size = pygame.image.load(str(shots / files[-1])).get_size()
    assert size == (1024, 600)


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--preset", "double"], "no 升级 preset 'double'"),
        (["--levels", "hard,normal,hard,normal"], "--levels for 升级 is one level"),
    ],
)
def test_wrong_options_are_said(
    capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    assert main(["demo", "--game", "shengji", *args]) == 2
    captured = capsys.readouterr()
    assert says in captured.err and captured.out == ""
