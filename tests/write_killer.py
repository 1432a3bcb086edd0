"""Run the real game and kill it (SIGKILL) at one chosen write to its data folder.

    python -m tests.write_killer [--aim replace:profiles.json:2:before] [--trace FILE] -- GAME ARGS

The game's files change only by ``os.replace`` (a whole new file over the old) and
``os.remove``; Python reports both to audit hooks (standard library, PEP 578) before they
happen, so this wrapper sees every write without a hook in the game's code. An aim
``OP:NAME:N:before`` (OP ``replace`` or ``remove``) kills just before the N-th such write
of a file called NAME (``any:*:N:…`` counts every write); ``OP:NAME:N:after`` kills at the next file operation after it, once
the write is done (before its folder is synced). ``--trace FILE`` appends one line per write
(``op name``), so a run can first list the writes a game makes and then aim at each.
"""

from __future__ import annotations

import argparse
import os
import re
import runpy
import signal
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

WRITES = {"os.rename": "replace", "os.remove": "remove"}  # os.replace reports os.rename
KEYED_HAND = re.compile(r"^(hand-\d+)\.[0-9a-z]+-[0-9a-z]+\.json$")  # saves.history's names
IGNORED = {"gongzhu.raise"}  # the one-copy doorbell: polled, not data


@dataclass(frozen=True)
class Aim:
    op: str
    name: str
    nth: int
    stage: str  # "before" or "after"

    @classmethod
    def parse(cls, text: str) -> Aim:
        op, name, nth, stage = text.split(":")
        if op not in (*WRITES.values(), "any") or stage not in ("before", "after") or int(nth) < 1:
            raise argparse.ArgumentTypeError(f"not an aim: {text!r}")
        return cls(op, name, int(nth), stage)

    def __str__(self) -> str:
        return f"{self.op}:{self.name}:{self.nth}:{self.stage}"


def die() -> None:
    sys.stderr.flush()
    os.kill(os.getpid(), signal.SIGKILL)


def install(aim: Aim | None, trace: Path | None) -> None:
    seen: Counter[tuple[str, str]] = Counter()
    armed = False  # the aimed write happened: kill at the next file operation

    def hook(event: str, args: tuple[object, ...]) -> None:
        nonlocal armed
        if armed and event in ("open", "os.rename", "os.remove", "os.scandir"):
            die()
        op = WRITES.get(event)
        if op is None:
            return
        target = args[1] if op == "replace" else args[0]
        name = os.path.basename(os.fsdecode(target))  # type: ignore[arg-type]
        name = KEYED_HAND.sub(r"\1.json", name)  # the same aim in every game: without its key
        if name in IGNORED or name.endswith(".tmp"):
            return
        seen[op, name] += 1
        seen["any", "*"] += 1
        if trace is not None:
            with open(trace, "a", encoding="utf-8") as log:
                log.write(f"{op} {name}\n")
        key = (op, name) if aim is None or aim.op != "any" else ("any", "*")
        if aim is not None and key == (aim.op, aim.name) and seen[key] == aim.nth:
            if aim.stage == "before":
                die()
            armed = True

    sys.addaudithook(hook)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--aim", type=Aim.parse)
    parser.add_argument("--trace", type=Path)
    parser.add_argument("game_args", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    game_args = [a for a in args.game_args if a != "--"]
    install(args.aim, args.trace)
    sys.argv = ["gongzhu", *game_args]
    runpy.run_module("game", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    main()
