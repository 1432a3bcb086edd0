"""Rules & help: readable pages with card pictures, in the current language.

Pages come from :mod:`game.texts.help_text`; a contents list on the left, the page on the
right (upright, in a tall window: the pages' numbers in a row over the page, which names
itself). ←/→ or PageUp/PageDown turn pages, ↑/↓ move in the contents, Esc goes back. The pages
are the home game's (拱猪); each other game of the room that brings pages
(``GameEntry.help_pages``) is a choice of game at the right of the title's row.
"""

from __future__ import annotations

from functools import partial
from typing import NamedTuple

import pygame

from game import room
from game.art import cards_art, shengji_cards
from game.scenes.base import MenuScene
from game.scenes.credits import CreditsScene
from game.texts.help_text import PAGES, CardRow, Page, Para
from game.texts.i18n import language, tr
from game.ui import fonts, theme
from game.ui.canvas import Canvas, measure, wrap
from game.ui.widgets import Button, Label

CONTENTS_X, CONTENTS_W = 40, 250
PAGE = pygame.FRect(320, 96, 920, 530)  # the page's text area


def _pick(text: tuple[str, str]) -> str:
    return text[0] if language() == "zh" else text[1]


def _entry_title(entry: room.GameEntry | None) -> str:
    return entry.title() if entry is not None else ""


class PageText(NamedTuple):
    """A line of a laid-out page: body text (``"text"``) or a card's caption (``"caption"``)."""

    kind: str
    text: str
    pos: tuple[float, float]
    size: float
    bold: bool


class PageCard(NamedTuple):
    """A card drawn on a laid-out page."""

    kind: str  # "card"
    code: str
    rect: pygame.FRect


PageItem = PageText | PageCard


class HelpScene(MenuScene):
    """One page at a time; the contents buttons jump to a page."""

    upright = True

    def __init__(self, page: int = 0, game: str = "") -> None:
        super().__init__()
        games = {e.name: e for e in room.with_help()}
        self.game = game if game in games else ""
        hook = games[self.game].help_pages if self.game else None
        self.pages: tuple[Page, ...] = hook() if hook is not None else PAGES
        self.page = max(0, min(len(self.pages) - 1, page))
        home = next((e for e in room.entries() if e.home), None)
        choice = [("", home), *games.items()] if games else []
        self.game_names = [name for name, _ in choice]
        self.game_buttons = [
            Button(partial(_entry_title, entry), partial(self.choose, name), size=fonts.BODY)
            for name, entry in choice
        ]
        self.title = Label(
            lambda: tr("help.title"),
            fonts.BANNER - 6,
            bold=True,
            colour=theme.GOLD,
            anchor="topleft",
        )
        self.tabs = [
            Button(partial(_pick, p.title), partial(self.goto, i), size=fonts.LABEL - 1)
            for i, p in enumerate(self.pages)
        ]
        self.prev = Button(lambda: tr("ui.prev"), lambda: self.goto(self.page - 1), min_width=150)
        self.next = Button(lambda: tr("ui.next"), lambda: self.goto(self.page + 1), min_width=150)
        self.back_button = Button(lambda: tr("ui.back"), self.back, min_width=150)
        self.about = Button(
            lambda: tr("credits.button"),
            lambda: self.ctx.push(CreditsScene()),
            size=fonts.LABEL - 1,
        )
        self.page_label = Label("", fonts.BODY, colour=theme.TEXT_DIM, anchor="center")
        # laid-out page: ("text", str, pos, size, bold) / ("card", code, rect) / ("caption", ...)
        self.items: list[PageItem] = []
        self.body_size = 19.0
        self.page_box = PAGE.copy()

    def choose(self, game: str) -> None:
        """Show another game's pages (this screen, replaced by that game's)."""
        if game != self.game:
            self.ctx.sound.play("flick", 0.6)
            self.ctx.replace(HelpScene(game=game))

    def _place_games(self, right: float) -> None:
        """The choice of game, right-aligned on the title's row."""
        x = right
        for name, b in reversed(list(zip(self.game_names, self.game_buttons))):
            w, h = b.measure(self._scale)
            w = max(w, 90.0)
            b.rect = pygame.FRect(x - w, 30, w, h)
            b.primary = name == self.game
            x -= w + 8

    def goto(self, page: int) -> None:
        page = max(0, min(len(self.pages) - 1, page))
        if page != self.page:
            self.page = page
            self.ctx.sound.play("flick", 0.6)
            if self.focus.current in self.tabs:
                self.focus.focus(self.tabs[page])
            self._layout_page(self._scale)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.goto(self.page + 1)
                return True
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.goto(self.page - 1)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.goto(self.page - event.y)
            return True
        return super().handle(event)

    def layout(self, canvas: Canvas) -> None:
        sc = self._scale = canvas.scale
        self.title.place((CONTENTS_X, 24), sc)
        self.labels = [self.title]
        if canvas.upright:
            self._layout_upright(canvas)
            return
        self.page_box = PAGE.copy()
        for tab, page in zip(self.tabs, self.pages):
            tab.text = partial(_pick, page.title)
        self._place_games(PAGE.right)
        bh = self.back_button.measure(sc)[1]
        # the page tabs share the column above "back": tighter when there are many pages
        room = 712 - 20 - bh - 10 - 104.0
        column = [*self.tabs, self.about]  # "About" ends the contents, a gap above it
        h = max(tab.measure(sc)[1] for tab in column)
        gap = 10.0
        if len(column) * (h + gap) + gap > room:
            gap = 6.0
            h = min(h, (room - gap * len(column)) / len(column))
        y = 104.0
        for tab in column:
            y += gap if tab is self.about else 0
            tab.rect = pygame.FRect(CONTENTS_X, y, CONTENTS_W, h)
            y += h + gap
        self.back_button.rect = pygame.FRect(CONTENTS_X, 712 - 20 - bh, CONTENTS_W, bh)
        pw = max(self.prev.measure(sc)[0], self.next.measure(sc)[0])
        self.prev.rect = pygame.FRect(PAGE.x, 712 - 20 - bh, pw, bh)
        self.next.rect = pygame.FRect(PAGE.right - pw, 712 - 20 - bh, pw, bh)
        self.focus.set(
            [*self.game_buttons, *self.tabs, self.about, self.prev, self.next, self.back_button]
        )
        if self.focus.current is None:
            self.focus.focus(self.tabs[self.page])
        self._layout_page(sc)

    def _layout_upright(self, canvas: Canvas) -> None:
        """The pages' numbers (and "About") in a row under the title, the page under them."""
        sc = canvas.scale
        for i, tab in enumerate(self.tabs):
            tab.text = partial(str, i + 1)
        row = [*self.tabs, self.about]
        h = max(tab.measure(sc)[1] for tab in row)
        gap = 8.0
        widths = [max(tab.measure(sc)[0], 44.0) for tab in row]
        room = canvas.w - 2 * CONTENTS_X - gap * (len(row) - 1)
        k = min(1.0, room / sum(widths))
        x, y = float(CONTENTS_X), self.title.rect.bottom + 14
        for tab, w in zip(row, widths):
            tab.rect = pygame.FRect(x, y, w * k, h)
            x += w * k + gap
        bh = self.back_button.measure(sc)[1]
        bottom = canvas.h - 20 - bh
        self.back_button.rect = pygame.FRect(CONTENTS_X, bottom, CONTENTS_W * 0.7, bh)
        pw = max(self.prev.measure(sc)[0], self.next.measure(sc)[0])
        right = canvas.w - CONTENTS_X
        self.next.rect = pygame.FRect(right - pw, bottom, pw, bh)
        self.prev.rect = pygame.FRect(right - 2 * pw - 16, bottom, pw, bh)
        top = y + h + 30
        self.page_box = pygame.FRect(
            CONTENTS_X + 20, top, right - CONTENTS_X - 40, bottom - 30 - top
        )
        self._place_games(right)
        self.focus.set(
            [*self.game_buttons, *self.tabs, self.about, self.prev, self.next, self.back_button]
        )
        if self.focus.current is None:
            self.focus.focus(self.tabs[self.page])
        self._layout_page(sc)

    def _layout_page(self, sc: float) -> None:
        """Wrap the page's text at this scale; shrink the body size until the page fits."""
        for size in (19.0, 18.0, 17.0, 16.0, 15.0, 14.0):
            items, bottom = self._flow(sc, size)
            if bottom <= self.page_box.bottom:
                break
        self.items, self.body_size = items, size
        for i, tab in enumerate(self.tabs):
            tab.primary = i == self.page
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(self.pages) - 1
        self.page_label.text = lambda: tr("ui.page", n=self.page + 1, total=len(self.pages))
        left, right = self.prev.rect.right, self.next.rect.left
        if right - left < 100:  # upright: the buttons side by side, the page's number before them
            left, right = self.back_button.rect.right, self.prev.rect.left
        self.page_label.place(((left + right) / 2, self.prev.rect.centery), sc)

    def _flow(self, sc: float, size: float) -> tuple[list[PageItem], float]:
        page = self.pages[self.page]
        items: list[PageItem] = []
        y = self.page_box.y
        heading = _pick(page.title)
        items.append(PageText("text", heading, (self.page_box.x, y), fonts.HEADING + 4, True))
        y += measure(heading, fonts.HEADING + 4, True, sc)[1] + 14
        line_h = measure("Ag中", size, False, sc)[1] * 1.12
        for block in page.blocks:
            if isinstance(block, Para):
                text = _pick(block.text)
                indent = 0.0
                if text.startswith("• "):
                    items.append(PageText("text", "•", (self.page_box.x, y), size, True))
                    text, indent = text[2:], size * 1.2
                for line in wrap(text, size, False, sc, self.page_box.w - indent):
                    items.append(PageText("text", line, (self.page_box.x + indent, y), size, False))
                    y += line_h
                y += size * 0.6
            elif isinstance(block, CardRow):
                card_w = 72.0
                card_h = card_w * cards_art.ASPECT
                cap_h = measure("Ag中", size - 2, False, sc)[1]
                slot = max(
                    card_w + 16,
                    *(measure(_pick(c), size - 2, False, sc)[0] + 12 for c in block.captions),
                )
                x = self.page_box.x + 8
                for code, caption in zip(block.cards, block.captions):
                    if x + slot > self.page_box.right and x > self.page_box.x + 8:
                        x, y = self.page_box.x + 8, y + card_h + cap_h + 14  # a narrow page
                    items.append(
                        PageCard(
                            "card", code, pygame.FRect(x + (slot - card_w) / 2, y, card_w, card_h)
                        )
                    )
                    if _pick(caption):
                        items.append(
                            PageText(
                                "caption",
                                _pick(caption),
                                (x + slot / 2, y + card_h + 4),
                                size - 2,
                                False,
                            )
                        )
                    x += slot
                y += card_h + cap_h + 14
        return items, y

    def draw(self, canvas: Canvas) -> None:
        self.draw_felt(canvas)
        canvas.fill_alpha(self.page_box.inflate(40, 28).move(0, -4), theme.PANEL, 16)
        settings = self.ctx.settings
        for item in self.items:
            if isinstance(item, PageCard):
                r = canvas.rect(item.rect)
                four = settings.four_colour
                if self.game:
                    shengji_cards.draw_card(
                        canvas.surface,
                        item.code,
                        r.topleft,
                        r.w,
                        four_colour=four,
                        language=language(),
                    )
                else:
                    cards_art.draw_card(canvas.surface, item.code, r.topleft, r.w, four_colour=four)
            elif item.kind == "text":
                _, text, pos, size, bold = item
                colour = theme.GOLD if bold and size > fonts.LABEL else theme.TEXT
                canvas.text(text, size, colour, pos, bold=bold, tag="help.text")
            else:  # a caption
                _, text, pos, size, _bold = item
                canvas.text(text, size, theme.TEXT_DIM, pos, anchor="midtop", tag="help.text")
        self.page_label.draw(canvas)
        for label in self.labels:
            label.draw(canvas)
        self.focus.draw(canvas)
