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

from collections.abc import Callable, Iterator

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
    "title.footer": ("方向键选择 · 回车确认 · Esc 返回", "Arrows to choose · Enter to confirm · Esc to go back"),
    "title.not_ready": ("此功能即将推出", "Coming soon"),
    # Generic
    "ui.back": ("返回", "Back"),
    "ui.on": ("开", "On"),
    "ui.off": ("关", "Off"),
    "ui.ok": ("确定", "OK"),
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
    "settings.saved": ("设置已保存", "Settings saved"),
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
    "table.scores": ("比分", "Scores"),
    "table.hint": ("提示", "Hint"),
    "table.last_trick": ("上一圈", "Last trick"),
    "table.claim": ("声称", "Claim"),
    "table.expose": ("亮牌", "Expose"),
    "table.done": ("不亮", "Done"),
    "table.cards_left": ("剩 {n} 张", "{n} left"),
    "table.hand_score": ("本局 {score}", "Hand {score}"),
    "table.total": ("总分 {score}", "Total {score}"),
    "table.human": ("玩家", "human"),
    "table.level": ("电脑 {level}", "computer {level}"),
    "badge.exposed": ("亮 ×2", "exposed ×2"),
    "badge.first_exposed": ("首明 ×4", "first ×4"),
    "badge.hidden": ("暗卖 {n} 张", "{n} hidden"),
    "why.follow": ("必须跟 {suit}", "must follow {suit}"),
    "why.exposed": ("亮过的牌：此花色第一轮不能出", "exposed card: not in this suit's first trick"),
    "why.colour": ("须垫同色牌", "discard must match the led colour"),
    "why.c2": ("首圈必须出 ♣2", "the first lead must be ♣2"),
    "toast.exposed": ("{seat} 亮{card}！×{factor}", "{seat} exposes {card}! ×{factor}"),
    "toast.pig_taken": ("{seat} 拿到了猪！", "{seat} takes the pig!"),
    "toast.all_hearts_danger": ("{seat} 可能全红！", "{seat} could take all the hearts!"),
    "toast.all_hearts": ("{seat} 全红！", "{seat} takes all the hearts!"),
    "toast.grand_slam": ("{seat} 满贯！", "{seat} takes every scoring card!"),
    "toast.claim": ("{seat} 声称剩下的牌全拿", "{seat} claims the remaining tricks"),
    "toast.claim_refused": ("声称不成立，继续出牌", "Claim refused; play goes on"),
    # Table scene (game/scenes/table.py)
    "table.play_pair": ("出对子", "Play pair"),
    "table.done_exposing": ("完成", "Done"),
    "table.first_yes": ("首明 ×4", "Expose ×4"),
    "table.first_no": ("不明", "Keep hidden"),
    "table.first_title": ("首明？", "Expose your first card?"),
    "table.first_text": ("你收到的第一张牌是{card}。现在亮出，它的分值 ×4。",
                         "The first card you were dealt is {card}. Expose it now and it counts ×4."),
    "table.waiting_first": ("等待首明…", "Waiting for first-card exposures…"),
    "table.window_title": ("亮牌", "Exposure"),
    "table.window_help": ("点击发光的牌或按 E 亮牌，亮出的牌分值 ×2",
                          "Click a glowing card or press E: an exposed card counts ×2"),
    "table.window_nothing": ("你没有可亮的牌", "You have no card to expose"),
    "table.window_wait": ("等待其他玩家亮牌…", "Waiting for the others to expose…"),
    "table.toast.hidden": ("{seat} 暗卖了一张牌", "{seat} exposes a card face down"),
    "table.badge.shown": ("亮×2", "×2"),
    "table.badge.first": ("首明×4", "1st ×4"),
    "table.why.pair": ("必须跟对子", "must follow with a pair"),
    "table.why.illegal": ("这张牌现在不能出", "that card cannot be played now"),
    "table.not_exposable": ("只有猪、羊、变压器和红桃A可以亮", "Only the pig, sheep, transformer and ♥A can be exposed"),
    "table.no_pair": ("这张牌没有对子", "You hold only one of that card"),
    "table.review_title": ("上一圈 · {seat} 赢", "Last trick · won by {seat}"),
    "table.hand_no": ("第 {n} 局", "hand {n}"),
    "table.your_lead": ("轮到你出牌", "Your lead"),
    "table.hand_over": ("本局结束", "Hand over"),
    "table.menu_title": ("暂停", "Paused"),
    "table.menu_rules": ("规则", "Rules"),
    "table.menu_settings": ("设置", "Settings"),
    "menu.resume": ("继续", "Resume"),
    "menu.to_title": ("回到标题", "Back to title"),
    # Help
    "help.title": ("规则与帮助", "Rules & help"),
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


def language() -> str:
    """The current language code, "zh" or "en"."""
    return _language


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(language)`` whenever the language changes."""
    _listeners.append(listener)


def tr(key: str, **fmt: object) -> str:
    """The string ``key`` in the current language, formatted with ``fmt``."""
    zh, en = STRINGS[key]
    text = zh if _language == "zh" else en
    return text.format(**fmt) if fmt else text


def tr_in(language_code: str, key: str, **fmt: object) -> str:
    """The string ``key`` in a given language (for the language picker and tests)."""
    zh, en = STRINGS[key]
    text = zh if language_code == "zh" else en
    return text.format(**fmt) if fmt else text


def all_text() -> Iterator[str]:
    """Every string the game can show, both languages (the font subset is built from it)."""
    from game import help_text

    for zh, en in STRINGS.values():
        yield zh
        yield en
    yield from help_text.all_text()
