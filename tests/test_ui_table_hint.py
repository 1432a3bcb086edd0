"""The hint's bubble, with the longer reasons of issue 60 item 9: it grows wider rather than
rise over the exposure window's buttons or the side seats' trick cards."""

from __future__ import annotations

import pygame
import pytest

from engine.gongzhu.actions import DONE
from engine.gongzhu.hand import EXPOSURE, PLAY
from engine.gongzhu.rules import PRESETS
from game import testing
from game.texts import i18n
from tests.test_ui_table import (
    card_point,
    find_seed,
    holds_special,
    index_of,
    make_table,
    my_turn,
    run_until,
)

LONG = {  # as long as the hint's reasons run (an exposure kept hidden, with the search's figure)
    "en": (
        "Keep ♣10 hidden: exposed, the transformer would multiply its taker's score by four,"
        " not two; with only ♣4 ♣7 under it, it could fall on you. About 23 points better off"
        " against the others than exposing ♣10."
    ),
    "zh": (
        "不亮♣10：亮了的话，谁吃到变压器，分数翻四倍而不是翻倍；比它小的只有♣4 ♣7，"
        "容易砸在自己手里。比亮♣10平均多领先对手23分。"
    ),
}
CLEAR_OF = ("box.window", "box.trick", "box.taken", "box.chip", "box.plate", "button")


def covered(app: object) -> list[tuple[str, pygame.FRect]]:
    drawn = testing.drawn_rects(app)  # type: ignore[arg-type]
    box = max((r for t, r in drawn if t == "bubble"), key=lambda r: r.h)
    return [
        (t, r)
        for t, r in drawn
        if t.startswith(CLEAR_OF)
        and t != "button.label"
        and box.inflate(-1, -1).colliderect(r.inflate(-1, -1))
    ]


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_long_hint_clears_the_window_and_the_trick(lang: str) -> None:
    rules = PRESETS["classic"]
    app, scene, ctrl = make_table(rules, find_seed(rules, holds_special, 5), lang=lang, clock=600)
    run_until(app, lambda: scene.acting() and ctrl.phase == EXPOSURE, 30)
    scene.hint, scene.hint_left, scene.hint_moves = (DONE, LONG[lang]), 8.0, len(ctrl.match.moves)
    assert covered(app) == [], "the exposure window"
    scene.hint = None
    testing.press(app, pygame.K_d)
    run_until(app, lambda: ctrl.phase == PLAY, 60)
    for _ in range(3):  # three tricks in: others' cards on the table, maybe a taken row
        run_until(app, my_turn(scene), 60)
        testing.click(app, card_point(scene, index_of(scene, ctrl.legal(0)[0])))
    run_until(app, my_turn(scene), 60)
    assert ctrl.match.hand.trick, "cards of the seats before the viewer lie on the table"
    card = ctrl.legal(0)[0]
    scene.hint, scene.hint_left, scene.hint_moves = (card, LONG[lang]), 8.0, len(ctrl.match.moves)
    assert covered(app) == [], "the trick"
    i18n.set_language("zh")
