"""Reader component ``stat_numbers``: every "N <statistic>" of a summary as a stat claim.

Each number before a statistic noun ("38 points", "a pair of blocks", "an 18 - point , 12 -
rebound double - double") becomes a ``stat`` claim. Its subject is the player the binder
(:mod:`factcheck.reader.binder`) attaches it to; its frame is this game unless the words around it
make it a split, an average, a season's or another game's (:mod:`factcheck.reader.stats`). A
number that is no player's total of this game keeps the reason in ``note`` and is checked by
nobody. Each claim is a :class:`~factcheck.claims.PlayerStat`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Side, Stat
from factcheck.analysis import Polarity
from factcheck.claims import Frame, Mode, PlayerStat, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import Number
from factcheck import lexicon

from .registry import reader
from .stats import FRAME_OF_REASON, LIST_GLUE, NAMED_AFTER, UNBOUND, binding_reasons, line_reasons
from .vocab import DOER_NOUNS, nouns_of
from .words import word_index


@dataclass(slots=True)
class _Figure:
    """A stat number while the reader decides whose it is (``mention``) and why it may be no
    claim of his (``note``)."""

    num: Number
    stat: str
    noun_end: int
    mention: PlayerMention | None = None
    note: str = ""
    frame: Frame = Frame.GAME
    named_after: bool = False  # the player is named after the line ("... from X")
    mode: Mode = Mode.EXACT

    @property
    def bound(self) -> bool:
        """A player's figure of this game: the claim a rule verifies."""
        return self.mention is not None and not self.note


@reader("stat_numbers", [PlayerStat], "numbers before a statistic noun, bound to the player they are about")
def read_stat_numbers(ctx: CheckContext) -> Iterator[PlayerStat]:
    bound = {b.number.start: (b, why) for b, why in binding_reasons(ctx)}
    out: list[_Figure] = []
    for num, stat, noun_end, _sent_start, why in line_reasons(ctx):
        if why == NAMED_AFTER:
            after = _player_named_after(ctx, noun_end)
            if after is not None:
                out.append(_Figure(num, stat, noun_end, after, named_after=True))
                continue
        if why:
            out.append(_Figure(num, stat, noun_end, note=why, frame=FRAME_OF_REASON.get(why, Frame.GAME)))
            continue
        b, why = bound[num.start]
        mention = b.subject
        if why == UNBOUND and mention is None and (after := _player_credited_for(ctx, num, noun_end)) is not None:
            out.append(_Figure(num, stat, noun_end, after, named_after=True))
            continue
        if why or mention is None or mention.player is None:
            known = mention if mention is not None and mention.player is not None else None
            out.append(_Figure(num, stat, noun_end, known, note=why or UNBOUND))
            continue
        out.append(_Figure(num, stat, noun_end, mention))
    out = _bound_by_figures(ctx, _line_named_after(ctx, out))
    claims = [_claim(ctx, _as_analysed(ctx, f)) for f in out]
    extra = list(_bracketed_points(ctx, {c.number.start for c in claims})) if "(" in word_index(ctx) else []
    return sorted(claims + extra, key=lambda c: c.number.start) if extra else claims


#: Each statistic by its column name: a lookup, where ``Stat(name)`` runs the enum's Python-level call.
_STAT_OF = {s.value: s for s in Stat}


#: Why a figure in a negation, a near miss or a condition is no total of this game (the claim's note).
NEGATED, NEAR_MISS, CONDITION = "negated: no count of what happened", "a near miss: the figure missing", \
    "a condition: a game that may be played"


#: The frames of a clause that tell of a game other than this one.
_OTHER_GAMES = frozenset({Frame.PREVIOUS_GAME, Frame.OTHER_GAME, Frame.SPAN})


def _as_analysed(ctx: CheckContext, f: _Figure) -> _Figure:
    """The figure as the sentence analysis reads its words: denied ("did not commit a turnover": a
    count of none; "did n't score 20 points": no count), missed ("one assist shy of a triple - double",
    "came within a rebound of"), in a condition ("if he scores 20 points", "they will win"), under
    "UP NEXT", of another game, or a bound ("eclipsed 35 minutes": ``mode``)."""
    if not f.bound:
        return f
    sa = ctx.analysis.sentences
    polarity = sa.polarity_at(f.num.start)
    if polarity is Polarity.NEGATED and f.num.form == "article":
        f.num = Number(f.num.start, f.num.end, 0, f.num.form)  # "did not record a block": none
    elif polarity is not Polarity.POSITIVE:
        f.note = NEGATED if polarity is Polarity.NEGATED else NEAR_MISS
    elif not sa.framed(f.num.start):
        f.mode = sa.mode(f.num)  # (most figures: no word of any frame in their sentence)
    elif (frame := sa.frame_of(f.num.start)).frame is Frame.CONDITION:
        f.note, f.frame = CONDITION, Frame.CONDITION
    elif frame.frame is Frame.NEXT_GAME and ctx.doc.layout.in_next_section(f.num.start):
        f.note, f.frame = f"about the next game (under '{frame.cue}')", frame.frame  # a line under "UP NEXT"
    elif frame.own and frame.frame in _OTHER_GAMES and frame.cue in ctx.doc.lower[f.noun_end:sa.clause(f.num.start).end]:
        # the cue after the line: "31 points over his last two games", "40 points three nights prior"
        # (the words before a number are the stats reader's: other_game_clause)
        f.note, f.frame = f"about another game ('{frame.cue}')", frame.frame
    else:
        f.mode = sa.mode(f.num)
    return f


def _claim(ctx: CheckContext, f: _Figure) -> PlayerStat:
    m = f.mention
    subject = Subject.of_player(m.player, m.start, m.end, m.kind) if m is not None and m.player is not None else None
    led = _led_side(ctx, m, f.num) if f.stat == "PTS" and f.bound else None
    return PlayerStat(subject=subject, number=f.num, stat=_STAT_OF.get(f.stat) or Stat(f.stat), led_side=led, frame=f.frame,
                      cue=(f.num.end, f.noun_end), note=f.note, mode=f.mode)


#: Words that say the subject led his team in scoring ("led the Lakers in scoring , as he tallied 17 points").
_LEAD_WORDS = {"led", "leading", "paced"}


def _led_side(ctx: CheckContext, mention: PlayerMention, num: Number) -> Side | None:
    """The team the sentence says the player led in scoring with these points ("led the Lakers in
    scoring with 17 points"): the team named in between, else his own; None when it says no such thing."""
    words = ctx.doc.lower[mention.end:num.start]
    if _LEAD_WORDS.isdisjoint(words) or not ({"scoring", "scorers"} & set(words) or words[-1:] == ["with"]):
        return None
    if {"bench", "reserves", "starters"} & set(words):
        return None
    named = {m.side for m in ctx.mentions.teams_in(mention.end, num.start) if m.side is not None}
    return named.pop() if len(named) == 1 else mention.player.side


#: Words of a sentence about scoring, where "X ( 17 )" gives X's points.
_SCORING_WORDS = nouns_of("PTS") | {w for w, c in DOER_NOUNS.items() if c == "PTS"} \
    | lexicon.words("scoring_sentence_words")


def _bracketed_points(ctx: CheckContext, taken: set[int]) -> Iterator[PlayerStat]:
    """"including Kyrie Irving ( 17 ) , Timofey Mozgov ( 16 )" in a sentence about scoring: a bare
    number in brackets right after a player's name is his points."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for m in ctx.mentions.players:
        k = m.end
        if tokens[k:k + 1] != ["("] or tokens[k + 2:k + 3] != [")"] or m.player is None or not m.player.played:
            continue
        num = ctx.doc.numbers.get(k + 1)
        if num is None or num.end != k + 2 or num.start in taken:
            continue
        lo, hi = ctx.doc.bounds_at[k]
        if _SCORING_WORDS.isdisjoint(low[lo:hi]):
            continue
        yield PlayerStat(subject=Subject.of_player(m.player, m.start, m.end, m.kind), number=num, stat=Stat.PTS,
                         cue=(num.start, num.end))


#: Words that may end a stat line before the player it is credited to ("... effort from X").
_LINE_BREAKS = lexicon.words("line_breaks")


def _player_credited_for(ctx: CheckContext, num: Number, noun_end: int) -> PlayerMention | None:
    """The player named right after a stat line by "for" when no player is named before it in
    the sentence: "The 16 points and 13 rebounds for X marked his second double - double"."""
    low = ctx.doc.lower
    if low[noun_end:noun_end + 1] != ["for"] or ctx.mentions.players_in(ctx.doc.bounds_at[num.start][0], num.start):
        return None
    return _player_named_after(ctx, noun_end, {"for"})


def _player_named_after(ctx: CheckContext, noun_end: int, by: frozenset[str] | set[str] = frozenset({"from", "by"})
                        ) -> PlayerMention | None:
    """The player a stat line is credited to after it (after one of ``by``): "a 13 - point , 10 -
    rebound effort from (rookie) X", "Another 16 - point outing came from X", "a double - double by X"."""
    low = ctx.doc.lower
    _, s_end = ctx.doc.bounds_at[noun_end - 1]
    for k in range(noun_end, min(s_end, noun_end + 14)):
        if low[k] in _LINE_BREAKS:
            return None
        if low[k] in by:
            for m in ctx.mentions.players_in(k + 1, min(s_end, k + 6)):
                if all(not t[:1].isdigit() and t not in _LINE_BREAKS and t != "," for t in low[k + 1:m.start]) \
                        and m.player is not None and m.player.played:
                    return m
            return None
    return None


def _line_named_after(ctx: CheckContext, figures: list[_Figure]) -> list[_Figure]:
    """A stat line credited after its last figure is credited whole: "The Bulls got 25 points ,
    five rebounds and seven assists from Jimmy Butler" is Butler's line, not only the assists."""
    low = ctx.doc.lower
    for k in range(len(figures) - 1, 0, -1):
        f = figures[k]
        if not f.bound or not f.named_after:
            continue
        j = k - 1
        while j >= 0 and figures[j].mention is None and figures[j].note == UNBOUND:
            before = figures[j]
            if ctx.doc.sentence_of[before.num.start] != ctx.doc.sentence_of[f.num.start] \
                    or not LIST_GLUE.issuperset(low[before.noun_end:figures[j + 1].num.start]):
                break
            before.mention, before.note, before.named_after = f.mention, "", True
            j -= 1
    return figures


#: Of a stat line whose subject the words leave open, how many figures must be one player's (and
#: how many may not) for the line to be read as his.
_MIN_FITS, _MAX_MISSES = 2, 1


def _mentions_by_player(ctx: CheckContext) -> list[tuple[list[int], list[PlayerMention]]]:
    """Each played player's mentions, in order, with their ends (for a binary search)."""
    found: dict[int, tuple[list[int], list[PlayerMention]]] = {}
    for m in ctx.mentions.players:
        if m.player is not None and m.player.played:
            ends, mentions = found.setdefault(id(m.player), ([], []))
            ends.append(m.end)
            mentions.append(m)
    return list(found.values())


def _last_mentions(ctx: CheckContext, lo: int, hi: int) -> list:
    """The last mention in [lo, hi) of each player who played, named there: found by binary search
    in each player's mentions (a few dozen players), not by walking every name of a long sentence."""
    analysis = ctx.analysis
    by_player = analysis.mentions_by_player
    if by_player is None:
        by_player = analysis.mentions_by_player = _mentions_by_player(ctx)
    out = []
    for ends, mentions in by_player:
        k = bisect_right(ends, hi) - 1
        if k >= 0 and mentions[k].start >= lo:
            out.append(mentions[k])
    return out


def _bound_by_figures(ctx: CheckContext, figures: list[_Figure]) -> list[_Figure]:
    """Stat lines the binder could not attach, attached by their figures: when the words leave it
    open whose line "A ... as he finished with 23 points , eight rebounds and six assists" is,
    and exactly one player named in the sentence (or the one before) has all its figures but at
    most one, and at least two, it is his; the figure he does not have is then checked as his.
    (Two or more exact figures of one player out of those named is no coincidence.)"""
    low = ctx.doc.lower
    lines: list[list[int]] = []
    for k, f in enumerate(figures):
        if f.mention is not None or f.note != UNBOUND:
            continue
        if lines and ctx.doc.sentence_of[figures[lines[-1][-1]].num.start] == ctx.doc.sentence_of[f.num.start] \
                and LIST_GLUE.issuperset(low[figures[lines[-1][-1]].noun_end:f.num.start]):
            lines[-1].append(k)
        else:
            lines.append([k])
    for line in lines:
        if len(line) < _MIN_FITS:
            continue
        first = figures[line[0]]
        s = ctx.doc.sentence_of[first.num.start]
        lo, _ = ctx.doc.sentence_bounds(max(0, s - 1))
        fits: dict[int, tuple[int, object]] = {}
        for m in _last_mentions(ctx, lo, first.num.start):  # each player's last mention before the line
            p = m.player
            fits[id(p)] = (sum(p.stat(figures[k].stat) == figures[k].num.value for k in line), m)
        good = [(hits, m) for hits, m in fits.values()
                if hits >= _MIN_FITS and len(line) - hits <= _MAX_MISSES]
        if len(good) != 1:
            continue
        _, mention = good[0]
        for k in line:
            figures[k].mention, figures[k].note = mention, ""
    return figures
