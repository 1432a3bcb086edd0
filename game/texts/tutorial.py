"""Strings of the tutorial feature: key -> (中文, English)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # the lesson list and the panel on the table
    "tutorial.title_button": ("教程", "Tutorial"),
    "tutorial.heading": ("教程", "Tutorial"),
    "tutorial.intro": (
        "七节短课，每节在真实牌桌上练一个局面。",
        "Seven short lessons, each a position on the real table.",
    ),
    "tutorial.lesson_n": ("第 {n} 课", "Lesson {n}"),
    "tutorial.done_mark": ("已完成", "done"),
    "tutorial.progress": ("已完成 {n} / {total} 课", "{n} of {total} lessons done"),
    "tutorial.prev": ("上一步  B", "Back  B"),
    "tutorial.next": ("下一步  N", "Next  N"),
    "tutorial.task_line": ("任务：{text}", "Task: {text}"),
    "tutorial.try_again": (
        "不是这一手——看教程框的说明，再试一次",
        "Not that one: read the lesson panel and try again",
    ),
    "tutorial.well_done": ("做得好！", "Well done!"),
    "tutorial.next_lesson": ("下一课  N", "Next lesson  N"),
    "tutorial.lessons": ("课程列表", "Lessons"),
    "tutorial.restart": ("重新开始", "Restart"),
    "tutorial.read_first": (
        "先读完讲解：按「下一步 N」翻到任务，再按任务出牌。",
        "Read the lesson first: Next (N) leads to the task, then play the card it asks for.",
    ),
    "tutorial.read_first_toast": ("先看完讲解，再出牌", "Read the lesson first, then play"),
    "tutorial.all_done": (
        "七课全部完成！去打一盘真正的牌吧。",
        "All seven lessons done! Time for a real game.",
    ),
    "tutorial.last_done": (
        "这是最后一课。已完成 {n}/{total} 课，还有 {left} 课在课程列表里等你。",
        "That was the last lesson. {n} of {total} done: {left:lesson waits|lessons wait} in the list.",
    ),
    "tutorial.no_hint": (
        "教程里不用提示：看教程框的说明",
        "No hints in lessons: read the lesson panel",
    ),
    "tutorial.page": ("{n}/{total}", "{n}/{total}"),
    # 1. the scoring cards
    "tutorial.scoring.title": ("分牌", "The scoring cards"),
    "tutorial.scoring.page1": (
        "只有 16 张牌计分：13 张红桃、♠Q（猪）、♦J（羊）和 ♣10（变压器）。谁赢一圈，谁就收下圈里的分牌。",
        (
            "Only 16 cards score: the 13 hearts, ♠Q (the pig), ♦J (the sheep) and ♣10 (the "
            "transformer). Whoever wins a trick takes its scoring cards."
        ),
    ),
    "tutorial.scoring.page2": (
        "红桃是负分：♥A −50，♥K −40，♥Q −30，♥J −20，♥10 到 ♥5 各 −10，♥4 到 ♥2 为 0。猪是 −100。",
        (
            "Hearts count minus: ♥A −50, ♥K −40, ♥Q −30, ♥J −20, ♥10 down to ♥5 −10 each, ♥4 to ♥2 "
            "nothing. The pig is −100."
        ),
    ),
    "tutorial.scoring.page3": (
        "羊 ♦J 是 +100，值得去赢。变压器 ♣10 把分数翻倍（第 5 课）。每家收到的分牌和得分显示在座位旁。",
        (
            "The sheep ♦J is +100: worth winning. The transformer ♣10 doubles a score (lesson 5). "
            "Each seat's taken cards and score lie beside it."
        ),
    ),
    "tutorial.scoring.task": (
        "东家出 ♦10，北家跟了羊 ♦J。赢下这一圈，把羊收进来。",
        "East led ♦10 and North played the sheep ♦J. Win this trick and take the sheep.",
    ),
    "tutorial.scoring.why": (
        "♦3 赢不了：东家的 ♦10 会赢，羊的 +100 就归东家。用 ♦A 赢下它。",
        "♦3 cannot win: East's ♦10 would take the sheep's +100. Win it with ♦A.",
    ),
    "tutorial.scoring.done": (
        "羊归你了：+100。一手的得分就看收到哪些分牌。",
        "The sheep is yours: +100. A hand's score is the scoring cards you take.",
    ),
    # 2. following suit and discarding
    "tutorial.follow.title": ("跟牌与垫牌", "Following suit and discarding"),
    "tutorial.follow.page1": (
        "第一张牌定下这一圈的花色。手里有这个花色就必须跟；这个花色最大的牌赢。",
        (
            "The first card sets the trick's suit. If you hold that suit you must play it; the "
            "highest card of the suit wins."
        ),
    ),
    "tutorial.follow.page2": (
        "没有这个花色时可以出任何牌，这叫垫牌。垫的牌赢不了，正好把危险的分牌（比如猪）送给别人。",
        (
            "With none of that suit you may play any card: a discard. A discard never wins, so it is "
            "the moment to give a dangerous card, like the pig, away."
        ),
    ),
    "tutorial.follow.task1": (
        "西家出 ♣K。你有梅花，必须跟梅花。",
        "West led ♣K. You hold clubs, so you must follow with a club.",
    ),
    "tutorial.follow.task2": (
        "北家出 ♦5，你没有方块。把你的猪 ♠Q 垫出去！",
        "North led ♦5 and you have no diamonds. Discard your pig ♠Q!",
    ),
    "tutorial.follow.why": (
        "可以垫这张，但猪 ♠Q 还在你手里。没有方块正是垫猪的好机会：赢这一圈的人收下 −100。",
        (
            "Allowed, but your pig ♠Q stays in your hand. With no diamonds you can discard it: the "
            "trick's winner takes the −100."
        ),
    ),
    "tutorial.follow.done": (
        "西家赢了这一圈，收下了你的猪。",
        "West won the trick and took your pig.",
    ),
    # 3. ducking under the pig
    "tutorial.duck.title": ("躲猪", "Ducking under the pig"),
    "tutorial.duck.page1": (
        "猪 ♠Q 还没出时，黑桃圈要小心：你用 ♠A 或 ♠K 赢下这一圈，猪就可能落到你手里。",
        (
            "While the pig ♠Q is still out, beware of spade tricks: win one with ♠A or ♠K and the pig"
            " may fall into it."
        ),
    ),
    "tutorial.duck.page2": (
        "躲在猪下面：出比 ♠Q 小的黑桃，让别人去赢这一圈。",
        "Duck under the pig: play a spade lower than ♠Q and let someone else win the trick.",
    ),
    "tutorial.duck.task": (
        "西家出 ♠8，猪还没出。出一张比 ♠Q 小的黑桃。",
        "West led ♠8 and the pig is still out. Play a spade lower than ♠Q.",
    ),
    "tutorial.duck.why": (
        "这张会赢下这一圈，北家的 ♠Q 正好落在它下面：你得 −100。出 ♠J 或 ♠5。",
        (
            "That card would win the trick, with North's ♠Q falling under it: −100 for you. Play ♠J "
            "or ♠5."
        ),
    ),
    "tutorial.duck.done": (
        "北家只剩 ♠Q 可跟，只好自己赢下了猪。",
        "North had only the ♠Q to follow with and won its own pig.",
    ),
    # 4. exposure
    "tutorial.expose.title": ("亮牌", "Exposure (亮牌)"),
    "tutorial.expose.page1": (
        "发完牌有一个亮牌时段：你可以把手里的猪、羊、变压器或 ♥A 亮给大家看。",
        (
            "After the deal comes the exposure window: you may show the pig, sheep, transformer or ♥A"
            " you hold to everyone."
        ),
    ),
    "tutorial.expose.page2": (
        "亮出的牌分值翻倍：猪 −200，羊 +200，变压器 ×4，亮 ♥A 则所有红桃翻倍，不管谁收到。",
        (
            "An exposed card counts double: pig −200, sheep +200, transformer ×4, and an exposed ♥A "
            "doubles every heart, whoever takes them."
        ),
    ),
    "tutorial.expose.page3": (
        "所以只亮你能控制的牌：有大方块时亮羊，猪没有保护时别亮。亮过的牌要等它的花色出过一圈才能随便出。",
        (
            "So expose only what you control: the sheep with top diamonds, never an unguarded pig. An"
            " exposed card is held back until its suit has been led once."
        ),
    ),
    "tutorial.expose.task": (
        "你有羊 ♦J，还有 ♦A ♦K ♦Q ♦10 ♦9。点击 ♦J 把羊亮出来。",
        "You hold the sheep ♦J with ♦A ♦K ♦Q ♦10 ♦9. Click the ♦J to expose the sheep.",
    ),
    "tutorial.expose.why_pig": (
        "你的猪只有 ♠3 一张保护，亮了它，多半是你自己收下 −200。这次只亮羊。",
        (
            "Your pig has only ♠3 to guard it: exposed, you would likely take −200 yourself. Expose "
            "the sheep instead."
        ),
    ),
    "tutorial.expose.why_done": (
        "先别结束：有这么多大方块，羊多半归你。亮了它就是 +200。",
        (
            "Not yet: with these top diamonds the sheep will most likely be yours. Exposed, it is "
            "worth +200."
        ),
    ),
    "tutorial.expose.done": (
        "羊亮出来了：现在谁收到它都算 +200，多半是你。",
        "The sheep is exposed: it now counts +200 for whoever takes it, most likely you.",
    ),
    # 5. the transformer
    "tutorial.transformer.title": ("变压器", "The transformer"),
    "tutorial.transformer.page1": (
        "变压器 ♣10 把收到它的人这一手的得分翻倍：−100 变 −200，+100 变 +200。",
        (
            "The transformer ♣10 doubles the hand score of whoever takes it: −100 becomes −200, +100 "
            "becomes +200."
        ),
    ),
    "tutorial.transformer.page2": (
        "如果除了变压器你没收到别的分牌，它单独算 +50（亮过是 +100）。",
        "If it is the only scoring card you take, it scores +50 on its own (+100 if exposed).",
    ),
    "tutorial.transformer.page3": (
        "所以要看清变压器会落到谁手里：别让已经收了羊的人拿到它。",
        "So watch who would get it: don't let a player who has the sheep take it.",
    ),
    "tutorial.transformer.task": (
        "东家收过羊（+100），现在出 ♣K，北家跟了 ♣10。你还没收分：用 ♣A 赢下变压器。",
        (
            "East has the sheep (+100) and led ♣K; North played the ♣10. You have taken nothing: win "
            "the transformer with ♣A."
        ),
    ),
    "tutorial.transformer.why": (
        "♣2 让东家的 ♣K 赢：变压器会把东家的羊翻成 +200。用 ♣A 拿下它，单独算你 +50。",
        (
            "♣2 lets East's ♣K win: the transformer would double East's sheep to +200. Take it with "
            "♣A: alone it gives you +50."
        ),
    ),
    "tutorial.transformer.done": (
        "你只收了变压器：单独算 +50。",
        "You took only the transformer: +50 on its own.",
    ),
    # 6. all hearts
    "tutorial.allhearts.title": ("全红", "All hearts (全红)"),
    "tutorial.allhearts.page1": (
        "一个人收齐全部 13 张红桃叫全红：红桃由负变正，−200 变成 +200。",
        "Taking all 13 hearts is 全红: the hearts turn from minus to plus, −200 becomes +200.",
    ),
    "tutorial.allhearts.page2": (
        "西家已经收了 8 张红桃。让他收齐，他这一手就从大负变成大正。",
        (
            "West has already taken 8 hearts. If West gets them all, the hand swings from a big minus"
            " to a big plus."
        ),
    ),
    "tutorial.allhearts.page3": (
        "阻止全红只要自己收下一张红桃：花一点分，挡住他的 +200。",
        "To stop it, take one heart yourself: it costs you a little and denies the +200.",
    ),
    "tutorial.allhearts.task": (
        "西家出 ♥9，东家和北家已没有红桃。用 ♥K 赢下这一圈，拦住全红。",
        "West led ♥9; East and North have no hearts left. Win with ♥K to stop the 全红.",
    ),
    "tutorial.allhearts.why": (
        "♥2 让西家又赢一圈，离全红更近。用 ♥K 赢下来只花 −50，比让他拿 +200 好得多。",
        (
            "♥2 lets West win again, one step nearer 全红. Winning with ♥K costs you −50, far better "
            "than handing West +200."
        ),
    ),
    "tutorial.allhearts.done": (
        "你收了两张红桃：西家不可能全红了。",
        "You took two hearts: West can no longer take them all.",
    ),
    # 7. two decks: pairs
    "tutorial.pairs.title": ("双副牌的对子", "Two decks: pairs"),
    "tutorial.pairs.page1": (
        "拱双猪用两副牌，每张牌都有两张。两张一样的牌是对子，先出的人可以出对子。",
        (
            "拱双猪 uses two decks: every card exists twice. Two identical cards are a pair, and the "
            "leader may lead one."
        ),
    ),
    "tutorial.pairs.page2": (
        "跟对子要出两张：有这个花色的对子必须出对子；没有就出两张同花色；只有一张就配一张别的。",
        (
            "Against a pair you play two cards: a pair of the suit if you have one, else two cards of"
            " the suit, else your one card of it and any other."
        ),
    ),
    "tutorial.pairs.page3": (
        "只有两张都是这个花色才能赢。在 ♠ ♥ ♣ 里，不成对的两张大于任何对子。",
        "Only two cards of the led suit can win. In ♠ ♥ ♣, two unpaired cards beat any pair.",
    ),
    "tutorial.pairs.page4": (
        "在 ♦ 里正好相反：对子大于任何不成对的两张。两个对子比点数。",
        (
            "In ♦ it is the other way round: a pair beats any two unpaired cards. Two pairs compare "
            "by rank."
        ),
    ),
    "tutorial.pairs.task1": (
        "东家出 ♣7 对，北家西家跟了对子。你没有梅花对子：点两张梅花出牌，它们能赢。",
        (
            "East led a pair of ♣7; North and West followed with pairs. You have no club pair: click "
            "two clubs to play them. They win."
        ),
    ),
    "tutorial.pairs.task2": (
        "该你出牌。出一个能赢的对子：在方块里对子最大。",
        "Your lead. Lead a pair that wins: in diamonds a pair is strongest.",
    ),
    "tutorial.pairs.why_suit": (
        "黑桃对子会输：东家有 ♠3 ♠2，不成对的两张黑桃就能压过你的 ♠K 对。出 ♦9 对。",
        (
            "A spade pair loses: East holds ♠3 ♠2, and two unpaired spades beat your ♠K pair. Lead "
            "the ♦9 pair."
        ),
    ),
    "tutorial.pairs.why_single": (
        "这节课要出对子：点一张成对的牌会选中两张，再点一次就出对子。",
        (
            "This lesson asks for a pair: click a card of a pair to select both, then click it again "
            "to lead them."
        ),
    ),
    "tutorial.pairs.done": (
        "东家的 ♦A ♦3 不成对，输给了你的 ♦9 对。",
        "East's unpaired ♦A ♦3 lost to your ♦9 pair.",
    ),
}
