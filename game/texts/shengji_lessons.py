"""The words of 升级's lessons (game/shengji_table/lesson_book.py): each lesson's pages, its
task, the hints for a legal play that is not the lesson's goal, and what it teaches once done.

Why placeholders: the figures a lesson quotes — the trump order, who would take the trick,
the defenders' points — come from the engine at the moment they are shown ({order}, {seat},
{cards}, {d}), so no text can say something the rules do not.
"""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # the list and the panel
    "sjl.heading": ("升级课程", "Shengji lessons"),
    "sjl.intro": (
        "六节短课，每节是真实牌桌上的一个局面。",
        "Six short lessons, each a position on the real table.",
    ),
    "sjl.all_done": (
        "六节课全部完成！去打一局真的吧。",
        "All six lessons done! Time for a real game.",
    ),
    "sjl.illegal": ("规则不允许：{why}", "The rules refuse it: {why}"),
    # 1 trumps
    "sjl.trumps.title": ("主牌和它们的大小", "Trumps and their order"),
    "sjl.trumps.page1": (
        "每副牌都有主牌：两张王、所有级牌（打几就是几），和主花色的其余牌。其余三门是副牌。",
        (
            "Every hand has trumps: the two jokers, every level card (the rank being played), and "
            "the rest of the trump suit. The other three suits are plain."
        ),
    ),
    "sjl.trumps.page2": (
        "这一手的主牌，从大到小（“=”表示一样大）：{order}",
        "This hand's trumps, high to low (“=”: equal): {order}",
    ),
    "sjl.trumps.page3": (
        "东家首出♥A。西家没有红桃，垫了♠7——♠7是级牌，是主！谁能管住它？",
        "East led ♥A. West, out of hearts, played ♠7 — a level card, so a trump! What beats it?",
    ),
    "sjl.trumps.task1": ("出一张牌，拿下这一圈。", "Play one card that wins this trick."),
    "sjl.trumps.loses": (
        "这样{seat}会赢这一圈。♣A 是主，但比所有级牌都小；比副主♠7大的只有正主♣7和王。",
        (
            "Then {seat} would take the trick. ♣A is a trump but ranks below every level card; "
            "only the main level card ♣7 or a joker beats the side level card ♠7."
        ),
    ),
    "sjl.trumps.done": (
        "正主♣7管住了副主♠7。记住顺序：大王、小王、正主、副主（三张一样大）、主花色的 A 到 2。",
        (
            "♣7, the main level card, beat the side level card ♠7. The order: big joker, little "
            "joker, the main level card, the side level cards (all equal), then the trump suit A to 2."
        ),
    ),
    # 2 pairs and tractors
    "sjl.tractors.title": ("对子和拖拉机", "Pairs and tractors"),
    "sjl.tractors.page1": (
        "两副牌时，两张一模一样的牌是对子。大王配小王不是对子，♥7♥7配♦7♦7也不是。",
        (
            "With two decks, two identical cards make a pair. A big and a little joker are no pair; "
            "neither are ♥7 and ♦7."
        ),
    ),
    "sjl.tractors.page2": (
        "同一门里位置相连的两对或更多对是拖拉机（连对）。级牌不在副牌里，所以它两边的牌相连：打 7 时，♥6♥6♥8♥8 是拖拉机。",
        (
            "Two or more pairs in touching places of one suit make a tractor. The level rank is left "
            "out of the plain suits, so the ranks either side touch: at level 7, ♥6♥6♥8♥8 is a tractor."
        ),
    ),
    "sjl.tractors.page3": (
        "你首出。拖拉机很难跟：别人要用同样长的连对才跟得上，否则就得拆牌。",
        (
            "You lead. A tractor is hard to follow: the others need a tractor as long, or must "
            "break their hands."
        ),
    ),
    "sjl.tractors.task1": ("首出一个拖拉机。", "Lead a tractor."),
    "sjl.tractors.not_tractor": (
        "这不是拖拉机。把两对红桃一起选上：打 7 时 6 和 8 相连。",
        "That is no tractor. Choose both heart pairs together: at level 7 the 6s and 8s touch.",
    ),
    "sjl.tractors.fails": (
        "这是甩牌，而且会失败：{seat}有更大的牌。先出拖拉机。",
        "That is a throw, and it would fail: {seat} holds a higher card. Lead the tractor.",
    ),
    "sjl.tractors.done": (
        "拖拉机按最大的一对比大小。跟牌的人有连对就必须出连对。",
        (
            "Tractors compare by their top pair. A follower holding a tractor of that length must "
            "play it."
        ),
    ),
    # 3 the follow duties
    "sjl.follow.title": ("跟牌的责任", "The follow duties"),
    "sjl.follow.page1": (
        "跟牌要出同样张数。先跟同一门；再跟拖拉机；再跟对子——手里有就得出，没有才自由。",
        (
            "Follow with as many cards as led: first the led suit, then tractors, then pairs — "
            "while you hold them. Only then are you free."
        ),
    ),
    "sjl.follow.page2": (
        "没有同门时可以出任何牌，没有毙牌的义务。主牌要和首家的牌型一样才可能赢。",
        (
            "Out of the suit you may play anything: there is no duty to trump. A trump play wins "
            "only with the lead's shape."
        ),
    ),
    "sjl.follow.page3": (
        "东家首出♥9♥9♥10♥10。你有♥A♥A♥6♥4♥3，没有红桃拖拉机。",
        "East led ♥9♥9♥10♥10. You hold ♥A♥A♥6♥4♥3, no heart tractor.",
    ),
    "sjl.follow.task1": (
        "跟四张，守住跟牌的责任。出错了引擎会告诉你原因。",
        "Follow with four cards, keeping the duties. The engine says why if it refuses.",
    ),
    "sjl.follow.done": (
        "对子♥A♥A，再加两张红桃：这正是规则书里的例子。一门出完了，其余才随便出。",
        (
            "The pair ♥A♥A and two more hearts: the rule book's own example. Only when a suit runs "
            "out are the other cards free."
        ),
    ),
    # 4 throws
    "sjl.throws.title": ("甩牌", "Throws"),
    "sjl.throws.page1": (
        "首家可以一次甩出同一门的几组牌。甩牌必须站得住：别人手里没有能管住其中任何一组的牌。底牌不算。",
        (
            "A leader may throw several components of one suit at once. A throw must stand: no "
            "other hand holds anything that beats one of its parts. The kitty does not count."
        ),
    ),
    "sjl.throws.page2": (
        "甩牌失败时，所有牌都亮给大家看，只能出最小的那一组，其余收回。",
        "A failed throw is shown to all; only its smallest beatable part is led, the rest taken back.",
    ),
    "sjl.throws.page3": (
        "♠A 和♠Q 已经出过了。外面的黑桃只剩♠9♠8♠3。",
        "♠A and ♠Q have been played. The spades still out are ♠9, ♠8 and ♠3.",
    ),
    "sjl.throws.task1": ("甩出一把站得住的黑桃。", "Throw spades that stand."),
    "sjl.throws.not_throw": (
        "这只是一组牌。一次选上几张黑桃，一起出。",
        "That is one component only. Choose several spades and lead them together.",
    ),
    "sjl.throws.fails": (
        "这把甩牌会失败：{seat}有能管住的牌，你只能出{cards}。",
        "That throw would fail: {seat} can beat part of it, and you would lead only {cards}.",
    ),
    "sjl.throws.done": (
        "没有人管得住，甩牌成立。甩牌前先数一数外面还有哪些大牌。",
        "Nobody could beat it: the throw stood. Before a throw, count the high cards still out.",
    ),
    # 5 the kitty and 抠底
    "sjl.kitty.title": ("底牌和抠底", "The kitty and the last trick"),
    "sjl.kitty.page1": (
        "庄家拿底牌，再扣下同样多的牌，直到第一次出牌前都可以重扣。底牌里的分最后才算。",
        (
            "The declarer takes the kitty and buries as many cards, and may bury again until his "
            "first lead. The kitty's points count at the end."
        ),
    ),
    "sjl.kitty.page2": (
        "防守方赢了最后一圈就是抠底：底牌的分加倍算给防守方。这里东家坐庄，底牌有 25 分。",
        (
            "When a defender wins the last trick, the kitty's points count double for the "
            "defenders. Here East declares and the kitty holds 25 points."
        ),
    ),
    "sjl.kitty.page3": (
        "你和北家是防守方，只剩两张牌。西家还留着♣8。",
        "You and North defend, two cards each. West still holds ♣8.",
    ),
    "sjl.kitty.task1": ("出牌，让你们赢最后一圈。", "Lead so that your side wins the last trick."),
    "sjl.kitty.lost_last": (
        "现在出大王，最后一圈你只剩♣4，西家的♣8会赢走最后一圈。把大王留到最后。",
        (
            "Lead the big joker now and your ♣4 is left for the last trick: West's ♣8 takes it. "
            "Keep the joker for the end."
        ),
    ),
    "sjl.kitty.task2": ("出最后一张，抠底。", "Play your last card and take the last trick."),
    "sjl.kitty.done": (
        "抠底成功！底牌 {kitty} 分 ×{times}，防守方共得 {d} 分：{row}",
        "The last trick is yours: the kitty's {kitty} points ×{times}; the defenders have {d}: {row}",
    ),
    # 6 points and levels
    "sjl.levels.title": ("分数和升级", "Points and levels"),
    "sjl.levels.page1": (
        "分牌：5 算 5 分，10 和 K 算 10 分。只有防守方的分才算。",
        "Point cards: each 5 counts 5, each 10 and K counts 10. Only the defenders' points count.",
    ),
    "sjl.levels.page2": (
        "一副牌（打40分）：防守方 0 分庄家升两级；5–35 分升一级；40–75 分防守方上台；80 分以上上台并升一级。",
        (
            "One deck: 0 points and the declarers rise two levels; 5–35 one; 40–75 the defenders "
            "take over; 80 or more they take over and rise one."
        ),
    ),
    "sjl.levels.page3": (
        "东家坐庄。你们已经有 35 分。北家用主牌♥9毙了这一圈。",
        "East declares. Your side has 35 points. North has trumped this trick with ♥9.",
    ),
    "sjl.levels.task1": (
        "跟一张方块，让你们上台。",
        "Follow with a diamond so that your side takes over.",
    ),
    "sjl.levels.short": (
        "这样防守方只有 {d} 分，庄家升 {rise} 级。对家赢的圈里给分：垫♦5。",
        (
            "Then the defenders end with {d} points and the declarers rise {rise}. Give points to "
            "the trick your partner wins: play ♦5."
        ),
    ),
    "sjl.levels.task2": ("出最后一张牌。", "Play your last card."),
    "sjl.levels.done": (
        "防守方 {d} 分：{row} 下一副由防守方坐庄，按他们的级别打。",
        "The defenders have {d}: {row} The next hand is theirs to declare, at their level.",
    ),
    "sjl.result.declarers": ("庄家升 {n} 级。", "the declarers rise {n}."),
    "sjl.result.take_over": ("防守方上台（升 {n} 级）。", "they take over (+{n})."),
}
