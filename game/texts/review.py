"""Strings of the review feature (复盘): key -> (中文, English)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "review.button": ("复盘", "Review"),
    "review.title": ("复盘 · 第 {n} 局", "Review · Hand {n}"),
    "review.subtitle": (
        "{name} · 本局 {score} · 牌号 #{deal}",
        "{name} · this hand {score} · deal #{deal}",
    ),
    "review.analysing": ("分析中…", "Analysing…"),
    "review.analysing_note": (
        "专家电脑正按你当时看得到的牌，重新推演你的每一个决定",
        "The expert AI is replaying each of your decisions from what you could see then",
    ),
    "review.col_trick": ("圈", "Trick"),
    "review.col_made": ("你的选择", "Your move"),
    "review.col_better": ("更好的选择", "Better"),
    "review.col_cost": ("损失", "Cost"),
    "review.col_why": ("原因", "Why"),
    "review.exposure": ("亮牌", "Expose"),
    "review.none": (
        "这一局没有损失 {n} 分以上的决定。",
        "No decision in this hand cost {n:point|points} or more.",
    ),
    "review.looked_at": (
        "看了你的 {n} 个决定（只能那样出的不算）。",
        "{n:of your decisions was|of your decisions were} looked at (forced plays are not counted).",
    ),
    "review.note": (
        (
            "损失：按你当时看得到的牌试打许多牌局，这一步平均让你比对手少得的分；"
            "原因里各项的分加起来就是它。只列出 {n} 分以上的。"
        ),
        (
            "Cost: points a move lost you against the others, on average over deals that fit"
            " what you saw; the parts in Why add up to it. Only costs of {n} or more are listed."
        ),
    ),
    "review.note_team": (
        "按本队对对方算。",
        "Counted team against team.",
    ),
    "review.failed": ("复盘失败：{msg}", "The review failed: {msg}"),
    "review.play_on": ("从这里继续", "Play on from here"),
    "review.pick": (
        "先在列表里选一条，再从那里继续。",
        "Select an entry in the list first, then play on from there.",
    ),
    "review.back_to_review": ("返回复盘", "Back to review"),
    "review.practice": (
        "练习：这一局不存档，也不计入统计",
        "Practice: this hand is not saved or counted",
    ),
    "review.replayed": (
        "从{where}继续：这次本局 {score}（原来 {was}）",
        "Played on from {where}: {score} this hand (was {was})",
    ),
    "review.from_trick": ("第 {n} 圈", "trick {n}"),
    "review.from_exposure": ("亮牌阶段", "the exposures"),
    "review.act.expose": ("亮 {card}", "expose {card}"),
    "review.act.first": ("首明 {card}", "expose {card} ×4"),
    "review.act.done": ("不再亮牌", "no more exposing"),
    "review.act.decline": ("不首明", "first card hidden"),
    "review.act.claim": ("摊牌", "claim"),
    "review.act.swap": ("猪羊变色", "swap"),
    "review.act.no_swap": ("不变色", "no swap"),
}
