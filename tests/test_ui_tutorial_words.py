"""Issue 60: the tutorial says "all seven done" only when the list says 7/7 too."""

from __future__ import annotations

from game.table.coach import closing_words
from game.texts import i18n
from game.texts.lessons import LESSONS, next_lesson


def test_finishing_only_the_last_lesson_does_not_say_all_seven_are_done() -> None:
    last = next(x.key for x in LESSONS if next_lesson(x.key) is None)
    try:
        for lang in ("zh", "en"):
            i18n.set_language(lang)
            words = closing_words(last, set())
            assert words != i18n.tr("tutorial.all_done")
            assert "1/7" in words or "1 of 7" in words, words
            assert "6" in words
            everything = {x.key for x in LESSONS}
            assert closing_words(last, everything - {last}) == i18n.tr("tutorial.all_done")
            # the seventh finished in another order: all done is said at that lesson
            first = LESSONS[0].key
            assert closing_words(first, everything - {first}) == i18n.tr("tutorial.all_done")
            assert closing_words(first, set()) == ""
        i18n.set_language("en")
        assert closing_words(last, {x.key for x in LESSONS[:5]}).endswith(
            "1 lesson waits in the list."
        )
    finally:
        i18n.set_language("zh")
