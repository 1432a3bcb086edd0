"""A player's name is typed whole: every character of real names reaches the field and is
drawn by the bundled font (issue 59: 王梓涵 used to become 王涵, José became Jos)."""

from __future__ import annotations

import pygame
import pytest

from game import testing
from game.ui import fonts
from game.ui.text_field import NAME_MAX

# Real names, as people write them: common given-name characters (some outside GB 2312),
# and the Latin letters of European names.
NAMES = [
    "王梓涵",
    "李怡萱",
    "张婷",
    "陈琪",
    "刘睿",
    "黄鑫",
    "赵昊",
    "周玥",
    "吴珺",
    "孙祎",
    "郑喆",
    "杨晞",
    "欧阳婧琪",
    "司马懿",
    "诸葛亮",
    "上官婉儿",
    "林瑾瑜",
    "何煜",
    "José",
    "Zoë",
    "Łukasz",
    "François",
    "Søren",
    "Núñez",
    "Dvořák",
    "Şahin",
    "Ğülşen",
    "Øystein",
    "Æsa",
    "Ærøe",
    "İlkay",
    "Štěpán",
    "Jürgen",
    "Ólafur",
    "Żaneta",
    "Đorđe",
    "Nguyễn",
    "Ｌｉ　Ｍｉｎｇ",
    "小明（北京）",
    "A·B",
]


@pytest.mark.parametrize("name", NAMES)
def test_every_character_of_a_real_name_is_in_the_font(name: str) -> None:
    pygame.font.init()
    assert fonts.missing_glyphs(name) == set()
    assert fonts.missing_glyphs(name, bold=True) == set()


def test_names_typed_on_the_new_game_form_keep_every_character() -> None:
    """East made human, its name field clicked, each name typed as an input method sends it."""
    from tests.test_ui_flow_helpers import centre, open_form

    app, form = open_form()
    kind, name, _level = form.seat_widgets[1]
    testing.click(app, centre(kind.segments[0]))
    testing.click(app, centre(name.rect))
    for typed in NAMES:
        name.set_text("")
        testing.post(pygame.TEXTINPUT, text=typed)
        app.step(0)
        assert form.seats[1]["name"] == typed.replace("\u3000", " ")[:NAME_MAX], typed
