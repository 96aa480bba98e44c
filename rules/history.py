"""Earlier games of the season: a player's recent run, season highs, back-to-backs.

- "It was his second double - double in a row, as he's combined for 54 points and 14 rebounds
  over his last two games": no double-double in this game makes the ordinal wrong (NUMBER);
  otherwise the run and the sums are checked where the box scores of the team's previous games
  are known (RotoWire files given with ``--league``). With a game missing, a sum is still wrong
  when it is below what this game alone gives.
- "a season - high 114 points" for a team: wrong (WORD) when the team scored more earlier in the
  season (schedule); for a player, when an earlier known box score beats it.
- "in the second half of a back - to - back" about this game: wrong (WORD) when neither team
  played the day before ("first half": the day after).

The player is the one named in the sentence, or the only player named in the sentence before
("It was his ...", "He 's combined ..."); with several candidates nothing is said.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

from boxscore import Player
from boxscore.league import League
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import ORDINALS as _ALL_ORDINALS, Number, ordinal_word, parse_at
from factcheck.reader.frames import future_clause

from factcheck.reader.words import positions, render
from .registry import rule

#: Ordinals of a run ("his third double - double in a row"): a run of one is no run.
ORDINALS = {w: n for w, n in _ALL_ORDINALS.items() if n >= 2}

STAT_NAMES = {"PTS": "points", "REB": "rebounds", "AST": "assists", "STL": "steals", "BLK": "blocks",
              "TO": "turnovers", "FG3M": "three-pointers"}
STAT_WORDS = {"points": "PTS", "rebounds": "REB", "boards": "REB", "assists": "AST", "steals": "STL",
              "blocks": "BLK", "turnovers": "TO", "three": "FG3M", "threes": "FG3M"}
HIS = {"he", "his", "him", "he's"}
#: Words of every claim of this module (a fast exit for the other sentences).
TRIGGERS = {"double", "combined", "combining", "combine", "averaging", "high", "mark", "plateau", "barrier", "back",
            "playoffs"}
#: Words before an ordinal run that deny it: "missed his second straight double - double", "came
#: within a rebound of his second double - double".
DENIED = {"missed", "miss", "misses", "missing", "short", "shy", "within", "nearly", "almost", "near", "flirted",
          "threatened"}
SEASON_TAIL = (["on", "the", "season"], ["this", "season"], ["for", "the", "season"], ["on", "the", "year"],
               ["this", "year"], ["for", "the", "year"], ["on", "the", "campaign"])
DD = ["double", "-", "double"]
TD = ["triple", "-", "double"]


@rule("history", "earlier games: a player's run and sums over his last games, season highs, back-to-backs",
      needs="E")
def check_history(ctx: CheckContext) -> Iterator[Error]:
    league = ctx.league if ctx.league is not None else _NO_LEAGUE  # this game's box score still settles some
    doc_low = ctx.doc.lower
    found = positions(ctx, TRIGGERS)
    if not found:
        return
    # the sentences with a trigger word, in order: no other sentence holds a claim of this module
    sentence_index = ctx.doc.sentence_index
    for sent in dict.fromkeys(sentence_index(i) for i in found):
        start, end = ctx.doc.sentence_bounds(sent)
        low = doc_low[start:end]
        text = " ".join(low)
        if "double - double" in text or "combin" in text or "averaging" in text:
            player = _player(ctx, sent)
            if player is not None and player.played:
                yield from _player_run(ctx, league, player, start, end)
        if "season - high" in text:
            if league.has_schedule:
                yield from _team_season_high(ctx, league, start, end)
            player = _player(ctx, sent)
            if player is not None and player.played:
                yield from _player_season_high(ctx, league, player, start, end)
        if "- point mark" in text or "- point plateau" in text or "- point barrier" in text:
            player = _player(ctx, sent)
            if player is not None and player.played:
                yield from _point_mark(ctx, league, player, start, end)
        if "round of the playoffs" in text and league.has_schedule and not future_clause(low):
            yield from _playoff_round(ctx, league, start, end)
        if "back - to - back" in text and league.has_schedule and not future_clause(low):
            yield from _back_to_back(ctx, league, start, end)


_NO_LEAGUE = League()


def _player(ctx: CheckContext, sent: int) -> Player | None:
    """The only player named in this sentence, else the only one named in the sentences before,
    through sentences that go on about "him" ("It was his ...", "He 's combined ...")."""
    for s in range(sent, max(-1, sent - 3), -1):
        a, b = ctx.doc.sentence_bounds(s)
        found = {m.player.name: m.player for m in ctx.mentions.players_in(a, b) if m.player is not None}
        ambiguous = any(m.player is None for m in ctx.mentions.players_in(a, b))
        if len(found) == 1 and not ambiguous:
            return next(iter(found.values()))
        if found or ambiguous or (s < sent and ctx.mentions.teams_in(a, b)):
            return None
        if s < sent and not HIS & {t.lower() for t in ctx.tokens[a:b]}:
            return None  # a sentence between that is not about him
    return None


def _lines(ctx: CheckContext, league: League, player: Player, k: int) -> list[Player | None]:
    """The player's rows in the team's last ``k`` games, this one first; None where unknown."""
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


def _ordinal_run(low: list[str], at: int) -> tuple[int, int, list[str], bool] | None:
    """(value, token offset, kind, is a run) of "second double - double in a row" / "third straight
    triple - double"; "his second double - double of the season" is no run but still says this game
    was one."""
    if ORDINALS.keys().isdisjoint(low):
        return None  # most sentences: no ordinal at all
    for i, w in enumerate(low):
        if w not in ORDINALS or DENIED & set(low[max(0, i - 6):i]):
            continue
        j = i + 1
        if low[j:j + 1] in (["straight"], ["consecutive"]):
            j += 1
        kind = low[j:j + 3]
        if kind not in (DD, TD):
            continue
        is_run = j > i + 1 or low[j + 3:j + 6] == ["in", "a", "row"]
        if not is_run and low[i - 1:i] != ["his"]:
            continue
        return ORDINALS[w], at + i, kind, is_run
    return None


def _player_run(ctx: CheckContext, league: League, player: Player, start: int, end: int) -> Iterator[Error]:
    low = ctx.doc.lower[start:end]
    run = _ordinal_run(low, start)
    named = [m.start for m in ctx.mentions.players_in(start, end)]
    if run and named and min(named) > run[1]:
        run = None  # "Bennet recorded his second ... , while Budinger had 10": the name after is another's
    k = run[0] if run and run[3] else _span_games(low)
    if run:
        value, i, kind, is_run = run
        need = 2 if kind == DD else 3
        rows = _lines(ctx, league, player, 30)
        actual, known = 0, True
        for row in rows:
            if row is None:
                known = False
                break
            if row.double_digit_count < need:
                break
            actual += 1
        name = "double - double" if kind == DD else "triple - double"
        line = f"{player.name} had {player.PTS} points, {player.REB} rebounds and {player.AST} assists"
        # the span runs to the noun: annotators mark either the ordinal or "double - double"
        off = i - start
        span_end = i + next(j for j in range(len(low) - off) if low[off + j:off + j + 3] == kind) + 3
        if actual == 0:
            yield Error(i, span_end, Category.NUMBER, "", f"{line}: no {name} in this game", "history")
        elif not is_run:
            pass  # "his fifth double - double of the season": the count needs his whole season
        elif actual != value and (known or value < actual):
            yield Error(i, span_end, Category.NUMBER, ordinal_word(actual),
                        f"{line}: his run of games with a {name} is {actual}" + ("" if known else " or more"), "history")
        elif actual != value and ctx.not_checkable:
            yield Error(i, span_end, Category.NOT_CHECKABLE, "", f"{line}; the box scores of his games before "
                        f"the last {actual} are not in the data", "history")
    if not k or k < 2:
        return
    rows = _lines(ctx, league, player, k)
    yield from _sums(ctx, player, rows, k, low, start)


def _span_games(low: list[str]) -> int | None:
    """How many games "over his last two games" / "a two - game stretch" / "two ... in a row" spans."""
    if "last" not in low and "game" not in low:
        return None  # both phrases need one of these words
    for i, w in enumerate(low):
        if w == "last" and i + 2 < len(low) and low[i + 2] in {"games", "outings", "contests"}:
            n = parse_at(low, i + 1)
            return n.value if n else None
        if low[i + 1:i + 4] == ["-", "game", "stretch"] or low[i + 1:i + 4] == ["-", "game", "span"]:
            n = parse_at(low, i)
            return n.value if n else None
    return None


def _stat_claims(tokens: list[str], lo: int, hi: int) -> list[tuple[Number, str]]:
    """ "54 points and 14 rebounds" after "combined for" / "averaging": (number, stat) pairs."""
    claims = []
    i = lo
    while i < hi:
        n = parse_at(tokens, i)
        if n is None:
            if tokens[i] not in {",", "and"}:
                break
            i += 1
            continue
        stat = STAT_WORDS.get(tokens[n.end].lower()) if n.end < hi else None
        if stat is None:
            break
        claims.append((n, stat))
        i = n.end + 1
    return claims


def _sums(ctx: CheckContext, player: Player, rows: list[Player | None], k: int, low: list[str], start: int) -> Iterator[Error]:
    tokens = ctx.tokens
    complete = len(rows) == k and all(r is not None for r in rows)
    known = [r for r in rows if r is not None]
    for i, w in enumerate(low):
        if w in {"combined", "combining"} and low[i + 1:i + 2] == ["for"]:
            average, at = False, start + i + 2
        elif w == "averaging":
            average, at = True, start + i + 1
        else:
            continue
        claims = _stat_claims(tokens, at, start + len(low))
        if average and claims:
            after = claims[-1][0].end + 1 - start
            if any(low[after + d:after + d + len(t)] == t for t in SEASON_TAIL for d in (0, 1, 2)):
                continue  # "averaging 20 points on the season": the whole season (not_checkable)
        for num, stat in claims:
            total = sum(r.stat(stat) or 0 for r in known)
            if complete:
                actual = round(total / k) if average else total
                ok = abs(num.value - total / k) < 1 if average else num.value == total
                if not ok:
                    what = "averaged" if average else "totalled"
                    yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                                f"{player.name} {what} {total / k if average else total:g} {STAT_NAMES[stat]} over his last {k} games",
                                "history")
            elif not average and num.value < (player.stat(stat) or 0):
                yield Error(num.start, num.end, Category.NUMBER, "",
                            f"{player.name} had {player.stat(stat)} {STAT_NAMES[stat]} in this game alone", "history")
            elif ctx.not_checkable:
                yield Error(num.start, num.end, Category.NOT_CHECKABLE, "",
                            f"{player.name} had {player.stat(stat)} {STAT_NAMES[stat]} in this game; the box scores "
                            f"of his other games of the last {k} are not in the data", "history")


MARK_VERBS = {"surpassed", "surpasses", "topped", "tops", "eclipsed", "eclipses", "crossed", "crosses", "passed",
              "reached", "reaches", "hit", "hits", "broke", "breaks", "cracked", "cracks"}
NEGATIONS = {"n't", "not", "never", "failed", "fail", "fails", "without", "yet"}


def _point_mark(ctx: CheckContext, league: League, player: Player, start: int, end: int) -> Iterator[Error]:
    """ "the first time he 's surpassed the 20 - point mark this season": he did not in this game
    when he scored fewer; nor was it the first time when an earlier known game of the season got there."""
    low = ctx.doc.lower
    for i in range(start, end - 4):
        if low[i] not in MARK_VERBS or low[i + 1] != "the" or NEGATIONS & set(low[max(start, i - 3):i]):
            continue
        n = parse_at(ctx.tokens, i + 2)
        if n is None or low[n.end:n.end + 2] not in (["-", "point"],) or low[n.end + 2] not in {"mark", "plateau", "barrier"}:
            continue
        if player.PTS < n.value:
            yield Error(i, i + 1, Category.WORD, "", f"{player.name} scored {player.PTS} points in this game", "history")
        elif "first" in low[max(start, i - 6):i] and "season" in low[n.end + 3:n.end + 6]:
            earlier = [pl for pl in league.player_lines(player.name, ctx.game.date) if (pl.player.PTS or 0) >= n.value]
            if earlier:
                pl = earlier[0]
                yield Error(i, i + 1, Category.WORD, "", f"{player.name} scored {pl.player.PTS} points against the "
                            f"{pl.game.team(pl.player.side.other).name} on "
                            f"{pl.date.isoformat()}, earlier this season", "history")


def _team_season_high(ctx: CheckContext, league: League, start: int, end: int) -> Iterator[Error]:
    """ "a season - high 114 points" where 114 is a team's score in this game."""
    tokens = ctx.tokens
    for i in range(start, end - 2):
        if [t.lower() for t in tokens[i:i + 3]] != ["season", "-", "high"]:
            continue
        n = parse_at(tokens, i + 3) if i + 3 < end else None
        if n is None or tokens[n.end:n.end + 1] != ["points"]:
            continue
        teams = [t for t in ctx.game.teams if t.points == n.value]
        if len(teams) != 1:
            continue
        team = teams[0].name
        earlier = [g for g in league.previous_games(team, ctx.game.date, 200) if (g.points or 0) > n.value]
        if earlier:
            best = max(earlier, key=lambda g: g.points or 0)
            yield Error(i, i + 3, Category.WORD, "", f"the {team} scored {best.points} against the {best.opponent} "
                        f"on {best.date.isoformat()}, earlier this season", "history")


def _player_season_high(ctx: CheckContext, league: League, player: Player, start: int, end: int) -> Iterator[Error]:
    """ "a new season - high in points": wrong when an earlier known box score of the season beats it."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in range(start, end - 2):
        if low[i:i + 3] != ["season", "-", "high"]:
            continue
        num = parse_at(tokens, i + 3) if i + 3 < end else None
        if num is not None and any(t.points == num.value for t in ctx.game.teams):
            continue  # a team's score: _team_season_high
        stat = next((STAT_WORDS[w] for w in low[i + 3:min(end, i + 7)] if w in STAT_WORDS), None)
        if stat is None or stat == "FG3M":
            continue
        value = max(player.stat(stat) or 0, num.value if num is not None else 0)  # beaten either way
        better = [pl for pl in league.player_lines(player.name, ctx.game.date) if (pl.player.stat(stat) or 0) > value]
        if better:
            best = max(better, key=lambda pl: pl.player.stat(stat) or 0)
            yield Error(i, i + 3, Category.WORD, "", f"{player.name} had {value} {STAT_NAMES[stat]} in this game and "
                        f"{best.player.stat(stat)} on {best.date.isoformat()}, earlier this season", "history")


WEEKDAY_NAMES = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
ROUNDS = {"first", "second", "third", "conference", "opening"}


def _playoff_round(ctx: CheckContext, league: League, start: int, end: int) -> Iterator[Error]:
    """ "a win against the Cavaliers in the first round of the playoffs" during the regular season:
    no team had played a playoff game of this season by this game's date."""
    low = ctx.doc.lower
    for i in range(start, end - 4):
        if low[i] not in ROUNDS or low[i + 1:i + 5] != ["round", "of", "the", "playoffs"]:
            continue
        this = league.game_on(ctx.game.home.name, ctx.game.date)
        if this is None or this.playoffs:
            continue
        if any(g.playoffs for t in ctx.game.teams for g in league.previous_games(t.name, ctx.game.date, 200, inclusive=True)):
            continue
        yield Error(i, i + 5, Category.WORD, "", f"this game ({ctx.game.date.isoformat()}) was a regular-season game, "
                    "and neither team had played a playoff game this season", "history")


def _back_to_back(ctx: CheckContext, league: League, start: int, end: int) -> Iterator[Error]:
    """ "in the second half of a back - to - back" about this game (no cue of the next one)."""
    low = ctx.doc.lower
    for i in range(start + 4, end - 4):
        if low[i:i + 5] != ["back", "-", "to", "-", "back"]:
            continue
        half = low[i - 4:i - 2]
        if half == ["second", "half"]:
            delta = -1
        elif half == ["first", "half"]:
            delta = 1
        else:
            continue
        day_name = ctx.game.date.strftime("%A")
        if any(t in WEEKDAY_NAMES and t != day_name for t in ctx.tokens[start:end]):
            continue  # "play the second half of a back - to - back on Saturday": another game
        day = ctx.game.date + dt.timedelta(days=delta)
        if any(league.game_on(t.name, day) for t in ctx.game.teams):
            continue
        when = "the day before" if delta < 0 else "the day after"
        yield Error(i, i + 5, Category.WORD, "", f"neither the {ctx.game.home.name} nor the {ctx.game.vis.name} "
                    f"played {when} this game ({day.isoformat()})", "history")
