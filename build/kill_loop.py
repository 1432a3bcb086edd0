"""Kill the real game (SIGKILL) at random moments, again and again, and count what was lost.

    python -m build.kill_loop --games 3 --hands 2 --kills 10

Each game is ``gongzhu --autoplay --hands H`` in a fresh data folder (animations at double
speed), killed ``--kills`` times at random moments (a kill may come after the game's end) and
continued after each kill until the game is counted. At the end ``gongzhu stats`` must show H hands and 1 game for the player and H hands
in the history. Prints one line per game and the totals: kills tried, hands lost or counted
twice. Writes only in the system temporary folder.
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

from tests.test_kill import FAST, gongzhu, stats


def game_counted(home: Path) -> bool:
    return any(p["games"] for p in stats(home)["profiles"].values())  # type: ignore[union-attr]


def one_game(hands: int, kills: int, rng: random.Random) -> tuple[int, int]:
    """(kills made, hands wrong) for one game."""
    with tempfile.TemporaryDirectory(prefix="gongzhu-kill-") as folder:
        home = Path(folder)
        (home / "settings.json").write_text(json.dumps(FAST), encoding="utf-8")
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
        counted = stats(home)
        profiles = list(counted["profiles"].values())  # type: ignore[union-attr]
        got = (
            (profiles[0]["hands"], profiles[0]["games"], counted["history_hands"])
            if profiles
            else (0, 0, 0)
        )
        wrong = abs(got[0] - hands) + abs(got[2] - hands) + abs(got[1] - 1) * hands
        print(
            f"game: {made} kills, counted hands/games/history {got} (want {hands}/1/{hands})",
            flush=True,
        )
        return made, wrong


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--kills", type=int, default=10, help="kills tried per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    start = time.perf_counter()
    kills = wrong = 0
    for _ in range(args.games):
        k, w = one_game(args.hands, args.kills, rng)
        kills, wrong = kills + k, wrong + w
    print(
        f"kills {kills}, hands lost or counted twice {wrong}, {time.perf_counter() - start:.0f} s"
    )
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
