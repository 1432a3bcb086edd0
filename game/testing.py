"""Helpers for headless tests and screenshots: a real App driven by posted events.

Why real events: the tests exercise the same path as a player (event queue → letterbox
mapping → scene stack), so a broken mapping or a consumed-event bug shows up.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

from game.main import wired
from game.ui.app import App, Hooks
from game.ui.canvas import Canvas
from game.ui.scene import Push, Scene
from saves.settings import Settings


def make_app(
    size: tuple[int, int] = (1280, 720),
    language: str = "zh",
    first: Scene | None = None,
    hooks: Hooks | None = None,
    **settings: object,
) -> App:
    """A windowed App at ``size`` (never persisting settings) showing ``first``, wired to the
    game's screens as the real one is; ``hooks`` (default: none) are the title's buttons."""
    s = Settings(language=language, window_width=size[0], window_height=size[1], **settings)  # type: ignore[arg-type]
    app = App(s, wired(hooks), persist=False)
    if first is not None:
        app.stack.apply(Push(first))
    app.step(0)
    return app


def post(event_type: int, **data: object) -> None:
    pygame.event.post(pygame.event.Event(event_type, data))


def click(app: App, logical: tuple[float, float], button: int = 1, frames: int = 1) -> None:
    """Post a real mouse press and release at a logical point, then run frames."""
    pos = app.window_pos(logical)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    for _ in range(frames):
        app.step(1 / 60)


def press(app: App, key: int, mod: int = 0, frames: int = 1) -> None:
    """Post a key press and release, then run frames."""
    post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
    for _ in range(frames):
        app.step(1 / 60)


def wait_real(app: App, ready: Callable[[], bool], what: str, seconds: float = 120.0) -> None:
    """Run frames of no game time until ``ready()``: an answer thought in another process (or
    a thread) takes real seconds, which a fast loop of fixed steps would outrun on a busy
    machine."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what}: no answer in {seconds:.0f} s"
        app.step(0.0)
        time.sleep(0.005)


def drawn_rects(app: App) -> list[tuple[str, pygame.FRect]]:
    """Draw one frame with recording on; the logical rectangles of text and widgets."""
    canvas = dataclasses.replace(app.canvas, record=True, drawn=[])
    app.draw(canvas)
    return canvas.drawn


def drawn_texts(app: App) -> list[tuple[str, int, pygame.FRect]]:
    """Draw one frame; each text drawn: its words, its size in real pixels, its logical
    rectangle on its canvas (not a text drawn untagged: the title's shadow under it)."""
    out: list[tuple[str, int, pygame.FRect]] = []
    real = Canvas.text

    def spy(canvas: Canvas, text: str, size: float, *args: object, **kw: object) -> pygame.FRect:
        r = real(canvas, text, size, *args, **kw)  # type: ignore[arg-type]
        if kw.get("tag", "text"):
            out.append((text, canvas.font_px(size), r))
        return r

    Canvas.text = spy  # type: ignore[method-assign,assignment]
    try:
        app.draw()
    finally:
        Canvas.text = real  # type: ignore[method-assign]
    return out


def screenshot(app: App, path: str) -> None:
    """Draw a frame and save it as an image, making the folder if it is not there yet."""
    app.draw()
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, path)
