"""Strings of 升级 (the room's second game): key -> (中文, English).

Every reason code the 升级 engine gives for refusing an action has a ``sj.reason.<CODE>``
entry here (a test checks the list against the engine's codes).
"""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # the room: the choice of game on the title
    "room.gongzhu": ("拱猪", "Gongzhu"),
    "room.shengji": ("升级", "Shengji"),
    "room.play": ("{game} · 新牌局", "{game} · new game"),
    # the statistics screen's 升级 page
    "sj.stats.games": ("局数", "Games"),  # the glossary of engine/shengji: 局 a game, 盘 a hand
    "sj.stats.hands": ("盘数", "Hands"),
    "sj.stats.wins": ("获胜", "Wins"),
    "sj.stats.per_game": ("每局多常见（共 {n} 局）", "How often, per game ({n:game|games})"),
    "sj.stats.levels": ("累计升级", "Levels risen"),
    "sj.stats.mean_points": ("闲家平均抓分", "Points per hand defended"),
    "sj.stats.declaring": ("坐庄盘数", "Hands declaring"),
    "sj.stats.declaring_won": ("保庄成功", "Kept as declarers"),
    "sj.stats.defended": ("做闲家盘数", "Hands defending"),
    "sj.stats.defending_won": ("上台次数", "Take-overs"),
    "sj.stats.kitty_won": ("抠底次数", "Kitty won (抠底)"),
    "sj.stats.per_declared": ("坐庄时（共 {n} 盘）", "Declaring ({n:hand|hands})"),
    "sj.stats.kept": ("保庄", "Kept"),
    "sj.stats.per_defended": ("做闲家时（共 {n} 盘）", "Defending ({n:hand|hands})"),
    "sj.stats.took_over": ("上台", "Took over"),
    # the hint: why the suggested action ({cards}: the cards it names, {n}: its figure)
    "sj.hint": ("提示：{why}", "Hint: {why}"),
    "sj.hint.thinking": ("正在想……", "Thinking…"),
    "sj.hint.failed": ("这次没能给出提示，请再按一次 H", "No hint this time: press H again"),
    "sj.hint.button": ("提示 (H)", "Hint (H)"),
    "sj.why.declare": (
        "亮{cards}：这样你有 {n} 张主牌",
        "Declare {cards}: that makes {n} of your cards trumps",
    ),
    "sj.why.pass": ("不亮：主牌不够多，等别人亮", "Pass: too few trumps to name them"),
    "sj.why.revolt": ("革命：手里主牌太少，重新摸牌", "Call 革命: too few trumps, draw again"),
    "sj.why.bury_void": (
        "扣{cards}：做出缺门，以后这门可以将吃",
        "Bury {cards}: a void, so you can trump that suit later",
    ),
    "sj.why.bury_low": (
        "扣{cards}：主牌和大牌留在手里",
        "Bury {cards}: keep your trumps and high cards",
    ),
    "sj.why.throw": (
        "甩{cards}：每一部分都是这门里最大的",
        "Throw {cards}: every part is the highest left",
    ),
    "sj.why.draw_trumps": (
        "吊主{cards}：你还有 {n} 张主牌，先把别人的主牌吊出来",
        "Lead trumps {cards}: you hold {n}; draw the others' trumps first",
    ),
    "sj.why.lead_tractor": (
        "出拖拉机{cards}：别人很难跟出连对",
        "Lead the tractor {cards}: others can rarely follow it with pairs",
    ),
    "sj.why.lead_top": (
        "出{cards}：外面没有比它大的牌了",
        "Lead {cards}: no higher card of it is left out",
    ),
    "sj.why.short_suit": (
        "出{cards}：这门快出完了，之后可以将吃",
        "Lead {cards}: empty this short suit, then trump it",
    ),
    "sj.why.lead_pair": (
        "出对子{cards}：逼别人拆牌跟",
        "Lead the pair {cards}: others must split cards to follow",
    ),
    "sj.why.lead_low": (
        "出{cards}：先出小牌，大牌留着",
        "Lead {cards}: a low card first, keep the high ones",
    ),
    "sj.why.ruff": (
        "用主牌{cards}毙掉这一圈，拿下 {n} 分",
        "Trump with {cards} and take the trick's {n:point|points}",
    ),
    "sj.why.win_trick": (
        "{cards}压过这一圈，拿下 {n} 分",
        "{cards} wins the trick and its {n:point|points}",
    ),
    "sj.why.give_points": (
        "同伴在赢，垫 {n} 分给他",
        "Your partner is winning: give him {n:point|points}",
    ),
    "sj.why.partner_wins": (
        "同伴在赢，跟小牌，大牌留着",
        "Your partner is winning: follow low, keep the high cards",
    ),
    "sj.why.duck_low": (
        "对方在赢，垫不带分的小牌",
        "The other side is winning: give a low card with no points",
    ),
    "sj.why.no_better": (
        "对方在赢，按跟牌的规矩只能这样出",
        "The other side is winning: the follow duties leave nothing better",
    ),
    "sj.why.call": ("叫{card}，{dir}找朋友", "Call {card}, {dir}, to find a friend"),
    "sj.why.other": ("这是电脑认为最好的出法", "The computer's best play here"),
    # the hand history of 升级
    "sj.history.title": ("升级 · 牌局记录", "Shengji · hand history"),
    "sj.history.row": ("第 {n} 盘 · 闲家 {points} 分 · {what}", "Hand {n} · {points} pts · {what}"),
    "sj.history.kept": ("{side}保庄 +{n}", "{side} kept it, +{n}"),
    "sj.history.over": ("{side}上台 +{n}", "{side} took over, +{n}"),
    "sj.history.head": (
        "庄家 {seat} · {level} · {trump}",
        "Declarer {seat} · {level} · {trump}",
    ),
    "sj.history.more": ("↓ 下面还有（PgDn 或滚轮）", "↓ more below (PgDn or the wheel)"),
    "sj.card.53": ("大王", "Big joker"),
    "sj.card.52": ("小王", "Little joker"),
    "sj.history.took": ("{seat} 得 {points} 分", "{seat} takes, {points} pts"),
    "sj.history.unreadable": ("（记录无法重放）", "(record does not replay)"),
    "sj.history.unreadable_long": (
        "这一盘的记录无法按规则重放，可能已损坏，或来自更新的版本。",
        "This hand's record does not replay by the rules: it may be damaged, or from a newer version.",
    ),
    "sj.history.none": (
        "还没有打完的升级牌局。打完一盘后，它会出现在这里。",
        "No finished hands of Shengji yet. A hand appears here once it is played out.",
    ),
    # the new-game form
    "sj.form.title": ("升级 · 新牌局", "Shengji (升级) · new game"),
    "sj.form.preset": ("玩法", "Rules"),
    "sj.preset.classic": ("升级（一副牌）", "Classic (one deck)"),
    "sj.preset.tractor": ("拖拉机（两副牌）", "Tractor (two decks)"),
    "sj.preset.classic.help": (
        "四人一副牌，对家为友；先亮先得，打40分；打到无将为止。",
        (
            "Four players, one deck, partners sit opposite; the first level card shown names "
            "trumps; 40 points take over; play up to no-trump."
        ),
    ),
    "sj.preset.tractor.help": (
        "四人两副牌：对子、拖拉机、甩牌；可以反主；打80分；打到A为止。",
        (
            "Four players, two decks: pairs, tractors and throws; declarations may be overridden; "
            "80 points take over; play up to the ace."
        ),
    ),
    "sj.preset.duel": ("二人升级", "Duel (two players)"),
    "sj.preset.duel.help": (
        "两人一副牌，各打各的级：每人五张，余下为桌牌；每圈后赢家先摸；出牌前可亮级牌定主。",
        (
            "Two players, one deck, each at his own level: five cards each, the rest is the "
            "stock; after each trick the winner draws first; a level card may be shown before "
            "each lead to name trumps."
        ),
    ),
    "sj.form.duel_note": (
        "你坐南家（下方），北家是你的对手。",
        "You sit South (bottom); North is your opponent.",
    ),
    "sj.form.duel_hot_seat_note": (
        "两人轮流用一台电脑：背面发牌；每次亮主、出牌前先交接电脑。",
        "Two people share one computer: a face-down deal, a hand-over before each one's turn.",
    ),
    "sj.result.duel_points": ("{a}得 {p} 分，{b}得 {q} 分", "{a}: {p} points · {b}: {q} points"),
    "sj.result.no_two": (
        "无人亮 2：{side}分多，下一盘坐庄，打 3",
        "Nobody showed a 2: {side} took more points and declares the next hand, at 3",
    ),
    "sj.result.no_two_even": (
        "无人亮 2，双方平分：下一盘仍是首盘",
        "Nobody showed a 2 and the points are even: the next hand is again a first hand",
    ),
    "sj.face_down_duel": (
        "背面发牌：谁也看不到牌；每次出牌前可依次亮主",
        "Face-down deal: nobody sees the cards; a level card may be shown before each lead",
    ),
    "sj.stock": ("桌牌 {n} 张", "Stock: {n:card|cards}"),
    "sj.stock_empty": ("桌牌已摸完", "Stock drawn out"),
    "sj.window": (
        "出牌前：可以亮一张级牌定主（D 键），或者不亮（P 键）",
        "Before the lead: show a level card to name trumps (D), or pass (P)",
    ),
    "sj.form.level": ("电脑玩家", "Computer players"),
    "sj.level.easy": ("简单", "Easy"),
    "sj.level.easy.help": (
        "按规则出牌，但时常随手一出、错过亮主：适合初学。",
        "Plays by the rules, but now and then carelessly or misses a declaration: for beginners.",
    ),
    "sj.level.normal": ("普通", "Normal"),
    "sj.level.normal.help": (
        (
            "凭经验打：主牌强才亮主，扣底做绝门、不扣分，先出大牌、对子和拖拉机，"
            "只甩看得出必稳的牌，对家大就送分，对方大就垫小牌。"
        ),
        (
            "Plays by experience: declares on strong trumps, buries for voids, leads aces, pairs "
            "and tractors first, throws only what it can see stands, feeds a winning partner."
        ),
    ),
    "sj.level.hard": ("困难", "Hard"),
    "sj.level.hard.help": (
        "在普通的基础上推演：按它看到的牌设想别人的手牌，把每种打法都打到底再选，每步约 0.2 秒。",
        (
            "Thinks ahead: deals the cards it cannot see in ways that fit all it has seen, plays "
            "each choice out to the end and keeps the best; about 0.2 s a move."
        ),
    ),
    "sj.level.expert": ("专家", "Expert"),
    "sj.level.expert.help": (
        "推演得更多更广：设想更多种手牌、比较更多打法，每步约 1 秒。",
        "Thinks wider and longer: more deals of the unseen cards, more choices; about 1 s a move.",
    ),
    "sj.form.seats": ("座位", "Seats"),
    "sj.form.kind.computer": ("电脑", "Computer"),
    "sj.form.kind.person": ("真人", "Person"),
    "sj.form.south_person": ("真人（南家总是真人）", "A person (South always is)"),
    "sj.form.person_n": ("玩家{n}", "Player {n}"),
    "sj.form.one_person_note": (
        "你坐南家（下方），与北家为友。",
        "You sit South (bottom), partnered with North.",
    ),
    "sj.form.hot_seat_note": (
        "多人轮流用一台电脑：背面发牌，发完后依次叫主；每人出牌前先交接电脑。",
        (
            "People share one computer: a face-down draw, then declarations in turn; "
            "a hand-over before each one's turn."
        ),
    ),
    "sj.form.start": ("开始", "Start"),
    "sj.form.back": ("返回", "Back"),
    "sj.form.continue": ("继续上一局", "Continue the saved game"),
    # seats and sides
    "sj.seat.0": ("南家", "South"),
    "sj.seat.1": ("东家", "East"),
    "sj.seat.2": ("北家", "North"),
    "sj.seat.3": ("西家", "West"),
    "sj.you": ("你", "You"),
    "sj.face_down": (
        "背面发牌：谁也看不到牌，发完后依次叫主",
        "Face-down draw: nobody sees the cards; declarations come after it, in turn",
    ),
    "sj.side.us": ("我方（南北）", "Us (N–S)"),
    "sj.side.them": ("对方（东西）", "Them (E–W)"),
    "sj.side.us_short": ("我方", "Us"),
    "sj.side.them_short": ("对方", "Them"),
    "sj.side.ns": ("南北家", "North–South"),  # hot seat: both sides may be people
    "sj.side.ew": ("东西家", "East–West"),
    "sj.side.ns_short": ("南北", "N–S"),
    "sj.side.ew_short": ("东西", "E–W"),
    "sj.declarer_tag": ("庄", "Declarer"),
    "sj.cards_left": ("{n} 张", "{n:card|cards}"),
    # trumps at a glance
    "sj.level": ("打 {level}", "Level {level}"),
    "sj.levels": ("{side} 打 {level}", "{side} at {level}"),
    "sj.no_trump_level": ("无将", "no-trump"),
    "sj.trump": ("主：{suit}", "Trump: {suit}"),
    "sj.trump_none": ("主：无主", "Trump: none (无主)"),
    "sj.trump_unknown": ("主：未定", "Trump: not yet named"),
    "sj.suit.0": ("♠ 黑桃", "♠ spades"),
    "sj.suit.1": ("♥ 红桃", "♥ hearts"),
    "sj.suit.2": ("♦ 方块", "♦ diamonds"),
    "sj.suit.3": ("♣ 梅花", "♣ clubs"),
    "sj.declared_by": ("{seat} 亮 {cards}", "{seat} declared {cards}"),
    "sj.declared_by.you": ("你 亮 {cards}", "You declared {cards}"),
    "sj.hand_no": ("第 {n} 盘", "Hand {n}"),
    # the draw and declaring
    "sj.drawing": ("摸牌中…", "Drawing…"),
    "sj.declare": ("亮主 {cards}", "Declare {cards}"),
    "sj.pass": ("不亮", "Pass"),
    "sj.declared_tag": ("亮主", "Trumps shown"),
    "sj.closing": ("最后一轮：要亮主吗？", "Last chance to declare trumps"),
    "sj.can_declare": ("你可以亮主（D 键）", "You may declare (key D)"),
    "sj.toast.declared": ("{seat} 亮主：{cards}", "{seat} declares {cards}"),
    "sj.toast.declared.you": ("你亮主：{cards}", "You declare {cards}"),
    "sj.toast.redrawn": ("无人亮主，重新摸牌", "Nobody declared: all cards are drawn again"),
    "sj.toast.kitty_turned": (
        "无人亮主：翻底定主 {cards}",
        "Nobody declared: the kitty names trumps ({cards})",
    ),
    "sj.toast.revolution": ("{seat} 革命！重新摸牌", "{seat} calls a revolution: all drawn again"),
    "sj.toast.revolution.you": ("你革命！重新摸牌", "You call a revolution: all drawn again"),
    "sj.revolution_ask": (
        "你没有分牌：要革命（重新摸牌）吗？",
        "No point cards: call a revolution (all redrawn)?",
    ),
    "sj.revolt": ("革命", "Revolution"),
    "sj.no_revolt": ("不革命", "No"),
    # the kitty
    "sj.kitty_take": (
        "你是庄家：选 {n} 张牌扣底",
        "You are the declarer: bury {n:card|cards}",
    ),
    "sj.kitty_count": ("已选 {k} / {n}", "{k} of {n} chosen"),
    "sj.bury": ("扣底", "Bury"),
    "sj.rebury": ("重新扣底", "Bury again"),
    "sj.buried": ("底牌", "Kitty"),
    "sj.kitty_pile": ("底牌 {n} 张", "Kitty: {n:card|cards}"),
    "sj.waiting_kitty": ("{seat} 正在扣底…", "{seat} is burying the kitty…"),
    # play
    "sj.your_lead": ("轮到你出牌", "Your lead"),
    "sj.your_follow": ("轮到你跟牌（{n} 张）", "Your turn to follow ({n:card|cards})"),
    "sj.play": ("出牌", "Play"),
    "sj.clear": ("重选", "Clear"),
    "sj.keys": (
        "点击选牌 · ←→ 移动 · 空格选中 · 回车出牌",
        "Click cards · ←→ move · Space select · Enter play",
    ),
    "sj.winning": ("大", "Top"),
    "sj.points": ("闲家得分 {n}", "Defenders' points {n}"),
    "sj.throw_failed": ("{seat} 甩牌失败，收回", "{seat}'s throw fails: taken back"),
    "sj.throw_failed.you": ("你甩牌失败，收回", "Your throw fails: taken back"),
    # reasons (the engine's codes)
    "sj.reason.NOT_YOUR_TURN": ("还没轮到你", "It is not your turn"),
    "sj.reason.WRONG_PHASE": ("现在不能这样做", "Not now"),
    "sj.reason.NOT_IN_HAND": ("你手中没有这些牌", "You do not hold those cards"),
    "sj.reason.NO_CARDS": ("请先选牌", "Choose cards first"),
    "sj.reason.WRONG_COUNT": ("张数不对：要出 {n} 张", "Wrong number of cards: play {n}"),
    "sj.reason.WRONG_COUNT_BURY": ("要扣 {n} 张牌", "Bury exactly {n:card|cards}"),
    "sj.reason.MIXED_LEAD": (
        "首家出牌只能出同一门（或都是主牌）",
        "A lead is of one suit (or all trumps)",
    ),
    "sj.reason.NOT_DECLARABLE": ("这些牌不能亮主", "Those cards do not declare"),
    "sj.reason.NOT_ASKED": ("现在没有问你", "You were not asked"),
    "sj.reason.MUST_FOLLOW_SUIT": (
        "必须跟同门牌（有就得出）",
        "You must follow suit while you hold it",
    ),
    "sj.reason.MUST_FOLLOW_TRACTOR": (
        "必须跟拖拉机（有连对就得出）",
        "You must follow the tractor with your own consecutive pairs",
    ),
    "sj.reason.MUST_FOLLOW_PAIR": (
        "必须跟对子（有对子就得出）",
        "You must follow a pair with a pair while you hold one",
    ),
    # the hand's result
    "sj.result.title": ("第 {n} 盘结束", "End of hand {n}"),
    "sj.result.kitty": ("底牌 {points} 分", "Kitty: {points} points"),
    "sj.result.kitty_bonus": (
        "闲家抠底：{points} × {mult} = {bonus} 分",
        "Defenders took the last trick: {points} × {mult} = {bonus}",
    ),
    "sj.result.kitty_kept": ("庄家守住了底牌", "The declarers kept the kitty"),
    "sj.result.tricks": ("闲家吃分 {n}", "Defenders' points from tricks: {n}"),
    "sj.result.penalty": ("甩牌罚分 {n:+d}", "Throw penalties {n:+d}"),
    "sj.result.total": ("闲家共得 {n} 分", "Defenders' total: {n}"),
    "sj.result.row": ("按表：{band} 分 → {what}", "By the table: {band} points → {what}"),
    "sj.result.up": ("{side} 升 {n} 级", "{side} up {n:level|levels}"),
    "sj.result.take_over": ("{side} 上台", "{side} take over"),
    "sj.result.take_over_up": ("{side} 上台并升 {n} 级", "{side} take over and go up {n}"),
    "sj.result.levels": ("{side}：{before} → {after}", "{side}: {before} → {after}"),
    "sj.result.next": ("下一盘", "Next hand"),
    "sj.result.next_declarer": ("下一盘庄家：{seat}", "Next hand led by {seat}"),
    "sj.result.next_declarer.you": ("下一盘庄家：你", "Next hand led by you"),
    "sj.result.won": ("{side} 打过了顶级，赢得本局！", "{side} won the game at the top level!"),
    "sj.result.won_on_levels": (
        "{side} 级数最高，赢得本局！",
        "{side} won the game: the highest level after the last hand!",
    ),
    "sj.result.title_button": ("回到主菜单", "Back to the title"),
    # 找朋友: five players, the called friend (SHENGJI §11)
    "sj.preset.friends": ("找朋友（五人两副牌）", "Friends (five, two decks)"),
    "sj.preset.friends.help": (
        "五人两副牌，各打各的级；庄家扣底后叫一张牌找朋友（按座位：最后揭晓；先出者：当场揭晓）；打到无将为止。",
        (
            "Five players, two decks, each at his own level; after burying, the declarer calls "
            "a card to find a friend (by seat: revealed at the end; first played: at once); "
            "play up to no-trump."
        ),
    ),
    "sj.form.five_note": (
        "你坐南家（下方），五人各自为战：庄家叫一张牌找朋友。",
        "You sit South (bottom); five play each for himself: the declarer calls a friend.",
    ),
    "sj.form.friend": ("朋友", "The friend"),
    "sj.form.friend.seat": ("按座位", "By seat"),
    "sj.form.friend.first-played": ("先出者", "First played"),
    "sj.seat5.2": ("东北家", "North-east"),
    "sj.seat5.3": ("西北家", "North-west"),
    "sj.seat5.4": ("西家", "West"),
    "sj.plate.level": ("打 {level} · {cards}", "Level {level} · {cards}"),
    "sj.info.declarer": ("庄家：{seat} · 各打各的级", "Declarer: {seat} · own levels"),
    "sj.info.declarer.you": ("庄家：你 · 各打各的级", "Declarer: you · own levels"),
    "sj.points_open": ("桌面分 {n}", "Points on the table {n}"),
    "sj.friend_tag": ("朋友", "Friend"),
    "sj.dir.ccw": ("逆时针", "counter-clockwise"),
    "sj.dir.cw": ("顺时针", "clockwise"),
    "sj.call.title": ("叫朋友：选一张牌，再选方向", "Call a friend: choose a card and a direction"),
    "sj.call.title_first": ("叫朋友：选一张牌", "Call a friend: choose a card"),
    "sj.call.ccw": ("逆时针（从{seat}起）", "Counter-clockwise ({seat} first)"),
    "sj.call.cw": ("顺时针（从{seat}起）", "Clockwise ({seat} first)"),
    "sj.call.button": ("叫朋友", "Call"),
    "sj.call.pick": ("请先点一张牌", "Click a card first"),
    "sj.call.seat_rule": (
        "朋友是这个方向上第一个有这张牌的人；谁也不会被告知，到最后才揭晓。",
        "Your friend is the first player that way who holds it; nobody is told until the end.",
    ),
    "sj.call.first_rule": (
        "谁先打出这张牌，谁就是朋友，当场揭晓（方向不计）。",
        "Whoever first plays this card becomes your friend, openly (no direction).",
    ),
    "sj.call.chosen": ("叫 {card} · {dir}", "Call {card} · {dir}"),
    "sj.call.mine_none": ("你没有{card}。", "You hold no {card}."),
    "sj.call.mine_one": (
        "你有一张{card}：另一张的主人才是朋友。",
        "You hold one {card}: the other copy's holder is the friend.",
    ),
    "sj.call.false": (
        "两张{card}都在你这里（手里或底牌）：这是虚叫，你将一人对四家。",
        "Both {card} are yours (hand or kitty): a false call, you play alone against four.",
    ),
    "sj.badge.called": ("叫朋友：{card} · {dir}", "Friend called: {card} · {dir}"),
    "sj.badge.called_first": ("叫朋友：{card}（先出者）", "Friend called: {card} (first played)"),
    "sj.badge.none": ("庄家还没叫朋友", "No friend called yet"),
    "sj.badge.unknown": ("朋友：未揭晓", "Friend: not revealed yet"),
    "sj.badge.friend": ("朋友：{seat}", "Friend: {seat}"),
    "sj.badge.alone": ("虚叫：庄家一人", "False call: the declarer alone"),
    "sj.your_call": ("你是庄家：叫一张牌找朋友", "You are the declarer: call a friend"),
    "sj.waiting_call": ("{seat} 正在叫朋友…", "{seat} is calling a friend…"),
    "sj.toast.called": ("{seat} 叫朋友：{card}，{dir}", "{seat} called {card}, {dir}"),
    "sj.toast.called_first": ("{seat} 叫朋友：{card}", "{seat} called {card}"),
    "sj.toast.friend": ("{seat} 是朋友！", "{seat} is the friend!"),
    "sj.toast.friend_you": ("你是朋友！", "You are the friend!"),
    "sj.toast.alone": ("虚叫：庄家一人对四家", "A false call: the declarer played alone"),
    "sj.reason.WRONG_CALL": ("没有这张牌或这个方向", "No such card or direction"),
    "sj.result.friend": ("朋友：{seat}", "The friend: {seat}"),
    "sj.result.alone": (
        "虚叫：没有别人有这张牌，庄家一人对四家",
        "A false call: nobody else held the card, the declarer played alone",
    ),
    "sj.result.tagged": ("{seat} · {tag}", "{seat} · {tag}"),  # as on the plates
    "sj.result.declarers5": ("庄家方", "The declarers"),
    "sj.result.defenders5": ("闲家", "The defenders"),
    "sj.result.seat_up": (
        "{seat}：{before} → {after}（+{n}，{why}）",
        "{seat}: {before} → {after} (+{n}, {why})",
    ),
    "sj.result.seat_same": (
        "{seat}：{before}（不变，{why}）",
        "{seat}: {before} (unchanged, {why})",
    ),
    "sj.result.why.kept": ("保庄", "kept as declarers"),
    "sj.result.why.lost": ("庄家方丢庄", "the declarers lost"),
    "sj.result.why.took": ("闲家上台", "took over"),
    "sj.result.why.held": ("闲家没上台", "no take-over"),
    # the menu
    "sj.menu": ("菜单", "Menu"),
}
