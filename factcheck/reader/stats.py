"""Statistic numbers: "38 points", "six assists", "a pair of blocks", "an 18 - point , 12 - rebound
double - double", whether each reports this game's total (not a split, an average, a shared total
or another game's), and the (player, statistic, number) claims the binder attaches them to.

A number the binder cannot attach with confidence is not a claim: splits, averages, shared
totals ("combined for"), team subjects and unknown names stop binding."""

from __future__ import annotations

from factcheck.analysis.clauses import Level, PUNCTUATION, ends_at, words_at
from collections.abc import Callable, Iterator
from functools import partial

from factcheck.claims import Frame
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import COUNT_PHRASES, Number, count_phrase_at, is_ordinal, number_positions, parse_at
from factcheck import lexicon

from .analysis import BoundNumber, BoundStat, LineReason, StatNumber
from .binder import bind_subject, coordinated_with_before, former_or_latter, sentence_doers
from .frames import (GAME_NOUNS, NEAR_DAYS, OTHER_GAME_ANY, SPANS_OF_DAYS, days_apart, led_all,
                     other_day_after, other_game_clause, other_opponent_after, part_of_other_thing)
from .line_fit import resolve_by_fit
from .player_refs import this_game_with, words_outside_asides
from .vocab import (AVERAGE_WORDS_AFTER, AVERAGE_WORDS_BEFORE, BLOCK_VERBS, COMPOUND_HEADS, CREDIT_VERBS,
                    ELLIPSIS_AFTER, FREE_THROW_AFTER_FOUL, SPLIT_WORDS_AFTER, STAT_MODIFIERS, STAT_NOUNS,
                    TURNOVER_VERBS, heads_compound, scoring_verb_before, times_stat)

#: Where a stat line's clause ends, and where the words qualifying a number end.
_MAJOR_ENDS = ends_at(Level.MAJOR)
_BREAKS = PUNCTUATION | words_at(Level.MAJOR)

WEEKDAYS = lexicon.words("weekdays")
#: After a statistic noun: the number is not a player's total of this game.
NOT_TOTAL_AFTER = lexicon.words("stats_not_total_after")
#: Nouns after "point" that make it a shot type or a lead, not a player's points ("three point shooting").
POINT_COMPOUND = lexicon.words("point_compound")
#: After a number: points scored for the other team ("two for the other team": goaltending).
_FOR_THE_OPPONENT = lexicon.phrases("for_the_opponent")
#: After a number's noun: a threshold ("20 points or more").
_AT_LEAST_AFTER = lexicon.phrases("at_least_after")
#: After a line: the season's so far ("... to start the season").
_SEASON_TO_DATE_AFTER = lexicon.phrases("season_to_date_after")
#: Nouns after a statistic's noun that make it an idiom ("had a block party"): no count.
IDIOMS_AFTER = lexicon.words("stat_idioms_after")


def _season_to_date_after(ahead: list[str]) -> bool:
    """True when the line the number opens ends in "to start the season" (the words up to it are
    numbers, statistics and "," / "and" only: "36 points and 29 rebounds to start the season", not
    "... nine assists and has been looking great so far this season")."""
    for k, w in enumerate(ahead):
        if lexicon.phrase_at(ahead, k, _SEASON_TO_DATE_AFTER):
            return True
        if not (w in {",", "and"} or w in STAT_NOUNS or parse_at(ahead, k) is not None):
            return False
    return False


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
        if low[j] in {"shots", "shot"} and j > 0 and low[j - 1] == "blocked":
            return "BLK", j + 1  # "four blocked shots"
        return None
    if stat == "PF" and low[j + 1:j + 2] and low[j + 1] in FREE_THROW_AFTER_FOUL:
        return None  # "59 foul shots", "8 - of - 10 foul shooting": free throws, not fouls
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
            # "a steal" / "a pair of steals", but not "a points" or "a minutes" ("an offensive foul" is a play)
            if num.form != "article" or (num.value >= 2) == low[noun_end - 1].endswith("s") and stat != "PF":
                yield _value_span(num), stat, noun_end
            i = noun_end
            continue
        # compound adjective: "18 - point ," / "12 - rebound double - double"
        if word == "-" and num.form != "article" and end + 1 < n and low[end + 1] in _STAT_WORDS:
            found = _stat_after(low, end + 1)
            if found is not None and found[1] < n and heads_compound(low, found[1]):
                stat, noun_end = found
                if not (stat == "PTS" and (num.value == 3 or num.value == 2 and low[noun_end] in POINT_COMPOUND)):
                    # "3 - point" is a shot type, so is "the two - point line"
                    yield num, stat, noun_end
                i = noun_end
                continue
        if word == "times" and (times := times_stat(low, at)):  # "turning the ball over six times"
            yield num, times, end + 1
            i = end + 1
            continue
        if word == "shots" and at and low[at - 1] in BLOCK_VERBS:  # "blocked four shots"
            yield num, "BLK", end + 1
            i = end + 1
            continue
        # a bare number after a scoring verb is points: "added 17 off the bench", "finished with 23"
        if num.form != "article" and (word in ELLIPSIS_AFTER or low[end:end + 3] == ["of", "his", "own"] and num.value > 1) \
                and scoring_verb_before(low, at) \
                and low[end:end + 3] != ["and", "-", "one"] and low[end:end + 2] != ["and", "-one"]:
            yield num, "PTS", end  # (but "scoring three and - one 's" counts plays)
        i = end


def _value_span(num: Number) -> Number:
    """For "a pair of", the word that carries the value ("pair") is the span."""
    if num.form == "article" and num.end - num.start > 1:
        return Number(num.start + 1, num.start + 2, num.value, num.form)
    return num


#: Words that open a phrase qualifying a statistic: "in the first quarter", "per game", "on the season".
_QUALIFIER_OPENERS = lexicon.words("qualifier_openers")
#: "early" / "late" before a qualifier: "two fouls early in the first quarter".
_MOMENT_ADVERBS = lexicon.words("moment_adverbs")


#: Why a statistic's number is not a total of this game (:func:`_is_split_or_average`), and the
#: time frame each reason puts it in (the others stay in this game: part of a total, a group's).
SPLIT, AVERAGE, SEASON, OTHER_GAME, RECORD = "split", "average", "season", "other game", "record"
NOT_TOTAL, GROUP, NOT_A_STAT, NAMED_AFTER = "not a total", "a group's total", "not a statistic", "named after it"
FRAME_OF_REASON = {SPLIT: Frame.PERIOD, AVERAGE: Frame.AVERAGE, SEASON: Frame.SEASON, OTHER_GAME: Frame.OTHER_GAME,
                   RECORD: Frame.CAREER}


def _split_or_average_after(after: list[str]) -> str:
    """The words after a statistic make it a split or an average, for one number or its whole line:
    "in the first quarter", "on the season", "per game", "a night" (the reason; "" when not).
    ``after[0]`` is one of the :data:`_QUALIFIER_OPENERS` (the callers test that first: most
    numbers are followed by none, and then nothing here applies)."""
    if not SPLIT_WORDS_AFTER.isdisjoint(_until_break(after[1:7])) and not part_of_other_thing(_until_break(after[1:9])):
        return SPLIT
    if not AVERAGE_WORDS_AFTER.isdisjoint(after[:4]):
        return AVERAGE
    return AVERAGE if after[0] in {"per", "a"} and len(after) > 1 and after[1] in {"game", "contest", "night"} else ""


#: Heads of a compound stat ("a 22 - point effort") whose own phrase qualifies the number.
_PHRASE_HEADS = COMPOUND_HEADS - {",", "and"}
#: Groups whose total a number before their noun may be part of ("86 of the team 's 116 points").
_GROUP_WORDS = lexicon.words("stats_group_words")
#: After "of": the number is part of a run, not a total ("eight of the 15 points of the run").
_RUN_WORDS = {"run", "spurt", "streak"}


#: A day's possessive before a line: that day's game ("followed up Saturday 's 46 - point game").
_DAY_OWNERS = [[day, "'s"] for day in WEEKDAYS]


_SERIES_GAME_BEFORE = lexicon.words("series_game_before")


def _series_game(words: list[str]) -> bool:
    """"in their game three win", "in Game 3": a numbered game of a series, not this one's total."""
    if "game" not in words:
        return False  # (most figures: asked of the five words after each)
    return any(w == "game" and k + 1 < len(words) and (words[k + 1][:1].isdigit() or words[k + 1] in _SMALL_NUMBERS)
               for k, w in enumerate(words) if k and words[k - 1] in _SERIES_GAME_BEFORE)


_SMALL_NUMBERS = lexicon.words("series_game_numbers")


_OTHER_GAME_OPENERS = lexicon.words("other_game_openers")
_EARLIER_GAME_WORDS = lexicon.words("earlier_game_words")
_NAMED_AFTER_COMPOUND = lexicon.words("named_after_compound")


def _is_split_or_average(tokens: list[str], start: int, num: Number, noun_end: int,
                         other_game: bool | None = None) -> str:
    """Why the number is a split, an average, a shared total or another game's, not this game's
    total ("" when it is the total: the reasons are the module's reason constants).

    ``tokens`` are lower case (``doc.lower``); ``other_game`` is :func:`other_game_clause` of the
    sentence before the number, when the caller has it already."""
    ahead = tokens[noun_end:noun_end + 12]
    if "history" in ahead and not GAME_NOUNS.isdisjoint(ahead[:ahead.index("history")]):
        return RECORD  # "the fourth 35 - point , 15 - assist , 10 - rebound game in NBA history": a class of games
    if _series_game(ahead[:5]):
        return OTHER_GAME  # "four points in their game three win" (a day's line: _line_is_not_total)
    after = ahead[:7]
    if after and after[0] in _PHRASE_HEADS:
        after = after[1:]  # "a 22 - point effort in the first quarter": the head's phrase qualifies it
    if after[:1] and after[0] in _MOMENT_ADVERBS and after[1:2] and after[1] in _QUALIFIER_OPENERS:
        after = after[1:]  # "two fouls early in the first quarter": the part of the game after the adverb
    # the first words after the noun, "" where there is none (read once: every test below asks)
    n = len(after)
    first = after[0] if n else ""
    if first in _QUALIFIER_OPENERS:
        why = _split_or_average_after(after)
        if why:
            return why
    if first in _OTHER_GAME_OPENERS and any(
            w in _EARLIER_GAME_WORDS and noun in GAME_NOUNS for w, noun in zip(after, after[1:6])):
        return OTHER_GAME  # "19 minutes in the Wizards ' previous game"
    second = after[1] if n > 1 else ""
    third = after[2] if n > 2 else ""
    if first in _QUALIFIER_OPENERS:
        if first == "this" and second == "season":
            return SEASON
        if first == "in" and second == "a" and third == "game":
            return RECORD  # "the oldest player to score 50 points in a game": a record, not this game's line
        if second in WEEKDAYS and third == "'s":
            return OTHER_GAME  # "five points in Friday 's game against the Jazz": that day's game
    if first in AVERAGE_WORDS_AFTER or (first == "a" and second == "piece"):
        return AVERAGE
    if first in NOT_TOTAL_AFTER or "times" in after[:3]:
        return NOT_TOTAL  # "with three minutes left", "one assist shy of a double - double"
    if first == "for" and lexicon.phrase_at(after, 0, _FOR_THE_OPPONENT):
        return NOT_TOTAL  # "he scored two for the other team as well" (goaltending)
    if first == "or" and lexicon.phrase_at(after, 0, _AT_LEAST_AFTER):
        return NOT_TOTAL  # "his second performance of 20 points or more": a threshold
    if "season" in ahead and _season_to_date_after(ahead):
        return SEASON  # "a total of 36 points and 29 rebounds to start the season"
    if (first == "as" and second == "a" and third == "team") or \
            (first == "of" and not _RUN_WORDS.isdisjoint(after[1:4])):
        return GROUP  # "18 turnovers as a team", "eight of the 15 points of the run"
    if first in POINT_COMPOUND and tokens[noun_end - 1] == "point" or first in IDIOMS_AFTER:
        return NOT_A_STAT  # "three point shooting", "a 10 point lead", "a block party"
    if first == "from" or first == "by" or first in CREDIT_VERBS and second == "from":
        return NAMED_AFTER  # "a 13 - point effort from X", "12 rebounds came from X": the player is named after
    if first in COMPOUND_HEADS and second in _NAMED_AFTER_COMPOUND:
        return NAMED_AFTER  # "a 10 - point outing from X", "a 36 - point performance against the Heat"
    if other_game is None:
        other_game = other_game_clause(tokens[start:num.start])
    if other_game:
        return OTHER_GAME
    before = tokens[max(start, num.start - 3):num.start]
    if ")" in before:  # "15 assists ( 10 in the first half ) and 12 rebounds": the aside qualifies none after it
        before = before[len(before) - before[::-1].index(")"):]
    last = before[-1] if before else ""  # the word right before the number, "" where there is none
    second_last = before[-2] if len(before) > 1 else ""
    if last == "'s" and second_last in WEEKDAYS:
        return OTHER_GAME  # "followed up Saturday 's 46 - point game": that day's game (this one is named by its teams)
    if is_ordinal(last):
        return RECORD  # "his fifth 20 - point performance", "his 10th straight": a class of games, not a total
    if (not _GROUP_WORDS.isdisjoint(before) and ("'s" in before or "total" in before)) \
            or last == "teams" \
            or (second_last == "of" and last == "the"):
        return GROUP  # "86 of the team 's 116 points", "six of his teams 21 turnovers", "eight of the 15"
    # "12 of his 30 points": 30 is the total; the 12 is never a claim (no noun after it)
    if second_last == "of" and last in ("his", "her"):
        return ""
    if last == "to" and second_last == "held" and tokens[num.start - 3:num.start - 2] in (["was"], ["were"], ["been"]):
        return ""  # "X was held to nine points": his total
    if last in {"to", "-", "than", "by"}:
        return NOT_TOTAL  # "held to 10 points", "beat by 10 points"
    if last == "of" and second_last and parse_at(before, len(before) - 2) is not None:
        return NOT_TOTAL  # "12 of 30 points" ("a game - high of 34 points" is a total)
    if before[-2:] in (["-", "high"], ["-", "best"]) or before[-3:-1] in (["-", "high"], ["-", "best"]):
        return ""  # "a season - high 32 points", "a career - best of 15": this game's total, a record for him
    if last == "over" and num.start - 2 >= start and tokens[num.start - 2] in STAT_NOUNS:
        return ""  # "..., two blocks and a steal over 19 minutes": the minutes he played
    return "" if AVERAGE_WORDS_BEFORE.isdisjoint(before) or led_all(tokens, num.start, AVERAGE_WORDS_BEFORE) \
        or tokens[num.start - 4:num.start] in TURNOVER_VERBS or this_game_with(tokens, num.start) else AVERAGE


#: Nouns a compound stat line ("a 33 - point , 15 - rebound effort") ends with.
LINE_HEADS = (COMPOUND_HEADS - {",", "and", "triple", "stat"}) | lexicon.words("line_terms")  # ("... double - double from X")
#: Words before a number whose reach is the whole stat line they open ("averaging 24 points , 7 rebounds").
LINE_WORDS_BEFORE = lexicon.words("line_words_before")


def _line_is_not_total(tokens: list[str], start: int, num: Number, noun_end: int,
                       other_game: bool | None = None) -> str:
    """The reasons of :func:`_is_split_or_average` that hold for a whole stat line, not one number:
    an average, a shared total, another game, a split named after the line ("" when none holds).
    ``tokens`` are lower case, as there."""
    after = tokens[noun_end:noun_end + 7]
    if after and after[0] in _QUALIFIER_OPENERS:
        why = _split_or_average_after(after)
        if why:
            return why
    if after and after[0] in AVERAGE_WORDS_AFTER:
        return AVERAGE
    if after[:3] == ["as", "a", "team"]:
        return GROUP
    ahead = tokens[noun_end:noun_end + 12]
    if "from" in ahead or "by" in ahead:  # (the loop below needs one of them: most lines have neither)
        for k in range(len(ahead) - 1):
            if ahead[k] in _MAJOR_ENDS:
                break
            if ahead[k] in LINE_HEADS and ahead[k + 1] in {"from", "by"}:
                return NAMED_AFTER  # "a 33 - point , 15 - rebound , eight - assist effort from X": X's, named after
    if other_game is None:
        other_game = other_game_clause(tokens[start:num.start])
    if not LINE_WORDS_BEFORE.isdisjoint(tokens[max(start, num.start - 3):num.start]):
        return AVERAGE if "combined" not in tokens[max(start, num.start - 3):num.start] else GROUP
    if tokens[max(start, num.start - 2):num.start] in _DAY_OWNERS:
        return OTHER_GAME  # "Saturday 's 46 - point , 18 - rebound game": the whole line is that day's
    return OTHER_GAME if other_game else ""


def _until_break(words: list[str]) -> list[str]:
    """``words`` up to the first that ends a clause."""
    for k, w in enumerate(words):
        if w in _BREAKS:
            return words[:k]
    return words


def bound_numbers(ctx: CheckContext) -> tuple[BoundNumber, ...]:
    """Every "N <stat>" of the document that reports a game total, with its subject, bound once
    per document; the stat claims are those of players who played."""
    analysis = ctx.analysis
    found = analysis.bound_numbers
    if found is None:
        found = analysis.bound_numbers = _bound_numbers(ctx)
    return found


def _bound_numbers(ctx: CheckContext) -> tuple[BoundNumber, ...]:
    doc = ctx.doc
    last_player_of_sentence = sentence_doers(ctx)
    out = []
    for num, stat, noun_end, sent_start in _bindable(ctx):
        previous = last_player_of_sentence.get(doc.sentence_of[num.start] - 1)
        subject = bind_subject(ctx, sent_start, num.start, previous)  # (built as in BoundStat.of)
        out.append(tuple.__new__(BoundNumber, (num, stat, noun_end, subject, sent_start)))
    if any(b.subject is not None and b.subject.player is None for b in out):  # (few documents)
        resolved = resolve_by_fit((b.number, b.stat, b.subject, b.sent_start) for b in out)
        out = [b._replace(subject=resolved[b.number.start]) if b.number.start in resolved else b for b in out]
    return tuple(out)


def stat_claims(ctx: CheckContext) -> tuple[BoundStat, ...]:
    """Every confidently bound (player, statistic, number) claim of the document, read once per
    document."""
    analysis = ctx.analysis
    found = analysis.stat_claims
    if found is None:
        found = analysis.stat_claims = _stat_claims_tuple(ctx)
    return found


def _stat_claims_tuple(ctx: CheckContext) -> tuple[BoundStat, ...]:
    return tuple(BoundStat.of(b.number, b.stat, b.subject, b.noun_end)  # type: ignore[arg-type]
                 for b, why in binding_reasons(ctx) if not why)


#: Why a number of this game's total has no claim (:func:`binding_reasons`).
UNBOUND, NOT_PLAYED, PLAYERS, OTHER_OPPONENT, SHARED = (
    "ambiguous binding", "the player did not play", "a group of players'", "against another team", "shared by players")


def binding_reasons(ctx: CheckContext) -> tuple[tuple[BoundNumber, str], ...]:
    """Every bound number with why it is no (player, statistic, number) claim ("" when it is),
    read once per document (the stat claims and the stat reader both ask)."""
    analysis = ctx.analysis
    found = analysis.binding_reasons
    if found is None:
        found = analysis.binding_reasons = tuple(_binding_reasons(ctx))
    return found


def _binding_reasons(ctx: CheckContext) -> Iterator[tuple[BoundNumber, str]]:
    low = ctx.doc.lower
    for b in bound_numbers(ctx):
        subject = b.subject
        if subject is None or subject.player is None or not subject.player.played:
            yield b, UNBOUND if subject is None or subject.player is None else NOT_PLAYED
            continue
        num, noun_end, sent_start = b.number, b.noun_end, b.sent_start
        if "players" in low[max(subject.end, sent_start):num.start] and "one" not in low[max(subject.end, sent_start):num.start]:
            yield b, PLAYERS  # "with the remaining seven players totaling just 35 points": a group's
        elif other_opponent_after(ctx, noun_end) or other_day_after(ctx, noun_end):
            yield b, OTHER_OPPONENT  # "four points against the Heat", "10 points ( 2 - 10 FG ) on Friday": another game
        elif coordinated_with_before(ctx, subject, num.start) and former_or_latter(ctx, sent_start, num.start) is None:
            yield b, SHARED  # "A and B were effective , combining for 18 points": whose number is unsure
        else:
            yield b, ""


#: Tokens that may join the numbers of one stat line: "20 points , six rebounds and a steal".
LIST_GLUE = lexicon.words("list_glue")


def stat_numbers(ctx: CheckContext) -> tuple[StatNumber, ...]:
    """Every "N <stat>" of the document (:func:`numbers_with_stats`) with its sentence's start,
    whether its whole stat line is no game total (:func:`_line_is_not_total`) and whether the
    number alone is not (:func:`_is_split_or_average`); read once per document for the binder,
    player_names and team_stats."""
    analysis = ctx.analysis
    found = analysis.stat_numbers
    if found is None:
        found = analysis.stat_numbers = _stat_numbers(ctx)
    return found


def _stat_numbers(ctx: CheckContext) -> tuple[StatNumber, ...]:
    doc = ctx.doc
    low = doc.lower  # the readers below compare lower-case words only
    out = []
    sentence_starts = doc.sentence_starts
    # by sentence: whether none of its words can say "another game" (most), and whether it names a
    # span of days (for "one night after putting up 37")
    cues: dict[int, tuple[bool, bool]] = {}
    for num, stat, noun_end in _numbers_with_stats(low, doc.number_starts, doc.numbers.get):
        s = doc.sentence_of[num.start]
        sent_start = sentence_starts[s]
        if s not in cues:
            words = low[sent_start:doc.sentence_bounds(s)[1]]
            cues[s] = (OTHER_GAME_ANY.isdisjoint(words), not SPANS_OF_DAYS.isdisjoint(words))
        no_cue, spans = cues[s]
        if no_cue:
            other_game = spans and days_apart(low[max(sent_start, num.start - NEAR_DAYS):num.start])
        else:
            other_game = other_game_clause(words_outside_asides(ctx, sent_start, num.start))
        out.append((num, stat, noun_end, sent_start, _line_is_not_total(low, sent_start, num, noun_end, other_game),
                    _is_split_or_average(low, sent_start, num, noun_end, other_game)))
    return tuple(out)


def _bindable(ctx: CheckContext) -> Iterator[tuple[Number, str, int, int]]:
    """The stat numbers that report a game total, with their sentence's start."""
    for num, stat, noun_end, sent_start, why in line_reasons(ctx):
        if not why:
            yield num, stat, noun_end, sent_start


def line_reasons(ctx: CheckContext) -> list[LineReason]:
    """Every stat number with its sentence's start and why it is no game total ("" when it is),
    read once per document (read-only: several readers share the list)."""
    analysis = ctx.analysis
    found = analysis.line_reasons
    if found is None:
        found = analysis.line_reasons = _line_reasons(ctx)
    return found


def _line_reasons(ctx: CheckContext) -> list[LineReason]:
    """:func:`line_reasons`, not remembered.

    A stat line is one unit: when one of its numbers is a split, an average or a shared total, so
    are the others ("combining for 39 points , nine rebounds and 14 assists", "averaging 24 points ,
    7 rebounds and 7 assists")."""
    low = ctx.doc.lower
    runs: list[list[tuple[Number, str, int, int, str, str]]] = []
    for num, stat, noun_end, sent_start, line, split in stat_numbers(ctx):
        skip = line or split
        if runs:
            prev_end = runs[-1][-1][2]
            if prev_end >= sent_start and LIST_GLUE.issuperset(low[prev_end:num.start]):
                runs[-1].append((num, stat, noun_end, sent_start, skip, line))
                continue
        runs.append([(num, stat, noun_end, sent_start, skip, line)])
    out = []
    for run in runs:
        line_why = next((line for *_, line in run if line), "")  # the reason holds for the whole line
        for num, stat, noun_end, sent_start, skip, _ in run:
            out.append((num, stat, noun_end, sent_start, line_why or skip))
    return out
