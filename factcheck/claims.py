"""Bind numbers to (player, statistic) the way basketball writing states them.

A claim is a number written before a statistic noun ("38 points", "six assists", "a steal",
"a pair of blocks", "an 18 - point , 12 - rebound double - double") whose subject is the nearest
player named before it in the sentence, or the player a sentence-initial "He"/"His" refers to.
"The former" / "the latter" refer to the first / second of two players named "A and B" before
them in the sentence. A number the binder cannot attach with confidence is not a claim: quarter and half splits,
averages, shared totals ("combined for"), team subjects and unknown names all stop binding.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Player

from .context import CheckContext
from .linking import TEAM_NAME_ALIASES, PlayerMention
from .numbers import Number, count_phrase_at, number_positions, parse_at

#: Statistic nouns (lower case) and the box-score column they report.
STAT_NOUNS: dict[str, str] = {
    "points": "PTS", "point": "PTS", "pts": "PTS",
    "rebounds": "REB", "rebound": "REB", "boards": "REB", "board": "REB",
    "assists": "AST", "assist": "AST", "dimes": "AST",
    "steals": "STL", "steal": "STL",
    "blocks": "BLK", "block": "BLK", "rejections": "BLK",
    "turnovers": "TO", "turnover": "TO",
    "fouls": "PF", "foul": "PF",
    "minutes": "MIN",
}
#: Words between the number and the noun that keep or change the statistic.
STAT_MODIFIERS: dict[str, dict[str, str]] = {
    "offensive": {"REB": "OREB"}, "defensive": {"REB": "DREB"},
    "blocked": {}, "personal": {}, "total": {},
}
STAT_NAMES = {"PTS": "points", "REB": "rebounds", "OREB": "offensive rebounds", "DREB": "defensive rebounds",
              "AST": "assists", "STL": "steals", "BLK": "blocks", "TO": "turnovers", "PF": "fouls", "MIN": "minutes"}
#: Nouns a compound "18 - point" may qualify when it reports the player's own total.
COMPOUND_HEADS = {",", "and", "double", "triple", "effort", "performance", "outing", "night", "game",
                  "showing", "contribution", "output", "haul", "explosion", "day", "line", "stat"}
#: After the noun: the number is a split of the game or an average, not the game total.
SPLIT_WORDS_AFTER = {"quarter", "half", "period", "frame", "stanza", "overtime", "ot", "paint", "first",
                     "second", "third", "fourth", "final", "opening", "closing", "fourth-quarter"}
AVERAGE_WORDS_AFTER = {"per", "apiece", "each", "season", "career", "average", "averages", "last", "previous",
                       "since", "combined", "span", "stretch", "straight", "consecutive"}
AVERAGE_WORDS_BEFORE = {"averaging", "averages", "average", "averaged", "career", "season", "combined",
                        "combine", "combining", "half", "quarter",
                        "last", "previous", "both", "each", "all", "over", "under", "than", "least", "most",
                        "nearly", "almost", "about", "around", "roughly", "approximately"}
#: Tokens that, between a player and the number, mean the subject may have changed.
SUBJECT_BREAKERS = {"they", "combined", "teammates", "both", "each", "duo", "trio", "tandem", "opponents",
                    "former", "latter", ";"}
#: A group named as the subject of a new clause (", while the bench combined for ...").
GROUP_SUBJECTS = {"they", "bench", "reserves", "starters", "team", "unit", "teams", "pair", "duo", "trio"}
CLAUSE_OPENERS = {",", "while", "and", "but", "whereas", "as", "with"}
PRONOUNS_HE = {"he", "his", "him"}


@dataclass(frozen=True, slots=True)
class StatClaim:
    """``number`` of statistic ``stat`` credited to ``player`` (named by ``subject``)."""

    number: Number
    stat: str
    player: Player
    subject: PlayerMention
    noun_end: int  # token after the statistic noun

    @property
    def stat_name(self) -> str:
        return STAT_NAMES.get(self.stat, self.stat)


def _stat_after(tokens: list[str], j: int) -> tuple[str, int] | None:
    """The statistic whose noun starts at ``j`` (after optional modifiers) and where it ends."""
    stat_map: dict[str, str] = {}
    while j < len(tokens) and tokens[j].lower() in STAT_MODIFIERS:
        stat_map.update(STAT_MODIFIERS[tokens[j].lower()])
        j += 1
    if j >= len(tokens):
        return None
    stat = STAT_NOUNS.get(tokens[j].lower())
    if stat is None:
        return None
    return stat_map.get(stat, stat), j + 1


def numbers_with_stats(tokens: list[str], starts: list[int] | None = None) -> Iterator[tuple[Number, str, int]]:
    """(number, stat, end of noun) for every "N <stat>", "a <stat>", "N - <stat> ," phrase.

    Case does not matter here: the lower-cased tokens (``doc.lower``) give the same result.
    ``starts`` are where numbers may start (``doc.number_starts``), if already known.
    """
    i = 0
    if starts is None:
        starts = number_positions(tokens, articles=True)
    for at in starts:  # only where a number may start
        if at < i:
            continue
        i = at
        num = parse_at(tokens, i) or count_phrase_at(tokens, i)
        if num is None:
            continue
        found = _stat_after(tokens, num.end)
        if found is not None:
            stat, end = found
            plural = tokens[end - 1].lower().endswith("s")
            # "a steal" / "a pair of steals", but not "a points" or "a minutes"
            if num.form != "article" or (num.value >= 2) == plural:
                yield _value_span(tokens, num), stat, end
            i = end
            continue
        # compound adjective: "18 - point ," / "12 - rebound double - double"
        if num.form != "article" and num.end + 1 < len(tokens) and tokens[num.end] == "-":
            found = _stat_after(tokens, num.end + 1)
            if found is not None and found[1] < len(tokens) and tokens[found[1]].lower() in COMPOUND_HEADS:
                stat, end = found
                if not (stat == "PTS" and num.value == 3):  # "3 - point" is a shot type
                    yield num, stat, end
                i = end
                continue
        i = num.end


def _value_span(tokens: list[str], num: Number) -> Number:
    """For "a pair of", the word that carries the value ("pair") is the span."""
    if num.form == "article" and num.end - num.start > 1:
        return Number(num.start + 1, num.start + 2, num.value, num.form)
    return num


def _is_split_or_average(tokens: list[str], start: int, num: Number, noun_end: int) -> bool:
    after = [t.lower() for t in tokens[noun_end:noun_end + 5]]
    if after[:1] and after[0] in {"in", "during", "over", "through", "across", "on", "of", "per", "a", "this"}:
        if set(after[1:4]) & SPLIT_WORDS_AFTER or set(after[:4]) & AVERAGE_WORDS_AFTER:
            return True
        if after[0] in {"per", "a"} and after[1:2] and after[1] in {"game", "contest", "night"}:
            return True
        if after[0] == "this" and after[1:2] == ["season"]:
            return True
    if after[:1] and after[0] in AVERAGE_WORDS_AFTER or after[:2] == ["a", "piece"]:
        return True
    before = [t.lower() for t in tokens[max(start, num.start - 3):num.start]]
    # "12 of his 30 points": 30 is the total; the 12 is never a claim (no noun after it)
    if before[-2:] in (["of", "his"], ["of", "her"]):
        return False
    if before[-1:] and before[-1] in {"to", "-", "than", "by"}:
        return True  # "held to 10 points", "beat by 10 points"
    if before[-1:] == ["of"] and len(before) >= 2 and parse_at(before, len(before) - 2) is not None:
        return True  # "12 of 30 points" ("a game - high of 34 points" is a total)
    return bool(set(before) & AVERAGE_WORDS_BEFORE)


@dataclass(frozen=True, slots=True)
class NameWords:
    """The capitalised words of a document that may be names (not a sentence's first word, not a
    weekday, month or abbreviation), each with the mention covering it; built once per document
    (``ctx.name_words``), as :func:`unknown_name_between` is asked about every number."""

    positions: list[int]
    covering: dict[int, tuple[int, int]]

    @classmethod
    def of(cls, ctx: CheckContext) -> "NameWords":
        starts = set(ctx.doc.sentence_starts)
        # "tok != low" (a C comparison) passes over the many all-lower-case tokens at once
        # a singular nickname is a team word, not a name: "the only other Laker in double figures"
        singular_of = {n for t in ctx.game.teams for n in (t.name, *TEAM_NAME_ALIASES.get(t.name, ()))}
        positions = [k for k, (tok, low) in enumerate(zip(ctx.tokens, ctx.doc.lower)) if tok != low
                     and tok[:1].isupper() and tok.isalpha() and k not in starts and tok not in _CAPITALISED_WORDS
                     and tok + "s" not in singular_of]
        covering: dict[int, tuple[int, int]] = {}
        for m in (*ctx.mentions.players, *ctx.mentions.teams):
            for k in range(m.start, m.end):
                covering[k] = (m.start, m.end)
        return cls(positions, covering)


def unknown_name_between(ctx: CheckContext, lo: int, hi: int) -> bool:
    """A capitalised word that is no linked mention, inside a sentence: someone else's name.

    A word counts as linked when its mention lies within [lo, hi).
    """
    words = ctx.name_words
    positions = words.positions
    for n in range(bisect_left(positions, lo), len(positions)):
        k = positions[n]
        if k >= hi:
            break
        span = words.covering.get(k)
        if span is None or span[0] < lo or span[1] > hi:
            return True
    return False


_CAPITALISED_WORDS = {"I", "NBA", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
                      "January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December", "FG", "FT", "Pt", "OT"}


@dataclass(frozen=True, slots=True)
class BoundNumber:
    """A statistic's number that is no split or average, with the mention :func:`bind_subject`
    binds it to (None when uncertain; the player may not have played)."""

    number: Number
    stat: str
    noun_end: int
    subject: PlayerMention | None


def bound_numbers(ctx: CheckContext) -> tuple[BoundNumber, ...]:
    """Every "N <stat>" of the document with its subject, bound once per document: the stat
    claims are those of players who played; player_names reads those of players who did not."""
    return ctx.shared("claims.bound_numbers", _bound_numbers)


def _bound_numbers(ctx: CheckContext) -> tuple[BoundNumber, ...]:
    doc = ctx.doc
    low = doc.lower  # both readers below compare lower-case words only
    last_player_of_sentence: dict[int, PlayerMention] = {}
    for m in ctx.mentions.players:
        last_player_of_sentence[doc.sentence_index(m.start)] = m
    out = []
    for num, stat, noun_end in numbers_with_stats(low, doc.number_starts):
        s = doc.sentence_index(num.start)
        sent_start, _ = doc.sentence_bounds(s)
        if _is_split_or_average(low, sent_start, num, noun_end):
            continue
        subject = bind_subject(ctx, sent_start, num.start, last_player_of_sentence.get(s - 1))
        out.append(BoundNumber(num, stat, noun_end, subject))
    return tuple(out)


def stat_claims(ctx: CheckContext) -> Iterator[StatClaim]:
    """Every confidently bound (player, statistic, number) claim of the document.

    Rules read them from ``ctx.stat_claims``, computed once per document.
    """
    for b in bound_numbers(ctx):
        subject = b.subject
        if subject is None or subject.player is None or not subject.player.played:
            continue
        yield StatClaim(b.number, b.stat, subject.player, subject, b.noun_end)


def bind_subject(ctx: CheckContext, sent_start: int, at: int, previous: PlayerMention | None) -> PlayerMention | None:
    """The player a number at ``at`` is about, or None when that is not certain."""
    tokens, low = ctx.tokens, ctx.doc.lower
    candidates = ctx.mentions.players_in(sent_start, at)
    referred = _former_or_latter(ctx, sent_start, at)
    if referred is not None:
        subject, lo = referred
        between = low[lo:at]
        if set(between) & SUBJECT_BREAKERS or unknown_name_between(ctx, lo, at):
            return None
        return subject
    if candidates:
        subject = candidates[-1]
        lo = subject.end
    else:
        # "He added 12 points" continues the previous sentence's last player
        if previous is None or low[sent_start] not in PRONOUNS_HE:
            return None
        subject, lo = previous, sent_start + 1
    between = low[lo:at]
    if not SUBJECT_BREAKERS.isdisjoint(between):
        return None
    # a group or a team named as the subject of a new clause: ", while the bench had 40 points"
    for k in range(len(between) - 1):
        if between[k] in CLAUSE_OPENERS:
            nxt = between[k + 2] if between[k + 1] == "the" and k + 2 < len(between) else between[k + 1]
            if nxt in GROUP_SUBJECTS:
                return None
    for team in ctx.mentions.teams_in(lo, at):
        prev = low[team.start - 1] if team.start > 0 else ""
        prev2 = low[team.start - 2] if team.start > 1 else ""
        if prev in CLAUSE_OPENERS or (prev == "the" and prev2 in CLAUSE_OPENERS):
            return None
    # the subject is one of several players: "Thomas and Horford had 10 points each"
    if subject.end < len(tokens) and low[subject.end] in {"and", "&"}:
        nxt = [m for m in ctx.mentions.players if m.start == subject.end + 1]
        if nxt:
            return None
    if unknown_name_between(ctx, lo, at):
        return None
    return subject


def _former_or_latter(ctx: CheckContext, sent_start: int, at: int) -> tuple[PlayerMention, int] | None:
    """"A and B ..., with the former adding ... and the latter ...": the player "the former" or
    "the latter" nearest before ``at`` refers to, and the token after that word."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for k in range(at - 1, sent_start, -1):
        word = low[k]
        if word not in {"former", "latter"} or low[k - 1] != "the":
            continue
        if any(k < m.start < at for m in ctx.mentions.players):
            return None  # "with the former adding 11 rebounds , and Teague providing seven assists"
        mentions = [m for m in ctx.mentions.players if sent_start <= m.start and m.end <= k]
        pairs = [(a, b) for a, b in zip(mentions, mentions[1:])
                 if b.start == a.end + 1 and tokens[a.end].lower() in {"and", "&"}]
        if not pairs:
            return None
        a, b = pairs[-1]
        return (a if word == "former" else b), k + 1
    return None
