"""A team's statistics, verified: shooting, rebounds, assists, turnovers, steals and blocks, and the
points of its bench or starters (the sum over the players who started or came off the bench).

The line score gives each team's shooting percentages, rebounds, assists and turnovers, and the
team's made and attempted shots, steals and blocks are the sums over its players
(:mod:`boxscore.facts`); the claims are read by :mod:`factcheck.reader.team_numbers`. Either
rounding of made / attempted and the line score's own value are accepted for a percentage.

When a clause's numbers all fit the other team and not the named one, or a sentence contrasts
a team with itself ("The Kings shot 48 percent ..., while the Kings went 42 percent ...") and the
second clause fits the other team at least as well, the team's name is the NAME error (one per
sentence), and the numbers are checked against the other team.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator

from boxscore import Game, Shot, Side
from boxscore.facts import percent_fits, shot_of_percent, team_percent, team_total
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.shot_words import two_point_word
from factcheck.reader.team_numbers import TEAM_COUNTS, TeamClaim
from factcheck.reader.vocab_shots import COLUMNS
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


def fits(game: Game, claim: TeamClaim, side: Side) -> bool:
    if claim.key.endswith("_PCT"):
        return percent_fits(claim.value, *team_percent(game, side, claim.key))
    total = team_total(game, side, claim.key)
    if total is None:
        return True
    return total == claim.value


def _rebound_errors(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for read in claims_from(ctx, "rebound_battle"):
        if read.kind == "comparison":
            yield from _battle_verb(ctx, read)
            continue
        a, b = read.detail
        high, low_ = sorted((team_total(game, Side.HOME, "REB") or 0, team_total(game, Side.VIS, "REB") or 0),
                            reverse=True)
        first, second = (a, b) if a.value >= b.value else (b, a)
        fact = (f"the {game.home.name} had {team_total(game, Side.HOME, 'REB')} rebounds, "
                f"the {game.vis.name} {team_total(game, Side.VIS, 'REB')}")
        if (first.value, second.value) == (high, low_):
            verified(ctx, read, fact)
            continue
        for num, actual in ((a, high), (b, low_)):
            if num.value != actual:
                yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized), fact, "team_stats",
                            read)


def _battle_verb(ctx: CheckContext, read: Claim) -> Iterator[Error]:
    """"they lost that battle , 58 - 38" said of the team with more rebounds (or won, of fewer)."""
    k, won, side, a, b = read.detail
    game = ctx.game
    own, other = team_total(game, side, "REB"), team_total(game, side.other, "REB")
    if own is None or other is None or own == other:
        return
    if sorted((a.value, b.value)) != sorted((own, other)):
        return  # the pair itself is wrong: its numbers are the errors, the verb is read with them
    fact = f"the {game.team(side).name} had {own} rebounds, the {game.team(side.other).name} {other}"
    if won == (own > other):
        verified(ctx, read, fact)
        return
    word = ctx.doc.span_text(k, k + 1)
    correction = {"won": "lost", "winning": "losing", "win": "lose", "wins": "loses", "dominated": "lost",
                  "dominating": "losing", "lost": "won", "losing": "winning", "lose": "win", "loses": "wins"}[word.lower()]
    yield Error(k, k + 1, Category.WORD, correction, fact, "team_stats", read)


# ---- checking -------------------------------------------------------------------------------------
def _describe(game: Game, side: Side, key: str) -> str:
    name = game.team(side).name
    if key.endswith("_PCT"):
        line, exact = team_percent(game, side, key)
        shown = line if line is not None else (round(exact) if exact is not None else "?")
        return f"the {name} shot {shown} percent {Shot(shot_of_percent(key)).phrase}"
    total = team_total(game, side, key)
    for shot, (made_col, att_col, _, noun) in COLUMNS.items():
        if key in (made_col, att_col):
            return (f"the {name} made {team_total(game, side, made_col)} of {team_total(game, side, att_col)} "
                    f"{noun}")
    return f"the {name} had {total} {TEAM_COUNTS.get(key, key)}"


def _correction(ctx: CheckContext, claim: TeamClaim, side: Side) -> str | None:
    if claim.key.endswith("_PCT"):
        line, exact = team_percent(ctx.game, side, claim.key)
        if claim.value != int(claim.value) and exact is not None:
            return f"{exact:.1f}"
        value = line if line is not None else (math.floor(exact + 0.5) if exact is not None else None)
    else:
        value = team_total(ctx.game, side, claim.key)
    return None if value is None else claim.number.render(value, ctx.tokenized)


def _renamed(ctx: CheckContext, claims: list[TeamClaim]) -> dict[tuple[int, int], tuple[Side, bool]]:
    """Team names that are the error, by mention span: the side they should name, and whether the
    sentence's other clauses about the same team are left alone (see module doc)."""
    game = ctx.game
    groups: dict[tuple[int, int], list[TeamClaim]] = defaultdict(list)
    for c in claims:
        if c.mention is not None:
            groups[(c.mention.start, c.mention.end)].append(c)
    out: dict[tuple[int, int], tuple[Side, bool]] = {}
    done: set[int] = set()
    ordered = sorted(groups.items())
    for n, (span, group) in enumerate(ordered):
        s, side = group[0].sentence, group[0].side
        if s in done or len(group) < 2 or group[0].mention.side is not side:
            continue
        own = sum(not fits(game, c, side) for c in group)
        if own == 0:
            continue
        other = sum(not fits(game, c, side.other) for c in group)
        contrast = any(c.sentence == s and c.side is side and c.number.start < span[0] for c in claims)
        opposite = any(c.sentence == s and c.side is side.other for c in claims)
        if (other == 0 and not opposite) or (contrast and other <= own and other < len(group)):
            # a clause that is wholly the other team's leaves the sentence's reading open
            out[span] = (side.other, not contrast)
            done.add(s)
    return out


def _two_for_three(ctx: CheckContext, claim: TeamClaim, side: Side, read: Claim) -> Error | None:
    """"made only nine two - pointers" or "34 percent from two - point range" for a team whose
    three-pointers those are (and not its two-pointers): the "two" is the slip, not the figure."""
    if claim.key not in ("FG2M", "FG2A", "FG2_PCT"):
        return None
    at = two_point_word(ctx, claim.number, claim.key == "FG2_PCT")
    if at is None:
        return None
    made, att = team_total(ctx.game, side, "FG3M"), team_total(ctx.game, side, "FG3A")
    if claim.key == "FG2_PCT":
        if not percent_fits(claim.value, *team_percent(ctx.game, side, "FG3_PCT")):
            return None
    elif claim.number.value != (made if claim.key == "FG2M" else att):
        return None
    return Error(at, at + 1, Category.NUMBER, "3" if ctx.doc.span_text(at, at + 1) == "2" else "three",
                 f"the {ctx.game.team(side).name} made {made} of {att} three-pointers", "team_stats", read)


@legacy_rule("team_stats", "a team's shooting, rebounds, assists, turnovers, steals and blocks",
      verifies=("stat", "shots", "percent"))
def check_team_stats(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    read = claims_from(ctx, "team_numbers")
    of: dict[int, Claim] = {id(c.detail): c for c in read}
    claims: list[TeamClaim] = [c.detail for c in read]
    renamed = _renamed(ctx, claims)
    unsure = {ctx.doc.sentence_of[start]: new.other for (start, _), (new, skip) in renamed.items() if skip}
    wrong = {c.wrong: (c.side, of[id(c)]) for c in claims if c.wrong is not None}
    for mention, (side, claim) in wrong.items():
        yield Error(mention.start, mention.end, Category.NAME, game.team(side).name_as(mention.kind),
                    f"a team cannot hold or force itself: the opponent was the {game.team(side).name}", "team_stats",
                    claim)
    for (start, end), (side, _) in renamed.items():
        group = [c for c in claims if c.mention is not None and c.mention.start == start]
        mention = group[0].mention
        numbers = ", ".join(_describe(game, side, c.key) for c in group)
        yield Error(start, end, Category.NAME, game.team(side).name_as(mention.kind),
                    f"the numbers are the {game.team(side).name}': {numbers}", "team_stats", of[id(group[0])])
    for claim in claims:
        side = claim.side
        span = (claim.mention.start, claim.mention.end) if claim.mention is not None else None
        if span in renamed:
            side = renamed[span][0]
        elif unsure.get(claim.sentence) is side:
            continue
        if fits(game, claim, side):
            verified(ctx, of[id(claim)], _describe(game, side, claim.key))
            continue
        slip = _two_for_three(ctx, claim, side, of[id(claim)])
        if slip is not None:
            yield slip
            continue
        correction = _correction(ctx, claim, side)
        if correction is None:
            continue
        num = claim.number
        yield Error(num.start, num.end, Category.NUMBER, correction, _describe(game, side, claim.key), "team_stats",
                    of[id(claim)])
    yield from _rebound_errors(ctx)
    yield from _group_errors(ctx)


def _group_errors(ctx: CheckContext) -> Iterator[Error]:
    """"The Pistons ' bench accounted for 52 points": the points of a team's bench or starters."""
    game = ctx.game
    for read in claims_from(ctx, "group_points"):
        g = read.detail
        played = [p for p in game.played if p.side is g.side]
        if sum(p.starter for p in played) != 5:
            continue  # no starting five in the box score: no bench to tell apart
        total = sum(p.stat("PTS") or 0 for p in played if p.starter == (g.group == "starters"))
        fact = f"the {game.team(g.side).name}' {g.group} scored {total} points"
        if total == g.number.value:
            verified(ctx, read, fact)
            continue
        yield Error(g.number.start, g.number.end, Category.NUMBER, g.number.render(total, ctx.tokenized), fact,
                    "team_stats", read)
