"""The build's one addition to pyproject.toml: the engine's hot path compiled with mypyc.

The computer players' search spends nearly all its time in the modules below (the
heuristic's scores, the hand's moves, the sampler, the play likelihood); compiled to C they
run about three times as fast, so the expert sees about three times as many worlds in its
second. Where no C compiler is at hand the build says so and the same modules run as plain
Python, with the same answers (tests/test_compiled.py). ``GONGZHU_PURE=1`` skips compiling.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.errors import CCompilerError, CompileError, ExecError, PlatformError

# Compiled together (one group): each calls into the others without Python's call overhead.
HOT = [
    # The shared core: the cards and hands every game's rules count with.
    "engine/core/cards.py",
    "engine/core/seats.py",
    "engine/gongzhu/actions.py",
    "engine/gongzhu/cards.py",
    "engine/gongzhu/scoring.py",
    "engine/gongzhu/hand/__init__.py",
    "engine/gongzhu/hand/claims.py",
    "engine/gongzhu/hand/deal.py",
    "engine/gongzhu/hand/end.py",
    "engine/gongzhu/hand/moves.py",
    "engine/gongzhu/hand/state.py",
    "engine/gongzhu/hand/tricks.py",
    "engine/gongzhu/ai/heuristics.py",
    "engine/gongzhu/ai/holding.py",
    "engine/gongzhu/ai/inference.py",
    "engine/gongzhu/ai/knowledge.py",
    "engine/gongzhu/ai/piles.py",
    "engine/gongzhu/ai/sampler.py",
    # 升级: the rules' hot path (the leads, the follows, the shapes, the trick); its values
    # (state, rules, views) stay plain Python so they pickle and print as they always did.
    "engine/shengji/cards.py",
    "engine/shengji/order.py",
    "engine/shengji/shapes.py",
    "engine/shengji/trick.py",
    "engine/shengji/follow.py",
    "engine/shengji/friends.py",
    "engine/shengji/draw.py",
    "engine/shengji/play.py",
    "engine/shengji/scoring.py",
    "engine/shengji/moves.py",
    # 升级's computer players: the knowledge, the odds, the heuristic's plays, the worlds and
    # the rollouts (their values, the plans and the bidding stay plain Python).
    "engine/shengji/ai/knowledge.py",
    "engine/shengji/ai/odds.py",
    "engine/shengji/ai/playing.py",
    "engine/shengji/ai/sampler.py",
    "engine/shengji/ai/search.py",
]
GROUP = "gongzhu_engine"  # the shared library: gongzhu_engine__mypyc
SCRATCH = "build/out/compile"  # generated C and objects, git-ignored


class OptionalBuildExt(build_ext):
    """Build the compiled modules if this machine can; else warn and leave plain Python."""

    def run(self) -> None:
        try:
            super().run()
        except (CCompilerError, CompileError, ExecError, PlatformError, OSError) as exc:
            self._undo()
            print(f"gongzhu: the engine stays plain Python (not compiled: {exc})", file=sys.stderr)

    def _undo(self) -> None:
        """A half-built group must not load: remove every module this build wrote."""
        for ext in self.extensions:
            Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)


def compiled() -> list[object]:
    if os.environ.get("GONGZHU_PURE"):
        return []
    try:
        from mypyc.build import mypycify

        return list(mypycify(HOT, opt_level="3", group_name=GROUP, target_dir=SCRATCH))
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - mypyc missing or failing: plain Python
        print(f"gongzhu: the engine stays plain Python (not compiled: {exc})", file=sys.stderr)
        return []


setup(
    ext_modules=compiled(),
    cmdclass={"build_ext": OptionalBuildExt},
    options={"build": {"build_base": SCRATCH}},
)
