"""The 升级 table's polish, as a player sees it (posted clicks and keys, headless): a prompt
shows only once what it is about has landed; the person's own actions are said as "you";
the duel's result panel fits its lines; the duel's draw after a trick keeps the draw's pace.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

import pytest

from engine.shengji.cards import parse_card
from engine.shengji.state import CLOSING, SHOW, CardDrawn, TrickTaken
from game.shengji_table.call import badge_lines
from game.shengji_table.draw import PILE_ROW, PILE_STEP, PILE_STEP_TEN, pile_places, pile_steps
from game.shengji_table.layout import RESULT_KITTY_W
from game.shengji_table.result import STEP, STEP5
from game.shengji_table.scene import ShengjiTableScene
from game.texts import i18n
from tests.shengji_drive import (
    DT,
    decision,
    declare_when_offered,
    make_table,
    play_hand,
    play_one_decision,
    run_until,
)


@pytest.fixture(autouse=True)
def _zh() -> Any:
    yield
    i18n.set_language("zh")


def clocked_events(scene: ShengjiTableScene) -> list[tuple[int, object]]:
    """Every announced event with the frame it was shown at."""
    seen: list[tuple[int, object]] = []
    frames = [0]
    update, announce = scene.update, scene.announce

    def counted(dt: float) -> None:
        frames[0] += 1
        update(dt)

    def spy(event: object) -> None:
        seen.append((frames[0], event))
        announce(event)

    scene.update = counted  # type: ignore[method-assign]
    scene.announce = spy  # type: ignore[method-assign]
    return seen


def test_the_duel_s_draw_after_a_trick_follows_the_draw_s_pace() -> None:
    app, scene, ctrl = make_table("duel", seed=5)
    ctrl.draw_step, ctrl.think_delay = 0.0, 0.0  # as fast as the draw is set to go
    seen = clocked_events(scene)
    while not any(isinstance(e, TrickTaken) for _, e in seen):
        run_until(app, decision(scene))
        play_one_decision(app, scene)
        for _ in range(60):
            app.step(DT)
    taken = next(i for i, (_, e) in enumerate(seen) if isinstance(e, TrickTaken))
    drawn = [f for f, e in seen[taken:] if isinstance(e, CardDrawn)]
    assert len(drawn) == 2, seen[taken:]
    assert drawn[1] - drawn[0] <= 1  # not held 0.3 s a card whatever the pace


def drawn_texts(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the next frame draws."""
    from game.ui.canvas import Canvas

    seen: list[str] = []
    text = Canvas.text

    def spy(self: Canvas, s: str, *args: Any, **kw: Any) -> Any:
        seen.append(s)
        return text(self, s, *args, **kw)

    monkeypatch.setattr(Canvas, "text", spy)
    app.step(DT)
    monkeypatch.setattr(Canvas, "text", text)
    return seen


def test_the_closing_prompt_waits_for_the_last_card_to_land() -> None:
    app, scene, ctrl = make_table("classic", 137, lang="en")
    run_until(app, lambda: ctrl.my_turn() and ctrl.hand.phase == CLOSING, 60)
    assert scene.motion.busy  # the draw's last card is still on its way
    while scene.motion.busy:
        assert scene.prompt() == ""
        assert not [b for b in scene.place_buttons() if b in scene.declare_buttons]
        assert scene.pass_button not in scene.place_buttons()
        app.step(DT)
    assert scene.prompt() == "Last chance to declare trumps"
    assert scene.pass_button in scene.place_buttons()


def test_the_duel_s_window_waits_for_the_first_five_to_land() -> None:
    app, scene, ctrl = make_table("duel", seed=4, lang="en")
    run_until(app, lambda: ctrl.my_turn() and ctrl.hand.phase == SHOW, 60)
    assert scene.motion.busy
    assert scene.prompt() == "" and scene.pass_button not in scene.place_buttons()
    run_until(app, lambda: not scene.motion.busy, 5)
    assert "Before the lead" in scene.prompt()
    assert scene.pass_button in scene.place_buttons()


@pytest.mark.parametrize(("lang", "said"), [("zh", "你 亮 "), ("en", "You declared ")])
def test_the_person_s_own_declaration_is_his(
    lang: str, said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app, scene, ctrl = make_table("classic", 10, lang=lang)
    toasts: list[str] = []
    toast = app.ctx.toast
    monkeypatch.setattr(app.ctx, "toast", lambda t, s=2.5: (toasts.append(t), toast(t, s)))
    run_until(app, lambda: ctrl.shown.drawn >= 3)
    assert declare_when_offered(app, scene)
    run_until(app, lambda: scene.view.standing is not None and scene.view.standing.seat == 0)
    texts = drawn_texts(app, monkeypatch)
    assert any(t.startswith(said) for t in texts), texts
    assert not any("South" in t or "南家 亮" in t for t in texts if "亮" in t or "declared" in t)
    mine = "你亮主：" if lang == "zh" else "You declare "
    assert any(t.startswith(mine) for t in toasts), toasts


def test_the_duel_s_result_panel_fits_its_lines() -> None:
    app, scene, ctrl = make_table("duel", seed=4, lang="en")
    ctrl.draw_step, ctrl.think_delay = 0.0, 0.0
    play_hand(app, scene)
    app.step(DT)
    box, lines = scene.result.box, scene.result.lines()
    end = box.y + 18 + 48 + len(lines) * STEP
    gap = scene.result.button.rect.y - end
    assert 0 <= gap <= 60, gap  # no large empty space between the last line and the buttons
    assert scene.result.button.rect.bottom <= box.bottom
    assert any(t == "Next hand led by you" or "North" in t for t, _c, _b in lines)


def test_the_friends_result_panel_fits_its_lines_and_names_the_person() -> None:
    app, scene, ctrl = make_table("friends", seed=10, lang="zh")
    ctrl.draw_step, ctrl.think_delay = 0.0, 0.0
    play_hand(app, scene)
    app.step(DT)
    box, lines = scene.result.box, scene.result.lines()
    end = box.y + 18 + 48 + RESULT_KITTY_W * 130 / 90 + 14 + len(lines) * STEP5
    gap = scene.result.button.rect.y - end
    assert 0 <= gap <= 60, gap
    assert ctrl.match.hand.friend == 0  # seed 10: the person is the friend, and the badge
    assert badge_lines(scene.view, scene.seat_label)[1] == "朋友：你"  # says so: 你
    assert not any("朋友：南家" in t for t in drawn_texts(app, pytest.MonkeyPatch()))


def test_five_s_standing_declaration_sits_under_the_trump_line_during_the_draw(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No empty line in the info panel between the trump and who declared it (five players
    have no sides' levels line; the declarer's line comes after the draw)."""
    from game.ui.canvas import Canvas

    app, scene, _ctrl = make_table("friends", seed=10, lang="zh")
    run_until(app, lambda: scene.view.standing is not None and scene.view.declarer is None)
    at: dict[str, float] = {}
    text = Canvas.text

    def spy(self: Canvas, s: str, size: Any, colour: Any, pos: Any, *a: Any, **kw: Any) -> Any:
        at.setdefault(s, pos[1])
        return text(self, s, size, colour, pos, *a, **kw)

    monkeypatch.setattr(Canvas, "text", spy)
    app.step(DT)
    monkeypatch.setattr(Canvas, "text", text)
    trump = next(y for s, y in at.items() if s.startswith("主："))
    said = next(y for s, y in at.items() if " 亮 " in s)
    assert said - trump <= 34, (trump, said)


def test_a_joker_declaration_is_in_the_player_s_language() -> None:
    from game.shengji_table.draw import cards_text

    i18n.set_language("en")
    assert cards_text((52, 52)) == "Little joker ×2"  # no Chinese on an English button
    assert cards_text((53,)) == "Big joker"
    assert cards_text((13, 13)) == "♥2♥2"
    i18n.set_language("zh")
    assert cards_text((52, 52)) == "小王小王"
    assert cards_text((53, 53)) == "大王大王"


def test_the_winning_mark_is_only_ever_on_cards_that_lie_on_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Frame by frame through tricks: every gold "winning" outline frames cards drawn in that
    frame (a play still flying in, or an empty spot, is never marked)."""
    from game.shengji_table.draw import WINNER, Painter
    from game.ui.canvas import Canvas

    app, scene, ctrl = make_table("classic", seed=2)
    marks: list[Any] = []
    cards: list[Any] = []
    outline, card = Canvas.outline, Painter.card

    def spy_outline(self: Canvas, box: Any, colour: Any, *args: Any, **kw: Any) -> None:
        if colour == WINNER:
            marks.append(box)
        outline(self, box, colour, *args, **kw)

    def spy_card(self: Painter, canvas: Canvas, code: Any, rect: Any, **kw: Any) -> None:
        cards.append(rect)
        card(self, canvas, code, rect, **kw)

    monkeypatch.setattr(Canvas, "outline", spy_outline)
    monkeypatch.setattr(Painter, "card", spy_card)
    checked = 0
    for _ in range(1500):  # the declaring, and tricks, frame by frame
        if ctrl.hand_over():
            break
        if decision(scene)():
            play_one_decision(app, scene)
        marks.clear()
        cards.clear()
        app.step(DT)
        for box in marks:
            assert any(box.contains(r) for r in cards), box
            checked += 1
    assert checked


@pytest.mark.parametrize("kitty", [(0, 1), (3, 8)])  # ♠2 ♠3: no points; ♠5 ♠10: 15
def test_a_kitty_bonus_is_gold_only_when_the_defenders_gained_by_it(
    kitty: tuple[int, ...],
) -> None:
    """The last trick taken by the defenders: "15 × 2 = 30" is a gain, in gold; "0 × 2 = 0"
    took nothing, in the ordinary colour."""
    import dataclasses

    from engine.shengji.cards import points_of
    from game.ui import theme

    app, scene, ctrl = make_table("classic", seed=3)
    play_hand(app, scene)
    record = ctrl.match.records[-1]
    points = points_of(kitty)
    result = dataclasses.replace(record.result, kitty=kitty, kitty_points=points, multiplier=2)
    records = ctrl.match.records[:-1] + (dataclasses.replace(record, result=result),)
    ctrl.match = dataclasses.replace(ctrl.match, records=records)
    said, colour, bold = scene.result.lines()[0]
    assert said == f"闲家抠底：{points} × 2 = {points * 2} 分"
    assert (colour == theme.GOLD, bold) == ((True, True) if points else (False, False))


def test_a_points_pile_shows_every_corner_and_a_ten_both_its_digits() -> None:
    """The defenders' point cards overlap so each corner reads (a 10 has more of it); a pile
    longer than its room closes up evenly to fit it."""
    pile = tuple(parse_card(c) for c in ("SK", "ST", "H5", "CT", "DK"))
    steps = pile_steps(pile, 1e9)
    assert len(steps) == len(pile) - 1
    assert steps[1] > steps[0] == PILE_STEP and steps[3] == steps[1]
    long = pile * 5
    assert sum(pile_steps(long, 200.0)) == pytest.approx(200.0)
    assert sum(pile_steps(long, 0.0)) == 0.0


def test_a_pile_too_long_for_its_room_goes_on_in_a_second_row_that_still_reads() -> None:
    pile = tuple(parse_card(c) for c in ("ST", "HT", "CT", "DT", "SK", "HK", "S5", "D5"))
    assert {y for _, y in pile_places(pile, 1e9)} == {0.0}
    places = pile_places(pile, 80.0)
    assert [y for _, y in places] == [0.0] * 4 + [PILE_ROW] * 4
    assert max(x for x, _ in places) <= 80.0
    firsts = [x for x, _ in places[:4]]
    assert all(b - a == PILE_STEP_TEN for a, b in pairwise(firsts))  # the tens still read
