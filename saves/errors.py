"""The one exception a player ever sees from a file, with its message in both languages.

Every failure to read a file of ours — missing, unreadable, damaged, too big, from a
newer game — becomes a :class:`SaveError`, so callers need exactly one ``except``.
The ``key`` says what happened (for code and tests), ``message_en`` / ``message_zh``
say it to a player, ``detail`` says it to a developer reading a log.
"""

from __future__ import annotations

from pathlib import Path

# key: (English, Chinese). Placeholders: {name} file name, {kind_en}/{kind_zh} what it is,
# {found}/{supported} format versions.
MESSAGES: dict[str, tuple[str, str]] = {
    "missing": (
        "The {kind_en} {name} does not exist.",
        "{kind_zh} {name} 不存在。",
    ),
    "unreadable": (
        "The {kind_en} {name} could not be read. Check that it is not open in another program.",
        "无法读取{kind_zh} {name}。请确认它没有被其他程序占用。",
    ),
    "too_large": (
        "The file {name} is far too large to be a {kind_en}; it was not opened.",
        "文件 {name} 太大，不可能是{kind_zh}，没有打开。",
    ),
    "damaged": (
        "The {kind_en} {name} is damaged and cannot be opened.",
        "{kind_zh} {name} 已损坏，无法打开。",
    ),
    "wrong_format": (
        "The file {name} is not a {kind_en}.",
        "文件 {name} 不是{kind_zh}。",
    ),
    "bad_data": (
        "The {kind_en} {name} contains data this game does not understand.",
        "{kind_zh} {name} 中有本游戏无法识别的数据。",
    ),
    "future_version": (
        (
            "The {kind_en} {name} was made by a newer version of the game (format {found}; "
            "this version reads up to {supported}). Please update the game to open it."
        ),
        (
            "{kind_zh} {name} 由更新版本的游戏创建（格式 {found}，本版本最高支持 {supported}）。"
            "请更新游戏后再打开。"
        ),
    ),
    "too_old": (
        (
            "The {kind_en} {name} is from an old version of the game (format {found}) "
            "that this version can no longer read."
        ),
        "{kind_zh} {name} 来自旧版本的游戏（格式 {found}），本版本已无法读取。",
    ),
    "set_aside": (
        (
            "Damaged records in the {kind_en} {name} were set aside in “{found}” in the same folder; "
            "everything else loaded."
        ),
        "{kind_zh} {name} 中有损坏的记录，已另存到同一文件夹的“{found}”，其余内容正常读取。",
    ),
    "kept_apart": (
        (
            "The {kind_en} {name} cannot be read (or is from a newer version of the game), so it "
            "is left as it is; until it can be read, statistics are kept in “{found}” beside it."
        ),
        "无法读取{kind_zh} {name}（或它来自更新版本的游戏），已原样保留；在能读取之前，统计记入同一文件夹的“{found}”。",
    ),
    "not_a_file": (
        (
            "{name} is a link, a pipe or a device where the {kind_en} should be; "
            "it was not opened, and was renamed so that the game can go on."
        ),
        "{name} 是链接、管道或设备，而不是{kind_zh}；没有打开，已改名以便游戏继续。",
    ),
    "link_refused": (
        (
            "The {kind_en} {name} was not saved: it or its folder is a link to somewhere else, "
            "and the game does not write through links."
        ),
        "未保存{kind_zh} {name}：它或它所在的文件夹是指向别处的链接，游戏不会通过链接写入。",
    ),
    "in_use": (
        (
            "The {kind_en} {name} was not saved: the save folder was removed while the game "
            "ran, and another copy of the game now uses it. Close one of the two."
        ),
        "未保存{kind_zh} {name}：游戏运行时存档文件夹被删除，现在另一个游戏窗口正在使用它。请关闭其中一个。",
    ),
    "write_failed": (
        "The {kind_en} {name} could not be saved. Check the free disk space and permissions.",
        "无法保存{kind_zh} {name}。请检查磁盘空间和权限。",
    ),
}

# Failures that mean the file's content is bad for good, so it may be moved aside.
# Not "unreadable" (a locked file is fine), not "future_version" (a newer game needs it),
# not "too_old" (an older game could still read it).
CORRUPT_KEYS = frozenset({"too_large", "damaged", "wrong_format", "bad_data", "not_a_file"})


class SaveError(Exception):
    """A file could not be read or written; the messages are fit to show a player."""

    def __init__(
        self,
        key: str,
        path: Path | None = None,
        *,
        detail: str = "",
        kind_en: str = "file",
        kind_zh: str = "文件",
        found: object = "",
        supported: object = "",
    ) -> None:
        if key not in MESSAGES:
            raise ValueError(f"unknown SaveError key {key!r}")
        self.key = key
        self.path = path
        self.detail = detail
        fields = {
            "name": f"“{path.name}”" if path is not None else "",
            "kind_en": kind_en,
            "kind_zh": kind_zh,
            "found": found,
            "supported": supported,
        }
        en, zh = MESSAGES[key]
        self.message_en = " ".join(en.format(**fields).split())
        self.message_zh = zh.format(**fields).replace("  ", " ").replace(" 。", "。")
        super().__init__(key)

    def __str__(self) -> str:
        """English message plus the technical detail: what a log should say."""
        return self.message_en + (f" [{self.detail}]" if self.detail else "")

    @property
    def corrupt(self) -> bool:
        """True when the content itself is bad, so moving the file aside loses nothing usable."""
        return self.key in CORRUPT_KEYS

    def message(self, language: str) -> str:
        """The player-facing message in ``language`` ("zh" or "en"; anything else gives English)."""
        return self.message_zh if language == "zh" else self.message_en
