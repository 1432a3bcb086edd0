"""升级's engine speed: random hands per second for each preset the engine plays (not a test).

    python -m build.shengji_bench [--seconds 2]

Each preset's hand is drawn, declared, buried and played to its end with random candidate actions
(engine.shengji.moves.random_playout): the rules' cost alone, no computer player thinking.
"""

from __future__ import annotations

import argparse
import random
import time

from engine.shengji import PRESETS, deal, random_playout


def hands_per_second(name: str, seconds: float) -> float:
    rules = PRESETS[name]
    rng = random.Random(1)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        random_playout(deal(rules, count + 1, count % rules.players), rng)
        count += 1
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per preset")
    args = parser.parse_args()
    for name in PRESETS:
        print(f"{name:8} {hands_per_second(name, args.seconds):8.0f} random hands/s")


if __name__ == "__main__":
    main()
