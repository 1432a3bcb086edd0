"""The rules & help pages, written for players in 中文 and English (from RULES.md).

Why separate from i18n: pages are long structured text (paragraphs and rows of card
pictures), not short labels; they still feed the font subset through ``all_text``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

Text = tuple[str, str]  # (中文, English)


@dataclass(frozen=True)
class Para:
    """A paragraph; a leading "• " makes it a bullet."""

    text: Text


@dataclass(frozen=True)
class CardRow:
    """A row of card pictures (engine codes) with a caption under each card."""

    cards: tuple[str, ...]
    captions: tuple[Text, ...]


Block = Para | CardRow


@dataclass(frozen=True)
class Page:
    title: Text
    blocks: tuple[Block, ...]


PAGES: tuple[Page, ...] = (
    Page(
        ("目标", "The aim"),
        (
            Para(
                (
                    (
                        "拱猪是四人牌戏，和“红心大战”是亲戚。每人十三张牌，一圈一圈地出牌，"
                        "谁出的牌最大，谁就收下这一圈里的分牌。打完一副牌按收下的分牌记分，"
                        "分数多的人赢，最少的人“当猪”。"
                    ),
                    (
                        "Gongzhu is a four-player trick-taking game, a cousin of Hearts. Each player gets "
                        "13 cards and plays one card to each trick; the highest card takes the trick and "
                        "the scoring cards in it. After each hand you score the cards you took: the "
                        "highest total wins the game, the lowest is the pig."
                    ),
                )
            ),
            Para(("四张特殊牌决定胜负：", "Four special cards decide most hands:")),
            CardRow(
                ("SQ", "DJ", "CT", "HA"),
                (
                    ("猪 −100", "Pig −100"),
                    ("羊 +100", "Sheep +100"),
                    ("变压器 ×2", "Transformer ×2"),
                    ("红桃A −50", "♥A −50"),
                ),
            ),
            Para(
                (
                    (
                        "• 红桃扣分：按标准分值 ♥5–♥10 各 −10，♥J −20，♥Q −30，♥K −40，♥A −50，"
                        "♥2–♥4 不计分（见“计分”）。没有将牌，A 最大，2 最小。"
                    ),
                    (
                        "• Hearts cost points: under the standard values ♥5–♥10 −10 each, ♥J −20, "
                        "♥Q −30, ♥K −40, ♥A −50, and ♥2–♥4 nothing (see Scoring). There are no trumps; "
                        "A is high, 2 low."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("发牌与出牌", "Dealing and play"),
        (
            Para(
                (
                    (
                        "• 座位是南、东、北、西，按逆时针方向出牌：南 → 东 → 北 → 西。你坐在南边，"
                        "你的下家在右手边。"
                    ),
                    (
                        "• The seats are South, East, North and West; play goes counter-clockwise: "
                        "South → East → North → West. You sit South; the next player is on your right."
                    ),
                )
            ),
            Para(
                (
                    "• 第一副牌由拿到梅花2的人首攻，必须出梅花2。以后每副牌由上一副拿到猪的人首攻，出什么都行。",
                    (
                        "• In the first hand the player holding ♣2 leads it. In later hands the player who "
                        "took the pig last hand leads anything."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 有首攻花色的牌就必须跟出；没有时可以垫任何一张牌。首攻花色中最大的牌赢得这一圈，"
                        "赢的人收下分牌并接着出牌。"
                    ),
                    (
                        "• Follow the suit led if you can; if you cannot, discard any card. The highest card "
                        "of the suit led wins the trick; the winner takes its scoring cards and leads next."
                    ),
                )
            ),
            Para(
                (
                    "• 收下的分牌亮在各人面前，大家都看得到谁拿了猪。上一圈的牌在下一圈首攻前可以回看。",
                    (
                        "• Scoring cards taken lie face up in front of each player, so everyone sees who has "
                        "the pig. The last trick may be reviewed until the next lead."
                    ),
                )
            ),
            Para(
                (
                    "• 轮到你首攻、手里又全是最大的牌时，可以“摊牌”：剩下的牌全归你。",
                    (
                        "• When you are on lead and every card you hold is unbeatable, you may claim all "
                        "the remaining tricks."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("亮牌", "Exposing cards"),
        (
            Para(
                (
                    (
                        "发完牌后有一段亮牌时间（默认 20 秒，屏幕中央有倒计时）。手里有猪、羊、变压器或红桃A，"
                        "可以把它亮出来：亮过的牌分数加倍（×2），不管最后落到谁手里。"
                    ),
                    (
                        "After the deal there is an exposure window (20 seconds by default; a clock counts "
                        "down in the centre). If you hold the pig, the sheep, the transformer or the ♥A you "
                        "may expose it: an exposed card counts double (×2), whoever ends up taking it."
                    ),
                )
            ),
            CardRow(
                ("SQ", "HA"),
                (
                    ("亮猪：−200", "Exposed pig: −200"),
                    ("亮红桃A：红桃全部加倍", "Exposed ♥A: all hearts double"),
                ),
            ),
            Para(
                (
                    (
                        "• 亮过的牌在它的花色第一次被首攻之前不能出：不能首攻它，不能垫它；在这一花色的第一圈里，"
                        "除非别无选择，也不能出它。"
                    ),
                    (
                        "• An exposed card is held back until its suit is first led: you may not lead it or "
                        "discard it, and in that suit's first trick you may play it only if you have no "
                        "other way to follow."
                    ),
                )
            ),
            Para(
                (
                    "• 首明（可选）：发给你的第一张牌就是特殊牌时可以马上亮，算 ×4。",
                    (
                        "• First-card exposure (option): if the very first card you are dealt is special, "
                        "you may expose it at once; it counts ×4."
                    ),
                )
            ),
            Para(
                (
                    "• 其他亮牌方式：暗卖（只告诉别人亮了几张）、分牌全明、除羊全明、逼明、不亮牌。",
                    (
                        "• Other exposure modes: hidden (others see only how many), all exposed, all but "
                        "the sheep, forced (three kinds exposed force the fourth), and none."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("计分", "Scoring"),
        (
            Para(
                (
                    "红桃（标准计分）：A −50，K −40，Q −30，J −20，10 到 5 各 −10，4、3、2 不计分，共 −200。",
                    (
                        "Hearts (standard table): A −50, K −40, Q −30, J −20, 10 down to 5 −10 each, "
                        "4 3 2 nothing: −200 in all."
                    ),
                )
            ),
            CardRow(
                ("HA", "HK", "HQ", "HJ", "HT", "H5", "H4"),
                (
                    ("−50", "−50"),
                    ("−40", "−40"),
                    ("−30", "−30"),
                    ("−20", "−20"),
                    ("−10", "−10"),
                    ("−10", "−10"),
                    ("0", "0"),
                ),
            ),
            Para(
                (
                    "• 猪 −100，羊 +100。变压器把你这一副的总分乘以 2；只拿到变压器、没有别的分牌时得 +50。",
                    (
                        "• Pig −100, sheep +100. The transformer doubles your whole hand score; taken "
                        "with no other scoring card it is worth +50."
                    ),
                )
            ),
            Para(
                (
                    "• 例：拿到红桃 A、10、9、7、6 得 −90；拿到猪和变压器且猪亮过，得 (−200) × 2 = −400。",
                    (
                        "• Examples: ♥A, 10, 9, 7 and 6 score −90; the pig and the transformer with the pig "
                        "exposed score (−200) × 2 = −400."
                    ),
                )
            ),
            Para(
                (
                    "• 也可以选“按牌点”计分（9 到 5 按点数，4 算 −10）或“正分”红桃。",
                    "• Options: by rank (9 to 5 at face value, 4 is −10) or positive hearts.",
                )
            ),
        ),
    ),
    Page(
        ("全红与满贯", "All the hearts"),
        (
            Para(
                (
                    "• 全红：一个人收齐全部 13 张红桃，红桃由 −200 变成 +200。",
                    "• All the hearts: taking all 13 hearts turns them from −200 into +200.",
                )
            ),
            Para(
                (
                    "• 满贯：收齐全部 16 张分牌，连猪也算正分：(200 + 100 + 100) × 2 = +800。",
                    (
                        "• Grand slam: taking all 16 scoring cards makes the pig count plus too: "
                        "(200 + 100 + 100) × 2 = +800."
                    ),
                )
            ),
            Para(
                (
                    "• 猪羊变色（可选）：有人全红而没有满贯时，猪变成 +100，羊变成 −100。",
                    (
                        "• Pig-sheep swap (option): when someone takes all the hearts but not every "
                        "scoring card, the pig counts +100 and the sheep −100."
                    ),
                )
            ),
            Para(
                (
                    "• 自得（可选）：自己出的特殊牌被自己收回，分数再加倍。",
                    (
                        "• Self-take (option): a special card won by the player who played it counts "
                        "double again."
                    ),
                )
            ),
            Para(
                (
                    "• 垫牌规则（可选）：没有首攻花色时要垫同颜色的牌；“罚分”方式下垫错的人收下这一圈的分牌。",
                    (
                        "• Colour rule (option): a discard should match the colour of the suit led; in the "
                        "penalty version whoever discards wrongly takes that trick's scoring cards."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("拱双猪", "Two decks"),
        (
            Para(
                (
                    "拱双猪用两副牌（104 张），每人 26 张，每张牌都有两张一样的。",
                    "With two decks (104 cards) each player gets 26 and every card exists twice.",
                )
            ),
            CardRow(("HK", "HK"), (("对子", "A pair"), ("", ""))),
            Para(
                (
                    (
                        "• 首攻可以出一张，也可以出一对（两张完全一样的牌）。对子首攻时，其他人要出两张："
                        "有同花色的对子就出对子，否则出两张同花色的牌，再不够就补别的牌。"
                    ),
                    (
                        "• The leader may lead one card or a pair (two identical cards). Against a pair "
                        "everyone plays two cards: a pair of that suit if they have one, else two cards of "
                        "the suit, else what they have of it plus any card."
                    ),
                )
            ),
            Para(
                (
                    "• 红桃、黑桃、梅花中，不成对的两张大于对子；方块中对子大于不成对的两张。",
                    (
                        "• In hearts, spades and clubs two unpaired cards beat any pair; in diamonds a pair "
                        "beats any two unpaired cards."
                    ),
                )
            ),
            Para(
                (
                    "• 两张一样的牌比大小时，先出的赢。亮一张牌另一张也跟着加倍，两张都亮就是 ×4。",
                    (
                        "• Between identical cards the one played first wins. Exposing one copy doubles "
                        "both copies; exposing both makes each ×4."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("组队与终局", "Teams and the end"),
        (
            Para(
                (
                    (
                        "• 各自为战（默认）；对家配合：南北对东西，两人分数相加；猪羊一家：拿到猪和羊的人一伙，"
                        "打完才揭晓。"
                    ),
                    (
                        "• Everyone for themselves (default); partners: North-South against East-West, "
                        "adding the two scores; pig-sheep teams: whoever holds the pig and the sheep play "
                        "together, revealed when the hand ends."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 有人总分达到 +1000 或 −1000（双猪 ±4000）时这一局结束，也可以约定打固定的副数。"
                        "最高分赢，最低分当猪。"
                    ),
                    (
                        "• The game ends after the hand in which someone reaches +1000 or −1000 (±4000 with "
                        "two decks), or after a fixed number of hands. Highest total wins; lowest is the pig."
                    ),
                )
            ),
            Para(
                (
                    "• 预设：经典、拱双猪、比赛（对家配合、首明、自得）、入门（红桃按牌点计分、梅花2先出）。",
                    (
                        "• Presets: classic, two decks, tournament (partners, first-card exposure, "
                        "self-take) and beginner (hearts by rank, ♣2 leads)."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("本游戏的约定", "This game's choices"),
        (
            Para(
                (
                    ("规则书没有写明的地方，本游戏这样处理："),
                    ("Where the rule texts are silent, this game decides as follows:"),
                )
            ),
            Para(
                (
                    (
                        "• 出对子时，若跟牌者手里这门花色只剩一张，必须出这一张，另一张任意。"
                        "两副点数相同、最大牌也相同的组合比较时，先出者大。"
                    ),
                    (
                        "• Following a pair with only one card of the led suit: that card plus any other. "
                        "Two equal plays of the led suit: the one played first wins."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 双副牌时，亮出的那一张在限制期内不能出，出同样的牌就出没亮的那张；"
                        "限制解除后，先出摆在桌上的那张亮牌。"
                    ),
                    (
                        "• Two decks: while an exposed copy is restricted, playing that card plays the "
                        "unexposed copy; once free, the exposed copy lying on the table goes first."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 垫牌规则“罚分”：手里有同色的牌却垫了异色牌，才算垫错。本圈第一个垫错的人收下"
                        "这一圈的分牌，出牌权仍归赢家；自得只算他自己出的那张特殊牌。"
                    ),
                    (
                        "• Colour rule 'penalty': a discard is wrong only if you held a card of the led "
                        "colour you could have discarded instead. The first wrong discarder takes the "
                        "trick's scoring cards; the winner still leads. Self-take counts only the special "
                        "cards that player played."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 摊牌：只有在必胜时才出现“摊牌”按钮——是否必胜只看你自己能看到的牌，"
                        "不会泄露别人的牌。摊牌时自己手中的特殊牌算自得。"
                    ),
                    (
                        "• Claim: the claim button appears only when the claim is certain, judged from the "
                        "cards you can see (it reveals nothing about other hands). Special cards in the "
                        "claimant's own hand count as self-taken."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("学习与闯关", "Learn and master"),
        (
            Para(
                (
                    (
                        "• 教程：七节短课，每节在真实牌桌上练一个局面——分牌、跟牌与垫牌、躲猪、亮牌、变压器、"
                        "全红、双副牌的对子。做错了会告诉你为什么，可以再试。"
                    ),
                    (
                        "• Tutorial: seven short lessons, each a position on the real table — the scoring "
                        "cards, following and discarding, ducking the pig, exposure, the transformer, all the "
                        "hearts, two-deck pairs. A wrong play is explained and you may try again."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 练习模式（新牌局里打开，不计入统计）：U 撤销你的上一张牌，A 摊开全部手牌，"
                        "T 记牌器（还没出的分牌、谁缺哪门），H 提示；亮牌时每张可亮的牌旁边显示亮它的预计得失。"
                    ),
                    (
                        "• Practice mode (switch it on in the new-game form; not counted in statistics): "
                        "U takes back your last play, A shows all hands, T the card counter (scoring cards "
                        "still out, who is void in what), H a hint; in the exposure window each exposable "
                        "card shows the expected gain or loss of exposing it."
                    ),
                )
            ),
            Para(
                (
                    "• 牌号：每一局都有牌号，显示在比分栏。新牌局里填上牌号并选座位，就能和朋友打同一副牌比成绩。",
                    (
                        "• Deal numbers: every hand has a number, shown in the score panel. Enter it in the "
                        "new-game form and choose a seat to play the same cards as a friend and compare."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 复盘：一局结束后，专家级电脑重看你的每个决定，列出丢分的地方、它的选择和原因；"
                        "选一条按“从这里继续”，就从那一步用同样的牌重打（不存档，不计统计）。"
                    ),
                    (
                        "• Review: after a hand the expert computer replays your decisions and lists the "
                        "ones that cost points, its choice and why; pick one and “Play on from here” replays "
                        "the hand from that decision with the same cards (not saved, not counted)."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 闯关：依次挑战四位对手——王奶奶、张大叔、小马、陈老师，一个比一个强。"
                        "先拿到 N 次头名（一手牌得分最高）或打完一局就过关，进度会保存。"
                    ),
                    (
                        "• Campaign: beat four opponents in turn — Granny Wang, Uncle Zhang, Young Ma and "
                        "Master Chen, each stronger than the last. Be first to top N hands (the best score "
                        "of a hand) or win a whole game; your progress is saved."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("操作", "Controls"),
        (
            Para(
                (
                    (
                        "• 鼠标：指向一张牌会抬起，点击出牌。灰色的牌不能出，指向它会显示原因。"
                        "拱双猪里点一张你有两张的牌会同时选中两张：再点它（或 P）出对子，点另一张（或 S）只出一张。"
                        "别人领出对子时，点两张牌跟出。"
                    ),
                    (
                        "• Mouse: pointing at a card raises it, clicking plays it. Dimmed cards cannot be "
                        "played; point at one to see why. In two decks, clicking a card you hold twice "
                        "chooses both: click it again (or P) to play the pair, the other one (or S) to play "
                        "just one. When a pair is led, click two cards to follow."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 键盘：← → 选牌，回车出牌，P 出对子，S 只出一张，E 亮牌，D 亮完（首明时 D 是不明），"
                        "H 提示，L 看上一圈，C 摊牌，Esc 打开菜单。"
                    ),
                    (
                        "• Keyboard: ← → choose a card, Enter plays it, P plays the pair, S just one, E "
                        "exposes, D is done exposing (at the first-card question: keep it hidden), H gives "
                        "a hint, L shows the last trick, C claims the rest, Esc opens the menu."
                    ),
                )
            ),
            Para(
                (
                    (
                        "• 练习模式（新牌局里打开）：U 撤销你上一张出牌，A 看全部手牌，T 记牌器，亮牌时牌上显示亮牌得失估算；"
                        "不计入统计。填同一牌号和座位可以重打同一副牌。"
                    ),
                    (
                        "• Practice (turn it on in the new-game form): U takes back your last play, A shows "
                        "every hand, T the card counter, and the exposure window shows what exposing each card "
                        "is worth; not in statistics. The same deal number and seat replay the same cards."
                    ),
                )
            ),
            Para(
                (
                    "• F11 切换全屏。设置里可以改语言、桌面颜色、牌背、四色牌、音量、动画速度和亮牌时限。",
                    (
                        "• F11 toggles fullscreen. Settings change the language, table colour, card back, "
                        "four-colour suits, volume, animation speed and the exposure clock."
                    ),
                )
            ),
        ),
    ),
)


def all_text() -> Iterator[str]:
    """Every string on the help pages, both languages."""
    for page in PAGES:
        yield from page.title
        for block in page.blocks:
            if isinstance(block, Para):
                yield from block.text
            else:
                for caption in block.captions:
                    yield from caption
