"""Where tests leave screenshots for people to look at: one git-ignored folder in the repository."""

from pathlib import Path

SHOTS = Path(__file__).resolve().parent.parent / "screenshots"
