"""Earlier games of the season: a player's recent run, season highs, back-to-backs.

The reader (``history``) reads the claims and the player they are about; this rule checks them.

- "It was his second double - double in a row, as he's combined for 54 points and 14 rebounds
  over his last two games": no double-double in this game makes the ordinal wrong (NUMBER);
  otherwise the run and the sums are checked where the box scores of the team's previous games
  are known (RotoWire files given with ``--league``). With a game missing, a sum is still wrong
  when it is below what this game alone gives.
- "a season - high 114 points" for a team (the team whose score of this game it is): wrong (WORD)
  when the team scored more earlier in the season (schedule); for a player, when an earlier known
  box score beats it.
- "in the second half of a back - to - back" about this game: wrong (WORD) when neither team
  played the day before ("first half": the day after).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from boxscore import Player
from boxscore.league import League
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.text.numbers import ordinal_word
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.words import render
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule

STAT_NAMES = {"PTS": "points", "REB": "rebounds", "AST": "assists", "STL": "steals", "BLK": "blocks",
              "TO": "turnovers", "FG3M": "three-pointers"}
_NO_LEAGUE = League()


@legacy_rule("history", "earlier games: a player's run and sums over his last games, season highs, back-to-backs",
      needs="E", verifies=("history",))
def check_history(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league if ctx.league is not None else _NO_LEAGUE  # this game's box score still settles some
    rows: dict[tuple[str, int], list[Player | None]] = {}  # the player's lines of his last k games
    for claim in claims_from(ctx, "history"):
        item = claim.detail
        if claim.note:
            continue  # unbound, or about another game
        what = claim.attribute
        if item.player is not None and not item.player.played:
            unchecked(ctx, claim, f"{item.player.name} did not play in this game")
            continue
        if what == "run":
            found = _player_run(ctx, league, claim, rows)
        elif what in ("sum", "average"):
            found = _sum(ctx, league, claim, rows)
        elif what == "team season high":
            found = _team_season_high(ctx, league, claim) if league.has_schedule else None
        elif what == "season high":
            found = _player_season_high(ctx, league, claim)
        elif what == "point mark":
            found = _point_mark(ctx, league, claim)
        elif what == "playoff round":
            found = _playoff_round(ctx, league, claim) if league.has_schedule else None
        else:
            found = _back_to_back(ctx, league, claim) if league.has_schedule else None
        if found is None:
            unchecked(ctx, claim, "the data here do not settle it")
            continue
        errors, fact = found
        if not errors:
            verified(ctx, claim, fact)
        yield from errors


#: What one claim comes to: its errors and the fact checked against; None when the data do not settle it.
Outcome = tuple[list[Error], str] | None


def _lines(ctx: CheckContext, league: League, player: Player, k: int,
           rows: dict[tuple[str, int], list[Player | None]]) -> list[Player | None]:
    """The player's rows in the team's last ``k`` games, this one first; None where unknown."""
    key = (player.name, k)
    if key not in rows:
        rows[key] = _read_lines(ctx, league, player, k)
    return rows[key]


def _read_lines(ctx: CheckContext, league: League, player: Player, k: int) -> list[Player | None]:
    team = ctx.game.team(player.side).name
    rows: list[Player | None] = [player]
    if not league.has_schedule:  # without the schedule the team's previous game is not known
        return rows + [None] if k > 1 else rows
    for tg in reversed(league.previous_games(team, ctx.game.date, k - 1)):
        box = league.box_score(tg)
        row = None
        if box is not None:
            row = next((p for p in box.players if p.name == player.name), None)
            if row is None:
                return rows + [None]  # not on the team's sheet then (traded, injured list): unknown
        rows.append(row)
    return rows


def _player_run(ctx: CheckContext, league: League, claim: Claim, rows) -> Outcome:
    """ "his second double - double in a row": this game's line, then his run of such games."""
    item = claim.detail
    player, i, span_end, value = item.player, item.start, item.end, item.value
    actual, known = 0, True
    for row in _lines(ctx, league, player, 30, rows):
        if row is None:
            known = False
            break
        if row.double_digit_count < item.need:
            break
        actual += 1
    name = "double - double" if item.need == 2 else "triple - double"
    line = f"{player.name} had {player.PTS} points, {player.REB} rebounds and {player.AST} assists"
    if actual == 0:
        return [Error(i, span_end, Category.NUMBER, "", f"{line}: no {name} in this game", "history", claim)], line
    if not item.is_run:
        return None  # "his fifth double - double of the season": the count needs his whole season
    fact = f"{line}: his run of games with a {name} is {actual}" + ("" if known else " or more")
    if actual == value:
        return [], fact
    if known or value < actual:
        return [Error(i, span_end, Category.NUMBER, ordinal_word(actual), fact, "history", claim)], fact
    if ctx.not_checkable:  # a request to look it up, not a finding: the error names no claim
        unchecked(ctx, claim, "the box scores of his earlier games are not in the data")
        return [Error(i, span_end, Category.NOT_CHECKABLE, "", f"{line}; the box scores of his games before "
                      f"the last {actual} are not in the data", "history")], fact
    return None


def _sum(ctx: CheckContext, league: League, claim: Claim, rows) -> Outcome:
    """ "combined for 54 points" / "averaging 27 points" over his last ``k`` games."""
    item = claim.detail
    player, num, stat, k = item.player, item.number, item.stat, item.games
    average = claim.attribute == "average"
    lines = _lines(ctx, league, player, k, rows)
    complete = len(lines) == k and all(r is not None for r in lines)
    total = sum(r.stat(stat) or 0 for r in lines if r is not None)
    if complete:
        actual = round(total / k) if average else total
        ok = abs(num.value - total / k) < 1 if average else num.value == total
        what = "averaged" if average else "totalled"
        fact = f"{player.name} {what} {total / k if average else total:g} {STAT_NAMES[stat]} over his last {k} games"
        if ok:
            return [], fact
        return [Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized), fact, "history",
                      claim)], fact
    alone = f"{player.name} had {player.stat(stat)} {STAT_NAMES[stat]} in this game"
    if not average and num.value < (player.stat(stat) or 0):
        return [Error(num.start, num.end, Category.NUMBER, "", alone + " alone", "history", claim)], alone
    if ctx.not_checkable:  # a request to look it up, not a finding: the error names no claim
        unchecked(ctx, claim, "the box scores of his other games are not in the data")
        return [Error(num.start, num.end, Category.NOT_CHECKABLE, "", f"{alone}; the box scores of his other games "
                      f"of the last {k} are not in the data", "history")], alone
    return None


def _point_mark(ctx: CheckContext, league: League, claim: Claim) -> Outcome:
    """ "the first time he 's surpassed the 20 - point mark this season": he did not in this game
    when he scored fewer; nor was it the first time when an earlier known game of the season got there."""
    item = claim.detail
    player, n, i = item.player, item.number, item.start
    fact = f"{player.name} scored {player.PTS} points in this game"
    if player.PTS < n.value:
        return [Error(i, i + 1, Category.WORD, "", fact, "history", claim)], fact
    if item.first:
        earlier = [pl for pl in league.player_lines(player.name, ctx.game.date) if (pl.player.PTS or 0) >= n.value]
        if earlier:
            pl = earlier[0]
            fact = (f"{player.name} scored {pl.player.PTS} points against the "
                    f"{pl.game.team(pl.player.side.other).name} on {pl.date.isoformat()}, earlier this season")
            return [Error(i, i + 1, Category.WORD, "", fact, "history", claim)], fact
    return [], fact


def _team_season_high(ctx: CheckContext, league: League, claim: Claim) -> Outcome:
    """ "a season - high 114 points" where 114 is a team's score in this game."""
    item = claim.detail
    n, i = item.number, item.start
    teams = [t for t in ctx.game.teams if t.points == n.value]
    if len(teams) != 1:
        return None
    team = teams[0].name
    earlier = [g for g in league.previous_games(team, ctx.game.date, 200) if (g.points or 0) > n.value]
    if earlier:
        best = max(earlier, key=lambda g: g.points or 0)
        fact = f"the {team} scored {best.points} against the {best.opponent} on {best.date.isoformat()}, earlier this season"
        return [Error(i, i + 3, Category.WORD, "", fact, "history", claim)], fact
    return [], f"the {team} had not scored more than {n.value} points earlier this season"


def _player_season_high(ctx: CheckContext, league: League, claim: Claim) -> Outcome:
    """ "a new season - high in points": wrong when an earlier known box score of the season beats it."""
    item = claim.detail
    player, num, stat, i = item.player, item.number, item.stat, item.start
    if num is not None and any(t.points == num.value for t in ctx.game.teams):
        return None  # a team's score: its own claim
    value = max(player.stat(stat) or 0, num.value if num is not None else 0)  # beaten either way
    better = [pl for pl in league.player_lines(player.name, ctx.game.date) if (pl.player.stat(stat) or 0) > value]
    if better:
        best = max(better, key=lambda pl: pl.player.stat(stat) or 0)
        fact = (f"{player.name} had {value} {STAT_NAMES[stat]} in this game and "
                f"{best.player.stat(stat)} on {best.date.isoformat()}, earlier this season")
        return [Error(i, i + 3, Category.WORD, "", fact, "history", claim)], fact
    return None  # only the known box scores of his season were looked at


def _playoff_round(ctx: CheckContext, league: League, claim: Claim) -> Outcome:
    """ "a win against the Cavaliers in the first round of the playoffs" during the regular season:
    no team had played a playoff game of this season by this game's date."""
    i = claim.detail.start
    this = league.game_on(ctx.game.home.name, ctx.game.date)
    if this is None or this.playoffs:
        return None
    if any(g.playoffs for t in ctx.game.teams for g in league.previous_games(t.name, ctx.game.date, 200, inclusive=True)):
        return None
    fact = (f"this game ({ctx.game.date.isoformat()}) was a regular-season game, "
            "and neither team had played a playoff game this season")
    return [Error(i, i + 5, Category.WORD, "", fact, "history", claim)], fact


def _back_to_back(ctx: CheckContext, league: League, claim: Claim) -> Outcome:
    """ "in the second half of a back - to - back" about this game."""
    i, delta = claim.detail.start, claim.detail.delta
    day = ctx.game.date + dt.timedelta(days=delta)
    when = "the day before" if delta < 0 else "the day after"
    played = [t.name for t in ctx.game.teams if league.game_on(t.name, day)]
    if played:
        return [], f"the {played[0]} played {when} this game ({day.isoformat()})"
    fact = f"neither the {ctx.game.home.name} nor the {ctx.game.vis.name} played {when} this game ({day.isoformat()})"
    return [Error(i, i + 5, Category.WORD, "", fact, "history", claim)], fact
