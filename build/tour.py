"""The screenshot tour: every screen and table phase, in both languages, at four window sizes.

``make tour`` (or ``python build/tour.py``) drives the real game headless (the dummy video
driver, the computer players in-process, the data folder in a temporary folder) and saves
one PNG per screen into ``screens/`` (git-ignored), named ``<screen>_<W>x<H>_<lang>.png``,
so a person can look at the whole game in one sitting. It prints the count and the time.

``--sizes``, ``--langs`` and ``--only`` narrow it (a test drives a handful of screens through
the same code). Nothing here is a test: it asserts nothing a player would not see.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
import tempfile
import time
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame

SIZES = ((1024, 600), (1280, 720), (1920, 1080), (3840, 2160))
LANGS = ("zh", "en")
OUT = ROOT / "screens"
DT = 1 / 60


def save_png(surface: pygame.Surface, path: Path) -> None:
    """A PNG written with fast compression (pygame's own takes seconds a 4K picture)."""
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGB")
    stride = w * 3
    rows = b"".join(b"\0" + raw[y * stride : (y + 1) * stride] for y in range(h))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(rows, 1))
        + chunk(b"IEND", b"")
    )


class Tour:
    """One window size and language: an app, and the screens shot in it."""

    def __init__(self, size: tuple[int, int], lang: str, out: Path, only: set[str] | None) -> None:
        from game import testing
        from game.scenes.title import TitleScene
        from game.session import play

        self.size, self.lang, self.out, self.only = size, lang, out, only
        self.testing = testing
        self.app = testing.make_app(size, lang, first=TitleScene(), hooks=play.game_hooks())
        self.saved: list[Path] = []

    # -- driving ------------------------------------------------------------------
    def wanted(self, name: str) -> bool:
        return self.only is None or any(name.startswith(o) for o in self.only)

    def shot(self, name: str) -> None:
        """Save the screen as it is now (a frame drawn first)."""
        if not self.wanted(name):
            return
        with self.undrawn():
            self.app.step(0)
        self.app.draw()
        path = self.out / f"{name}_{self.size[0]}x{self.size[1]}_{self.lang}.png"
        save_png(self.app.screen, path)
        self.saved.append(path)

    def show(self, scene: Any) -> Any:
        """Make ``scene`` the only screen, the way the game's own buttons do."""
        self.app.ctx.clear(scene)
        self.app.step(0)
        return self.app.stack.top

    def push(self, scene: Any) -> Any:
        self.app.ctx.push(scene)
        self.app.step(0)
        return self.app.stack.top

    def run(self, until: Callable[[], bool], seconds: float = 240.0, dt: float = 0.05) -> bool:
        """Run frames in simulated time without drawing them until ``until()`` (False: never)."""
        with self.undrawn():
            t = 0.0
            while not until():
                if t > seconds or self.app.stack.quit:
                    return False
                self.app.step(dt)
                t += dt
        return True

    @contextmanager
    def undrawn(self) -> Iterator[None]:
        app = self.app
        app.draw = lambda canvas=None: None  # type: ignore[method-assign]
        try:
            yield
        finally:
            del app.draw

    def click(self, rect: pygame.FRect) -> None:
        self.testing.click(self.app, (rect.centerx, rect.centery))

    def key(self, key: int) -> None:
        self.testing.press(self.app, key)

    def close(self) -> None:
        from game.session import play

        for session in list(play._SESSIONS):
            session.close()
        play._SESSIONS.clear()


# ---------------------------------------------------------------- the screens


def menus(t: Tour) -> None:
    """The title and the screens of its buttons."""
    from game.scenes.busy import BusyScene
    from game.scenes.confirm import ConfirmScene
    from game.scenes.help import HelpScene
    from game.scenes.newgame import NewGameScene
    from game.scenes.profiles import ProfilePickerScene
    from game.scenes.settings import SettingsScene
    from game.scenes.title import TitleScene
    from game.texts.help_text import PAGES
    from game.texts.i18n import tr

    t.show(TitleScene())
    t.shot("title")
    form = t.show(NewGameScene())
    t.shot("newgame")
    t.click(form.house_button.rect)
    t.shot("newgame_house_rules")
    t.click(form.house_button.rect)
    form.set_option("decks", 1)
    form.set_option("pig_sheep_swap", "choose")
    form.set_option("mode", "pig-sheep")
    t.app.step(0)
    t.shot("newgame_refused")
    form.set_option("mode", "solo")
    t.push(
        ConfirmScene(lambda: tr("confirm.abandon"), lambda: tr("confirm.abandon_yes"), lambda: None)
    )
    t.shot("newgame_confirm_abandon")
    t.show(SettingsScene())
    t.shot("settings")
    names = ("玩家", "小红", "小明") if t.lang == "zh" else ("Player", "Ann", "Bo")
    t.push(ProfilePickerScene(names, lambda name: None))
    t.shot("profiles")
    for i in range(len(PAGES)):
        t.show(HelpScene(i))
        t.shot(f"help_{i + 1}")
    t.show(
        BusyScene(
            lambda lang: "拱猪已经开着。" if lang == "zh" else "拱猪 is already open.", lambda: None
        )
    )
    t.shot("busy")
    try:
        from game.scenes.credits import CreditsScene
    except ImportError:
        return
    credits = t.show(CreditsScene())
    t.shot("credits")
    t.key(pygame.K_END)
    t.shot("credits_end")
    credits.open(credits.rows[2].component)
    t.shot("credits_licence")


def tutorial(t: Tour) -> None:
    from game.scenes.tutorial import TutorialScene
    from game.table.coach import LessonCoach

    listing = t.show(TutorialScene())
    t.shot("tutorial")
    t.click(listing.lesson_buttons[0].rect)
    t.app.step(0)
    coach = t.app.stack.top
    assert isinstance(coach, LessonCoach), coach
    t.shot("lesson_1_page_1")
    table = t.app.stack.scenes[-2]
    playable = [c for c in table.my_hand() if c in table.playable()]
    if playable:  # a card clicked before the task: refused, and the panel says why
        table.submit(playable[0])
        t.shot("lesson_1_read_first")
    t.key(pygame.K_n)
    t.shot("lesson_1_page_2")
    while not coach.on_task:
        t.key(pygame.K_n)
    t.shot("lesson_1_task")
    task = coach.lesson.tasks[0]
    right = next(
        (c for c in table.legal() if task.check(table.controller.match.hand, c) is None), None
    )
    if right is not None:
        table.submit(right)
        t.run(lambda: coach.complete, 20)
        t.shot("lesson_1_done")
    t.show(TutorialScene())


def table(t: Tour) -> None:
    """A one-human table in each phase: the deal, the exposure window, play, the menu."""
    from engine.gongzhu.cards import SPECIALS
    from engine.gongzhu.hand import EXPOSURE, HAND_OVER, PLAY
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.menu import TableMenu
    from game.table.scene import TableScene

    rules = PRESETS["classic"]
    seed = next(
        s
        for s in range(1, 400)
        if any(new_match(rules, s).hand.hand1[0] >> c & 1 for c in SPECIALS)
    )
    names = ("", "东家", "北家", "西家") if t.lang == "zh" else ("", "East", "North", "West")
    players = tuple(SeatPlayer(names[s], s == 0, "normal") for s in range(4))
    ctrl = TableController(
        new_match(rules, seed), players, exposure_clock=20, worker=AIWorker(use_process=False)
    )
    scene = t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))
    t.run(lambda: sum(scene.deal_counts) >= len(scene.shown.deal_order) // 2, 10, DT)
    t.shot("table_deal")
    t.run(lambda: not scene.dealing and ctrl.phase == EXPOSURE and scene.acting(), 20)
    t.run(lambda: ctrl.window_left is not None and ctrl.window_left < 17, 10)
    t.shot("table_exposure_window")
    t.key(pygame.K_d)
    t.run(lambda: ctrl.phase == PLAY and scene.acting() and len(scene.table_trick) >= 1, 60)
    t.shot("table_play")
    scene.selection = []
    t.key(pygame.K_h)
    t.run(lambda: scene.hint is not None, 10)
    t.shot("table_hint")
    for _ in range(3):  # a few tricks, so the last trick can be looked at
        legal = ctrl.legal(0)
        ctrl.submit(0, legal[0])
        t.run(lambda: scene.acting() or ctrl.phase == HAND_OVER, 60)
    t.run(lambda: scene.idle(), 10)
    if scene.review_available():
        t.key(pygame.K_l)
        t.shot("table_last_trick")
        t.key(pygame.K_l)
    t.key(pygame.K_ESCAPE)
    if isinstance(t.app.stack.top, TableMenu):
        t.shot("table_paused_menu")
    ctrl.close()


def first_exposure(t: Tour) -> None:
    """首明: the first card of the deal is special (the tournament preset asks)."""
    from engine.gongzhu.cards import SPECIALS
    from engine.gongzhu.hand import FIRST_EXPOSURE
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.scene import TableScene

    rules = PRESETS["tournament"]
    seed = next(s for s in range(1, 400) if new_match(rules, s).hand.first_cards[0] in SPECIALS)
    players = tuple(SeatPlayer("", s == 0, "normal") for s in range(4))
    ctrl = TableController(new_match(rules, seed), players, worker=AIWorker(use_process=False))
    scene = t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))
    t.run(lambda: not scene.dealing and ctrl.phase == FIRST_EXPOSURE and scene.acting(), 20)
    t.shot("table_first_exposure")
    ctrl.close()


def pairs(t: Tour) -> None:
    """Two decks: a pair led and followed."""
    from engine.gongzhu.hand import HAND_OVER
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.scene import TableScene

    rules = PRESETS["double"].with_options(exposure="none")
    players = tuple(SeatPlayer("", False, "normal") for s in range(4))
    ctrl = TableController(new_match(rules, 5), players, worker=AIWorker(use_process=False))
    scene = t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))
    t.run(
        lambda: (
            ctrl.phase == HAND_OVER
            or len(scene.table_trick) >= 3
            and any(len(x[1]) == 2 for x in scene.table_trick)
        ),
        200,
        0.02,
    )
    t.shot("table_pairs_two_decks")
    ctrl.close()


def claim(t: Tour) -> None:
    """South holds the top cards and claims the rest (摊牌)."""
    from engine.gongzhu.actions import CLAIM
    from engine.gongzhu.hand import HAND_OVER, PLAY, deal_from
    from engine.gongzhu.match import Match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.scene import TableScene

    rules = PRESETS["classic"].with_options(exposure="none")
    south = [c for c in range(52) if c % 13 >= 10] + [9]
    rest = [c for c in range(52) if c not in south]
    order: list[int] = []
    for i in range(13):
        order.append(south[i])
        order.extend(rest[3 * i : 3 * i + 3])
    match = Match(rules, 1, deal_from(rules, order, first_receiver=0, first_hand=False))
    players = (SeatPlayer("", True),) + tuple(SeatPlayer("", False, "easy") for _ in range(3))
    ctrl = TableController(match, players, worker=AIWorker(use_process=False))
    scene = t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))
    t.run(lambda: ctrl.phase == PLAY and scene.acting() and CLAIM in scene.legal(), 60)
    t.shot("table_claim_button")
    t.key(pygame.K_c)
    t.run(lambda: False, 0.6)
    t.shot("table_claim")
    t.run(lambda: ctrl.phase == HAND_OVER and scene.idle(), 20)
    ctrl.close()


def hot_seat(t: Tour) -> None:
    """Two humans at one computer: the hand-over screen between them."""
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.scene import TableScene
    from game.ui.handover import HandoverScene

    names = ("小红", "小明") if t.lang == "zh" else ("Ann", "Bo")
    players = (
        SeatPlayer(names[0], True),
        SeatPlayer(names[1], True),
        SeatPlayer("", False, "easy"),
        SeatPlayer("", False, "easy"),
    )
    rules = PRESETS["classic"].with_options(exposure="none")
    ctrl = TableController(new_match(rules, 11), players, worker=AIWorker(use_process=False))
    t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))

    def handed_over() -> bool:
        if isinstance(t.app.stack.top, HandoverScene):
            return True
        for seat in ctrl.waiting_for_human():  # South plays; then the computer goes to Bo
            ctrl.submit(seat, ctrl.legal(seat)[0])
        return False

    found = t.run(handed_over, 120, 0.1)
    if found:
        t.shot("table_hot_seat_handover")
    ctrl.close()


def practice(t: Tour) -> None:
    """A practice game: undo, all hands face up, the card counter."""
    from engine.gongzhu.hand import PLAY
    from engine.gongzhu.match import new_match
    from engine.gongzhu.rules import PRESETS
    from game.session.ai_worker import AIWorker
    from game.session.controller import SeatPlayer, TableController
    from game.table.scene import TableScene

    rules = PRESETS["classic"].with_options(exposure="none")
    players = tuple(SeatPlayer("", s == 0, "normal") for s in range(4))
    ctrl = TableController(
        new_match(rules, 21), players, worker=AIWorker(use_process=False), practice=True
    )
    scene = t.show(TableScene(ctrl, seat=0, on_hand_over=lambda c: None))
    t.run(lambda: ctrl.phase == PLAY and scene.acting() and len(scene.table_trick) >= 1, 60)
    t.shot("practice_table")
    tools = getattr(scene, "practice", None)
    if tools is not None and "all" in getattr(tools, "buttons", {}):
        t.click(tools.buttons["all"].rect)
        t.click(tools.buttons["count"].rect)
        t.shot("practice_all_hands_counter")
    ctrl.close()


def game(t: Tour) -> None:
    """A real one-hand game through the session: result, review, game over, then the
    statistics and the hand history it left."""
    from engine.gongzhu.rules import PRESETS
    from game.scenes.gameover import GameOverScene
    from game.scenes.history import HistoryScene
    from game.scenes.result import ResultScene
    from game.scenes.review import ReviewScene
    from game.scenes.stats import StatsScene
    from game.scenes.title import TitleScene
    from game.session import play
    from saves.game import SeatEntry

    me = "玩家" if t.lang == "zh" else "Player"
    others = ("东家", "北家", "西家") if t.lang == "zh" else ("East", "North", "West")
    seats = (SeatEntry(me, True),) + tuple(SeatEntry(n, False, "easy") for n in others)
    rules = PRESETS["classic"].with_options(hands=1, exposure="none")
    t.show(TitleScene())
    session = play.start_game(t.app.ctx, rules, seats, seed=31)
    t.app.step(0)
    ctrl = session.controller

    def at_result() -> bool:
        for seat in ctrl.waiting_for_human():  # the highest card each time: a review to read
            ctrl.submit(seat, max(ctrl.legal(seat)))
        return isinstance(t.app.stack.top, ResultScene)

    t.run(at_result, 600, 0.1)
    result = t.app.stack.top
    t.run(lambda: False, 1.0)
    t.shot("result")
    if result.can_review():
        t.click(result.review_button.rect)
        review = t.app.stack.top
        if isinstance(review, ReviewScene):
            t.shot("review_analysing")
            start = time.monotonic()
            while review.analysing and time.monotonic() - start < 60:
                t.app.step(DT)
                time.sleep(0.01)
            t.shot("review")
            if review.rows:
                t.click(review.rows[0].rect)
                t.shot("review_row")
            t.key(pygame.K_ESCAPE)
    t.click(result.next_button.rect)
    t.run(lambda: isinstance(t.app.stack.top, GameOverScene), 10)
    t.run(lambda: t.app.stack.top.pre.ready(), 5)  # its text rendered ahead, a few a frame
    t.shot("game_over")
    t.close()
    t.show(StatsScene())
    t.shot("stats")
    history = t.show(HistoryScene())
    t.shot("history")
    if history.rows:
        history.open(history.rows[0][0])
        t.shot("history_replay")


def campaign(t: Tour) -> None:
    """The 闯关 ladder, a stage at the table, and the stage's result."""
    from game.scenes.campaign import CampaignScene
    from game.scenes.campaign_result import StageResultScene
    from game.scenes.result import ResultScene
    from game.session import play

    ladder = t.show(CampaignScene())
    t.shot("campaign_ladder")
    t.click(ladder.challenge.rect)
    session = play._SESSIONS[-1]
    ctrl = session.controller
    t.run(lambda: not getattr(t.app.stack.top, "dealing", True), 20)
    t.run(lambda: bool(ctrl.waiting_for_human()), 60)
    t.shot("campaign_stage_table")
    for _ in range(40):
        top = t.app.stack.top
        if isinstance(top, StageResultScene):
            t.run(lambda: False, 1.0)
            t.shot("campaign_stage_result")
            break
        if isinstance(top, ResultScene):
            t.click(top.next_button.rect)
            continue
        ctrl = play._SESSIONS[-1].controller

        def over(c: Any = ctrl) -> bool:
            for seat in c.waiting_for_human():
                c.submit(seat, c.legal(seat)[0])
            return not hasattr(t.app.stack.top, "controller")

        t.run(over, 600, 0.1)
    t.close()


def shengji(t: Tour) -> None:
    """升级: the form, the table (two decks) in the draw and mid-hand, and the hand's result."""
    from engine.shengji import PRESETS, legal_actions, new_match
    from engine.shengji.state import CLOSING, DRAW, HAND_OVER, KITTY, PLAY, REVOLUTION, Play
    from game.session.shengji_controller import ShengjiController
    from game.shengji_table.form import ShengjiFormScene
    from game.shengji_table.scene import ShengjiTableScene

    t.show(ShengjiFormScene())
    t.shot("sj_form")
    ctrl = ShengjiController(new_match(PRESETS["tractor"], 3))
    scene = t.show(ShengjiTableScene(ctrl))
    t.run(lambda: ctrl.shown.phase == DRAW and len(scene.view.hand) >= 12, 60, DT)
    t.shot("sj_table_draw")

    def decide() -> bool:
        """The person's decisions made at once (the first legal one), until mid-hand."""
        if ctrl.hand_over():
            return True
        if ctrl.hand.phase == PLAY and len(scene.view.hand) <= 22 and scene.view.trick:
            return not scene.motion.busy
        mine = ctrl.my_turn() and ctrl.hand.phase in (CLOSING, REVOLUTION, KITTY, PLAY)
        if mine and not scene.motion.busy:
            ctrl.submit(legal_actions(ctrl.hand, ctrl.human)[0])
        return False

    t.run(decide, 600, 0.05)
    t.shot("sj_table_play")

    def over() -> bool:
        mine = ctrl.my_turn() and ctrl.hand.phase in (CLOSING, REVOLUTION, KITTY, PLAY)
        if mine and not scene.motion.busy:
            plays = legal_actions(ctrl.hand, ctrl.human)
            ctrl.submit(next((p for p in plays if isinstance(p, Play)), plays[0]))
        return scene.view.phase == HAND_OVER and not scene.motion.busy

    t.run(over, 900, 0.05)
    t.run(lambda: False, 1.0)
    t.shot("sj_result")


STEPS = (
    menus,
    tutorial,
    table,
    first_exposure,
    pairs,
    claim,
    hot_seat,
    practice,
    game,
    campaign,
    shengji,
)


def tour_one(
    size: tuple[int, int],
    lang: str,
    out: Path,
    only: set[str] | None = None,
    steps: tuple[Callable[[Tour], None], ...] = STEPS,
) -> list[Path]:
    """The screens of ``steps`` at one size and language (``only``: those names); the PNGs saved."""
    from game.session import ai_worker, play

    play.make_worker = lambda: ai_worker.AIWorker(use_process=False)  # type: ignore[assignment]
    t = Tour(size, lang, out, only)
    try:
        for step in steps:
            step(t)
    finally:
        t.close()
    return t.saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--only", help="comma-separated screen name prefixes")
    parser.add_argument(
        "--steps",
        help=f"comma-separated parts of the tour ({', '.join(f.__name__ for f in STEPS)})",
    )
    parser.add_argument("--out", default=str(OUT))
    args = parser.parse_args(argv)
    try:
        sizes = [tuple(int(x) for x in s.lower().split("x")) for s in args.sizes.split(",")]
        assert all(len(s) == 2 and 320 <= s[0] <= 7680 and 180 <= s[1] <= 4320 for s in sizes)
    except (ValueError, AssertionError):
        print(f"tour: --sizes wants WxH,WxH…, not {args.sizes!r}", file=sys.stderr)
        return 2
    only = set(args.only.split(",")) if args.only else None
    by_name = {f.__name__: f for f in STEPS}
    wanted = args.steps.split(",") if args.steps else list(by_name)
    if not set(wanted) <= set(by_name):
        print(f"tour: --steps are some of {', '.join(by_name)}", file=sys.stderr)
        return 2
    steps = tuple(by_name[name] for name in wanted)
    out = Path(args.out)
    start = time.perf_counter()
    counts: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="gongzhu-tour-") as home:
        os.environ["GONGZHU_HOME"] = home
        for lang in args.langs.split(","):
            for size in sizes:
                for old in Path(home).iterdir():  # each size starts from an empty data folder
                    shutil.rmtree(old) if old.is_dir() else old.unlink()
                saved = tour_one(size, lang, out, only, steps)  # type: ignore[arg-type]
                counts[f"{size[0]}x{size[1]} {lang}"] = len(saved)
                print(f"{size[0]}x{size[1]} {lang}: {len(saved)} screens", flush=True)
    took = time.perf_counter() - start
    print(f"tour: {sum(counts.values())} screens in {took:.0f} s into {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
