"""Reader component ``roles``: phrases that make a player a starter or put him on the bench.

A phrase that puts its subject on the bench: "off the bench", "in a reserve role", "as a
reserve", "as reserves", "led the bench / second unit / reserves", "bench - leading", "sixth man"
(not the award, "Sixth Man of the Year"). A phrase that makes him a starter: "the only other
starter", "started at", "in his first start", "in the starting lineup", "rounded out the starting
five", "member of the starting five". The subject is the player (or the coordinated players)
the clause is about (:func:`factcheck.reader.subjects.phrase_subjects`).

Each is a :class:`~factcheck.claims.Role` (attribute "starter" or "bench"; value the phrase). A
sentence about a change of role, a usual role or other games ("returned to
the starting lineup after coming off the bench", "has been averaging ...") is read with a note
and no subject; so is a phrase whose subject is not certain.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from factcheck.engine.context import CheckContext

from .registry import reader
from factcheck.claims import Role, Subject
from factcheck import lexicon
from .subjects import phrase_subject_mentions
from .words import positions

#: Verbs of "led the bench", "paced the second unit" (wider than the leader family's).
ROLE_LEAD_VERBS = lexicon.words("role_lead_verbs")
#: Nouns for the reserves as a unit ("led the second unit", "paced the reserves").
BENCH_UNITS = lexicon.phrase_list("bench_units")
#: In the sentence of a role word: a change of role, a usual role or other games, not this game's
#: role to read simply ("was inserted into the starting lineup after coming off the bench").
ROLE_CHANGE = lexicon.words("role_change")


@dataclass(frozen=True, slots=True)
class RolePhrase:
    """Tokens ``[start, end)`` say the subject was a starter (``starter``) or came off the bench."""

    start: int
    end: int
    starter: bool
    subject_at: int  # where the clause the phrase belongs to is read from


def _word(lower: list[str], i: int) -> str:
    """The lower-case token at ``i`` ("" outside the text)."""
    return lower[i] if 0 <= i < len(lower) else ""


#: BENCH_UNITS longest first, as lists (compared with slices of the lower-case tokens).
_UNITS_LONGEST_FIRST = [list(unit) for unit in sorted(BENCH_UNITS, key=len, reverse=True)]


def _unit_at(lower: list[str], i: int) -> int:
    """The end of a bench-unit noun starting at ``i`` (0 if none); ``lower``: the tokens in lower case."""
    for unit in _UNITS_LONGEST_FIRST:
        if lower[i:i + len(unit)] == unit:
            return i + len(unit)
    return 0


#: Words before "starter" or "reserve" that make it a role claim ("the only other starter", "a fellow reserve").
_ROLE_BEFORE = lexicon.words("starter_before")
#: The words a bench or starter phrase turns on: only these tokens are looked at.
_BENCH_CUES = lexicon.words("bench_cues") | ROLE_LEAD_VERBS
_STARTER_CUES = lexicon.words("starter_cues")


def bench_claims(tokens: list[str], lower: list[str], at: list[int]) -> Iterator[RolePhrase]:
    """Phrases that put their subject on the bench (``lower``: the tokens in lower case, ``at``:
    the indices of the bench cues)."""
    for i in at:
        low = lower[i]
        # "off the bench" (not "off their bench": a team's reserves)
        if low == "off" and _word(lower, i + 1) == "the" and _word(lower, i + 2) == "bench":
            yield RolePhrase(i, i + 3, False, i)
        # "led the bench", "paced the second unit", "led all reserves"
        elif low in ROLE_LEAD_VERBS and _word(lower, i + 1) in {"the", "all", "a"}:
            end = _unit_at(lower, i + 2)
            if end and _word(lower, end) != "'s":
                yield RolePhrase(i + 2, end, False, i)
        # "a bench - leading 22 points"
        elif low == "bench" and _word(lower, i + 1) == "-" and _word(lower, i + 2) == "leading":
            yield RolePhrase(i, i + 3, False, i)
        # "in a reserve role", "as a reserve"
        elif low == "reserve":
            if _word(lower, i + 1) == "role":
                yield RolePhrase(i, i + 2, False, i)
            elif _word(lower, i - 1) == "a" and _word(lower, i - 2) == "as" \
                    or tokens[i] == "reserve" and _word(lower, i - 1) in _ROLE_BEFORE:
                yield RolePhrase(i, i + 1, False, i)  # ("the only other reserve", as "the only other starter")
        # "Trevor Ariza and Montrezl Harrell were productive as reserves"
        elif low == "reserves" and _word(lower, i - 1) == "as":
            yield RolePhrase(i, i + 1, False, i)
        # "sixth man" (not the award: "Sixth Man of the Year")
        elif low == "sixth" and _word(lower, i + 1) == "man" and tokens[i + 1] == "man" \
                and _word(lower, i + 2) != "of":
            yield RolePhrase(i, i + 2, False, i)




def starter_claims(tokens: list[str], lower: list[str], at: list[int]) -> Iterator[RolePhrase]:
    """Phrases that make their subject a starter (``lower``: the tokens in lower case, ``at``: the
    indices of the starter cues)."""
    for i in at:
        low = lower[i]
        tok = tokens[i]
        if tok == "starter" and _word(lower, i - 1) in _ROLE_BEFORE:
            yield RolePhrase(i, i + 1, True, i)
        elif low == "started" and _word(lower, i + 1) in {"at", "alongside"}:
            yield RolePhrase(i, i + 1, True, i)
        elif low == "start" and _word(lower, i - 1) in {"first"} and _word(lower, i - 2) in {"his"}:
            yield RolePhrase(i - 2, i + 1, True, i - 2)
        elif low == "starting" and _word(lower, i + 1) == "lineup" \
                and _word(lower, i - 1) == "the" and _word(lower, i - 2) in {"in", "into", "to"}:
            yield RolePhrase(i - 1, i + 2, True, i - 2)
        # "rounded out the starting five", "the only other member of the starting five"
        elif low == "starting" and _word(lower, i + 1) == "five" and _word(lower, i - 1) == "the":
            if _word(lower, i - 2) == "out" and _word(lower, i - 3) == "rounded":
                yield RolePhrase(i, i + 2, True, i - 3)
            elif _word(lower, i - 2) in {"of", "among"} and _word(lower, i - 3) in {"member", "members"}:
                yield RolePhrase(i, i + 2, True, i - 3)


def _role_change(tokens: list[str], start: int, end: int) -> bool:
    """A role-change word in the sentence (not a name like "Will", not "season - high")."""
    if ROLE_CHANGE.isdisjoint(tokens[start:end]):
        return False  # most sentences: no such word at all
    return any(tokens[k] in ROLE_CHANGE and _word_at(tokens, k + 1) != "-" for k in range(start, end))


def _word_at(tokens: list[str], i: int) -> str:
    return tokens[i].lower() if 0 <= i < len(tokens) else ""


_STARTER_OPPOSITES = lexicon.mapping("starter_opposites")


def _opposite(words: list[str], starter: bool) -> str:
    """The opposite of a role phrase (``words``: its tokens in lower case), "" where none fits."""
    if starter:
        return _STARTER_OPPOSITES.get(words[0], "")
    if words == ["off", "the", "bench"]:
        return "as a starter"
    if words[:1] == ["reserve"]:
        return "starting role" if len(words) > 1 else "starter"  # ("in a reserve role"; "as a reserve")
    if words[-1:] == ["leading"]:
        return ""
    if words == ["sixth", "man"]:
        return "starter"
    return "starters"


@reader("roles", [Role], "starter or reserve: 'off the bench', 'led the second unit', 'sixth man', "
                           "'the only other starter', 'in the starting lineup'")
def read_roles(ctx: CheckContext) -> Iterator[Role]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    phrases = sorted([*bench_claims(tokens, low, positions(ctx, _BENCH_CUES)),
                      *starter_claims(tokens, low, positions(ctx, _STARTER_CUES))], key=lambda c: c.start)
    for phrase in phrases:
        words = low[phrase.start:phrase.end]
        opposite = _opposite(words, phrase.starter)
        s_start, s_end = ctx.doc.bounds_at[phrase.start]

        def role(subject=None, group=(), note=""):
            return Role(subject=subject, starter=phrase.starter, start_at=phrase.start, end_at=phrase.end,
                        words=" ".join(words), opposite=opposite, group=group, cue=(phrase.start, phrase.end),
                        note=note)

        if _role_change(tokens, s_start, s_end):
            yield role(note="a change of role, a usual role or another game")
            continue
        named = phrase_subject_mentions(ctx, phrase.subject_at, phrase.end)
        players = [m.player for m in named]
        if not players:
            yield role()
        elif len(players) == 1:  # (with its name's tokens: the judge reads it with the name's other claims)
            yield role(Subject.of_player(players[0], named[0].start, named[0].end, named[0].kind))
        else:
            yield role(Subject.of_group("players", players[0].side), tuple(players))
