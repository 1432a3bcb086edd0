"""Cards in flight on the 升级 table: the draw, plays, a trick taken, a failed throw taken back.

The motion only moves pictures: it reads the events the controller released and never
changes the game. Each flight is a card (a code, or ``None`` for a back) going from one
logical point to another, eased, its times scaled by the animation-speed setting.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.shengji.cards import Card, card_code
from engine.shengji.state import CardDrawn, Event, Led, Played, ThrowFailed, TrickTaken
from game.shengji_table import layout as L
from game.shengji_table import seats
from game.shengji_table.stock import stock_at
from game.ui.tween import ease_out_cubic

DRAW_S = 0.25
PLAY_S = 0.22
SWEEP_S = 0.35
BACK_S = 0.4


@dataclass
class Flight:
    code: str | None
    start: tuple[float, float]
    end: tuple[float, float]
    width: float
    duration: float
    t: float = 0.0
    delay: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def pos(self) -> tuple[float, float]:
        k = max(0.0, min(1.0, (self.t - self.delay) / self.duration))
        e = ease_out_cubic(k)
        (x0, y0), (x1, y1) = self.start, self.end
        return (x0 + (x1 - x0) * e, y0 + (y1 - y0) * e)


class Motion:
    """The flights now on the table."""

    def __init__(self, human: int = 0, players: int = 4) -> None:
        self.human = human  # the seat drawn at the bottom (hot seat: the person at the screen)
        self.players = players  # the rules' (where the seats sit: game.shengji_table.seats)
        self.hidden = False  # hot seat: nobody's cards may show (a face-down draw)
        self.flights: list[Flight] = []
        self.speed = 1.0

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    def update(self, dt: float) -> None:
        for f in self.flights:
            f.t += dt * self.speed
        self.flights = [f for f in self.flights if not f.done]

    def spot(self, seat: int) -> int:
        """Where ``seat`` sits on the screen: 0 bottom, 1 right, 2 top, 3 left (five: 2 top
        right, 3 top left, 4 left)."""
        return seats.spot(seat, self.human, self.players)

    def seat_point(self, seat: int) -> tuple[float, float]:
        if seat == self.human:
            return (L.W / 2, L.HAND_Y + 40)
        spot = self.spot(seat)
        x, y = L.BACKS_AT[spot]
        return (L.BACKS_ROW[spot], y + 30) if spot in L.BACKS_ROW else (x + L.BACK_W / 2, y + 60)

    def on_event(self, event: Event, last_trick: tuple[tuple[int, tuple[Card, ...]], ...]) -> None:
        """Start the flights ``event`` shows; ``last_trick``: the plays a TrickTaken sweeps."""
        if isinstance(event, CardDrawn):
            mine = event.seat == self.human and not self.hidden
            code = card_code(event.card) if mine else None
            width = L.HAND_W if event.seat == self.human else L.BACK_W
            start = stock_at() if self.players == 2 else L.DECK_AT  # §10: off the duel's stock
            self.flights.append(Flight(code, start, self.seat_point(event.seat), width, DRAW_S))
        elif isinstance(event, (Led, Played)):
            rects = L.play_rects(self.spot(event.seat), len(event.cards))
            for i, (card, r) in enumerate(zip(event.cards, rects)):
                self.flights.append(
                    Flight(
                        card_code(card),
                        self.seat_point(event.seat),
                        r.center,
                        L.TRICK_W,
                        PLAY_S,
                        delay=i * 0.02,
                    )
                )
        elif isinstance(event, TrickTaken):
            end = self.seat_point(event.winner)
            for seat, cards in last_trick:
                for r in L.play_rects(self.spot(seat), len(cards)):
                    self.flights.append(Flight(None, r.center, end, L.TRICK_W, SWEEP_S))
        elif isinstance(event, ThrowFailed):
            pass  # the throw's cards are shown on the table by the snapshot; Led takes them back

    def taken_back(self, shown: tuple[Card, ...], forced: tuple[Card, ...], seat: int) -> None:
        """A failed throw: the cards beyond the forced lead fly back to the thrower."""
        rest = list(shown)
        for c in forced:
            rest.remove(c)
        rects = L.play_rects(self.spot(seat), len(shown))
        for card, r in zip(rest, rects[len(forced) :]):
            self.flights.append(
                Flight(card_code(card), r.center, self.seat_point(seat), L.TRICK_W, BACK_S)
            )

    def draw_rects(self) -> list[tuple[Flight, pygame.FRect]]:
        out = []
        for f in self.flights:
            x, y = f.pos()
            r = pygame.FRect(0, 0, f.width, f.width * 130 / 90)
            r.center = (x, y)
            out.append((f, r))
        return out
