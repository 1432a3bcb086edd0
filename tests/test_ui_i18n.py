"""Every player-visible string exists in both languages and the bundled fonts draw it."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from game import testing  # noqa: F401  (headless SDL before pygame starts)
from game.texts import help_text, i18n
from game.ui import fonts


def test_every_key_has_both_languages() -> None:
    for key, (zh, en) in i18n.STRINGS.items():
        assert zh.strip() and en.strip(), key


def _words_in_code() -> tuple[set[str], set[str]]:
    """Every string literal in the game's code outside the tables, and every f-string's start."""
    literals: set[str] = set()
    starts: set[str] = set()
    for path in sorted((Path(__file__).parent.parent / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        table_keys = {
            id(k)
            for node in ast.walk(tree)
            if isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Dict)
            for target in ([node.target] if isinstance(node, ast.AnnAssign) else node.targets)
            if isinstance(target, ast.Name) and target.id == "STRINGS"
            for k in node.value.keys
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in table_keys:
                    literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                first = node.values[0]
                if isinstance(first, ast.Constant) and "." in str(first.value):
                    starts.add(str(first.value))
    return literals, starts


def test_every_key_is_used_somewhere() -> None:
    """A key no code names is a string nobody sees (and a translator's wasted work).

    Used means: named whole, or built from a start the code writes (``f"level.{lv}"``), or the
    viewer's own form ``key.you`` of a key named whole.
    """
    literals, starts = _words_in_code()
    unused = [
        key
        for key in i18n.STRINGS
        if key not in literals
        and not any(key.startswith(s) for s in starts)
        and not (key.endswith(".you") and key.removesuffix(".you") in literals)
    ]
    assert not unused


def test_placeholders_match_between_languages() -> None:
    fields = lambda s: sorted(f for _, f, _, _ in string.Formatter().parse(s) if f)
    for key, (zh, en) in i18n.STRINGS.items():
        assert fields(zh) == fields(en), key


def test_help_pages_have_both_languages() -> None:
    for page in help_text.PAGES:
        assert all(page.title)
        for block in page.blocks:
            texts = [block.text] if isinstance(block, help_text.Para) else list(block.captions)
            for zh, en in texts:
                assert bool(zh) == bool(en)
                assert not re.search(r"[\u4e00-\u9fff]", en), en


@pytest.mark.parametrize("bold", [False, True])
def test_every_character_has_a_glyph(bold: bool) -> None:
    text = "".join(i18n.all_text()) + fonts.SUITS
    assert fonts.missing_glyphs(text, bold) == set()


def test_glyph_check_detects_missing_characters() -> None:
    assert not fonts.has_glyph("龘")  # not GB2312 level 1: proves the check can fail


def test_language_switch_at_runtime() -> None:
    seen: list[str] = []
    i18n.on_language_change(seen.append)
    try:
        i18n.set_language("en")
        assert i18n.tr("title.quit") == "Quit"
        i18n.set_language("zh")
        assert i18n.tr("title.quit") == "退出"
        assert i18n.tr("ui.page", n=2, total=8) == "第 2 / 8 页"
        assert seen == ["en", "zh"]
        with pytest.raises(ValueError):
            i18n.set_language("fr")
    finally:
        i18n._listeners.remove(seen.append)
        i18n.set_language("zh")


def test_fonts_load_from_the_assets_package() -> None:
    # All of GB 2312 and the common name characters (issue 59): 2.86 MB a weight, was 1.56.
    assert len(fonts.font_bytes(False)) < 3_200_000
    assert len(fonts.font_bytes(True)) < 3_200_000
    assert len(fonts.latin_bytes(False)) < 200_000 and len(fonts.latin_bytes(True)) < 200_000


@pytest.mark.parametrize(
    ("n", "en", "zh"),
    [
        (1, "Exported 1 hand to x", "已导出 1 局到 x"),
        (2, "Exported 2 hands to x", "已导出 2 局到 x"),
        (0, "Exported 0 hands to x", "已导出 0 局到 x"),
    ],
)
def test_counts_read_right_in_both_languages(n: int, en: str, zh: str) -> None:
    assert i18n.tr_in("en", "history.exported", n=n, path="x") == en
    assert i18n.tr_in("zh", "history.exported", n=n, path="x") == zh
    assert i18n.tr_in("en", "review.looked_at", n=1).startswith("1 of your decisions was ")


def test_no_english_count_is_followed_by_a_fixed_plural() -> None:
    """ "{n} hands" would read "1 hands": a counted noun is written {n:hand|hands}."""
    for key, (_zh, en) in i18n.STRINGS.items():
        assert not re.search(r"\{n\} (?!of \{total\})[a-z]+s\b", en), (key, en)
