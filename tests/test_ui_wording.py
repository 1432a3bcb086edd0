"""The words as players say them: one name per action, one word per thing, no stray spaces,
and no command-line tool in the player's help."""

from __future__ import annotations

import re

from game.texts import help_text, i18n

ZH = [zh for zh, _en in i18n.STRINGS.values()] + list(help_text.all_text())


def test_the_way_to_the_title_has_one_name_in_each_language() -> None:
    keys = ("menu.to_title", "result.menu", "over.title_button", "campaign.to_title")
    for lang in ("zh", "en"):
        names = {i18n.tr_in(lang, key) for key in keys}
        assert len(names) == 1, names
    assert i18n.tr_in("zh", "menu.to_title") == "返回主菜单"


def test_words_players_do_not_use_are_gone() -> None:
    for word in ("回到标题", "声称", "华牌", "入门书", "墩"):
        found = [text for text in ZH if word in text]
        assert not found, (word, found[:3])
    assert i18n.tr_in("zh", "table.claim") == "摊牌"


def test_no_space_between_chinese_words() -> None:
    assert i18n.tr_in("zh", "why.follow", suit=i18n.tr_in("zh", "suit.C")) == "必须跟梅花"
    for key in ("toast.pig_taken.you", "toast.all_hearts.you", "toast.claim.you"):
        assert not re.search(r"你 ", i18n.tr_in("zh", key)), key


def test_a_game_is_a_pan_and_a_hand_a_ju() -> None:
    """盘 is the whole game, 局 one hand of it, wherever the two are said."""
    assert "一盘" in i18n.tr_in("zh", "confirm.abandon")
    assert "局" not in i18n.tr_in("zh", "confirm.abandon")
    assert "盘" not in i18n.tr_in("en", "opt.hands.help")  # no Chinese left in English


def test_the_players_help_names_no_command_line_tool() -> None:
    for text in help_text.all_text():
        assert not re.search(r"gongzhu (score|bench|arena|demo)|命令行|command line", text), text


def test_no_line_starts_with_closing_punctuation_even_after_a_number() -> None:
    import pygame

    from game.ui.canvas import wrap

    pygame.init()
    text = (
        "红桃是负分：♥A −50，♥K −40，♥Q −30，♥J −20，♥10 到 ♥5 各 −10，♥4 到 ♥2 为 0。猪是 −100。"
    )
    for width in range(200, 420, 2):
        for line in wrap(text, 16, False, 1.5, width):
            assert line[:1] not in "。，", (width, line)
