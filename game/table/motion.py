"""The table in motion: the deal, and each of the controller's moves replayed into the
scene's own copy of the hand (``shown``) and turned into sprites and tweens.

Mixed into :class:`game.table.scene.TableScene` (``self`` is the table): the scene decides
*when* the next move is replayed (nothing runs ahead of what the person can see); this
module decides how it looks — flights, the trick's sweep to its taker, exposures landing
in front of their owner, the toasts and sounds that go with them.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from engine.gongzhu.actions import play_cards
from engine.gongzhu.cards import HEARTS, PIG, SUIT_MASKS, card_code
from engine.gongzhu.hand import (
    FIRST_EXPOSURE,
    CardPlayed,
    CardsExposed,
    ClaimAccepted,
    FirstExposed,
    HandScored,
    HandState,
    TrickTaken,
    apply_action,
)
from engine.gongzhu.scoring import FIRST, HIDDEN
from game.table import layout as L
from game.table.anim import Sprite
from game.table.draw import L_SCORE_W, _scene_exposed_slots
from game.table.parts import TableParts
from game.table.pieces import hand_list, multiset_list
from game.texts.i18n import tr
from game.ui.tween import ease_in_out_cubic

DEAL_EVERY, DEAL_FLIGHT = 0.040, 0.250
PLAY_FLIGHT = 0.220
TRICK_HOLD, TRICK_SWEEP = 1.000, 0.350  # a completed trick stays about 1 s
EXPOSE_FLIGHT = 0.300


class TableMotion(TableParts):
    """The deal and the replayed moves, animated (a part of :class:`~game.table.scene.TableScene`)."""

    # ================================================================== exposures revealed (hot seat)

    def _reveal_exposures(self) -> None:
        """The hot-seat window closed: everyone's exposures appear together, animated."""
        groups: dict[tuple[int, str], list[int]] = {}
        for e in self.shown.exposures:
            if e.seat != self.me:
                groups.setdefault((e.seat, e.how), []).append(e.card)
        for (seat, how), cards in sorted(groups.items()):
            self._animate_exposure(seat, tuple(cards), how)

    # ================================================================== the deal

    def _queue_deal(self, start_at: int = 0) -> None:
        """Deal from the ``start_at``-th card. With 首明 (RULES §2) the deal stops after each
        player's first card, so a player is asked with that one card in hand, not all 13;
        the rest follows once everyone has answered (:meth:`_resume_deal`)."""
        order = self.shown.deal_order
        first = self.shown.first_receiver
        pause = start_at == 0 and self.shown.phase == FIRST_EXPOSURE
        stop = 4 if pause else len(order)
        self.dealing = True
        self.deal_paused = False
        if start_at == 0:
            self.deal_counts = [0, 0, 0, 0]
            self.deal_mine = []
        else:  # hot seat: the person at the screen may have changed during the pause
            self.deal_mine = [self.shown.first_cards[self.me]]

        def start() -> None:
            for i in range(start_at, stop):
                card = order[i]
                seat = (first + i) % 4
                pos = L.relative(seat, self.me)
                target = L.seat_layout(pos).deal_target
                s = Sprite(
                    None,
                    L.DECK_POS,
                    target,
                    L.SMALL_W,
                    L.CARD_W if seat == self.me else L.SMALL_W,
                    vertical=pos in ("left", "right"),
                    layer=1,
                )
                s.alive = False
                self.anim.tweens.add(
                    s.motion(
                        DEAL_FLIGHT,
                        delay=(i - start_at) * DEAL_EVERY,
                        on_start=self._deal_start(s, i),
                        on_done=self._deal_land(s, seat, card),
                    )
                )

        self.anim.add(start)
        self.anim.add(self._pause_deal if pause else self._end_deal)

    def _pause_deal(self) -> None:
        """Each player holds one card: the 首明 answers are asked while the deal waits."""
        self.dealing = False
        self.deal_paused = True

    def _resume_deal(self) -> None:
        self._queue_deal(start_at=4)

    def _deal_start(self, sprite: Sprite, i: int) -> Callable[[], None]:
        def go() -> None:
            sprite.alive = True
            self.anim.sprites.append(sprite)
            if i % 4 == 0 and self._ctx is not None:
                self.ctx.sound.play("deal", 0.4)

        return go

    def _deal_land(self, sprite: Sprite, seat: int, card: int) -> Callable[[], None]:
        def land() -> None:
            self.anim.remove(sprite)
            self.deal_counts[seat] += 1
            if seat == self.me:
                self.deal_mine.append(card)

        return land

    def _end_deal(self) -> None:
        self.dealing = False

    # ================================================================== replaying moves

    def _apply_next(self) -> None:
        """Replay the next controller move into ``shown`` and queue its animation."""
        seat, action = self.controller.match.moves[self.applied]
        before = self.shown
        self.shown, events = apply_action(before, seat, action)
        self.applied += 1
        private = self._private_window(before)
        for event in events:
            if (
                private
                and isinstance(event, (FirstExposed, CardsExposed))
                and event.seat != self.me
            ):
                continue  # another human's (or a computer's) secret until the window closes
            self._animate(event, before)
        if private and not self._private_window(self.shown):
            self._reveal_exposures()

    def _animate(self, event: Any, before: HandState) -> None:
        if isinstance(event, CardPlayed):
            self._animate_play(event, before)
        elif isinstance(event, TrickTaken):
            self._animate_trick(event)
        elif isinstance(event, FirstExposed):
            self._animate_exposure(event.seat, (event.card,), FIRST)
        elif isinstance(event, CardsExposed):
            self._animate_exposure(event.seat, event.cards, event.how)
        elif isinstance(event, ClaimAccepted):
            # RULES §4: the claimant's hand is shown, face up, before the hand ends
            claim_text = self.seat_tr("toast.claim", event.seat)
            shown = (event.seat, hand_list((before.hand1[event.seat], before.hand2[event.seat])))

            def show_claim() -> None:
                self.claim_shown = shown
                self.ctx.toast(claim_text, 3.0)

            self.anim.add(show_claim)
            self.anim.wait(2.0)
        elif isinstance(event, HandScored):
            self._announce_score(event)

    def _play_start(
        self, seat: int, cards: tuple[int, ...], before: HandState
    ) -> list[tuple[float, float]]:
        pos = L.relative(seat, self.me)
        if seat == self.me:
            shown = hand_list((before.hand1[seat], before.hand2[seat]))
            rects = L.hand_rects(len(shown))
            out, used = [], set()
            for c in cards:
                idx = next((i for i, x in enumerate(shown) if x == c and i not in used), None)
                if idx is None:
                    out.append(L.seat_layout(pos).deal_target)
                    continue
                used.add(idx)
                out.append(rects[idx].move(0, -L.RAISE).center)
            return out
        layout = L.seat_layout(pos)
        return [layout.backs.center for _ in cards]

    def _animate_play(self, event: CardPlayed, before: HandState) -> None:
        seat, cards = event.seat, event.cards
        starts = self._play_start(seat, cards, before)

        def start() -> None:
            entry = [seat, cards, True]
            self.table_trick.append(entry)
            pos = L.relative(seat, self.me)
            rects = L.trick_rects(pos, len(cards))
            self.ctx.sound.play("flick")
            flights = []
            for c, st, r in zip(cards, starts, rects):
                sprite = self.anim.sprite(
                    Sprite(
                        card_code(c),
                        st,
                        r.center,
                        L.CARD_W if seat == self.me else L.SMALL_W,
                        L.TRICK_W,
                        layer=2,
                    )
                )
                flights.append(sprite)
            done_count = [0]

            def land(sprite: Sprite) -> Callable[[], None]:
                def go() -> None:
                    self.anim.remove(sprite)
                    done_count[0] += 1
                    if done_count[0] == len(flights):
                        entry[2] = False

                return go

            for sprite in flights:
                self.anim.tweens.add(sprite.motion(PLAY_FLIGHT, on_done=land(sprite)))

        self.anim.add(start)

    def _animate_trick(self, event: TrickTaken) -> None:
        def hold() -> None:  # the table names who takes it while the cards stay a beat
            self.trick_taken = (event.winner, event.taker)

        self.anim.add(hold)
        self.anim.wait(TRICK_HOLD)

        def sweep() -> None:
            self.trick_taken = None
            winner_pos = L.seat_layout(L.relative(event.winner, self.me))
            taker = event.taker
            taker_row = L.seat_layout(L.relative(taker, self.me)).taken
            n_before = len(self.taken_rows[taker])
            slots = L.row_rects(
                taker_row, n_before + len(event.scoring), reserve=self._score_reserve()
            )
            scoring = list(event.scoring)
            k = 0
            for seat, cards, _ in self.table_trick:
                rects = L.trick_rects(L.relative(seat, self.me), len(cards))
                for c, r in zip(cards, rects):
                    if c in scoring:
                        scoring.remove(c)
                        end = slots[n_before + k].center
                        k += 1
                        sprite = self.anim.sprite(
                            Sprite(card_code(c), r.center, end, L.TRICK_W, L.SMALL_W, layer=3)
                        )
                        self.anim.tweens.add(
                            sprite.motion(
                                TRICK_SWEEP,
                                easing=ease_in_out_cubic,
                                on_done=self._land_taken(sprite, taker, c),
                            )
                        )
                    else:
                        sprite = self.anim.sprite(
                            Sprite(
                                card_code(c),
                                r.center,
                                winner_pos.deal_target,
                                L.TRICK_W,
                                L.SMALL_W * 0.6,
                                layer=2,
                            )
                        )
                        self.anim.tweens.add(
                            sprite.motion(
                                TRICK_SWEEP,
                                easing=ease_in_out_cubic,
                                on_done=partial(self.anim.remove, sprite),
                            )
                        )
            self.table_trick = []
            self.ctx.sound.play("sweep")
            if PIG in event.scoring:
                self.ctx.sound.play("pig")
                self.ctx.toast(self.seat_tr("toast.pig_taken", taker), 3.0)
            self._check_all_hearts_danger()

        self.anim.add(sweep)

    def _land_taken(self, sprite: Sprite, seat: int, card: int) -> Callable[[], None]:
        def go() -> None:
            self.anim.remove(sprite)
            self.taken_rows[seat].append(card)

        return go

    def _check_all_hearts_danger(self) -> None:
        if self._warned_hearts:
            return
        total = 13 * self.shown.rules.decks
        counts = []
        for s in range(4):
            once, twice = self._view.taken[s]
            counts.append(
                (once & SUIT_MASKS[HEARTS]).bit_count() + (twice & SUIT_MASKS[HEARTS]).bit_count()
            )
        holders = [s for s in range(4) if counts[s]]
        if len(holders) == 1 and total - 4 <= counts[holders[0]] < total:
            self._warned_hearts = True
            self.ctx.toast(tr("toast.all_hearts_danger", seat=self.seat_name(holders[0])), 3.0)

    def _animate_exposure(self, seat: int, cards: tuple[int, ...], how: str) -> None:
        def start() -> None:
            pos = L.relative(seat, self.me)
            layout = L.seat_layout(pos)
            hidden = how == HIDDEN and seat != self.me
            self.hide_exposed[seat] += len(cards)
            slots = self._exposed_slots(seat)
            for i, c in enumerate(cards):
                end = (
                    slots[-1].center
                    if hidden or not slots
                    else slots[min(len(slots) - 1, len(slots) - len(cards) + i)].center
                )
                start_pt = layout.backs.center if seat != self.me else layout.deal_target
                sprite = self.anim.sprite(
                    Sprite(
                        None if hidden else card_code(c),
                        start_pt,
                        end,
                        L.SMALL_W,
                        L.SMALL_W,
                        layer=3,
                    )
                )

                def land(sprite: Sprite = sprite) -> None:
                    self.anim.remove(sprite)
                    self.hide_exposed[seat] = max(0, self.hide_exposed[seat] - 1)

                self.anim.tweens.add(sprite.motion(EXPOSE_FLIGHT, on_done=land))
            self.ctx.sound.play("chime")
            if self._private_window(self.shown):
                pass  # hot seat: no toast while the next person may already be at the screen
            elif how != "auto" and not hidden:
                factor = 4 if how == FIRST else 2
                for c in cards:
                    self.ctx.toast(
                        self.seat_tr("toast.exposed", seat, card=self.card_name(c), factor=factor),
                        2.5,
                    )
            elif hidden:
                self.ctx.toast(self.seat_tr("table.toast.hidden", seat), 2.5)

        self.anim.add(start)

    def _exposed_slots(self, seat: int) -> list[pygame.FRect]:
        return _scene_exposed_slots(self, seat)

    def _score_reserve(self) -> float:
        return L_SCORE_W + 6

    def _announce_score(self, event: HandScored) -> None:
        def start() -> None:
            for s, sc in enumerate(event.score.seats):
                if sc.grand_slam:
                    self.ctx.toast(self.seat_tr("toast.grand_slam", s), 4.0)
                    self.ctx.sound.play("fanfare")
                elif sc.all_hearts:
                    self.ctx.toast(self.seat_tr("toast.all_hearts", s), 4.0)
                    self.ctx.sound.play("fanfare")

        self.anim.add(start)
        self.anim.wait(0.6)

    def _reconcile(self) -> None:
        """When idle, make the displayed rows agree with ``shown`` (claims, resumed games)."""
        view = self._view
        for s in range(4):
            want = multiset_list(view.taken[s])
            if sorted(self.taken_rows[s]) != sorted(want):
                self.taken_rows[s] = want
        trick = [[s, play_cards(a), False] for s, a in self.shown.trick]
        if [(t[0], t[1]) for t in self.table_trick] != [(t[0], t[1]) for t in trick]:
            self.table_trick = trick
        self.trick_taken = None
        self.hide_exposed = [0, 0, 0, 0]
