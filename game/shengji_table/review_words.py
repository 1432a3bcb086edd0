"""升级's review in words: what a judged decision led to and what the better play would have
gained, from the engine's figures (engine/shengji/review.py) and the hint's reasons
(engine/shengji/ai/explain.py). Kept apart from the screen so the tests read the sentences the
player reads, and check that the figures shown add up."""

from __future__ import annotations

from engine.shengji.ai.explain import why
from engine.shengji.cards import Card
from engine.shengji.review import THRESHOLD, Judged, ShengjiReview
from engine.shengji.state import Bury, Play
from engine.shengji.view import ShengjiView
from game.session.shengji_review import PlayedOn
from game.shengji_table.draw import card_word
from game.texts import i18n
from game.texts.i18n import tr

POINTS_SHOWN = round(THRESHOLD / 0.008)  # the threshold in points, for "nothing lost N or more"


def card_words(cards: tuple[Card, ...]) -> str:
    """``♠A♠A`` in 中文, ``♠A ♠A`` in English; jokers by their names in the language."""
    words = [card_word(c) for c in sorted(cards, reverse=True)]
    return ("" if i18n.language() == "zh" else " ").join(words)


def tenths(n: int) -> str:
    """Tenths of a level as ``0.4``, ``-1.2``, ``3``."""
    sign = "-" if n < 0 else ""
    whole, part = divmod(abs(n), 10)
    return f"{sign}{whole}" if part == 0 else f"{sign}{whole}.{part}"


def goes(share: float) -> str:
    """Where the trick goes, in words (the share of the hands played out: never a count)."""
    if share >= 0.85:
        return tr("sjr.goes.ours_always")
    if share >= 0.5:
        return tr("sjr.goes.ours_mostly")
    if share > 0.15:
        return tr("sjr.goes.theirs_mostly")
    return tr("sjr.goes.theirs_always")


def reason(view: ShengjiView, j: Judged, cards: tuple[Card, ...]) -> str:
    """The hint's reason for ``cards`` in that position (explain.why), in words."""
    action = Bury(cards) if j.kind == "bury" else Play(cards)
    r = why(view, action)
    return tr(f"sj.why.{r.code}", cards=card_words(r.cards or cards), n=r.n)


def what_happens(j: Judged) -> str:
    """The play made and the better one, side by side: the trick (or the kitty, a burial)."""
    m, b = j.made_figures, j.best_figures
    if j.kind == "bury":
        made = tr("sjr.kitty_made", cards=card_words(j.made), n=round(max(0.0, -m.kitty)))
        best = tr("sjr.kitty_best", cards=card_words(j.best), n=round(max(0.0, -b.kitty)))
    else:
        made = tr(
            "sjr.trick_made",
            cards=card_words(j.made),
            goes=goes(m.trick_ours),
            n=round(m.trick_points),
        )
        best = tr("sjr.trick_best", cards=card_words(j.best), goes=goes(b.trick_ours))
        if goes(m.trick_ours) == goes(b.trick_ours):
            return made + tr("sjr.join") + best + tr("sjr.end") + " " * en() + tr("sjr.same_trick")
    return made + tr("sjr.join") + best + tr("sjr.end")


def en() -> int:
    """1 in English (a space between two sentences), 0 in 中文."""
    return int(i18n.language() != "zh")


def loss_words(j: Judged) -> str:
    """``这一步平均亏 15 分（圈里 10 分、底牌 5 分），0.4 级``: the parts add up to the points."""
    names = ("sjr.part.tricks", "sjr.part.kitty", "sjr.part.penalty")
    parts = [(k, n) for k, n in zip(names, j.lost_parts()) if n]
    inner = ""
    if len(parts) > 1:
        shown = tr("sjr.part_sep").join(tr(k, n=n) for k, n in parts)
        inner = tr("sjr.parts", parts=shown)
    return tr("sjr.loss", points=j.lost_points(), parts=inner, levels=tenths(j.lost_tenths())) + tr(
        "sjr.end"
    )


def judgement(view: ShengjiView, j: Judged | None, costly: bool, done: bool) -> list[str]:
    """The sentences for one decision: still thinking, forced, fine, or what it cost."""
    if j is None:
        return [tr("sjr.forced") if done else tr("sjr.waiting")]
    if not costly:
        out = [tr("sjr.fine", why=reason(view, j, j.made))]
        if j.best != j.made and j.loss > 0:
            out.append(tr("sjr.close", cards=card_words(j.best)))
        return out
    return [
        what_happens(j),
        loss_words(j),
        tr("sjr.why_best", why=reason(view, j, j.best)),
    ]


def total_words(review: ShengjiReview | None) -> str:
    """The hand's total: the sum of the listed decisions' figures, exactly as shown."""
    if review is None:
        return tr("sjr.total_waiting")
    mistakes = review.mistakes
    if not mistakes:
        return tr("sjr.total_none", n=POINTS_SHOWN)
    return tr(
        "sjr.total",
        n=len(mistakes),
        points=review.total_points(),
        levels=tenths(review.total_tenths()),
    )


def rise_words(n: int) -> str:
    return tr("sjr.rise", n=n) if n > 0 else tr("sjr.rise_none")


def played_on_words(p: PlayedOn) -> str:
    """How a hand played on from the review went beside the real one: points, levels, which
    was better for the seat."""
    return tr(
        "sjr.played_on",
        k=p.decision,
        points=p.points,
        real_points=p.real_points,
        rise=rise_words(p.rise),
        real_rise=rise_words(p.real_rise),
        verdict=tr(f"sjr.verdict.{p.verdict}"),
    )
