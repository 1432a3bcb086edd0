"""Tweens: values that move over time, advanced by ``update(dt)`` (Tuxemon-style).

Why separate objects: a scene keeps drawing from plain values while tweens move them,
so ``draw`` never changes state and a paused scene simply stops updating its tweens.
A :class:`Tweens` group multiplies time by the animation-speed setting (2.0 = twice
as fast), so every animation in the game obeys that one setting.

    >>> t = Tween(0.0, 10.0, 1.0, easing=linear)
    >>> t.update(0.25); t.value
    2.5
    >>> t.update(5); t.value, t.done
    (10.0, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

Easing = Callable[[float], float]
Value = float | tuple[float, ...]


def linear(t: float) -> float:
    return t


def ease_in_cubic(t: float) -> float:
    return t * t * t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: card flights and deals (DESIGN: ease-out)."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: toasts and buttons popping in."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_sine(t: float) -> float:
    return math.sin(t * math.pi / 2)


def lerp(a: Value, b: Value, k: float) -> Value:
    """Interpolate numbers or equal-length tuples (positions, colours)."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        return tuple(x + (y - x) * k for x, y in zip(a, b))
    assert isinstance(a, (int, float)) and isinstance(b, (int, float))
    return a + (b - a) * k


class Tween:
    """One value going from ``start`` to ``end`` in ``duration`` seconds after ``delay``."""

    def __init__(
        self,
        start: Value,
        end: Value,
        duration: float,
        *,
        easing: Easing = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.start = start
        self.end = end
        self.duration = max(0.0, duration)
        self.easing = easing
        self.delay = delay
        self.elapsed = 0.0
        self.on_done = on_done
        self.done = False
        self.value: Value = start
        if self.duration == 0 and delay <= 0:
            self._finish()

    @property
    def progress(self) -> float:
        """0..1 through the motion (0 during the delay)."""
        if self.duration == 0:
            return 1.0 if self.done else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed - self.delay >= self.duration:
            self._finish()
        else:
            self.value = lerp(self.start, self.end, self.easing(self.progress))

    def finish(self) -> None:
        """Jump to the end (a player clicked through the animation)."""
        if not self.done:
            self._finish()

    def _finish(self) -> None:
        self.value = self.end
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Wait(Tween):
    """A pause in a sequence (e.g. a finished trick stays 900 ms)."""

    def __init__(self, duration: float, on_done: Callable[[], None] | None = None) -> None:
        super().__init__(0.0, 1.0, duration, easing=linear, on_done=on_done)


class Chain:
    """Tweens run one after another; ``value`` is the current one's value."""

    def __init__(self, steps: Sequence[Tween], on_done: Callable[[], None] | None = None) -> None:
        self.steps = list(steps)
        self.index = 0
        self.on_done = on_done
        self.done = not self.steps
        self.value: Value = self.steps[0].value if self.steps else 0.0

    def update(self, dt: float) -> None:
        while not self.done and dt >= 0:
            step = self.steps[self.index]
            before = step.elapsed
            step.update(dt)
            self.value = step.value
            if not step.done:
                return
            dt -= max(0.0, step.delay + step.duration - before)
            self.index += 1
            if self.index == len(self.steps):
                self.done = True
                if self.on_done is not None:
                    self.on_done()
            if dt <= 0:
                return

    def finish(self) -> None:
        for step in self.steps[self.index :]:
            step.finish()
        self.index = len(self.steps)
        self.value = self.steps[-1].value if self.steps else 0.0
        if not self.done:
            self.done = True
            if self.on_done is not None:
                self.on_done()


Animation = Tween | Chain


class Tweens:
    """A group of running animations, time scaled by the animation-speed setting.

    ``speed`` is a callable so the group follows the setting as it changes.
    """

    def __init__(self, speed: Callable[[], float] = lambda: 1.0) -> None:
        self.speed = speed
        self.items: list[Animation] = []

    def add(self, anim: Animation) -> Animation:
        self.items.append(anim)
        return anim

    def tween(
        self,
        start: Value,
        end: Value,
        duration: float,
        *,
        easing: Easing = ease_out_cubic,
        delay: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """Create, add and return a :class:`Tween` (same arguments)."""
        t = Tween(start, end, duration, easing=easing, delay=delay, on_done=on_done)
        self.items.append(t)
        return t

    def update(self, dt: float) -> None:
        scaled = dt * max(0.05, self.speed())
        for anim in list(self.items):
            anim.update(scaled)
        self.items = [a for a in self.items if not a.done]

    def finish_all(self) -> None:
        for anim in list(self.items):
            anim.finish()
        self.items.clear()

    @property
    def busy(self) -> bool:
        """Whether anything is still moving (input may wait for nothing longer than this)."""
        return bool(self.items)
