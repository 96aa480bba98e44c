"""Team readings: a team named where the sentence shows the other team is meant (the name is wrong).

- One team on both sides of a relation ("the Hawks defeated the Hawks"): the name the result
  contradicts is the other team's (the first when the words make it the winner and it lost, or
  the loser and it won; else the second); for a contrast of numbers ("..., while the Raptors shot
  38 percent") the name whose clause gives the other team's percentages, if only the other's.
- A team named as a player's ("the Hawks ' Kyle Korver", "Korver led the way for the Hawks")
  when he plays for the other team: the team's name is his team's, unless the numbers credited
  to him fit a player of the named team better than his own (then his name is the error: the
  player readings and player_stats find it), or he leads with a partner of the named team ("led
  by the duo of A and B").

Every claim of such a mention (its record "( 21 - 20 )", its result, its venue) is then verified
as the other team's, and the name fix is reported once, with the claim that shows it.
"""

from __future__ import annotations

from boxscore import Game, Side
from boxscore.lines import misfit_subjects
from boxscore.facts import team_fits
from boxscore.periods import period_points
from factcheck.claims import (Category, Fix, HadMore, PeriodScore, PlayerStat, PlayerTeam, RelationForm, SameTeam,
                              Subject, TeamLedBy)
from factcheck.engine.context import CheckContext

from . import ClaimsOf, Reading, Span


def readings(ctx: CheckContext, claims_of: ClaimsOf) -> dict[Span, Reading]:
    """The readings of the document's team mentions: the first claim to show a name wrong reads it."""
    claims = claims_of((SameTeam, TeamLedBy, PlayerTeam))
    if not claims:
        return {}
    game = ctx.game
    out: dict[Span, Reading] = {}
    misfits: set[int] | None = None  # computed when first needed
    scores: list[PeriodScore] | None = None
    compared: list[HadMore] = []
    for claim in claims:
        if claim.note or claim.subject is None:
            continue
        if isinstance(claim, SameTeam):
            if scores is None:
                scores = [c for c in claims_of((PeriodScore,)) if not c.note and c.outscored and c.subject is not None]
                compared = [c for c in claims_of((HadMore,)) if c.pair is not None and c.subject is not None]
            wrong = _by_the_score(ctx, claim, scores) or _by_the_figures(ctx, claim, compared) or _misnamed(claim, game)
            if wrong is claim.first:
                wrong = named_first(ctx, claim)
            if wrong is None or wrong.form == "ref":
                continue  # the numbers do not tell, or the wrong name is "they"
            out.setdefault((wrong.start, wrong.end), same_team_reading(game, wrong, claim))
            continue
        team, player = claim.subject, claim.player
        if player.side is team.side or (isinstance(claim, TeamLedBy) and
                                        any(q.side is team.side for q in claim.partners)):
            continue
        if (team.start, team.end) in out:
            continue
        if misfits is None:
            misfits = _misfits(game, claims_of((PlayerStat,)))
        if claim.player_start in misfits:
            continue  # his numbers are another player's of the named team: his name is the error
        _read(out, team, player.side, game, claim, f"{player.name} played for the {game.team(player.side).name}")
    return out


def _read(out: dict[Span, Reading], wrong: Subject, side: Side, game: Game, claim, comment: str) -> None:
    fix = Fix(wrong.start, wrong.end, Category.NAME, game.team(side).name_as(wrong.form), comment)
    out.setdefault((wrong.start, wrong.end), Reading(None, fix, claim, side))


def same_team_reading(game: Game, wrong: Subject, claim: SameTeam) -> Reading:
    """The reading of ``wrong``, one of the two names of one team in ``claim``, as the other team."""
    own, other = game.team(wrong.side), game.team(wrong.side.other)
    fix = Fix(wrong.start, wrong.end, Category.NAME, other.name_as(wrong.form),
              f"the {own.name} cannot play themselves: their opponent was the {other.name}")
    return Reading(None, fix, claim, other.side)


def told(claim: SameTeam) -> bool:
    """True when the relation's words tell which of the two names is wrong (the first the winner or
    the loser, a participle's object: annotators mark "out - scoring the [Knicks]", the percentages
    of a contrast); else, in one clause ("the Nuggets held the Nuggets to 40 percent") or a predicate of
    the subject (", and held the Nuggets to 40 percent"), the judge
    weighs the two names' claims (:func:`factcheck.engine.readings.team_weighing.same_team_choice`)."""
    return claim.form not in (RelationForm.CLAUSE, RelationForm.PREDICATE) or claim.winner_first or claim.loser_first


def named_first(ctx: CheckContext, claim: SameTeam) -> Subject:
    """The first name of ``claim``; for a "they", the name of its team it takes up before it in its
    sentence ("Chicago shot 44 percent , but they limited the Bulls to 38 percent"), if any."""
    first = claim.first
    if first.form != "ref":
        return first
    lo, _ = ctx.doc.bounds_at[first.start]
    named = [m for m in ctx.mentions.teams_in(lo, first.start) if m.side is first.side]
    if not named:
        return first
    return Subject.of_team(first.side, named[-1].start, named[-1].end, form=named[-1].kind)


def _by_the_score(ctx: CheckContext, claim: SameTeam, scores: list[PeriodScore]) -> Subject | None:
    """Which of the two names of one team the period's score after them shows wrong ("Charlotte
    turned it on in the fourth quarter , outscoring Charlotte , 28 - 20"; None when no score tells).
    The reader binds the pair by the team outscored, the second name: when the line score gives the
    pair so, the second name is right and the first is the other team; when it gives the pair the
    other way round, the second name is the other team. A first "they" stands for the name it takes
    up in the sentence ("The Warriors came out in a fury , as they outscored the Warriors 31 - 11")."""
    first, second = named_first(ctx, claim), claim.subject
    if claim.form is RelationForm.CONTRAST or first.form == "ref":
        return None
    sentence = ctx.doc.sentence_of[second.start]
    for score in scores:
        a = score.first.start
        if a < second.end or ctx.doc.sentence_of[a] != sentence \
                or any(m.start < a for m in ctx.mentions.teams_in(second.end, a)):
            continue
        game, side, quarters = ctx.game, score.subject.side, score.period
        if score.cumulative or not quarters:
            return None
        got = (score.first.value, score.second.value)
        want = (period_points(game.team(side), quarters), period_points(game.team(side.other), quarters))
        if want[0] == want[1]:
            return None
        return first if got == want else second if got == want[::-1] else None
    return None


def _by_the_figures(ctx: CheckContext, claim: SameTeam, compared: list[HadMore]) -> Subject | None:
    """Which of the two names of one team the figures of their comparison show wrong ("Sacramento
    outrebounded Sacramento 45 - 35", "The Pacers out - assisted the Pacers , 28 - 16"): the first
    figure is the subject's; when the box score gives it to the other team and the second to the
    written one, the first name is the other team; when it gives them so, the second is."""
    first, second = named_first(ctx, claim), claim.subject
    if claim.form is RelationForm.CONTRAST or first.form == "ref":
        return None
    game, side = ctx.game, first.side
    for c in compared:
        if c.subject.start not in (first.start, claim.first.start):
            continue
        a, b = c.pair
        if a.start < second.end or ctx.doc.sentence_of[a.start] != ctx.doc.sentence_of[second.start]:
            continue
        stat = c.stat.value
        as_written = team_fits(game, side, stat, a.value) and team_fits(game, side.other, stat, b.value)
        swapped = team_fits(game, side.other, stat, a.value) and team_fits(game, side, stat, b.value)
        if as_written != swapped:
            return second if as_written else first
    return None


def _misnamed(claim: SameTeam, game: Game) -> Subject | None:
    """Which of the two names of one team is the other team's (None when the sentence does not tell)."""
    first, second = claim.first, claim.subject
    if claim.form is RelationForm.LATER_PARTICIPLE:
        return second
    if claim.form is RelationForm.CONTRAST:
        own, other = game.team(first.side), game.team(first.side.other)
        for name, percents in zip((first, second), claim.percents):
            # the first name whose clause gives the other team's percentages, not its own
            if percents and all(getattr(other, stat.value.lower()) == num.value for stat, num in percents) \
                    and not all(getattr(own, stat.value.lower()) == num.value for stat, num in percents):
                return name
        return None
    winner = game.winner.side
    if claim.winner_first and first.side is not winner or claim.loser_first and first.side is winner:
        return first
    return second


def _misfits(game: Game, stats: list[PlayerStat]) -> set[int]:
    """Starts of player names whose numbers fit a player of the *other* team better than his own."""
    return misfit_subjects(game, [c for c in stats if not c.note and c.subject is not None
                                  and c.subject.player is not None])
