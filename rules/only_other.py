"""Double-figure scorers: "the only other starter in double figures", "six players in double digits".

- "<X> was the only other <pool> in double figures", "The only other <pool> to reach double
  figures in points was <X>": X scored 10 or more, and every other player of the pool (X's
  team; its starters or its reserves when the sentence says so) who did was named earlier in
  the text. An unnamed one makes "only other" a WORD error; X under 10 makes "double figures"
  one. "the only / the lone <pool> in double figures": nobody else of the pool reached 10.
  A pool word that does not fit X ("starter" for a reserve) is a role error, another family's.
- "<Team> had six players score in double figures", "Six players scored in double digits for
  <Team>": the count of the team's players with 10 or more points (a NUMBER error).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Game, Player, Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import PlayerMention

from factcheck.reader.vocab_leads import POSSESSIVE
from factcheck.reader.words import positions, render
from .registry import rule

STARTER_WORDS = {"starter", "starters"}
BENCH_WORDS = {"reserve", "reserves", "bench", "substitute", "sub"}
PLAYER_WORDS = {"player", "players", "scorer", "scorers", "man"}
#: Words allowed between "only (other)" and "double figures" besides the pool words.
FILLER = {"to", "score", "scored", "reach", "reached", "finish", "finished", "in", "with", "get", "hit", "off",
          "the", "player", "players"}
DOUBLE = ("double", "figures"), ("double", "digits")
TIME_WORDS = {"until", "till", "through", "before", "after", "at", "entering", "heading", "by", "midway"}
PERIOD_WORDS = {"first", "second", "third", "fourth", "half", "quarter", "halftime", "period"}


def _double_figures_at(tokens: list[str], k: int) -> bool:
    return tuple(t.lower() for t in tokens[k:k + 2]) in DOUBLE


def _team_word(ctx: CheckContext, word: str) -> Side | None:
    """"Hawk", "Clipper", "Laker": a singular of a team name of this game."""
    for team in ctx.game.teams:
        name = team.name.lower()
        if word.lower() in {name, name.rstrip("s")} or word.lower() + "s" == name:
            return team.side
    return None


def _singular_of_other_team(ctx: CheckContext, lo: int, hi: int, player: Player) -> Iterator[Error]:
    """"the only other Buck" said of a Nugget: the singular noun, corrected to his team's."""
    for k in range(lo, hi):
        if _team_word(ctx, ctx.tokens[k]) in (None, player.side) or ctx.tokens[k].endswith("s"):
            continue  # (a plural is a team name, "Nets player": the context family's)
        name = ctx.game.team(player.side).name
        right = name[:-1] if name.endswith("s") else name
        yield Error(k, k + 1, Category.NAME, right, f"{player.name} played for the {name}", "only_other")
        return


def _pool(ctx: CheckContext, lo: int, hi: int) -> tuple[str, Side | None] | None:
    """The pool named by the words in [lo, hi): ("team"|"starters"|"bench", side or None)."""
    pool, side = "team", None
    for m in ctx.mentions.teams_in(lo, hi):
        side = m.side
    covered = {k for m in ctx.mentions.teams_in(lo, hi) for k in range(m.start, m.end)}
    for k in range(lo, hi):
        if k in covered:
            continue
        w = ctx.tokens[k].lower()
        if w in STARTER_WORDS:
            pool = "starters"
        elif w in BENCH_WORDS:
            pool = "bench"
        elif w in PLAYER_WORDS or w in FILLER or w in POSSESSIVE:
            continue
        elif _team_word(ctx, w) is not None:
            side = _team_word(ctx, w)
        else:
            return None  # a word this rule does not understand
    return pool, side


def pool_of(game: Game, side: Side, pool: str) -> list[Player]:
    players = [p for p in game.played if p.side is side]
    if pool == "starters":
        return [p for p in players if p.starter]
    if pool == "bench":
        return [p for p in players if not p.starter]
    return players


def _fits(player: Player, pool: str) -> bool:
    return pool == "team" or (pool == "starters") == player.starter


def _subject(ctx: CheckContext, start: int, end: int, only: int, df: int) -> PlayerMention | None:
    """X in "<X> was the only ..." (before) or "... double figures (in points) was <X>" (after)."""
    tokens = ctx.tokens
    before = [m for m in ctx.mentions.players if start <= m.start and m.end <= only]
    if before and tokens[before[-1].end:only] and \
            [t.lower() for t in tokens[before[-1].end:only]] in (["was", "the"], ["is", "the"]):
        return before[-1]
    k = df + 2
    if tokens[k:k + 2] and [t.lower() for t in tokens[k:k + 2]] == ["in", "points"]:
        k += 2
    if k < end and tokens[k].lower() == "was":
        return next((m for m in ctx.mentions.players if m.start == k + 1), None)
    return None


def _missing(ctx: CheckContext, i: int, mention: PlayerMention, side: Side, pool: str, other: bool) -> list[Player]:
    """Players of ``side``'s pool (other than the subject) with 10 or more points that "only
    (other)" at ``i`` leaves out: all of them, or for "only other" those not named before."""
    named = {p.index for m in ctx.mentions.players if m.end <= i and m is not mention for p in m.players}
    others = [p for p in pool_of(ctx.game, side, pool) if p is not mention.player and (p.PTS or 0) >= 10]
    return [p for p in others if p.index not in named] if other else others


def _only_claims(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    game = ctx.game
    for i in positions(ctx, {"only", "lone"}):
        start, end = ctx.doc.bounds_at[i]
        other = i + 1 < end and tokens[i + 1].lower() == "other"
        words_from = i + 2 if other else i + 1
        df = next((k for k in range(words_from, min(end, words_from + 8)) if _double_figures_at(tokens, k)), None)
        if df is None:
            continue
        found = _pool(ctx, words_from, df)
        if found is None:
            continue
        pool, side = found
        after = [t.lower() for t in tokens[df + 2:df + 5]]
        if after[:1] and after[0] in TIME_WORDS or after[:1] == ["in"] and set(after[1:]) & PERIOD_WORDS:
            continue  # "the only Wizard in double figures until the third quarter": a moment, not the game
        if after in (["off", "the", "bench"], ["for", "the", "bench"]):
            pool = "bench"  # "the lone player to score in double figures off the bench"
        mention = _subject(ctx, start, end, i, df)
        if mention is None or mention.player is None or not mention.player.played:
            continue
        player = mention.player
        if not _fits(player, pool):
            continue  # another role's word: the role family's
        points = player.PTS or 0
        if side is not None and side is not player.side:
            # "<a Nugget> was the only other Buck in double figures": a singular team noun of the
            # other team is a NAME error, corrected to his team's; a team name there ("Nets player")
            # is a context error (another family's); "only other" is wrong too when it fails for both
            yield from _singular_of_other_team(ctx, words_from, df, player)
            if points < 10 or not _missing(ctx, i, mention, side, pool, other) or \
                    not _missing(ctx, i, mention, player.side, pool, other):
                continue
        elif points < 10:
            yield Error(df, df + 2, Category.WORD, "", f"{player.name} scored {points} points", "only_other")
            continue
        missing = _missing(ctx, i, mention, player.side, pool, other)
        if not missing:
            continue
        span_end = i + 2 if other else i + 1
        label = {"team": f"the {game.team(player.side).name}", "starters": "its starters",
                 "bench": "its bench"}[pool]
        comment = f"besides {player.name} ({points}), of {label} " + \
                  ", ".join(f"{p.name} ({p.PTS})" for p in missing) + \
                  (" also scored 10 or more and were not named before" if other else " also scored 10 or more")
        yield Error(i, span_end, Category.WORD, "", comment, "only_other")


def _count_claims(ctx: CheckContext) -> Iterator[Error]:
    """"<Team> had six players score in double figures", "Six players scored in double digits for <Team>"."""
    tokens = ctx.tokens
    game = ctx.game
    for i in ctx.doc.number_starts:  # where parse_at may find a number (a superset, in order)
        num = ctx.doc.numbers.get(i)  # parse_at(tokens, i)
        if num is None or num.end >= len(tokens) or tokens[num.end].lower() != "players":
            continue
        start, end = ctx.doc.bounds_at[i]
        df = next((k for k in range(num.end + 1, min(end, num.end + 6)) if _double_figures_at(tokens, k)), None)
        if df is None or any(t.lower() in {",", "and", "other", "starters", "reserves"}
                             for t in tokens[num.end + 1:df]):
            continue
        # the team: "<Team> had N players", or "... in double figures for <Team>"
        team = None
        if i >= 2 and tokens[i - 1].lower() == "had":
            team = ctx.mentions.team_ending_at(i - 1)
        elif df + 3 < end and tokens[df + 2].lower() == "for":
            k = df + 4 if tokens[df + 3].lower() == "the" else df + 3
            team = next((m for m in ctx.mentions.teams if m.start == k), None)
        if team is None or team.side is None:
            continue
        scorers = [p for p in game.played if p.side is team.side and (p.PTS or 0) >= 10]
        if len(scorers) == num.value:
            continue
        correction = render(num, len(scorers), ctx.tokenized)
        if tokens[num.start][:1].isupper():
            correction = correction[:1].upper() + correction[1:]
        yield Error(num.start, num.end, Category.NUMBER, correction,
                    f"{len(scorers)} {game.team(team.side).name} players scored 10 or more: "
                    + ", ".join(f"{p.name} ({p.PTS})" for p in scorers), "only_other")


@rule("only_other", "double-figure scorers: the only other starter in double figures, N players in double digits")
def check_only_other(ctx: CheckContext) -> Iterator[Error]:
    yield from _only_claims(ctx)
    yield from _count_claims(ctx)
