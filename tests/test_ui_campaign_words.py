"""Issue 60: the campaign's words agree with its table — card 1's East and West are easy
players, and no footer calls them anything else."""

from __future__ import annotations

from engine.gongzhu.campaign import STAGES
from game.texts import i18n


def test_the_seating_line_names_no_level_the_cards_contradict() -> None:
    try:
        for lang in ("zh", "en"):
            i18n.set_language(lang)
            seating = i18n.tr("campaign.seating")
            for level in ("easy", "normal", "hard", "expert"):
                assert i18n.tr(f"level.{level}").lower() not in seating.lower(), (lang, level)
            assert "ordinary" not in seating and "普通" not in seating
    finally:
        i18n.set_language("zh")


def test_stage_one_seats_easy_players_east_and_west_as_its_card_says() -> None:
    one = STAGES[0]
    levels = one.levels()
    assert one.side_level == "easy" and levels[1] == levels[3] == "easy"
    card = i18n.tr_in("zh", "campaign.sides", level=i18n.tr_in("zh", "level.easy"))
    assert card == "东西两家：电脑 简单"
