"""Shared by the league rules: any NBA team named in a text, clauses, and the clause's subject team.

The per-game linker only knows this game's two teams; claims about the next game name a third
team, so this finder knows every team of the league (from the league data itself, plus the
press's short forms of the linker). A clause is the stretch of a sentence between ", while",
";" and similar breaks: "The Lakers head home ..., while the Celtics remain home ..." makes
two claims about two teams.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress

from boxscore import Side
from boxscore.league import League
from factcheck.engine.context import CheckContext
from factcheck.text.linking import CITY_ALIASES, TEAM_NAME_ALIASES
from factcheck.text.slots import slot_setters
from factcheck import lexicon

#: The weekdays, capitalised as texts write them.
WEEKDAYS = frozenset(w.capitalize() for w in lexicon.words("weekdays"))
#: Words that start a new clause (the token itself belongs to neither side's claim).
CLAUSE_BREAKS = lexicon.words("league_text_clause_breaks")
PRONOUNS = {"they", "they'll"}
RELATIVES = {"who", "which"}
_MAYBE_BREAK = {",", "and", "who", "which"}
#: After ", and": a new subject starts a new clause ("..., and the Hawks visit ...").
NEW_SUBJECT = lexicon.words("new_subject")
#: Modals and verbs that follow a new subject after a bare "and" ("and the Wolves will visit").
SUBJECT_VERBS = lexicon.words("subject_verbs")
#: Words before a team name that make it an object, not the clause's subject ("head to Boston").
OBJECT_WORDS = lexicon.words("league_text_object_words")


@dataclass(frozen=True, slots=True, init=False)
class TeamRef:
    """Tokens ``[start, end)`` naming NBA team(s): ``teams`` has two entries for "Los Angeles"."""

    start: int
    end: int
    teams: frozenset[str]
    kind: str  # "city", "name" or "full"

    def __init__(self, start: int, end: int, teams: frozenset[str], kind: str) -> None:
        _ref_start(self, start)  # (see factcheck.text.slots)
        _ref_end(self, end)
        _ref_teams(self, teams)
        _ref_kind(self, kind)

    @property
    def team(self) -> str | None:
        return next(iter(self.teams)) if len(self.teams) == 1 else None


_ref_start, _ref_end, _ref_teams, _ref_kind = slot_setters(TeamRef, "start", "end", "teams", "kind")


class TeamFinder:
    """Every team of a league by city, nickname or both, as token sequences."""

    def __init__(self, league: League) -> None:
        self._build((team, league.city(team) or "") for team in league.teams)

    @classmethod
    def of_teams(cls, teams: "Iterable[tuple[str, str]]") -> "TeamFinder":
        """A finder of the given (nickname, city) teams, with no league at hand."""
        finder = cls.__new__(cls)
        finder._build(teams)
        return finder

    def _build(self, teams: "Iterable[tuple[str, str]]") -> None:
        found: dict[tuple[str, ...], tuple[set[str], str]] = {}
        for team, city in teams:
            names = {team, *TEAM_NAME_ALIASES.get(team, ())}
            cities = {city, *CITY_ALIASES.get(city, ())} - {""}
            words = [(c, "city") for c in cities] + [(f"{c} {n}", "full") for c in cities for n in names] \
                + [(n, "name") for n in names]
            for phrase, kind in words:
                found.setdefault(tuple(phrase.split()), (set(), kind))[0].add(team)
        #: each name (as tokens) -> the teams it may name, frozen, and its kind
        self.patterns = {k: (frozenset(named), kind) for k, (named, kind) in found.items()}
        self.first_words = {k[0] for k in self.patterns}
        # per first word, the lengths of its names, longest first: the only lengths find tries
        lengths: dict[str, set[int]] = {}
        for k in self.patterns:
            lengths.setdefault(k[0], set()).add(len(k))
        self._lengths = {w: sorted(ns, reverse=True) for w, ns in lengths.items()}

    def find(self, tokens: list[str], start: int = 0, end: int | None = None) -> list[TeamRef]:
        """Longest team names in ``tokens[start:end]``, left to right."""
        end = len(tokens) if end is None else end
        refs: list[TeamRef] = []
        taken = start  # the first token not inside a name found
        # only the tokens that may start a name are visited (found in C, not word by word)
        lengths, patterns = self._lengths, self.patterns
        for i in compress(range(start, end), map(self.first_words.__contains__, tokens[start:end])):
            if i < taken:
                continue
            for n in lengths[tokens[i]]:
                if i + n <= end:
                    hit = patterns.get(tuple(tokens[i:i + n]))
                    if hit:
                        refs.append(TeamRef(i, i + n, *hit))
                        taken = i + n
                        break
        return refs


@lru_cache(maxsize=4)
def finder(league: League) -> TeamFinder:
    """The league's team finder, built once per league."""
    return TeamFinder(league)


def team_refs(ctx: CheckContext) -> list[TeamRef]:
    """Every team named in the document, found once per document for all league rules."""
    cached = ctx.__dict__.get("_league_team_refs")
    if cached is None:
        cached = ctx.__dict__["_league_team_refs"] = finder(ctx.league).find(ctx.tokens)
    return cached


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
