"""Short, soft sounds synthesised at start-up with the standard ``array`` module.

Why synthesised: no audio files to license or ship, and they are tiny. Every call is
safe without an audio device: the mixer failing to open leaves the game silent, never
crashed.

Names: "flick" (a card played), "deal", "sweep" (a trick gathered), "pig" (low
grunt-like tone when the pig is taken), "chime" (an exposure), "fanfare" (全红).
"""

from __future__ import annotations

import array
import math
import os
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypedDict

import pygame

SOUND_NAMES = ("flick", "deal", "sweep", "pig", "chime", "fanfare")


def _envelope(i: int, n: int, attack: int, decay_power: float = 2.0) -> float:
    if i < attack:
        return i / attack
    return float((1 - (i - attack) / max(1, n - attack)) ** decay_power)


def synth(name: str, rate: int) -> list[float]:
    """Mono samples in -1..1 for ``name`` at ``rate`` Hz (pure Python, deterministic)."""
    rnd = random.Random(name)
    out: list[float] = []
    if name in ("flick", "deal"):
        n = int(rate * (0.06 if name == "flick" else 0.04))
        lp = 0.0
        for i in range(n):  # low-passed noise click: the snap of card stock
            lp += (rnd.uniform(-1, 1) - lp) * (0.35 if name == "flick" else 0.5)
            out.append(lp * _envelope(i, n, int(rate * 0.002), 3) * 0.9)
    elif name == "sweep":
        n = int(rate * 0.32)
        lp = 0.0
        for i in range(n):  # a soft brush: noise swelling then fading
            lp += (rnd.uniform(-1, 1) - lp) * 0.12
            k = i / n
            out.append(lp * math.sin(math.pi * k) ** 1.5 * 1.4)
    elif name == "pig":
        n = int(rate * 0.38)
        phase = 0.0
        for i in range(n):  # a low falling tone with a rough wobble, grunt-like
            k = i / n
            f = 130 - 55 * k + 6 * math.sin(2 * math.pi * 28 * i / rate)
            phase += 2 * math.pi * f / rate
            s = math.sin(phase) + 0.35 * math.sin(2 * phase) + 0.15 * math.sin(3 * phase)
            out.append(s * 0.45 * _envelope(i, n, int(rate * 0.02), 1.5))
    elif name == "chime":
        n = int(rate * 0.7)
        for i in range(n):  # a small bell: two partials with a bright attack
            t = i / rate
            s = (
                math.sin(2 * math.pi * 1046.5 * t)
                + 0.5 * math.sin(2 * math.pi * 1568 * t)
                + 0.2 * math.sin(2 * math.pi * 2637 * t) * math.exp(-t * 12)
            )
            out.append(s * 0.35 * math.exp(-t * 5.5) * min(1.0, i / (rate * 0.004)))
    elif name == "fanfare":
        notes = ((523.25, 0.14), (659.25, 0.14), (783.99, 0.14), (1046.5, 0.45))
        for f, dur in notes:  # a bright C-major arpeggio
            m = int(rate * dur)
            for i in range(m):
                t = i / rate
                s = math.sin(2 * math.pi * f * t) + 0.3 * math.sin(4 * math.pi * f * t)
                out.append(s * 0.3 * _envelope(i, m, int(rate * 0.008), 1.2))
    else:
        raise ValueError(f"unknown sound {name!r}")
    return out


class MixerFormat(TypedDict):
    """``pygame.mixer.pre_init`` / ``init`` keywords: the format the game's sounds are made in."""

    frequency: int
    size: int
    channels: int
    buffer: int


MIXER: MixerFormat = {"frequency": 44100, "size": -16, "channels": 2, "buffer": 512}


@contextmanager
def native_stderr_silenced() -> Iterator[None]:
    """Hide what C libraries print while audio starts: on a machine with no sound card,
    ALSA writes a screen of "cannot find card" lines, and the game simply plays silently."""
    try:
        saved, devnull = os.dup(2), os.open(os.devnull, os.O_WRONLY)
    except OSError:
        yield
        return
    try:
        sys.stderr.flush()
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def start_pygame() -> None:
    """``pygame.init()`` with the mixer set up once, in the game's format, and quietly."""
    pygame.mixer.pre_init(**MIXER)
    with native_stderr_silenced():
        pygame.init()


class Sound:
    """The game's sound board: ``play(name)``; volume and mute follow the settings."""

    def __init__(self, volume: float = 0.7, enabled: bool = True) -> None:
        self.volume = volume
        self.enabled = enabled
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self._open()

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():  # pygame.init() could not open it: one more try
                with native_stderr_silenced():
                    pygame.mixer.init(**MIXER)
            init = pygame.mixer.get_init()
            if not init:
                return
            rate, fmt, channels = init
            for name in SOUND_NAMES:
                self.sounds[name] = pygame.mixer.Sound(
                    buffer=_pcm(synth(name, rate), fmt, channels)
                )
            self.available = True
        except (pygame.error, ValueError, OSError):  # no device, odd format: stay silent
            self.sounds.clear()
            self.available = False

    def configure(self, *, volume: float | None = None, enabled: bool | None = None) -> None:
        """Apply the sound settings (on/off, volume 0..1)."""
        if volume is not None:
            self.volume = min(1.0, max(0.0, volume))
        if enabled is not None:
            self.enabled = enabled

    def play(self, name: str, gain: float = 1.0) -> None:
        """Play ``name`` (quietly nothing if muted or there is no device)."""
        if not self.enabled or self.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(min(1.0, self.volume * gain))
            sound.play()
        except pygame.error:
            pass


def _pcm(samples: list[float], fmt: int, channels: int) -> bytes:
    """Encode mono samples for the mixer's format (16-bit, 8-bit or 32-bit float)."""
    data: array.array[int] | array.array[float]
    if fmt in (-16, 16):
        data = array.array(
            "h", (int(max(-1.0, min(1.0, s)) * 32767) for s in samples for _ in range(channels))
        )
        if fmt == 16:  # unsigned 16-bit
            data = array.array("H", (v + 32768 for v in data))
    elif fmt in (8, -8):
        offset = 128 if fmt == 8 else 0
        data = array.array(
            "B" if fmt == 8 else "b",
            (int(max(-1.0, min(1.0, s)) * 127) + offset for s in samples for _ in range(channels)),
        )
    elif fmt == 32:  # AUDIO_F32
        data = array.array("f", (s for s in samples for _ in range(channels)))
    else:
        raise ValueError(f"unsupported mixer format {fmt}")
    return data.tobytes()
