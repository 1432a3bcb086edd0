"""The help pages of 升级, written for players in 中文 and English from the rule book
(../shared/rules/SHENGJI.md), laid out like 拱猪's (game/texts/help_text.py: paragraphs and
rows of card pictures).

Why a module of its own: the room registers each game's pages through its ``GameEntry``
(``help_pages``), so the help screen lists a game's book without knowing the game; the card
rows quote the engine's own order, checked by a test (tests/test_ui_shengji_learn.py).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.texts.help_text import CardRow, Page, Para

PAGES: tuple[Page, ...] = (
    Page(
        ("摸牌和亮主", "The draw and declaring"),
        (
            Para(
                (
                    "升级是四人两两对打的牌戏，对家是搭档。每方有自己的级别，从 2 开始；一副牌按坐庄方的级别打，这个点数的牌叫级牌。",
                    (
                        "Shengji is played by four, partners sitting opposite. Each side has a level, "
                        "2 at the start; a hand is played at the declaring side's level, and cards of "
                        "that rank are the level cards."
                    ),
                )
            ),
            Para(
                (
                    "• 一张一张摸牌，最后留下底牌：一副牌每人 12 张、底牌 6 张；两副牌每人 25 张、底牌 8 张。",
                    (
                        "• Cards are drawn one at a time until only the kitty is left: one deck, 12 "
                        "each and 6 in the kitty; two decks, 25 each and 8."
                    ),
                )
            ),
            Para(
                (
                    "• 摸牌时亮出一张级牌就定了主花色（亮主）。第一副牌谁先亮谁坐庄；以后庄家是定好的，亮主只定花色。",
                    (
                        "• Showing a level card while drawing names the trump suit. In the first hand "
                        "whoever declares becomes the declarer; later the declarer is fixed and a "
                        "declaration only names the suit."
                    ),
                )
            ),
            Para(
                (
                    "• 拖拉机玩法可以反主：一对级牌压过一张，一对小王压过级牌对，一对大王最大；王对使这副牌无主。",
                    (
                        "• In the tractor preset a declaration may be overridden: a level pair beats "
                        "a single, a little-joker pair beats a level pair, a big-joker pair beats all; "
                        "a joker pair means no trump suit."
                    ),
                )
            ),
            Para(
                (
                    "• 没人亮主时，第一副重摸；以后的牌由庄家翻底牌定主。",
                    (
                        "• If nobody declares, a first hand is drawn again; later hands take the trump "
                        "suit from the kitty, turned up by the declarer."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("主牌的大小", "The trump order"),
        (
            Para(
                (
                    "主牌从大到小：大王、小王、主花色的级牌（正主）、其余三张级牌（副主，一样大）、主花色的 A 到 2。副牌从 A 到 2，级牌不在其中。",
                    (
                        "Trumps, high to low: big joker, little joker, the level card of the trump "
                        "suit, the other three level cards (all equal), then the trump suit A to 2. "
                        "Plain suits run A to 2 without the level rank."
                    ),
                )
            ),
            Para(("例：打 7，梅花是主：", "Example: level 7, clubs trump:")),
            CardRow(
                ("BJ", "LJ", "C7", "S7", "H7", "D7", "CA", "CK"),
                (
                    ("大王", "Big joker"),
                    ("小王", "Little joker"),
                    ("正主", "Main level"),
                    ("副主", "Side level"),
                    ("副主", "Side level"),
                    ("副主", "Side level"),
                    ("主 A", "Trump A"),
                    ("主 K", "Trump K"),
                ),
            ),
            Para(
                (
                    "• 这时♥7是主牌，不是红桃。一样大的两张牌，先出的大。",
                    (
                        "• Here ♥7 is a trump, not a heart. Of two equal cards, the one played first "
                        "ranks higher."
                    ),
                )
            ),
            Para(
                (
                    "• 亮王对（无主）时只有王和四张级牌是主；打到无将时只有两张王是主。",
                    (
                        "• With a joker pair declared (no trump suit) only the jokers and the level "
                        "cards are trumps; at the top level, no-trump, only the two jokers are."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("对子和拖拉机", "Pairs and tractors"),
        (
            Para(
                (
                    "两副牌时，两张一模一样的牌是对子，王对也是。大王配小王不是对子，两张不同花色的级牌也不是。",
                    (
                        "With two decks, two identical cards are a pair, joker pairs included. A big "
                        "and a little joker are no pair; nor are two level cards of different suits."
                    ),
                )
            ),
            Para(
                (
                    "同一门里位置相连的两对或更多对是拖拉机。级牌不在副牌中，所以它两边的牌相连；主牌里副主算一个位置。",
                    (
                        "Two or more pairs in touching places of one suit group make a tractor. The "
                        "level rank is left out, so the ranks either side touch; in trumps the side "
                        "level cards are one place."
                    ),
                )
            ),
            CardRow(
                ("S6", "S6", "S8", "S8"),
                (("打 7：", "Level 7:"), ("", ""), ("", ""), ("拖拉机", "a tractor")),
            ),
            Para(
                (
                    "• 打 7、梅花主时，♥7♥7♣7♣7 和♣7♣7 小王小王也是拖拉机；♥7♥7♠7♠7（同一位置）和 ♠A♠A♠2♠2（不连）不是。",
                    (
                        "• Level 7, clubs trump: ♥7♥7♣7♣7 and ♣7♣7 with the little-joker pair are "
                        "tractors too; ♥7♥7♠7♠7 (one place) and ♠A♠A♠2♠2 (no wrap) are not."
                    ),
                )
            ),
            Para(
                (
                    "• 拖拉机按最大的一对比大小，长度是它的对数。",
                    "• A tractor's length is its number of pairs; tractors compare by their top pair.",
                )
            ),
        ),
    ),
    Page(
        ("跟牌", "Following"),
        (
            Para(
                (
                    "庄家出第一圈，以后谁赢谁先出。首家出同一门的一张、一对、一个拖拉机，或者甩牌。跟牌的人出同样张数，按顺序守这些责任：",
                    (
                        "The declarer leads the first trick; each trick's winner leads the next. A "
                        "lead is of one suit group: a single, a pair, a tractor or a throw. Followers "
                        "play as many cards, keeping these duties in order:"
                    ),
                )
            ),
            Para(
                (
                    "• 同门：有首家那一门的牌就得出，出到那一门出完为止。",
                    "• Suit: play cards of the led suit group while you hold them.",
                )
            ),
            Para(
                (
                    "• 拖拉机：首家有拖拉机，你有同样长的连对就得出（更长的可以拆）。",
                    (
                        "• Tractors: against a led tractor, play a tractor of that length if you hold "
                        "one (a longer one may be cut)."
                    ),
                )
            ),
            Para(
                (
                    "• 对子：首家有对子，你有对子就得出，最多出到首家的对数。",
                    (
                        "• Pairs: against led pairs, play pairs while you hold them, up to the lead's "
                        "number of pairs."
                    ),
                )
            ),
            Para(
                (
                    "同门出完了，其余的牌随便出，没有毙牌的义务。牌型相同且全是同门（或没有这门时全是主）才可能赢；毙牌按最大的一组比。",
                    (
                        "Once the suit runs out the rest is free; there is no duty to trump. Only a "
                        "play of the lead's shape, all of its suit (or, void, all trumps), can win; "
                        "trump plays compare by their highest part."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("甩牌", "Throws"),
        (
            Para(
                (
                    "首家可以把同一门的几组牌一起甩出，比如♠K♠J♠10。引擎把它分成拖拉机、对子和单张。",
                    (
                        "A leader may throw several components of one suit group at once, such as "
                        "♠K ♠J ♠10. The engine splits it into tractors, pairs and singles."
                    ),
                )
            ),
            Para(
                (
                    "• 甩牌必须站得住：其他三家手里，同一门没有能管住任何一组的牌（更大的单张、更大的对子、同样长更大的拖拉机）。底牌不算。",
                    (
                        "• A throw must stand: no other hand holds, in that suit, something that "
                        "beats one of its parts (a higher single, a higher pair, a higher tractor of "
                        "that length). The kitty does not count."
                    ),
                )
            ),
            Para(
                (
                    "• 甩牌失败：所有牌亮给大家看，只能出能被管住的最小一组，其余收回。拖拉机玩法每次失败罚 10 分。",
                    (
                        "• A failed throw is shown to all; only its smallest part that could be "
                        "beaten is led, the rest taken back. The tractor preset costs 10 points for "
                        "each failed throw."
                    ),
                )
            ),
            Para(
                (
                    "• 别人要管住站住的甩牌，只能在没有这门时用同样牌型的主牌毙。",
                    (
                        "• A throw that stood can be beaten only by a player void in its suit, "
                        "trumping with its shape."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("底牌和抠底", "The kitty and the last trick"),
        (
            Para(
                (
                    "定了主以后，庄家拿起底牌，再扣下同样多的牌，什么牌都可以扣；第一次出牌之前都可以重扣。底牌在这副牌结束时亮出。",
                    (
                        "Once declaring closes the declarer takes the kitty and buries as many cards, "
                        "any cards; he may bury again until his first lead. The kitty is shown when "
                        "the hand ends."
                    ),
                )
            ),
            Para(
                (
                    "• 抠底：防守方赢了最后一圈，底牌里的分翻倍算给防守方。",
                    (
                        "• The last trick: when a defender wins it, the kitty's points count for the "
                        "defenders, multiplied."
                    ),
                )
            ),
            Para(
                (
                    "• 一副牌和找朋友：翻一倍（×2）。拖拉机：2 × 最后一圈首家最大一组的张数——单张 ×2，对子 ×4，两对拖拉机 ×8。",
                    (
                        "• One deck and friends: double (×2). Tractor: 2 × the cards in the largest "
                        "part of the last lead — single ×2, pair ×4, a two-pair tractor ×8."
                    ),
                )
            ),
            Para(
                (
                    "• 所以庄家不爱扣分牌，防守方要把大牌留到最后。",
                    "• So a declarer buries few points, and defenders keep strong cards for the end.",
                )
            ),
        ),
    ),
    Page(
        ("分数和升级", "Points and levels"),
        (
            Para(
                (
                    "5 算 5 分，10 和 K 算 10 分：一副牌共 100 分，两副 200 分。只算防守方赢到的分，加上抠底，加减甩牌罚分。",
                    (
                        "Each 5 counts 5, each 10 and K 10: 100 per deck. Only the defenders' points "
                        "count, with the last-trick bonus and any throw penalties."
                    ),
                )
            ),
            CardRow(("S5", "HT", "DK"), (("5 分", "5"), ("10 分", "10"), ("10 分", "10"))),
            Para(
                (
                    "• 一副牌：0 分庄家升 2 级，5–35 升 1 级，40–75 防守方上台，80 以上上台升 1 级。",
                    (
                        "• One deck: 0, declarers +2; 5–35 +1; 40–75 the defenders take over; 80 or "
                        "more they take over +1."
                    ),
                )
            ),
            Para(
                (
                    "• 两副牌：0 分 +3，5–35 +2，40–75 +1，80–115 上台，此后每多 40 分多升 1 级。",
                    (
                        "• Two decks: 0, +3; 5–35 +2; 40–75 +1; 80–115 take over; one more level for "
                        "each further 40."
                    ),
                )
            ),
            Para(
                (
                    "• 庄家赢了由对家接着坐庄；输了由庄家的下家坐庄。打到顶级（A 或无将）还要作为庄家赢一副才算赢了这一局。",
                    (
                        "• Declarers who win pass the deal to the partner; if they lose, the "
                        "declarer's right neighbour declares. A side wins the game by winning a hand "
                        "as declarers at the top level (A or no-trump)."
                    ),
                )
            ),
        ),
    ),
    Page(
        ("玩法", "The presets"),
        (
            Para(
                (
                    "• 经典（升级一，打40分）：四人一副牌，每人 12 张，底牌 6 张；先亮先得；打到无将；抠底翻倍；可以革命——没有分牌的防守方可以要求重摸。",
                    (
                        "• Classic: four players, one deck, 12 each and a kitty of 6; the first "
                        "declaration stands; play up to no-trump; the kitty doubles; revolution: a defender "
                        "without point cards may have all drawn again."
                    ),
                )
            ),
            Para(
                (
                    "• 拖拉机：四人两副牌，每人 25 张，底牌 8 张；可以反主；打到 A；抠底按牌型乘；甩牌失败罚 10 分。",
                    (
                        "• Tractor: four players, two decks, 25 each and a kitty of 8; declarations "
                        "may be overridden; play up to A; the kitty multiplies by the last lead's "
                        "shape; a failed throw costs 10."
                    ),
                )
            ),
            Para(
                (
                    "• 双人（升级二）：两人一副牌，各拿 5 张，其余是桌牌，每圈后赢家先补牌；出牌前可以亮级牌定主；没有底牌。",
                    (
                        "• Duel: two players, one deck, 5 each from a stock; after each trick the "
                        "winner draws first; a level card may be shown before each lead; no kitty."
                    ),
                )
            ),
            Para(
                (
                    "• 找朋友（升级三）：五人两副牌，每人 20 张，底牌 8 张；庄家扣底后叫一张牌，按方向第一个有这张牌的人是他的朋友，没人知道是谁；75 分以下庄家和朋友各升一级。",
                    (
                        "• Friends: five players, two decks, 20 each and a kitty of 8; after burying "
                        "the declarer calls a card, and the first player in the called direction who "
                        "holds it is his secret friend; 75 or less: declarer and friend +1 each."
                    ),
                )
            ),
        ),
    ),
)


def all_text() -> Iterator[str]:
    """Every string on 升级's help pages, both languages (for the font subset)."""
    for page in PAGES:
        yield from page.title
        for block in page.blocks:
            if isinstance(block, Para):
                yield from block.text
            else:
                for caption in block.captions:
                    yield from caption
