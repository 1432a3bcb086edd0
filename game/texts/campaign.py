"""Strings of the campaign feature: key -> (中文, English).

The ``level.campaign:*`` keys name the opponents' levels where the table and the result
screen show a computer player's level (they look up ``level.<level>``).
"""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "campaign.title_button": ("闯关", "Campaign"),
    "campaign.title": ("闯关", "Campaign"),
    "campaign.subtitle": ("依次打败四位对手", "Beat four opponents in turn"),
    "campaign.seating": (
        "对手坐在你对面（北家），东西两家是电脑玩家，每一关的水平写在它的卡片上。",
        "Your opponent sits opposite you (North); East and West are computer players, as strong as each stage's card says.",
    ),
    "campaign.stage": ("第 {n} 关", "Stage {n}"),
    "campaign.strength": ("实力", "Strength"),
    "campaign.sides": ("东西两家：电脑 {level}", "East and West: {level} computers"),
    "campaign.opponent": ("对手", "opponent"),
    "campaign.locked": ("未解锁", "Locked"),
    "campaign.locked_hint": ("先打败上一关的对手", "Beat the previous opponent first"),
    "campaign.open": ("可挑战", "Open"),
    "campaign.beaten": ("已过关", "Beaten"),
    "campaign.best": ("最佳：{hands} 手过关", "Best: won in {hands} hands"),
    "campaign.best_game": ("最佳：{hands} 手，总分 {total}", "Best: {hands} hands, total {total}"),
    "campaign.goal": ("过关条件", "To win"),
    "campaign.goal.tops": ("先拿 {n} 次头名", "First to top {n:hand|hands}"),
    "campaign.goal.game": ("打完一盘", "Win a full game"),
    "campaign.goal_help.tops": (
        "头名：一手牌得分最高（并列都算）。谁先拿到 {n} 次头名谁赢这一关；同一手一起拿到，总分高者赢（一样高算你赢）。",
        (
            "Top a hand: score the most of the four in it (ties all count). First to {n:top|tops} wins the stage; "
            "reached in the same hand, the higher total wins (equal: you win)."
        ),
    ),
    "campaign.goal_help.game": (
        "打到一盘结束（±1000 分）：你排第一且不当猪就过关。",
        "Play until the game ends (±1000): finish first and not 当猪 to win the stage.",
    ),
    "campaign.challenge": ("挑战", "Challenge"),
    "campaign.continue": ("继续第 {n} 关", "Continue stage {n}"),
    "campaign.back": ("返回", "Back"),
    "campaign.all_beaten": (
        "四关全部通过！可以再挑战任何一关。",
        "All four beaten! Challenge any of them again.",
    ),
    "campaign.reset": (
        "{msg} 闯关进度已重新开始。",
        "{msg} The campaign starts afresh.",
    ),
    "campaign.save_failed": (
        "闯关进度没能保存：{msg}",
        "The campaign progress could not be saved: {msg}",
    ),
    # the opponents
    "campaign.name.cautious": ("王奶奶", "Granny Wang"),
    "campaign.name.greedy": ("张大叔", "Uncle Zhang"),
    "campaign.name.reckless": ("小马", "Young Ma"),
    "campaign.name.master": ("陈老师", "Master Chen"),
    "campaign.style.cautious": (
        "稳字当头：从不亮牌，能躲就躲。",
        "Plays it safe: never exposes, ducks whenever she can.",
    ),
    "campaign.style.greedy": (
        "见羊就抢：亮羊，为了方块J哪一圈都肯吃。",
        "Hungry for the sheep: exposes ♦J, takes any trick holding it.",
    ),
    "campaign.style.reckless": (
        "胆大包天：手里有能亮的牌就亮。",
        "Fearless: exposes every special card he holds.",
    ),
    "campaign.style.master": (
        "深谋远虑：专家级的推演，滴水不漏。",
        "Calculates everything: expert-level play.",
    ),
    "level.campaign:cautious": ("稳健", "cautious"),
    "level.campaign:greedy": ("贪羊", "greedy"),
    "level.campaign:reckless": ("莽撞", "reckless"),
    "level.campaign:master": ("高手", "master"),
    # during a stage
    "campaign.tops": ("头名 {n}", "tops {n}"),
    "campaign.status": ("闯关 第 {n} 关 · {goal}", "Campaign stage {n} · {goal}"),
    "campaign.to_result": ("本关结果", "Stage result"),
    # the stage result
    "campaign.won": ("过关！", "Stage won!"),
    "campaign.lost": ("挑战失败", "Stage lost"),
    "campaign.won_line": ("你打败了{name}。", "You beat {name}."),
    "campaign.lost_line": ("这一关被{name}拿走了。", "{name} took this stage."),
    "campaign.by.tops": ("先拿到 {n} 次头名。", "First to {n:top|tops}."),
    "campaign.by.tie": (
        "同一手拿到 {n} 次头名，比总分。",
        "{n:top|tops} in the same hand: the higher total decides.",
    ),
    "campaign.by.game": ("一盘结束，按总分排名。", "The game ended: placed by totals."),
    "campaign.hands": ("共 {n} 局", "{n:hand|hands} played"),
    "campaign.col.player": ("玩家", "Player"),
    "campaign.col.tops": ("头名", "Tops"),
    "campaign.col.total": ("总分", "Total"),
    "campaign.next_stage": ("下一关", "Next stage"),
    "campaign.retry": ("再来一次", "Try again"),
    "campaign.ladder": ("闯关菜单", "Campaign ladder"),
    "campaign.to_title": ("返回主菜单", "Main menu"),
    "campaign.finale": (
        "四位对手全部打败，你就是拱猪高手！",
        "All four opponents beaten: you are a 拱猪 master!",
    ),
    "campaign.you": ("你", "You"),
}
