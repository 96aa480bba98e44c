"""Leader phrases without a lead verb: "a game - high 31 points", "a bench - leading 22 points",
"was the high - point man", "the lone bright spot", "the player of the game"; and the leader
claim all leader readers yield (:class:`LeaderClaim`, made a typed claim by :mod:`.leads`).
"""

from __future__ import annotations

from factcheck.analysis.clauses import POSSESSIVE_MARKS
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .shot_words import shot_count_at
from .shots import shared_shot_claims
from .stats import BoundStat, stat_claims
from .vocab_leads import HIGH_POOLS, SCORER_FIRSTS, SCORER_PHRASES
from .words import positions, word_index


@dataclass(frozen=True, slots=True)
class LeaderClaim:
    """``player`` was said to lead ``pool`` ("team", "bench" or "game") in ``stat`` (the phrase read,
    while the reader works; each becomes a :class:`~factcheck.claims.Lead`)."""

    start: int
    end: int
    player: Player
    pool: str
    stat: str
    claimed: BoundStat | None  # the number the sentence credits him with, if any
    form: str = "lead"  # the phrase: "lead", "high", "scorer", "bright", "player_of_game", "trail"
    note: str = ""  # why it is read but not checked ("minutes")


#: Why a lead in minutes is read but not checked.
MINUTES = "minutes are rounded in the box score"


def lead_note(stat: str) -> str:
    return MINUTES if stat == "MIN" else ""


def claims_by_number(ctx: CheckContext) -> dict[int, BoundStat]:
    """The stat claims by where their number starts, found once per document."""
    analysis = ctx.analysis
    found = analysis.stat_claims_by_number
    if found is None:
        found = analysis.stat_claims_by_number = {c.number.start: c for c in stat_claims(ctx)}
    return found


def high_claims(ctx: CheckContext) -> Iterator[LeaderClaim]:
    """"a game - high 31 points", "a team - high of 13 rebounds", "a bench - leading 22 points"."""
    tokens = ctx.tokens
    by_number = claims_by_number(ctx)
    low = ctx.doc.lower
    for i in positions(ctx, HIGH_POOLS):  # where a pool word stands
        if i >= len(tokens) - 2:
            break
        pool = HIGH_POOLS[low[i]]
        if tokens[i + 1] != "-" or low[i + 2] not in {"high", "leading", "best"}:
            continue
        if i > 0 and low[i - 1] in {"season", "career", "-"}:
            continue
        k = i + 3
        if k < len(tokens) and low[k] == "of":
            k += 1
        claim = by_number.get(k) or _shot_count(ctx, k)
        if claim is None:
            continue
        subj = claim.subject
        if subj.end < len(tokens) and tokens[subj.end] in POSSESSIVE_MARKS and subj.end + 3 < i:
            continue  # "Ellis capitalized on Rondo 's passing to score a game - high 38": not Rondo's
        if claim.noun_end < len(tokens) and tokens[claim.noun_end].lower() in {"from", "by"}:
            continue  # "a game - high 31 points from Westbrook": the binder's subject is not his
        yield LeaderClaim(i, i + 3, claim.player, pool, claim.stat, claim, "high", lead_note(claim.stat))


def _shot_count(ctx: CheckContext, k: int) -> BoundStat | None:
    """A player's count of made or attempted shots starting at ``k`` ("a team - high three
    treys"), as a figure of its column ("FG3M")."""
    for c in shared_shot_claims(ctx):
        if c.kind in ("made", "attempted") and c.numbers[0].start == k:
            found = shot_count_at(ctx, ctx.doc.lower, k)
            column = c.shot.made if c.kind == "made" else c.shot.attempted
            return BoundStat.of(c.numbers[0], column.value, c.mention, found[3] if found else k + 1)
    return None


_OF_THE_GAME = [list(p) for p in lexicon.phrase_list("scorer_game_pool")]


def scorer_claims(ctx: CheckContext) -> Iterator[LeaderClaim]:
    """"<player> was the high - point man for the Bucks", "<player> was the game 's top scorer"."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in positions(ctx, SCORER_FIRSTS):  # where a phrase may start
        if i < 1:
            continue
        words = tuple(low[i:i + 4])
        phrase = next((p for p in SCORER_PHRASES if words[:len(p)] == p), None)
        if phrase is None:
            continue
        # "<player> was the ...", "<player> was the Bucks ' ..."
        k = i - 1
        pool = "team"
        if tokens[k] in POSSESSIVE_MARKS and k >= 1:
            team = ctx.mentions.team_ending_at(k)
            if low[k - 1] in {"game", "bench"}:  # "the game 's top scorer", "the bench 's top scorer"
                pool, k = low[k - 1], k - 2
            elif team is not None:
                k = team.start
            else:
                continue
        if low[k] != "the" or k < 2 or low[k - 1] not in {"was", "is", "as"}:
            continue
        mention = next((m for m in ctx.mentions.players if m.end == k - 1), None)
        if mention is None or mention.player is None or not mention.player.played:
            continue
        end = i + len(phrase)
        after = low[end:end + 3]
        if after in _OF_THE_GAME:
            pool = "game"
        elif after == ["off", "the", "bench"]:
            pool = "bench"
        yield LeaderClaim(i, end, mention.player, pool, "PTS", None, "scorer")


def bright_spot_claims(ctx: CheckContext) -> Iterator[LeaderClaim]:
    """"<player> was the lone bright spot (for the Grizzlies)": no team-mate scored more."""
    tokens, lower = ctx.tokens, ctx.doc.lower
    if "bright" not in word_index(ctx):
        return
    for i in positions(ctx, {"lone", "only"}):
        if not 3 <= i < len(tokens) - 2 or lower[i + 1:i + 3] != ["bright", "spot"]:
            continue
        if lower[i - 1] != "the" or lower[i - 2] not in {"was", "is", "as"}:
            continue
        mention = next((m for m in ctx.mentions.players if m.end == i - 2), None)
        if mention is None or mention.player is None or not mention.player.played:
            continue
        yield LeaderClaim(i, i + 1, mention.player, "team", "PTS", None, "bright")


_PLAYER_OF_THE_GAME = [list(p) for p in lexicon.phrase_list("player_of_the_game")]


def player_of_the_game_claims(ctx: CheckContext) -> Iterator[LeaderClaim]:
    """"<player> was the player of the game , as he tallied 41 points": the game's top scorer."""
    tokens = ctx.doc.lower
    if "player" not in word_index(ctx):
        return  # (most texts)
    for m in ctx.mentions.players:
        if m.player is None or not m.player.played:
            continue
        if tokens[m.end:m.end + 6] in _PLAYER_OF_THE_GAME:
            yield LeaderClaim(m.end + 2, m.end + 6, m.player, "game", "PTS", None, "player_of_game")


