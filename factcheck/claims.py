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
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import partial
from itertools import compress, count
from operator import ne
from typing import NamedTuple

from boxscore import Player

from .context import CheckContext
from .linking import TEAM_NAME_ALIASES, PlayerMention, TeamMention
from .numbers import COUNT_PHRASES, Number, count_phrase_at, number_positions, parse_at

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
                     "second", "third", "fourth", "final", "opening", "closing", "fourth-quarter", "quarters",
                     "halftime", "intermission", "break", "additional", "extra"}
AVERAGE_WORDS_AFTER = {"per", "apiece", "each", "season", "career", "average", "averages", "last", "previous",
                       "since", "combined", "span", "stretch", "straight", "consecutive"}
AVERAGE_WORDS_BEFORE = {"averaging", "averages", "average", "averaged", "career", "season", "combined",
                        "combine", "combining", "half", "quarter",
                        "last", "previous", "both", "each", "all", "over", "under", "than", "least", "most",
                        "nearly", "almost", "about", "around", "roughly", "approximately",
                        "final", "first", "opening", "closing", "within", "another", "additional", "extra",
                        "deficit", "lead", "margin", "cut", "trimmed", "below", "above"}
WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
#: In the clause before a number: it reports another game, an average or a span of games.
OTHER_GAME_WORDS = {"averaging", "averages", "averaged", "prior", "previous", "past", "stretch", "span", "since"}
#: After "last"/"past"/"previous" (+ a count): a span of games, not this game.
GAME_NOUNS = {"games", "contests", "outings", "matchups", "meetings", "starts", "appearances", "game", "contest",
              "outing"}
#: After a statistic noun: the number is not a player's total of this game.
NOT_TOTAL_AFTER = {"left", "remaining", "shy", "short", "apiece", "each", "down", "ahead", "times", "shots", "shot",
                   "between", "less", "more", "fewer", "overall"}
#: Nouns after "point" that make it a shot type or a lead, not a player's points ("three point shooting").
POINT_COMPOUND = {"shooting", "shot", "shots", "range", "line", "attempts", "attempt", "field", "play", "plays",
                  "lead", "leads", "deficit", "margin", "win", "loss", "victory", "defeat", "run", "swing",
                  "advantage", "cushion", "spread", "differential", "edge", "hole", "bucket", "basket", "jumper",
                  "field", "shooter", "shooters", "range"}
#: Tokens that, between a player and the number, mean the subject may have changed.
SUBJECT_BREAKERS = {"they", "combined", "teammates", "both", "each", "duo", "trio", "tandem", "opponents",
                    "former", "latter", ";"}
#: A group named as the subject of a new clause (", while the bench combined for ...").
GROUP_SUBJECTS = {"they", "bench", "reserves", "starters", "team", "unit", "teams", "pair", "duo", "trio"}
#: A unit named as a group subject: "while the second unit ..."
_UNITS = (["the", "second", "unit"], ["the", "first", "unit"])
CLAUSE_OPENERS = {",", "while", "and", "but", "whereas", "as", "with"}
PRONOUNS_HE = {"he", "his", "him"}


class StatClaim(NamedTuple):
    """``number`` of statistic ``stat`` credited to ``player`` (named by ``subject``).

    Immutable and compared by value like a frozen dataclass, but a named tuple: one is made for
    almost every number of every document, and a tuple is made several times faster."""

    number: Number
    stat: str
    player: Player
    subject: PlayerMention
    noun_end: int  # token after the statistic noun

    @property
    def stat_name(self) -> str:
        return STAT_NAMES.get(self.stat, self.stat)


#: First words of a statistic phrase after a number (a modifier or the noun itself).
_STAT_WORDS = STAT_NOUNS.keys() | STAT_MODIFIERS.keys()
#: Second words of the longer count phrases ("a pair of"): only these or a statistic word make an
#: article worth reading as a count.
_COUNT_SECOND_WORDS = {phrase[1] for phrase, _ in COUNT_PHRASES if len(phrase) > 1}


def _stat_after(low: list[str], j: int) -> tuple[str, int] | None:
    """The statistic whose noun starts at ``j`` (after optional modifiers) and where it ends;
    ``low`` is lower case."""
    stat_map: dict[str, str] = {}
    while j < len(low) and low[j] in STAT_MODIFIERS:
        stat_map.update(STAT_MODIFIERS[low[j]])
        j += 1
    if j >= len(low):
        return None
    stat = STAT_NOUNS.get(low[j])
    if stat is None:
        return None
    return stat_map.get(stat, stat), j + 1


def numbers_with_stats(tokens: list[str], starts: list[int] | None = None) -> Iterator[tuple[Number, str, int]]:
    """(number, stat, end of noun) for every "N <stat>", "a <stat>", "N - <stat> ," phrase.

    Case does not matter. ``starts`` are where numbers may start, if already known.
    """
    low = [t.lower() for t in tokens]
    if starts is None:
        starts = number_positions(low, articles=True)
    return _numbers_with_stats(low, starts, partial(parse_at, low))


def _numbers_with_stats(low: list[str], starts: list[int],
                        number_at: Callable[[int], Number | None]) -> Iterator[tuple[Number, str, int]]:
    """:func:`numbers_with_stats` over lower-case tokens, ``number_at(i)`` being ``parse_at(low, i)``
    (``doc.numbers.get`` for a whole document: parsed once already)."""
    n = len(low)
    i = 0
    for at in starts:  # only where a number may start
        if at < i:
            continue
        i = at
        num = number_at(at)
        if num is None:
            # an article counts only before a statistic or as "a pair of": skip the many others
            nxt = low[at + 1] if at + 1 < n else ""
            if nxt not in _STAT_WORDS and nxt not in _COUNT_SECOND_WORDS:
                continue
            num = count_phrase_at(low, at)
            if num is None:
                continue
        end = num.end
        word = low[end] if end < n else ""
        found = _stat_after(low, end) if word in _STAT_WORDS else None
        if found is not None:
            stat, noun_end = found
            # "a steal" / "a pair of steals", but not "a points" or "a minutes"
            if num.form != "article" or (num.value >= 2) == low[noun_end - 1].endswith("s"):
                yield _value_span(num), stat, noun_end
            i = noun_end
            continue
        # compound adjective: "18 - point ," / "12 - rebound double - double"
        if word == "-" and num.form != "article" and end + 1 < n and low[end + 1] in _STAT_WORDS:
            found = _stat_after(low, end + 1)
            if found is not None and found[1] < n and low[found[1]] in COMPOUND_HEADS:
                stat, noun_end = found
                if not (stat == "PTS" and num.value == 3):  # "3 - point" is a shot type
                    yield num, stat, noun_end
                i = noun_end
                continue
        i = end


def _value_span(num: Number) -> Number:
    """For "a pair of", the word that carries the value ("pair") is the span."""
    if num.form == "article" and num.end - num.start > 1:
        return Number(num.start + 1, num.start + 2, num.value, num.form)
    return num


#: Words that open a phrase qualifying a statistic: "in the first quarter", "per game", "on the season".
_QUALIFIER_OPENERS = {"in", "during", "over", "through", "across", "on", "of", "per", "a", "this", "at", "by"}


def _split_or_average_after(after: list[str]) -> bool:
    """The words after a statistic make it a split or an average, for one number or its whole line:
    "in the first quarter", "on the season", "per game", "a night"."""
    if not after or after[0] not in _QUALIFIER_OPENERS:
        return False
    if not SPLIT_WORDS_AFTER.isdisjoint(_until_break(after[1:7])) or not AVERAGE_WORDS_AFTER.isdisjoint(after[:4]):
        return True
    return after[0] in {"per", "a"} and len(after) > 1 and after[1] in {"game", "contest", "night"}


#: Heads of a compound stat ("a 22 - point effort") whose own phrase qualifies the number.
_PHRASE_HEADS = COMPOUND_HEADS - {",", "and"}
#: Groups whose total a number before their noun may be part of ("86 of the team 's 116 points").
_GROUP_WORDS = {"team", "bench", "unit", "reserves", "starters"}
#: After "of": the number is part of a run, not a total ("eight of the 15 points of the run").
_RUN_WORDS = {"run", "spurt", "streak"}


def _is_split_or_average(tokens: list[str], start: int, num: Number, noun_end: int,
                         other_game: bool | None = None) -> bool:
    """Is the number a split, an average, a shared total or another game's, not this game's total?

    ``tokens`` are lower case (``doc.lower``); ``other_game`` is :func:`_other_game_clause` of the
    sentence before the number, when the caller has it already."""
    after = tokens[noun_end:noun_end + 7]
    if after and after[0] in _PHRASE_HEADS:
        after = after[1:]  # "a 22 - point effort in the first quarter": the head's phrase qualifies it
    if _split_or_average_after(after):
        return True
    # the first words after the noun, "" where there is none (read once: every test below asks)
    n = len(after)
    first = after[0] if n else ""
    second = after[1] if n > 1 else ""
    third = after[2] if n > 2 else ""
    if first in _QUALIFIER_OPENERS:
        if first == "this" and second == "season":
            return True
        if first == "in" and second == "a" and third == "game":
            return True  # "the oldest player to score 50 points in a game": a record, not this game's line
        if second in WEEKDAYS and third == "'s":
            return True  # "five points in Friday 's game against the Jazz": that day's game
    if first in AVERAGE_WORDS_AFTER or (first == "a" and second == "piece"):
        return True
    if first in NOT_TOTAL_AFTER or "times" in after[:3]:
        return True  # "with three minutes left", "one assist shy of a double - double"
    if (first == "as" and second == "a" and third == "team") or \
            (first == "of" and not _RUN_WORDS.isdisjoint(after[1:4])):
        return True  # "18 turnovers as a team", "eight of the 15 points of the run"
    if first in POINT_COMPOUND and tokens[noun_end - 1] == "point":
        return True  # "three point shooting", "a 10 point lead"
    if first == "from" or first == "by":
        return True  # "a 13 - point effort from X": the player is named after the number
    if first in COMPOUND_HEADS and second in {"from", "by", "against", "on"}:
        return True  # "a 10 - point outing from X", "a 36 - point performance against the Heat"
    if other_game is None:
        other_game = _other_game_clause(tokens[start:num.start])
    if other_game:
        return True
    before = tokens[max(start, num.start - 3):num.start]
    last = before[-1] if before else ""  # the word right before the number, "" where there is none
    second_last = before[-2] if len(before) > 1 else ""
    if last == "'s" and second_last in WEEKDAYS:
        return True  # "followed up Saturday 's 46 - point game": that day's game (this one is named by its teams)
    if (not _GROUP_WORDS.isdisjoint(before) and ("'s" in before or "total" in before)) \
            or last == "teams" \
            or (second_last == "of" and last == "the"):
        return True  # "86 of the team 's 116 points", "six of his teams 21 turnovers", "eight of the 15"
    # "12 of his 30 points": 30 is the total; the 12 is never a claim (no noun after it)
    if second_last == "of" and last in ("his", "her"):
        return False
    if last in {"to", "-", "than", "by"}:
        return True  # "held to 10 points", "beat by 10 points"
    if last == "of" and second_last and parse_at(before, len(before) - 2) is not None:
        return True  # "12 of 30 points" ("a game - high of 34 points" is a total)
    return not AVERAGE_WORDS_BEFORE.isdisjoint(before)


#: Nouns a compound stat line ("a 33 - point , 15 - rebound effort") ends with.
LINE_HEADS = (COMPOUND_HEADS - {",", "and", "double", "triple", "stat"}) | {"double-double", "triple-double"} | {
    "double"}  # "... double - double from X": the last "double" of the term
#: Words before a number whose reach is the whole stat line they open ("averaging 24 points , 7 rebounds").
LINE_WORDS_BEFORE = {"averaging", "averages", "average", "averaged", "combined", "combine", "combining"}


def _line_is_not_total(tokens: list[str], start: int, num: Number, noun_end: int,
                       other_game: bool | None = None) -> bool:
    """The reasons of :func:`_is_split_or_average` that hold for a whole stat line, not one number:
    an average, a shared total, another game, a split named after the line. ``tokens`` are lower
    case, as there."""
    after = tokens[noun_end:noun_end + 7]
    if _split_or_average_after(after):
        return True
    if after and after[0] in AVERAGE_WORDS_AFTER or after[:3] == ["as", "a", "team"]:
        return True
    ahead = tokens[noun_end:noun_end + 12]
    if "from" in ahead or "by" in ahead:  # (the loop below needs one of them: most lines have neither)
        for k in range(len(ahead) - 1):
            if ahead[k] in {".", ";", "while", "but"}:
                break
            if ahead[k] in LINE_HEADS and ahead[k + 1] in {"from", "by"}:
                return True  # "a 33 - point , 15 - rebound , eight - assist effort from X": X's, named after
    if other_game is None:
        other_game = _other_game_clause(tokens[start:num.start])
    return not LINE_WORDS_BEFORE.isdisjoint(tokens[max(start, num.start - 3):num.start]) or other_game


def _until_break(words: list[str]) -> list[str]:
    """``words`` up to the first that ends a clause."""
    for k, w in enumerate(words):
        if w in {",", ";", ".", "while", "but", "(", ")"}:
            return words[:k]
    return words


def _other_game_clause(before: list[str]) -> bool:
    """The words of the sentence before a number say it is an average or another game's:
    "is now averaging", "in his last two games", "coming off a 36 - point", "prior to"."""
    if not OTHER_GAME_WORDS.isdisjoint(before):
        return True
    if _OTHER_GAME_CUES.isdisjoint(before):
        return False
    for k, w in enumerate(before):
        if w not in _OTHER_GAME_CUES:
            continue
        nxt = before[k + 1:k + 4]
        if w in {"last", "previous", "past", "first"} and set(nxt) & GAME_NOUNS and \
                not {"quarter", "half", "period", "minutes", "minute", "seconds"} & set(nxt):
            return True  # "in his last two games", "over the first four games"
        if w == "coming" and nxt[:1] == ["off"] and nxt[1:2] != ["the"]:
            return True  # "coming off a triple - double" (not "coming off the bench")
        if w in {"following", "followed"} and nxt[:1] == ["up"] and nxt[1:2] and nxt[1] in {"a", "an", "his", "on"}:
            return True  # "following up a 29 - point performance" (not "followed up with 18 points")
        if w in {"season", "year"} and k > 1 and before[k - 1] == "the" and before[k - 2] in {"on", "for", "start"}:
            return True  # "to start the season", "on the year" (not "his best game of the season")
    return False


#: The words :func:`_other_game_clause` looks on from.
_OTHER_GAME_CUES = {"last", "previous", "past", "first", "coming", "following", "followed", "season", "year"}
#: Without one of these words before it, a number is never :func:`_other_game_clause`'s.
_OTHER_GAME_ANY = OTHER_GAME_WORDS | _OTHER_GAME_CUES


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
        tokens = ctx.tokens
        # a singular nickname is a team word, not a name: "the only other Laker in double figures"
        singular_of = {n for t in ctx.game.teams for n in (t.name, *TEAM_NAME_ALIASES.get(t.name, ()))}
        # the tokens that differ from their lower case, found in C: the many others are never looked at
        not_lower = compress(count(), map(ne, tokens, ctx.doc.lower))
        positions = [k for k in not_lower if (tok := tokens[k])[:1].isupper() and tok.isalpha() and k not in starts
                     and tok not in _CAPITALISED_WORDS and tok + "s" not in singular_of]
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


class BoundNumber(NamedTuple):
    """A statistic's number that is no split or average, with the mention :func:`bind_subject`
    binds it to (None when uncertain; the player may not have played). A named tuple: one is made
    for every number of every document, and a tuple is made faster than a frozen dataclass."""

    number: Number
    stat: str
    noun_end: int
    subject: PlayerMention | None
    sent_start: int  # first token of the number's sentence


def bound_numbers(ctx: CheckContext) -> tuple[BoundNumber, ...]:
    """Every "N <stat>" of the document that reports a game total, with its subject, bound once
    per document; the stat claims are those of players who played."""
    return ctx.shared("claims.bound_numbers", _bound_numbers)


def _bound_numbers(ctx: CheckContext) -> tuple[BoundNumber, ...]:
    doc = ctx.doc
    last_player_of_sentence = _sentence_doers(ctx)
    out = []
    for num, stat, noun_end, sent_start in _bindable(ctx):
        previous = last_player_of_sentence.get(doc.sentence_of[num.start] - 1)
        out.append(BoundNumber(num, stat, noun_end, bind_subject(ctx, sent_start, num.start, previous), sent_start))
    return tuple(out)


def stat_claims(ctx: CheckContext) -> Iterator[StatClaim]:
    """Every confidently bound (player, statistic, number) claim of the document.

    Rules read them from ``ctx.stat_claims``, computed once per document.
    """
    low = ctx.doc.lower
    for b in bound_numbers(ctx):
        subject = b.subject
        if subject is None:
            continue
        player = subject.player
        if player is None or not player.played:
            continue
        num, stat, noun_end, sent_start = b.number, b.stat, b.noun_end, b.sent_start
        if "players" in low[max(subject.end, sent_start):num.start]:
            continue  # "with the remaining seven players totaling just 35 points": a group's
        if _other_opponent_after(ctx, noun_end):
            continue  # "scored four points against the Heat": a game against a team not in this one
        if _coordinated_with_before(ctx, subject, num.start) and _former_or_latter(ctx, sent_start, num.start) is None:
            continue  # "A and B were effective , combining for 18 points": whose number is unsure
        yield StatClaim(num, stat, player, subject, noun_end)


#: Tokens that may join the numbers of one stat line: "20 points , six rebounds and a steal".
LIST_GLUE = {",", "and", "to", "go", "with", "along", "plus", "as", "well", "while", "also", "adding", "added"}


def stat_numbers(ctx: CheckContext) -> tuple[tuple[Number, str, int, int, bool, bool], ...]:
    """Every "N <stat>" of the document (:func:`numbers_with_stats`) with its sentence's start,
    whether its whole stat line is no game total (:func:`_line_is_not_total`) and whether the
    number alone is not (:func:`_is_split_or_average`); read once per document for the binder,
    player_names and team_stats."""
    return ctx.shared("claims.stat_numbers", _stat_numbers)


def _stat_numbers(ctx: CheckContext) -> tuple[tuple[Number, str, int, int, bool, bool], ...]:
    doc = ctx.doc
    low = doc.lower  # the readers below compare lower-case words only
    out = []
    sentence_starts = doc.sentence_starts
    no_cue: dict[int, bool] = {}  # by sentence: none of its words can say "another game" (most)
    for num, stat, noun_end in _numbers_with_stats(low, doc.number_starts, doc.numbers.get):
        s = doc.sentence_of[num.start]
        sent_start = sentence_starts[s]
        if s not in no_cue:
            no_cue[s] = _OTHER_GAME_ANY.isdisjoint(low[sent_start:doc.sentence_bounds(s)[1]])
        other_game = False if no_cue[s] else _other_game_clause(low[sent_start:num.start])
        out.append((num, stat, noun_end, sent_start, _line_is_not_total(low, sent_start, num, noun_end, other_game),
                    _is_split_or_average(low, sent_start, num, noun_end, other_game)))
    return tuple(out)


def _bindable(ctx: CheckContext) -> Iterator[tuple[Number, str, int, int]]:
    """The stat numbers that report a game total, with their sentence's start. A stat line is one
    unit: when one of its numbers is a split, an average or a shared total, so are the others
    ("combining for 39 points , nine rebounds and 14 assists", "averaging 24 points , 7 rebounds
    and 7 assists")."""
    low = ctx.doc.lower
    runs: list[list[tuple[Number, str, int, int, bool, bool]]] = []
    for num, stat, noun_end, sent_start, line, split in stat_numbers(ctx):
        skip = line or split
        if runs:
            prev_end = runs[-1][-1][2]
            if prev_end >= sent_start and LIST_GLUE.issuperset(low[prev_end:num.start]):
                runs[-1].append((num, stat, noun_end, sent_start, skip, line))
                continue
        runs.append([(num, stat, noun_end, sent_start, skip, line)])
    for run in runs:
        if any(line for *_, line in run):
            continue  # the reason holds for the whole line
        for num, stat, noun_end, sent_start, skip, _ in run:
            if not skip:
                yield num, stat, noun_end, sent_start


def _sentence_doers(ctx: CheckContext) -> dict[int, PlayerMention]:
    """The player a next sentence's "He" refers to, by sentence: its last player when he is the
    doer of his clause, else the last doer ("B moved into the lineup , pushing A to the bench .
    He ..." is B)."""
    doc = ctx.doc
    by_sentence: dict[int, list[PlayerMention]] = {}
    for m in ctx.mentions.players:
        by_sentence.setdefault(doc.sentence_of[m.start], []).append(m)
    out: dict[int, PlayerMention] = {}
    for s, mentions in by_sentence.items():
        sent_start = doc.sentence_bounds(s)[0]
        doers = [m for m in mentions if _is_doer(ctx, m, sent_start)]
        if doers:
            out[s] = doers[-1]
        elif len(mentions) == 1:
            out[s] = mentions[0]
    return out


#: Words before the opponent a number was scored against.
_VERSUS = {"against", "versus", "vs"}


def _other_opponent_after(ctx: CheckContext, noun_end: int) -> bool:
    """The clause names, right after the statistic, an opponent who is no team or player of this game."""
    tokens, low = ctx.tokens, ctx.doc.lower
    stop = min(len(tokens) - 1, noun_end + 4)
    if _VERSUS.isdisjoint(low[noun_end:stop]):
        return False  # (most statistics: no need to look word by word)
    for j in range(noun_end, stop):
        if low[j] in {",", ";", "."}:
            return False
        if low[j] in _VERSUS:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < len(tokens) and tokens[k][:1].isupper() and tokens[k].isalpha() and \
                    not any(m.start <= k < m.end for m in (*ctx.mentions.teams, *ctx.mentions.players)):
                return True
    return False


def _coordinated_with_before(ctx: CheckContext, subject: PlayerMention, at: int) -> bool:
    """True when ``subject`` is the second of "A and B" and the number is not his by form."""
    k, low = subject.start, ctx.doc.lower
    if k < 2 or low[k - 1] not in {"and", "&"} or (subject.end < len(low) and low[subject.end] == "("):
        return False  # "A and B ( 12 points )" gives B his own numbers; "A and B , who teamed up for" does not
    return any(m.end == k - 1 for m in ctx.mentions.players)


def bind_subject(ctx: CheckContext, sent_start: int, at: int, previous: PlayerMention | None) -> PlayerMention | None:
    """The player a number at ``at`` is about, or None when that is not certain.

    What the names of the sentence decide is remembered per document by position: the binder,
    player_names and shot_breakdown ask about the same numbers, each with its own ``previous``
    (the previous sentence's player), which only a sentence opening with "He" reads."""
    memo = ctx.shared("claims.bind_subject", _new_memo)
    key = (sent_start, at)
    named = memo.get(key)
    if named is None:
        named = memo[key] = _named_subject(ctx, sent_start, at)
    decided, subject = named
    return subject if decided else _pronoun_subject(ctx, sent_start, at, previous)


def _new_memo(ctx: CheckContext) -> dict:
    return {}


def _bind_subject(ctx: CheckContext, sent_start: int, at: int, previous: PlayerMention | None) -> PlayerMention | None:
    """:func:`bind_subject`, not remembered."""
    decided, subject = _named_subject(ctx, sent_start, at)
    return subject if decided else _pronoun_subject(ctx, sent_start, at, previous)


def _named_subject(ctx: CheckContext, sent_start: int, at: int) -> tuple[bool, PlayerMention | None]:
    """(True, the subject or None when unsure) when a player is named in the sentence before
    ``at`` (or "the former" / "the latter" refers to one), else (False, None)."""
    referred = _former_or_latter(ctx, sent_start, at)
    if referred is not None:
        subject, lo = referred
        between = ctx.doc.lower[lo:at]
        if set(between) & SUBJECT_BREAKERS or unknown_name_between(ctx, lo, at):
            return True, None
        return True, subject
    candidates = ctx.mentions.players_in(sent_start, at)
    if not candidates:
        return False, None
    subject = _clause_subject(ctx, sent_start, at, candidates)
    if subject is None:
        return True, None
    return True, _kept_subject(ctx, subject, subject.end, at)


def _pronoun_subject(ctx: CheckContext, sent_start: int, at: int,
                     previous: PlayerMention | None) -> PlayerMention | None:
    """In a sentence that names no player before ``at``: "He added 12 points" continues the
    previous sentence's player."""
    if previous is None or ctx.doc.lower[sent_start] not in PRONOUNS_HE:
        return None
    return _kept_subject(ctx, previous, sent_start + 1, at)


def _kept_subject(ctx: CheckContext, subject: PlayerMention, lo: int, at: int) -> PlayerMention | None:
    """``subject``, unless the words from ``lo`` to the number at ``at`` may have changed it."""
    tokens, low = ctx.tokens, ctx.doc.lower
    if not SUBJECT_BREAKERS.isdisjoint(low[lo:at]):
        return None
    # a group or a team named as the subject of a new clause: ", while the bench had 40 points"
    openers = ctx.shared("claims.group_openers", _group_opener_positions)
    for n in range(bisect_left(openers, lo), len(openers)):  # (those few only, not every word between)
        k = openers[n]
        if k >= at - 1:
            break
        nxt = low[k + 2] if low[k + 1] == "the" and k + 2 < at else low[k + 1]
        if nxt in GROUP_SUBJECTS or (k + 4 <= at and low[k + 1:k + 4] in _UNITS):
            return None
    for team in ctx.mentions.teams_in(lo, at):
        prev = low[team.start - 1] if team.start > 0 else ""
        prev2 = low[team.start - 2] if team.start > 1 else ""
        if prev in CLAUSE_OPENERS or (prev == "the" and prev2 in CLAUSE_OPENERS):
            return None
        owned = low[team.end:team.end + 1] in (["'s"], ["'"]) and at - team.end <= 4 and "with" not in low[team.end:at]
        if owned or {prev, prev2} & {"helped", "helping", "help", "helps"}:
            return None  # "contributing to the Thunder 's 15 total blocks", "helped the Wizards record 13 blocks"
    # the subject is one of several players: "Thomas and Horford had 10 points each"
    if subject.end < len(tokens) and low[subject.end] in {"and", "&"}:
        nxt = [m for m in ctx.mentions.players if m.start == subject.end + 1]
        if nxt:
            return None
    if unknown_name_between(ctx, lo, at):
        return None
    return subject


def _group_opener_positions(ctx: CheckContext) -> list[int]:
    """Where a clause opener stands before a group ("while the bench", ", they", "and the second
    unit"), in order: the few places :func:`_kept_subject` needs to look at closely."""
    low = ctx.doc.lower
    n = len(low)
    out = []
    for k in ctx.doc.positions_of(CLAUSE_OPENERS):
        nxt = low[k + 1] if k + 1 < n else ""
        if nxt in GROUP_SUBJECTS or (nxt == "the" and k + 2 < n and (
                low[k + 2] in GROUP_SUBJECTS or low[k + 1:k + 4] in _UNITS)):
            out.append(k)
    return out


#: Words right before a player (past descriptors) that leave him the doer of what follows:
#: clause openers, and agents of a passive or a list ("led by X", "help from X", "including X").
DOER_OPENERS = {",", "and", "while", "as", "but", "with", "whereas", "when", "(", ";", "&", "also", "then",
                "meanwhile", "though", "although", "after", "since", "because", "so", "by", "from", "including",
                "was", "were", "is", "plus", "or"}
#: Descriptors that may stand between such a word and the name ("point guard Smith").
NAME_DESCRIPTORS = {"forward", "forwards", "guard", "guards", "center", "centre", "rookie", "veteran", "star",
                    "point", "shooting", "power", "small", "big", "man", "swingman", "backup", "sophomore", "the",
                    "'s", "'", "standout", "reserve", "starting", "combo", "wing", "stretch", "sharpshooter",
                    "teammate", "fellow", "center-forward", "guard-forward", "young", "second-year", "big-man", "-", "year",
                    "first", "second", "third", "fourth", "fifth", "all"}


#: Verbs whose agent after "by" is the doer of the numbers that follow ("led by X , who had 20").
AGENT_VERBS = {"led", "paced", "followed", "sparked", "powered", "carried", "fueled", "headlined", "anchored",
               "aided", "helped", "joined", "topped", "spearheaded", "propelled", "boosted", "lifted", "keyed"}


def _teams_by_end(ctx: CheckContext) -> dict[int, TeamMention]:
    return {t.end: t for t in ctx.mentions.teams}


def _is_doer(ctx: CheckContext, m: PlayerMention, sent_start: int) -> bool:
    """True when ``m`` stands where the doer of its clause stands, not as an object: "while X
    had", "led by X with" qualify; "matched X 's total", "behind X with", "in place of X" do not."""
    tokens, low = ctx.tokens, ctx.doc.lower
    if m.end < len(tokens) and low[m.end] in {"'s", "'"}:
        return False  # a possessive is no doer, unless it owns the numbers (see _owns_numbers)
    k = m.start
    teams = ctx.shared("claims.teams_by_end", _teams_by_end)
    while k > sent_start:
        prev = low[k - 1]
        if prev in NAME_DESCRIPTORS or (tokens[k - 1][:1].isupper() and prev not in PRONOUNS_HE):
            k -= 1  # "point guard X", "second - year guard X", an unlinked part of the name ("J.R.")
        elif k in teams:
            k = teams[k].start
        else:
            break
    prev = low[k - 1] if k > sent_start else ""
    if prev == "by":  # "led by X with 20": the agent; "overmatched by X and collected 16": an object
        return k - 1 > sent_start and low[k - 2] in AGENT_VERBS
    if prev == "with":  # ", with X adding 12" is X's clause; "hooking up with X for ... and added" is not
        return k - 1 > sent_start and tokens[k - 2] == ","
    return k == sent_start or prev in DOER_OPENERS


#: Words of a stat line a possessive owns directly: "Westbrook 's 17 - point , 15 - rebound".
_OWNED_LINE = {"-", ",", "and", "a", "an", "game", "team", "high", "season", "career", "best"}


def _owns_numbers(ctx: CheckContext, m: PlayerMention, at: int) -> bool:
    """True when the number at ``at`` belongs to ``m`` by form, whatever its position:
    "X ( 21 points", "X , who had 21 points", "X 's 21 points"."""
    if m.end >= at:
        return False
    low = ctx.doc.lower
    first = low[m.end]  # (read alone first: most numbers follow none of these forms)
    if first == "(":
        return ")" not in low[m.end:at]
    if first == "," or first == "who":
        between = low[m.end:at]
        return between[:2] in ([",", "who"], ["who"]) and not {",", ";"} & set(between[2:])
    if first == "'s" or first == "'":
        return all(t in _OWNED_LINE or parse_at([t], 0) is not None for t in low[m.end + 1:at])
    return False


def _clause_subject(ctx: CheckContext, sent_start: int, at: int,
                    candidates: list[PlayerMention]) -> PlayerMention | None:
    """The player of ``candidates`` (those named before ``at``) a number at ``at`` is about.

    The nearest one, when the number is his by form or he is the doer of his clause. A nearest
    player in an object's place ("B matched A 's scoring total and added six assists", "B was
    right behind A with 19 points") hands the number to the doer named before him; with no such
    doer, or when the nearest is one of coordinated players ("A and B combined ..."), nobody.
    """
    tokens = ctx.tokens
    nearest = candidates[-1]
    if _owns_numbers(ctx, nearest, at):
        return nearest
    if _is_doer(ctx, nearest, sent_start):
        return nearest
    doers = [m for m in candidates[:-1] if _is_doer(ctx, m, sent_start)]
    possessive = tokens[nearest.end:nearest.end + 1] in (["'s"], ["'"])
    if possessive and not doers and tokens[sent_start].lower() not in PRONOUNS_HE:
        k = nearest.end + 1
        while k < at and tokens[k].lower() in _OWNED_LINE - {","}:
            k += 1
        # "led by A 's 38 points , which he supplemented with six assists"; not "matched A 's total"
        return nearest if parse_at(tokens, k) is not None else None
    if doers and {t.lower() for t in tokens[nearest.end:at]} & {"he", "his"}:
        return None  # "A , it was B who ... , as he finished with": "he" may be either
    if doers:
        m = doers[-1]
        between = tokens[m.end:nearest.start]
        if {t.lower() for t in between} & {"while", "whereas", "but", ";"} or \
                any(parse_at(between, j) is not None for j in range(len(between))):
            return None  # B stands in another clause than A, or A's numbers came before
        return m
    if possessive or len(candidates) > 1 or tokens[sent_start].lower() in PRONOUNS_HE:
        return None  # "He matched A 's 16 points", "Mate B hung tough against A , registering": unsure
    if unknown_name_between(ctx, sent_start, nearest.start):
        return None  # the doer is someone the linker does not know
    return nearest


def _former_or_latter(ctx: CheckContext, sent_start: int, at: int) -> tuple[PlayerMention, int] | None:
    """"A and B ..., with the former adding ... and the latter ...": the player "the former" or
    "the latter" nearest before ``at`` refers to, and the token after that word."""
    tokens, low = ctx.tokens, ctx.doc.lower
    positions = ctx.shared("claims.former_latter", _former_latter_positions)
    n = bisect_left(positions, at) - 1  # the last such word before ``at``
    if n >= 0 and positions[n] > sent_start:
        k = positions[n]
        word = low[k]
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


_FORMER_LATTER = frozenset({"former", "latter"})


def _former_latter_positions(ctx: CheckContext) -> list[int]:
    """Where "the former" / "the latter" stand (the second word), in order: found once per
    document, as few have any and the binder asks about every number."""
    low = ctx.doc.lower
    return [k for k in ctx.doc.positions_of(_FORMER_LATTER) if k > 0 and low[k - 1] == "the"]
