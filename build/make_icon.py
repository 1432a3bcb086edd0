"""Draw the application icon — a 猪 card (the queen of spades) — and save PNG, ICO and ICNS,
and the Linux icon theme's sizes (``hicolor/NxN/apps/org.gongzhu.game.png``, 16 to 512).

Why procedural: no image file to license or keep in git; ``make dist`` runs this before
PyInstaller. Pygame draws the card with the bundled font; the ICO and ICNS containers
are written here (both may hold PNG images), so neither Pillow nor iconutil is needed.

    python build/make_icon.py [OUT_DIR]      # default: build/out/icon
"""

from __future__ import annotations

import io
import os
import struct
import sys
from importlib.resources import files
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "build" / "out" / "icon"
MASTER = 1024
APP_ID = "org.gongzhu.game"  # the .desktop file's name and Icon= (build/linux/)
# The sizes of the freedesktop icon theme a desktop looks up (menus 16–48, docks 64–128,
# software centres 128–512); installed under share/icons/hicolor/.
LINUX_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
}

PAPER = (250, 248, 240)
INK = (28, 28, 30)
RED = (196, 38, 46)
GOLD = (242, 201, 76)
FELT = (22, 96, 58)


def _font(px: int) -> pygame.font.Font:
    data = files("assets").joinpath("fonts", "NotoSansCJKsc-Bold-subset.otf").read_bytes()
    return pygame.font.Font(io.BytesIO(data), px)


def draw(size: int = MASTER) -> pygame.Surface:
    """The icon at ``size`` pixels: a card on a felt disc, 猪 in the middle, ♠Q corners."""
    pygame.font.init()
    s = size / 1024
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, FELT, (size // 2, size // 2), int(500 * s))
    card = pygame.Rect(0, 0, int(600 * s), int(840 * s))
    card.center = (size // 2, size // 2)
    shadow = card.move(int(18 * s), int(22 * s))
    pygame.draw.rect(surf, (0, 0, 0, 90), shadow, border_radius=int(60 * s))
    pygame.draw.rect(surf, PAPER, card, border_radius=int(60 * s))
    pygame.draw.rect(
        surf,
        GOLD,
        card.inflate(-int(50 * s), -int(50 * s)),
        width=max(1, int(14 * s)),
        border_radius=int(40 * s),
    )
    pig = _font(int(430 * s)).render("猪", True, RED)
    surf.blit(pig, pig.get_rect(center=(card.centerx, card.centery + int(10 * s))))
    corner = _font(int(120 * s)).render("Q♠", True, INK)
    surf.blit(corner, (card.left + int(60 * s), card.top + int(40 * s)))
    flipped = pygame.transform.rotate(corner, 180)
    surf.blit(
        flipped, flipped.get_rect(bottomright=(card.right - int(60 * s), card.bottom - int(40 * s)))
    )
    return surf


def png_bytes(surf: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surf, out, "icon.png")
    return out.getvalue()


def scaled(master: pygame.Surface, px: int) -> pygame.Surface:
    return pygame.transform.smoothscale(master, (px, px))


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """An ICO holding PNG images (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for px, data in sorted(images.items()):
        dim = 0 if px >= 256 else px  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


def icns_bytes(images: dict[bytes, bytes]) -> bytes:
    """An ICNS holding PNG images (macOS 10.7 and later)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else DEFAULT_OUT
    out.mkdir(parents=True, exist_ok=True)
    master = draw()
    sizes = set(ICO_SIZES) | set(ICNS_TYPES.values()) | set(LINUX_SIZES)
    png = {px: png_bytes(scaled(master, px)) for px in sizes}
    for px in LINUX_SIZES:
        folder = out / "hicolor" / f"{px}x{px}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{APP_ID}.png").write_bytes(png[px])
    (out / "gongzhu.png").write_bytes(png[256])
    (out / "gongzhu.ico").write_bytes(ico_bytes({px: png[px] for px in ICO_SIZES}))
    (out / "gongzhu.icns").write_bytes(icns_bytes({k: png[px] for k, px in ICNS_TYPES.items()}))
    print(f"icon: {out}/gongzhu.png .ico .icns, hicolor/{{16..512}}/apps/{APP_ID}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
