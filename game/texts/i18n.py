"""Every player-visible string, in 中文 and English, keyed by id.

Why one table: the font subset is built from it, a test proves every key has both
languages, and switching language at runtime is a single assignment.

    >>> set_language("en"); tr("title.new_game")
    'New game'
    >>> tr("toast.exposed", seat=tr("seat.E"), card=tr("card.pig"), factor=2)
    'East exposes the pig! ×2'
    >>> set_language("zh")
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator

from game import texts
from game.texts import help_text, shengji_help

LANGUAGES = ("zh", "en")

# key: (中文, English). Placeholders use str.format names.
STRINGS: dict[str, tuple[str, str]] = {
    "app.title": ("拱猪", "Gongzhu"),
    "app.subtitle": ("拱猪 · 拱双猪", "Gongzhu · the Chinese game of the pig"),
    # Title screen
    "title.continue": ("继续牌局", "Continue"),
    "title.new_game": ("新牌局", "New game"),
    "title.help": ("规则与帮助", "Rules & help"),
    "title.settings": ("设置", "Settings"),
    "title.quit": ("退出", "Quit"),
    # Another copy of the game already runs on the same save folder
    "busy.forward": ("切换到正在运行的游戏", "Switch to the running game"),
    "busy.quit": ("退出", "Quit"),
    "title.footer": (
        "方向键选择 · 回车确认 · Esc 返回",
        "Arrows to choose · Enter to confirm · Esc to go back",
    ),
    "title.not_ready": ("此功能即将推出", "Coming soon"),
    # Generic
    "ui.back": ("返回", "Back"),
    "ui.on": ("开", "On"),
    "ui.off": ("关", "Off"),
    "ui.cancel": ("取消", "Cancel"),
    "ui.next": ("下一页", "Next"),
    "ui.prev": ("上一页", "Previous"),
    "ui.page": ("第 {n} / {total} 页", "Page {n} of {total}"),
    "ui.seconds": ("{n} 秒", "{n} s"),
    # Settings
    "settings.title": ("设置", "Settings"),
    "settings.group.language": ("语言", "Language"),
    "settings.group.display": ("显示", "Display"),
    "settings.group.sound": ("声音", "Sound"),
    "settings.group.play": ("游戏", "Play"),
    "settings.language": ("界面语言", "Language"),
    "settings.window_size": ("窗口大小", "Window size"),
    "settings.fullscreen": ("全屏", "Fullscreen"),
    "settings.table_colour": ("桌面颜色", "Table colour"),
    "settings.card_back": ("牌背", "Card back"),
    "settings.four_colour": ("四色牌", "Four-colour suits"),
    "settings.sound": ("音效", "Sound"),
    "settings.volume": ("音量", "Volume"),
    "settings.animation_speed": ("动画速度", "Animation speed"),
    "settings.exposure_clock": ("亮牌时限", "Exposure clock"),
    "settings.untimed": ("不限时", "Untimed"),
    "settings.auto_play": ("自动出唯一可出的牌", "Auto-play forced cards"),
    "lang.zh": ("中文", "中文"),
    "lang.en": ("English", "English"),
    "colour.green": ("绿", "Green"),
    "colour.blue": ("蓝", "Blue"),
    "colour.red": ("红", "Red"),
    "colour.wood": ("木纹", "Wood"),
    "speed.0.5": ("慢", "Slow"),
    "speed.1.0": ("正常", "Normal"),
    "speed.1.5": ("快", "Fast"),
    "speed.2.0": ("很快", "Very fast"),
    # Seats and cards
    "seat.S": ("南家", "South"),
    "seat.E": ("东家", "East"),
    "seat.N": ("北家", "North"),
    "seat.W": ("西家", "West"),
    "seat.you": ("你", "You"),
    "card.pig": ("猪", "the pig"),
    "card.sheep": ("羊", "the sheep"),
    "card.transformer": ("变压器", "the transformer"),
    "card.heart_ace": ("红桃A", "the ♥A"),
    "name.pig": ("猪", "Pig"),
    "name.sheep": ("羊", "Sheep"),
    "name.transformer": ("变压器", "Transformer"),
    "name.heart_ace": ("红桃A", "Ace of hearts"),
    "suit.S": ("黑桃", "spades"),
    "suit.H": ("红桃", "hearts"),
    "suit.D": ("方块", "diamonds"),
    "suit.C": ("梅花", "clubs"),
    # Table (for the table scene)
    "table.menu": ("菜单", "Menu"),
    "table.hint": ("提示", "Hint"),
    "table.last_trick": ("上一圈", "Last trick"),
    "table.claim": ("摊牌", "Claim"),
    "table.expose": ("亮牌", "Expose"),
    "table.cards_left": ("剩 {n} 张", "{n} left"),
    "table.total": ("总分 {score}", "Total {score}"),
    "table.level": ("电脑 {level}", "{level} AI"),
    "badge.first_exposed": ("首明 ×4", "first ×4"),
    "badge.hidden": ("暗卖 {n} 张", "{n} hidden"),
    "why.follow": ("必须跟{suit}", "must follow {suit}"),
    "why.exposed": ("亮过的牌：此花色第一轮不能出", "exposed card: not in this suit's first trick"),
    "why.colour": ("须垫同色牌", "discard must match the led colour"),
    "why.c2": ("首圈必须出 ♣2", "the first lead must be ♣2"),
    "toast.exposed": ("{seat} 亮{card}！×{factor}", "{seat} exposes {card}! ×{factor}"),
    "toast.pig_taken": ("{seat} 拿到了猪！", "{seat} takes the pig!"),
    "toast.all_hearts_danger": ("{seat} 可能全红！", "{seat} could take all the hearts!"),
    "toast.all_hearts": ("{seat} 全红！", "{seat} takes all the hearts!"),
    "toast.grand_slam": ("{seat} 满贯！", "{seat} takes every scoring card!"),
    "toast.claim": ("{seat} 摊牌：剩下的牌全拿", "{seat} claims the remaining tricks"),
    # the viewer's own seat, shown as "You" (English verbs agree with it)
    "toast.exposed.you": ("你亮{card}！×{factor}", "You expose {card}! ×{factor}"),
    "toast.pig_taken.you": ("你拿到了猪！", "You take the pig!"),
    "toast.all_hearts.you": ("你全红！", "You take all the hearts!"),
    "toast.grand_slam.you": ("你满贯！", "You take every scoring card!"),
    "toast.claim.you": ("你摊牌：剩下的牌全拿", "You claim the remaining tricks"),
    "toast.claim_refused": (
        "摊牌不成立：剩下的牌不一定每圈都赢，继续出牌",
        "Claim refused: your cards might not win every trick; play goes on",
    ),
    # an action the engine refused (game/texts/refusals.py): never the engine's own English
    "refused.turn": ("还没轮到你", "It is not your turn"),
    "refused.first": ("首明已经结束", "The first-card question is over"),
    "refused.swap": ("现在不能换猪羊", "The pig and sheep cannot be swapped now"),
    "refused.window": ("亮牌时间已经结束", "The exposure window is closed"),
    "refused.now": ("现在不能这样做", "That cannot be done now"),
    "toast.ai_simplified": (
        "电脑玩家一时没能想好，这一步按普通难度出牌（详情见日志）",
        "A computer player ran out of thinking and played one move at normal level (see the log)",
    ),
    # Table scene (game/scenes/table.py)
    "table.play_pair": ("出对子", "Play pair"),
    "table.play_single": ("出单张", "Play single"),
    "table.prompt.one_more": (
        "再选一张：跟对子要出两张（再点这张取消）",
        "Choose one more card: a pair led takes two (click this one again to cancel)",
    ),
    "table.prompt.pair_or_single": (
        "出对子（P，或再点这张）还是只出一张（S，或点另一张）？",
        "Play the pair (P, or click this card again) or just one (S, or click the other)?",
    ),
    "table.prompt.pair": ("出对子：按 P 或再点这张", "Play the pair: press P or click it again"),
    "table.done_exposing": ("完成", "Done"),
    "table.first_yes": ("首明 ×4", "Expose ×4"),
    "table.first_no": ("不明", "Keep hidden"),
    "table.first_title": ("首明？", "Expose your first card?"),
    "table.first_text": (
        "你收到的第一张牌是{card}。现在亮出，它的分值 ×4。",
        "The first card you were dealt is {card}. Expose it now and it counts ×4.",
    ),
    # hot seat: a human whose first card is not special still has his turn, and confirms
    "table.first_pass": ("继续", "Continue"),
    "table.first_none_title": ("首明", "First card"),
    "table.first_none": (
        "你收到的第一张牌是{card}，不是特殊牌，没有可首明的。",
        "The first card you were dealt is {card}: not a special card, nothing to expose first.",
    ),
    "table.waiting_first": ("等待首明…", "Waiting for first-card exposures…"),
    "table.window_title": ("亮牌", "Exposure"),
    "table.window_help": (
        "点击发光的牌或按 E 亮牌，亮出的牌分值 ×2",
        "Click a glowing card or press E: an exposed card counts ×2",
    ),
    "table.window_nothing": ("你没有可亮的牌", "You have no card to expose"),
    "table.window_wait": ("等待其他玩家亮牌…", "Waiting for the others to expose…"),
    "table.toast.hidden": ("{seat} 暗卖了一张牌", "{seat} exposes a card face down"),
    "table.toast.hidden.you": ("你 暗卖了一张牌", "You expose a card face down"),
    "table.badge.shown": ("亮×2", "×2"),
    "table.badge.first": ("首明×4", "1st ×4"),
    # an exposure whose card has left the table: its factor still counts all hand
    "table.chip.shown": ("亮{card}×{factor}", "{card} ×{factor}"),
    "table.chip.first": ("首明{card}×{factor}", "1st {card} ×{factor}"),
    "table.why.pair": ("必须跟对子", "must follow with a pair"),
    "table.why.illegal": ("这张牌现在不能出", "that card cannot be played now"),
    "table.not_exposable": (
        "只有猪、羊、变压器和红桃A可以亮",
        "Only the pig, sheep, transformer and ♥A can be exposed",
    ),
    "table.no_pair": ("这张牌没有对子", "You hold only one of that card"),
    "table.takes_trick": ("{seat} 收下这一圈", "{seat} takes the trick"),
    "table.takes_trick.you": ("你收下这一圈", "You take the trick"),
    "table.review_title": ("上一圈 · {seat} 赢", "Last trick · {seat} took it"),
    "table.hand_no": ("第 {n} 局", "Hand {n}"),
    "table.col.hand": ("本局", "This hand"),
    "table.col.game": ("总分", "Game"),
    "table.team.us": ("我方", "Us"),
    "table.team.them": ("对方", "Them"),
    "table.team.ns": ("南北", "N–S"),
    "table.team.ew": ("东西", "E–W"),
    "table.your_lead": ("轮到你出牌", "Your lead"),
    "table.hand_over": ("本局结束", "Hand over"),
    "table.menu_title": ("暂停", "Paused"),
    "table.menu_rules": ("规则", "Rules"),
    "table.menu_settings": ("设置", "Settings"),
    "menu.resume": ("继续", "Resume"),
    "menu.to_title": ("返回主菜单", "Main menu"),
    # Help
    "help.title": ("规则与帮助", "Rules & help"),
    # New game form
    "newgame.title": ("新牌局", "New game"),
    "newgame.rules": ("规则", "Rules"),
    "newgame.house": ("更多规则", "House rules"),
    "newgame.house_changed": ("更多规则（改了 {n} 项）", "House rules ({n} changed)"),
    "newgame.house_title": ("更多规则", "House rules"),
    "newgame.common": ("返回常用规则", "Back to the common rules"),
    "newgame.seats": ("座位", "Seats"),
    "newgame.length": ("牌局长度", "Game length"),
    "newgame.start": ("开始", "Start"),
    "newgame.refused": ("无法开始：{why}", "Cannot start: {why}"),
    "newgame.human": ("玩家", "Human"),
    "newgame.computer": ("电脑", "Computer"),
    "newgame.name_hint": ("点击输入名字", "Click to type a name"),
    "newgame.stats_under": ("统计记在这个名字下", "Statistics are kept under this name"),
    "newgame.need_name": ("请为每位玩家输入名字", "Please give every human player a name"),
    "newgame.same_name": (
        "两位玩家不能同名（统计按名字记录）",
        "Two players cannot share a name (statistics are kept by name)",
    ),
    "confirm.abandon": (
        "有一盘还没打完。开始新的一盘会放弃它（不计入统计）。",
        "A game is in progress. Starting a new one abandons it (it is not counted).",
    ),
    "confirm.abandon_yes": ("放弃并开始", "Abandon and start"),
    "newgame.pick_title": ("选择玩家", "Choose a player"),
    "newgame.pick_none": (
        "还没有玩家记录：输入名字即可创建",
        "No players yet: type a name to create one",
    ),
    "newgame.name_taken": ("{name} 已坐在另一个座位", "{name} already sits in another seat"),
    "newgame.keys": (
        "Tab/方向键选择 · ←/→ 更改 · 回车开始 · Esc 返回",
        "Tab/arrows to move · ←/→ to change · Enter to start · Esc to go back",
    ),
    "preset.classic": ("经典", "Classic"),
    "preset.double": ("拱双猪", "Double pig"),
    "preset.tournament": ("比赛", "Tournament"),
    "preset.book": ("入门", "Beginner"),
    "level.easy": ("简单", "Easy"),
    "level.normal": ("普通", "Normal"),
    "level.hard": ("困难", "Hard"),
    "level.expert": ("专家", "Expert"),
    "opt.decks": ("牌副数", "Decks"),
    "opt.decks.help": (
        "一副牌为拱猪，两副牌为拱双猪",
        "One deck, or two decks for 拱双猪 (double pig)",
    ),
    "opt.decks.1": ("一副", "One"),
    "opt.decks.2": ("两副", "Two"),
    "opt.hearts": ("红桃分值", "Heart values"),
    "opt.hearts.help": (
        "标准：A −50 至 5 −10；按牌点：每张不同；正分：红桃加分",
        "Standard: A −50 down to 5 −10; by rank: every card differs; positive: hearts add",
    ),
    "opt.hearts.standard": ("标准", "Standard"),
    "opt.hearts.book": ("按牌点", "By rank"),
    "opt.hearts.positive": ("正分", "Positive"),
    "opt.exposure": ("亮牌方式", "Exposure"),
    "opt.exposure.help": (
        "发牌后亮出猪、羊、变压器、红桃A，亮出的牌分值翻倍",
        "Showing the pig, sheep, transformer or ♥A after the deal doubles it",
    ),
    "opt.exposure.free": ("自由亮", "Free"),
    "opt.exposure.hidden": ("暗卖", "Hidden"),
    "opt.exposure.all-but-sheep": ("除羊全明", "All but sheep"),
    "opt.exposure.all": ("分牌全明", "All shown"),
    "opt.exposure.forced": ("逼明", "Forced"),
    "opt.exposure.none": ("不亮牌", "None"),
    "opt.first_exposure": ("首明", "First card (首明)"),
    "opt.first_exposure.help": (
        "发牌时可亮出收到的第一张分牌，×4",
        "Expose the first card you are dealt, if special: ×4",
    ),
    "opt.self_take": ("自得", "Self-take (自得)"),
    "opt.self_take.help": (
        "自己打出并自己收回的分牌算双倍",
        "A special card you play and win yourself counts twice",
    ),
    "opt.discard_exposed_early": ("亮牌可先垫", "Early discard"),
    "opt.discard_exposed_early.help": (
        "亮过的牌在其花色首轮前也可垫出",
        "An exposed card may be discarded before its suit is led",
    ),
    "opt.colour_rule": ("垫牌规则", "Colour rule"),
    "opt.colour_rule.help": (
        "垫牌须与首家同色：严格＝必须，罚分＝否则收下此圈分牌",
        "Discards match the led colour: strict = must; penalty = or take the points",
    ),
    "opt.colour_rule.off": ("不限", "Off"),
    "opt.colour_rule.strict": ("严格", "Strict"),
    "opt.colour_rule.penalty": ("罚分", "Penalty"),
    "opt.first_lead_c2": ("梅花2先出", "♣2 leads"),
    "opt.first_lead_c2.help": (
        "每盘第一局由持梅花2者出梅花2",
        "The first hand of a game opens with ♣2",
    ),
    "opt.pig_sheep_swap": ("猪羊变色", "Pig–sheep swap"),
    "opt.pig_sheep_swap.help": (
        "有人全红时，猪改为加分、羊改为减分",
        "After a 全红 (all hearts) the pig scores plus, the sheep minus",
    ),
    "opt.pig_sheep_swap.off": ("关", "Off"),
    "opt.pig_sheep_swap.auto": ("自动", "Auto"),
    "opt.pig_sheep_swap.choose": ("全红者选", "Chosen"),
    "opt.mode": ("模式", "Mode"),
    "opt.mode.help": (
        "各自为战、南北对东西，或拿到猪羊的两人一队",
        "Each alone, N+S against E+W, or the pig and sheep holders together",
    ),
    "opt.mode.solo": ("各自为战", "Solo"),
    "opt.mode.partners": ("对家配合", "Partners"),
    "opt.mode.pig-sheep": ("猪羊一家", "Pig & sheep"),
    "opt.double_pig_loser": ("双猪", "Two pigs (双猪)"),
    "opt.double_pig_loser.help": (
        "终局时最高分与最低分都当猪（仅各自为战）",
        "At the end the highest and the lowest are both the pig (solo only)",
    ),
    "opt.limit": ("封顶分", "Limit"),
    "opt.limit.help": (
        "有人（队）总分达到 ± 此分时结束",
        "Ends when a player (team) reaches ± this total",
    ),
    "opt.limit.0": ("不限", "None"),
    "opt.hands": ("局数", "Hands"),
    "opt.hands.help": (
        "固定局数（16 局为一盘）；与封顶先到者结束",
        "A fixed number of hands (16 make a full game); whichever ends first",
    ),
    "opt.hands.0": ("打到封顶", "To the limit"),
    "opt.hands.n": ("{n} 局", "{n:hand|hands}"),
    "refuse.pig_sheep_decks": (
        "猪羊一家只能用一副牌",
        "猪羊一家 (pig & sheep) is played with one deck only",
    ),
    "refuse.pig_sheep_exposure": (
        "猪羊一家不亮牌：请把亮牌方式设为“不亮牌”",
        "猪羊一家 (pig & sheep) has no exposure: set Exposure to None",
    ),
    "refuse.first_exposure": (
        "首明只能用于“自由亮”或“逼明”",
        "首明 (first card) needs exposure Free or Forced",
    ),
    "refuse.double_pig": ("双猪只用于各自为战", "双猪 (two pigs) exists only in solo games"),
    "refuse.no_end": ("封顶为“不限”时须设定局数", "With no limit, choose a number of hands"),
    # Hand result
    "result.title": ("第 {n} 局结果", "Hand {n} result"),
    "result.deal": ("牌号 #{deal}", "Deal #{deal}"),
    "result.taken": ("收到的分牌", "Scoring cards taken"),
    "result.nothing": ("没有分牌", "no scoring cards"),
    "result.hearts": ("红桃", "Hearts"),
    "result.pig": ("猪", "Pig"),
    "result.sheep": ("羊", "Sheep"),
    "result.mult": ("变压器", "Transf."),
    "result.hand": ("本局", "Hand"),
    "result.credited": ("计入", "Credited"),
    "result.total": ("总分", "Total"),
    "result.factors": ("亮牌倍数：{list}", "Exposure factors: {list}"),
    "result.no_factors": ("本局无人亮牌", "Nothing was exposed this hand"),
    "result.team": ("{a} + {b}：{score}", "{a} + {b}: {score}"),
    "result.team_alone": ("{a} 一人对三家", "{a} alone against three"),
    "result.teams": ("队伍", "Teams"),
    "result.team_pig_sheep": ("猪羊一家：{a}", "Pig & sheep team: {a}"),
    "result.next": ("下一局", "Next hand"),
    "result.game_over": ("查看终局", "Game over"),
    "result.menu": ("返回主菜单", "Main menu"),
    "result.all_hearts": ("全红", "All hearts"),
    "result.grand_slam": ("满贯", "Grand slam"),
    "result.banner": ("{name} {what}！", "{name}: {what}!"),
    "result.swapped": ("猪羊变色", "Pig–sheep swap"),
    "result.swap_question": (
        "{name} 全红！要猪羊变色吗？",
        "{name} took all the hearts! Swap pig and sheep?",
    ),
    "result.swap_explain": (
        "变色：猪 +100、羊 −100（你本局 {yes}）；不变：你本局 {no}",
        "Swap: pig +100, sheep −100 (you score {yes}); keep: you score {no}",
    ),
    "result.swap_yes": ("变色", "Swap"),
    "result.swap_no": ("不变", "Keep"),
    "result.deciding": (
        "{name} 正在决定是否猪羊变色…",
        "{name} is deciding on the pig–sheep swap…",
    ),
    # Game over
    "over.title": ("终局", "Game over"),
    "over.hands": ("共 {n} 局", "{n:hand|hands} played"),
    "over.place": ("名次", "Place"),
    "over.pig": ("当猪", "The pig"),
    "over.double_pig": ("双猪", "Both pigs"),
    "over.winner": ("胜", "Winner"),
    "over.chart": ("累计得分", "Running totals"),
    "over.axis_hand": ("局", "Hand"),
    "over.axis_score": ("分", "Score"),
    "over.new_game": ("再来一盘", "New game"),
    "over.title_button": ("返回主菜单", "Main menu"),
    "over.pig_line": ("当猪：{names}", "The pig: {names}"),
    "over.best_hand": (
        "最好的一局：{name} {score}（第 {n} 局）",
        "Best hand: {name} {score} (hand {n})",
    ),
    "over.worst_hand": (
        "最差的一局：{name} {score}（第 {n} 局）",
        "Worst hand: {name} {score} (hand {n})",
    ),
    "over.team": ("{a} + {b}", "{a} + {b}"),
    # Statistics
    "title.stats": ("统计", "Statistics"),
    "stats.title": ("统计", "Statistics"),
    "stats.none": (
        "还没有统计。打完一局后这里会显示你的成绩。",
        "No statistics yet. Finish a hand and your results appear here.",
    ),
    "stats.games": ("盘数", "Games"),
    "stats.hands": ("局数", "Hands"),
    "stats.mean": ("平均每局得分", "Mean hand score"),
    "stats.wins": ("获胜", "Wins"),
    "stats.pig_games": ("当猪次数", "Times the pig"),
    "stats.all_hearts": ("全红", "All hearts"),
    "stats.grand_slams": ("满贯", "Grand slams"),
    "stats.pigs_taken": ("拿到的猪", "Pigs taken"),
    "stats.exposures": ("亮牌次数", "Exposures made"),
    "stats.exposure_gain": ("亮牌得失", "Exposures returned"),
    "stats.per_game": ("每盘多常见（共 {n} 盘）", "How often, per game ({n:game|games})"),
    "stats.per_hand": ("每局多常见（共 {n} 局）", "How often, per hand ({n:hand|hands})"),
    "stats.error": (
        "统计文件无法读取，已从头开始：{msg}",
        "The statistics could not be read and start afresh: {msg}",
    ),
    # Hand history
    "title.history": ("牌局回放", "Hand history"),
    "history.title": ("牌局回放", "Hand history"),
    "history.none": (
        "还没有记录。打完一局后这里会列出每一局。",
        "No hands yet. Every finished hand is listed here.",
    ),
    "history.row": ("{date}牌号 #{deal} · {scores}", "{date}Deal #{deal} · {scores}"),
    "history.recomputed": ("分数按出牌重算", "Scores from tricks"),
    "history.trick": ("第 {n} / {total} 圈", "Trick {n} of {total}"),
    "history.start": ("开始出牌前", "Before the first card"),
    "history.takes": ("{seat}收下 {cards}", "{seat} takes {cards}"),
    "history.wins": ("{seat}赢得这一圈", "{seat} wins the trick"),
    "history.taken": ("得分牌：", "Taken: "),
    "history.final": ("最终得分：", "Final scores: "),
    "history.prev": ("← 上一圈", "← Previous"),
    "history.next": ("下一圈 →", "Next →"),
    "history.export_json": ("导出 JSON", "Export JSON"),
    "history.export_text": ("导出文本", "Export text"),
    "history.export_all_json": ("全部导出 JSON", "Export all (JSON)"),
    "history.export_all_text": ("全部导出文本", "Export all (text)"),
    "history.exported": ("已导出 {n} 局到 {path}", "Exported {n:hand|hands} to {path}"),
    "history.import": ("导入", "Import"),
    "history.of_game": ("{game} 牌局记录", "{game}: hand history"),
    "history.path": ("文件路径（或把文件拖到窗口上）", "File path (or drop a file on the window)"),
    "history.imported": ("已导入 {n} 局", "Imported {n:hand|hands}"),
    "history.importing": ("正在导入：{n} / {total} 局", "Importing: {n} of {total} hands"),
    "history.import_skipped": (
        "{n} 局未导入：已经在记录中，或记录已满（导入不会挤掉你自己的牌局）。",
        "{n:hand was|hands were} not imported: already here, or no room left (imports never push out your own hands).",
    ),
    "history.failed": ("无法完成：{msg}", "Could not do that: {msg}"),
    "history.illegal": ("这局记录无法回放（{msg}）", "This record cannot be replayed ({msg})"),
    "history.page": ("第 {n} / {total} 页", "Page {n} of {total}"),
    "handover.title": ("请把电脑交给 {who}", "Pass the computer to {who}"),
    "handover.named": ("{seat} · {name}", "{seat} · {name}"),
    "handover.sub": (
        "其他人请勿看屏幕：下一屏是这位玩家的手牌。",
        "Everyone else, look away: the next screen shows this player's hand.",
    ),
    "handover.continue": (
        "按任意处继续（回车 / 空格）",
        "Press to continue (click, Enter or Space)",
    ),
}

_language = "zh"
_listeners: list[Callable[[str], None]] = []


def set_language(language: str) -> None:
    """Switch every later ``tr`` call to ``language`` and tell listeners (scenes relayout)."""
    global _language
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}; expected one of {LANGUAGES}")
    if language != _language:
        _language = language
        for listener in _listeners:
            listener(language)


def _merge_features() -> None:
    """Fold the feature string tables (game.texts) into STRINGS."""
    STRINGS.update(texts.merged(STRINGS))


_merge_features()


def language() -> str:
    """The current language code, "zh" or "en"."""
    return _language


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` whenever the language changes."""
    _listeners.append(listener)


class _Counts(string.Formatter):
    """str.format plus counted nouns: ``{n:hand|hands}`` gives "1 hand", "2 hands".

    Why: English needs the noun to agree with the count; Chinese counts with a 量词 that
    never changes ("1 局", "2 局"), so its strings use plain ``{n}``.
    """

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" in format_spec:
            one, many = format_spec.split("|", 1)
            return f"{value} {one if value == 1 else many}"
        return str(super().format_field(value, format_spec))


_COUNTS = _Counts()


def tr(key: str, **fmt: object) -> str:
    """The string ``key`` in the current language, formatted with ``fmt``."""
    return tr_in(_language, key, **fmt)


def tr_in(language_code: str, key: str, **fmt: object) -> str:
    """The string ``key`` in a given language (for the language picker and tests)."""
    zh, en = STRINGS[key]
    text = zh if language_code == "zh" else en
    return _COUNTS.format(text, **fmt) if fmt else text


def all_text() -> Iterator[str]:
    """Every string the game can show, both languages (the font subset is built from it)."""
    for zh, en in STRINGS.values():
        yield zh
        yield en
    yield from help_text.all_text()
    yield from shengji_help.all_text()
