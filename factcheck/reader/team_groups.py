"""Reader component ``group_points``: the points of a team's bench or starters as one total.

"The Pistons ' bench accounted for 52 points", "their bench combined for just 12 points", "the Los
Angeles starters amassed 72 points while the Sixers starters could only muster up 28 points",
"Orlando got 43 bench points to the Knicks ' 15".

The group must be a whole team's: named with the team ("the Pistons ' bench", "the Sixers
starters") or a "their" / "its" that refers to one team. Parts of a group ("the rest of the
starters", "three of their starters"), sentences about a stretch of the game or other games, and
numbers with another player, team or number between them and the group are left alone. The group
must be the subject of its clause ("led the Knicks starters with 19 points" is a player's).
The claims are :class:`~factcheck.claims.GroupPoints`, the subject the team's group.
"""

from __future__ import annotations

from factcheck.analysis.clauses import POSSESSIVE_MARKS
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Side
from factcheck.claims import GroupPoints, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from factcheck.analysis import SubjectKind

from .registry import reader
from .team_binding import CLAUSE_OPENERS, EXCLUSION_WORDS, owner, pronoun_side
from .team_phrases import opponent_counts
from .vocab import POINT_NOUNS
from .words import positions

#: Nouns of a team's group, and which group they name.
_GROUP_NOUNS = {tuple(p.split()): g for p, g in lexicon.mapping("team_group_nouns").items()}
GROUP_NOUNS = {p[0]: g for p, g in _GROUP_NOUNS.items() if len(p) == 1}
#: Two-word group nouns ("second unit", "starting five").
GROUP_NOUNS_2 = {p: g for p, g in _GROUP_NOUNS.items() if len(p) == 2}
#: Words that end the search for the group's number.
_STOPS = lexicon.words("stops")
#: Words of a sentence about a stretch of the game or other games: no game total.
_NOT_TOTAL = lexicon.words("not_total")
#: Words just before a number that make it a threshold or an estimate ("over 40 points").
_THRESHOLD = lexicon.words("threshold")


@dataclass(frozen=True)
class GroupTotal:
    """``number`` points of team ``side``'s ``group`` ("bench" or "starters")."""

    number: Number
    side: Side
    group: str


def _group_at(low: list[str], k: int) -> tuple[str, int] | None:
    """The group named at ``k`` and where its noun ends."""
    if tuple(low[k:k + 2]) in GROUP_NOUNS_2:
        return GROUP_NOUNS_2[tuple(low[k:k + 2])], k + 2  # type: ignore[index]
    if low[k] in GROUP_NOUNS:
        return GROUP_NOUNS[low[k]], k + 1
    return None


def _owner_of_group(ctx: CheckContext, k: int, lo: int) -> tuple[Side, int] | None:
    """The team whose group starts at ``k`` ("the Pistons ' bench", "their bench"), and where its phrase starts."""
    low = ctx.doc.lower
    j = k - 1
    if j >= lo and low[j] in POSSESSIVE_MARKS:
        j -= 1
    if j >= lo and low[j] in {"their", "its"}:
        side = pronoun_side(ctx, j)
        return (side, j) if side is not None else None
    team = next((m for m in ctx.mentions.teams_in(lo, k) if m.end == j + 1), None)
    if team is None or team.side is None:
        return None
    start = team.start - (low[team.start - 1:team.start] == ["the"])
    return team.side, start


def _subject_group(ctx: CheckContext, k: int) -> tuple[Side, int] | None:
    """The team whose group at ``k`` the sentence analysis finds as its clause's subject ("The
    Thunder ' struggles came from their starters . The starting five combined for only 30 points"),
    and where the group's words start."""
    subject = ctx.analysis.sentences.subject_at(k)
    if subject is None or subject.kind not in _GROUP_SUBJECTS or subject.side is None \
            or not subject.start <= k < subject.end:
        return None
    return subject.side, subject.start


_GROUP_SUBJECTS = frozenset({SubjectKind.BENCH, SubjectKind.STARTERS})
_COMBINED_FOR = [list(p) for p in lexicon.phrase_list("combined_for")]


def _number_after(ctx: CheckContext, start: int, hi: int) -> Number | None:
    """The group's "N points" within the clause after its noun (no other number, player or team between)."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for k in range(start, min(hi, start + 12)):
        if low[k] in _STOPS:
            return None
        num = ctx.doc.numbers.get(k) or (parse_at(tokens, k) if low[k][:1].isdigit() else None)
        if num is not None:
            if low[k - 1] in _THRESHOLD or ctx.mentions.players_in(start, k) or ctx.mentions.teams_in(start, k) \
                    or any(t[:1].isupper() for t in tokens[start:k]):
                return None  # "over 40 points"; "like that of Jamal Crawford 's 21 points"
            j = num.end + (low[num.end:num.end + 1] in (["total"], ["combined"]))
            if low[j:j + 1] and low[j] in POINT_NOUNS or (
                    low[k - 2:k] in _COMBINED_FOR and low[num.end:num.end + 1] in ([","], ["."])):
                return num if num.form != "article" else None
            return None
    return None


_GROUP_NOUNS = frozenset(lexicon.mapping("group_points_nouns"))
_UNIT_NOUNS = frozenset(w for w, kind in lexicon.mapping("group_points_nouns").items() if kind == "unit")


def group_points(ctx: CheckContext) -> list[GroupTotal]:
    """Every team group's points total of the document, in text order."""
    low, doc = ctx.doc.lower, ctx.doc
    out: list[GroupTotal] = []
    for k in positions(ctx, _GROUP_NOUNS):
        k0 = k - 1 if low[k] in _UNIT_NOUNS else k
        found = _group_at(low, k0) if k0 >= 0 else None
        if found is None or (k0 != k and low[k0] not in {"second", "starting"}):
            continue
        group, end = found
        lo, hi = doc.bounds_at[k0]
        if not _NOT_TOTAL.isdisjoint(low[lo:hi]):
            continue
        owned = _owner_of_group(ctx, k0, lo) or _subject_group(ctx, k0)
        if owned is None:
            continue
        side, start = owned
        if start > lo and low[start - 1] not in CLAUSE_OPENERS and low[start - 1] != "as":
            continue  # "led the Knicks starters", "the rest of their bench": no subject, or a part
        if not EXCLUSION_WORDS.isdisjoint(low[lo:start]):
            continue  # "Outside of DeRozan 's 15 points , the Raptors ' starters combined for just 23"
        num = _number_after(ctx, end, hi)
        if num is not None:
            out.append(GroupTotal(num, side, group))
    out.extend(_bench_points(ctx, out))
    return sorted(out, key=lambda g: g.number.start)


def _bench_points(ctx: CheckContext, found: list[GroupTotal]) -> Iterator[GroupTotal]:
    """"Orlando got 43 bench points", and the other team's beside it ("to the Knicks ' 15")."""
    low, doc = ctx.doc.lower, ctx.doc
    taken = {g.number.start for g in found}
    firsts = []
    for k in positions(ctx, {"bench"}):
        if k + 1 >= len(low) or low[k + 1] not in POINT_NOUNS or k == 0:
            continue
        num = doc.numbers.get(k - 1)
        if num is None or num.end != k or num.start in taken or num.form == "article":
            continue
        lo, hi = doc.bounds_at[k]
        if not _NOT_TOTAL.isdisjoint(low[lo:hi]):
            continue
        bound = owner(ctx, num.start, "PTS")
        if bound is not None:
            firsts.append((num, "BENCH", bound.side))
            yield GroupTotal(num, bound.side, "bench")
    for num, _, side in opponent_counts(ctx, firsts):
        if num.start not in taken:
            yield GroupTotal(num, side, "bench")


@reader("group_points", [GroupPoints], "a team's bench or starters' points: 'the Pistons ' bench accounted for 52 "
                                      "points'")
def read_group_points(ctx: CheckContext) -> Iterator[GroupPoints]:
    for g in group_points(ctx):
        yield GroupPoints(subject=Subject.of_group(g.group, g.side), number=g.number)
