"""Kill the real game (SIGKILL) at random moments or at each write, and count what was lost.

    python -m build.kill_loop --games 3 --hands 2 --kills 10
    python -m build.kill_loop --aimed --hands 2

Each game is ``gongzhu --autoplay --hands H`` in a fresh data folder (animations at double
speed), killed ``--kills`` times at random moments (a kill may come after the game's end) and
continued after each kill until the game is counted. At the end ``gongzhu stats`` must show H hands and 1 game for the player and H hands
in the history. Prints one line per game and the totals: kills tried, hands lost or counted
twice. Writes only in the system temporary folder.

``--aimed`` first plays one game listing every write to the data folder, then plays one game
per write but the autosaves during play, killed just before it and another just after it;
each killed game is continued with one more kill, aimed just after the first write its next
start makes, and then finished (``tests/write_killer.py``).
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.test_kill import FAST, counted, gongzhu


def fresh_home(folder: str) -> Path:
    home = Path(folder)
    (home / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
    return home


def counted_wrong(home: Path, hands: int) -> tuple[tuple[int, int, int], int]:
    """(hands, games, history hands) counted, and how far that is from one game of ``hands``."""
    got = counted(home)
    return got, abs(got[0] - hands) + abs(got[2] - hands) + abs(got[1] - 1) * hands


def game_counted(home: Path) -> bool:
    return counted(home)[1] > 0


def one_game(hands: int, kills: int, rng: random.Random) -> tuple[int, int]:
    """(kills made, hands wrong) for one game."""
    with tempfile.TemporaryDirectory(prefix="gongzhu-kill-") as folder:
        home = fresh_home(folder)
        made = 0
        while not game_counted(home):  # the game is over once it is counted (its save is gone)
            proc = gongzhu(home, "--autoplay", "--hands", str(hands))
            if made == kills:
                proc.communicate(timeout=600)  # enough kills: let it finish
                continue
            try:
                proc.wait(timeout=rng.uniform(1.0, 12.0 * hands))
            except subprocess.TimeoutExpired:  # still running: the moment to kill it
                proc.send_signal(signal.SIGKILL)
                proc.wait()
                made += 1
        got, wrong = counted_wrong(home, hands)
        print(f"game: {made} kills, counted hands/games/history {got} (want {hands}/1/{hands})")
        return made, wrong


def hand_end_aims(trace: Path) -> list[str]:
    """Every write of a played game but its autosaves: each, just before and just after."""
    seen: dict[tuple[str, str], int] = {}
    aims = []
    for line in trace.read_text(encoding="utf-8").splitlines():
        op, name = line.split(" ", 1)
        seen[op, name] = seen.get((op, name), 0) + 1
        if (op, name) != ("replace", "current.json"):
            aims += [f"{op}:{name}:{seen[op, name]}:{stage}" for stage in ("before", "after")]
    return aims


def aimed_game(hands: int, aim: str) -> tuple[int, int]:
    """(kills made, hands wrong) for one game killed at ``aim``, then once more on its next
    start just after that start's first write, then finished."""
    with tempfile.TemporaryDirectory(prefix="gongzhu-kill-") as folder:
        home = fresh_home(folder)
        made = 0
        for target in (aim, "any:*:1:after", None):
            if made and game_counted(home) and not (home / "saves" / "current.json").exists():
                break  # over and forgotten: another start would begin a new game
            proc = gongzhu(home, "--autoplay", "--hands", str(hands), aim=target)
            proc.communicate(timeout=600)
            if proc.returncode == -signal.SIGKILL:
                made += 1
            elif target is not None:
                print(f"  {target}: not reached (exit {proc.returncode})")
        got, wrong = counted_wrong(home, hands)
        print(f"{aim}: {made} kills, counted hands/games/history {got} (want {hands}/1/{hands})")
        return made, wrong


def aimed(hands: int, skip: int = 0) -> tuple[int, int]:
    with tempfile.TemporaryDirectory(prefix="gongzhu-kill-") as folder:
        home = fresh_home(folder)
        trace = Path(folder) / "writes.trace"
        gongzhu(home, "--autoplay", "--hands", str(hands), trace=trace).communicate(timeout=600)
        aims = hand_end_aims(trace)
    print(f"{len(aims)} aims: the writes of a {hands}-hand game but its autosaves", flush=True)
    kills = wrong = 0
    for aim in aims[skip:]:
        k, w = aimed_game(hands, aim)
        kills, wrong = kills + k, wrong + w
    return kills, wrong


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--kills", type=int, default=10, help="kills tried per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--aimed", action="store_true", help="kill at each write of a hand's end")
    parser.add_argument("--skip", type=int, default=0, help="with --aimed: aims already tried")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    kills = wrong = 0
    if args.aimed:
        kills, wrong = aimed(args.hands, args.skip)
    for _ in range(0 if args.aimed else args.games):
        k, w = one_game(args.hands, args.kills, rng)
        kills, wrong = kills + k, wrong + w
    print(
        f"kills {kills}, hands lost or counted twice {wrong}, {time.perf_counter() - start:.0f} s"
    )
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
