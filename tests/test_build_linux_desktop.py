"""The Linux desktop files (issue 59): a .desktop entry, AppStream metainfo and the icon theme's
sizes, consistent with one another and with the window's class. Checked structurally in
Python everywhere; by ``desktop-file-validate`` and ``appstreamcli validate`` where installed
(Debian: desktop-file-utils, appstream)."""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "build" / "linux"
APP_ID = "org.gongzhu.game"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return parser["Desktop Entry"]


def test_the_desktop_entry_launches_the_game_with_its_icon_in_both_languages() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"].split()[0] == "gongzhu" == entry["TryExec"]
    assert entry["Icon"] == APP_ID == entry["StartupWMClass"]
    assert entry["Name"] == "Gongzhu" and entry["Name[zh_CN]"] == "拱猪"
    assert entry["Comment"] and entry["Comment[zh_CN]"]
    categories = entry["Categories"].split(";")
    assert categories[-1] == "" and {"Game", "CardGame"} <= set(categories)
    for key, value in entry.items():
        assert value == value.strip() and "\n" not in value, key


def test_the_metainfo_is_valid_xml_naming_the_desktop_entry_and_this_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    assert root.findtext("metadata_license") in {"MIT", "CC0-1.0", "FSFAP"}
    assert root.findtext("project_license") == "MIT AND OFL-1.1"
    names = {n.get(XML_LANG): n.text for n in root.findall("name")}
    summaries = {n.get(XML_LANG): n.text for n in root.findall("summary")}
    assert names[None] == "Gongzhu" and names["zh-CN"] == "拱猪"
    assert summaries[None] and summaries["zh-CN"]
    paragraphs = root.findall("description/p")
    assert {p.get(XML_LANG) for p in paragraphs} == {None, "zh-CN"}
    assert root.find("content_rating") is not None
    assert root.findtext("provides/binary") == "gongzhu"
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == engine.__version__  # the newest first
    assert {c.text for c in root.findall("categories/category")} == {"Game", "CardGame"}


def test_the_window_class_is_the_desktop_entry_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dock groups the window under the entry only if its class (X11) / app id (Wayland)
    is the entry's name; Windows gets DPI awareness as the manifest declares it."""
    from game.ui import app

    for name in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    app.desktop_identity()
    import os

    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == APP_ID == app.APP_ID
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == APP_ID
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "mine")
    app.desktop_identity()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "mine"  # the player's own setting wins


def test_the_icon_set_has_every_size_from_16_to_512(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_icon", ROOT / "build" / "make_icon.py")
    assert spec and spec.loader
    make_icon = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_icon)
    assert make_icon.main([str(tmp_path)]) == 0
    assert make_icon.APP_ID == APP_ID
    import pygame

    for px in (16, 24, 32, 48, 64, 128, 256, 512):
        png = tmp_path / "hicolor" / f"{px}x{px}" / "apps" / f"{APP_ID}.png"
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", px
        assert pygame.image.load(png).get_size() == (px, px)


def test_the_spec_ships_them_and_declares_windows_dpi_awareness() -> None:
    spec = (ROOT / "build" / "gongzhu.spec").read_text(encoding="utf-8")
    assert '"org.gongzhu.game.desktop", "applications"' in spec
    assert '"org.gongzhu.game.metainfo.xml", "metainfo"' in spec
    assert '"icons" / "hicolor"' in spec
    assert "<dpiAwareness" in spec and "PerMonitorV2" in spec and "manifest=manifest" in spec


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_desktop_file_validate_accepts_the_entry() -> None:
    out = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert out.returncode == 0 and not out.stdout.strip(), out.stdout + out.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="no appstream")
def test_appstreamcli_accepts_the_metainfo() -> None:
    out = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert out.returncode == 0, out.stdout + out.stderr
