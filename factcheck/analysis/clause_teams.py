"""Clause teams: the team (or player) that opens each clause, as the team readers and the judge's
team weighing read it (its tokens and form: a name, a city, "they").

A clause's subject is the name that opens it, after its joint word, the sentence's openers
("However , the Kings ...") and the words that describe a team ("the host Bulls"): a team's name,
a player's, or a word that refers to one ("they", "the hosts", "he"). A name followed by a
possessive mark ("the Hawks ' bench") is not the clause's subject, its possession is, unless it
stands for the team ("Toronto 's offense was efficient , as they shot 52 percent"). A clause
opening with "it" or "this" has a subject of its own that is no team ("but it was n't enough to
get the victory"). A relative
clause (", who shot 40 percent") is about the name right before it. A clause with no subject of
its own (", out - scoring the Hornets 33 - 21", ", including 5 - of - 22 from long range",
"to seal the win") is about the subject of the clause before it in its sentence, and a sentence
opening with one ("Despite trailing 60 - 55 at the half , the Jazz ...") about the first subject
after it. A clause whose subject is "they" is about the team its sentence named before ("the
Bucks led for the majority of the game , as they led by double digits ...").

A team narrative is then a clause with a team subject and a time frame: the readers put the
subject's tokens on their claims, so that the judge can weigh the name against what the
sentence says of the team.
"""

from __future__ import annotations

from typing import NamedTuple

import factcheck.lexicon as lexicon

from .clauses import JOINTS, POSSESSIVE_MARKS
from .components import component
from .model import Level, SentenceAnalysis

#: Words skipped at the head of a clause before its subject: openers and team descriptors.
_SKIPPED = frozenset(lexicon.words("teams_openers") | lexicon.words("team_descriptors"))
#: Pronouns opening a clause as a subject that is no team or player ("but it was n't enough").
_IMPERSONAL = lexicon.words("impersonal_subjects")
#: Nouns of a team's possession that stand for the team ("Toronto 's offense").
_TEAM_UNITS = lexicon.words("team_unit_nouns")
#: Joint words whose clause is about the name right before them.
_RELATIVE = lexicon.words("relative_joints")
#: How many words back a relative clause's name may end (", who", "( 20 - 30 ) , who").
_RELATIVE_REACH = 7


class ClauseTeam(NamedTuple):
    """A clause's subject: tokens ``[start, end)`` (of the name or of the word referring to it),
    ``kind`` "team", "player" or "other" ("it", "this": no team's), the team (``side``; a player's team), the form of the words ("city",
    "name", "full" for a team's name; "ref" for "they", "the hosts"; a player's name form), and
    whether it opens the clause asked about (``own``) or is inherited from another of its sentence."""

    start: int
    end: int
    kind: str
    side: object
    form: str
    own: bool = True


@component("clause_teams", provides=("clause_teams",), requires=("clauses", "mentions"))
def find_clause_teams(sa: SentenceAnalysis) -> None:
    """Each clause's subject is read when first asked (the mentions are indexed then, once)."""
    sa.clause_teams = {}


def _index(sa: SentenceAnalysis) -> dict[int, ClauseTeam]:
    """The names and words referring to one, by their first token."""
    at: dict[int, ClauseTeam] = {}
    mentions = sa.mentions
    if mentions is not None:
        for r in mentions.references:
            if r.kind == "team" and r.side is not None:
                at[r.start] = ClauseTeam(r.start, r.end, "team", r.side, "ref")
            elif r.player is not None:
                at[r.start] = ClauseTeam(r.start, r.end, "player", r.player.side, "ref")
        for m in mentions.players:
            if m.player is not None:
                at[m.start] = ClauseTeam(m.start, m.end, "player", m.player.side, m.kind)
        for m in mentions.teams:
            if m.side is not None:
                at[m.start] = ClauseTeam(m.start, m.end, "team", m.side, m.kind)
    sa.clause_team_at = at
    return at


def opening_subject(sa: SentenceAnalysis, start: int, end: int) -> ClauseTeam | None:
    """The subject that opens the clause ``[start, end)`` (None when it opens with none)."""
    low = sa.doc.lower
    at = sa.clause_team_at if sa.clause_team_at is not None else _index(sa)
    k = start
    if k < end and low[k] in _RELATIVE:
        return _antecedent(sa, k)
    while k < end and (low[k] in _SKIPPED or k == start and (sa.clause(k).joint is not None or low[k] in JOINTS)):
        k += 1  # (a sentence may open with a joint too: "After Oklahoma City jumped out to a 28 - 19 lead , ...")
    found = at.get(k)
    if found is None and k < end and low[k] in _IMPERSONAL:
        return ClauseTeam(k, k + 1, "other", None, "ref")  # "but it was n't enough": no team's
    if found is None or found.end > end:
        return None
    if found.end < end and low[found.end] in POSSESSIVE_MARKS:
        # "Toronto 's offense was efficient": the team itself; "the Hawks ' bench", "the Hawks ' Kyle
        # Korver": a group or a player, no team
        if found.kind != "team" or found.end + 1 >= end or low[found.end + 1] not in _TEAM_UNITS:
            return None
    return found


def _antecedent(sa: SentenceAnalysis, joint: int) -> ClauseTeam | None:
    """The name a relative clause at ``joint`` is about: the one ending right before it."""
    lo = max(sa.doc.bounds_at[joint][0], joint - _RELATIVE_REACH)
    for k in range(joint - 1, lo - 1, -1):
        for found in (sa.clause_team_at.get(j) for j in range(max(lo, k - 4), k + 1)):
            if found is not None and found.end == k + 1:
                return found
    return None


def subject_of(sa: SentenceAnalysis, i: int) -> ClauseTeam | None:
    """The subject of the clause holding token ``i``: its own, else the nearest clause's before
    it in its sentence that has one, else (a sentence opening without one) the first after it."""
    lo, hi = sa.clause_at(i, Level.CLAUSE)
    cached = sa.clause_teams.get(lo, False)
    if cached is not False:
        return cached
    found = opening_subject(sa, lo, hi)
    if found is None:
        found = _inherited(sa, lo, hi)
    elif found.form == "ref" and found.kind == "team":
        # "the Bucks led for the majority of the game , as they led by double digits": the name
        # "they" takes up in its sentence
        named = _named_before(sa, lo, found)
        if named is not None:
            found = named
    sa.clause_teams[lo] = found
    return found


def _named_before(sa: SentenceAnalysis, lo: int, ref: ClauseTeam) -> ClauseTeam | None:
    """The name of the team ``ref`` ("they") refers to, as a clause's subject before ``lo`` in its
    sentence (None when the sentence names none before it)."""
    s_start, _ = sa.doc.bounds_at[lo]
    k = lo - 1
    while k >= s_start:
        a, b = sa.clause_at(k, Level.CLAUSE)
        found = opening_subject(sa, a, b)
        if found is not None and (found.kind != "team" or found.side is not ref.side):
            return None  # another team or a player in between
        if found is not None and found.form != "ref":
            return found._replace(own=False)
        k = a - 1
    return None


def _inherited(sa: SentenceAnalysis, lo: int, hi: int) -> ClauseTeam | None:
    s_start, s_end = sa.doc.bounds_at[lo]
    k = lo - 1
    while k >= s_start:
        a, b = sa.clause_at(k, Level.CLAUSE)
        found = opening_subject(sa, a, b)
        if found is not None:
            if found.form == "ref" and found.kind == "team":
                found = _named_before(sa, a, found) or found
            return found._replace(own=False)
        k = a - 1
    k = hi
    while k < s_end:
        a, b = sa.clause_at(k, Level.CLAUSE)
        found = opening_subject(sa, a, b)
        if found is not None:
            return found._replace(own=False)
        k = b
    return None
