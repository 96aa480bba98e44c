"""Reader component ``stat_numbers``: every "N <statistic>" of a summary as a stat claim.

Each number before a statistic noun ("38 points", "a pair of blocks", "an 18 - point , 12 -
rebound double - double") becomes a ``stat`` claim. Its subject is the player the binder
(:mod:`factcheck.reader.binder`) attaches it to; its frame is this game unless the words around it
make it a split, an average, a season's or another game's (:mod:`factcheck.reader.stats`). A
number that is no player's total of this game keeps the reason in ``note`` and is checked by
nobody; its ``detail`` is then None. A bound claim's ``detail`` is its
:class:`~factcheck.reader.stats.StatClaim`.
"""

from __future__ import annotations

from collections.abc import Iterator

from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import Number

from .registry import reader
from .schema import Claim, Frame, Subject, Value
from .stats import FRAME_OF_REASON, LIST_GLUE, NAMED_AFTER, UNBOUND, StatClaim, binding_reasons, line_reasons
from .words import word_index


def number_value(num: Number) -> Value:
    """A number as a claim's value (an article's "a" / "a pair of" is written as a word)."""
    return Value.of_number(num.start, num.end, num.value, "digits" if num.form == "digits" else "word")


@reader("stat_numbers", ["stat"], "numbers before a statistic noun, bound to the player they are about")
def read_stat_numbers(ctx: CheckContext) -> Iterator[Claim]:
    bound = {b.number.start: (b, why) for b, why in binding_reasons(ctx)}
    out: list[Claim] = []
    for num, stat, noun_end, _sent_start, why in line_reasons(ctx):
        value = number_value(num)
        if why == NAMED_AFTER:
            after = _player_named_after(ctx, noun_end)
            if after is not None:
                out.append(Claim("stat", stat, Subject.of_player(after.player, after.start, after.end), value,
                                 cue=(num.end, noun_end), note=why,
                                 detail=StatClaim(num, stat, after.player, after, noun_end)))
                continue
        if why:
            out.append(Claim("stat", stat, None, value, FRAME_OF_REASON.get(why, Frame.GAME), cue=(num.end, noun_end),
                             note=why))
            continue
        b, why = bound[num.start]
        mention = b.subject
        if why == UNBOUND and mention is None and (after := _player_credited_for(ctx, num, noun_end)) is not None:
            out.append(Claim("stat", stat, Subject.of_player(after.player, after.start, after.end), value,
                             cue=(num.end, noun_end), note=NAMED_AFTER,
                             detail=StatClaim(num, stat, after.player, after, noun_end)))
            continue
        if why or mention is None or mention.player is None:
            subject = Subject.of_player(mention.player, mention.start, mention.end) \
                if mention is not None and mention.player is not None else None
            out.append(Claim("stat", stat, subject, value, cue=(num.end, noun_end), note=why,
                             detail=None if subject is not None else (num, noun_end)))
            continue
        detail = StatClaim.of(num, stat, mention, noun_end)
        out.append(Claim("stat", stat, Subject.of_player(mention.player, mention.start, mention.end), value,
                         cue=(num.end, noun_end), detail=detail))
    out = _bound_by_figures(ctx, _line_named_after(ctx, out))
    extra = list(_bracketed_points(ctx, {c.value.start for c in out})) if "(" in word_index(ctx) else []
    return sorted(out + extra, key=lambda c: c.value.start) if extra else out


#: Words of a sentence about scoring, where "X ( 17 )" gives X's points.
_SCORING_WORDS = {"double", "figures", "digits", "scored", "scorers", "scoring", "points", "score"}


def _bracketed_points(ctx: CheckContext, taken: set[int]) -> Iterator[Claim]:
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
        yield Claim("stat", "PTS", Subject.of_player(m.player, m.start, m.end), number_value(num), cue=(num.start, num.end),
                    detail=StatClaim(num, "PTS", m.player, m, num.end))


#: Words that may end a stat line before the player it is credited to ("... effort from X").
_LINE_BREAKS = {".", ";", "while", "but", "whereas", "as", "who", "which"}


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


def _line_named_after(ctx: CheckContext, claims: list[Claim]) -> list[Claim]:
    """A stat line credited after its last figure is credited whole: "The Bulls got 25 points ,
    five rebounds and seven assists from Jimmy Butler" is Butler's line, not only the assists."""
    low = ctx.doc.lower
    for k in range(len(claims) - 1, 0, -1):
        c = claims[k]
        if c.note != NAMED_AFTER or not isinstance(c.detail, StatClaim):
            continue
        j = k - 1
        while j >= 0 and claims[j].subject is None and claims[j].note == UNBOUND and isinstance(claims[j].detail, tuple):
            num, noun_end = claims[j].detail
            if ctx.doc.sentence_of[num.start] != ctx.doc.sentence_of[c.value.start] \
                    or not LIST_GLUE.issuperset(low[noun_end:claims[j + 1].value.start]):
                break
            m = c.detail.subject
            claims[j] = Claim("stat", claims[j].attribute, Subject.of_player(m.player, m.start, m.end), claims[j].value,
                              cue=claims[j].cue, note=NAMED_AFTER, detail=StatClaim(num, claims[j].attribute, m.player,
                                                                                    m, noun_end))
            j -= 1
    return claims


#: Of a stat line whose subject the words leave open, how many figures must be one player's (and
#: how many may not) for the line to be read as his.
_MIN_FITS, _MAX_MISSES = 2, 1


def _bound_by_figures(ctx: CheckContext, claims: list[Claim]) -> list[Claim]:
    """Stat lines the binder could not attach, attached by their figures: when the words leave it
    open whose line "A ... as he finished with 23 points , eight rebounds and six assists" is,
    and exactly one player named in the sentence (or the one before) has all its figures but at
    most one, and at least two, it is his; the figure he does not have is then checked as his.
    (Two or more exact figures of one player out of those named is no coincidence.)"""
    low = ctx.doc.lower
    lines: list[list[int]] = []
    for k, c in enumerate(claims):
        if c.subject is not None or c.note != UNBOUND or c.detail is None:
            continue
        if lines and ctx.doc.sentence_of[claims[lines[-1][-1]].value.start] == ctx.doc.sentence_of[c.value.start] \
                and LIST_GLUE.issuperset(low[claims[lines[-1][-1]].detail[1]:c.value.start]):
            lines[-1].append(k)
        else:
            lines.append([k])
    for line in lines:
        if len(line) < _MIN_FITS:
            continue
        first = claims[line[0]]
        s = ctx.doc.sentence_of[first.value.start]
        lo, _ = ctx.doc.sentence_bounds(max(0, s - 1))
        named = [m for m in ctx.mentions.players_in(lo, first.value.start) if m.player is not None and m.player.played]
        fits: dict[int, tuple[int, object]] = {}
        for m in named:
            p = m.player
            hits = sum(p.stat(claims[k].attribute) == claims[k].value.number for k in line)
            fits[id(p)] = (hits, m)  # the player's last mention before the line
        good = [(hits, m) for hits, m in fits.values()
                if hits >= _MIN_FITS and len(line) - hits <= _MAX_MISSES]
        if len(good) != 1:
            continue
        _, mention = good[0]
        for k in line:
            c = claims[k]
            num, noun_end = c.detail
            claims[k] = Claim("stat", c.attribute, Subject.of_player(mention.player, mention.start, mention.end),
                              c.value, cue=c.cue, note="bound by its figures",
                              detail=StatClaim(num, c.attribute, mention.player, mention, noun_end))
    for k, c in enumerate(claims):  # the rest stay unbound: no detail for a verifier
        if c.subject is None and isinstance(c.detail, tuple):
            c.detail = None
    return claims
