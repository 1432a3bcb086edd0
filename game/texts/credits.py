"""Strings of the About screen (关于), and reading the third-party notices shipped with the game.

The list of components is not written here: it is the table of ``assets/notices/README.md``,
the same notices the build puts beside the executables, so the screen and the files never
disagree. Only what each component does is said here in Chinese as well.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib.resources import files

STRINGS: dict[str, tuple[str, str]] = {
    "credits.button": ("关于", "About"),
    "credits.title": ("关于拱猪", "About Gongzhu"),
    "credits.version": ("版本 {version}", "Version {version}"),
    "credits.licence": (
        "本游戏以 MIT 许可证发布：可以自由使用、复制、修改和分发。",
        "The game is released under the MIT licence: free to use, copy, change and share.",
    ),
    "credits.art": (
        "牌面、头像和音效都由游戏自己的代码绘制与合成，同样以 MIT 许可证发布。",
        "The cards, the portraits and the sounds are drawn and made by the game's own code, under the same MIT licence.",
    ),
    "credits.beside": (
        "这些许可证的全文也放在游戏程序旁的 notices 文件夹里。",
        "The full texts are also in the notices folder beside the game.",
    ),
    "credits.row": ("{licence} · {used_for}", "{licence} · {used_for}"),
    "credits.open_hint": (
        "点一行看许可证全文 · 滚轮或方向键滚动",
        "Click a row to read its licence · wheel or arrows to scroll",
    ),
    "credits.text_hint": (
        "Esc 返回列表 · 滚轮或方向键滚动",
        "Esc: back to the list · wheel or arrows to scroll",
    ),
    "credits.missing": (
        "这份许可证只在打包好的游戏里（{file}）。",
        "This licence comes with the packaged game only ({file}).",
    ),
}

# What each component does, in Chinese (English: the README's own column).
USED_FOR_ZH: dict[str, str] = {
    "拱猪 Gongzhu": "游戏本身",
    "Python": "运行游戏",
    "pygame-ce": "窗口、绘图、输入和声音",
    "SDL2": "窗口、输入和声音输出",
    "SDL2_ttf": "文字",
    "SDL2_mixer": "声音",
    "SDL2_image": "图片文件（pygame-ce 加载）",
    "SDL_gfx (parts, inside pygame-ce)": "画图形",
    "FreeType": "字体渲染",
    "HarfBuzz": "文字排版",
    "Brotli": "压缩字体（FreeType）",
    "libpng": "PNG 图片",
    "zlib": "压缩",
    "libjpeg-turbo": "JPEG 图片",
    "libtiff": "TIFF 图片",
    "libwebp": "WebP 图片",
    "libogg, libvorbis": "Ogg Vorbis 声音",
    "Opus": "Opus 声音",
    "opusfile": "Opus 声音文件",
    "FLAC": "FLAC 声音",
    "mpg123": "MP3 声音",
    "FluidSynth": "MIDI 音乐",
    "libsndfile": "声音文件（FluidSynth）",
    "WavPack": "WavPack 声音",
    "libxmp": "模块音乐",
    "PortMidi": "MIDI 设备",
    "alsa-lib (Linux builds)": "声音输出（Linux 版）",
    "libstdc++, libgcc_s (Linux builds)": "C++ 和 C 运行库（所带的程序库用，Linux 版）",
    "libffi (Linux builds)": "ctypes（Python，Linux 版）",
    "bzip2 (Linux builds)": "bz2 压缩（Python，Linux 版）",
    "XZ Utils (Linux builds)": "lzma 压缩（Python，Linux 版）",
    "libuuid (Linux builds)": "uuid（Python，Linux 版）",
    "platformdirs": "存档和设置的位置",
    "Noto Sans CJK SC (subset)": "游戏的字体",
}


@dataclass(frozen=True)
class Component:
    """One row of the notices' table: a bundled component and where its licence text is."""

    name: str
    used_for: str  # English, as the README says it
    licence: str
    text_file: str  # relative to assets/notices/ (the fonts' is ../fonts/OFL.md)

    def used_for_in(self, language: str) -> str:
        return USED_FOR_ZH.get(self.name, self.used_for) if language == "zh" else self.used_for


def components() -> list[Component]:
    """The bundled components, read from the notices' README table ([] if it is missing)."""
    try:
        readme = files("assets").joinpath("notices", "README.md").read_text(encoding="utf-8")
    except OSError:
        return []
    rows: list[Component] = []
    for line in readme.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("component", "") or set(cells[0]) <= set("-"):
            continue
        name, used_for, licence, text = cells
        rows.append(Component(name, used_for, licence, text.split(" ")[0]))
    return rows


def licence_text(component: Component) -> str | None:
    """The licence text a component's row names; None where only the packaged game has it."""
    parts = component.text_file.split("/")
    node = files("assets").joinpath("notices")
    if parts[0] == "..":
        node, parts = files("assets"), parts[1:]
    try:
        return node.joinpath(*parts).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
