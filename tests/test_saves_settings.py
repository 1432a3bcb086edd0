"""Settings load whatever is in the file: bad fields fall back one by one, with warnings."""

from __future__ import annotations

import json
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from saves import paths
from saves.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    EXPOSURE_CLOCKS,
    LANGUAGES,
    TABLE_COLOURS,
    Settings,
    load_settings,
    save_settings,
    settings_from_dict,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GONGZHU_HOME", str(tmp_path))
    return tmp_path


def write_raw(body: dict[str, Any], version: Any = 1) -> None:
    doc = {"format": "gongzhu-settings", "version": version, **body}
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc), "utf-8")


def test_defaults_are_allowed_values() -> None:
    s = Settings()
    assert s.language in LANGUAGES and s.animation_speed in ANIMATION_SPEEDS
    assert s.exposure_clock in EXPOSURE_CLOCKS and s.card_back in CARD_BACKS
    assert s.table_colour in TABLE_COLOURS


def test_forced_cards_play_themselves_unless_turned_off_by_hand(home: Path) -> None:
    assert Settings().auto_play is True  # the default most card games have
    write_raw({"auto_play": False})
    assert load_settings() == (Settings(auto_play=False), [])


def test_no_file_gives_defaults_silently(home: Path) -> None:
    assert load_settings() == (Settings(), [])
    assert list(home.iterdir()) == []  # loading creates nothing


def test_round_trip() -> None:
    changed = Settings(
        language="en",
        animation_speed=2.0,
        exposure_clock=0,
        auto_play=False,
        sound=False,
        volume=0.25,
        four_colour=True,
        card_back="red",
        table_colour="wood",
        window_width=1920,
        window_height=1080,
        fullscreen=True,
        profile="小明",
        seats=(
            (True, "normal", "小明"),
            (False, "hard", "东"),
            (True, "easy", "Ann"),
            (False, "expert", "W"),
        ),
        lessons=("scoring", "duck"),
    )
    assert all(getattr(changed, f.name) != getattr(Settings(), f.name) for f in fields(Settings))
    save_settings(changed)
    assert load_settings() == (changed, [])
    save_settings(Settings())
    assert load_settings() == (Settings(), [])


def test_explicit_path(home: Path) -> None:
    path = home / "elsewhere" / "s.json"
    save_settings(Settings(language="en"), path)
    assert load_settings(path) == (Settings(language="en"), [])
    assert not paths.settings_file().exists()


def test_unknown_keys_ignored_with_warning() -> None:
    write_raw({"language": "en", "colour_blind": True, "sound": False})
    settings, warnings = load_settings()
    assert settings == Settings(language="en", sound=False)
    assert len(warnings) == 1 and "colour_blind" in warnings[0]


@pytest.mark.parametrize(
    ("field", "bad"),
    [
        ("language", "fr"),
        ("language", 1),
        ("language", None),
        ("animation_speed", 3.0),
        ("animation_speed", "1.0"),
        ("animation_speed", True),
        ("exposure_clock", 15),
        ("exposure_clock", 20.0),
        ("exposure_clock", False),
        ("auto_play", "yes"),
        ("auto_play", 0),
        ("auto_play", None),
        ("sound", 1),
        ("sound", "true"),
        ("volume", 1.5),
        ("volume", -0.1),
        ("volume", "0.5"),
        ("volume", [0.5]),
        ("four_colour", None),
        ("card_back", "purple"),
        ("table_colour", {"c": 1}),
        ("window_width", 10),
        ("window_width", 10**18),
        ("window_width", 1280.0),
        ("window_height", True),
        ("window_height", -720),
        ("fullscreen", "no"),
        ("profile", 5),
        ("profile", "x" * 500),
        ("profile", "a\nb"),
        ("seats", [[True, "normal", "A"]] * 3),
        ("seats", [[1, "normal", "A"]] * 4),
        ("seats", [[True, "godlike", "A"]] * 4),
        ("seats", [[True, "normal", "a\nb"]] * 4),
        ("seats", "SENW"),
        ("seats", [[True, "normal"]] * 4),
        ("lessons", "duck"),
        ("lessons", [1]),
        ("lessons", ["x" * 41]),
    ],
)
def test_bad_value_falls_back_per_field(field: str, bad: Any) -> None:
    write_raw({"language": "en", "volume": 0.3, field: bad})
    settings, warnings = load_settings()
    expected = replace(Settings(), language="en", volume=0.3)
    expected = replace(expected, **{field: getattr(Settings(), field)})
    assert settings == expected
    assert len(warnings) == 1 and field in warnings[0]


def test_int_where_float_listed() -> None:
    write_raw({"animation_speed": 1, "volume": 1})
    settings, warnings = load_settings()
    assert settings.animation_speed == 1.0 and isinstance(settings.animation_speed, float)
    assert settings.volume == 1.0 and isinstance(settings.volume, float)
    assert warnings == []


def test_warnings_in_chinese_for_chinese_players() -> None:
    write_raw({"language": "zh", "sound": "loud"})
    settings, warnings = load_settings()
    assert settings.sound is True
    assert warnings and "设置" in warnings[0]


def test_corrupt_file_moved_aside_and_defaults_used(home: Path) -> None:
    save_settings(Settings(language="en"))
    path = paths.settings_file()
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    settings, warnings = load_settings()
    assert settings == Settings()
    assert len(warnings) == 1 and "损坏" in warnings[0]  # default language is zh
    assert (home / "settings.json.corrupt").read_bytes() == data[: len(data) // 2]
    save_settings(Settings(language="en"))
    assert load_settings() == (Settings(language="en"), [])


@pytest.mark.parametrize("body", [[1, 2], "x", None, 3])
def test_not_an_object(body: Any) -> None:
    path = paths.settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(body))
    settings, warnings = load_settings()
    assert settings == Settings() and len(warnings) == 1


def test_future_version_refused_but_kept() -> None:
    write_raw({"language": "en"}, version=2)
    settings, warnings = load_settings()
    assert settings == Settings()
    assert len(warnings) == 1 and "更新" in warnings[0]
    assert paths.settings_file().exists()


def test_save_failure_is_save_error(home: Path) -> None:
    from saves.document import SaveError

    (home / "settings.json").mkdir()
    with pytest.raises(SaveError):
        save_settings(Settings())


json_values: st.SearchStrategy[Any] = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=50),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(), children, max_size=3)
    ),
    max_leaves=6,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from([f.name for f in fields(Settings)] + ["junk"]), json_values))
def test_fuzz_any_body_loads_to_valid_settings(body: dict[str, Any]) -> None:
    settings_, warnings = settings_from_dict(body)
    assert settings_.language in LANGUAGES and settings_.card_back in CARD_BACKS
    assert settings_.animation_speed in ANIMATION_SPEEDS
    assert settings_.exposure_clock in EXPOSURE_CLOCKS
    assert 0.0 <= settings_.volume <= 1.0
    assert all(isinstance(w, str) and w for w in warnings)
    for f in fields(Settings):
        assert type(getattr(settings_, f.name)) is type(getattr(Settings(), f.name))


def test_a_value_changed_by_hand_is_kept_with_every_other_setting(home: Path) -> None:
    """settings.json is a file people edit: "volume": 0.7 → 0.5 in a text editor is a
    change of volume, not a damaged file (before: set aside, every setting reset)."""
    save_settings(Settings(language="en", volume=0.7, card_back="red"))
    path = paths.settings_file()
    text = path.read_text("utf-8")
    assert '"volume": 0.7' in text and "checksum" not in text
    path.write_text(text.replace('"volume": 0.7', '"volume": 0.5'), "utf-8")
    assert load_settings() == (Settings(language="en", volume=0.5, card_back="red"), [])
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]


def test_a_file_of_an_earlier_version_with_its_checksum_may_be_edited(home: Path) -> None:
    """Written by e132d2c (with a checksum of its content), then edited by hand."""
    from saves.document import checksum_of

    body = {"language": "en", "volume": 0.7, "sound": True}
    doc = {"format": "gongzhu-settings", "version": 1, "checksum": checksum_of(body), **body}
    doc["volume"] = 0.5
    paths.settings_file().write_text(json.dumps(doc, indent=1), "utf-8")
    assert load_settings() == (Settings(language="en", volume=0.5), [])


def test_one_bad_field_costs_only_itself_and_is_named(home: Path) -> None:
    write_raw({"language": "en", "volume": 7, "card_back": "red", "colour": "x"})
    settings, warnings = load_settings()
    assert settings == Settings(language="en", card_back="red")
    assert any("volume" in w and "7" in w for w in warnings)
    assert any("colour" in w for w in warnings)


def test_missing_fields_come_from_the_defaults_given(home: Path) -> None:
    write_raw({"volume": 0.5})
    assert load_settings(defaults=Settings(language="en")) == (
        Settings(language="en", volume=0.5),
        [],
    )
    assert load_settings(defaults=Settings(language="en"))[0].language == "en"
