"""升级's computer players against each other on duplicate deals (not a test; docs/SHENGJI_AI.md).

    python -m build.shengji_arena --preset classic --levels normal,easy --deals 200 [--jobs 2]

The arena is ``gongzhu arena --game shengji``'s (engine/shengji/arena.py); this tool adds what
only a change to the players needs. To measure a change against the players as they were:
``--snapshot DIR`` copies today's engine/shengji to DIR/sjold (it imports nothing else of the
engine); later ``--old DIR`` lets a level named ``old-normal`` (``old-hard`` …) play from that
copy. ``--out FILE`` appends each deal as a JSON line.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

from engine.shengji import PRESETS
from engine.shengji.ai import LEVELS
from engine.shengji.arena import run_arena, summary
from engine.shengji.state import Action, parse_action
from engine.shengji.view import ShengjiView


def old_decide(
    view: ShengjiView, level: str, budget: float, seed: int, max_worlds: int | None
) -> Action:
    """The snapshot's player (``old-hard`` …): its action, read back as today's engine's."""
    import sjold.ai  # type: ignore[import-not-found]
    import sjold.state  # type: ignore[import-not-found]

    action = sjold.ai.decide(view, level.removeprefix("old-"), budget, seed, max_worlds)
    return parse_action(sjold.state.action_code(action))


def snapshot(folder: str) -> None:
    """Copy engine/shengji to ``folder``/sjold: the players as they are now, for ``--old``."""
    target = Path(folder) / "sjold"
    if target.exists():
        shutil.rmtree(target)
    source = Path(__file__).resolve().parent.parent / "engine" / "shengji"
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    print(f"the players as they are now: {target}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--preset", choices=sorted(PRESETS), default="classic")
    parser.add_argument("--levels", default="normal,easy", help="A,B: two of " + ", ".join(LEVELS))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1, help="the first deal's number")
    parser.add_argument("--jobs", type=int, default=1, help="processes (the machine is shared)")
    parser.add_argument("--first", action="store_true", help="first hands: whoever declares")
    parser.add_argument("--max-worlds", type=int, default=None, help="cap the search's worlds")
    parser.add_argument("--out", default=None, help="append each deal as a JSON line here")
    parser.add_argument("--plan", default="", help="try a plan: hard:worlds=32,candidates=2")
    parser.add_argument("--snapshot", default=None, help="copy the players to DIR/sjold, stop")
    parser.add_argument("--old", default=None, help="DIR of a --snapshot: levels old-normal …")
    args = parser.parse_args(argv)
    if args.snapshot:
        snapshot(args.snapshot)
        return
    if args.old:
        sys.path.insert(0, args.old)
    a, _, b = args.levels.partition(",")
    for level in (a, b):
        if level.rstrip("+").removeprefix("old-") not in (*LEVELS, "simple"):
            parser.error(f"no level {level!r}")
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    try:
        result = run_arena(
            args.preset,
            a,
            b,
            args.deals,
            args.seed,
            args.jobs,
            args.first,
            args.max_worlds,
            args.plan,
            out,
            old_decide if args.old else None,
        )
    finally:
        if out is not None:
            out.close()
    print(summary(result) + (f"; plan {args.plan}" if args.plan else ""))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
