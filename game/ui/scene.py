"""Scenes and the scene stack (after Tuxemon's state stack and ppb's scene requests).

Lifecycle, called by the stack only:

* ``enter(ctx)`` — pushed; the scene gets the shared :class:`~game.ui.app.Context`.
* ``pause()`` / ``resume()`` — another scene was pushed over it / popped off it.
* ``exit()`` — removed from the stack.
* ``layout(canvas)`` — the scale, the window's shape or the language changed: recompute
  widget rectangles (text is measured at the real output scale). Called before the first
  draw. A scene with ``upright = True`` lays out on any canvas (``canvas.size``: 1280×720,
  or an upright one in a tall window); the others always get the 16:9 frame.
* ``handle(event) -> bool`` — input, top scene first; return True to consume it.
  Mouse events carry ``pos`` in the logical coordinates of the scene's own canvas.
* ``update(dt)`` — dt in seconds; only scenes at the top and under it while the top is
  an overlay that lets time pass (``pauses_below = False``) are updated.
* ``draw(canvas)`` — must not change state. A ``transparent`` scene is drawn over the
  scene below it.
* ``still_for() -> float`` — how long the picture stays as it is if no input comes:
  0 (the default) for a scene that moves, ``math.inf`` for a still one, or the seconds
  until the next change (a cursor's blink). While every running scene is still, the app
  draws nothing and sleeps until an event (idle costs nothing).

Scenes never reach into the stack: they ask for changes with ``ctx.request(Push(...))``,
``Pop()``, ``Replace(...)`` or ``Quit()``; the app applies requests between frames. The
target of a request is a scene or a *place*: a typed value from a layer that may not
import the scene (the game's session); the app's ``Hooks.screen`` builds its scene then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

import pygame

if TYPE_CHECKING:
    from game.ui.app import Context
    from game.ui.canvas import Canvas


class Scene:
    """Base scene: override what you need. ``transparent`` overlays show the scene below."""

    transparent: bool = False
    pauses_below: bool = True  # an overlay that does not pause the table sets this False
    upright: bool = False  # lays out on an upright canvas too (a tall window), not only 16:9
    # The strip where this screen's toasts show, one at a time (logical): the bottom centre,
    # clear of a screen's title and of its corner buttons (a long toast wraps to a second
    # line under it); a screen with something there names its own strip (the table: a gap
    # between the seats).
    toast_area: pygame.FRect = pygame.FRect(380, 630, 520, 44)

    def __init__(self) -> None:
        self._ctx: Context | None = None

    @property
    def ctx(self) -> Context:
        if self._ctx is None:
            raise RuntimeError(f"{type(self).__name__} used before enter()")
        return self._ctx

    def enter(self, ctx: Context) -> None:
        self._ctx = ctx

    def exit(self) -> None: ...
    def pause(self) -> None: ...
    def resume(self) -> None: ...
    def layout(self, canvas: Canvas) -> None: ...

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...
    def draw(self, canvas: Canvas) -> None: ...

    def still_for(self) -> float:
        """Seconds the picture stays the same without input (see the module's lifecycle)."""
        return 0.0


# -- requests (scenes ask; the stack acts between frames) ------------------------------

Place: TypeAlias = object
"""A screen named by the game rather than a scene object (see ``Hooks.screen``)."""


@dataclass(frozen=True)
class Push:
    scene: Scene | Place


@dataclass(frozen=True)
class Pop:
    """Remove the top scene (the one that asked, normally)."""


@dataclass(frozen=True)
class Replace:
    """Replace the top scene with ``scene``."""

    scene: Scene | Place


@dataclass(frozen=True)
class Clear:
    """Empty the stack and start over with ``scene`` (e.g. back to the title)."""

    scene: Scene | Place


@dataclass(frozen=True)
class Quit:
    """Close the game."""


Request = Push | Pop | Replace | Clear | Quit


class SceneStack:
    """The stack of scenes; the last element is on top."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.scenes: list[Scene] = []
        self.quit = False
        self._needs_layout: set[int] = set()

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def apply(self, request: Request) -> None:
        """Carry out one request."""
        match request:
            case Push(scene):
                if self.top:
                    self.top.pause()
                self._add(scene)
            case Pop():
                if self.scenes:
                    self.scenes.pop().exit()
                if self.top:
                    self.top.resume()
                else:
                    self.quit = True
            case Replace(scene):
                if self.scenes:
                    self.scenes.pop().exit()
                self._add(scene)
            case Clear(scene):
                while self.scenes:
                    self.scenes.pop().exit()
                self._add(scene)
            case Quit():
                self.quit = True

    def _add(self, target: Scene | Place) -> None:
        scene = self.ctx.scene_for(target)
        self.scenes.append(scene)
        scene.enter(self.ctx)
        self._needs_layout.add(id(scene))

    def relayout_all(self) -> None:
        """Ask every scene to lay out again before its next draw (resize, language)."""
        self._needs_layout.update(id(s) for s in self.scenes)

    def handle(
        self,
        event: pygame.event.Event,
        remap: Callable[[Scene, pygame.event.Event], pygame.event.Event] | None = None,
    ) -> bool:
        """Offer ``event`` to scenes top-first until one consumes it (``remap``: the event as
        each scene sees it, its mouse position on the scene's own canvas)."""
        for scene in reversed(self.scenes):
            if scene.handle(event if remap is None else remap(scene, event)):
                return True
            if not scene.transparent:
                break  # an opaque scene hides the ones below from input too
        return False

    def update(self, dt: float) -> None:
        for scene in reversed(self.scenes):
            scene.update(dt)
            if scene.pauses_below:
                break

    def running(self) -> list[Scene]:
        """The scenes ``update`` reaches, top first: the only ones whose picture can change
        without input."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if scene.pauses_below:
                break
        return out

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top and every scene under transparent ones."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.transparent:
                break
        return out[::-1]

    def layout(self, canvas: Canvas | Callable[[Scene], Canvas]) -> None:
        """Lay out every scene that needs it (before input and before drawing), each on
        ``canvas`` or on the canvas ``canvas(scene)`` gives it."""
        for scene in self.scenes:
            if id(scene) in self._needs_layout:
                self._needs_layout.discard(id(scene))
                scene.layout(canvas(scene) if callable(canvas) else canvas)

    def draw(self, canvas: Canvas) -> None:
        self.layout(canvas)
        for scene in self.visible():
            scene.draw(canvas)
