"""The engine's hot path compiled by mypyc (setup.py) plays exactly as the plain Python it
is compiled from: the same choices, reasons and scores in every rule set. Without a C
compiler the install keeps plain Python, and the game must still play."""

from __future__ import annotations

import ast
import importlib
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX")


def hot_modules() -> list[str]:
    """The modules setup.py compiles (its HOT list, read without running the build)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "HOT":
            paths: list[str] = ast.literal_eval(node.value)
            return [
                p.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for p in paths
            ]
    raise AssertionError("setup.py has no HOT list")


def compiled_here() -> bool:
    return any((ROOT / "engine").rglob(f"*{SUFFIX}"))


# Hands in four rule sets, the expert choosing every third play (a few worlds), normal the
# rest; then 升级 games in every preset by its simple player, and a hand of each by its four
# levels in turn (engine/shengji/ai, the searches capped); prints where the heuristic was
# loaded from (or "mixed" when 升级's shapes were not) and a digest of every decision and score.
PLAY = """
import hashlib
import engine.gongzhu.ai as ai
import engine.gongzhu.ai.heuristics as heuristics
from engine.gongzhu.hand import HAND_OVER, apply_action, deal, to_act
from engine.gongzhu.rules import rules_from_options
from engine.gongzhu.view import view_for

digest = hashlib.sha256()
for options in ({}, {"preset": "double"}, {"mode": "partners"}, {"preset": "tournament"}):
    rules = rules_from_options(options)
    for deal_no in (11, 12):
        st = deal(rules, deal_no, 2, True)
        moves = []
        while st.phase != HAND_OVER:
            seat = to_act(st)[0]
            view = view_for(st, seat, moves)
            level = "expert" if len(moves) % 3 == 0 else "normal"
            d = ai.choose(view, level, 60.0, deal_no * 131 + len(moves), max_worlds=6)
            digest.update(f"{d.action}|{d.reason_en}|".encode())
            st, _ = apply_action(st, seat, d.action)
            moves.append((seat, d.action))
        digest.update(repr(st.result).encode())

# 升级: every preset, the simple player choosing, a few hands each (SHENGJI §3-§11)
import engine.shengji.shapes as shapes
from engine.shengji import PRESETS, choose, new_match, to_act as sj_to_act, view_for as sj_view

for name, sj_rules in PRESETS.items():
    match = new_match(sj_rules, 7)
    for hand_no in range(3):
        while (seat := sj_to_act(match.hand)) is not None:
            action = choose(sj_view(match.hand, seat), hand_no * 1000 + len(match.moves))
            digest.update(f"{name}|{seat}|{action}|".encode())
            match, _ = match.apply(seat, action)
        digest.update(repr(match.hand.result).encode())
        if match.game_over:
            break
        match = match.next_hand()

# 升级's computer players: every preset, each level in turn, the searches capped at 3 worlds
from engine.shengji.ai import LEVELS as SJ_LEVELS, decide as sj_decide

for name, sj_rules in PRESETS.items():
    match = new_match(sj_rules, 9)
    while (seat := sj_to_act(match.hand)) is not None:
        level = SJ_LEVELS[(len(match.moves) + seat) % 4]
        action = sj_decide(sj_view(match.hand, seat), level, 60.0, len(match.moves), 3)
        digest.update(f"{name}|{seat}|{action}|".encode())
        match, _ = match.apply(seat, action)
    digest.update(repr(match.hand.result).encode())
print(heuristics.__file__ if shapes.__file__.endswith(".py") == heuristics.__file__.endswith(".py") else "mixed")
print(digest.hexdigest())
"""


def play_from(root: Path) -> tuple[str, str]:
    out = subprocess.run(
        [sys.executable, "-c", PLAY],
        cwd=root,
        env={"PYTHONPATH": str(root), "PATH": "", "PYTHONHASHSEED": "0"},
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    ).stdout.split()
    return out[0], out[1]


def test_the_game_imports_the_compiled_modules_when_built() -> None:
    if not compiled_here():
        pytest.skip("this install keeps the engine plain Python (no C compiler, or GONGZHU_PURE)")
    for name in hot_modules():
        module = importlib.import_module(name)
        path = Path(str(module.__file__))
        assert path.name.endswith(SUFFIX), f"{name} runs as plain Python: {path}"
        source = path.with_name(path.name.removesuffix(SUFFIX) + ".py")
        assert path.stat().st_mtime >= source.stat().st_mtime, (
            f"{source.relative_to(ROOT)} changed since it was compiled: "
            "run `make` (or `pip install -e .`) to compile it again"
        )


def test_the_version_says_which_engine_runs() -> None:
    assert engine.engine_kind() == ("compiled" if compiled_here() else "plain Python")


def test_plain_python_plays_every_decision_the_same(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    shutil.copytree(
        ROOT / "engine", plain / "engine", ignore=shutil.ignore_patterns("*.so", "*.pyd")
    )
    plain_file, plain_digest = play_from(plain)
    assert plain_file.endswith(".py")
    here_file, here_digest = play_from(ROOT)
    assert here_file.endswith(SUFFIX if compiled_here() else ".py")
    assert here_digest == plain_digest
