"""Hand histories as readable text: one line per trick with the right taker; replays."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from engine.gongzhu.actions import action_code
from engine.gongzhu.hand import TrickTaken, legal_actions, to_act
from engine.gongzhu.match import new_match
from engine.gongzhu.rules import PRESETS
from saves.history import HandHistory, Replay, export_text, trick_lines
from saves.tally import hand_record


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def played(rules, seed):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    match = new_match(rules, seed)
    tricks = []
    while not match.hand_over:
        seat = rng.choice(to_act(match.hand) or (None,))
        match, events = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
        tricks += [(match.hand.last_trick, e) for e in events if isinstance(e, TrickTaken)]
    return match, tricks


@pytest.mark.parametrize("preset", list(PRESETS))
def test_replay_rebuilds_every_preset(preset: str) -> None:
    for seed in range(6):
        match, _ = played(PRESETS[preset], seed)
        replay = Replay(hand_record(match))
        assert replay.complete, replay.error
        assert replay.states[-1].result.credited == match.records[-1].score.credited


def test_one_line_per_trick_with_taker() -> None:
    match, tricks = played(PRESETS["classic"], 5)
    lines = trick_lines(hand_record(match, ["A", "B", "C", "D"]))
    body = [line for line in lines if line.startswith("T")]
    assert len(body) == len(tricks)
    for n, (line, ((plays, _w, _t), event)) in enumerate(zip(body, tricks), 1):
        cards = "  ".join(f"{'SENW'[s]}: {action_code(a)}" for s, a in plays)
        assert line.startswith(f"T{n} {cards} → ")
        who = "SENW"[event.taker]
        if event.scoring:
            assert line.endswith(
                f"{who} takes "
                + " ".join(
                    __import__("engine.gongzhu.cards").gongzhu.cards.card_code(c)
                    for c in event.scoring
                )
            )
        else:
            assert line.endswith(f"{'SENW'[event.winner]} wins")


def test_export_text_file(home: Path) -> None:
    history = HandHistory()
    for seed in (1, 2):
        history.add(hand_record(played(PRESETS["classic"], seed)[0]))
    out = home / "exports" / "all.txt"
    assert export_text(history, out) == 2
    text = out.read_text("utf-8")
    assert text.count("Deal #") == 2 and text.count("\nT1 ") == 2 and "Scores S:" in text


def test_tampered_record_reports_reason() -> None:
    record = hand_record(played(PRESETS["classic"], 3)[0])
    plays = [
        i
        for i, a in enumerate(record["actions"])
        if a.split()[1][0] in "SHDC" and len(a.split()) == 2
    ]
    i = plays[5]
    record["actions"][i], record["actions"][i + 1] = record["actions"][i + 1], record["actions"][i]
    replay = Replay(record)
    assert replay.error and not replay.complete
    assert trick_lines(record)[-1].startswith("! ")


def test_a_kept_hand_with_an_older_swap_answer_replays_to_its_end() -> None:
    """Older versions asked 猪羊变色 even when it changed nothing and kept the answer; the hand
    history replays such a hand whole, as a saved game loads, instead of stopping at the answer
    with "cannot be replayed"."""
    from engine.gongzhu.actions import SWAP

    rules = replace(PRESETS["classic"], pig_sheep_swap="choose")
    match, _ = played(rules, 5)
    plain = Replay(hand_record(match))
    record = hand_record(match)
    record["actions"] = [*record["actions"], f"S {action_code(SWAP)}"]
    replay = Replay(record)
    assert replay.error is None and replay.complete
    assert replay.stops == plain.stops and replay.moves == plain.moves
