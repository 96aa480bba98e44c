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

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.stats import StatClaim, line_owner
from factcheck.reader.words import render
from factcheck.engine.verdicts import recording, verified

from .registry import rule

#: Statistics this family checks (shot breakdowns and team totals are other families).
CHECKED_STATS = {"PTS", "REB", "AST", "STL", "BLK", "OREB", "DREB", "TO", "PF", "MIN"}


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
        other = line_owner(ctx, player, claims)
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
            if actual is None:
                continue  # the other player has no such figure ("N/A"): nothing to correct it to
            if actual == num.value:
                if recording(ctx):
                    verified(ctx, of[num.start], f"{player.name} had {actual} {claim.stat_name}")
                continue
            yield Error(num.start, num.end, Category.NUMBER, render(num, actual, ctx.tokenized),
                        f"{player.name} had {actual} {claim.stat_name}, not {num.value}", "player_stats", of[num.start])
