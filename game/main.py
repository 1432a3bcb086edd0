"""The game's entry point: ``run(argv)`` opens the window on the title screen."""
from __future__ import annotations

import argparse
from collections.abc import Sequence

from game.app import App, Hooks


def run(argv: Sequence[str] | None = None, hooks: Hooks | None = None) -> int:
    """Open the game on the title screen; returns the process exit status.

    ``hooks`` lets the caller wire "new game" and "continue" (see :class:`game.app.Hooks`).
    """
    parser = argparse.ArgumentParser(prog="gongzhu", description="拱猪 — play at the table")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--windowed", action="store_true", help="start in a window")
    parser.add_argument("--lang", choices=("zh", "en"), help="interface language")
    args = parser.parse_args(list(argv) if argv is not None else [])

    from game import settings_store
    from game.scenes.title import TitleScene

    settings = settings_store.load()
    import dataclasses
    if args.fullscreen or args.windowed:
        settings = dataclasses.replace(settings, fullscreen=args.fullscreen)
    if args.lang:
        settings = dataclasses.replace(settings, language=args.lang)
    app = App(settings, hooks)
    app.run(TitleScene())
    return 0
