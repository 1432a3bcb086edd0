"""``python -m game`` starts the game on the title screen."""
import sys

from game.main import run

sys.exit(run(sys.argv[1:]))
