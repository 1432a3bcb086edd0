"""Strings of the practice feature: key -> (中文, English)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # the table's practice tools
    "practice.tag": ("练习模式", "Practice"),
    "practice.not_counted": ("练习，不计入统计", "practice, not in statistics"),
    "practice.undo": ("撤销", "Undo"),
    "practice.show_all": ("全部手牌", "All hands"),
    "practice.counter": ("记牌器", "Card counter"),
    "practice.nothing_to_undo": (
        "这一局还没有你可以撤销的出牌",
        "No play of yours to take back in this hand",
    ),
    "practice.undone": ("已撤销你的上一张出牌", "Your last play was taken back"),
    "practice.counter_title": ("记牌器 · 别家手中的分牌", "Counter: others hold"),
    "practice.counter_title_short": ("别家手中的分牌", "Others hold"),
    "practice.counter_both": ("= 两张都在", "= both copies"),
    "practice.no_hearts_out": ("红桃已全部出完", "No hearts left in other hands"),
    "practice.no_specials_out": (
        "猪、羊、变压器都不在别家手中",
        "Pig, sheep, transformer: none in other hands",
    ),
    "practice.voids": ("缺门：{voids}", "Void: {voids}"),
    "practice.no_voids": ("暂无", "none shown yet"),
    "practice.advice_caption": (
        "牌上方的数字：亮这张牌的得失估算（模拟 {n} 副牌）",
        "Over each card: what exposing it wins ({n:simulated deal|simulated deals})",
    ),
    "practice.advice_working": ("正在估算亮牌的得失…", "Estimating what exposing is worth…"),
    # the new-game form
    "practice.form.practice": ("练习", "Practice"),
    "practice.form.practice.help": (
        "可撤销、看全部手牌、记牌器、亮牌估算；不计入统计",
        "Undo, all hands, counter, exposure advice; not in statistics",
    ),
    "practice.form.deal": ("牌号", "Deal #"),
    "practice.form.deal_hint": ("随机", "random"),
    "practice.form.seat": ("你坐", "You"),  # not the seats panel's "座位 / Seats"
    "practice.form.deal.help": (
        "同一牌号和座位拿到同样的牌：和朋友比成绩",
        "Same deal # and seat, same cards: compare with friends",
    ),
    "practice.form.bad_deal": (
        "牌号须是 1 到 99999999 之间的整数",
        "A deal number is a whole number from 1 to 99999999",
    ),
    "practice.form.digits_only": ("牌号只能输入数字", "Only digits can be typed in a deal number"),
}
