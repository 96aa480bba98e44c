"""Reader component ``thresholds``: bounds over a team's players.

"no other Buck scored more than 13 points", "No Toronto player played more than 39 minutes",
"no one on the Spurs had more than seven boards" (nobody of the pool passed the figure), and
"every Nuggets starter scored at least 10 points" (each of the team's starters reached it).

The pool is the team named (or the singular or city a linker leaves: "Buck", "Toronto") among
the words between "no" / "every" and the verb; "other" leaves out the players named in the
sentence and the one before it; "starter(s)" keeps the starters. A word the pool may not be
named with drops the phrase. Each is a :class:`~factcheck.claims.Threshold` (subject: the pool as
a group of its team; value: the figure).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side, Stat
from factcheck.claims import Subject, Threshold
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from .registry import reader

from .vocab import STAT_NOUNS
from .words import positions

#: Words that open a "no one" subject.
NOBODY = {"no", "nobody", "none"}
#: Words the pool may be named with besides a team: "no other Buck player", "no one on the Spurs".
POOL_WORDS = lexicon.words("pool_words")
#: Words that open an "every one" subject: "every starter", "all five starters".
EVERYONE = {"every", "all", "each"}


def _figure_after(ctx: CheckContext, i: int) -> tuple[Number, str] | None:
    """The "N <stat>" right after token ``i`` ("more than [13 points]"), with its statistic."""
    low = ctx.doc.lower
    num = parse_at(ctx.tokens, i + 1)
    if num is None or num.end >= len(low) or low[num.end] not in STAT_NOUNS:
        return None
    return num, STAT_NOUNS[low[num.end]]


def _team_word(ctx: CheckContext, word: str) -> Side | None:
    """The side a team word of this game names: its nickname, singular ("Buck") or not, or its city."""
    return next((t.side for t in ctx.game.teams
                 if word in {t.name.lower(), t.name.lower().rstrip("s"), t.city.lower()}), None)


def _claim(ctx: CheckContext, num: Number, stat: str, side: Side, lo: int, hi: int, most: bool, starters: bool,
           excluded: frozenset, other: bool) -> Threshold:
    group = ("other " if other else "") + ("starters" if starters else "players")
    return Threshold(subject=Subject.of_group(group, side, lo, hi), number=num, stat=Stat(stat),
                     noun=ctx.doc.lower[num.end], most=most, starters=starters, excluded=excluded,
                     cue=(num.start - 2, num.start))


def _at_least(ctx: CheckContext) -> Iterator[Threshold]:
    """"All five Nuggets starters scored at least 10 points": the fewest any of them had."""
    low = ctx.doc.lower
    for i in positions(ctx, {"least"}):
        found = _figure_after(ctx, i) if i >= 2 and low[i - 1] == "at" else None
        if found is None:
            continue
        num, stat = found
        s_start, _ = ctx.doc.bounds_at[i]
        words = low[max(s_start, i - 9):i - 2]  # before the verb
        first = next((k for k, w in enumerate(words) if w in EVERYONE), None)
        if first is None or not {"starter", "starters"} & set(words[first:]):
            continue  # a team's starters only: "every player" may mean the ones who played much
        lo = max(s_start, i - 9) + first
        sides = {m.side for m in ctx.mentions.teams_in(lo, i - 2)}
        if len(sides) != 1 or None in sides or any(w not in POOL_WORDS | EVERYONE | {"five", "'s", "'"}
                                                   for w in words[first:] if _team_word(ctx, w) is None):
            continue
        yield _claim(ctx, num, stat, sides.pop(), lo, i - 2, False, True, frozenset(), False)


def _at_most(ctx: CheckContext) -> Iterator[Threshold]:
    """"no other Buck scored more than 13 points": the most any of them had."""
    low = ctx.doc.lower
    for i in positions(ctx, {"than"}):
        found = _figure_after(ctx, i) if i >= 1 and low[i - 1] == "more" else None
        pool = _pool(ctx, i - 1) if found is not None else None
        if pool is None:
            continue
        num, stat = found
        side, other, starters, nobody = pool
        named = frozenset(p.index for m in ctx.mentions.players_in(_previous_start(ctx, nobody), i)
                          for p in m.players) if other else frozenset()
        yield _claim(ctx, num, stat, side, nobody, i - 2, True, starters, named, other)


def _previous_start(ctx: CheckContext, at: int) -> int:
    s = ctx.doc.sentence_of[at]
    return ctx.doc.sentence_bounds(max(0, s - 1))[0]


def _pool(ctx: CheckContext, more: int) -> tuple[Side, bool, bool, int] | None:
    """(team, "other", starters only, where "no" stands) of "no (other) <team> <pool> <verb> more":
    the verb is one word ("scored", "had", "played") right before "more"."""
    low = ctx.doc.lower
    s_start, _ = ctx.doc.bounds_at[more]
    k = more - 2  # the word before the verb
    teams = ctx.mentions.teams_in(max(s_start, more - 9), more)
    side, other, starters = None, False, False
    while k >= s_start and more - k <= 8:
        w = low[k]
        if w in NOBODY:
            return (side, other, starters, k) if side is not None else None
        team = next((m for m in teams if m.start <= k < m.end), None)
        if team is not None:
            if team.side is None or side not in (None, team.side):
                return None
            side, k = team.side, team.start - 1
            continue
        if (word_side := _team_word(ctx, w)) is not None:  # a singular the linker leaves ("Sun", "Net")
            side = word_side
        elif w == "other":
            other = True
        elif w in {"starter", "starters"}:
            starters = True
        elif w not in POOL_WORDS and not w.endswith("'s") and w not in {"'s", "'"}:
            return None
        k -= 1
    return None


@reader("thresholds", [Threshold], "bounds over a team's players: 'no other Buck scored more than 13 points', "
                                 "'every Nuggets starter scored at least 10 points'")
def read_thresholds(ctx: CheckContext) -> Iterator[Threshold]:
    yield from _at_most(ctx)
    yield from _at_least(ctx)
