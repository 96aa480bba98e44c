"""A player's counting statistics: "<player> ... 38 points , six assists and a steal".

Each number bound to a player and a statistic by :mod:`factcheck.reader` is compared with the
box score; a wrong one is a NUMBER error over the number, corrected in the text's own form.

When several numbers credited to one player are wrong and another player of the game fits them
clearly better, the annotators' reading is that the *name* is wrong: the name is a NAME error
(corrected to the player who fits) and only the numbers that player does not fit are NUMBER
errors. This is the interpretation with the fewest errors, as the annotation guideline asks. So is the
reading of "<player> led the team in scoring with 17 points" when 17 is not his total but exactly
the team's top scorer's: the name is the error.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from boxscore import Player
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.stats import StatClaim
from factcheck.reader.words import render
from factcheck.verdicts import verified

from .registry import rule

#: Statistics this family checks (shot breakdowns and team totals are other families).
CHECKED_STATS = {"PTS", "REB", "AST", "STL", "BLK", "OREB", "DREB", "TO", "PF", "MIN"}


def _misses(player: Player, claims: list[StatClaim]) -> list[StatClaim]:
    # getattr is what Player.stat does; called for every player of the game, so without the method call
    return [c for c in claims if getattr(player, c.stat) != c.number.value]


def better_player(ctx: CheckContext, subject: Player, claims: list[StatClaim]) -> Player | None:
    """Another player who fits the claims clearly better than the named one, if exactly one does.

    A whole stat line of three or more numbers that is exactly one other player's is his. Else,
    as points identify a stat line and small counts (a steal, two blocks) fit many players, the
    other player must have exactly the claimed points, miss fewer of the claims than the named
    player (who misses at least two) and at most half of them, and play for the team the
    sentence names (or the named player's team when it names none).
    """
    points = [c for c in claims if c.stat == "PTS"]
    leader = _scoring_leader(ctx, subject, points)
    if leader is not None:
        return leader
    if not points:
        return None
    own = len(_misses(subject, claims))
    if own < 2:
        return None
    # a whole stat line (three or more numbers) that is exactly another player's, on either team
    perfect = [p for p in ctx.game.played if p is not subject and not _misses(p, claims)]
    if len(claims) >= 3 and len(perfect) == 1:
        return perfect[0]
    start = claims[0].subject.start
    s_start, s_end = ctx.doc.bounds_at[start]
    named = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    sides = named if len(named) == 1 else {subject.side}
    fits = sorted(
        (len(_misses(p, claims)), p.index, p) for p in ctx.game.played
        if p is not subject and p.side in sides and p.PTS == points[0].number.value
    )
    if not fits:
        return None
    best_misses, _, best = fits[0]
    tied = len(fits) > 1 and fits[1][0] == best_misses
    if tied or best_misses * 2 > len(claims) or best_misses >= own:
        return None
    return best


#: Words that say the subject led his team in scoring ("led the Lakers in scoring , as he tallied 17 points").
LEAD_WORDS = {"led", "leading", "paced"}


def _scoring_leader(ctx: CheckContext, subject: Player, points: list[StatClaim]) -> Player | None:
    """The team's top scorer, when the sentence says the named player led it in scoring with points
    that are not his but exactly the top scorer's: the name is the slip, not the number."""
    if len(points) != 1 or subject.PTS == points[0].number.value:
        return None
    claim = points[0]
    s_start, s_end = ctx.doc.bounds_at[claim.number.start]
    words = ctx.doc.lower[claim.subject.end:claim.number.start]
    if not set(words) & LEAD_WORDS or not ({"scoring", "scorers"} & set(words) or words[-1:] == ["with"]):
        return None
    if {"bench", "reserves", "starters"} & set(words):
        return None
    named = {m.side for m in ctx.mentions.teams_in(claim.subject.end, claim.number.start) if m.side is not None}
    side = named.pop() if len(named) == 1 else subject.side
    leaders = ctx.game.leaders("PTS", side)
    if len(leaders) != 1 or leaders[0] is subject or leaders[0].PTS != claim.number.value:
        return None
    return leaders[0]


@rule("player_stats", "a player's points, rebounds, assists, steals, blocks, turnovers, fouls, minutes",
      verifies=("stat",))
def check_player_stats(ctx: CheckContext) -> Iterator[Error]:
    groups: dict[tuple[int, int], list[StatClaim]] = defaultdict(list)
    of: dict[int, Claim] = {}  # the claim of each stat number, by the number's start
    for read in claims_from(ctx, "stat_numbers"):
        claim = read.detail
        if claim is not None and claim.stat in CHECKED_STATS and claim.player.stat(claim.stat) is not None:
            groups[(claim.subject.start, claim.subject.end)].append(claim)
            of[claim.number.start] = read
    for (start, end), claims in groups.items():
        player = claims[0].player
        other = better_player(ctx, player, claims)
        subject_sentence = ctx.doc.sentence_of[start]
        if other is not None and any(ctx.doc.sentence_of[c.number.start] != subject_sentence for c in claims) \
                and len(ctx.mentions.players_in(*ctx.doc.sentence_bounds(subject_sentence))) > 1:
            continue  # "He" after a sentence naming several players fits another better: the reading is unsure
        if other is not None:
            written = ctx.doc.span_text(start, end)
            correction = other.name if claims[0].subject.kind == "full" else other.last_name
            stats = ", ".join(f"{c.number.value} {c.stat_name}" for c in claims if other.stat(c.stat) == c.number.value)
            yield Error(start, end, Category.NAME, correction,
                        f"{stats} were {other.name}'s, not {written}'s", "player_stats", of[claims[0].number.start])
            player = other
        for claim in claims:
            actual = player.stat(claim.stat)
            num = claim.number
            if actual == num.value:
                verified(ctx, of[num.start], f"{player.name} had {actual} {claim.stat_name}")
                continue
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                        f"{player.name} had {actual} {claim.stat_name}, not {num.value}", "player_stats", of[num.start])
