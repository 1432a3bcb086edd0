"""Hand history: the kept hands (newest first) and a trick-by-trick replay of one.

The replay is rebuilt through the engine (:class:`saves.history.Replay`): a record whose
moves break the rules shows the engine's reason instead of an impossible hand. Hands can
be exported as JSON or readable text into the user data folder (the path is shown), and a
JSON export is imported from a typed path or a file dropped on the window.
"""

from __future__ import annotations

import threading
import time
from contextlib import suppress
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from engine.gongzhu.actions import play_cards
from engine.gongzhu.cards import card_code, multiset_cards
from game.art import cards_art
from game.art.small_cards import small_face
from game.room import GameEntry, others
from game.scenes.base import MenuScene
from game.scenes.history_list import draw_list, layout_list_upright, rows_per_page
from game.scenes.history_row import (
    CARD_W,
    SEATS,
    HandRow,
    draw_hand_row,
    player_name,
    scores_text,
)
from game.texts.i18n import tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, fit_size, wrap
from game.ui.widgets import Button, Label, clipboard_text, typed
from saves.errors import SaveError
from saves.history import HandHistory, Replay, export_text, exports_dir, trick_scores

PER_PAGE = 9
# where each seat's hand row is centred (logical), and its name above it
HAND_AT = {"N": (640, 112), "S": (640, 500), "W": (250, 306), "E": (1030, 306)}
TRICK_AT = {"N": (640, 238), "S": (640, 338), "W": (560, 288), "E": (720, 288)}


PATH_MAX = 400  # characters kept in the import field: longer than any real path


class HistoryScene(MenuScene):
    """The list of kept hands (upright too, in a tall window) and the replay of one (on the
    16:9 frame: the table's picture)."""

    def __init__(self) -> None:
        super().__init__()
        self.upright = True  # the list; the replay keeps the 16:9 frame
        self.per_page = PER_PAGE
        self.width = 1280.0
        self.history = HandHistory()
        self.title = Label(lambda: tr("history.title"), fonts.BANNER, bold=True, colour=theme.GOLD)
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=140)
        self.page_prev = Button(lambda: tr("ui.prev"), lambda: self.turn_page(-1), size=fonts.BODY)
        self.page_next = Button(lambda: tr("ui.next"), lambda: self.turn_page(1), size=fonts.BODY)
        self.all_json = Button(
            lambda: tr("history.export_all_json"),
            lambda: self.export("json", None),
            size=fonts.BODY,
        )
        self.all_text = Button(
            lambda: tr("history.export_all_text"), lambda: self.export("txt", None), size=fonts.BODY
        )
        self.import_button = Button(lambda: tr("history.import"), self.do_import, size=fonts.BODY)
        self.games = [self._game_button(e) for e in others() if e.history is not None]
        self.prev_button = Button(
            lambda: tr("history.prev"), lambda: self.step(-1), size=fonts.BODY
        )
        self.next_button = Button(
            lambda: tr("history.next"), lambda: self.step(1), size=fonts.BODY, primary=True
        )
        self.one_json = Button(
            lambda: tr("history.export_json"),
            lambda: self.export_shown("json"),
            size=fonts.BODY,
        )
        self.one_text = Button(
            lambda: tr("history.export_text"),
            lambda: self.export_shown("txt"),
            size=fonts.BODY,
        )
        self.ids: list[int] = []
        self.rows: list[tuple[int, str]] = []
        self.row_buttons: list[HandRow] = []
        self.page = 0
        self.path_text = ""
        self.path_active = False
        self.path_rect = pygame.FRect(0, 0, 0, 0)
        self.message: str | None = None
        # replay
        self.hand_id: int | None = None
        self.record: dict[str, Any] | None = None
        self.replay: Any = None
        self.stop = 0

    # -- data ---------------------------------------------------------------------
    def _game_button(self, entry: GameEntry) -> Button:
        """The way to another game's hand history (the room's games beside 拱猪)."""
        assert entry.history is not None
        show = entry.history
        return Button(
            lambda: tr("history.of_game", game=entry.title()),
            lambda: show(self.ctx),
            size=fonts.BODY,
        )

    def enter(self, ctx: Any) -> None:
        super().enter(ctx)
        self.refresh()

    def refresh(self) -> None:
        self.ids = list(reversed(self.history.ids()))
        self.page = min(self.page, max(0, (len(self.ids) - 1) // self.per_page))
        self._load_page()

    def _load_page(self) -> None:
        self.rows = []
        rows: list[HandRow] = []
        for hand_id in self.ids[self.page * self.per_page : (self.page + 1) * self.per_page]:
            try:
                rec = self.history.load(hand_id)
            except SaveError:
                continue
            date = rec.get("date")
            if not isinstance(date, str):
                try:
                    date = time.strftime(
                        "%Y-%m-%d %H:%M ",
                        time.localtime(self.history._path(hand_id).stat().st_mtime),
                    )
                except OSError:
                    date = ""
            else:
                date += " "
            scores, recomputed = trick_scores(rec)
            if recomputed:  # what the record claims is not what its tricks give: said
                date = tr("history.recomputed") + " "
            self.rows.append(
                (
                    hand_id,
                    tr(
                        "history.row",
                        date=date,
                        deal=rec["deal"],
                        scores=scores_text(scores, rec.get("names") or []),
                    ),
                )
            )
            rows.append(
                HandRow(
                    date,
                    rec["deal"],
                    scores,
                    rec.get("names") or [],
                    partial(self.open, hand_id),
                )
            )
        self.row_buttons = rows
        if self.canvas_scale:
            self._layout_list(self.canvas_scale)

    canvas_scale: float = 0.0

    def turn_page(self, delta: int) -> None:
        pages = max(1, (len(self.ids) + self.per_page - 1) // self.per_page)
        self.page = (self.page + delta) % pages
        self._load_page()

    # -- replay -------------------------------------------------------------------
    def open(self, hand_id: int) -> None:
        try:
            self.record = self.history.load(hand_id)
        except SaveError as err:
            self.message = tr("history.failed", msg=err.message(self.ctx.settings.language))
            self.refresh()
            return
        self.hand_id, self.upright = hand_id, False
        self.replay = Replay(self.record)
        self.stop = 0
        self.message = tr("history.illegal", msg=self.replay.error) if self.replay.error else None
        self._relayout()

    def close_replay(self) -> None:
        self.hand_id = self.record = self.replay = None
        self.upright = True
        self.message = None
        self._relayout()

    def step(self, delta: int) -> None:
        if self.replay is None or not self.replay.stops:
            return
        self.stop = max(0, min(len(self.replay.stops) - 1, self.stop + delta))

    def shown_state(self) -> Any:
        """The engine state on screen (None when the record could not be dealt)."""
        if self.replay is None or not self.replay.states:
            return None
        return (
            self.replay.states[self.replay.stops[self.stop]]
            if self.replay.stops
            else self.replay.states[-1]
        )

    # -- export / import ------------------------------------------------------------
    def export_shown(self, kind: str) -> None:
        """Export the hand on screen (its buttons show only while one is)."""
        if self.hand_id is not None:
            self.export(kind, [self.hand_id])

    def export(self, kind: str, ids: list[int] | None) -> None:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        name = f"hands-{stamp}" if ids is None else f"hand-{ids[0]}-{stamp}"
        path = exports_dir() / f"{name}.{kind}"
        try:
            n = (
                self.history.export(path, ids)
                if kind == "json"
                else export_text(self.history, path, ids)
            )
        except SaveError as err:
            self.message = tr("history.failed", msg=err.message(self.ctx.settings.language))
            return
        except OSError as err:
            self.message = tr("history.failed", msg=str(err))
            return
        self.last_export = path
        self.message = tr("history.exported", n=n, path=str(path))

    last_export: Path | None = None

    importing: threading.Thread | None = None  # an import running off the frame
    _import_progress: tuple[int, int] = (0, 0)
    _import_result: list[int] | SaveError | None = None

    def do_import(self, path: str | None = None) -> None:
        """Start importing a file on a thread of its own: hundreds of hands are hundreds of
        synced writes, seconds the frame must not wait for; :meth:`update` shows progress."""
        text = (path if path is not None else self.path_text).strip().strip('"')
        if not text or self.importing is not None:
            return
        source = Path(text)
        with suppress(RuntimeError):  # "~someone" with no such user: taken as written
            source = source.expanduser()
        importer = HandHistory(self.history.folder, self.history.keep)
        self._import_progress, self._import_result = (0, 0), None

        def run() -> None:
            try:
                self._import_result = importer.import_file(source, self._progressed)
            except SaveError as err:
                self._import_result = err
            self.import_skipped = importer.import_skipped

        self.message = tr("history.importing", n=0, total="…")
        self.importing = threading.Thread(target=run, name="history-import", daemon=True)
        self.importing.start()

    import_skipped = 0

    def _progressed(self, done: int, total: int) -> None:
        self._import_progress = (done, total)

    def update(self, dt: float) -> None:
        """Show an import's progress, and its result once it is done."""
        if self.importing is None:
            return
        if self.importing.is_alive():
            done, total = self._import_progress
            self.message = tr("history.importing", n=done, total=total or "…")
            return
        self.importing, result = None, self._import_result
        if isinstance(result, SaveError) or result is None:
            msg = result.message(self.ctx.settings.language) if result else "?"
            self.message = tr("history.failed", msg=msg)
            return
        self.message = tr("history.imported", n=len(result))
        if self.import_skipped:
            self.message += " " + tr("history.import_skipped", n=self.import_skipped)
        self.path_text = ""
        self.history = HandHistory(self.history.folder, self.history.keep)  # the new hands
        self.page = 0
        self.refresh()
        self._relayout()

    # -- input ----------------------------------------------------------------------
    def back(self) -> None:
        if self.replay is not None:
            self.close_replay()
        else:
            self.ctx.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.do_import(event.file)
            return True
        if self.replay is None:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.path_active = self.path_rect.collidepoint(event.pos)
                if self.path_active:
                    pygame.key.start_text_input()
            if self.path_active:
                if event.type == pygame.TEXTINPUT:
                    self.path_text = (self.path_text + typed(event.text))[-PATH_MAX:]
                    return True
                if event.type == pygame.KEYDOWN:
                    if event.key == pygame.K_BACKSPACE:
                        self.path_text = self.path_text[:-1]
                        return True
                    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                        self.do_import()
                        return True
                    if event.key == pygame.K_ESCAPE:
                        self.path_active = False
                        return True
                    if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                        self.path_text = (self.path_text + typed(clipboard_text()))[-PATH_MAX:]
                        return True
                    return True
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle(event)

    # -- layout -----------------------------------------------------------------------
    def _relayout(self) -> None:
        if self.canvas_scale:
            self._place(self.canvas_scale)
            self.ctx.app.stack.relayout_all()  # the list and the replay: not the same canvas

    def layout(self, canvas: Canvas) -> None:
        self.canvas_scale, self.width, self.height = canvas.scale, canvas.w, canvas.h
        per_page = rows_per_page(canvas) if canvas.upright else PER_PAGE
        if per_page != self.per_page:
            self.per_page = per_page
            self.refresh()
        self._place(canvas.scale)

    height = 720.0

    def _place(self, sc: float) -> None:
        self.title.place((30, 14), sc)
        self.labels = [self.title]
        bw, bh = self.back_button.measure(sc)
        self.back_button.rect = pygame.FRect(30, self.height - 28 - bh, bw, bh)  # as everywhere
        if self.replay is None:
            self._layout_list(sc)
        else:
            x = 30 + bw + 24
            widgets = [self.prev_button, self.next_button, self.one_json, self.one_text]
            for b in widgets:
                w, h = b.measure(sc)
                b.rect = pygame.FRect(x, self.back_button.rect.centery - h / 2, w, h)
                x += w + 14
            self.focus.set(
                [self.next_button, self.prev_button, self.one_json, self.one_text, self.back_button]
            )
            self.focus.focus(self.next_button)

    def _layout_list(self, sc: float) -> None:
        if self.width < 1280:
            layout_list_upright(self, sc)
            return
        row_h = Button("x", lambda: None, size=fonts.BODY).measure(sc)[1]
        y = 96.0
        for row in self.row_buttons:
            row.rect = pygame.FRect(30, y, 800, row_h)
            y += row_h + 8
        x = 30.0
        py = 96 + self.per_page * (row_h + 8) + 4
        for b in (self.page_prev, self.page_next):
            w, h = b.measure(sc)
            b.rect = pygame.FRect(x, py, w, h)
            x += w + 12
        many = len(self.ids) > self.per_page
        self.page_prev.visible = self.page_next.visible = many
        # the right column: exports, import
        col = 870.0
        y = 96.0
        for b in (self.all_json, self.all_text):
            h = b.measure(sc)[1]
            b.rect = pygame.FRect(col, y, 380, h)
            b.enabled = bool(self.ids)
            y += h + 12
        self.path_rect = pygame.FRect(col, y + 40, 380, 34)
        w, h = self.import_button.measure(sc)
        self.import_button.rect = pygame.FRect(col, self.path_rect.bottom + 10, 380, h)
        y = self.import_button.rect.bottom + 40
        for b in self.games:
            b.rect = pygame.FRect(col, y, 380, b.measure(sc)[1])
            y = b.rect.bottom + 12
        self.focus.set(
            [
                *self.row_buttons,
                self.page_prev,
                self.page_next,
                self.all_json,
                self.all_text,
                self.import_button,
                *self.games,
                self.back_button,
            ]
        )
        if self.focus.current is None:
            self.focus.focus(self.row_buttons[0] if self.row_buttons else self.back_button)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        if self.replay is None:
            draw_list(self, canvas)
        else:
            self._draw_replay(canvas)
        if self.message:
            lines = wrap(self.message, fonts.BODY, False, canvas.scale, canvas.w - 60)[:2]
            y = (
                self.back_button.rect.top - 8 - 22 * len(lines)
            )  # above the back button, not under it
            for line in lines:
                canvas.text(line, fonts.BODY, (255, 220, 160), (30, y), tag="history.message")
                y += 22
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)

    def _draw_replay(self, canvas: Canvas) -> None:
        record = self.record or {}
        names = record.get("names") or []
        head = tr(
            "history.row",
            date="",
            deal=record.get("deal"),
            scores=scores_text(record.get("scores", []), names),
        )
        canvas.text(
            head,
            fit_size(head, fonts.LABEL, False, canvas.scale, 860),
            theme.TEXT,
            (390, 40),
            anchor="midleft",
            tag="history.head",
        )
        st = self.shown_state()
        if st is None:
            return
        for seat, letter in enumerate(SEATS):
            cx, cy = HAND_AT[letter]
            cards = [card_code(c) for c in multiset_cards(*st.hand_of(seat))]
            bottom = draw_hand_row(canvas, letter, cards, (cx, cy), self.ctx.settings.four_colour)
            name = player_name(names, seat)
            top = cy - CARD_W * cards_art.ASPECT / 2
            canvas.text(
                name,
                fonts.BODY,
                theme.GOLD,
                (cx, top - 4),
                bold=True,
                anchor="midbottom",
                tag=f"history.name.{letter}",
            )
            taken = multiset_cards(st.taken1[seat], st.taken2[seat])
            line = tr("history.taken") + (
                " ".join(cards_art.label(card_code(c)) for c in taken) or "—"
            )
            canvas.text(
                line,
                fit_size(line, fonts.BODY, False, canvas.scale, 380),
                theme.TEXT,
                (cx, bottom + 4),
                anchor="midtop",
                tag=f"history.taken.{letter}",
            )
        self._draw_trick(canvas, st)

    def _draw_trick(self, canvas: Canvas, st: Any) -> None:
        replay = self.replay
        names = (self.record or {}).get("names") or []
        total = len(replay.tricks())
        stop_at = replay.stops[self.stop] if replay.stops else 0
        n = st.tricks
        status = (
            tr("history.start")
            if self.stop == 0 and n == 0
            else tr("history.trick", n=n, total=total)
        )
        canvas.text(
            status,
            fonts.LABEL,
            theme.GOLD,
            (640, 187),
            bold=True,
            anchor="center",
            tag="history.status",
        )
        if self.stop > 0 and st.last_trick is not None and stop_at > 0:
            plays, winner, taker = st.last_trick
            px = canvas.px(CARD_W + 6)
            h = (CARD_W + 6) * cards_art.ASPECT
            for seat, action in plays:
                letter = SEATS[seat]
                cx, cy = TRICK_AT[letter]
                codes = [card_code(c) for c in play_cards(action)]
                for k, code in enumerate(codes):
                    x = cx - (CARD_W + 6) / 2 + k * 16 - (len(codes) - 1) * 8
                    four = self.ctx.settings.four_colour
                    cards_art.draw_card(
                        canvas.surface,
                        code,
                        canvas.pt(x, cy - h / 2),
                        px,
                        four_colour=four,
                        face=small_face(code, px, four),
                    )
                    canvas.note(
                        f"trick.{letter}.{code}", pygame.FRect(x, cy - h / 2, CARD_W + 6, h)
                    )
                if seat == winner:
                    canvas.outline(
                        pygame.FRect(cx - (CARD_W + 6) / 2 - 4, cy - h / 2 - 4, CARD_W + 14, h + 8),
                        theme.GOLD,
                        3,
                        6,
                    )
            scoring = [e for e in replay.events[stop_at - 1] if type(e).__name__ == "TrickTaken"]
            got = scoring[0].scoring if scoring else ()
            if got:
                text = tr(
                    "history.takes",
                    seat=player_name(names, taker),
                    cards=" ".join(cards_art.label(card_code(c)) for c in got),
                )
            else:
                text = tr("history.wins", seat=player_name(names, winner))
            canvas.text(
                text,
                fit_size(text, fonts.LABEL, False, canvas.scale, 420),
                theme.TEXT,
                (640, 408),
                anchor="center",
                tag="history.winner",
            )
        if st.over and st.result is not None:
            text = tr("history.final") + scores_text(list(st.result.credited), names)
            canvas.text(
                text,
                fit_size(text, fonts.LABEL, True, canvas.scale, 1200),
                theme.GOLD,
                (640, 604),
                bold=True,
                anchor="center",
                tag="history.final",
            )
