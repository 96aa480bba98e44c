"""Starters and bench: "came off the bench", "led the second unit", "the only other starter".

A phrase that puts a player on the bench ("off the bench", "in a reserve role", "as reserves",
"led the bench / second unit / reserves", "bench - leading", "sixth man") is a WORD error when the
box score lists him as a starter; a phrase that makes him a starter ("starter", "started at", "in
his first start", "in the starting lineup", "rounded out the starting five", "member of the
starting five") is one when he came off the bench. Coordinated players ("A and B were productive
as reserves") are each held to it. The span is the role phrase; the correction is its opposite
where one fits; the comment states the role in the box score.

Who leads the bench, and team-level bench numbers, are other families' claims. A player who did
not play, a phrase about a team ("off their bench") or about nobody certain, and sentences about
a change of role ("returned to the starting lineup after coming off the bench") are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Player
from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.subjects import phrase_subjects
from factcheck.reader.words import positions
from .registry import rule

LEAD_VERBS = {"led", "paced", "leads", "paces", "leading", "pacing", "headlined", "spearheaded", "topped"}
#: Nouns for the reserves as a unit ("led the second unit", "paced the reserves").
BENCH_UNITS = (("second", "unit"), ("bench",), ("reserves",), ("bench", "unit"))
#: In the sentence of a role word: a change of role, a usual role or other games, not this game's
#: role to read simply ("was inserted into the starting lineup after coming off the bench").
ROLE_CHANGE = {"replace", "replaced", "replacing", "place", "instead", "usual", "usually", "normal",
               "normally", "regular", "former", "injured", "injury", "absence", "moved", "move", "demoted",
               "promoted", "inserted", "thrust", "return", "returned", "returning", "previous", "prior",
               "season", "career", "averaging", "averaged", "games", "will", "would", "could", "expected",
               "likely"}


@dataclass(frozen=True, slots=True)
class RoleClaim:
    """Tokens ``[start, end)`` say the subject was a starter (``starter``) or came off the bench."""

    start: int
    end: int
    starter: bool
    subject_at: int  # where the clause the phrase belongs to is read from


def _lower(tokens: list[str], i: int) -> str:
    return tokens[i].lower() if 0 <= i < len(tokens) else ""


def _word(lower: list[str], i: int) -> str:
    """The lower-case token at ``i`` ("" outside the text): :func:`_lower` on ``doc.lower``."""
    return lower[i] if 0 <= i < len(lower) else ""


#: BENCH_UNITS longest first, as lists (compared with slices of the lower-case tokens).
_UNITS_LONGEST_FIRST = [list(unit) for unit in sorted(BENCH_UNITS, key=len, reverse=True)]


def _unit_at(lower: list[str], i: int) -> int:
    """The end of a bench-unit noun starting at ``i`` (0 if none); ``lower``: the tokens in lower case."""
    for unit in _UNITS_LONGEST_FIRST:
        if lower[i:i + len(unit)] == unit:
            return i + len(unit)
    return 0


#: The words a bench or starter phrase turns on: only these tokens are looked at.
_BENCH_CUES = {"off", "bench", "reserve", "reserves", "sixth"} | LEAD_VERBS
_STARTER_CUES = {"starter", "started", "start", "starting"}


def _cues(lower: list[str], cues: set[str], at: list[int] | None) -> Iterator[tuple[int, str]]:
    """(index, lower-case word) of the tokens that are ``cues``, in order (``at``: their indices, if known)."""
    if at is not None:
        return ((i, lower[i]) for i in at)
    return ((i, w) for i, w in enumerate(lower) if w in cues)


def bench_claims(tokens: list[str], lower: list[str] | None = None, at: list[int] | None = None) -> Iterator[RoleClaim]:
    """Phrases that put their subject on the bench (``lower``: the tokens in lower case, ``at``:
    the indices of the bench cues, if known)."""
    if lower is None:
        lower = [t.lower() for t in tokens]
    for i, low in _cues(lower, _BENCH_CUES, at):
        # "off the bench" (not "off their bench": a team's reserves)
        if low == "off" and _word(lower, i + 1) == "the" and _word(lower, i + 2) == "bench":
            yield RoleClaim(i, i + 3, False, i)
        # "led the bench", "paced the second unit", "led all reserves"
        elif low in LEAD_VERBS and _word(lower, i + 1) in {"the", "all", "a"}:
            end = _unit_at(lower, i + 2)
            if end and _word(lower, end) != "'s":
                yield RoleClaim(i + 2, end, False, i)
        # "a bench - leading 22 points"
        elif low == "bench" and _word(lower, i + 1) == "-" and _word(lower, i + 2) == "leading":
            yield RoleClaim(i, i + 3, False, i)
        # "in a reserve role", "as a reserve"
        elif low == "reserve":
            if _word(lower, i + 1) == "role":
                yield RoleClaim(i, i + 2, False, i)
            elif _word(lower, i - 1) == "a" and _word(lower, i - 2) == "as":
                yield RoleClaim(i, i + 1, False, i)
        # "Trevor Ariza and Montrezl Harrell were productive as reserves"
        elif low == "reserves" and _word(lower, i - 1) == "as":
            yield RoleClaim(i, i + 1, False, i)
        # "sixth man" (not the award: "Sixth Man of the Year")
        elif low == "sixth" and _word(lower, i + 1) == "man" and tokens[i + 1] == "man" \
                and _word(lower, i + 2) != "of":
            yield RoleClaim(i, i + 2, False, i)


def starter_claims(tokens: list[str], lower: list[str] | None = None, at: list[int] | None = None) -> Iterator[RoleClaim]:
    """Phrases that make their subject a starter (``lower``: the tokens in lower case, ``at``: the
    indices of the starter cues, if known)."""
    if lower is None:
        lower = [t.lower() for t in tokens]
    for i, low in _cues(lower, _STARTER_CUES, at):
        tok = tokens[i]
        if tok == "starter" and _word(lower, i - 1) in {"other", "a", "only", "lone", "fellow"}:
            yield RoleClaim(i, i + 1, True, i)
        elif low == "started" and _word(lower, i + 1) in {"at", "alongside"}:
            yield RoleClaim(i, i + 1, True, i)
        elif low == "start" and _word(lower, i - 1) in {"first"} and _word(lower, i - 2) in {"his"}:
            yield RoleClaim(i - 2, i + 1, True, i - 2)
        elif low == "starting" and _word(lower, i + 1) == "lineup" \
                and _word(lower, i - 1) == "the" and _word(lower, i - 2) in {"in", "into", "to"}:
            yield RoleClaim(i - 1, i + 2, True, i - 2)
        # "rounded out the starting five", "the only other member of the starting five"
        elif low == "starting" and _word(lower, i + 1) == "five" and _word(lower, i - 1) == "the":
            if _word(lower, i - 2) == "out" and _word(lower, i - 3) == "rounded":
                yield RoleClaim(i, i + 2, True, i - 3)
            elif _word(lower, i - 2) in {"of", "among"} and _word(lower, i - 3) in {"member", "members"}:
                yield RoleClaim(i, i + 2, True, i - 3)


def _role_change(tokens: list[str], start: int, end: int) -> bool:
    """A role-change word in the sentence (not a name like "Will", not "season - high")."""
    if ROLE_CHANGE.isdisjoint(tokens[start:end]):
        return False  # most sentences: no such word at all
    return any(tokens[k] in ROLE_CHANGE and _lower(tokens, k + 1) != "-" for k in range(start, end))


def _role(player: Player) -> str:
    if player.starter:
        return f"{player.name} started ({player.start_position})"
    return f"{player.name} came off the bench"


def _starter_correction(tokens: list[str], claim: RoleClaim) -> str:
    first = tokens[claim.start].lower()
    return {"starter": "bench player", "started": "came off the bench"}.get(first, "")


def _bench_correction(tokens: list[str], claim: RoleClaim) -> str:
    words = [t.lower() for t in tokens[claim.start:claim.end]]
    if words == ["off", "the", "bench"]:
        return "as a starter"
    if words[:1] == ["reserve"]:
        return "starting" + (" role" if len(words) > 1 else "")
    if words[-1:] == ["leading"]:
        return ""
    if words == ["sixth", "man"]:
        return "starter"
    return "starters"


@rule("starters", "a player named a starter or a reserve against the box score's starting lineup")
def check_starters(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    claims = sorted([*bench_claims(tokens, low, positions(ctx, _BENCH_CUES)),
                     *starter_claims(tokens, low, positions(ctx, _STARTER_CUES))], key=lambda c: c.start)
    for claim in claims:
        s_start, s_end = ctx.doc.bounds_at[claim.start]
        if _role_change(tokens, s_start, s_end):
            continue
        subjects = phrase_subjects(ctx, claim.subject_at, claim.end)
        if not subjects or not all(p.played for p in subjects):
            continue
        wrong = list(dict.fromkeys(p for p in subjects if p.starter != claim.starter))
        if not wrong:
            continue
        if claim.starter:
            correction = _starter_correction(tokens, claim) if len(subjects) == 1 else ""
        else:
            correction = _bench_correction(tokens, claim)
        yield Error(claim.start, claim.end, Category.WORD, correction, "; ".join(_role(p) for p in wrong), "starters")
