"""Weighing a team's name against its sentence: the written team, or the other one?

Annotators read a team's sentence as they read a player's: the name is the error when what the
sentence says of the team (its record in brackets, its result, its narrative, its margins and
quarter scores, its shooting and other totals) fits the other team better. Every team claim said
of one team mention is verified as written, and as said of the other team of the game, which
costs one more correction: the name. The cheaper reading wins, and a tie keeps what was written.
So "The Nuggets ( 15 - 32 ) were led by Devin Booker" (the record and the lead fit the Suns: three
corrections against one) is one NAME error, and "a much needed win for the Suns ( 21 - 25 )" (the
Nuggets' record, but the Suns won: two corrections either way) keeps the name and corrects the
record.

A relation's other team named in the clause ("out - scoring the Hornets 33 - 21") goes with the
reading: when the subject is read as the other team, the opponent named as that team is the
other name of the pair, and is fixed too (the pair of names was swapped, the numbers are true).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import NamedTuple

from boxscore import Side
from factcheck.analysis import Level
from factcheck.analysis.clauses import POSSESSIVE_MARKS
from factcheck.claims import Category, Claim, Fix, Frame, SameTeam, Subject, SubjectKind
from factcheck.engine.context import CheckContext
from factcheck.text.linking import TeamMention

from . import Reading, Span
from .teams import named_first, same_team_reading, told

#: ``cost(claim, subject)``: the corrections the rules make to ``claim`` said of ``subject`` (None:
#: as written).
Cost = Callable[[Claim, Subject | None], int]


class _Found(NamedTuple):
    """What :func:`team_groups` finds in one pass over a document's claims."""

    groups: dict[Span, list[Claim]]
    #: The claims with no name of their own, by id, with the name they joined.
    attached: dict[int, Span]
    #: Names that are the subject of a claim about another game.
    elsewhere: set[Span]
    #: Names a team's figures were read past as its own object ("the Nuggets held the Nuggets to"),
    #: with those figures.
    held: dict[Span, list[Claim]]
    same_team: list[SameTeam]


def _unnamed_group(claim: Claim) -> bool:
    """A claim about a group of one team's players with no name of its own ("The 76ers forged a 60 -
    43 halftime lead , with six players tallying double digits"): said of the team, it joins its name."""
    subject = claim.subject
    return subject.kind is SubjectKind.GROUP and subject.start < 0 and subject.side is not None


def team_groups(ctx: CheckContext, claims: Sequence[Claim]) -> _Found:
    """The claims about this game said of each team's name, by the name's tokens (not of "they": a
    pronoun is no name to blame; not the relations of a team to itself, which the judge weighs
    apart; not its next game or its streak, whose names the next-game and streak rules read). A
    team claim with no name of its own ("a hard - fought win" after "helping the Spurs") joins the
    one name of its team in its sentence, if there is one: every team claim of the sentence is
    weighed under that name. Also, from the same pass, what :func:`weigh_teams` needs."""
    groups: dict[Span, list[Claim]] = {}
    unnamed: list[Claim] = []
    elsewhere: set[Span] = set()
    held: dict[Span, list[Claim]] = {}
    same_team: list[SameTeam] = []
    told: set[int] = set()  # (the numbers of the team claims)
    team, group = SubjectKind.TEAM, SubjectKind.GROUP
    for claim in claims:
        subject = claim.subject
        if subject is None:
            continue
        kind = subject.kind
        if kind is team:
            number = getattr(claim, "number", None)
            if number is not None:
                told.add(number.start)
        elif kind is not group or not _unnamed_group(claim):
            continue
        if isinstance(claim, SameTeam):
            same_team.append(claim)
            continue
        held_name = getattr(claim, "object_name", None)
        if held_name is not None:
            held.setdefault((held_name.start, held_name.end), []).append(claim)
        if not claim.frame.this_game:
            if subject.start >= 0:
                elsewhere.add((subject.start, subject.end))
            continue
        if subject.side is None:
            continue
        if subject.start >= 0 and subject.form not in ("ref", ""):
            groups.setdefault((subject.start, subject.end), []).append(claim)
        elif subject.start < 0:
            unnamed.append(claim)
    attached: dict[int, Span] = {}
    for claim in unnamed:
        lo, hi = ctx.doc.bounds_at[claim.words_at]
        names = [m for m in ctx.mentions.teams_in(lo, hi) if m.side is claim.subject.side]
        if len(names) == 1 and (names[0].start, names[0].end) in groups:
            span = (names[0].start, names[0].end)
            number = getattr(claim, "number", None)
            if claim.subject.kind is SubjectKind.TEAM or number is None or number.start not in told:
                groups[span].append(claim)  # (a group's figure a team claim reads too is weighed once)
            attached[id(claim)] = span
    return _Found(groups, attached, elsewhere, held, same_team)


def opponents(ctx: CheckContext, span: Span, group: Sequence[Claim]) -> list[TeamMention]:
    """The other team's names in the clauses of the claims of the mention ``span`` ("out - scoring
    the Heat 64 - 52", "a road victory against the Pistons"): read as the other team, the mention
    would be set against itself, and each of these names would be the written team's."""
    side = group[0].subject.side.other
    sa, low = ctx.analysis.sentences, ctx.doc.lower
    clauses = {sa.clause_at(c.words_at, Level.CLAUSE) for c in group}
    return [m for lo, hi in sorted(clauses) for m in ctx.mentions.teams_in(lo, hi)
            if m.side is side and m.start != span[0] and low[m.end:m.end + 1] != [] and low[m.end] not in POSSESSIVE_MARKS]


def _knows_both(ctx: CheckContext, span: Span, against: list[TeamMention]) -> int:
    """1 when the sentence names the other team in another clause ("The Nuggets ( 21 - 25 ) came
    into this game ... and this was a much needed win for the Suns ( 21 - 25 )"), else 0: a
    sentence that knows both teams is less likely to have named one for the other than to have
    slipped in a figure, and the other reading must then spare one correction more (as a player's
    must, :data:`factcheck.engine.judge.MARGIN`)."""
    side = ctx.mentions.teams_in(*span)[0].side.other if ctx.mentions.teams_in(*span) else None
    lo, hi = ctx.doc.bounds_at[span[0]]
    skip = {m.start for m in against}
    return int(any(m.side is side and m.start not in skip for m in ctx.mentions.teams_in(lo, hi)))


def weigh_team(ctx: CheckContext, span: Span, group: Sequence[Claim], cost: Cost) -> Reading | None:
    """The reading of a team mention whose claims fit the other team more cheaply (None: as written).

    The written reading costs the corrections its claims make; the other team's costs one more,
    for the name, and one for each name of the other team the claims set it against (which would
    then be the written team's)."""
    written = group[0].subject  # (a name's own claims come first: the claims that joined it follow)
    base = sum(cost(c, None) for c in group)
    if base < 2:
        return None  # the other reading costs at least the name: one correction can never be beaten
    game = ctx.game
    other_side: Side = written.side.other
    other = Subject.of_team(other_side, written.start, written.end, form=written.form)
    against = opponents(ctx, span, group)
    renamed = 1 + len(against)
    for c in group:  # (the rules asked of the other team no further than the written reading's cost)
        if renamed >= base:
            return None
        renamed += cost(c, other)
    if renamed + _knows_both(ctx, span, against) >= base:
        return None
    team, meant = game.team(written.side), game.team(other_side)
    fix = Fix(written.start, written.end, Category.NAME, meant.name_as(written.form),
              f"what the sentence says of the {team.name} is true of the {meant.name} "
              f"({base} corrections as written, {renamed} with the names of the teams swapped)")
    also = tuple(Fix(m.start, m.end, Category.NAME, team.name_as(m.kind),
                     f"the {meant.name} played the {team.name}: the names of the two teams are swapped")
                 for m in against)
    return Reading(None, fix, group[0], side=other_side, also=also, game_only=True)


def gain(span: Span, groups: dict[Span, list[Claim]], cost: Cost) -> int:
    """How many corrections reading the mention ``span`` as the other team spares (the name not
    counted): its claims' corrections as written less theirs as the other team's."""
    group = groups.get(span, ())
    if not group:
        return 0
    written = group[0].subject  # (a name's own claims come first: the claims that joined it follow)
    other = Subject.of_team(written.side.other, written.start, written.end, form=written.form)
    return sum(cost(c, None) - cost(c, other) for c in group)


def same_team_choice(claim: SameTeam, chosen: Subject | None, groups: dict[Span, list[Claim]],
                     cost: Cost) -> Subject | None:
    """Which of the two names of one team (``claim.first`` and its subject) is the other team's:
    the one whose claims the other team's reading makes cheaper by more; on a tie, ``chosen`` (what
    the relation's words tell, :func:`factcheck.engine.readings.teams.readings`)."""
    first, second = claim.first, claim.subject
    if first.form == "ref":
        return chosen
    a = gain((first.start, first.end), groups, cost)
    b = gain((second.start, second.end), groups, cost)
    if a == b:
        return chosen
    return first if a > b else second


def _to_come(ctx: CheckContext, claim: SameTeam) -> bool:
    """Whether the relation's own clause tells of a game to come ("will look to continue their winning
    ways on the road Thursday against the [Celtics]"): its second name is the next opponent's, whatever
    the first name's claims about this game say."""
    frame = ctx.analysis.sentences.frame_of(claim.subject.start)
    return frame.frame is Frame.NEXT_GAME and frame.own


def _holder_wrong(ctx: CheckContext, claim: SameTeam, groups: dict[Span, list[Claim]], figures: Sequence[Claim],
                  cost: Cost, out: dict[Span, tuple[Reading, ...]], attached: dict[int, Span]) -> bool:
    """One team holding itself ("The Nuggets shot 48 percent , while holding the Nuggets to 43
    percent"): the binder reads the held name as the error and its figures as the other team's. The
    holder's name may be the error instead, its claims the other team's and the held figures the held
    team's own; the cheaper wins (one name either way), a tie keeps the binder's. When the holder is
    the error its reading goes to ``out``, and the held figures are read as the held name's team's.
    Weighed only where the sentence names no other team: "The Hawks held the Magic to 35 percent ,
    while also eliciting 15 turnovers from the Hawks" would set the Magic against the Magic too."""
    first, held = claim.first, claim.subject
    lo, hi = ctx.doc.bounds_at[first.start]
    if any(m.side is not first.side for m in ctx.mentions.teams_in(lo, hi)):
        return False
    group, named = groups.get((first.start, first.end), ()), groups.get((held.start, held.end), ())
    other = Subject.of_team(first.side.other, first.start, first.end, form=first.form)
    own = Subject.of_team(held.side, held.start, held.end, form=held.form)
    held_other = Subject.of_team(held.side.other, held.start, held.end, form=held.form)
    bare = [dataclasses.replace(c, object_name=None) for c in figures]  # (the held name counted once)
    as_read = sum(cost(c, None) for c in group) + sum(cost(c, None) for c in bare) \
        + sum(cost(c, held_other) for c in named)
    holder = sum(cost(c, other) for c in group) + sum(cost(c, own) for c in bare) + sum(cost(c, None) for c in named)
    if holder >= as_read:
        return False
    game = ctx.game
    fix = Fix(first.start, first.end, Category.NAME, game.team(other.side).name_as(first.form),
              f"what the sentence says of the {game.team(first.side).name} is true of the "
              f"{game.team(other.side).name}, who held the {game.team(held.side).name}")
    out[(first.start, first.end)] = (Reading(None, fix, group[0] if group else claim, side=other.side, game_only=True),)
    span = (held.start, held.end)
    out[span] = (Reading(None, None, None, side=held.side, game_only=True),)
    attached.update((id(c), span) for c in figures if c.subject.start < 0)
    return True


def weigh_teams(ctx: CheckContext, claims: Sequence[Claim], cost: Cost, out: dict[Span, tuple[Reading, ...]],
                rule_of: Callable[[Claim], str]) -> dict[int, Span]:
    """Add to ``out`` (the policies' readings, by mention) the reading of each team name no policy
    has settled: its claims as written, or as the other team's (:func:`weigh_team`); of a team named
    on both sides of a relation whose words do not tell which name is wrong ("the Nuggets held the
    Nuggets to 40 percent"), the name whose claims the other team's reading spares more
    (:func:`same_team_choice`). ``claims``: the document's claims about a team or a group of players
    (the others are no team's). ``rule_of`` names the rule a name fix is reported as. Returns the
    team claims with no name of their own read under a name of their sentence (by id)."""
    groups, attached, elsewhere, held, same_team = team_groups(ctx, claims)
    # (held: a team's figures read as the other team's where it is the object of its own name, "the
    # Nuggets held the Nuggets to 43 percent": the binder has told which name is wrong)
    decided: set[Span] = set()
    for claim in same_team:
        if claim.first.side is not claim.subject.side:
            continue
        named = claim if claim.first.form != "ref" else dataclasses.replace(claim, first=named_first(ctx, claim))
        pair = ((named.first.start, named.first.end), (claim.subject.start, claim.subject.end))
        decided.update(((claim.first.start, claim.first.end), pair[1]))  # (a name "they" takes up is weighed too)
        policy = next((s for s in pair for r in out.get(s, ()) if r.first is claim), None)
        chosen = named.first if policy == pair[0] else claim.subject if policy == pair[1] else None
        if pair[1] in held and named.first.form != "ref" \
                and _holder_wrong(ctx, named, groups, held[pair[1]], cost, out, attached):
            if policy is not None:
                out[policy] = tuple(r for r in out[policy] if r.first is not claim)
            continue
        if chosen is not None and (told(claim) or elsewhere.intersection(pair) or held.keys() & set(pair)
                                   or _to_come(ctx, claim)):
            continue  # the relation's words tell which name is wrong, or it is about another game
        wrong = same_team_choice(named, chosen, groups, cost)
        if wrong is None or wrong is chosen or wrong.form == "ref":
            continue
        if policy is not None:
            out[policy] = tuple(r for r in out[policy] if r.first is not claim)
        out[(wrong.start, wrong.end)] = (same_team_reading(ctx.game, wrong, claim),)
    for span, group in groups.items():
        found = out.get(span, ())
        if not found:
            if span not in decided:
                reading = weigh_team(ctx, span, group, cost)
                if reading is not None:
                    out[span] = (dataclasses.replace(reading, rule=rule_of(reading.first)),)
            continue
        if any(r.name is not None and r.classes and r.player is None and r.side is not None for r in found):
            # a policy found the team's figures the other team's ("The Lakers ( 45 - 13 ) shot 52 percent
            # ... and 48 percent ..."): one name is one team, every claim of the name is the other's
            out[span] = tuple(dataclasses.replace(r, classes=(), game_only=True)
                              if r.name is not None and r.classes and r.side is not None else r for r in found)
            continue
        if any(r.name is not None and not r.classes and r.player is None and r.side is not None for r in found):
            # a relation found the name the other team's ("The Bulls ... going 46 percent , while the
            # Bulls finished at 43 percent"): its figures are that team's too, not read as written
            out[span] = tuple(r for r in found if r.name is not None or not r.classes or r.side is None)
            continue
        if span in decided or any(r.name is not None for r in found):
            continue  # a policy found the name wrong, or it is one of two names of one team
        group = [c for c in group if not any(r.unsure and r.applies(c) for r in found)]
        if not group:
            continue
        reading = weigh_team(ctx, span, group, cost)
        if reading is not None:
            out[span] = (dataclasses.replace(reading, rule=rule_of(reading.first)),)
    return attached
