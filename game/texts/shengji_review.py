"""Strings of 升级's post-hand review (复盘): key -> (中文, English).

Figures come from the engine (engine/shengji/review.py): points are the defenders' total in
the person's favour, split as §8 adds it up; levels are tenths of a level, shown as 0.4.
No sentence counts the sampled deals: the player is told what happens, not how it was found.
"""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "sjr.button": ("复盘 (R)", "Review (R)"),
    "sjr.title": ("复盘 · 第 {n} 盘", "Review · Hand {n}"),
    "sjr.subtitle": (
        "你：{seat} · 庄家 {declarer} · {level} · {trump} · 闲家 {points} 分",
        "You: {seat} · declarer {declarer} · {level} · {trump} · defenders {points} pts",
    ),
    "sjr.analysing": (
        "分析中……电脑正按你当时看得到的牌重新推演每一步",
        "Analysing… the computer replays each decision from what you could see then",
    ),
    "sjr.failed": (
        "复盘没能完成（{msg}）。按 R 再试一次。",
        "The review could not finish ({msg}). Press R to try again.",
    ),
    "sjr.progress": ("（{k} / {n} 步）", "({k} of {n:decision|decisions})"),
    "sjr.step": ("第 {i} / {n} 步", "Decision {i} of {n}"),
    "sjr.trick": ("第 {n} 圈", "Trick {n}"),
    "sjr.kind.lead": ("你先出", "your lead"),
    "sjr.kind.follow": ("你跟牌", "your follow"),
    "sjr.kind.bury": ("扣底", "the burial"),
    "sjr.on_table": ("桌上", "On the table"),
    "sjr.nothing_led": ("这一圈由你先出", "You lead this trick"),
    "sjr.your_hand": (
        "你当时的牌（金框：你出的；绿框：更好的）",
        "Your cards then (gold: played; green: better)",
    ),
    "sjr.your_hand_plain": ("你当时的牌（金框：你出的）", "Your cards then (gold: played)"),
    "sjr.made": ("你出：{cards}", "You played: {cards}"),
    "sjr.made_bury": ("你扣：{cards}", "You buried: {cards}"),
    "sjr.better": ("更好：{cards}", "Better: {cards}"),
    "sjr.forced": ("只能这样出，不算在复盘里。", "The only play you had: not judged."),
    "sjr.waiting": ("这一步还在分析……", "This decision is still being analysed…"),
    "sjr.fine": ("这一步不亏。{why}", "No loss here. {why}"),
    "sjr.close": (
        "也可以{cards}，但差别很小，不算失误。",
        "{cards} was about as good: not a mistake.",
    ),
    # what the play does to the trick (the share of the sampled hands, in words)
    "sjr.goes.ours_always": ("这一圈归本方", "this trick goes to your side"),
    "sjr.goes.ours_mostly": ("这一圈多半归本方", "this trick usually goes to your side"),
    "sjr.goes.theirs_mostly": ("这一圈多半归对方", "this trick usually goes to the other side"),
    "sjr.goes.theirs_always": ("这一圈归对方", "this trick goes to the other side"),
    "sjr.trick_made": (
        "出{cards}，{goes}（圈里约 {n} 分）",
        "With {cards}, {goes} (about {n:point|points} in it)",
    ),
    "sjr.trick_best": ("出{cards}，{goes}", "with {cards}, {goes}"),
    "sjr.kitty_made": (
        "扣{cards}，对方抠底平均得 {n} 分",
        "Burying {cards}, the other side wins on average {n:point|points} from the kitty",
    ),
    "sjr.kitty_best": ("扣{cards}，{n} 分", "burying {cards}, {n:point|points}"),
    "sjr.join": ("；", "; "),
    "sjr.end": ("。", "."),
    # the loss, its parts adding up to it
    "sjr.loss": (
        "这一步平均亏 {points} 分{parts}，{levels} 级",
        "On average this cost {points:point|points}{parts} and {levels} levels",
    ),
    "sjr.parts": ("（{parts}）", " ({parts})"),
    "sjr.part.tricks": ("圈里 {n} 分", "{n} in tricks"),
    "sjr.part.kitty": ("底牌 {n} 分", "{n} from the kitty"),
    "sjr.part.penalty": ("罚分 {n} 分", "{n} in penalties"),
    "sjr.part_sep": ("、", ", "),
    "sjr.why_best": ("更好的理由：{why}", "Why it is better: {why}"),
    # the hand's total
    "sjr.total": (
        "本盘合计：{n} 步失误，共亏 {points} 分、{levels} 级（上面各步相加）",
        "This hand: {n:mistake|mistakes}, {points:point|points} and {levels} levels lost in all (the sum of the steps)",
    ),
    "sjr.total_none": (
        "本盘没有亏 {n} 分以上的出牌。",
        "No play in this hand lost {n:point|points} or more.",
    ),
    "sjr.total_waiting": ("本盘合计：分析完再算", "This hand: totalled once analysed"),
    "sjr.note": (
        "按你当时看得到的牌推演，别人的牌另行随机分配；亮主不在复盘里。",
        "Judged from the cards you could see then, the hidden cards dealt at random; declaring is not judged.",
    ),
    "sjr.keys": (
        "←/→ 上一步/下一步 · ↑/↓ 上一个/下一个失误 · Esc 返回",
        "←/→ previous/next decision · ↑/↓ previous/next mistake · Esc back",
    ),
    "sjr.prev": ("上一步", "Previous"),
    "sjr.next": ("下一步", "Next"),
    "sjr.last_trick": ("上一圈（{seat}拿下）", "The last trick (won by {seat})"),
    "sjr.same_trick": (
        "两种出法这一圈结果一样，差别在后面几圈。",
        "This trick goes the same way either way: the difference comes later.",
    ),
    "sjr.mistake": ("失误", "Mistake"),
    "sjr.none": ("这盘你没有可复盘的出牌。", "You made no play in this hand to review."),
    "sjr.unreadable": (
        "这盘记录读不出来，不能复盘。",
        "This hand's record cannot be read: no review.",
    ),
    "sjr.whose": ("复盘谁的出牌 (Tab)", "Whose decisions (Tab)"),
    "sjr.play_on": ("从这一步接着打 (P)", "Play on from here (P)"),
    "sjr.practice": (
        "练习：这一盘从复盘的这一步接着打，不存档，不计入统计和牌局记录。",
        "Practice: this hand played on from the review — not saved, not in statistics or history.",
    ),
    "sjr.practice_badge": ("练习 · 不计分", "Practice · not saved"),
    "sjr.back_to_review": ("回到复盘", "Back to the review"),
    "sjr.rise": ("升 {n} 级", "rose {n:level|levels}"),
    "sjr.rise_none": ("没升级", "did not rise"),
    "sjr.played_on": (
        "从第 {k} 步接着打：防守方 {points} 分，本方{rise}（实战：{real_points} 分，{real_rise}）。{verdict}",
        "Played on from decision {k}: the defenders {points:point|points}, your side {rise} (the real hand: {real_points}, {real_rise}). {verdict}",
    ),
    "sjr.verdict.better": ("比实战好。", "Better than the real hand."),
    "sjr.verdict.worse": ("不如实战。", "Worse than the real hand."),
    "sjr.verdict.same": ("和实战一样。", "The same as the real hand."),
}
