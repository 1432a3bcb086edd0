"""``python -m game`` is ``gongzhu``: the same options, subcommands and help."""

import sys

from game.cli import main

sys.exit(main(sys.argv[1:]))
