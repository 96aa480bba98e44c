"""Reader component ``player_groups``: numbers told of several named players at once.

- shared totals: "A and B combined for 29 points", "the duo of A and B combined to score 40";
- one figure each: "A and B each had 10 rebounds", "A and B both scored 19 points", "A and B
  scored 12 points apiece";
- figures in order: "A and B scored 18 and 14 points , respectively", "A and B played 31 and 24
  minutes respectively".

The players are those coordinated right before the verb ("A , B and C"); every one must be a
player of this game who played, and no other player or group may stand between them and the
number. Each claim's subject is the group (``Subject.of_group("players")`` over the names), its
``detail`` a :class:`GroupNumber`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Player
from factcheck.context import CheckContext
from factcheck.linking import PlayerMention
from factcheck.numbers import Number

from .player_lines import number_value
from .registry import reader
from .schema import Claim, Subject
from .binder import other_opponent_after
from .stats import line_reasons
from .subjects import coordinated
from .vocab import STAT_NOUNS

#: How the figure is shared: a sum, the same figure each, or one figure each in order.
SUM, EACH, RESPECTIVELY = "sum", "each", "respectively"
#: Words saying the figure is the group's sum ("combined for", "combining to score").
SUM_WORDS = {"combined", "combining", "combine", "combines", "totaled", "totalled", "totaling", "totalling"}
#: Words saying each of them had the figure.
EACH_BEFORE = {"each", "both"}
EACH_AFTER = {"each", "apiece", "a", "piece"}
#: Words that may stand between the players and the number (verbs, prepositions, adverbs).
_GAP_BREAKS = {",", ";", ".", "while", "but", "whereas", "who", "which", "he", "his", "they", "their"}
_MAX_GAP = 6


class GroupNumber(NamedTuple):
    """A figure told of ``players`` together: ``mode`` is "sum", "each" or "respectively" (then
    ``number`` is this player's figure, ``players`` his one-player group in order)."""

    players: tuple[Player, ...]
    mode: str
    number: Number
    stat: str


def _group_before(ctx: CheckContext, lo: int, at: int) -> list[PlayerMention] | None:
    """The coordinated players ("A and B", "A , B and C") named last before ``at`` in [lo, at),
    with only a few words and no clause break between them and ``at``."""
    named = ctx.mentions.players_in(lo, at)
    if len(named) < 2:
        return None
    last = named[-1]
    group = coordinated(ctx, last)
    if len(group) < 2 or any(m.player is None or not m.player.played for m in group):
        return None
    gap = ctx.doc.lower[last.end:at]
    if len(gap) > _MAX_GAP + 4 or not _GAP_BREAKS.isdisjoint(gap):
        return None
    if len({m.player.index for m in group}) != len(group):  # type: ignore[union-attr]
        return None
    return group


def _mode(low: list[str], last_end: int, at: int, noun_end: int) -> str | None:
    gap = low[last_end:at]
    if not SUM_WORDS.isdisjoint(gap):
        return SUM
    after = low[noun_end:noun_end + 2]
    if not EACH_BEFORE.isdisjoint(gap) or (after[:1] and after[0] in EACH_AFTER and after != ["a", "game"]
                                            and (after[0] != "a" or after == ["a", "piece"])):
        return EACH
    return None


def _respectively(ctx: CheckContext, num: Number, noun_end: int) -> list[Number] | None:
    """"18 and 14 points , respectively": the numbers of the run ending with ``num`` (one noun)."""
    low = ctx.doc.lower
    after = low[noun_end:noun_end + 2]
    if "respectively" not in after:
        return None
    numbers = [num]
    k = num.start
    while k >= 2 and low[k - 1] in {"and", ","}:
        prev = ctx.doc.numbers.get(k - 2)
        if prev is None or prev.end != k - 1:
            break
        numbers.insert(0, prev)
        k = prev.start
    return numbers if len(numbers) >= 2 else None


@reader("player_groups", ["stat"], "a figure of several named players: 'A and B combined for 29 points', "
                                   "'each had 10', '18 and 14 points , respectively'")
def read_player_groups(ctx: CheckContext) -> Iterator[Claim]:
    low = ctx.doc.lower
    for num, stat, noun_end, sent_start, why in line_reasons(ctx):
        if stat not in STAT_NOUNS.values() or num.form == "article":
            continue
        run = _respectively(ctx, num, noun_end)
        start = run[0].start if run else num.start
        group = _group_before(ctx, sent_start, start)
        if group is None or other_opponent_after(ctx, noun_end):
            continue
        players = tuple(m.player for m in group)  # type: ignore[misc]
        subject = Subject.of_group("players", None, group[0].start, group[-1].end)
        if run is not None:
            if len(run) != len(group):
                continue
            for m, n in zip(group, run):
                detail = GroupNumber((m.player,), RESPECTIVELY, n, stat)  # type: ignore[arg-type]
                yield Claim("stat", stat, Subject.of_player(m.player, m.start, m.end), number_value(n),  # type: ignore[arg-type]
                            cue=(num.end, noun_end), detail=detail)
            continue
        if not why:
            continue  # a number the binder gives one player: not the group's
        mode = _mode(low, group[-1].end, num.start, noun_end)
        if mode is None:
            continue
        yield Claim("stat", stat, subject, number_value(num), cue=(num.end, noun_end),
                    detail=GroupNumber(players, mode, num, stat))
