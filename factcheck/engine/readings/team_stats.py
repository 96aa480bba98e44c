"""Team statistics readings: a team's clause of numbers that are the other team's is read as the
other team's (the name is wrong)."""

from __future__ import annotations

from collections.abc import Sequence

from boxscore import Game, Side
from boxscore.facts import team_fact, team_fits
from factcheck.claims import Category, Fix, TeamPercent, TeamShots, TeamStat
from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span

TeamClaim = TeamStat | TeamShots | TeamPercent
#: The claims these readings are of: a team's numbers (the name's other claims are read by other policies).
TEAM_NUMBERS = (TeamStat, TeamShots, TeamPercent)


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """The readings of the team names whose clause of numbers is the other team's.

    When a clause's numbers (two or more) all fit the other team and not the named one, and the
    sentence tells nothing else of the other team, or a sentence contrasts a team with itself ("The
    Kings shot 48 percent ..., while the Kings went 42 percent ...") and the second clause fits the
    other team at least as well, the team's name is the NAME error (one per sentence) and its
    numbers are checked against the other team. In the first case the sentence's other clauses
    about the written team are read as unsure: which team the sentence is about is open. Every
    other team name's numbers are read as written: a team's numbers are judged on their own
    figures, whatever other readings say of the name's other claims."""
    claims: list[TeamClaim] = [c for c in claims_of(TEAM_NUMBERS) if not c.note]
    groups: dict[Span, list[TeamClaim]] = {}
    for c in claims:
        if c.subject is not None and c.subject.start >= 0:
            groups.setdefault((c.subject.start, c.subject.end), []).append(c)
    if not groups:
        return {}
    game, sentence_of = ctx.game, ctx.doc.sentence_of
    out: dict[Span, Reading] = {}
    open_sentences: dict[int, Side] = {}  # sentence -> the written team whose other clauses are unsure
    done: set[int] = set()
    for span, group in sorted(groups.items()):
        s, side = sentence_of[group[0].number.start], group[0].subject.side
        if s in done or len(group) < 2:
            continue
        own = sum(not team_fits(game, side, c.stat, c.figure) for c in group)
        if own == 0:
            continue
        other = sum(not team_fits(game, side.other, c.stat, c.figure) for c in group)
        in_sentence = [c for c in claims if sentence_of[c.number.start] == s]
        contrast = any(c.subject.side is side and c.number.start < span[0] for c in in_sentence)
        opposite = any(c.subject.side is side.other for c in in_sentence)
        if (other == 0 and not opposite) or (contrast and other <= own and other < len(group)):
            out[span] = _renamed(game, span, group, side.other)
            done.add(s)
            if not contrast:
                open_sentences[s] = side
    for span, group in groups.items():
        if span in out:
            continue
        if open_sentences.get(sentence_of[group[0].number.start]) is group[0].subject.side:
            out[span] = Reading(None, classes=TEAM_NUMBERS)
        else:
            out[span] = Reading(None, side=group[0].subject.side, classes=TEAM_NUMBERS)  # as written
    return out


def _renamed(game: Game, span: Span, group: Sequence[TeamClaim], side: Side) -> Reading:
    """The reading of a team name whose numbers are ``side``'s."""
    start, end = span
    team = game.team(side)
    numbers = ", ".join(team_fact(game, side, c.stat) for c in group)
    fix = Fix(start, end, Category.NAME, team.name_as(group[0].subject.form),
              f"the numbers are the {team.name}': {numbers}")
    return Reading(None, fix, group[0], side=side, classes=TEAM_NUMBERS)
