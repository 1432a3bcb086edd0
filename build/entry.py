"""The frozen executable's entry point: the same ``gongzhu`` console script as a source install.

``freeze_support`` must run first: the computer players think in a *spawned* worker
process, and in a frozen build that worker is this executable started again.
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from game.cli import main

    sys.exit(main())
