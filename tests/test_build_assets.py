"""Assets are found through importlib.resources from source exactly as in the bundle; the icon builds."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game import crash

ROOT = Path(__file__).resolve().parent.parent


def test_asset_root_from_source_is_the_package_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # never relative to the working directory
    root = crash.asset_root()
    assert root.resolve() == (ROOT / "assets").resolve()
    assert (root / "fonts" / "NotoSansCJKsc-Regular-subset.otf").is_file()
    assert crash.asset_bytes("fonts", "NotoSansCJKsc-Bold-subset.otf")[:4] == b"OTTO"
    assert crash.bundle_kind() == "source"


def test_the_game_fonts_use_the_same_lookup() -> None:
    from game.ui import fonts

    assert fonts.font_bytes(False) == crash.asset_bytes("fonts", fonts.REGULAR_FILE)


@pytest.mark.parametrize(
    ("meipass", "exe", "kind"),
    [
        ("/tmp/_MEIabc123", "/home/p/Downloads/gongzhu", "onefile"),
        ("/opt/gongzhu-folder/_internal", "/opt/gongzhu-folder/gongzhu", "onedir"),
        ("/opt/gongzhu-folder", "/opt/gongzhu-folder/gongzhu", "onedir"),
        (
            "/Applications/拱猪.app/Contents/Frameworks",
            "/Applications/拱猪.app/Contents/MacOS/gongzhu",
            "onedir",
        ),
    ],
)
def test_bundle_kind_when_frozen(
    monkeypatch: pytest.MonkeyPatch, meipass: str, exe: str, kind: str
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", meipass, raising=False)
    monkeypatch.setattr(sys, "executable", exe)
    assert crash.bundle_kind() == kind


def test_the_spec_bundles_the_assets_and_excludes_numpy() -> None:
    spec = (ROOT / "build" / "gongzhu.spec").read_text(encoding="utf-8")
    assert 'collect_data_files("assets"' in spec
    assert '"numpy"' in spec


def test_the_icon_is_drawn_as_png_ico_and_icns(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "build" / "make_icon.py")
    assert spec and spec.loader
    make_icon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icon)
    assert make_icon.main([str(tmp_path)]) == 0
    assert (tmp_path / "gongzhu.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    ico = (tmp_path / "gongzhu.ico").read_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") == len(make_icon.ICO_SIZES)
    icns = (tmp_path / "gongzhu.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
