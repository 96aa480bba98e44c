"""Reader component ``team_comparisons``: comparison words between the two teams, and between two
players.

- "outscored / out - scored the Heat ... in the third quarter" (form "outscored", attribute "PTS",
  ``Claim.period`` the quarters): the subject scored more in that period;
- "out - rebounded", "out - assisted", "outshot", "the superior shooters", "shot better",
  "dominated the glass", "committed more turnovers" (form "more", attribute the statistic: REB,
  AST, FG, TO); "rebounding was key for X" (form "key", REB);
- "A and B supplied matching 15 - point efforts", "a pair of 16 - point efforts from A and B"
  (form "matching" / "pair", attribute the statistic; the subject the pair);
- "a meager 42 percent from beyond the arc", "a hot 38 percent from the field" (form
  "shooting_word", attribute FG or FG3): a word judging a team's percentage.

Each is a ``comparison`` claim. The subject team is the clause's actor ("were out - rebounded":
the other team); a sentence about another game or hedged ("tried to", "not") is read with frame
``OTHER_GAME``; an object that is not the other team of this game, an outscoring with no period,
or an actor not certain are read with a ``note``. ``detail`` is a :class:`Comparison`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Player, Side
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, is_digits, parse_at

from .registry import reader
from .schema import Claim, Frame, Subject, Value
from .teams import other_game_cue, nearest_actor, period_after, period_at, sentence_of, team_after
from .vocab import STAT_NOUNS
from .words import positions

OUTSCORE = {"outscored", "outscoring", "outscore", "outscores"}
OUT_SPLIT = {"scored", "scoring", "score", "scores"}  # "out - scored"
#: "out - <verb>" comparisons and the statistic they compare.
OUT_STATS = {"rebounded": "REB", "rebounding": "REB", "rebound": "REB", "assisted": "AST", "shot": "FG",
             "shooting": "FG", "outrebounded": "REB", "outrebounding": "REB", "outassisted": "AST", "outshot": "FG"}
#: Words before a comparison verb that make it passive: "were out - rebounded 52 - 38".
PASSIVE = {"was", "were", "being", "been", "got", "get", "be", "is", "are"}
HEDGES = {"tried", "try", "trying", "would", "could", "might", "not", "n't", "never", "failed", "unable"}
#: Nouns of a player's line after "matching N - point": "efforts", "performances", ...
EFFORT_NOUNS = {"efforts", "performances", "outings", "totals", "nights", "games", "showings", "lines", "days",
                "tallies", "hauls", "contributions", "displays", "outputs"}
#: Words judging a shooting percentage as poor or as good.
POOR_WORDS = {"meager", "meagre", "paltry", "dismal", "poor", "measly", "mere", "abysmal", "woeful", "lowly"}
GOOD_WORDS = {"hot", "scorching", "blistering", "sizzling", "torrid", "stellar"}
#: First words of every comparison read here.
_TRIGGERS = frozenset({*OUTSCORE, "out", *(w for w in OUT_STATS if w.startswith("out")), "superior", "shot",
                       "dominated", "controlled", "owned", "won", "ruled", "key", "more", "matching", "identical",
                       "pair", "better", *POOR_WORDS, *GOOD_WORDS})
#: Places of a shot after "N percent from": field goals or three-pointers.
FG_PLACES = (["the", "field"], ["the", "floor"])
THREE_PLACES = (["beyond", "the", "arc"], ["behind", "the", "arc"], ["deep"], ["three"], ["downtown"],
                ["long", "range"], ["the", "three", "-", "point", "line"], ["three", "-", "point", "range"],
                ["the", "perimeter"], ["distance"], ["outside"])
#: Nouns after "the better shooting" that make it the team's: "had the better shooting night".
_SHOOTING_OCCASIONS = {"night", "team", "performance", "day"}
_QUIET = "another game, or a hedge ('tried to', 'not')"


class Comparison(NamedTuple):
    """A comparison read: its form, the comparison word's span, the side it is about, and what the
    verifier weighs beside the box score."""

    form: str                           # "outscored", "more", "key", "matching", "pair", "shooting_word"
    start: int                          # the comparison word(s)
    end: int
    side: Side | None = None            # the team said to have more (the actor of the clause)
    pair: tuple[int, int] | None = None  # the first "N - M" after the word (a score or totals)
    percent: int | None = None          # "more" of FG: the percentage the sentence gives after it
    number: Number | None = None        # "matching" / "pair": the figure; "shooting_word": the percentage
    players: tuple[Player, ...] = ()    # "matching" / "pair": the two players
    poor: bool = False                  # "shooting_word": a word for a poor percentage


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
    return other_game_cue(ctx, s_start, s_end) or not HEDGES.isdisjoint(ctx.doc.lower[s_start:i])


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


def _other_object(ctx: CheckContext, side: Side, end: int) -> bool:
    """The same team twice (team_names' NAME error), an ambiguous name, or another team as object."""
    obj = team_after(ctx, end, 2)
    return obj is not None and obj.side is not side.other or obj is None and _unknown_object(ctx.tokens, end)


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


def _percent_given(ctx: CheckContext, i: int) -> int | None:
    """The field-goal percentage the sentence of ``i`` gives after it ("going 58 percent from the field")."""
    tokens = ctx.tokens
    _, s_end = sentence_of(ctx, i)
    for j in range(i, min(s_end, i + 12)):
        if is_digits(tokens[j]) and tokens[j + 1:j + 2] == ["percent"]:
            return int(tokens[j])
    return None


def _claim(ctx: CheckContext, attribute: str, read: Comparison, value: Value | None = None,
           frame: Frame = Frame.GAME, note: str = "", period: tuple[int, ...] = ()) -> Claim:
    if value is None:
        value = Value("word", read.start, read.end, word=ctx.doc.span_text(read.start, read.end))
    subject = Subject.of_team(read.side) if read.side is not None else None
    if read.players:
        subject = Subject.of_group("pair", read.players[0].side)
    if subject is None and not note:
        note = "ambiguous binding: the team the words are about is not certain"
    return Claim("comparison", attribute, subject, value, frame, period, cue=(read.start, read.end), note=note,
                 detail=read)


def _outscored(ctx: CheckContext, start: int, end: int) -> Claim:
    """"outscored X in the third quarter": the subject won that period."""
    tokens = ctx.tokens
    read = Comparison("outscored", start, end)
    if _quiet(ctx, start):
        return _claim(ctx, "PTS", read, frame=Frame.OTHER_GAME, note=_QUIET)
    side = _subject(ctx, start)
    if side is None:
        return _claim(ctx, "PTS", read)
    read = read._replace(side=side)
    if _other_object(ctx, side, end):
        return _claim(ctx, "PTS", read, note="the object is not the other team of this game")
    _, s_end = sentence_of(ctx, start)
    quarters = _period(tokens, ctx.doc.lower, end, s_end)
    if quarters is None:
        return _claim(ctx, "PTS", read, note="no period named")
    return _claim(ctx, "PTS", read._replace(pair=_pair_after(tokens, end, s_end)), frame=Frame.PERIOD,
                  period=quarters)


def _more(ctx: CheckContext, start: int, end: int, stat: str, subject_only: bool = False, form: str = "more") -> Claim:
    """The subject had more of ``stat`` than the opponent (turnovers count as 'more' too)."""
    read = Comparison(form, start, end)
    if _quiet(ctx, start):
        return _claim(ctx, stat, read, frame=Frame.OTHER_GAME, note=_QUIET)
    side = _subject(ctx, start)
    if side is None:
        return _claim(ctx, stat, read)
    read = read._replace(side=side)
    if not subject_only and _other_object(ctx, side, end):
        return _claim(ctx, stat, read, note="the object is not the other team of this game")
    _, s_end = sentence_of(ctx, start)
    return _claim(ctx, stat, read._replace(pair=_pair_after(ctx.tokens, end, s_end),
                                           percent=_percent_given(ctx, start) if stat == "FG" else None))


def _key(ctx: CheckContext, i: int) -> Claim | None:
    """ "Rebounding was key for the Jazz" / "The key for Memphis was the rebounding"."""
    low = ctx.doc.lower
    if low[i + 1:i + 2] != ["for"]:
        return None
    if not (low[i - 2:i] == ["rebounding", "was"] or "rebounding" in low[i + 2:i + 8]):
        return None
    read = Comparison("key", i, i + 1)
    if _quiet(ctx, i):
        return _claim(ctx, "REB", read, frame=Frame.OTHER_GAME, note=_QUIET)
    team = team_after(ctx, i + 2, 2)
    if team is None:
        return None
    return _claim(ctx, "REB", read._replace(side=team.side))


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


def _matching(ctx: CheckContext, i: int, pair: bool = False) -> Claim | None:
    """ "A and B supplied matching 15 - point efforts": both had the same figure, the written one.
    With ``pair`` ("A and B paced the bench with a pair of 16 - point efforts", ``i`` at "of"),
    the figure is each one's."""
    tokens = ctx.tokens
    num = parse_at(tokens, i + 1)
    if num is None or tokens[num.end:num.end + 1] != ["-"] or num.end + 2 >= len(tokens):
        return None
    stat = STAT_NOUNS.get(tokens[num.end + 1].lower())
    if stat is None or stat == "MIN" or tokens[num.end + 2].lower() not in EFFORT_NOUNS:
        return None
    players = _pair_of_players(ctx, i - 2 if pair else i, num.end + 3, 7 if pair else 4)
    if players is None:
        return None
    read = Comparison("pair" if pair else "matching", i, i + 1, number=num, players=tuple(players))
    return _claim(ctx, stat, read, Value("number", num.start, num.end, num.value, form=num.form))


def _shot_type(low: list[str], k: int) -> str | None:
    """"from the field" -> "FG", "from beyond the arc" -> "FG3" (``k`` at the word after "from")."""
    if any(low[k:k + len(p)] == p for p in FG_PLACES):
        return "FG"
    if any(low[k:k + len(p)] == p for p in THREE_PLACES):
        return "FG3"
    return None


def _shooting_word(ctx: CheckContext, i: int) -> Claim | None:
    """ "a meager 42 percent from beyond the arc" / "a hot 38 percent from the field"."""
    tokens = ctx.tokens
    low = [t.lower() for t in tokens[i:i + 10]]
    num = parse_at(tokens, i + 1)
    if num is None or num.form != "digits" or tokens[num.end:num.end + 2] != ["percent", "from"]:
        return None
    shot = _shot_type(low, num.end + 2 - i)
    if shot is None:
        return None
    read = Comparison("shooting_word", i, i + 1, number=num, poor=low[0] in POOR_WORDS)
    value = Value("percent", num.start, num.end, num.value, form=num.form)
    if _quiet(ctx, i):
        return _claim(ctx, shot, read, value, Frame.OTHER_GAME, _QUIET)
    return _claim(ctx, shot, read._replace(side=nearest_actor(ctx, i, players=False)), value)


def _better_shooters(low: list[str], i: int) -> bool:
    """ "the superior / better shooters", "superior shooting", "the better shooting night"."""
    if low[i] not in {"superior", "better"} or i + 1 >= len(low):
        return False
    nxt = low[i + 1]
    return nxt == "shooters" or nxt == "shooting" and (
        low[i] == "superior" or low[i + 2:i + 3] != [] and low[i + 2] in _SHOOTING_OCCASIONS)


def _comparison_at(ctx: CheckContext, i: int) -> Claim | None:
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] in OUTSCORE:
        return _outscored(ctx, i, i + 1)
    if low[i] == "out" and low[i + 1:i + 2] == ["-"] and i + 2 < len(low):
        if low[i + 2] in OUT_SPLIT:
            return _outscored(ctx, i, i + 3)
        if low[i + 2] in OUT_STATS:
            return _more(ctx, i, i + 3, OUT_STATS[low[i + 2]])
        return None
    if low[i] in OUT_STATS and low[i].startswith("out"):
        return _more(ctx, i, i + 1, OUT_STATS[low[i]])
    if _better_shooters(low, i):
        return _more(ctx, i, i + 1, "FG", subject_only=True)
    if low[i] == "shot" and low[i + 1:i + 2] == ["better"] and low[i + 2:i + 3] != ["than"]:
        return _more(ctx, i, i + 2, "FG", subject_only=True)
    if low[i] in {"dominated", "controlled", "owned", "won", "ruled"} and \
            (low[i + 1:i + 3] in (["the", "glass"], ["the", "boards"]) or
             low[i + 1:i + 4] in (["the", "rebounding", "battle"], ["the", "battle", "of"])
             and (low[i + 2] == "rebounding" or low[i + 4:i + 7] == ["the", "boards"] or
                  low[i + 4:i + 6] == ["the", "glass"])):
        return _more(ctx, i, i + 1, "REB", subject_only=True)
    if low[i] == "key" and "rebounding" in low[s_start:s_end]:
        return _key(ctx, i)
    if low[i] == "more" and low[i + 1:i + 2] == ["turnovers"] and i and \
            low[i - 1] in {"committed", "commit", "committing", "had"}:
        return _more(ctx, i, i + 1, "TO", subject_only=True)
    if low[i] in {"matching", "identical"}:
        return _matching(ctx, i)
    if low[i] == "pair" and low[i - 1:i] == ["a"] and low[i + 1:i + 2] == ["of"]:
        return _matching(ctx, i + 1, pair=True)
    if low[i] in POOR_WORDS | GOOD_WORDS:
        return _shooting_word(ctx, i)
    return None


@reader("team_comparisons", ["comparison"],
        "comparison words: 'outscored in the third quarter', 'out - rebounded', 'the superior shooters', "
        "'matching 15 - point efforts', 'a meager 42 percent'")
def read_team_comparisons(ctx: CheckContext) -> Iterator[Claim]:
    for i in positions(ctx, _TRIGGERS):  # other words start no comparison
        claim = _comparison_at(ctx, i)
        if claim is not None:
            yield claim
