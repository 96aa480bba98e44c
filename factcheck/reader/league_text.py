"""Shared by the league rules: any NBA team named in a text, clauses, and the clause's subject team.

The per-game linker only knows this game's two teams; claims about the next game name a third
team, so the league's :class:`~factcheck.text.teams.TeamFinder` knows every team of the league
(from the league data itself, plus the press's short forms of the linker). A clause is the stretch of a sentence between ", while",
";" and similar breaks: "The Lakers head home ..., while the Celtics remain home ..." makes
two claims about two teams.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from boxscore import Side
from boxscore.league import League
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import COUNT_ARTICLES, parse_at
from factcheck.text.teams import TeamFinder, TeamRef, franchise_finder
from factcheck import lexicon
from factcheck.analysis.clauses import words_at
from factcheck.analysis.model import Level

#: The weekdays, capitalised as texts write them.
WEEKDAYS = frozenset(w.capitalize() for w in lexicon.words("weekdays"))
#: Words that start a new clause (the token itself belongs to neither side's claim): the sentence
#: analysis's joints of a major cut (a mark, a contrast), as written at a sentence's start too.
CLAUSE_BREAKS = words_at(Level.MAJOR) | {w.capitalize() for w in words_at(Level.MAJOR)}
PRONOUNS = {"they", "they'll"}
RELATIVES = lexicon.words("relative_joints")
_MAYBE_BREAK = {",", "and", "who", "which"}
#: After ", and": a new subject starts a new clause ("..., and the Hawks visit ...").
NEW_SUBJECT = lexicon.words("new_subject")
#: Modals and verbs that follow a new subject after a bare "and" ("and the Wolves will visit").
SUBJECT_VERBS = lexicon.words("subject_verbs")
#: Words before a team name that make it an object, not the clause's subject ("head to Boston").
OBJECT_WORDS = lexicon.words("league_text_object_words")

__all__ = ["TeamFinder", "TeamRef", "WEEKDAYS", "clauses", "cued_clauses", "finder", "franchise_refs", "game_team",
           "is_object", "joins_figures", "other_time_cue", "series_game_at", "side_of", "subject_team", "team_refs"]


@lru_cache(maxsize=4)
def finder(league: League) -> TeamFinder:
    """The league's team finder, built once per league."""
    return TeamFinder((team, league.city(team) or "") for team in league.teams)


def team_refs(ctx: CheckContext) -> list[TeamRef]:
    """Every team named in the document, found once per document for all league rules."""
    cached = ctx.__dict__.get("_league_team_refs")
    if cached is None:
        cached = ctx.__dict__["_league_team_refs"] = finder(ctx.league).find(ctx.tokens)
    return cached


def franchise_refs(ctx: CheckContext) -> list[TeamRef]:
    """Every franchise named in the document (the static table: no league data needed), found once
    (by the sentence analysis, whose subjects are teams of the league too)."""
    return ctx.analysis.sentences.franchises


def clauses(ctx: CheckContext, sentence: int) -> list[tuple[int, int]]:
    """The clauses ``[start, end)`` of a sentence, split at "while", ";", "but", and at "and"
    before a new subject (", and the Hawks ...", "and the Wolves will ..."). Cached per document."""
    cache = ctx.__dict__.setdefault("_league_clauses", {})
    if sentence not in cache:
        cache[sentence] = _clauses(ctx, sentence)
    return cache[sentence]


def _clauses(ctx: CheckContext, sentence: int) -> list[tuple[int, int]]:
    start, end = ctx.doc.sentence_bounds(sentence)
    tokens = ctx.tokens
    cuts = [start]
    for i in range(start, end):
        t = tokens[i]
        if t in CLAUSE_BREAKS or (t in _MAYBE_BREAK and _new_subject_at(tokens, i, end)):
            if i > cuts[-1]:
                cuts.append(i)
    cuts.append(end)
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if b > a]


def _new_subject_at(tokens: list[str], i: int, end: int) -> bool:
    """True at the ", and" / "and" that starts a clause with its own subject."""
    if tokens[i] == "," and tokens[i + 1:i + 2] == ["and"] and i + 2 < end:
        nxt = tokens[i + 2]
        return nxt.lower() in NEW_SUBJECT or (nxt[:1].isupper() and nxt not in WEEKDAYS)
    if tokens[i] == "," and tokens[i + 1:i + 2] == ["as"] and i + 2 < end:
        nxt = tokens[i + 2]  # ", as the Jazz will host ...", not ", as they ..."
        return nxt == "the" or (nxt[:1].isupper() and nxt not in WEEKDAYS)
    if tokens[i] in RELATIVES and tokens[i - 1:i] == [","]:
        return True  # ", who have lost two in a row": a clause about the team just named
    if tokens[i] == "and" and tokens[i - 1:i] != [","] and tokens[i + 1:i + 2] == ["the"]:
        j = i + 2
        while j < min(end, i + 6) and tokens[j][:1].isupper():
            j += 1
        return j > i + 2 and j < end and tokens[j].lower() in SUBJECT_VERBS
    return False


def is_object(tokens: list[str], ref: TeamRef) -> bool:
    """True when a team name is the object of a verb or preposition ("head to Boston", "beat the Heat")."""
    j = ref.start - 1
    if j >= 0 and tokens[j].lower() == "the":
        j -= 1
    return j >= 0 and tokens[j].lower() in OBJECT_WORDS


#: Words before a team not in this game that name it for another game or time: "after beating
#: Cleveland", "the other night against Washington", "if the Bulls defeat the 76ers", "the third -
#: best record , trailing only the historically good Warriors".
OTHER_TIME_CUES = lexicon.phrases("other_team_time_cues")
_OTHER_TIME_FIRST = frozenset(p[0] for p in OTHER_TIME_CUES)
#: Words of a sentence about a transaction: a team it names is a player's club, not an opponent.
TRANSACTIONS = lexicon.words("transactions")
_SEASONS = range(1946, 2031)
#: Cues that tell of another game only before a gerund ("after beating Cleveland"; "after the Knicks
#: cut the lead" is this game), and nouns that are verbs before a determiner ("record their first win").
_AFTER_GERUND = lexicon.words("other_team_cues_before_gerund")
_RECORDS = lexicon.words("other_team_record_nouns")
_DETERMINERS = lexicon.words("determiners") | lexicon.words("possessive_pronouns")


def other_time_cue(ctx: CheckContext, ref: TeamRef) -> str:
    """Why a team of the league named at ``ref`` is named for another game or time, not as a side of
    this one ("" when nothing says so): a cue before it in its clause ("after beating Cleveland and
    Charlotte", "coming off a 36 - point , 12 - rebound performance against the Heat"), a numbered
    game ("Game 7 of Los Angeles ' win over the Spurs"), a season or a date ("the 1995 - 96 Bulls",
    "( 2/19 against Denver )"), or a transaction in its sentence."""
    tokens, low = ctx.tokens, ctx.doc.lower
    sentence = ctx.doc.sentence_of[ref.start]
    start = next(a for a, b in clauses(ctx, sentence) if a <= ref.start < b)
    for k in range(ref.start - 1, start - 1, -1):
        w = low[k]
        if w == "," and not joins_figures(tokens, k) or w == "and" and k + 1 < ref.start - (low[ref.start - 1] == "the"):
            break  # (only a list of figures, or of teams, goes on past a comma or an "and")
        if w in _OTHER_TIME_FIRST and (phrase := lexicon.phrase_at(low, k, OTHER_TIME_CUES)) \
                and (phrase[0] not in _AFTER_GERUND or k + 1 < len(low) and low[k + 1].endswith("ing")) \
                and not (phrase[-1] in _RECORDS and _object_after(tokens, low, k + 1)):
            return " ".join(phrase)  # ("after" only before a gerund; "record their first win" is a verb)
        if w == "game" and series_game_at(tokens, k + 1):
            return f"{tokens[k]} {tokens[k + 1]}"  # a game of a series
        if w.isdigit() and int(w) in _SEASONS or _DATE.fullmatch(w):
            return tokens[k]
    s, e = ctx.doc.bounds_at[ref.start]
    return next((low[k] for k in range(s, e) if low[k] in TRANSACTIONS), "")


def _object_after(tokens: list[str], low: list[str], k: int) -> bool:
    """A noun phrase starts at ``k`` (a determiner, an article, a figure): the word before is a verb."""
    return k < len(low) and (low[k] in _DETERMINERS or low[k] in COUNT_ARTICLES or parse_at(tokens, k) is not None)


#: A series has seven games at most.
_SERIES_GAMES = range(1, 8)


def series_game_at(tokens: list[str], k: int) -> bool:
    """The number of a game of a series at ``k`` ("Game 6", "game three"; "game 87 - 81" is a score)."""
    n = parse_at(tokens, k)
    return n is not None and n.value in _SERIES_GAMES and tokens[n.end:n.end + 1] != ["-"]


def joins_figures(tokens: list[str], k: int) -> bool:
    """The comma at ``k`` joins figures of one line: "a 36 - point , 12 - rebound performance"."""
    return tokens[k - 2:k - 1] == ["-"] and parse_at(tokens, k - 3) is not None and parse_at(tokens, k + 1) is not None


_DATE = re.compile(r"\d{1,2}/\d{1,2}")


def game_team(ctx: CheckContext, ref: TeamRef) -> str | None:
    """The team of this game that ``ref`` names (None for other teams or ambiguous names)."""
    names = {ctx.game.home.name, ctx.game.vis.name}
    hit = ref.teams & names
    return next(iter(hit)) if len(hit) == 1 else None


def side_of(ctx: CheckContext, team: str) -> Side | None:
    for side in (Side.HOME, Side.VIS):
        if ctx.game.team(side).name == team:
            return side
    return None


def subject_team(ctx: CheckContext, refs: list[TeamRef], start: int, upto: int) -> tuple[str | None, TeamRef | None]:
    """The team a clause ``[start, upto)`` is about: its first team name, or "They" of the last sentence.

    Returns (team of this game, the mention) — the mention is None when resolved from a pronoun.
    """
    tokens = ctx.tokens
    first = next((i for i in range(start, upto) if tokens[i] not in {",", "and", "as"}), None)
    s0, _ = ctx.doc.bounds_at[start]
    if first is not None and tokens[first].lower() in RELATIVES:
        # ", who ...": the team named just before (its record may stand between)
        before = [r for r in team_refs(ctx) if s0 <= r.start and r.end <= first and first - r.end <= 6]
        return (game_team(ctx, before[-1]), None) if before else (None, None)
    if first is not None and tokens[first].lower() in PRONOUNS and first > s0:
        # "..., and they 'll travel to Boston": the subject of the sentence's first clause
        lead = [r for r in team_refs(ctx) if s0 <= r.start < first]
        if lead:
            return (None, None) if is_object(tokens, lead[0]) else (game_team(ctx, lead[0]), None)
    if first is None or tokens[first].lower() not in PRONOUNS:
        for ref in refs:
            if start <= ref.start < upto:
                if is_object(tokens, ref):
                    return None, None  # "The series heads to Boston": no team is the subject
                return game_team(ctx, ref), ref
        return None, None
    # "They head to Charlotte": the team the previous sentence was about
    sent = ctx.doc.sentence_of[start]
    if sent == 0:
        return None, None
    s0, e0 = ctx.doc.sentence_bounds(sent - 1)
    for m in ctx.mentions.teams:
        if s0 <= m.start < e0:
            return (ctx.game.team(m.side).name if m.side is not None else None), None
    return None, None


def cued_clauses(ctx: CheckContext, words: set[str]) -> Iterator[tuple[int, int, int, list[TeamRef]]]:
    """(sentence, start, end, team names in it) of every clause holding one of ``words``, in text
    order; none when the league is unknown (its team names are needed) or the text has none."""
    if ctx.league is None:
        return
    low = ctx.doc.lower
    if words.isdisjoint(low):
        return
    refs = team_refs(ctx)
    for sent in range(len(ctx.doc.sentence_starts)):
        for a, b in clauses(ctx, sent):
            if not words.isdisjoint(low[a:b]):
                yield sent, a, b, [r for r in refs if a <= r.start < b]
