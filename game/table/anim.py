"""Card sprites and the table's animation queue.

Why a queue: the engine moves instantly, the table must not. The scene replays
the controller's moves one at a time into its own copy of the hand; each move
becomes a *step* here (a card gliding in, a trick pausing then sweeping). The
next move is only shown when the previous step has finished, and computer
players are held (``ready=False``) meanwhile. Animation never changes game
state: finishing everything at once (a click to skip) leaves the same table.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from game.ui.tween import Chain, Tween, Tweens, Value, Wait, ease_out_cubic, linear

Point = tuple[float, float]


class Sprite:
    """A card moving over the table: centre and width tween, optionally face down."""

    def __init__(
        self,
        code: str | None,
        start: Point,
        end: Point,
        width: float,
        end_width: float | None = None,
        *,
        vertical: bool = False,
        layer: int = 0,
        key: object = None,
    ) -> None:
        self.code = code
        self.pos: Point = start
        self.width = width
        self.start, self.end = start, end
        self.w0, self.w1 = width, width if end_width is None else end_width
        self.vertical = vertical
        self.layer = layer
        self.key = key
        self.alive = True

    def motion(
        self,
        duration: float,
        *,
        delay: float = 0.0,
        easing: Callable[[float], float] = ease_out_cubic,
        hold: float = 0.0,
        on_start: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> Chain:
        """A chain: wait ``delay``, glide ``duration``, stay ``hold``; then ``on_done``."""
        glide = Tween(0.0, 1.0, duration, easing=easing)
        steps: list[Tween] = []
        if delay > 0 or on_start is not None:
            steps.append(Wait(delay, on_done=on_start))
        steps.append(glide)
        if hold > 0:
            steps.append(Wait(hold))
        sprite = self

        class _Track(Chain):
            def update(self, dt: float) -> None:
                super().update(dt)
                sprite._follow(glide.value)

            def finish(self) -> None:
                super().finish()
                sprite._follow(1.0)

        chain = _Track(steps, on_done=on_done)
        return chain

    def _follow(self, k: Value) -> None:
        if isinstance(k, tuple):  # the glide tweens one number, 0 → 1
            raise TypeError("a sprite follows one number, not a tuple")
        k = float(k)
        self.pos = (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k,
        )
        self.width = self.w0 + (self.w1 - self.w0) * k


class AnimQueue:
    """Steps run one after another; a step starts its tweens and is done when they are.

    ``steps`` are callables run when the previous step has finished; they add
    tweens to ``self.tweens`` and sprites to ``self.sprites``.
    """

    def __init__(self, speed: Callable[[], float] = lambda: 1.0) -> None:
        self.tweens = Tweens(speed)
        self.steps: deque[Callable[[], object]] = deque()
        self.sprites: list[Sprite] = []

    def add(self, step: Callable[[], object]) -> None:
        self.steps.append(step)

    def sprite(self, sprite: Sprite) -> Sprite:
        self.sprites.append(sprite)
        return sprite

    def remove(self, sprite: Sprite) -> None:
        sprite.alive = False
        if sprite in self.sprites:
            self.sprites.remove(sprite)

    def wait(self, seconds: float) -> None:
        """A step that only waits (a completed trick stays on the table)."""
        self.add(lambda: self.tweens.add(Wait(seconds)))

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self._run_ready()

    def _run_ready(self) -> None:
        while not self.tweens.busy and self.steps:
            self.steps.popleft()()

    def finish_all(self) -> None:
        """Skip to the end of everything queued (the same end state, no motion)."""
        for _ in range(10_000):
            self.tweens.finish_all()
            if not self.steps:
                break
            self.steps.popleft()()
        self.tweens.finish_all()

    @property
    def busy(self) -> bool:
        return self.tweens.busy or bool(self.steps)


__all__ = ["AnimQueue", "Sprite", "linear"]
