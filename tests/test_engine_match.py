"""Games of several hands (RULES §6): game end by limit or hand count, 当猪, 双猪, replay; and imports."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

from engine.gongzhu.actions import SWAP
from engine.gongzhu.hand import PLAY, legal_actions, to_act
from engine.gongzhu.match import Match, new_match, replay
from engine.gongzhu.rules import RuleSet
from tests.engine_helpers import run_cli


def play_hand(match: Match, rng: random.Random) -> Match:
    while not match.hand_over:
        seats = to_act(match.hand)
        seat = rng.choice(seats)
        match, _ = match.apply(seat, rng.choice(legal_actions(match.hand, seat)))
    return match


def play_game(rules: RuleSet, seed: int, max_hands: int = 200) -> Match:
    rng = random.Random(seed)
    match = new_match(rules, seed)
    for _ in range(max_hands):
        match = play_hand(match, rng)
        if match.game_over:
            return match
        match = match.next_hand()
    raise AssertionError("game did not end")


def test_game_ends_after_a_number_of_hands() -> None:
    match = play_game(RuleSet(limit=0, hands=3), 1)
    assert len(match.records) == 3
    assert match.totals == tuple(sum(r.score.credited[s] for r in match.records) for s in range(4))


def test_game_ends_at_the_limit_and_not_before() -> None:
    for rules in (
        RuleSet(limit=800),
        RuleSet(mode="partners", limit=800),
        RuleSet(decks=2, limit=800),
    ):
        match = play_game(rules, 5)

        def reached(totals: tuple[int, ...]) -> bool:
            return any(abs(t) >= 800 for t in totals)

        team = match.team_totals()
        assert reached(team)
        running = [0, 0, 0, 0]
        for record in match.records[:-1]:
            running = [a + b for a, b in zip(running, record.score.credited)]
            t = (
                tuple(running)
                if rules.mode != "partners"
                else (running[0] + running[2], running[1] + running[3])
            )
            assert not reached(t)


def test_limit_or_hands_whichever_first() -> None:
    match = play_game(RuleSet(limit=4000, hands=2), 2)
    assert len(match.records) == 2


def test_next_hand_dealt_to_the_pig_taker() -> None:
    rng = random.Random(4)
    match = play_hand(new_match(RuleSet(), 4), rng)
    pig = match.hand.first_pig
    assert pig is not None
    nxt = match.next_hand()
    assert nxt.hand.first_receiver == pig and nxt.hand.leader == pig and not nxt.hand.first_lead
    # The first hand: North receives first; the ♣2 holder leads with it.
    first = new_match(RuleSet(), 9).hand
    assert first.first_receiver == 2
    while first.phase != PLAY:
        seat = to_act(first)[0]
        from engine.gongzhu.hand import apply_action

        first, _ = apply_action(first, seat, legal_actions(first, seat)[-1])
    assert legal_actions(first, first.turn) == [39]  # C2
    assert first.hand1[first.turn] >> 39 & 1


def standings(rules: RuleSet, totals: tuple[int, int, int, int]) -> list[tuple[int, bool]]:
    match = play_game(
        RuleSet(limit=0, hands=1, mode=rules.mode, double_pig_loser=rules.double_pig_loser), 1
    )
    match = replace(match, rules=rules, totals=totals)
    return [(s.place, s.pig) for s in match.standings()]


def test_dang_zhu_lowest_total() -> None:
    assert standings(RuleSet(), (300, -500, 100, 100)) == [
        (1, False),
        (4, True),
        (2, False),
        (2, False),
    ]
    assert standings(RuleSet(), (-500, -500, 100, 900)) == [
        (3, True),
        (3, True),
        (2, False),
        (1, False),
    ]


def test_double_pig_loser_highest_and_lowest() -> None:
    rules = RuleSet(double_pig_loser=True)
    assert standings(rules, (300, -500, 100, 100)) == [(1, True), (4, True), (2, False), (2, False)]


def test_partners_standings_by_team() -> None:
    rules = RuleSet(mode="partners")
    assert standings(rules, (300, -500, -100, 100)) == [
        (1, False),
        (2, True),
        (1, False),
        (2, True),
    ]


def test_replay_rebuilds_the_game() -> None:
    match = play_game(RuleSet(limit=0, hands=3, first_exposure=True, exposure="forced"), 8)
    hands = [r.moves for r in match.records]
    again = replay(match.rules, match.seed, hands)
    assert again.totals == match.totals
    assert [r.score for r in again.records] == [r.score for r in match.records]


# ---------------------------------------------------------------- pygame unavailable

BLOCK_PYGAME = """
import sys
sys.modules['pygame'] = None        # any 'import pygame' now raises ImportError
import engine, engine.gongzhu.cards, engine.gongzhu.rules, engine.gongzhu.actions, engine.gongzhu.hand, engine.gongzhu.scoring
import engine.gongzhu.view, engine.gongzhu.match, game.cli
from game.cli import main
code = main(['score', sys.argv[1]])
assert code == 0, code
code = main(['bench', '--seconds', '0.05'])
assert code == 0, code
assert sys.modules.get('pygame') is None
print('ok')
"""


def test_engine_imports_without_pygame(tmp_path: Path) -> None:
    request = tmp_path / "hand.json"
    request.write_text(json.dumps({"taken": {"S": ["CT"]}}), encoding="utf-8")
    script = tmp_path / "block.py"
    script.write_text(BLOCK_PYGAME, encoding="utf-8")
    import subprocess
    import sys

    from tests.engine_helpers import ROOT

    proc = subprocess.run(
        [sys.executable, str(script), str(request)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert json.loads(lines[0])["scores"]["S"] == 50
    assert json.loads(lines[1])["decks"] == 1 and json.loads(lines[2])["decks"] == 2
    assert lines[-1] == "ok"


def test_cli_subprocess_score_without_pygame(tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "pygame.py").write_text(
        "raise ImportError('pygame is not installed')\n", encoding="utf-8"
    )
    proc = run_cli(
        ["score"],
        json.dumps({"taken": {"S": ["SQ"]}}),
        env_extra={"PYTHONPATH": f"{site}:{Path(__file__).resolve().parent.parent}"},
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["scores"]["S"] == -100


def test_replay_passes_over_an_older_swap_answer_that_changed_nothing() -> None:
    """Older versions asked 猪羊变色 even when it changed no score; their saved answer comes
    after the hand has ended now, and a saved game still loads."""
    rules = RuleSet(pig_sheep_swap="choose")
    match = play_hand(new_match(rules, 5), random.Random(5))
    moves = list(match.moves)
    assert match.hand_over
    again = replay(rules, 5, [[*moves, (0, SWAP)]])
    assert again.hand_over and again.totals == match.totals and again.moves == match.moves
