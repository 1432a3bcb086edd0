"""``gongzhu arena``: the JSON it prints, duplicate rotations, option overrides."""

from __future__ import annotations

import json

import pytest

from engine.gongzhu.arena import run_arena
from engine.gongzhu.rules import RuleSet
from game.cli import main


def test_duplicate_rotates_every_deal_through_every_seat(capsys) -> None:
    code = main(
        [
            "arena",
            "--preset",
            "classic",
            "--hands",
            "8",
            "--seats",
            "normal,easy,normal,easy",
            "--duplicate",
            "--seed",
            "3",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 8 and out["deals"] == 2 and out["duplicate"]
    assert [s["level"] for s in out["seats"]] == ["normal", "easy", "normal", "easy"]
    for s in out["seats"]:
        lo, hi = s["ci95"]
        assert lo <= s["mean"] <= hi
        assert set(s["decision_ms"]) == {"median", "p95", "max"}
        assert set(s["decision_cpu_ms"]) == {"median", "p95", "max"}
        assert s["decision_cpu_ms"]["max"] <= s["decision_ms"]["max"] + 1.0
    assert "normal-easy" in out["diffs"]


def test_option_overrides_and_teams(capsys) -> None:
    code = main(
        [
            "arena",
            "--preset",
            "double",
            "--option",
            "mode=partners",
            "--hands",
            "1",
            "--seats",
            "hard,normal,hard,normal",
            "--budget",
            "0.01",
            "--max-worlds",
            "1",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rules"]["decks"] == 2 and out["rules"]["mode"] == "partners"
    assert len(out["teams"]) == 2


def test_bad_seats_refused(capsys) -> None:
    assert main(["arena", "--seats", "hard,normal"]) == 2
    assert "--seats" in capsys.readouterr().err


def test_run_arena_pig_sheep() -> None:
    out = run_arena(RuleSet(mode="pig-sheep", exposure="none"), ["normal"] * 4, 2, 0.01, 1, False)
    assert out["hands"] == 2 and "teams" in out


def test_log_keeps_every_hand_as_it_ends(tmp_path, capsys) -> None:
    log = tmp_path / "arena.jsonl"
    code = main(
        [
            "arena",
            "--preset",
            "classic",
            "--hands",
            "4",
            "--seats",
            "normal,easy,normal,easy",
            "--duplicate",
            "--seed",
            "5",
            "--jobs",
            "2",
            "--log",
            str(log),
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["rotation"] for r in rows) == [0, 1, 2, 3]
    # The log's scores are the hands the summary was made of.
    for i, seat in enumerate(out["seats"]):
        assert abs(sum(r["scores"][i] for r in rows) / 4 - seat["mean"]) < 0.06
    assert all(sum(r["decisions"]) >= 13 for r in rows)


def test_unwritable_log_refused(tmp_path, capsys) -> None:
    assert main(["arena", "--hands", "1", "--log", str(tmp_path / "no" / "such.jsonl")]) == 2
    assert "log" in capsys.readouterr().err


@pytest.mark.parametrize("mode", ["solo", "partners"])
def test_a_level_against_a_field_of_itself_gains_nothing(mode: str) -> None:
    # Every table of a deal shares its seed, so four normals replay the field table
    # exactly: each slot, wherever a rotation seats it, scores what the field's seat did.
    out = run_arena(RuleSet(mode=mode), ["normal"] * 4, 8, 0.0, 2, True, field="normal")
    assert out["field"]["hands"] == 2
    assert out["field"]["gain"]["normal"] == {"mean": 0.0, "ci95": [0.0, 0.0], "n": 2}


def test_field_gain_is_the_seat_by_seat_difference(tmp_path) -> None:
    log = tmp_path / "field.jsonl"
    with log.open("w", encoding="utf-8") as f:
        out = run_arena(
            RuleSet(),
            ["easy", "normal", "normal", "normal"],
            8,
            0.0,
            4,
            True,
            log=f,
            field="normal",
        )
    rows = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(rows) == 10 and sum(r["rotation"] == "field" for r in rows) == 2
    field = {r["deal"]: r["scores"] for r in rows if r["rotation"] == "field"}
    per_deal: dict[int, list[float]] = {}
    for r in rows:
        if r["rotation"] != "field":  # easy is slot 0: it sat at seat `rotation`
            per_deal.setdefault(r["deal"], []).append(
                r["scores"][0] - field[r["deal"]][r["rotation"]]
            )
    expected = sum(sum(v) / 4 for v in per_deal.values()) / 2
    assert abs(out["field"]["gain"]["easy"]["mean"] - expected) < 0.06
    assert out["hands"] == 8  # the field tables are not counted among the hands


def test_field_must_be_seated(capsys) -> None:
    assert main(["arena", "--seats", "hard,normal,normal,normal", "--field", "easy"]) == 2
    assert "--field" in capsys.readouterr().err


def _versus(argv: list[str], capsys, monkeypatch) -> dict:
    from build import versus

    monkeypatch.setattr("sys.argv", ["versus", *argv])
    versus.main()
    return json.loads(capsys.readouterr().out)


def test_versus_report_reads_the_log_a_stopped_arena_left(tmp_path, capsys, monkeypatch) -> None:
    log = tmp_path / "partners.jsonl"
    played = _versus(
        ["--a", "normal", "--b", "easy", "--option", "mode=partners", "--slots", "ABAB"]
        + ["--deals", "3", "--seed", "5", "--log", str(log)],
        capsys,
        monkeypatch,
    )
    reported = _versus(["--report", str(log)], capsys, monkeypatch)
    for key in ("deals", "hands", "a_minus_b_per_seat", "a_minus_b_per_team"):
        assert reported[key] == played[key]
    # Stopped early: the deal whose four tables were not all played is left out.
    lines = log.read_text(encoding="utf-8").splitlines()
    log.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
    partial = _versus(["--report", str(log)], capsys, monkeypatch)
    assert partial["deals"] == 2 and partial["hands"] == 8
    # Before two deals are complete there is no interval to give.
    log.write_text("\n".join(lines[:5]) + "\n", encoding="utf-8")
    early = _versus(["--report", str(log)], capsys, monkeypatch)
    assert early["deals"] == 1 and early["a_minus_b_per_seat"] is None


def test_versus_report_pools_arenas_of_other_seeds(tmp_path, capsys, monkeypatch) -> None:
    """Two arenas of the same players on two seeds, reported together, are one sample:
    the pooled figures are those of their tables in one log; a log given twice counts
    its deals twice (each file's deals are its own)."""
    logs = [tmp_path / "seed5.jsonl", tmp_path / "seed6.jsonl"]
    for seed, log in zip((5, 6), logs, strict=True):
        _versus(
            ["--a", "normal", "--b", "easy", "--option", "mode=partners", "--slots", "ABAB"]
            + ["--deals", "2", "--seed", str(seed), "--log", str(log)],
            capsys,
            monkeypatch,
        )
    both = tmp_path / "both.jsonl"
    both.write_text("".join(log.read_text(encoding="utf-8") for log in logs), encoding="utf-8")
    pooled = _versus(["--report", *map(str, logs)], capsys, monkeypatch)
    assert pooled == _versus(["--report", str(both)], capsys, monkeypatch)
    assert pooled["deals"] == 4 and pooled["a_minus_b_per_team"] is not None
    twice = _versus(["--report", str(logs[0]), str(logs[0])], capsys, monkeypatch)
    assert twice["deals"] == 4


def test_versus_plans_change_single_weights() -> None:
    """``plan:...,w.NAME=VALUE`` is the named weights with that one changed; a name that is
    no weight stops the arena with a message instead of a traceback."""
    import dataclasses

    from build.versus import _plan
    from engine.gongzhu.ai import SHARP

    plan = _plan("worlds=16,weights=SHARP,w.lead_heart=0,w.hunt_pig=4")
    assert plan.worlds == 16
    assert plan.weights == dataclasses.replace(SHARP, lead_heart=0.0, hunt_pig=4.0)
    with pytest.raises(SystemExit, match="no weight named lead_hearts"):
        _plan("weights=SHARP,w.lead_hearts=1")


def test_key_cards_asks_only_about_cards_the_seat_cannot_see(capsys, monkeypatch) -> None:
    """Every question names a key card hidden from the seat and the seat that holds it; the
    tool prints one line per way of drawing, and a way that is not ``N:P`` is refused."""
    from build import key_cards
    from engine.gongzhu.ai import choose
    from engine.gongzhu.hand import HAND_OVER, PLAY, apply_action, deal, to_act
    from engine.gongzhu.rules import RuleSet
    from engine.gongzhu.view import view_for

    st = deal(RuleSet(mode="partners", exposure="none", first_lead_c2=False), 7, 2, True)
    moves: list[tuple[int | None, int]] = []
    asked = 0
    while st.phase != HAND_OVER:
        seat = to_act(st)[0]
        view = view_for(st, seat, moves)
        if st.phase == PLAY and view.plays:
            for card, holder in key_cards.questions(st, view):
                assert holder != seat and st.hand1[holder] >> card & 1
                assert not view.hand[0] >> card & 1
                asked += 1
        act = choose(view, "normal", 0.0, len(moves)).action
        st, _ = apply_action(st, seat, act)
        moves.append((seat, act))
    assert asked > 20
    monkeypatch.setattr(
        "sys.argv",
        ["key_cards", "--deals", "1", "--worlds", "4", "--table", "normal", "--ways", "1:1", "4:2"],
    )
    key_cards.main()
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and lines[0].startswith("from   1 power 1:")
    with pytest.raises(SystemExit):
        monkeypatch.setattr("sys.argv", ["key_cards", "--ways", "8-3"])
        key_cards.main()
    assert "a way is N:P" in capsys.readouterr().err
