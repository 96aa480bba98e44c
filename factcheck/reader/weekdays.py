"""Reader component ``game_weekday``: the weekday a text gives for a game ("on Wednesday").

A weekday may be this game's ("The Heat beat the Bulls on Wednesday") or another game's: the next
one ("will host the Pistons on Friday"), an earlier one ("after Monday 's loss"), a game of a
series ("a pivotal Game 6 on Friday night"), a game against a team not in this one ("a loss to
Dallas on Friday"). A weekday is this game's (frame GAME) only when its clause and sentence have
no cue of another game; the others are read with frame OTHER_GAME and the cue as ``note``, except
where the words tie the day to a game of the schedule (the one team of no part in this game they
name, a clause of a game to come): those are read with no note, frame OTHER_GAME or NEXT_GAME and
the ties, and the ``weekday`` rule verifies them where the schedule tells which game is meant.
Each claim is a :class:`~factcheck.claims.GameWeekday`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Side
from factcheck.claims import GAME, Frame, GameWeekday, NextWeekday, Weekday
from factcheck.engine.context import CheckContext
from factcheck import lexicon
from factcheck.analysis import SubjectKind

from .frames import first_take_on, next_game_cue
from .league_text import WEEKDAYS, clauses, franchise_refs, is_object, joins_figures, series_game_at
from .registry import claims_from, reader
from .words import linked_positions, positions

_WEEKDAYS_LOW = {d.lower() for d in WEEKDAYS}
#: Words that end a clause: a cue before one of them says nothing about the weekday after it.
CLAUSE_BREAKS = (lexicon.words("clause_joints") | lexicon.words("weekdays_clause_breaks"))
#: Cues that the clause is about another game than this one: the next, or an earlier one.
OTHER_GAME_CUES = lexicon.words("weekdays_other_game_cues")
#: Later in the sentence, a cue that the weekday was another game's: "on Saturday , so it was a nice bounce back".
LATER_CUES = {"bounce", "bounced", "see"}
#: Cues so strong that they tell about another game from anywhere before the weekday in its sentence:
#: "Up next , the Raptors welcome Denver ... on Monday".
SENTENCE_CUES = lexicon.words("weekdays_sentence_cues")
#: "came into Saturday 's contest", "checked in to Monday 's game": the game being reported.
_ENTERED = lexicon.words("weekday_entered")
_CONTEST = lexicon.words("weekday_game_nouns")
_ADJECTIVE_CUES = {"host", "visiting"}
#: The part of a day after a weekday: "Monday evening".
_PARTS_OF_DAY = lexicon.words("weekday_parts_of_day")
_RESULT_NOUNS = lexicon.words("weekdays_result_nouns")
_AGAINST = lexicon.words("weekdays_against")


@reader("game_weekday", [GameWeekday], "the weekday of this game ('on Wednesday'), and weekdays of other games with the cue")
def read_weekdays(ctx: CheckContext) -> Iterator[GameWeekday]:
    found = positions(ctx, _WEEKDAYS_LOW)  # most texts name no weekday
    if not found:
        return
    tokens = ctx.tokens
    doc = ctx.doc
    low = doc.lower
    sentences: dict[int, _Sentence] = {}  # what a weekday's sentence says, by its start: worked out once
    next_game_days: set[int] | None = None  # (asked once, where a weekday may be tied to a game)
    for i in found:
        tok = tokens[i]
        if tok not in WEEKDAYS:
            continue  # "friday" in lower case is no day name here
        lo, hi = doc.bounds_at[i]
        if lo not in sentences:
            sentences[lo] = _Sentence(ctx.game.weekday in tokens[lo:hi], first_take_on(low, lo, hi))
        why = _other_game_note(ctx, tokens, low, i, sentences[lo])
        if not why.text:
            yield GameWeekday(subject=GAME, day=Weekday(tok), at=i, frame=Frame.GAME, cue=(i, i + 1))
            continue
        ties = _other_game_ties(ctx, i, why) if why.game else None
        if ties is not None and next_game_days is None:
            next_game_days = _next_game_days(ctx)
        if ties is not None and i not in next_game_days:
            # the schedule may tell which game it is: the rule verifies it where it does
            yield GameWeekday(subject=GAME, day=Weekday(tok), at=i, frame=Frame.NEXT_GAME if ties.ahead else Frame.OTHER_GAME,
                              cue=(i, i + 1), opponents=ties.opponents, ahead=ties.ahead, side=ties.side,
                              both=ties.both)
            continue
        yield GameWeekday(subject=GAME, day=Weekday(tok), at=i, frame=Frame.OTHER_GAME, cue=(i, i + 1), note=why.text)


class _Why(NamedTuple):
    """Why a weekday is not this game's (no ``text``: it is), as the claim's note says it; whether
    it is another game's (not another day's event), and whether that game is the one to come."""

    text: str
    game: bool = True
    to_come: bool = False


_THIS_GAME = _Why("", game=False)
_NO_GAME = lexicon.phrase_list("weekday_no_game_phrases")


class _Ties(NamedTuple):
    """What ties a weekday of another game to a game of the schedule."""

    opponents: frozenset[str]  # the one team of no part in this game named (its possible teams)
    ahead: bool  # its clause tells of a game to come
    side: Side | None  # the team of this game its clause is about
    both: bool  # its clause is about both teams


def _other_game_ties(ctx: CheckContext, i: int, why: _Why) -> _Ties | None:
    """What ties the weekday at ``i`` of another game to a game of the schedule (None when
    nothing does): the one team of no part in this game its sentence names ("Sunday against the
    Pelicans", "a matchup in Philadelphia on the slate for Monday"; none when it names two or
    more), whether its clause tells of a game to come, and the team of this game its clause is
    about. None for a day without a game ("is idle Wednesday") or a clause about a team of no part
    in this game. The teams of its clause (split as the league readers split a sentence) come
    first: "..., while the Timberwolves will ... Tuesday against the Raptors"."""
    lo, hi = ctx.doc.bounds_at[i]
    low = ctx.doc.lower
    c_lo, c_hi = _clause_of(ctx.tokens, low, i)
    if any(lexicon.phrase_at(low, k, _NO_GAME) for k in range(c_lo + 1, c_hi)):
        return None  # "Chicago has the night off on Tuesday and will host ...": no game that day
    subject = ctx.analysis.sentences.subject_at(i)
    if subject is not None and subject.kind is SubjectKind.TEAM and subject.side is None:
        return None  # a team of no part in this game: "The Kings , who beat the Jazz on Monday"
    names = {ctx.game.home.name, ctx.game.vis.name}
    others = [r for r in franchise_refs(ctx) if lo <= r.start < hi and names.isdisjoint(r.teams)]
    a, b = next((a, b) for a, b in clauses(ctx, ctx.doc.sentence_of[i]) if a <= i < b)
    named = {r.teams for r in others if a <= r.start < b} or {r.teams for r in others}
    if len(named) == 1 and any(r.teams not in named and not is_object(ctx.tokens, r) for r in others):
        named = set()  # another team the sentence is about: "The Kings , who beat the Jazz , ... Monday against the Suns"
    ahead = why.to_come or bool(next_game_cue(ctx, i))
    opponents = next(iter(named)) if len(named) == 1 else frozenset()
    if not (opponents or ahead):
        return None
    side = subject.side if subject is not None and subject.kind in _OWN_SUBJECTS else None
    return _Ties(opponents, ahead, side, subject is not None and subject.kind is SubjectKind.BOTH_TEAMS)


_OWN_SUBJECTS = frozenset({SubjectKind.PLAYER, SubjectKind.TEAM, SubjectKind.BENCH, SubjectKind.STARTERS})


def _next_game_days(ctx: CheckContext) -> set[int]:
    """The weekdays the next-game reader reads (and its rule verifies): not read twice."""
    return {c.at for c in claims_from(ctx, "next_game") if isinstance(c, NextWeekday)}


class _Sentence(NamedTuple):
    """What a weekday's sentence says, whichever of its weekdays is asked about."""

    names_this_day: bool  # it names this game's weekday (somewhere)
    take_on: int  # where "take(s) on" first stands in it (its end when nowhere)


def _other_game_note(ctx: CheckContext, tokens: list[str], low: list[str], i: int, sentence: _Sentence) -> _Why:
    """Why the weekday at ``i`` is another game's (:data:`_THIS_GAME` when it is this game's)."""
    block = ctx.doc.layout.block_at(i)
    if block.in_next_section:
        return _Why(f"another game: the game to come (a line under '{block.section}')", to_come=True)
    if _other_game(tokens, low, i):
        return _Why("another game: a cue of it in the weekday's clause")
    lo, hi = ctx.doc.bounds_at[i]
    # "On Tuesday , Miami will host the Suns": a weekday opening the sentence rules all of it
    opening = low[lo:i] in ([], ["on"])
    if not _this_games_contest(tokens, i) and _other_team(ctx, i, opening):
        return _Why("another game: against a team not in this one")
    if _any_cue(tokens, low, lo, hi if opening else i, SENTENCE_CUES) \
            or not _this_games_contest(tokens, i) and _any_cue(tokens, low, i, hi, LATER_CUES):
        return _Why("another game: a cue of it in the sentence")
    if _other_opponent(ctx, lo, hi):
        return _Why("another game: against a team not in this one")
    if low[i - 1:i] == ["from"]:
        return _Why("another game: a line or a result from that day")  # "his double - double from Saturday"
    if sentence.names_this_day and tokens[i] != ctx.game.weekday:
        return _Why("another game: the sentence names this game's day too")  # "took Friday 's game , ... on Saturday"
    cue = next_game_cue(ctx, i)
    if cue:
        return _Why(f"another game: the game to come ({cue})", to_come=True)
    if sentence.take_on < i:
        return _Why("another game: the game to come (take on)", to_come=True)
    event = _other_event(low, lo, i, hi)
    if event:
        return _Why(f"another day: {event}", game=False)
    return _THIS_GAME


#: Words of a sentence about something else than the play of a game: an injury, a transaction, news.
EVENT_WORDS = lexicon.words("weekday_other_events")
#: Irregular past participles after "had" ("had been", "had won", "had gone"), and the auxiliaries of the past perfect.
_PARTICIPLES = lexicon.words("weekday_participles")
_PERFECT = lexicon.words("past_perfect_auxiliaries")
#: Before a day: an earlier outing it is set against ("Despite Friday 's", "Fresh off his ... Sunday").
_EARLIER_OPENERS = lexicon.phrase_list("weekday_earlier_openers")


def _other_event(low: list[str], lo: int, i: int, hi: int) -> str:
    """Why the day at ``i`` (its sentence [lo, hi)) is another event's ("" when nothing says so):
    an injury, a transaction or news in its sentence ("which he aggravated Thursday in
    Cleveland"), the past perfect before it ("He had posted his second double - double on
    Monday"), or an earlier outing it opens ("Despite Friday 's zero - point outing")."""
    words = low[lo:hi]
    if not EVENT_WORDS.isdisjoint(words):
        return "an injury, a transaction or news in its sentence"
    if any(low[k] in _PERFECT and (low[k + 1].endswith("ed") or low[k + 1] in _PARTICIPLES) for k in range(lo, i - 1)):
        return "the past perfect: an earlier event"  # "He had posted ... on Monday", "who 'd played" (not "had 20 points")
    if lexicon.phrase_at(words, 0, _EARLIER_OPENERS):
        return "an earlier outing opens the sentence"
    return ""





def _clause_of(tokens: list[str], low: list[str], i: int) -> tuple[int, int]:
    """The clause break before the weekday at ``i`` (-1 for none) and the one after it (the text's
    end for none)."""
    lo = i - 1
    while lo >= 0 and not (low[lo] in CLAUSE_BREAKS and _breaks(tokens, low, lo)):
        lo -= 1
    hi = i + 1
    while hi < len(tokens) and not (low[hi] in CLAUSE_BREAKS and _breaks(tokens, low, hi)):
        hi += 1
    return lo, hi


def _other_game(tokens: list[str], low: list[str], i: int) -> bool:
    """True when a cue of another game stands in the weekday's clause (``low``: the tokens in lower case)."""
    lo, hi = _clause_of(tokens, low, i)
    # "after Monday 's loss" / "since Friday": the break word itself is the cue
    if lo >= 0 and low[lo] in {"after", "since", "before"}:
        return True
    if _this_games_contest(tokens, i):
        return False
    if low[max(0, i - 2):i] == ["also", "on"] or _as_well(low, i):
        return True  # "Houston plays host to the Suns , also on Saturday", "on Monday evening as well": another game that day
    before = range(lo + 1, i - 1)  # (after the day only as its possessive: "in Game 4" after it is this game)
    if any(low[k] == "game" and series_game_at(tokens, k + 1) for k in (*before, i + 2)
           if k < i or low[i + 1:i + 2] == ["'s"] and k < len(low)):
        return True  # "a pivotal Game 6 on Friday night", "Friday 's game three loss": another game of a series
    return _any_cue(tokens, low, lo + 1, i) or _any_cue(tokens, low, i + 1, hi)


_AS_WELL = ["as", "well"]


def _as_well(low: list[str], i: int) -> bool:
    """ "on Monday ( evening ) as well": one more game that day, not this one."""
    j = i + 1 + (low[i + 1:i + 2] != [] and low[i + 1] in _PARTS_OF_DAY)
    return low[j:j + 2] == _AS_WELL


def _other_team(ctx: CheckContext, i: int, opening: bool) -> bool:
    """A team of the league that is not in this game named in the weekday's clause, or before it
    in its clause as the league readers cut a sentence (at "while", "but", a relative "who"; with
    no comma between), or anywhere in a sentence the weekday opens: "the Kings , who beat the Jazz
    on Monday", "scored 20 on Friday against the Suns", "bring their best effort to Toronto for
    their second game in as many nights Saturday", "On Wednesday , they were blown out by the
    Cavaliers" (but "he of the shot against the Pistons , could n't conjure up similar heroics in
    Monday 's blowout", "beat the Nuggets on Wednesday and will host the Kings" are this game's)."""
    tokens, low = ctx.tokens, ctx.doc.lower
    if opening:
        lo, hi = ctx.doc.bounds_at[i]
    else:
        lo, _ = next((a, b) for a, b in clauses(ctx, ctx.doc.sentence_of[i]) if a <= i < b)
        hi = _clause_of(tokens, low, i)[1]
    names = {ctx.game.home.name, ctx.game.vis.name}
    return any(lo <= r.start < hi and names.isdisjoint(r.teams)
               and (opening or "," not in tokens[min(r.end, i):max(r.start, i)]) for r in franchise_refs(ctx))


def _other_opponent(ctx: CheckContext, lo: int, hi: int) -> bool:
    """The sentence names an opponent that is no team (nor player) of this game after a result word
    ("shook off a 111 - 100 loss to Dallas on Friday"): its weekday is that game's."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    if _RESULT_NOUNS.isdisjoint(low[lo:hi - 1]):
        return False  # most sentences: no result word at all
    linked = linked_positions(ctx)
    for j in range(lo, hi - 1):
        if low[j] in _RESULT_NOUNS and low[j + 1] in _AGAINST:
            k = j + 2 + (tokens[j + 2:j + 3] == ["the"])
            if k < hi and tokens[k][:1].isupper() and tokens[k].isalpha() and k not in linked \
                    and tokens[k] not in WEEKDAYS:
                return True
    return False


def _breaks(tokens: list[str], low: list[str], j: int) -> bool:
    """True when token ``j`` ends a clause ("and" inside "down - and - out" does not, nor a comma
    between the figures of a line: "coming off a 25 - point , six - assist performance Friday")."""
    if low[j] not in CLAUSE_BREAKS or low[j] == "," and joins_figures(tokens, j):
        return False
    return not (low[j] == "and" and 0 < j < len(tokens) - 1 and tokens[j - 1] == "-" == tokens[j + 1])


def _this_games_contest(tokens: list[str], i: int) -> bool:
    return (tokens[i + 1:i + 2] == ["'s"] and tokens[i + 2:i + 3] != [] and tokens[i + 2].lower() in _CONTEST
            and i > 0 and tokens[i - 1].lower() in _ENTERED
            and (tokens[i - 1].lower() != "to" or i > 1 and tokens[i - 2].lower() == "in"))


#: Cues of another game only before "off" ("coming off a loss", "came off a win on Monday").
_COMING = frozenset({"coming", "came"})


def _any_cue(tokens: list[str], low: list[str], lo: int, hi: int, cues: set[str] = OTHER_GAME_CUES) -> bool:
    """Is one of the tokens [lo, hi) a cue word (see :func:`_is_cue`)?"""
    if cues.isdisjoint(low[lo:hi]):
        return False  # most clauses: none of the words at all
    return any(_is_cue(tokens, j, cues) for j in range(lo, hi))


def _is_cue(tokens: list[str], j: int, cues: set[str] = OTHER_GAME_CUES) -> bool:
    """A cue word of another game, as a word of the sentence: not part of a name ("Madison Square
    Garden") and not the adjective of this game's teams ("the visiting Magic", "the host Mavericks")."""
    tok = tokens[j]
    if tok.lower() not in cues:
        return False
    if tok.lower() == "off" and (j + 1 >= len(tokens) or tokens[j + 1].lower() in {"the", "a", "an"}):
        return False  # "off the bench", "coming off a loss" is "coming": "off" alone is a day off
    if tok.lower() in _COMING and (tokens[j + 1:j + 2] != ["off"] or tokens[j + 2:j + 3] == ["the"]):
        return False  # "coming off a loss", "came off a win" are another game; "coming into", "coming off the bench" are not
    if j > 0 and tokens[j - 1] == "-":
        return False  # the end of a compound: "an 11 - rebound performance"
    if tok[:1].isupper() and j > 0 and tokens[j - 1] not in {".", "!", "?"}:
        return False  # capitalised inside a sentence: a name
    if tok.lower() in _ADJECTIVE_CUES and j > 0 and tokens[j - 1].lower() in {"the", "a"}:
        return False
    return True
