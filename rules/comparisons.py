"""Comparison words between the two teams, settled by the line score and the team totals.

- "outscored / out - scored / outscoring the Heat ... in the third quarter": the subject scored
  more in that period (a quarter, a half, or "over the final 12 minutes");
- "out - rebounded", "won the rebounding battle", "dominated the glass / the boards",
  "rebounding was key for X": X had more rebounds;
- "the superior shooters", "shot better", "outshot": a better field-goal percentage;
- "committed more turnovers": more turnovers; "out - assisted": more assists.

- between two players: "A and B supplied matching 15 - point efforts", "matching 16 - point
  totals from A and B": the two had the same figure (else "matching" is a WORD error), and it is
  the one written (else the number is a NUMBER error).

- shooting judgements: "a meager 42 percent from beyond the arc", "a hot 38 percent from the
  field": a word for a poor (good) percentage said of one that is good (poor) for the NBA. The
  word is wrong only when it fits neither the written figure nor the team's real one (a wrong
  figure alone is the number family's error).

A wrong comparison is a WORD error on the comparison word, commented with both teams' figures.
Team totals come from the line score; when one is missing, from the sum over the players.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player, Side
from factcheck.reader.vocab import STAT_NAMES, STAT_NOUNS
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.numbers import is_digits, parse_at

from factcheck.reader.teams import (has_other_game_cue, nearest_actor, period_after, period_at, period_name, period_points,
                       sentence_of, team_after)
from factcheck.reader.words import positions, render
from .registry import rule

OUTSCORE = {"outscored", "outscoring", "outscore", "outscores"}
OUT_SPLIT = {"scored", "scoring", "score", "scores"}  # "out - scored"
#: Team statistic: (Team attribute, player column, words for the comment).
STATS = {
    "REB": ("rebounds", "REB", "rebounds"),
    "AST": ("assists", "AST", "assists"),
    "TO": ("turnovers", "TO", "turnovers"),
    "FG": ("fg_pct", None, "percent from the field"),
}
#: "out - <verb>" comparisons and the statistic they compare.
OUT_STATS = {"rebounded": "REB", "rebounding": "REB", "rebound": "REB", "assisted": "AST", "shot": "FG",
             "shooting": "FG", "outrebounded": "REB", "outrebounding": "REB", "outassisted": "AST", "outshot": "FG"}
#: Words before a comparison verb that make it passive: "were out - rebounded 52 - 38".
PASSIVE = {"was", "were", "being", "been", "got", "get", "be", "is", "are"}
HEDGES = {"tried", "try", "trying", "would", "could", "might", "not", "n't", "never", "failed", "unable"}


def team_stat(game: Game, side: Side, stat: str) -> int | None:
    """A team total from the line score, or summed over the team's players when missing."""
    attr, column, _ = STATS[stat]
    value = getattr(game.team(side), attr)
    if value is not None or column is None:
        return value
    values = [p.stat(column) for p in game.roster(side) if p.played and p.stat(column) is not None]
    return sum(values) if values else None


def _figures(game: Game, side: Side, stat: str) -> str:
    words = STATS[stat][2]
    a, b = team_stat(game, side, stat), team_stat(game, side.other, stat)
    return (f"the {game.team(side).name} had {a} {words}, the {game.team(side.other).name} {b}"
            if stat != "FG" else f"the {game.team(side).name} shot {a} percent from the field, "
                                 f"the {game.team(side.other).name} {b} percent")


@rule("comparisons", "comparison words: 'outscored in the third quarter', 'out - rebounded', 'superior shooters'")
def check_comparisons(ctx: CheckContext) -> Iterator[Error]:
    low = ctx.doc.lower
    for i in positions(ctx, _TRIGGERS):  # other words start no comparison
        s_start, s_end = sentence_of(ctx, i)
        if low[i] in OUTSCORE:
            yield from _outscored(ctx, i, i + 1)
        elif low[i] == "out" and low[i + 1:i + 2] == ["-"] and i + 2 < len(low):
            if low[i + 2] in OUT_SPLIT:
                yield from _outscored(ctx, i, i + 3)
            elif low[i + 2] in OUT_STATS:
                yield from _more(ctx, i, i + 3, OUT_STATS[low[i + 2]])
        elif low[i] in OUT_STATS and low[i].startswith("out"):
            yield from _more(ctx, i, i + 1, OUT_STATS[low[i]])
        elif _better_shooters(low, i):
            yield from _more(ctx, i, i + 1, "FG", subject_only=True)
        elif low[i] == "shot" and low[i + 1:i + 2] == ["better"] and low[i + 2:i + 3] != ["than"]:
            yield from _more(ctx, i, i + 2, "FG", subject_only=True)
        elif low[i] in {"dominated", "controlled", "owned", "won", "ruled"} and \
                (low[i + 1:i + 3] in (["the", "glass"], ["the", "boards"]) or
                 low[i + 1:i + 4] in (["the", "rebounding", "battle"], ["the", "battle", "of"])
                 and (low[i + 2] == "rebounding" or low[i + 4:i + 7] == ["the", "boards"] or
                      low[i + 4:i + 6] == ["the", "glass"])):
            yield from _more(ctx, i, i + 1, "REB", subject_only=True)
        elif low[i] == "key" and "rebounding" in low[s_start:s_end]:
            yield from _key(ctx, i)
        elif low[i] == "more" and low[i + 1:i + 2] == ["turnovers"] and i and \
                low[i - 1] in {"committed", "commit", "committing", "had"}:
            yield from _more(ctx, i, i + 1, "TO", subject_only=True)
        elif low[i] in {"matching", "identical"}:
            yield from _matching(ctx, i)
        elif low[i] == "pair" and low[i - 1:i] == ["a"] and low[i + 1:i + 2] == ["of"]:
            yield from _matching(ctx, i + 1, pair=True)
        elif low[i] in POOR_WORDS | GOOD_WORDS:
            yield from _shooting_word(ctx, i)


def _subject(ctx: CheckContext, i: int) -> Side | None:
    """The team doing the comparing; for a passive ("were out - rebounded") the other team."""
    side = nearest_actor(ctx, i, players=False)
    k = i - 1
    # skip adverbs and earlier comparisons of a list: "were out - shot , out - rebounded"
    while k > 0 and (ctx.tokens[k].lower() in {"badly", "also", "soundly", "easily", "handily", "thoroughly", ",",
                                               "and", "-", "out"} | set(OUT_STATS) | OUT_SPLIT):
        k -= 1
    if side is not None and ctx.tokens[k].lower() in PASSIVE:
        return side.other
    return side


def _quiet(ctx: CheckContext, i: int) -> bool:
    s_start, s_end = sentence_of(ctx, i)
    return has_other_game_cue(ctx.tokens, s_start, s_end) or not HEDGES.isdisjoint(ctx.doc.lower[s_start:i])


def _outscored(ctx: CheckContext, start: int, end: int) -> Iterator[Error]:
    """ "outscored X in the third quarter": the subject won that period."""
    tokens = ctx.tokens
    s_start, s_end = sentence_of(ctx, start)
    if _quiet(ctx, start):
        return
    side = _subject(ctx, start)
    if side is None:
        return
    obj = team_after(ctx, end, 2)
    if obj is not None and obj.side is not side.other or obj is None and _unknown_object(tokens, end):
        return  # the same team twice (team_names' NAME error), an ambiguous name, or another team
    quarters = _period(tokens, ctx.doc.lower, end, s_end)
    if quarters is None:
        return
    game = ctx.game
    team, other = game.team(side), game.team(side.other)
    mine, theirs = period_points(team, quarters), period_points(other, quarters)
    if mine > theirs:
        return
    if _pair_after(tokens, end, s_end) == (theirs, mine) and mine != theirs:
        return  # "the Hawks out - scored the Wizards 28 - 18" when the Wizards won it 28 - 18: the names are swapped
    state = f"scored {mine} to the {other.name}' {theirs}" if mine < theirs else f"tied {mine} - {theirs}"
    yield Error(start, end, Category.WORD, "were outscored by" if mine < theirs else "",
                f"the {team.name} {state} in the {period_name(quarters)}", "comparisons")


def _pair_after(tokens: list[str], i: int, end: int) -> tuple[int, int] | None:
    """The first "N - M" score within a few tokens after ``i``."""
    for j in range(i, min(end - 2, i + 8)):
        if is_digits(tokens[j]) and tokens[j + 1] == "-" and is_digits(tokens[j + 2]):
            return int(tokens[j]), int(tokens[j + 2])
    return None


def _unknown_object(tokens: list[str], i: int) -> bool:
    """True when a name that is not a team of this game follows ("out - rebounded Chicago")."""
    j = i + 1 if tokens[i:i + 1] == ["the"] else i
    return j < len(tokens) and tokens[j][:1].isupper()


def _period(tokens: list[str], low: list[str], i: int, end: int) -> tuple[int, ...] | None:
    """The period an outscoring claim names after it: "in the third quarter", "over the final 12
    minutes" (``low``: the tokens in lower case)."""
    for j in range(i, min(end, i + 12)):
        if low[j] in {"while", "but", "and", ";", "to", "allowing", "as"} and j > i + 1:
            break
        if low[j:j + 4] == ["over", "the", "final", "12"] and low[j + 4:j + 5] == ["minutes"]:
            return (4,)
    found = period_after(tokens, i, end, 16)
    if found is not None:
        quarters, at = found
        cuts = {"while", "but", ";", "allowing", "after", "before", "when"}
        if not any(low[j] in cuts for j in range(i + 2, at)):
            return quarters
    # "a strong first half where they out - scored ..."
    for k in range(max(0, i - 8), i - 2):
        if low[k + 2] == "where" and low[k + 1] in {"half", "quarter"} and period_at(tokens, k):
            return period_at(tokens, k)
    return None


#: Nouns after "the better shooting" that make it the team's: "had the better shooting night".
_SHOOTING_OCCASIONS = {"night", "team", "performance", "day"}


def _better_shooters(low: list[str], i: int) -> bool:
    """ "the superior / better shooters", "superior shooting", "the better shooting night"."""
    if low[i] not in {"superior", "better"} or i + 1 >= len(low):
        return False
    nxt = low[i + 1]
    return nxt == "shooters" or nxt == "shooting" and (
        low[i] == "superior" or low[i + 2:i + 3] != [] and low[i + 2] in _SHOOTING_OCCASIONS)


def _more(ctx: CheckContext, start: int, end: int, stat: str, subject_only: bool = False) -> Iterator[Error]:
    """The subject had more of ``stat`` than the opponent (fewer for nothing: turnovers count as 'more')."""
    if _quiet(ctx, start):
        return
    side = _subject(ctx, start)
    if side is None:
        return
    if not subject_only:
        obj = team_after(ctx, end, 2)
        if obj is not None and obj.side is not side.other or obj is None and _unknown_object(ctx.tokens, end):
            return
    mine, theirs = team_stat(ctx.game, side, stat), team_stat(ctx.game, side.other, stat)
    if mine is None or theirs is None or mine > theirs:
        return
    _, s_end = sentence_of(ctx, start)
    if mine != theirs and _pair_after(ctx.tokens, end, s_end) == (theirs, mine):
        return  # "Miami has out - rebounded 43 - 37" when Miami had 37: the subject (or voice) is the error
    if stat == "FG" and _percent_given(ctx, start) == theirs != mine:
        return  # "the Rockets were the superior shooters , going 58 percent": the name is the error
    yield Error(start, end, Category.WORD, "", _figures(ctx.game, side, stat), "comparisons")


def _percent_given(ctx: CheckContext, i: int) -> int | None:
    """The field-goal percentage the sentence of ``i`` gives after it ("going 58 percent from the field")."""
    tokens = ctx.tokens
    _, s_end = sentence_of(ctx, i)
    for j in range(i, min(s_end, i + 12)):
        if is_digits(tokens[j]) and tokens[j + 1:j + 2] == ["percent"]:
            return int(tokens[j])
    return None


def _key(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "Rebounding was key for the Jazz" / "The key for Memphis was the rebounding"."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i + 1:i + 2] != ["for"] or _quiet(ctx, i):
        return
    if not (low[i - 2:i] == ["rebounding", "was"] or "rebounding" in low[i + 2:i + 8]):
        return
    team = team_after(ctx, i + 2, 2)
    if team is None or team.side is None:
        return
    mine, theirs = team_stat(ctx.game, team.side, "REB"), team_stat(ctx.game, team.side.other, "REB")
    if mine is None or theirs is None or mine > theirs:
        return
    yield Error(i, i + 1, Category.WORD, "", _figures(ctx.game, team.side, "REB"), "comparisons")


#: Nouns of a player's line after "matching N - point": "efforts", "performances", ...
EFFORT_NOUNS = {"efforts", "performances", "outings", "totals", "nights", "games", "showings", "lines", "days",
                "tallies", "hauls", "contributions", "displays", "outputs"}


def _pair_of_players(ctx: CheckContext, i: int, after: int, max_gap: int = 4) -> list[Player] | None:
    """The two players of "A and B <verb> matching ..." or "matching ... from A and B"."""
    tokens = ctx.tokens
    s_start, s_end = sentence_of(ctx, i)
    mentions = ctx.mentions.players
    by_start = {m.start: m for m in mentions}
    if tokens[after:after + 1] == ["from"] and after + 1 in by_start:
        a = by_start[after + 1]
        if tokens[a.end:a.end + 1] == ["and"] and a.end + 1 in by_start:
            pair = [a, by_start[a.end + 1]]
        else:
            return None
    else:
        before = [m for m in mentions if s_start <= m.start and m.end <= i]
        if len(before) != 2 or before[0].start != s_start and tokens[before[0].start - 1] not in {",", "while"}:
            return None
        if tokens[before[0].end:before[1].start] != ["and"] or i - before[1].end > max_gap:
            return None  # "A and B were next with matching ...": a verb of up to four words
        pair = before
    players = [m.player for m in pair]
    if any(p is None or not p.played for p in players) or players[0] is players[1]:
        return None
    return players


def _matching(ctx: CheckContext, i: int, pair: bool = False) -> Iterator[Error]:
    """ "A and B supplied matching 15 - point efforts": both had the same figure, the written one.
    With ``pair`` ("A and B paced the bench with a pair of 16 - point efforts", ``i`` at "of"),
    the figure is each one's; figures that differ say nothing of the word."""
    tokens = ctx.tokens
    num = parse_at(tokens, i + 1)
    if num is None or tokens[num.end:num.end + 1] != ["-"] or num.end + 2 >= len(tokens):
        return
    stat = STAT_NOUNS.get(tokens[num.end + 1].lower())
    if stat is None or stat == "MIN" or tokens[num.end + 2].lower() not in EFFORT_NOUNS:
        return
    players = _pair_of_players(ctx, i - 2 if pair else i, num.end + 3, 7 if pair else 4)
    if players is None:
        return
    values = [p.stat(stat) for p in players]
    if None in values:
        return
    name = STAT_NAMES.get(stat, stat)
    line = " and ".join(f"{p.name} {v}" for p, v in zip(players, values))
    if values[0] != values[1]:
        if not pair:
            yield Error(i, i + 1, Category.WORD, "", f"the figures differ: {line} {name}", "comparisons")
    elif values[0] != num.value:
        yield Error(num.start, num.end, Category.NUMBER, render(num, values[0], ctx.tokenized),
                    f"{line} {name}", "comparisons")


#: Words judging a shooting percentage as poor or as good.
POOR_WORDS = {"meager", "meagre", "paltry", "dismal", "poor", "measly", "mere", "abysmal", "woeful", "lowly"}
GOOD_WORDS = {"hot", "scorching", "blistering", "sizzling", "torrid", "stellar"}
#: First words of every comparison :func:`check_comparisons` reads.
_TRIGGERS = frozenset({*OUTSCORE, "out", *(w for w in OUT_STATS if w.startswith("out")), "superior", "shot",
                       "dominated", "controlled", "owned", "won", "ruled", "key", "more", "matching", "identical", "pair", "better",
                       *POOR_WORDS, *GOOD_WORDS})
#: Places of a shot after "N percent from": field goals or three-pointers.
FG_PLACES = (["the", "field"], ["the", "floor"])
THREE_PLACES = (["beyond", "the", "arc"], ["behind", "the", "arc"], ["deep"], ["three"], ["downtown"],
                ["long", "range"], ["the", "three", "-", "point", "line"], ["three", "-", "point", "range"],
                ["the", "perimeter"], ["distance"], ["outside"])
#: (poor at or below, good at or above) for field goals and threes: a "meager" share at or above
#: the good mark, or a "hot" one at or below the poor mark, is plainly wrong (the NBA's averages
#: are about 45 and 35 percent).
MARKS = {"FG": (40, 50), "FG3": (30, 40)}


def _shot_type(low: list[str], k: int) -> str | None:
    """"from the field" -> "FG", "from beyond the arc" -> "FG3" (``k`` at the word after "from")."""
    if any(low[k:k + len(p)] == p for p in FG_PLACES):
        return "FG"
    if any(low[k:k + len(p)] == p for p in THREE_PLACES):
        return "FG3"
    return None


def _shooting_word(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "a meager 42 percent from beyond the arc" / "a hot 38 percent from the field"."""
    tokens = ctx.tokens
    low = [t.lower() for t in tokens[i:i + 10]]
    num = parse_at(tokens, i + 1)
    if num is None or num.form != "digits" or tokens[num.end:num.end + 2] != ["percent", "from"]:
        return
    shot = _shot_type(low, num.end + 2 - i)
    if shot is None or _quiet(ctx, i):
        return
    side = nearest_actor(ctx, i, players=False)
    if side is None:
        return
    team = ctx.game.team(side)
    actual = team.fg_pct if shot == "FG" else team.fg3_pct
    if actual is None:
        return
    poor, good = MARKS[shot]
    if low[0] in POOR_WORDS:
        wrong = num.value >= good and actual >= good
    else:
        wrong = num.value <= poor and actual <= poor
    if not wrong:
        return
    what = "from the field" if shot == "FG" else "from three"
    yield Error(i, i + 1, Category.WORD, "",
                f"the {team.name} shot {actual} percent {what} (about {45 if shot == 'FG' else 35} is the NBA's "
                f"average)", "comparisons")
