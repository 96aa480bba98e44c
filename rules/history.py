"""Earlier games of the season: a player's recent run, season highs, back-to-backs."""

from __future__ import annotations

import datetime as dt

from boxscore import Game, Player
from boxscore.league import League
from factcheck.claims import (BackToBack, Category, DoubleRun, Facts, Fix, PlayerSeasonHigh, PlayoffRound, PointMark,
                              StatOverGames, TeamSeasonHigh, Verdict, correct, ordinal_word, unchecked, wrong)

from .registry import rule

#: Without league data: this game's box score still settles some claims.
_NO_LEAGUE = League()
UNSETTLED = "the data here do not settle it"


@rule("history", needs="E")
def verify_history(claim: DoubleRun | StatOverGames | TeamSeasonHigh | PlayerSeasonHigh | PointMark | PlayoffRound
                   | BackToBack, facts: Facts) -> Verdict:
    """Earlier games: a player's run and sums over his last games, season highs, back-to-backs.

    Writers tie a game to the ones before it, and generated texts copy such ties: "It was his
    second double - double in a row , as he 's combined for 54 points over his last two games",
    "a season - high 114 points", "in the second half of a back - to - back". No double-double in
    this game makes the ordinal wrong (NUMBER, no league data needed); otherwise the run and the
    sums are checked where the box scores of the team's previous games are known (RotoWire files
    given with ``--league``); with a game missing, a sum is still wrong when it is below what this
    game alone gives, and the span is one to look up (NOT_CHECKABLE, on request). A team's
    "season - high" score is wrong (WORD) when the team scored more earlier in the season
    (schedule); a player's when an earlier known box score beats it. "the first time he 's
    surpassed the 20 - point mark" is wrong (WORD) when he scored fewer, or got there earlier this
    season. A back-to-back is wrong (WORD) when neither team played the day before ("first half":
    the day after); "the first round of the playoffs" in the regular season too.

    Example (correct): Dante Albright surpassed the 20 - point mark with 26 points .
    Example (wrong): Tyrell Hagan scored 27 points , his [second double - double] in a row .
    """
    league = facts.league if facts.league is not None else _NO_LEAGUE
    player = claim.subject.player if claim.subject is not None else None
    if player is not None and not player.played:
        return unchecked(claim, f"{player.name} did not play in this game")
    if isinstance(claim, DoubleRun):
        return _player_run(claim, player, facts.game, league)
    if isinstance(claim, StatOverGames):
        return _sum(claim, player, facts.game, league)
    if isinstance(claim, PlayerSeasonHigh):
        return _player_season_high(claim, player, facts.game, league)
    if isinstance(claim, PointMark):
        return _point_mark(claim, player, facts.game, league)
    if not league.has_schedule:
        return unchecked(claim, UNSETTLED)
    if isinstance(claim, TeamSeasonHigh):
        return _team_season_high(claim, facts.game, league)
    if isinstance(claim, PlayoffRound):
        return _playoff_round(claim, facts.game, league)
    return _back_to_back(claim, facts.game, league)


def _lines(game: Game, league: League, player: Player, k: int) -> list[Player | None]:
    """The player's rows in the team's last ``k`` games, this one first; None where unknown."""
    team = game.team(player.side).name
    rows: list[Player | None] = [player]
    if not league.has_schedule:  # without the schedule the team's previous game is not known
        return rows + [None] if k > 1 else rows
    for tg in reversed(league.previous_games(team, game.date, k - 1)):
        box = league.box_score(tg)
        row = None
        if box is not None:
            row = next((p for p in box.players if p.name == player.name), None)
            if row is None:
                return rows + [None]  # not on the team's sheet then (traded, injured list): unknown
        rows.append(row)
    return rows


def _player_run(claim: DoubleRun, player: Player, game: Game, league: League) -> Verdict:
    """ "his second double - double in a row": this game's line, then his run of such games."""
    i, span_end, value = claim.start_at, claim.end_at, claim.ordinal
    actual, known = 0, True
    for row in _lines(game, league, player, 30):
        if row is None:
            known = False
            break
        if row.double_digit_count < claim.doubles:
            break
        actual += 1
    name = "double - double" if claim.doubles == 2 else "triple - double"
    line = f"{player.name} had {player.PTS} points, {player.REB} rebounds and {player.AST} assists"
    if actual == 0:
        return wrong(claim, Fix(i, span_end, Category.NUMBER, "", f"{line}: no {name} in this game"))
    if not claim.is_run:
        return unchecked(claim, UNSETTLED)  # "his fifth double - double of the season": needs his whole season
    fact = f"{line}: his run of games with a {name} is {actual}" + ("" if known else " or more")
    if actual == value:
        return correct(claim, fact)
    if known or value < actual:
        return wrong(claim, Fix(i, span_end, Category.NUMBER, ordinal_word(actual), fact))
    # a request to look it up, emitted on request only: not a finding that the claim is wrong
    return unchecked(claim, "the box scores of his earlier games are not in the data",
                     Fix(i, span_end, Category.NOT_CHECKABLE, "",
                         f"{line}; the box scores of his games before the last {actual} are not in the data"))


def _sum(claim: StatOverGames, player: Player, game: Game, league: League) -> Verdict:
    """ "combined for 54 points" / "averaging 27 points" over his last ``k`` games."""
    num, stat, k, average = claim.number, claim.stat, claim.games, claim.average
    lines = _lines(game, league, player, k)
    complete = len(lines) == k and all(r is not None for r in lines)
    total = sum(r.stat(stat) or 0 for r in lines if r is not None)
    if complete:
        actual = round(total / k) if average else total
        ok = abs(num.value - total / k) < 1 if average else num.value == total
        what = "averaged" if average else "totalled"
        fact = f"{player.name} {what} {total / k if average else total:g} {stat.noun} over his last {k} games"
        return correct(claim, fact) if ok else wrong(claim, Fix.number(num, actual, fact))
    alone = f"{player.name} had {player.stat(stat)} {stat.noun} in this game"
    if not average and num.value < (player.stat(stat) or 0):
        return wrong(claim, Fix(num.start, num.end, Category.NUMBER, "", alone + " alone"))
    return unchecked(claim, "the box scores of his other games are not in the data",
                     Fix(num.start, num.end, Category.NOT_CHECKABLE, "",
                         f"{alone}; the box scores of his other games of the last {k} are not in the data"))


def _point_mark(claim: PointMark, player: Player, game: Game, league: League) -> Verdict:
    """ "the first time he 's surpassed the 20 - point mark this season": he did not in this game
    when he scored fewer; nor was it the first time when an earlier known game of the season got there."""
    n, i = claim.number, claim.at
    fact = f"{player.name} scored {player.PTS} points in this game"
    if player.PTS < n.value:
        return wrong(claim, Fix(i, i + 1, Category.WORD, "", fact))
    if claim.first:
        earlier = [pl for pl in league.player_lines(player.name, game.date) if (pl.player.PTS or 0) >= n.value]
        if earlier:
            pl = earlier[0]
            fact = (f"{player.name} scored {pl.player.PTS} points against the "
                    f"{pl.game.team(pl.player.side.other).name} on {pl.date.isoformat()}, earlier this season")
            return wrong(claim, Fix(i, i + 1, Category.WORD, "", fact))
    return correct(claim, fact)


def _team_season_high(claim: TeamSeasonHigh, game: Game, league: League) -> Verdict:
    """ "a season - high 114 points" where 114 is a team's score in this game."""
    n, i = claim.number, claim.at
    teams = [t for t in game.teams if t.points == n.value]
    if len(teams) != 1:
        return unchecked(claim, UNSETTLED)
    team = teams[0].name
    earlier = [g for g in league.previous_games(team, game.date, 200) if (g.points or 0) > n.value]
    if earlier:
        best = max(earlier, key=lambda g: g.points or 0)
        fact = f"the {team} scored {best.points} against the {best.opponent} on {best.date.isoformat()}, earlier this season"
        return wrong(claim, Fix(i, i + 3, Category.WORD, "", fact))
    return correct(claim, f"the {team} had not scored more than {n.value} points earlier this season")


def _player_season_high(claim: PlayerSeasonHigh, player: Player, game: Game, league: League) -> Verdict:
    """ "a new season - high in points": wrong when an earlier known box score of the season beats it."""
    num, stat, i = claim.number, claim.stat, claim.at
    if num is not None and any(t.points == num.value for t in game.teams):
        return unchecked(claim, UNSETTLED)  # a team's score: its own claim
    value = max(player.stat(stat) or 0, num.value if num is not None else 0)  # beaten either way
    better = [pl for pl in league.player_lines(player.name, game.date) if (pl.player.stat(stat) or 0) > value]
    if better:
        best = max(better, key=lambda pl: pl.player.stat(stat) or 0)
        fact = (f"{player.name} had {value} {stat.noun} in this game and "
                f"{best.player.stat(stat)} on {best.date.isoformat()}, earlier this season")
        return wrong(claim, Fix(i, i + 3, Category.WORD, "", fact))
    return unchecked(claim, UNSETTLED)  # only the known box scores of his season were looked at


def _playoff_round(claim: PlayoffRound, game: Game, league: League) -> Verdict:
    """ "a win against the Cavaliers in the first round of the playoffs" during the regular season:
    no team had played a playoff game of this season by this game's date."""
    i = claim.at
    this = league.game_on(game.home.name, game.date)
    if this is None or this.playoffs:
        return unchecked(claim, UNSETTLED)
    if any(g.playoffs for t in game.teams for g in league.previous_games(t.name, game.date, 200, inclusive=True)):
        return unchecked(claim, UNSETTLED)
    fact = (f"this game ({game.date.isoformat()}) was a regular-season game, "
            "and neither team had played a playoff game this season")
    return wrong(claim, Fix(i, i + 5, Category.WORD, "", fact))


def _back_to_back(claim: BackToBack, game: Game, league: League) -> Verdict:
    """ "in the second half of a back - to - back" about this game."""
    i, delta = claim.at, 1 if claim.day_after else -1
    day = game.date + dt.timedelta(days=delta)
    when = "the day before" if delta < 0 else "the day after"
    played = [t.name for t in game.teams if league.game_on(t.name, day)]
    if played:
        return correct(claim, f"the {played[0]} played {when} this game ({day.isoformat()})")
    fact = f"neither the {game.home.name} nor the {game.vis.name} played {when} this game ({day.isoformat()})"
    return wrong(claim, Fix(i, i + 5, Category.WORD, "", fact))
