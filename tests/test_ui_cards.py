"""Card faces and backs draw at any size, cached, for every code and option."""

from __future__ import annotations

import pytest

from game import testing  # noqa: F401
from game.art import cards_art
from saves.settings import CARD_BACKS


def setup_module() -> None:
    import pygame

    pygame.init()


@pytest.mark.parametrize("width", [40, 90, 135, 360])
def test_every_face_draws_at_its_size(width: int) -> None:
    for code in cards_art.ALL_CODES:
        face = cards_art.card_face(code, width)
        assert face.get_size() == cards_art.card_size(width)
        assert face.get_at((width // 2, face.get_height() // 2)).a == 255  # opaque middle
        assert face.get_at((0, 0)).a < 128  # rounded corner


def test_faces_are_cached_per_options() -> None:
    a = cards_art.card_face("SQ", 90)
    assert cards_art.card_face("SQ", 90) is a
    assert cards_art.card_face("SQ", 90, four_colour=True) is not a


def test_four_colour_changes_diamonds_and_clubs_only() -> None:
    import pygame

    def colours(code: str, four: bool) -> set[tuple[int, int, int]]:
        s = cards_art.card_face(code, 90, four)
        return {tuple(s.get_at((x, y)))[:3] for x in range(0, 90, 3) for y in range(0, 130, 3)}

    assert cards_art.BLUE in colours("D5", True) and cards_art.BLUE not in colours("D5", False)
    assert cards_art.GREEN in colours("C5", True)
    assert colours("H5", True) == colours("H5", False)
    del pygame


@pytest.mark.parametrize("back", CARD_BACKS)
def test_backs(back: str) -> None:
    assert cards_art.card_back(90, back).get_size() == (90, 130)


def test_bad_codes_are_refused() -> None:
    for bad in ("", "S1", "XQ", "SQQ", "s2"):
        with pytest.raises(ValueError):
            cards_art.parse_code(bad)
    assert cards_art.label("CT") == "♣10"
