"""Comparison words between the two teams, settled by the line score and the team totals; matching
figures of two players; words judging a team's shooting."""

from __future__ import annotations

from boxscore import Game, Shot, Side, Stat
from boxscore.periods import period_name
from factcheck.claims import (Category, ComparisonForm, Facts, Fix, HadMore, MatchingFigures, Outscored,
                              ShootingWord, Verdict, correct, unchecked, wrong)

from .registry import rule

#: Team statistic: (Team attribute, player column).
STATS = {Stat.REB: ("rebounds", "REB"), Stat.AST: ("assists", "AST"), Stat.TO: ("turnovers", "TO"),
         Stat.FG_PCT: ("fg_pct", None), Stat.FG3_PCT: ("fg3_pct", None), Stat.FT_PCT: ("ft_pct", None)}
#: The shot type of each percentage a comparison may compare.
PERCENT_SHOTS = {Stat.FG_PCT: Shot.FG, Stat.FG3_PCT: Shot.FG3, Stat.FT_PCT: Shot.FT}
#: (poor at or below, good at or above) for field goals and threes: a "meager" share at or above
#: the good mark, or a "hot" one at or below the poor mark, is plainly wrong (the NBA's averages
#: are about 45 and 35 percent).
MARKS = {Stat.FG_PCT: (40, 50), Stat.FG3_PCT: (30, 40)}


def team_stat(game: Game, side: Side, stat: str) -> int | None:
    """A team total from the line score, or summed over the team's players when missing."""
    attr, column = STATS[stat]
    value = getattr(game.team(side), attr)
    if value is not None or column is None:
        return value
    values = [p.stat(column) for p in game.roster(side) if p.played and p.stat(column) is not None]
    return sum(values) if values else None


def _figures(game: Game, side: Side, stat: Stat) -> str:
    words = stat.noun
    a, b = team_stat(game, side, stat), team_stat(game, side.other, stat)
    shot = PERCENT_SHOTS.get(stat)
    return (f"the {game.team(side).name} had {a} {words}, the {game.team(side.other).name} {b}"
            if shot is None else f"the {game.team(side).name} shot {a} percent {shot.phrase}, "
                                 f"the {game.team(side.other).name} {b} percent")


def _pair(pair) -> tuple[int, int] | None:
    return (pair[0].value, pair[1].value) if pair is not None else None


@rule("comparisons")
def verify_comparison(claim: Outscored | HadMore | MatchingFigures | ShootingWord, facts: Facts) -> Verdict:
    """Comparison words: "outscored in the third quarter", "out - rebounded", "matching 15 - point efforts".

    Writers compare the teams the wrong way round: "outscored / out - scored the Heat in the third
    quarter" when the Heat won the quarter, "out - rebounded", "won the rebounding battle",
    "dominated the glass", "the superior shooters", "committed more turnovers", "out - assisted"
    when the other team had more. Each is settled by the line score (a period's points) and the
    team totals (from the players' sum where the line score lacks one); a wrong comparison is a WORD
    error on the comparison words, commented with both teams' figures. When the figures written
    after the words are the other team's, the subject (or the voice) is the error, and the words
    are left alone. "A and B supplied matching 15 - point efforts": the two had the same figure
    (else "matching" is a WORD error) and it is the one written (else the number is a NUMBER error).
    A word judging a percentage ("a meager 42 percent from beyond the arc", "a hot 38 percent from
    the field") is wrong only when it fits neither the written figure nor the team's real one.

    Example (correct): The Bucks outscored the Nuggets 29 - 22 in the fourth quarter and out - rebounded them .
    Example (wrong): The Nuggets [out - rebounded] the Bucks on Friday .
    """
    if not claim.frame.this_game:
        return unchecked(claim, f"about {claim.frame.value.replace('_', ' ')}, not this game")
    if isinstance(claim, Outscored):
        return _outscored(claim, facts.game)
    if isinstance(claim, HadMore):
        return _more(claim, facts.game)
    if isinstance(claim, MatchingFigures):
        return _matching(claim)
    return _shooting_word(claim, facts.game)


def _outscored(claim: Outscored, game: Game) -> Verdict:
    """"outscored X in the third quarter": the subject won that period."""
    side, quarters = claim.subject.side, claim.period
    team, other = game.team(side), game.team(side.other)
    mine = sum(team.quarters[q - 1] for q in quarters)
    theirs = sum(other.quarters[q - 1] for q in quarters)
    if mine > theirs:
        return correct(claim, f"the {team.name} scored {mine} to the {other.name}' {theirs} in the "
                              f"{period_name(quarters)}")
    if _pair(claim.pair) == (theirs, mine) and mine != theirs:
        # "the Hawks out - scored the Wizards 28 - 18" when the Wizards won it 28 - 18: the names are swapped
        return unchecked(claim, "the score written is the other team's: the names are swapped")
    state = f"scored {mine} to the {other.name}' {theirs}" if mine < theirs else f"tied {mine} - {theirs}"
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, "were outscored by" if mine < theirs else "",
                            f"the {team.name} {state} in the {period_name(quarters)}"))


def _more(claim: HadMore, game: Game) -> Verdict:
    """The subject had more of the statistic than the opponent (turnovers count as 'more' too)."""
    stat, side = claim.stat, claim.subject.side
    mine, theirs = team_stat(game, side, stat), team_stat(game, side.other, stat)
    if mine is None or theirs is None:
        return unchecked(claim, "a team total is missing from the box score")
    if mine > theirs:
        return correct(claim, _figures(game, side, stat))
    if claim.form is ComparisonForm.MORE and mine != theirs and _pair(claim.pair) == (theirs, mine):
        # "Miami has out - rebounded 43 - 37" when Miami had 37: the subject (or voice) is the error
        return unchecked(claim, "the totals written are the other team's: the subject (or the voice) is the error")
    if stat is Stat.FG_PCT and claim.percent is not None and claim.percent.value == theirs != mine:
        # "the Rockets were the superior shooters , going 58 percent": the name is the error
        return unchecked(claim, "the percentage written is the other team's: the name is the error")
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, "", _figures(game, side, stat)))


def _matching(claim: MatchingFigures) -> Verdict:
    """"A and B supplied matching 15 - point efforts": both had the same figure, the written one.
    Of "a pair of 16 - point efforts" the figure is each one's: figures that differ say nothing of
    the word."""
    stat, num, players = claim.stat, claim.number, claim.players
    values = [p.stat(stat) for p in players]
    if None in values:
        return unchecked(claim, "a figure is missing from the box score")
    line = " and ".join(f"{p.name} {v}" for p, v in zip(players, values))
    if values[0] != values[1]:
        if claim.form is ComparisonForm.MATCHING:
            return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, "",
                                    f"the figures differ: {line} {stat.noun}"))
        return unchecked(claim, f"the figures differ: {line} {stat.noun}")
    if values[0] != num.value:
        return wrong(claim, Fix.number(num, values[0], f"{line} {stat.noun}"))
    return correct(claim, f"{line} {stat.noun}")


def _shooting_word(claim: ShootingWord, game: Game) -> Verdict:
    """"a meager 42 percent from beyond the arc" / "a hot 38 percent from the field"."""
    shot, num = claim.stat, claim.number
    team = game.team(claim.subject.side)
    actual = team.fg_pct if shot is Stat.FG_PCT else team.fg3_pct
    if actual is None:
        return unchecked(claim, "the team's percentage is missing from the box score")
    poor, good = MARKS[shot]
    if claim.poor:
        is_wrong = num.value >= good and actual >= good
    else:
        is_wrong = num.value <= poor and actual <= poor
    what = "from the field" if shot is Stat.FG_PCT else "from three"
    fact = f"the {team.name} shot {actual} percent {what}"
    if not is_wrong:
        return correct(claim, fact)
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, "",
                            f"{fact} (about {45 if shot is Stat.FG_PCT else 35} is the NBA's average)"))
