"""The words: every player-visible string (:mod:`game.texts.i18n`), the help pages and the
tutorial's lessons. The larger features keep their strings in one module each (below),
merged into ``game.texts.i18n.STRINGS``.

Why separate modules: each feature keeps its (中文, English) pairs beside nothing else, so work on
one feature never touches another's table; i18n merges them, refusing a key defined twice.
"""

from __future__ import annotations

from game.texts import campaign, credits, practice, review, shengji, shengji_lessons, tutorial

FEATURES = (tutorial, practice, review, campaign, credits, shengji, shengji_lessons)


def merged(base: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """``base`` plus every feature's strings; a key defined twice is a programming error."""
    out = dict(base)
    for module in FEATURES:
        for key, pair in module.STRINGS.items():
            if key in out:
                raise KeyError(f"string {key!r} defined twice ({module.__name__})")
            out[key] = pair
    return out
