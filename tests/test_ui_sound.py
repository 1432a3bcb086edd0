"""Sounds synthesise, and the game stays silent (not crashed) without an audio device."""

from __future__ import annotations

import os
import subprocess
import sys

from game import testing  # noqa: F401
from game.ui.sound import SOUND_NAMES, Sound, _pcm, synth


def test_every_sound_is_short_and_within_range() -> None:
    for name in SOUND_NAMES:
        samples = synth(name, 22050)
        assert 0 < len(samples) < 22050 * 1.5, name
        assert max(abs(s) for s in samples) <= 1.0, name


def test_pcm_formats() -> None:
    assert len(_pcm([0.0, 0.5], -16, 2)) == 8
    assert len(_pcm([0.0, 0.5], 32, 1)) == 8


def test_sound_with_dummy_driver_plays_and_mutes() -> None:
    import pygame

    pygame.init()
    sound = Sound(0.5, True)
    for name in SOUND_NAMES:
        sound.play(name)
    sound.configure(enabled=False, volume=2.0)
    assert sound.volume == 1.0
    sound.play("pig")
    sound.play("no-such-sound")


def test_no_audio_device_is_silent() -> None:
    code = (
        "import pygame; pygame.init()\n"
        "from game.ui.sound import Sound\n"
        "s = Sound(); s.play('fanfare'); s.play('chime')\n"
        "print('available', s.available)\n"
    )
    env = dict(
        os.environ,
        SDL_AUDIODRIVER="no-such-driver",
        SDL_VIDEODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run(
        [sys.executable, "-c", code],
        check=False,
        env=env,
        cwd=root,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert "available False" in out.stdout
