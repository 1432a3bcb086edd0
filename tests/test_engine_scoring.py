"""RULES.md §5 and §6 scoring: every worked example, every option, through the engine and `gongzhu score`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.gongzhu.cards import SEAT_LETTERS
from engine.gongzhu.rules import rules_from_options
from engine.gongzhu.scoring import HandScore, score_hand
from tests.engine_helpers import (
    ALL_HEARTS,
    ALL_SCORING,
    exposures_of,
    run_cli,
    score_cli,
    seat_multisets,
    self_taken_from,
)

TWO_DECK_HEARTS = ALL_HEARTS + " " + ALL_HEARTS
TWO_DECK_SCORING = ALL_SCORING + " " + ALL_SCORING


class Case:
    """One scoring case: rules, what each seat took, exposures, the expected scores."""

    def __init__(
        self,
        name: str,
        rules: dict[str, Any],
        taken: dict[str, str],
        expected: dict[str, int],
        exposed: tuple[tuple[str, str, str], ...] = (),
        dealt: dict[str, str] | None = None,
        swap: dict[str, bool] | None = None,
        teams: dict[str, int] | None = None,
        notes: tuple[str, ...] | None = None,
    ) -> None:
        self.name, self.rules, self.taken, self.expected = name, rules, taken, expected
        self.exposed, self.dealt, self.swap, self.teams, self.notes = (
            exposed,
            dealt,
            swap,
            teams,
            notes,
        )

    def __repr__(self) -> str:
        return self.name

    def engine(self) -> HandScore:
        rules = rules_from_options(self.rules)
        taken = seat_multisets(self.taken)
        dealt = seat_multisets(self.dealt) if self.dealt is not None else None
        self_taken = self_taken_from(taken, dealt) if dealt is not None else [(0, 0)] * 4
        swap = None if self.swap is None else any(self.swap.values())
        return score_hand(rules, taken, exposures_of(self.exposed), self_taken, swap, dealt)

    def request(self) -> dict[str, Any]:
        req: dict[str, Any] = {
            "rules": self.rules,
            "taken": {s: c.split() for s, c in self.taken.items()},
            "exposed": [{"seat": s, "card": c, "how": h} for s, c, h in self.exposed],
        }
        if self.dealt is not None:
            req["dealt"] = {s: c.split() for s, c in self.dealt.items()}
        if self.swap is not None:
            req["swap_pig_sheep"] = self.swap
        return req


C1 = {"preset": "classic"}
C2 = {"preset": "double"}

# RULES §5, first table (standard hearts, one deck, nothing exposed unless said).
ONE_DECK_EXAMPLES = [
    Case("HA H6 H9 H7 HT", C1, {"S": "HA H6 H9 H7 HT"}, {"S": -90}),
    Case("H2..HK CT", C1, {"S": "H2 H3 H4 H5 H8 HJ HQ HK CT"}, {"S": -220}),
    Case("CT only", C1, {"S": "CT"}, {"S": 50}),
    Case("CT H2", C1, {"S": "CT H2"}, {"S": 0}),
    Case("SQ DJ", C1, {"S": "SQ DJ"}, {"S": 0}),
    Case("SQ CT pig exposed", C1, {"S": "SQ CT"}, {"S": -400}, exposed=(("E", "SQ", "shown"),)),
    Case(
        "SQ CT pig exposed by taker",
        C1,
        {"S": "SQ CT"},
        {"S": -400},
        exposed=(("S", "SQ", "shown"),),
    ),
    Case("all 13 hearts", C1, {"S": ALL_HEARTS}, {"S": 200}, notes=("全红 S",)),
    Case("all 16 scoring", C1, {"S": ALL_SCORING}, {"S": 800}, notes=("满贯 S",)),
    Case(
        "HA HK, HA exposed by another",
        C1,
        {"S": "HA HK"},
        {"S": -180},
        exposed=(("E", "HA", "shown"),),
    ),
    Case(
        "positive, all 16",
        {"preset": "classic", "hearts": "positive"},
        {"S": ALL_SCORING},
        {"S": 1260},
    ),
    Case(
        "all hearts + SQ, swap auto",
        {"preset": "classic", "pig_sheep_swap": "auto"},
        {"S": ALL_HEARTS + " SQ"},
        {"S": 300},
    ),
]

# RULES §5, second table (two decks).
TWO_DECK_EXAMPLES = [
    Case("DJ DJ", C2, {"S": "DJ DJ"}, {"S": 200}),
    Case("DJ DJ one exposed", C2, {"S": "DJ DJ"}, {"S": 400}, exposed=(("E", "DJ", "shown"),)),
    Case(
        "DJ DJ both exposed",
        C2,
        {"S": "DJ DJ"},
        {"S": 800},
        exposed=(("E", "DJ", "shown"), ("W", "DJ", "shown")),
    ),
    Case(
        "SQ, other SQ exposed elsewhere",
        C2,
        {"S": "SQ"},
        {"S": -200},
        exposed=(("E", "SQ", "shown"),),
    ),
    Case(
        "CT CT H5 one CT exposed",
        C2,
        {"S": "CT CT H5"},
        {"S": -80},
        exposed=(("N", "CT", "shown"),),
    ),
    Case("CT CT only", C2, {"S": "CT CT"}, {"S": 100}),
    Case("all 26 hearts", C2, {"S": TWO_DECK_HEARTS}, {"S": 400}, notes=("全红 S",)),
]

# Seed 000's partnership example: −90 + −220 = −310 for the team, not 全红.
PARTNERS = [
    Case(
        "seed 000 partners",
        {"preset": "classic", "mode": "partners"},
        {"S": "HA H6 H9 H7 HT", "N": "H2 H3 H4 H5 H8 HJ HQ HK CT"},
        {"S": -90, "N": -220, "E": 0, "W": 0},
        teams={"SN": -310, "EW": 0},
        notes=(),
    ),
    Case(
        "tournament preset partners",
        {"preset": "tournament"},
        {"S": "HA H6 H9 H7 HT", "N": "H2 H3 H4 H5 H8 HJ HQ HK CT"},
        {"S": -90, "N": -220},
        teams={"SN": -310, "EW": 0},
        notes=(),
        dealt={"E": "HA", "W": "CT"},
    ),
]

OPTION_CASES = [
    # Two-deck exposure factors: one copy ×2, both ×4, for every kind.
    Case("2d SQ SQ one exposed", C2, {"S": "SQ SQ"}, {"S": -400}, exposed=(("S", "SQ", "shown"),)),
    Case(
        "2d SQ SQ both exposed",
        C2,
        {"S": "SQ SQ"},
        {"S": -800},
        exposed=(("S", "SQ", "shown"), ("E", "SQ", "shown")),
    ),
    Case(
        "2d SQ one taken both exposed",
        C2,
        {"S": "SQ", "E": "SQ"},
        {"S": -400, "E": -400},
        exposed=(("W", "SQ", "shown"), ("N", "SQ", "shown")),
    ),
    Case("2d HA one exposed", C2, {"S": "HA HK"}, {"S": -180}, exposed=(("E", "HA", "shown"),)),
    Case(
        "2d HA both exposed",
        C2,
        {"S": "HA HA"},
        {"S": -400},
        exposed=(("E", "HA", "shown"), ("S", "HA", "shown")),
    ),
    Case(
        "2d CT CT both exposed",
        C2,
        {"S": "CT CT H5"},
        {"S": -160},
        exposed=(("E", "CT", "shown"), ("S", "CT", "shown")),
    ),
    Case(
        "2d CT alone both exposed",
        C2,
        {"S": "CT CT"},
        {"S": 400},
        exposed=(("E", "CT", "shown"), ("S", "CT", "shown")),
    ),
    Case("2d one CT taken", C2, {"S": "CT H5", "E": "CT"}, {"S": -20, "E": 50}),
    # 首明 ×4; both copies 首明 ×16.
    Case(
        "首明 pig",
        {"preset": "classic", "first_exposure": True},
        {"S": "SQ"},
        {"S": -400},
        exposed=(("E", "SQ", "first"),),
    ),
    Case(
        "首明 transformer",
        {"preset": "classic", "first_exposure": True},
        {"S": "CT H5"},
        {"S": -80},
        exposed=(("S", "CT", "first"),),
    ),
    Case(
        "首明 transformer alone",
        {"preset": "classic", "first_exposure": True},
        {"S": "CT"},
        {"S": 200},
        exposed=(("S", "CT", "first"),),
    ),
    Case(
        "首明 HA",
        {"preset": "classic", "first_exposure": True},
        {"S": "HA H5"},
        {"S": -240},
        exposed=(("S", "HA", "first"),),
    ),
    Case(
        "2d both SQ 首明",
        {"preset": "double", "first_exposure": True},
        {"S": "SQ", "E": "SQ"},
        {"S": -1600, "E": -1600},
        exposed=(("S", "SQ", "first"), ("N", "SQ", "first")),
    ),
    Case(
        "2d 首明 + shown",
        {"preset": "double", "first_exposure": True},
        {"S": "DJ DJ"},
        {"S": 1600},
        exposed=(("S", "DJ", "first"), ("N", "DJ", "shown")),
    ),
    Case(
        "forced mode 首明",
        {"preset": "classic", "exposure": "forced", "first_exposure": True},
        {"S": "SQ"},
        {"S": -400},
        exposed=(("E", "SQ", "first"),),
    ),
    Case(
        "hidden exposure ×2",
        {"preset": "classic", "exposure": "hidden"},
        {"S": "SQ"},
        {"S": -200},
        exposed=(("E", "SQ", "hidden"),),
    ),
    # 自得: pig, sheep, transformer, ♥A (the ace's own value only).
    Case(
        "自得 pig",
        {"preset": "classic", "self_take": True},
        {"S": "SQ", "E": "DJ"},
        {"S": -200, "E": 100},
        dealt={"S": "SQ", "W": "DJ"},
    ),
    Case(
        "自得 sheep",
        {"preset": "classic", "self_take": True},
        {"S": "DJ"},
        {"S": 200},
        dealt={"S": "DJ"},
    ),
    Case(
        "自得 transformer",
        {"preset": "classic", "self_take": True},
        {"S": "CT H5"},
        {"S": -40},
        dealt={"S": "CT"},
    ),
    Case(
        "自得 transformer alone",
        {"preset": "classic", "self_take": True},
        {"S": "CT"},
        {"S": 100},
        dealt={"S": "CT"},
    ),
    Case(
        "自得 HA",
        {"preset": "classic", "self_take": True},
        {"S": "HA HK"},
        {"S": -140},
        dealt={"S": "HA"},
    ),
    Case(
        "自得 exposed pig",
        {"preset": "classic", "self_take": True},
        {"S": "SQ"},
        {"S": -400},
        dealt={"S": "SQ"},
        exposed=(("S", "SQ", "shown"),),
    ),
    Case(
        "自得 off ignores dealt", {"preset": "classic"}, {"S": "SQ"}, {"S": -100}, dealt={"S": "SQ"}
    ),
    Case(
        "自得 2d one copy own",
        {"preset": "double", "self_take": True},
        {"S": "SQ SQ"},
        {"S": -300},
        dealt={"S": "SQ", "E": "SQ"},
    ),
    # 猪羊变色.
    Case(
        "swap auto",
        {"preset": "classic", "pig_sheep_swap": "auto"},
        {"S": ALL_HEARTS, "E": "SQ", "W": "DJ"},
        {"S": 200, "E": 100, "W": -100},
        notes=("全红 S", "猪羊变色"),
    ),
    Case(
        "swap auto exposed pig and CT",
        {"preset": "classic", "pig_sheep_swap": "auto"},
        {"S": ALL_HEARTS, "E": "SQ CT", "W": "DJ"},
        {"S": 200, "E": 400, "W": -100},
        exposed=(("E", "SQ", "shown"),),
    ),
    Case(
        "swap choose yes",
        {"preset": "classic", "pig_sheep_swap": "choose"},
        {"S": ALL_HEARTS, "E": "SQ", "W": "DJ"},
        {"S": 200, "E": 100, "W": -100},
        swap={"S": True},
    ),
    Case(
        "swap choose no",
        {"preset": "classic", "pig_sheep_swap": "choose"},
        {"S": ALL_HEARTS, "E": "SQ", "W": "DJ"},
        {"S": 200, "E": -100, "W": 100},
        swap={"S": False},
    ),
    Case(
        "swap choose unasked",
        {"preset": "classic", "pig_sheep_swap": "choose"},
        {"S": ALL_HEARTS, "E": "SQ", "W": "DJ"},
        {"S": 200, "E": -100, "W": 100},
    ),
    Case(
        "swap off",
        {"preset": "classic"},
        {"S": ALL_HEARTS, "E": "SQ", "W": "DJ"},
        {"S": 200, "E": -100, "W": 100},
    ),
    Case(
        "swap needs 全红",
        {"preset": "classic", "pig_sheep_swap": "auto"},
        {"S": ALL_HEARTS.replace("H2 ", ""), "E": "SQ H2", "W": "DJ"},
        {"S": -200, "E": -100, "W": 100},
    ),
    Case(
        "no swap with 满贯",
        {"preset": "classic", "pig_sheep_swap": "auto"},
        {"S": ALL_SCORING},
        {"S": 800},
        notes=("满贯 S",),
    ),
    Case(
        "2d swap auto",
        {"preset": "double", "pig_sheep_swap": "auto"},
        {"S": TWO_DECK_HEARTS, "E": "SQ SQ", "W": "DJ"},
        {"S": 400, "E": 200, "W": -100},
    ),
    # Positive hearts and the 全红 bonus.
    Case(
        "positive HA HK", {"preset": "classic", "hearts": "positive"}, {"S": "HA HK H2"}, {"S": 100}
    ),
    Case(
        "positive 全红", {"preset": "classic", "hearts": "positive"}, {"S": ALL_HEARTS}, {"S": 430}
    ),
    Case(
        "positive 全红 HA exposed + CT",
        {"preset": "classic", "hearts": "positive"},
        {"S": ALL_HEARTS + " CT"},
        {"S": 1720},
        exposed=(("E", "HA", "shown"),),
    ),
    Case(
        "positive 2d 全红",
        {"preset": "double", "hearts": "positive"},
        {"S": TWO_DECK_HEARTS},
        {"S": 860},
    ),
    Case("book hearts", {"preset": "book"}, {"S": "H4 H5 H2"}, {"S": -17}),
    Case("book 全红", {"preset": "book"}, {"S": ALL_HEARTS}, {"S": 200}),
    # The transformer alone, and with a 0-point heart.
    Case("CT exposed alone", C1, {"S": "CT"}, {"S": 100}, exposed=(("S", "CT", "shown"),)),
    Case("CT exposed + H3", C1, {"S": "CT H3"}, {"S": 0}, exposed=(("W", "CT", "shown"),)),
    Case("CT + DJ", C1, {"S": "CT DJ"}, {"S": 200}),
    Case("2d CT CT H2", C2, {"S": "CT CT H2"}, {"S": 0}),
    # 满贯.
    Case("满贯 pig exposed", C1, {"S": ALL_SCORING}, {"S": 1000}, exposed=(("E", "SQ", "shown"),)),
    Case("满贯 HA exposed", C1, {"S": ALL_SCORING}, {"S": 1200}, exposed=(("E", "HA", "shown"),)),
    Case("2d 满贯", C2, {"S": TWO_DECK_SCORING}, {"S": 3200}, notes=("满贯 S",)),
    Case(
        "2d one pig short of 满贯",
        C2,
        {"S": TWO_DECK_SCORING.replace("SQ ", "", 1), "E": "SQ"},
        {"S": (400 - 100 + 200) * 4, "E": -100},
        notes=("全红 S",),
    ),
    # Teams.
    Case(
        "pig-sheep 2 v 2",
        {"preset": "classic", "mode": "pig-sheep", "exposure": "none"},
        {"S": "SQ", "N": "HA", "E": "DJ", "W": "H5"},
        {"S": 0, "E": 0, "N": -60, "W": -60},
        dealt={"S": "SQ", "E": "DJ"},
        teams={"SE": 0, "NW": -60},
    ),
    Case(
        "pig-sheep 1 v 3",
        {"preset": "classic", "mode": "pig-sheep", "exposure": "none"},
        {"S": "SQ", "E": "HA", "N": "DJ", "W": "H5"},
        {"S": -100, "E": 40, "N": 40, "W": 40},
        dealt={"S": "SQ DJ"},
        teams={"S": -100, "ENW": 40},
    ),
    Case(
        "partners teams",
        {"preset": "classic", "mode": "partners"},
        {"S": "SQ", "E": "HA", "N": "DJ", "W": "H5 CT"},
        {"S": -100, "E": -50, "N": 100, "W": -20},
        teams={"SN": 0, "EW": -70},
    ),
]

ALL_CASES = ONE_DECK_EXAMPLES + TWO_DECK_EXAMPLES + PARTNERS + OPTION_CASES


@pytest.mark.parametrize("case", ALL_CASES, ids=repr)
def test_score_hand(case: Case) -> None:
    result = case.engine()
    for letter, want in case.expected.items():
        assert result.credited[SEAT_LETTERS.index(letter)] == want, letter
    for letter in "SENW":
        if letter not in case.expected and letter not in case.taken:
            assert result.credited[SEAT_LETTERS.index(letter)] == 0 or case.teams
    if case.teams is not None:
        got = {
            "".join(SEAT_LETTERS[s] for s in team): t
            for team, t in zip(result.teams, result.team_totals)
        }
        assert got == case.teams
    if case.notes is not None:
        assert tuple(result.notes) == case.notes


@pytest.mark.parametrize("case", ALL_CASES, ids=repr)
def test_score_command(case: Case) -> None:
    out = score_cli(case.request())
    for letter, want in case.expected.items():
        assert out["scores"][letter] == want, letter
    if case.teams is not None:
        assert out["teams"] == case.teams
    if case.notes is not None:
        assert tuple(out["notes"]) == case.notes


def test_score_command_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(PARTNERS[0].request()), encoding="utf-8")
    proc = run_cli(["score", str(path)])
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["scores"] == {"S": -90, "E": 0, "N": -220, "W": 0}
    assert out["teams"] == {"SN": -310, "EW": 0}
    assert out["notes"] == []
    proc = run_cli(["score", "-"], json.dumps(ONE_DECK_EXAMPLES[0].request()))
    assert json.loads(proc.stdout)["scores"]["S"] == -90


BAD_INPUTS = [
    ("unknown card", '{"taken": {"S": ["SQ", "ZZ"]}}', "ZZ"),
    ("one deck two copies", '{"taken": {"S": ["SQ"], "E": ["SQ"]}}', "SQ"),
    ("one deck same seat twice", '{"taken": {"S": ["SQ", "SQ"]}}', "SQ"),
    (
        "two decks three copies",
        '{"rules": {"preset": "double"}, "taken": {"S": ["SQ", "SQ"], "E": ["SQ"]}}',
        "SQ",
    ),
    ("unknown option", '{"rules": {"preset": "classic", "pigs": 2}, "taken": {}}', "pigs"),
    ("unknown option value", '{"rules": {"hearts": "weird"}, "taken": {}}', "hearts"),
    ("unknown preset", '{"rules": {"preset": "nope"}, "taken": {}}', "nope"),
    (
        "first in hidden mode",
        (
            '{"rules": {"exposure": "hidden"}, "taken": {}, '
            '"exposed": [{"seat": "S", "card": "SQ", "how": "first"}]}'
        ),
        "hidden",
    ),
    (
        "first_exposure option in all mode",
        ('{"rules": {"exposure": "all", "first_exposure": true}, "taken": {}}'),
        "all",
    ),
    (
        "first without the option",
        '{"taken": {}, "exposed": [{"seat": "S", "card": "SQ", "how": "first"}]}',
        "first_exposure",
    ),
    ("invalid JSON", '{"taken": {"S": ["SQ"]', "JSON"),
    ("unknown seat", '{"taken": {"X": ["SQ"]}}', "X"),
    ("unknown field", '{"taken": {}, "extra": 1}', "extra"),
    ("expose a non-special", '{"taken": {}, "exposed": [{"seat": "S", "card": "H5"}]}', "H5"),
    (
        "pig-sheep with two decks",
        ('{"rules": {"decks": 2, "mode": "pig-sheep", "exposure": "none"}, "taken": {}}'),
        "pig-sheep",
    ),
    ("taken missing", '{"rules": {}}', "taken"),
    (
        "two 首明 by one seat",
        (
            '{"rules": {"preset": "double", "first_exposure": true}, "taken": {}, '
            '"exposed": [{"seat": "S", "card": "SQ", "how": "first"}, {"seat": "S", "card": "HA", '
            '"how": "first"}]}'
        ),
        "首明",
    ),
    ("swap for an unknown seat", '{"taken": {}, "swap_pig_sheep": {"Q": true}}', "Q"),
    # issue 58.9: one seat under two spellings, or one key twice, replaced the earlier list
    ("one seat in two spellings", '{"taken": {"S": ["SQ"], "s": ["HA"]}}', "'s'"),
    ("a seat with a space", '{"taken": {" S": ["SQ"]}}', "' S'"),
    ("a seat with a newline", '{"taken": {"S\\n": ["SQ"]}}', "S\\n"),
    (
        "an exposure by a lower-case seat",
        '{"taken": {}, "exposed": [{"seat": "s", "card": "SQ"}]}',
        "'s'",
    ),
    ("a repeated key", '{"taken": {"S": ["SQ"], "S": ["HA"]}}', "twice"),
    ("a repeated top-level key", '{"taken": {}, "taken": {"S": ["SQ"]}}', "twice"),
    (
        "a seat dealt 52 cards",
        '{"taken": {}, "dealt": {"S": '
        + json.dumps([s + r for s in "SHDC" for r in "23456789TJQKA"])
        + "}}",
        "52",
    ),
]


@pytest.mark.parametrize(("name", "text", "word"), BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_score_command_bad_input(name: str, text: str, word: str) -> None:
    proc = run_cli(["score"], text)
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("gongzhu score: ")
    assert word in lines[0]


def test_a_long_value_is_cut_in_the_message() -> None:
    """Issue 58.9: an error message echoed a 1 MB card code whole."""
    proc = run_cli(["score"], json.dumps({"taken": {"S": ["X" * 1_000_000]}}))
    assert proc.returncode == 2 and proc.stdout == ""
    assert "XXXX" in proc.stderr and len(proc.stderr) < 500


def test_score_command_missing_file(tmp_path: Path) -> None:
    proc = run_cli(["score", str(tmp_path / "nope.json")])
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1
