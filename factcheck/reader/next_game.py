"""Reader component ``next_game``: what a clause says about a team's next game.

"The Lakers head back home to face the Pistons on Friday" makes four claims about the Lakers'
first game after this one: that there is one (:class:`~factcheck.claims.NextGame`), at home
(:class:`~factcheck.claims.NextVenue`), against the Pistons (:class:`~factcheck.claims.NextOpponent`),
on a Friday (:class:`~factcheck.claims.NextWeekday`). "travel to Charlotte" names the city it is
played in (:class:`~factcheck.claims.NextCity`) and says it is away; "host the Pistons ( 20 - 30 )"
gives the opponent's record (:class:`~factcheck.claims.NextOpponentRecord`); "tomorrow", "in the
second half of a back - to - back", "a couple of days off" say how many days lie between the games
(:class:`~factcheck.claims.NextRest`). A sentence with two clauses about next games is also read
as one :class:`~factcheck.claims.TwoNextGames`.

A clause is read only with a cue of the future ("will", "next", "on deck", "head", "await", ...);
its subject is the team named before the cue, its first team name, or "They" of the sentence
before (no team of this game: one :class:`~factcheck.claims.NextGame` with ``subject=None`` and a
note). Items preceded by words of an earlier game ("after", "loss to", "win over") are not read.
Every claim has frame NEXT_GAME.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import NamedTuple

from factcheck.claims import (GAME, Claim, Frame, NextCity, NextGame, NextOpponent, NextOpponentRecord, NextRest,
                              NextVenue, NextWeekday, Rest, Subject, TeamNameForm, TwoNextGames, Weekday)
from factcheck.engine.context import CheckContext
from factcheck.text.layout import Block, BlockKind
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from .frames import FUTURE_CUES, WEAK_CUES, first_cue, future_clause
from .league_text import (WEEKDAYS, TeamRef, clauses, cued_clauses, game_team, is_object, side_of, subject_team,
                          team_refs)
from factcheck.analysis import SubjectKind, SubjectWay

from .registry import reader

#: Words just before an item that tie it to an earlier game.
PAST_WORDS = lexicon.words("next_game_past_words")
HOME_BEFORE = lexicon.words("home_before")
HOME_AFTER = lexicon.words("home_after")
ARTICLES = {"the", "a", "an"}
POSSESSIVES = lexicon.words("possessive_pronouns")
OPPONENT_BEFORE = lexicon.words("opponent_before")
#: Any cue at all: a document without one has no next-game claim (a fast exit).
CUE_WORDS = FUTURE_CUES | WEAK_CUES | {"home", "off"}


_FIRST_ROUND = [list(p) for p in lexicon.phrase_list("first_round_ahead")]


def _first_round_to_come(low: list[str]) -> bool:
    """"during / in the first round": a playoff series ahead, told before it starts."""
    return any(low[k - 3:k + 1] in _FIRST_ROUND
               for k, w in enumerate(low) if w == "round")


#: After these words a clause turns to a later game ("..., before heading out on a road trip").
LATER = {"before"}
HOSTS = {"host", "hosts", "hosting"}
#: Venue words: True for a game at home.
VENUES = {"home": True, "road": False}
#: Nouns of a run of games in one place: "a three - game road trip", "a home swing".
TRIPS = lexicon.words("trips")
#: Verbs before "the road" / "the home" that say where the next game is: "hit the road".
VENUE_VERBS = lexicon.words("venue_verbs")
#: Words that make a trip the current one, which may end with this game.
_CURRENT = POSSESSIVES | {"this", "the", "current"}
#: Words before "their road trip" that make it go on into the next game.
CONTINUE_TRIP = lexicon.words("continue_trip")
TRAVELS = lexicon.words("travels")
VISITS = {"visit", "visits", "visiting"}
TO_CITY = {"to", "in"}
#: Words before a team that put the next game in its arena: "At Minnesota on Friday", "play at Boston".
ROAD_BEFORE = lexicon.words("road_before_team")
#: How a next-game line opens for a home game and for a road one ("Host Phoenix", "At Atlanta"):
#: the correction of the other.
LINE_OPENERS = lexicon.mapping("next_line_openers")
#: One word for a run of home games: "continue their homestand".
HOMESTANDS = lexicon.words("homestands")
#: Verbs of going back: "Return to TD Garden" (the team's own arena) is a home game.
RETURNS = lexicon.words("returns")
#: The venue words a line under "UP NEXT" opens with ("Host", "At", "Visit"): corrected to the other opener.
LINE_OPENING_WORDS = HOSTS | VISITS | ROAD_BEFORE
#: Words of games to come at large: such a clause without a weekday names no next game.
AT_LARGE = lexicon.words("future_at_large")
REST_WORDS = {"tomorrow", "the", "back"}
SOON = dict.fromkeys(lexicon.phrase_list("soon"), 1)


@dataclass(frozen=True, slots=True)
class NextItem:
    """One item of a clause, over tokens ``[start, end)``, as the reader works it out (a claim is made
    of it): the team named (opponent, city), the record written after the opponent, the venue
    claimed (True: at home) and the word that corrects it, the days claimed (the gap in days for
    "tomorrow"; the range of days off for "a couple of days off"), and whether a wrong rest claim is
    a NUMBER (a figure) or a WORD."""

    start: int
    end: int
    ref: TeamRef | None = None
    record: tuple[Number, Number] | None = None
    home: bool | None = None
    correction: str = ""
    days: tuple[int, int] | None = None
    number: bool = False
    ambiguous: bool = False


_CLASSES = [NextGame, NextOpponent, NextOpponentRecord, NextCity, NextWeekday, NextVenue, NextRest, TwoNextGames]


@reader("next_game", _CLASSES, "the next game of a team: opponent and its record, city, weekday, home or road, "
        "rest days; and the two teams' next games in one sentence")
def read_next_game(ctx: CheckContext) -> Iterator[Claim]:
    tokens = ctx.tokens
    doc_low = ctx.doc.lower
    sentence, bound = -1, []  # the bound clauses of the sentence, read together at its end
    for clause in _next_clauses(ctx):
        sent, a, b, in_clause, line, ahead = clause
        if sent != sentence:
            yield from _together(bound)
            sentence, bound = sent, []
        if line is not None:  # a labelled line under "UP NEXT": its label is the subject, its words the cue
            cue = line.body
            subj = next((r for r in in_clause if r.start == line.label.start), None)
            team = game_team(ctx, subj) if subj is not None else None
        else:
            low = doc_low[a:b]
            if not (ahead or future_clause(low)) or "round" in low and _first_round_to_come(low):
                continue  # (the first round to come is no next game: "take on the Cavaliers during the first round")
            cue = a + (first_cue(low) or 0)
            # the subject stands just before the cue ("After holding off the Cavs , the Bulls will ...")
            lead = [r for r in in_clause if r.end <= cue and not is_object(tokens, r)]
            if lead:
                subj = lead[-1]
                team = game_team(ctx, subj)
            else:
                team, subj = subject_team(ctx, in_clause, a, b)
            if team is None and (subj is None or is_object(tokens, subj) or subj.start > _clause_head(ctx, cue)):
                # "They now travel to Houston", "Their next contest will be on Sunday", "as they play
                # the Spurs for their next game": the subject the analysis finds
                team = _analysed_team(ctx, cue)
                subj = None if team is not None else subj
        if team is None:
            yield NextGame(frame=Frame.NEXT_GAME, cue=(cue, cue + 1),
                           note="ambiguous binding: no team of this game is its subject")
            continue
        if line is None and not AT_LARGE.isdisjoint(doc_low[a:b]) and WEEKDAYS.isdisjoint(tokens[a:b]):
            yield NextGame(frame=Frame.NEXT_GAME, cue=(cue, cue + 1), note="games to come at large, not the next one")
            continue
        after = subj.end if subj is not None else a
        b = _cut_later(tokens, in_clause, weekday_or_team_from=after, hi=b)
        in_clause = [r for r in in_clause if r.start < b]
        # the opponent is named after the cue ("... against the Suns and now travel to ...")
        # and is not the subject again, nor a possessive ("Cleveland 's stars")
        opponents = tuple(r for r in in_clause if r.start >= max(after, cue)
                          and _opponent_slot(tokens, r) and tokens[r.end:r.end + 1] not in (["'s"], ["'"])
                          and "series" not in doc_low[max(a, r.start - 4):r.start])  # "even the season series with"
        named = (subj.start, subj.end, "", subj.kind) if subj is not None else ()
        subject = Subject.of_team(side_of(ctx, team), *named)
        as_well = _as_well(tokens, doc_low, a, b)
        game = NextGame(subject=subject, frame=Frame.NEXT_GAME, cue=(cue, cue + 1),
                        opponents=frozenset(t for r in opponents[:1] for t in r.teams),
                        days=frozenset(Weekday(t) for t in tokens[a:b] if t in WEEKDAYS),
                        as_well=(as_well, as_well + 2) if as_well is not None else None)
        bound.append(game)
        yield game
        for attribute, item in (*_teams(ctx, opponents), *_weekdays(tokens, after, b, cue, a),
                                *(list(_venue_words(tokens, doc_low, after, b))
                                  or _at_opponent(tokens, opponents, team, after)),
                                *_rest(tokens, doc_low, after, b)):
            if line is not None and attribute == "venue" and item.start == line.body \
                    and doc_low[item.start] in LINE_OPENING_WORDS:
                item = replace(item, correction=LINE_OPENERS["road" if item.home else "home"])  # "Host" <-> "At"
            yield _item_claim(tokens, subject, attribute, item)
    yield from _together(bound)


def _analysed_team(ctx: CheckContext, cue: int) -> str | None:
    """The team of this game the sentence analysis finds the cue's clause about (a team, its bench
    or starters, named or a pronoun), None for players, both teams or no sure subject."""
    subject = ctx.analysis.sentences.subject_at(cue)
    if subject is None or subject.side is None or subject.kind not in _TEAM_SUBJECTS:
        return None
    return ctx.game.team(subject.side).name


def _clause_head(ctx: CheckContext, cue: int) -> int:
    """Where the words naming the subject of the cue's clause end, as the analysis reads it (the
    cue itself when it names none)."""
    subject = ctx.analysis.sentences.subject_at(cue)
    return subject.end if subject is not None and subject.way is not SubjectWay.CARRIED else cue


_TEAM_SUBJECTS = frozenset({SubjectKind.TEAM, SubjectKind.BENCH, SubjectKind.STARTERS})


class _Clause(NamedTuple):
    """A clause that may tell of a next game: its sentence, tokens ``[start, end)``, the teams named
    in it, the labelled line under a heading of next games it is (None for a clause of prose), and
    whether it stands under such a heading (and tells of a next game with no cue word)."""

    sentence: int
    start: int
    end: int
    refs: list[TeamRef]
    line: Block | None = None
    ahead: bool = False


def _next_clauses(ctx: CheckContext) -> list[_Clause]:
    """In text order, the labelled lines under a heading of the next games ("UP NEXT / Hornets :
    Continue their road trip on Friday night .", read up to the end of their first sentence: a
    second one tells of a later game), the other clauses under such a heading, and the clauses
    holding a cue word of the future elsewhere."""
    layout = ctx.doc.layout
    ahead = [blk for blk in layout.blocks if blk.in_next_section] if ctx.league is not None else []
    found = [_Clause(*clause) for clause in cued_clauses(ctx, CUE_WORDS)
             if not any(blk.start <= clause[1] < blk.end for blk in ahead)
             and layout.block_at(clause[1]).kind is not BlockKind.HEADING]  # ("UP NEXT" itself is no clause)
    if not ahead:
        return found
    refs = team_refs(ctx)
    for blk in ahead:
        if blk.label is not None and blk.label.teams:  # (a labelled line, or a bullet opening with a label)
            found.append(_line_clause(ctx, blk, refs, ctx.doc.bounds_at))
            continue
        for sent in range(ctx.doc.sentence_of[blk.start], ctx.doc.sentence_of[blk.end - 1] + 1):
            found.extend(_Clause(sent, a, b, [r for r in refs if a <= r.start < b], None, True)
                         for a, b in clauses(ctx, sent) if blk.start <= a < blk.end)
    return sorted(found, key=lambda c: c.start)


def _line_clause(ctx: CheckContext, line: Block, refs: list[TeamRef], bounds_at: list[tuple[int, int]]) -> _Clause:
    end = min(line.end, bounds_at[line.body][1])
    return _Clause(ctx.doc.sentence_of[line.start], line.start, end,
                   [r for r in refs if line.start <= r.start < end], line)


def _together(bound: list[NextGame]) -> Iterator[TwoNextGames]:
    """The bound clauses of a sentence read together, when there are two or more."""
    if len(bound) >= 2:
        yield TwoNextGames(subject=GAME, frame=Frame.NEXT_GAME, clauses=tuple(bound),
                           cue=(bound[0].cue[0], bound[-1].cue[1]))


def _item_claim(tokens: list[str], subject: Subject, attribute: str, item: NextItem) -> Claim:
    """The claim of one item of a clause about the subject's next game."""
    start, end = item.start, item.end
    common = dict(subject=subject, frame=Frame.NEXT_GAME, cue=(start, end))
    words = " ".join(tokens[start:end])
    if attribute == "city":
        return NextCity(teams=item.ref.teams, start_at=start, end_at=end, words=words, **common)
    if attribute == "opponent record":
        wins, losses = item.record
        return NextOpponentRecord(wins=wins, losses=losses, named=item.ref.team, words=words, **common)
    if attribute == "opponent":
        return NextOpponent(teams=item.ref.teams, form=TeamNameForm(item.ref.kind), start_at=start, end_at=end,
                            words=words, ambiguous=item.ambiguous, **common)
    if attribute == "weekday":
        return NextWeekday(day=Weekday(tokens[start]), at=start, **common)
    if attribute == "venue":
        return NextVenue(home=item.home, start_at=start, end_at=end, words=words, opposite=item.correction, **common)
    return NextRest(rest=Rest(attribute), days=item.days, start_at=start, end_at=end, words=words,
                    figure=item.number, **common)


def _as_well(tokens: list[str], low: list[str], lo: int, hi: int) -> int | None:
    """Where "as well" stands right after a weekday ("on Friday evening as well"), or None."""
    for i in range(lo, hi - 1):
        j = i - 1 if low[i - 1:i] and low[i - 1] in {"night", "evening", "afternoon"} else i
        if low[i:i + 2] == ["as", "well"] and tokens[j - 1] in WEEKDAYS:
            return i
    return None


def _cut_later(tokens: list[str], refs: list[TeamRef], weekday_or_team_from: int, hi: int) -> int:
    """The clause's end, cut at "before" when a team or weekday was named before it: what follows
    is the game after the next ("host the Pelicans on Wednesday, before heading out on a road trip")."""
    for i in range(weekday_or_team_from, hi):
        if tokens[i].lower() in LATER:
            named = any(weekday_or_team_from <= r.start < i for r in refs) or \
                any(t in WEEKDAYS for t in tokens[weekday_or_team_from:i])
            return i if named else hi
    return hi


def _opponent_slot(tokens: list[str], ref: TeamRef) -> bool:
    """True when a team name stands where the opponent is named ("host the Suns", "against the Suns"),
    not in an aside ("a veteran team like the Bulls"); there even the subject's own name is a claim
    about the opponent (a wrong one)."""
    j = ref.start - 1
    if j >= 0 and tokens[j].lower() == "the":
        j -= 1
    return j >= 0 and tokens[j].lower() in OPPONENT_BEFORE


def _past(tokens: list[str], i: int, lo: int) -> bool:
    """True when a word of an earlier game stands just before token ``i`` ("build off this win" is this game)."""
    start = max(lo, i - 3)
    return any(tokens[j].lower() in PAST_WORDS and (j == 0 or tokens[j - 1].lower() != "this")
               for j in range(start, i))


Items = Iterator[tuple[str, NextItem]]


def _teams(ctx: CheckContext, refs: tuple[TeamRef, ...]) -> Items:
    """The city the game is played in ("travel to Charlotte"), and the first opponent named with
    the record written after it ("host the Pistons ( 20 - 30 )")."""
    tokens = ctx.tokens
    checked_opponent = False
    for ref in refs:
        if _past(tokens, ref.start, 0):
            return
        before = tokens[ref.start - 1].lower() if ref.start else ""
        before2 = tokens[ref.start - 2].lower() if ref.start > 1 else ""
        if ref.kind == "city" and before in TO_CITY and not (before == "to" and before2 in HOSTS | {"host"}):
            # ("plays host to Charlotte" names the opponent)
            # "travel to Charlotte", "in Denver": the city the game is played in
            yield "city", NextItem(ref.start, ref.end, ref)
            continue
        if checked_opponent:
            return
        checked_opponent = True
        record = _record_after(tokens, ref.end)
        if record is not None:
            yield "opponent record", NextItem(record[0].start, record[1].end, ref, record)
        # an ambiguous city that names neither team of this game is no claim of who the opponent is
        ambiguous = ref.team is None and ref.kind == "city" and game_team(ctx, ref) is None
        yield "opponent", NextItem(ref.start, ref.end, ref, ambiguous=ambiguous)


def _record_after(tokens: list[str], i: int) -> tuple[Number, Number] | None:
    """ "( 20 - 30 )" at token ``i``: the wins and losses."""
    if tokens[i:i + 1] != ["("] or tokens[i + 2:i + 3] != ["-"] or tokens[i + 4:i + 5] != [")"]:
        return None
    w, l = parse_at(tokens, i + 1), parse_at(tokens, i + 3)
    return None if w is None or l is None else (w, l)


def _weekdays(tokens: list[str], lo: int, hi: int, cue: int, clause_start: int) -> Items:
    """The first weekday after the cue, or one that opens the clause ("On Wednesday , the Hawks will ...")."""
    for i in range(min(lo, clause_start + 2), hi):
        if tokens[i] not in WEEKDAYS:
            continue
        if i < cue and i > clause_start + 1:
            continue  # "received the news on Thursday that he will miss time": before the cue
        if _past(tokens, i, lo) or tokens[i + 1:i + 2] == ["'s"] or tokens[i - 1].lower() == "off" \
                or tokens[i - 2:i] == ["off", "on"]:
            continue  # an earlier game, or a day off ("the night off on Tuesday")
        yield "weekday", NextItem(i, i + 1)
        return  # a later weekday is about the game after ("... before a matchup with the Heat on Tuesday")


def _venue_words(tokens: list[str], low: list[str], lo: int, hi: int) -> Items:
    """Words that put the next game at home or on the road."""
    for i in range(lo, hi):
        w = low[i]
        claim = span = None
        if w in VENUES or w in HOMESTANDS:
            found = _venue_claim(low, i, lo)
            if found is None:
                continue
            claim, span, plain = found
            if plain:  # "a three - game road trip", "hit the road": the word alone, whatever stands before
                if not _past(tokens, span[0], lo) and not _past(tokens, span[0] - 3, lo) \
                        and "then" not in low[lo:span[0]]:  # "will then be embarking on a road trip": later
                    yield "venue", NextItem(span[0], span[1], home=claim, correction=_plain_opposite(w))
                continue
        elif w in HOSTS and low[i - 1] not in {"a"}:
            claim, span = True, (i, i + 1)
        elif w in TRAVELS and {"home", "back"} & set(low[i + 1:i + 3]):
            continue  # "travel back home": the claim is "home", read there
        elif w in TRAVELS or w in VISITS:
            claim, span = False, (i, i + 1)
        elif w in RETURNS and low[i + 1:i + 2] == ["to"] and tokens[i + 2:i + 3] and tokens[i + 2][:1].isupper() \
                and tokens[i + 2] not in WEEKDAYS:
            claim, span = True, (i, i + 1)  # "Return to TD Garden on Friday": the team's own arena
        if claim is None or _past(tokens, span[0], lo) or _past(tokens, span[0] - 3, lo) \
                or "then" in low[lo:span[0]] \
                or low[span[0] - 1] in (ARTICLES - {"a"}) | POSSESSIVES or _after_record(tokens, span[0]) \
                or (w == "road" and low[i + 1:i + 2] == ["trip"] and {"this", "the", "current"} & set(low[max(lo, i - 4):i])):
            # "13 - 9 on the road" is a record; "this West Coast road trip" the current one
            continue
        yield "venue", NextItem(span[0], span[1], home=claim, correction=_venue_correction(w, claim, span))


def _at_opponent(tokens: list[str], opponents: tuple[TeamRef, ...], team: str, lo: int) -> Items:
    """ "At Minnesota on Friday", "will play at Boston": the first opponent's arena, a road game
    (when no other word of the clause says where the game is)."""
    for ref in opponents[:1]:
        j = ref.start - 1 - (tokens[ref.start - 1:ref.start] == ["the"])
        if j >= lo and tokens[j].lower() in ROAD_BEFORE and team not in ref.teams and not _past(tokens, j, lo):
            yield "venue", NextItem(j, j + 1, home=False, correction="against")


def _venue_claim(low: list[str], i: int, lo: int) -> tuple[bool, tuple[int, int], bool] | None:
    """What a venue word at ``i`` claims of the next game: (at home, its span, read plainly).

    "head back home", "at home", "on the road", "a home matchup", "hit the road", "a three - game
    road trip"; a trip after "their" only when it goes on ("will continue their road trip").
    Plain claims are the word alone and are not subject to the record/article checks."""
    w = low[i]
    before, after = low[i - 1], low[i + 1] if i + 1 < len(low) else ""
    if after in TRIPS or w in HOMESTANDS:
        window = low[max(lo, i - 5):i]
        if not _CURRENT.isdisjoint(window) and CONTINUE_TRIP.isdisjoint(low[max(lo, i - 8):i]):
            # "their road trip", "this West Coast road trip" may end with this game; not "will wrap up
            # their four - game road trip" (the verb stands before the trip's length)
            return None
        return VENUES.get(w, True), (i, i + 1), True
    if before == "the" and low[i - 2] in VENUE_VERBS:
        if w == "road" and low[i - 2] == "on":
            return False, (i - 2, i + 1), False  # "on the road" (also a record's "13 - 9 on the road")
        return VENUES[w], (i, i + 1), True
    if before in HOME_BEFORE or after in HOME_AFTER:
        return VENUES[w], ((i - 1, i + 1) if before == "at" else (i, i + 1)), False
    return None


def _plain_opposite(word: str) -> str:
    """The correction of a venue word read alone ("road" in "a three - game road trip")."""
    if word in HOMESTANDS:
        return "road trip"
    return "home" if word == "road" else "road"


def _after_record(tokens: list[str], i: int) -> bool:
    """True when a record ("7 - 11") stands just before token ``i``."""
    return tokens[i - 2:i - 1] == ["-"] and parse_at(tokens, i - 1) is not None and parse_at(tokens, i - 3) is not None


def _venue_correction(word: str, claimed_home: bool, span: tuple[int, int]) -> str:
    if claimed_home:
        if word in HOSTS or word in RETURNS:
            return "visit"
        return "on the road" if span[1] - span[0] == 2 else "road"
    if word in TRAVELS:
        return "return home"
    if word in VISITS:
        return "hosting" if word.endswith("ing") else "host"
    return "at home" if span[1] - span[0] in (2, 3) else "home"  # "on the road" / "at road" -> "at home"


_HALVES = [list(p) for p in lexicon.phrase_list("back_to_back_halves")]
_DAYS_OFF = [list(p) for p in lexicon.phrase_list("days_off")]


def _rest(tokens: list[str], low: list[str], lo: int, hi: int) -> Items:
    """ "tomorrow" (the gap in days), "second half of a back - to - back" (one day), "a couple of
    days off" (the days off claimed)."""
    for i in range(lo, hi):
        if low[i] not in REST_WORDS and low[i + 1:i + 2] not in (["days"], ["of"]):
            continue
        for phrase, days in SOON.items():
            if tuple(low[i:i + len(phrase)]) == phrase:
                yield "gap", NextItem(i, i + len(phrase), days=(days, days))
        if low[i:i + 5] == ["back", "-", "to", "-", "back"] and low[max(lo, i - 4):i][:2] in _HALVES:
            yield "back-to-back", NextItem(i, i + 5, days=(1, 1))
        if low[i + 1:i + 3] in _DAYS_OFF or low[i + 1:i + 4] == ["days", "of", "rest"]:
            if "this" in low[i + 3:i + 6]:
                continue  # "a few days off before this matchup": the rest before this game
            claimed = _days_claimed(tokens, i)
            if claimed is not None:
                number = bool(tokens[i][0].isdigit() or parse_at(tokens, i))
                yield "days off", NextItem(i, i + 1, days=claimed, number=number)


def _days_claimed(tokens: list[str], i: int) -> tuple[int, int] | None:
    """The range of days off that "couple" / "few" / "three" claims."""
    w = tokens[i].lower()
    if w == "couple":
        return (2, 2)
    if w in {"few", "several"}:
        return (2, 5)
    n = parse_at(tokens, i)
    return (n.value, n.value) if n is not None else None
