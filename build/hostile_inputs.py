"""How every input surface ends on the hostile corpus, and how long each case takes.

    python -m build.hostile_inputs            # one line per surface, then the slowest cases

Prints, per surface, the number of cases and how they ended (refused with a message,
accepted, or a traceback — which the tests forbid) and the slowest case in seconds. Runs in
a temporary folder; nothing of the player's is read or written.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

Outcome = str


def _timed(run: Callable[[], Outcome]) -> tuple[Outcome, float]:
    start = time.perf_counter()
    try:
        outcome = run()
    except Exception as exc:  # noqa: BLE001 — what the tests forbid: counted, not hidden
        outcome = f"TRACEBACK {type(exc).__name__}"
    return outcome, time.perf_counter() - start


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="gongzhu-hostile-") as scratch:
        os.environ["GONGZHU_HOME"] = str(Path(scratch) / "home")
        return _report(Path(scratch))


def _report(scratch: Path) -> int:
    from game.cli import main as gongzhu
    from saves.document import SaveError, load_or_move_aside
    from saves.history import HandHistory
    from tests.hostile import hostile_files
    from tests.test_hostile_inputs import GOOD_REQUEST, HOSTILE_ARGV, LOADERS

    def cli(argv: list[str]) -> Outcome:
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            try:
                status = gongzhu(argv)
            except SystemExit as exc:
                status = exc.code if isinstance(exc.code, int) else 1
        return (
            "accepted"
            if status == 0
            else f"exit {status}, {len(err.getvalue().splitlines())} line(s)"
        )

    surfaces: dict[str, list[tuple[str, Callable[[], Outcome]]]] = {}
    score_cases = hostile_files(scratch / "score", json.dumps(GOOD_REQUEST).encode())
    surfaces["gongzhu score FILE"] = [
        (n, lambda p=p: cli(["score", str(p)])) for n, p in score_cases.items()
    ]
    surfaces["command-line options"] = [
        (" ".join(a)[:30], lambda a=a: cli(a)) for a in HOSTILE_ARGV
    ]
    for kind, (fmt, convert, make) in LOADERS.items():

        def load(path: Path, fmt: Any = fmt, convert: Any = convert) -> Outcome:
            value, error = load_or_move_aside(path, fmt, convert)
            return (
                "refused with a message" if error else ("no file" if value is None else "accepted")
            )

        cases = hostile_files(scratch / kind, make())
        surfaces[f"{kind} file"] = [(n, lambda p=p, f=load: f(p)) for n, p in cases.items()]
    history = HandHistory(scratch / "histories")

    def import_file(path: Path) -> Outcome:
        try:
            history.import_file(path)
        except SaveError:
            return "refused with a message"
        return "accepted"

    cases = hostile_files(
        scratch / "import", b'{"format": "gongzhu-hands", "version": 1, "hands": []}'
    )
    surfaces["hand-history import"] = [(n, lambda p=p: import_file(p)) for n, p in cases.items()]

    slowest: list[tuple[float, str, str]] = []
    for surface, runs in surfaces.items():
        ended: Counter[str] = Counter()
        worst = 0.0
        for name, run in runs:
            outcome, seconds = _timed(run)
            ended[outcome] += 1
            worst = max(worst, seconds)
            slowest.append((seconds, surface, name))
        how = ", ".join(f"{n} {o}" for o, n in ended.most_common())
        print(f"{surface:24} {len(runs):3} cases  slowest {worst:.3f} s  {how}")
    print("slowest cases:")
    for seconds, surface, name in sorted(slowest, reverse=True)[:5]:
        print(f"  {seconds:.3f} s  {surface}: {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
