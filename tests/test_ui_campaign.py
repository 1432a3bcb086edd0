"""闯关 through the real UI: the ladder from the title, a stage game, its result, the saved progress."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from engine.gongzhu.campaign import OPPONENT_SEAT, WON, stage_outcome
from game import testing
from game.scenes.campaign import CampaignScene
from game.scenes.campaign_result import StageResultScene
from game.scenes.result import ResultScene
from game.scenes.title import TitleScene
from game.session import ai_worker
from game.session import play as main
from game.session.ai_worker import Choice
from game.session.play import CampaignSession
from game.texts.i18n import tr
from saves.campaign import campaign_file, load_progress
from saves.game import has_saved_game
from tests.shots import SHOTS
from tests.test_ui_flow_helpers import (
    CASES,
    StubTable,
    centre,
    hand_over,
    open_from_title,
    play_to,
    wired,  # noqa: F401  (fixture, used through pytestmark)
)

pytestmark = pytest.mark.usefixtures("wired")
SCREENS = SHOTS / "campaign"


def real_decide(
    view: Any, level: str, budget_s: float, seed: int, max_worlds: int | None = None
) -> Choice:
    """The computer players as the game asks them (the flow fixture stubs them out): the stage's
    opponent through engine.gongzhu.campaign, the others through engine.gongzhu.ai; quick levels only here."""
    from engine.gongzhu import ai, campaign

    d = (
        campaign.choose(view, level, 0.0, seed)
        if level.startswith(campaign.PREFIX)
        else ai.choose(view, level, 0.0, seed)
    )
    return Choice(d.action, d.reason_en, d.reason_zh)


@pytest.fixture
def thinking(wired: Any, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811 (after the stub)
    monkeypatch.setattr(ai_worker, "decide", real_decide)


def open_ladder(size: tuple[int, int] = (1280, 720), lang: str = "zh") -> tuple[Any, CampaignScene]:
    return open_from_title("campaign", CampaignScene, size, lang)


def texts(app: Any) -> list[str]:
    """Every string drawn in one frame (recorded through the canvas)."""
    seen: list[str] = []
    canvas = app.canvas
    original = type(canvas).text

    def spy(self: Any, text: str, *args: Any, **kw: Any) -> Any:
        seen.append(text)
        return original(self, text, *args, **kw)

    type(canvas).text = spy  # type: ignore[method-assign]
    try:
        app.draw()
    finally:
        type(canvas).text = original  # type: ignore[method-assign]
    return seen


def play_stage(app: Any) -> StageResultScene:
    """Play hands (computers and South: first legal card) and click "next" until the stage ends."""
    for _ in range(60):
        top = app.stack.top
        if isinstance(top, StageResultScene):
            return top
        assert isinstance(top, StubTable), top
        play_to(top.controller, hand_over)
        app.step(1 / 60)
        result = app.stack.top
        assert isinstance(result, ResultScene)
        session = main._SESSIONS[-1]
        if session.decided():
            # recorded at once: quitting on this screen loses nothing, and nothing is left to continue
            progress, _error = load_progress()
            assert progress.active is None and sum(progress.played.values()) >= 1
            assert not has_saved_game()
            assert result.next_button.text() == tr("campaign.to_result")
        else:
            assert result.next_button.text() == tr("result.next")
        testing.click(app, centre(result.next_button.rect))
    raise AssertionError("the stage never ended")


def test_campaign_opens_from_the_title_and_starts_stage_one() -> None:
    app, ladder = open_ladder()
    drawn = testing.drawn_rects(app)
    assert len([r for tag, r in drawn if tag == "campaign.card"]) == 4
    assert len([r for tag, r in drawn if tag == "campaign.portrait"]) == 4
    shown = texts(app)
    for word in ("王奶奶", "张大叔", "小马", "陈老师", "挑战", "未解锁", "可挑战"):
        assert word in shown, word
    # a locked stage cannot be chosen
    testing.click(app, centre(ladder.cards[1].rect))
    assert ladder.selected == 1
    assert any("上一关" in item[0] for item in app.toasts.items)
    # choose the goal "first to 5 tops", then challenge stage 1
    five = ladder.goal.segments[1]
    testing.click(app, centre(five))
    testing.click(app, centre(ladder.challenge.rect))
    table = app.stack.top
    assert isinstance(table, StubTable)
    session = main._SESSIONS[-1]
    assert isinstance(session, CampaignSession)
    assert session.stage.number == 1 and session.goal.tops == 5
    players = table.controller.players
    assert players[0].human and not any(p.human for p in players[1:])
    assert (
        players[OPPONENT_SEAT].level == "campaign:cautious"
        and players[OPPONENT_SEAT].name == "王奶奶"
    )
    progress, error = load_progress()
    assert error is None and progress.active is not None
    assert progress.active.stage == 1 and progress.active.goal == "tops:5"
    assert has_saved_game()


def test_a_saved_stage_game_continues_as_the_stage() -> None:
    app, ladder = open_ladder()
    testing.click(app, centre(ladder.challenge.rect))
    table = app.stack.top
    play_to(table.controller, lambda c: c.match.hand.tricks >= 2)
    main.save_on_quit()
    title = TitleScene()
    app2 = testing.make_app((1280, 720), "zh", first=title, hooks=main.game_hooks())
    testing.click(app2, centre(title.buttons["continue"].rect))
    resumed = app2.stack.top
    assert isinstance(resumed, StubTable)
    session = main._SESSIONS[-1]
    assert isinstance(session, CampaignSession) and session.stage.number == 1
    assert session.goal.code == "tops:3"
    assert resumed.controller.match.moves == table.controller.match.moves


@pytest.mark.usefixtures("thinking")
def test_a_stage_ends_with_its_result_and_the_progress_survives_a_restart() -> None:
    app, ladder = open_ladder()
    testing.click(app, centre(ladder.challenge.rect))
    session = main._SESSIONS[-1]
    # the result screen of each hand shows the tops so far
    play_to(app.stack.top.controller, hand_over)
    app.step(1 / 60)
    assert isinstance(app.stack.top, ResultScene)
    while not app.stack.top.pre.ready():  # its text is rendered ahead, a few per frame
        app.step(1 / 60)
    assert any("头名" in t for t in texts(app))
    testing.click(app, centre(app.stack.top.next_button.rect))
    result = play_stage(app)
    expected = stage_outcome(session.match, session.goal)
    assert result.outcome == expected and expected.result in ("won", "lost")
    # decided by three tops, or by the game's end first (which way depends on how the AI plays)
    assert expected.decided_by in ("tops", "tie-total", "game-end")
    assert expected.decided_by == "game-end" or max(expected.tops) == 3
    shown = texts(app)
    assert ("过关！" if expected.result == WON else "挑战失败") in shown
    assert not has_saved_game()  # the stage is over: nothing to continue
    # a new app instance reads the saved progress
    app2, ladder2 = open_ladder((1280, 720), "en")
    assert ladder2.progress.played == {1: 1}
    if expected.result == WON:
        assert ladder2.progress.won == (1,) and ladder2.state(2) == "open"
        assert ladder2.progress.best[1].hands == expected.hands
        assert "Beaten" in texts(app2)
    else:
        assert ladder2.progress.won == () and ladder2.state(2) == "locked"
    # "try again" (or "next stage") deals a new stage game from the result screen
    button = result.next_button if result.next_button.visible else result.retry
    testing.click(app, centre(button.rect))
    assert isinstance(app.stack.top, StubTable)
    assert main._SESSIONS[-1].stage.number == (2 if expected.result == WON else 1)


def test_a_corrupt_campaign_file_gives_a_message_and_a_fresh_ladder() -> None:
    path = campaign_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "gongzhu-campaign", "version": 1, "won": "all of them"}')
    app, ladder = open_ladder(lang="en")
    messages = [item[0] for item in app.toasts.items]
    assert any("campaign progress file" in m and "starts afresh" in m for m in messages), messages
    assert ladder.progress.won == () and ladder.state(1) == "open" and ladder.state(2) == "locked"
    assert not path.exists() and path.with_name("campaign.json.corrupt").exists()


def test_escape_leaves_the_ladder() -> None:
    app, _ladder = open_ladder()
    testing.press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


@pytest.mark.usefixtures("thinking")
@pytest.mark.parametrize(("size", "lang"), CASES)
def test_screenshots_of_the_ladder_and_a_stage_result(size: tuple[int, int], lang: str) -> None:
    """Layout: nothing drawn outside the screen, texts inside their cards; pictures to look at."""
    from dataclasses import replace

    from saves.campaign import Progress, save_progress

    save_progress(replace(Progress().finished(1, True, 4, 130), goal="tops:3"))
    app, ladder = open_ladder(size, lang)
    assert ladder.selected == 2
    drawn = testing.drawn_rects(app)
    cards = [r for tag, r in drawn if tag == "campaign.card"]
    screen = pygame.FRect(0, 0, 1280, 720)
    labels = [r for tag, r in drawn if tag == "label"]
    buttons = [r for tag, r in drawn if tag in ("button", "choice")]
    for tag, r in drawn:
        assert screen.contains(r), (tag, r)
        if tag == "label" and r.top > cards[0].top and r.bottom < cards[0].bottom:
            assert any(c.contains(r) for c in cards), (tag, r)
    for i, a in enumerate(labels):
        assert not any(a.colliderect(b) for b in labels[i + 1 :] + buttons), a
    testing.screenshot(app, str(SCREENS / f"ladder_{lang}_{size[0]}.png"))
    testing.click(app, centre(ladder.challenge.rect))
    result = play_stage(app)
    for tag, r in testing.drawn_rects(app):
        assert screen.contains(r), (tag, r)
    assert result.stage.number == 2
    for _ in range(12):  # let the stage's opening toast fade, as it would long before in play
        app.step(0.5)
    testing.screenshot(app, str(SCREENS / f"result_{lang}_{size[0]}.png"))


def test_a_lost_stage_names_who_took_it() -> None:
    """Everyone plays the first legal card (the flow fixture): South loses stage 1 of seed 1234."""
    app, ladder = open_ladder(lang="en")
    testing.click(app, centre(ladder.challenge.rect))
    result = play_stage(app)
    session = main._SESSIONS[-1]
    assert result.outcome.result == "lost"
    totals = session.match.totals
    others = [
        s
        for s in range(1, 4)
        if result.outcome.decided_by == "game-end" or result.outcome.tops[s] >= session.goal.tops
    ]
    winner = max(others, key=lambda s: totals[s])
    assert f"{session.name(winner)} took this stage." in texts(app)
    assert not result.next_button.visible  # no next stage after a loss
    testing.click(app, centre(result.ladder.rect))
    assert isinstance(app.stack.top, CampaignScene)
    assert app.stack.top.progress.played == {1: 1} and app.stack.top.progress.won == ()


def test_the_ladder_by_keyboard() -> None:
    from dataclasses import replace

    from saves.campaign import Progress, save_progress

    save_progress(replace(Progress().finished(1, True, 5, 40), current=1))
    app, ladder = open_ladder()
    assert ladder.selected == 1
    ladder.focus.focus(ladder.cards[0])
    testing.press(app, pygame.K_RIGHT)  # stage 2 is open
    assert ladder.selected == 2 and ladder.focus.current is ladder.cards[1]
    testing.press(app, pygame.K_RIGHT)  # stage 3 is locked: the choice stays
    assert ladder.selected == 2 and any("上一关" in item[0] for item in app.toasts.items)
    testing.press(app, pygame.K_LEFT)
    testing.press(app, pygame.K_LEFT)
    assert ladder.selected == 1
    ladder.focus.focus(ladder.challenge)
    testing.press(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, StubTable)
    assert main._SESSIONS[-1].stage.number == 1


def test_an_unfinished_stage_can_be_continued_from_the_ladder() -> None:
    app, ladder = open_ladder()
    assert not ladder.continue_button.visible
    testing.click(app, centre(ladder.challenge.rect))
    play_to(app.stack.top.controller, lambda c: c.match.hand.tricks >= 1)
    main._SESSIONS[-1].to_title()  # the table's menu: back to the title
    app.step(1 / 60)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    testing.click(app, centre(title.buttons["campaign"].rect))
    ladder = app.stack.top
    assert ladder.continue_button.visible
    assert "继续第 1 关" in texts(app)
    labels = [r for tag, r in testing.drawn_rects(app) if tag == "label"]
    assert not any(r.colliderect(ladder.continue_button.rect) for r in labels)
    assert not ladder.continue_button.rect.colliderect(ladder.challenge.rect)
    testing.screenshot(app, str(SCREENS / "ladder_continue_zh_1280.png"))
    testing.click(app, centre(ladder.continue_button.rect))
    assert isinstance(app.stack.top, StubTable)
    session = main._SESSIONS[-1]
    assert isinstance(session, CampaignSession) and session.match.hand.tricks >= 1


def test_progress_from_a_newer_game_is_never_overwritten() -> None:
    path = campaign_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    newer = '{"format": "gongzhu-campaign", "version": 99, "won": [1, 2, 3, 4]}'
    path.write_text(newer)
    app, ladder = open_ladder(lang="en")
    assert any("newer version" in item[0] for item in app.toasts.items)
    assert ladder.state(2) == "locked"  # played with a fresh ladder meanwhile
    testing.click(app, centre(ladder.goal.segments[2]))
    testing.click(app, centre(ladder.challenge.rect))
    assert isinstance(app.stack.top, StubTable)
    assert path.read_text() == newer  # the newer game's progress is intact


def test_the_table_shows_each_players_tops_during_a_stage(monkeypatch: Any) -> None:
    from game.table.scene import TableScene

    monkeypatch.setattr(main, "table_factory", main._default_table_factory)  # the real table
    app, ladder = open_ladder((1280, 720), "en")
    testing.click(app, centre(ladder.challenge.rect))
    table = app.stack.top
    assert isinstance(table, TableScene)
    session = main._SESSIONS[-1]
    play_to(table.controller, hand_over)  # one hand, then the next one's table
    session.hand_finished()
    session.next_hand()
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(3):
        app.step(1 / 60)
    tops = session.outcome().tops
    assert sum(tops) >= 1
    shown = texts(app)
    for seat in range(4):
        assert tr("campaign.tops", n=tops[seat]) in shown
