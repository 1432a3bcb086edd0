"""The table's layout: at 1280×720 and 1920×1080, and upright in tall windows (700×900,
960×1040, 1080×1920), in 中文 and English, in the exposure window and in the middle of play
(one and two decks), nothing that must stay apart overlaps, everything lies inside the
window (Canvas record mode) and no text is drawn under 14 real pixels."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from test_ui_table import (
    card_point,
    find_seed,
    holds_special,
    index_of,
    make_table,
    my_turn,
    run_until,
)

from engine.gongzhu.hand import EXPOSURE, PLAY
from engine.gongzhu.rules import PRESETS
from game import testing
from game.texts import i18n

BOXES = ("box.", "button")
TEXTS = ("text", "button.label")
CARDISH = ("box.backs", "box.taken", "box.exposed", "box.trick", "box.hand", "card.hand")
EPS = 0.75
UPRIGHT = [(700, 900), (960, 1040), (1080, 1920)]


def _check(app: testing.App, where: str) -> None:
    app.toasts.items.clear()
    drawn = testing.drawn_rects(app)
    assert drawn, where
    assert app.canvas.upright == (app.screen.get_width() < app.screen.get_height()), where
    window = app.canvas.area().inflate(2 * EPS, 2 * EPS)
    for tag, r in drawn:
        assert window.contains(r), f"{where}: {tag} {r} leaves the window"
    boxes = [(t, r) for t, r in drawn if t.startswith(BOXES) and t != "button.label"]
    texts = [(t, r) for t, r in drawn if t in TEXTS]
    cards = [(t, r) for t, r in drawn if t.startswith(CARDISH)]
    for (ta, a), (tb, b) in itertools.combinations(boxes, 2):
        assert not a.inflate(-EPS, -EPS).colliderect(b.inflate(-EPS, -EPS)), (
            f"{where}: {ta} {a} overlaps {tb} {b}"
        )
    for (ta, a), (tb, b) in itertools.combinations(texts, 2):
        assert not a.inflate(-EPS, -EPS).colliderect(b.inflate(-EPS, -EPS)), (
            f"{where}: {ta} {a} overlaps {tb} {b}"
        )
    for (ta, a), (tb, b) in itertools.product(texts, cards):
        assert not a.inflate(-EPS, -EPS).colliderect(b.inflate(-EPS, -EPS)), (
            f"{where}: {ta} {a} overlaps {tb} {b}"
        )
    small = [(text, px) for text, px, _r in testing.drawn_texts(app) if px < 14]
    assert not small, f"{where}: text under 14 px: {small}"


def _check_toast(app: testing.App, scene: Any, where: str) -> None:
    """An event toast (the longest the table shows) covers no seat's cards, plate or text."""
    app.toasts.show(
        i18n.tr("toast.exposed", seat=i18n.tr("seat.E"), card=i18n.tr("card.transformer"), factor=2)
    )
    drawn = testing.drawn_rects(app)
    toasts = [r for t, r in drawn if t == "toast.box"]
    assert len(toasts) == 1, where
    others = [
        (t, r) for t, r in drawn if t.startswith(BOXES + CARDISH) and t != "box.trick" or t in TEXTS
    ]
    for tag, r in others:
        assert not toasts[0].inflate(-EPS, -EPS).colliderect(r.inflate(-EPS, -EPS)), (
            f"{where}: the toast {toasts[0]} covers {tag} {r}"
        )
    app.toasts.items.clear()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), *UPRIGHT])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_table_layout(size: tuple[int, int], lang: str) -> None:
    try:
        rules = PRESETS["classic"]
        app, scene, ctrl = make_table(rules, find_seed(rules, holds_special), size=size, lang=lang)
        run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 10)
        testing.click(app, card_point(scene, index_of(scene, min(scene.exposable()))))
        run_until(app, lambda: scene.idle(), 5)
        _check(app, f"window {size} {lang}")
        run_until(app, lambda: ctrl.phase == PLAY, 30)
        for _ in range(60):
            run_until(app, my_turn(scene), 60)
            if ctrl.match.hand.tricks >= 8 or not scene.acting():
                break
            testing.click(app, card_point(scene, index_of(scene, ctrl.legal(0)[0])))
        scene.hint = None
        _check(app, f"play {size} {lang}")
        _check_toast(app, scene, f"toast {size} {lang}")

        rules = PRESETS["double"]
        app, scene, ctrl = make_table(rules, 4, size=size, lang=lang, humans=())
        testing.click(app, (640, 320))
        run_until(app, lambda: ctrl.match.hand.tricks >= 16, 300, dt=0.05)
        _check(app, f"two decks {size} {lang}")
    finally:
        i18n.set_language("zh")
