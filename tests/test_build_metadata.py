"""The package metadata that installers read: an SPDX licence and the licence texts shipped."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_licence_is_an_spdx_expression_covering_code_and_fonts() -> None:
    licence = PROJECT["project"]["license"]
    assert isinstance(licence, str), "a TOML table here stops building with setuptools in 2027"
    assert set(re.split(r"\s+(?:AND|OR)\s+", licence)) == {"MIT", "OFL-1.1"}


def test_every_licence_file_named_exists_and_the_fonts_have_theirs() -> None:
    files = PROJECT["project"]["license-files"]
    assert all((ROOT / f).is_file() for f in files), files
    assert "LICENSE" in files and "assets/fonts/OFL.md" in files


def test_build_backend_is_new_enough_for_licence_expressions() -> None:
    setuptools, mypy = PROJECT["build-system"]["requires"]
    floor = re.fullmatch(r"setuptools>=(\d+)", setuptools)
    assert floor and int(floor.group(1)) >= 77, setuptools  # PEP 639 support came in 77
    # mypyc (in mypy) compiles the engine: the same release that type-checks it in CI.
    assert mypy in PROJECT["project"]["optional-dependencies"]["test"], mypy


def test_every_bundled_library_has_its_licence_text_and_every_text_is_listed() -> None:
    notices = ROOT / "assets" / "notices"
    named = set(
        re.findall(r"\| ([\w.-]+\.txt)", (notices / "README.md").read_text(encoding="utf-8"))
    )
    present = {p.name for p in notices.glob("*.txt")}
    assert named - present == {"python.txt"}  # the build adds the bundled Python's own
    assert present <= named
    assert all((notices / name).stat().st_size > 400 for name in present)
    for library in ("pygame-ce", "SDL2", "FreeType", "HarfBuzz", "libpng", "zlib", "platformdirs"):
        assert f"| {library} " in (notices / "README.md").read_text(encoding="utf-8"), library


def test_the_game_has_a_command_without_a_console_window() -> None:
    """Windows: a gui-script runs under pythonw, so a shortcut opens no console beside the game."""
    assert (
        PROJECT["project"]["gui-scripts"]["gongzhu-gui"] == PROJECT["project"]["scripts"]["gongzhu"]
    )


def test_installers_and_indexes_can_describe_the_game() -> None:
    project = PROJECT["project"]
    assert project["authors"] and project["keywords"]
    assert "Topic :: Games/Entertainment" in project["classifiers"]
    assert "Natural Language :: Chinese (Simplified)" in project["classifiers"]


def test_the_mac_app_says_its_version_copyright_and_category() -> None:
    spec = (ROOT / "build" / "gongzhu.spec").read_text(encoding="utf-8")
    for key in (
        '"CFBundleVersion": VERSION',
        '"NSHumanReadableCopyright"',
        '"LSApplicationCategoryType": "public.app-category.card-games"',
        '"NSHighResolutionCapable": True',
    ):
        assert key in spec, key


POINTING = ("README.md", "assets/LICENSES.md", "game/crash.py", "engine/SCORE.md", "game/cli.py")


def test_files_the_documents_name_exist() -> None:
    """Every source file README.md, the assets' licences, the crash module and the scoring
    document name (in `backticks` or ``double``) is where they say: none moved or left out."""
    pattern = re.compile(r"`{1,2}([\w./-]+\.(?:py|md|txt|otf|ttf|spec|toml))`{1,2}")
    missing = []
    for doc in POINTING:
        for name in pattern.findall((ROOT / doc).read_text(encoding="utf-8")):
            if name.startswith(("dist/", "build/out/", "notices/", "logs/", "~")):
                continue  # built or written at run time, not in the source
            if "/" not in name and not name.endswith((".md", ".py")):
                continue  # an upstream file (a font of a Debian package), not one of ours
            if not (ROOT / name).exists() and not (ROOT / doc).parent.joinpath(name).exists():
                missing.append(f"{doc}: {name}")
    assert not missing, missing


def test_the_scoring_document_ships_in_the_wheel_and_the_builds() -> None:
    """`gongzhu score --help` sends to `gongzhu score --doc`, which reads engine/SCORE.md: the
    wheel carries it (package data) and the PyInstaller spec collects it."""
    assert "SCORE.md" in PROJECT["tool"]["setuptools"]["package-data"]["engine"]
    spec = (ROOT / "build" / "gongzhu.spec").read_text(encoding="utf-8")
    assert 'collect_data_files("engine", includes=["SCORE.md"])' in spec
