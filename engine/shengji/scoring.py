"""Points and levels (SHENGJI §8, §9, §15.17): the kitty bonus, the level tables, the next declarer.

>>> level_change("classic", 1, 45)
(False, 0, 'classic 40-75: take over +0')
>>> level_change("modern", 2, 125)
(False, 1, 'modern 120-155: take over +1')
"""

from __future__ import annotations


def kitty_multiplier(mode: str, largest_width: int) -> int:
    """§8 抠底: `double` ×2; `times` 2 × the cards of the last lead's largest component (§14.9)."""
    if mode == "double":
        return 2
    return 2 * largest_width


def _band(low: int, high: int | None) -> str:
    return f"{low}+" if high is None else f"{low}-{high}"


def level_change(table: str, decks: int, points: int) -> tuple[bool, int, str]:
    """§8: (the declaring side won, levels risen by the winners, the row that applied) for the
    defenders' points D."""
    d = points
    if table == "classic":
        # seed 升级（一）: 0 +2; 5–35 +1; 40–75 take over +0; 80+ take over +1
        if d == 0:
            return True, 2, "classic 0: declarers +2"
        if d < 40:
            return True, 1, "classic 5-35: declarers +1"
        if d < 80:
            return False, 0, "classic 40-75: take over +0"
        return False, 1, "classic 80+: take over +1"
    if table == "duel":
        # seed 升级（二）, §14.10: 0 +2; 5–55 +1; 60–75 take over +0; 80+ take over +1
        if d == 0:
            return True, 2, "duel 0: declarers +2"
        if d < 60:
            return True, 1, "duel 5-55: declarers +1"
        if d < 80:
            return False, 0, "duel 60-75: take over +0"
        return False, 1, "duel 80+: take over +1"
    if table == "friends":
        # seed 升级（三）: 75 or less +1 each; 80–135 take over +0; 140+ take over, each +1
        if d <= 75:
            return True, 1, "friends 0-75: declarer and friend +1"
        if d < 140:
            return False, 0, "friends 80-135: take over +0"
        return False, 1, "friends 140+: take over, each defender +1"
    # modern (§8, §14.11): bands of 40 with two decks, of 20 with one (§15.17)
    unit = 40 if decks == 2 else 20
    if d == 0:
        return True, 3, "modern 0: declarers +3"
    if d < unit:
        return True, 2, f"modern 5-{unit - 5}: declarers +2"
    if d < 2 * unit:
        return True, 1, f"modern {unit}-{2 * unit - 5}: declarers +1"
    rise = (d - 2 * unit) // unit
    low = 2 * unit + rise * unit
    return False, rise, f"modern {low}-{low + unit - 5}: take over +{rise}"


def next_declarer(
    players: int, declarer: int, declarers_won: bool, friend: int | None = None
) -> int:
    """§9: four players — the partner, or the right neighbour when the defenders won; two — the
    declarer again or the other; five — the declarer again, or the first defender
    counter-clockwise from him, skipping the friend (§14.13)."""
    if players == 5 and not declarers_won:
        seat = (declarer + 1) % 5
        return (seat + 1) % 5 if seat == friend else seat  # §15.13: skip the friend
    if players == 4:
        return (declarer + 2) % 4 if declarers_won else (declarer + 1) % 4
    if players == 2:
        return declarer if declarers_won else 1 - declarer
    return declarer if declarers_won else (declarer + 1) % players
