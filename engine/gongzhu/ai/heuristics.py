"""The heuristic player: every legal play gets a score, the best one is played.

A play's score is the points it is expected to bring my side in this trick
(``p_win × value``, with what the later players are likely to add), minus the
"burden" of the cards it keeps in my hand (the pig, the ♠A/♠K while the pig
is out, high hearts, high cards in general), plus a little for voiding a suit.
That one formula covers ducking, dumping the pig on a void, leading short
suits, 拱猪 (leading low spades while the pig is out), taking the sheep and
stopping a 全红. It reads only a :class:`~engine.gongzhu.ai.knowledge.Ctx`, so the same
code is the ``normal`` level and the search's rollout policy.

SHARP, the weights of the normal and the searching levels, switches on terms the first
hand-set weights go without (they are 0, or neutral, in :data:`~.weights.PLAIN`, which the easy
level keeps): high diamonds are worth keeping while the sheep is out, a later higher card
ducks a trick that would cost it, the transformer doubles what its taker will still take
(on that taker's own pile: each player is scored alone), and holding it is a risk; in
partners, a trick my partner holds is ours unless a later opponent can still beat it,
a later partner who overtakes me takes the trick for us, and what I give a partner who
took the transformer counts doubled; a heart lead is worth something of its own, as a
short suit's is (a safe exit that sends the hearts round while they are spread); a heart
thrown where the 全红's chaser cannot take it stops the run; the pig hunt pays more as the
hand goes on; with fewer cards of a suit out than seats that may hold it, some of those
seats are void and throw on my trick; a lead that every card out must beat cannot hold,
nor, in two decks, a pair led in ♥ ♠ ♣ while a later seat may hold two of the suit, and
a ♦ pair led holds unless a higher pair is out with one seat, and draws out both sheep;
an exposed pig falls only from its holder, and not in the first spade trick unless it is
the last spade there (so ♠A/♠K leave in that trick); a rival still to play slips the
transformer under my club above it when that costs me (RULES §5); the sheep kept for
a later trick is worth less by the chance it takes the trick I follow now, and nothing
when I lead and no diamond out beats it, or (two decks) both led as a pair by the
chance no higher pair is with one seat; a heart no heart out can beat, which must take
a heart trick some time, goes on a trick my side takes when I play last, and
so, with less weight the more hearts out beat it, does a high heart short of the top
(two decks: each heart of two answering a pair too); taking the last heart out seals my
全红, the hearts in my pile turning from loss to gain;
in two decks a partner still to play who is void in the suit throws its points on a rival's
trick, so a play that loses that trick to a rival is worth something;
and every card's rank is a small burden, so of two plays that score alike the higher goes
and the low card stays in hand to lose a trick with later (PLAIN threw the lowest).
"""

from __future__ import annotations

import random
from statistics import NormalDist

from ..actions import CLAIM, PAIR_BASE, play_cards
from ..cards import CLUBS, DIAMONDS, PIG, SHEEP, SPADES, SUIT_MASKS, TRANSFORMER, colour_mask
from ..hand import play_key
from .holding import burden
from .knowledge import VALUED, Ctx
from .piles import (
    HEART_MASK,
    as_chaser,
    chasing_hearts,
    hearts_chaser,
    hearts_out,
    out_above,
    pile_value,
    run_swing,
    still_out,
    taker_rate,
)
from .weights import NORMAL, Weights

# Tags name why a play scored best; explain.py turns them into sentences.
DUCK, DUMP_PIG, DUMP_HEART, DUMP_GUARD, DISCARD, TAKE_POINTS, SAFE_WIN, FORCED_WIN = (
    "duck",
    "dump_pig",
    "dump_heart",
    "dump_guard",
    "discard",
    "take_points",
    "safe_win",
    "win",
)
HUNT_PIG, LEAD_SHORT, LEAD_LOW, LEAD, CLAIM_ALL, GIVE_PARTNER, STOP_HEARTS = (
    "hunt_pig",
    "lead_short",
    "lead_low",
    "lead",
    "claim",
    "give_partner",
    "stop_hearts",
)
CHASE_HEARTS = "chase_hearts"
STOP_DUMP = "stop_dump"

# A standard normal as 4096 equally likely quantiles: a rollout's noise draws one per play
# considered, and a table look-up costs a fraction of random.gauss.
_NORMAL = tuple(NormalDist().inv_cdf((i + 0.5) / 4096) for i in range(4096))


def _all_win(legal: list[int], best_key: int, suit: int, pair_led: bool) -> bool:
    """Every legal play takes the trick (single cards above its best in the suit led;
    answering a pair, two cards that beat it)."""
    if pair_led:
        return all(play_key(play_cards(a), suit, True) > best_key for a in legal)
    return all(a < PAIR_BASE and a // 13 == suit and a > best_key for a in legal)


def score_plays(
    c: Ctx,
    legal: list[int],
    tags: bool = True,
    w: Weights = NORMAL,
    realized: dict[int, float] | None = None,
) -> list[tuple[float, int, str]]:
    """(score, action, tag) for every legal play; higher is better for my side.

    ``realized`` gives, for some plays, what this trick is known to bring my side
    (a lookahead played it out), in place of the estimate.

    Written for speed (it is most of a search rollout's time): what does not
    depend on the play is worked out once, before the loop over the plays, a
    card's burden once per card, and the tags (why) only when ``tags`` is set —
    a rollout never explains itself.
    """
    out: list[tuple[float, int, str]] = []
    chase = chasing_hearts(c)
    if chase:
        c = as_chaser(c)
    seat = c.seat
    trick = c.trick
    suit = c.lead_suit if trick else -1
    o1, o2 = c.out1, c.out2
    pig_out = bool(o1 >> PIG & 1)
    sheep_out = bool(o1 >> SHEEP & 1)
    h1, h2 = c.h1, c.h2
    spade_mask = SUIT_MASKS[SPADES]
    spades_mine = (h1 & spade_mask).bit_count() + (h2 & spade_mask).bit_count()
    chaser = hearts_chaser(c)
    threat = chaser >= 0
    f_pig = c.factors[0]
    f_tr = c.factors[2]
    vals = c.vals
    my_taken = c.my_taken
    mates = c.mates
    sizes = c.hand_sizes
    voids = c.voids
    penalty_rule = c.rules.colour_rule == "penalty"
    others = [s for s in range(4) if s != seat and sizes[s] > 0]
    tricks_gone = 13 - sizes[seat] // c.rules.decks  # a hand deals 13 cards a deck
    mate_void = w.mate_void if c.rules.decks == 2 and len(mates) > 1 else 0.0
    escape = w.lead_escape_two if c.rules.decks == 2 and w.lead_escape_two else w.lead_escape
    dump = w.void_dump + (w.void_pig * f_pig if pig_out else 0)  # a void rival's throw
    # An exposed pig is known to be with one seat, and until the first spade trick is done
    # (RULES §3) it may not be discarded, nor played in that trick if another spade can be.
    pig_seat = c.pig_seat if w.pig_shown and pig_out else -1
    pig_locked = pig_seat >= 0 and not c.opened >> PIG & 1
    dump_pig = dump
    if pig_seat >= 0:
        dump = w.void_dump
        if not pig_locked or c.rules.discard_exposed_early:
            dump_pig = dump + w.void_pig * f_pig
    # The trick so far: its value (transformer apart) and whether it holds a heart.
    base_v = 0
    base_ct = False
    base_heart = False
    base_scoring = False  # a heart, the pig or the sheep on the trick
    if trick:
        best_key, best_seat = -1, -1
        pair_led = c.lead_pair
        penalty_taken = False
        colour = colour_mask(suit)
        for s, act in trick:
            cs = (act,) if act < PAIR_BASE else play_cards(act)
            for x in cs:
                if x == TRANSFORMER:
                    base_ct = True
                else:
                    base_v += vals[x]
                if x // 13 == 1:
                    base_heart = True
                if VALUED >> x & 1:
                    base_scoring = True
            k = play_key(cs, suit, pair_led)
            if k > best_key:
                best_key, best_seat = k, s
            if penalty_rule and not penalty_taken and any(not (colour >> x & 1) for x in cs):
                penalty_taken = True
        n_later = 3 - len(trick)
        later = [(seat + i) & 3 for i in range(1, n_later + 1)]
        # A heart on this trick ends the 全红 if its chaser cannot take it.
        stop_by_dump = (
            threat
            and not base_heart
            and chaser != best_seat
            and (chaser not in later or bool(voids[chaser] >> suit & 1))
        )
        mate_winning = best_seat in mates and best_seat != seat
        mate_share = w.mate_share
        mate_rate, mate_lone = (
            # (under the colour penalty an earlier wrong discard takes the points instead)
            taker_rate(c, best_seat)
            if mate_winning and w.mate_ct and not penalty_taken
            else (1.0, 0.0)
        )
        if mate_winning and w.mate_hold and not pair_led and best_key >= 0:
            opp_h = [s for s in later if s not in mates and not (voids[s] >> suit & 1)]
            n_above = out_above(c, best_key)
            if not opp_h or not n_above:
                p_mate = 1.0
            else:
                holders_all = [s for s in others if not (voids[s] >> suit & 1)]
                p_mate = ((len(holders_all) - len(opp_h)) / len(holders_all)) ** n_above
            mate_share += w.mate_hold * (p_mate - mate_share)
    else:
        pair_led = False
        best_key, best_seat = -1, -1
        penalty_taken = False
        colour = 0
        later = others
        mate_winning = False
        mate_share = w.mate_share
        mate_rate, mate_lone = 1.0, 0.0
        stop_by_dump = False
    # Last to a trick, whether every legal play takes it (the top heart's rule asks), once.
    all_win = (
        bool(trick)
        and not later
        and not mate_winning
        and bool(w.heart_top or w.heart_top_pair)
        and _all_win(legal, best_key, suit, pair_led)
    )
    suit_info: dict[int, tuple[list[int], list[int], int, float, int]] = {}
    burdens: dict[int, float] = {}
    future: int | None = None
    h_out: tuple[int, float] | None = None
    for act in legal:
        if act == CLAIM:
            out.append((1e6, act, CLAIM_ALL))
            continue
        if act < PAIR_BASE:
            cards: tuple[int, ...] = (act,)
            single = True
            c0 = act
        else:
            cards = play_cards(act)
            single = False
            c0 = cards[0]
        s_play = c0 // 13 if not trick else suit
        smask = SUIT_MASKS[s_play]
        if single:
            top = c0
            in_suit = c0 // 13 == s_play
        else:
            top = max(cards)
            in_suit = all(x // 13 == s_play for x in cards)
        if in_suit:
            m = smask & ~((2 << top) - 1)
            n_higher = (o1 & m).bit_count() + (o2 & m).bit_count()
        else:
            n_higher = 99
        info = suit_info.get(s_play)
        if info is None:
            n_suit_out = (o1 & smask).bit_count() + (o2 & smask).bit_count()
            avg_suit = 0.0
            if s_play == 1:
                if h_out is None:
                    h_out = hearts_out(c)
                avg_suit = h_out[1]
            info = suit_info[s_play] = (
                [s for s in others if not (voids[s] >> s_play & 1)],
                [s for s in later if not (voids[s] >> s_play & 1)],
                n_suit_out,
                avg_suit,
                (h1 & smask).bit_count() + (h2 & smask).bit_count(),
            )
        holders, later_h, n_suit_out, avg_suit, n_mine = info
        if not trick:
            winning = True
        elif single and not pair_led:
            winning = (c0 if in_suit else -1) > best_key
        else:
            winning = play_key(cards, suit, pair_led) > best_key
        if winning:
            if not later_h or n_higher == 0:
                p = 1.0
            elif trick:
                p = ((len(holders) - len(later_h)) / len(holders)) ** n_higher
                if w.team_win and len(mates) > 1:
                    later_opp = sum(1 for s in later_h if s not in mates)
                    p_side = ((len(holders) - later_opp) / len(holders)) ** n_higher
                    p += w.team_win * (p_side - p)
            else:
                p = escape**n_higher
                if w.lead_forced and single and n_higher == n_suit_out:
                    p *= 1.0 - w.lead_forced  # whoever follows must beat it
            if w.pair_lead and not trick and not single and s_play != DIAMONDS and later_h:
                # Any two cards of the suit that are not a pair beat a pair there
                # (RULES §4), the highest pair too: it holds if each follower has at most one.
                n, k = n_suit_out, len(holders)  # each card out with any of k seats alike
                at_most_one = ((k - 1) ** n + n * (k - 1) ** max(0, n - 1)) / k**n
                p += w.pair_lead * (at_most_one ** len(later_h) - p)
            elif w.pair_lead_dia and not trick and not single and s_play == DIAMONDS and later_h:
                # In ♦ only a higher pair beats a pair (RULES §4): some seat must hold both
                # copies of a rank above, each copy with any seat that may hold ♦ alike.
                k = len(holders)
                pairs_above = (o2 & smask & ~((2 << top) - 1)).bit_count()
                p += w.pair_lead_dia * (((k - 1) / k) ** pairs_above - p)
        else:
            p = 0.0
        # What the later players are likely to add if my play holds.
        extra = 0.0
        if p > 0:
            # Each seat that may still hold the suit is void with this chance: fewer
            # of its cards are out than there are such seats.
            q = 0.0
            if w.thin_suit and not chase and n_suit_out and n_suit_out < len(holders):
                q = min(1.0, w.thin_suit * (1.0 - n_suit_out / len(holders)))
            for s in later:
                if voids[s] >> s_play & 1 or not n_suit_out:
                    # A void opponent dumps on me; a void partner (partners) does not.
                    if s not in mates:
                        extra -= dump_pig if s == pig_seat else dump
                else:
                    if q and s not in mates:
                        extra -= q * (dump_pig if s == pig_seat else dump)
                    extra += (1.0 - q) * avg_suit
                    if s_play == SPADES and pig_out and top > PIG:
                        if pig_seat < 0:
                            extra -= w.spade_over_pig * f_pig / max(1, len(holders))
                        elif s == pig_seat:
                            # Held back, the pig falls only as its holder's last spade.
                            k = len(holders)
                            alone = ((k - 1) / k) ** (n_suit_out - 1) if pig_locked else 1.0
                            extra -= w.spade_over_pig * f_pig * alone
            if (
                w.sheep_pair_hunt
                and not trick
                and not single
                and s_play == DIAMONDS
                and top > SHEEP
                and o2 >> SHEEP & 1
            ):
                # A ♦ pair led draws a pair from whoever holds one (RULES §4): both sheep,
                # if one seat holds them and no other ♦ pair (the chance counted here;
                # split sheep fall too on seats short of ♦, which the weight's 2 covers).
                k = len(holders)
                others_paired = (o2 & smask).bit_count() - 1
                extra += w.sheep_pair_hunt * 2 * vals[SHEEP] / k * (1 - 1 / k**2) ** others_paired
        # The trick's value to its taker with my cards in it (as trick_value, taker me).
        v_me: float = float(base_v)
        has_ct = base_ct
        has_heart = base_heart
        for x in cards:
            if x == TRANSFORMER:
                has_ct = True
            else:
                v_me += vals[x]
            if x // 13 == 1:
                has_heart = True
        if has_ct:
            base: float = my_taken + v_me
            if w.ct_pile:
                taker = best_seat if mate_winning and not winning else seat
                base += w.ct_pile * (pile_value(c, taker) - my_taken)
            if w.ct_future:
                if future is None:
                    future = still_out(c)
                base += w.ct_future * (future - sum(vals[x] for x in cards)) / 4
            v_me += base * (2 * f_tr - 1) if base else w.ct_alone * 2 * f_tr
        elif (
            w.club_over_ct
            and winning
            and s_play == CLUBS
            and top > TRANSFORMER
            and o1 >> TRANSFORMER & 1
            and later_h
        ):
            # A rival still to play may slip the transformer under my club: it doubles
            # what I have taken and, priced as one on the trick, a share of the points
            # still out; a loss when that is below zero.
            rivals = sum(1 for s in later_h if s not in mates)
            if rivals:
                pile: float = pile_value(c, seat) + v_me
                if w.ct_slip_future:
                    if future is None:
                        future = still_out(c)
                    pile += (
                        w.ct_slip_future * w.ct_future * (future - sum(vals[x] for x in cards)) / 4
                    )
                if pile < 0:
                    extra += w.club_over_ct * pile * (2 * f_tr - 1) * rivals / len(holders)
        if winning:
            if trick and p < 1.0 and v_me + extra < 0 and w.overtake != 1.0:
                p = 1.0 - (1.0 - p) * w.overtake  # the later higher cards duck if they can
            e = p * (v_me + extra)
            if threat and p > 0.5 and (s_play == 1 or has_heart):
                e += w.stop_hearts * p
            if chase and w.run_seal and has_heart and p >= 1.0 and not (o1 | o2) & HEART_MASK:
                # The last heart out is taken: the 全红 is sealed, and the hearts already in
                # my pile turn from loss to gain.
                e += w.run_seal * run_swing(c)
        elif mate_winning:
            v_mate = v_me  # what the trick is worth to my side in my partner's pile
            if mate_rate != 1.0 and not has_ct:
                scoring = base_scoring or any(VALUED >> x & 1 for x in cards)
                v_mate += w.mate_ct * ((mate_rate - 1.0) * v_me - (mate_lone if scoring else 0.0))
            e = (1.0 if not later_h else mate_share) * v_mate
        else:
            e = 0.0
        if mate_void:
            # A partner still to play who is void here throws its points on a rival's trick
            # (two decks; one deck: no gain shown).
            n_void = sum(1 for s in later if s in mates and voids[s] >> s_play & 1)
            if n_void:
                e += (1.0 - p) * mate_void * n_void
        stops_run = stop_by_dump and not winning and has_heart
        if stops_run:
            e += w.stop_dump
        if (
            penalty_rule
            and trick
            and not penalty_taken
            and any(not (colour >> x & 1) for x in cards)
        ):
            e = v_me - 10
        if realized is not None and act in realized:
            e = realized[act]
        kept = 0.0
        for x in cards:
            b = burdens.get(x)
            if b is None:
                b = burdens[x] = burden(
                    c,
                    x,
                    spades_mine - (1 if x // 13 == SPADES else 0),
                    pig_out,
                    threat,
                    w,
                    sheep_out,
                )
            kept -= b
        if w.sheep_now and p > 0 and (trick or p >= 1.0) and SHEEP in cards:
            # Kept, the sheep is worth a trick it may win later; on a trick it takes
            # with this chance, that share of the later trick is won now. (Led, only
            # where no diamond out beats it: a lead that may lose it lost in the duels.)
            kept += w.sheep_now * p * w.sheep_keep * c.factors[1] * cards.count(SHEEP)
        elif w.sheep_pair_now and p > 0 and not trick and not single and cards[0] == SHEEP:
            # Both sheep led as a pair: only a higher ♦ pair takes them (RULES §4), and
            # the chance that none is with one seat is the share of them won now.
            kept += w.sheep_pair_now * p * w.sheep_keep * c.factors[1] * 2
        share = w.heart_top if single else w.heart_top_pair
        if (
            share
            and trick
            and not later
            and not chase
            and any(x // 13 == 1 for x in cards)
            and (mate_winning or all_win)
        ):
            # A heart no heart out can beat must take a heart trick some time: last to a
            # trick my side takes whatever I play, it goes without the hearts that trick
            # would bring; one that hearts out beat, at a share falling with how many do.
            # (Two decks: so each heart of two I answer a pair with.)
            if h_out is None:
                h_out = hearts_out(c)
            n_h, avg_h = h_out
            if n_h:  # (with no heart out above it, 1: the whole share)
                for x in cards:
                    if x // 13 == 1:
                        kept -= share * w.heart_high ** out_above(c, x) * (vals[x] + 2 * avg_h)
        score = e + kept
        # Voiding a suit lets me discard later.
        if in_suit:
            if n_mine == len(cards) and n_suit_out:
                score += w.void_bonus
        elif single:
            dm = SUIT_MASKS[top // 13]
            if (h1 & dm).bit_count() + (h2 & dm).bit_count() == 1 and (o1 & dm or o2 & dm):
                score += w.void_bonus
        tag = LEAD
        if not trick:
            if chase and s_play == 1:
                tag = CHASE_HEARTS
            elif s_play == SPADES and pig_out and top < PIG and not (h1 >> PIG & 1):
                score += (w.hunt_pig + w.hunt_late * tricks_gone) * f_pig
                tag = HUNT_PIG
            elif s_play != 1:
                score += (4 - min(n_mine, 4)) * w.short_lead
                tag = LEAD_SHORT if n_mine <= 2 else (LEAD_LOW if p < 0.3 else LEAD)
            else:
                score += w.lead_heart
                tag = LEAD_LOW if p < 0.3 else LEAD
        elif not tags:
            pass
        elif not in_suit and not winning:
            if PIG in cards:
                tag = DUMP_PIG
            elif stops_run:
                tag = STOP_DUMP
            elif best_seat in mates:
                tag = GIVE_PARTNER
            elif any(x // 13 == 1 for x in cards):
                tag = DUMP_HEART
            elif any(x // 13 == SPADES and x > PIG for x in cards) and pig_out:
                tag = DUMP_GUARD
            else:
                tag = DISCARD
        elif not winning:
            tag = GIVE_PARTNER if best_seat in mates else DUCK
        else:
            if chase and v_me > 0 and has_heart:
                tag = CHASE_HEARTS
            elif threat and p > 0.5:
                tag = STOP_HEARTS
            elif v_me > 0:
                tag = TAKE_POINTS
            elif p >= 1.0 and v_me == 0 and not later:
                tag = SAFE_WIN
            else:
                tag = FORCED_WIN
        out.append((score, act, tag))
    return out


def best_play(
    c: Ctx,
    legal: list[int],
    rng: random.Random | None = None,
    noise: float = 0.0,
    tags: bool = True,
    w: Weights = NORMAL,
) -> tuple[int, str, float]:
    """The highest-scoring play (ties: the lowest action), with its tag (if ``tags``) and score."""
    if len(legal) == 1:
        return legal[0], FORCED_WIN if c.trick else LEAD, 0.0
    scored = score_plays(c, legal, tags, w)
    bits = rng.getrandbits if noise and rng is not None else None
    normal = _NORMAL
    best_s, best_a = 0.0, 0
    best: tuple[float, int, str] | None = None
    for x in scored:
        sc = x[0] + noise * normal[bits(12)] if bits is not None else x[0]
        if best is None or sc > best_s or (sc == best_s and x[1] < best_a):
            best, best_s, best_a = x, sc, x[1]
    assert best is not None
    return best_a, best[2], best_s
