"""Reader component ``player_groups``: numbers told of several named players at once.

- shared totals: "A and B combined for 29 points", "the duo of A and B combined to score 40";
- one figure each: "A and B each had 10 rebounds", "A and B both scored 19 points", "A and B
  scored 12 points apiece";
- figures in order: "A and B scored 18 and 14 points , respectively", "A and B played 31 and 24
  minutes respectively".

The players are those coordinated right before the verb ("A , B and C"); every one must be a
player of this game who played, and no other player or group may stand between them and the
number. Each claim is a :class:`~factcheck.claims.GroupStat` whose subject is the group
(``Subject.of_group("players")`` over the names).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player, Stat
from factcheck.claims import GroupMode, GroupStat, Subject
from factcheck.analysis import SubjectKind
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import Number
from factcheck import lexicon

from .registry import reader
from .frames import other_opponent_after
from .stats import line_reasons
from .subjects import coordinated
from .vocab import STAT_NOUNS, STAT_VERB_PHRASES, STAT_VERBS
from .words import positions

#: How the figure is shared: a sum, the same figure each, or one figure each in order.
SUM, EACH, RESPECTIVELY = "sum", "each", "respectively"
#: Words saying the figure is the group's sum ("combined for", "combining to score").
SUM_WORDS = lexicon.words("sum_words")
#: Words saying each of them had the figure.
EACH_BEFORE = {"each", "both", "tied"}  # "A and B tied for the team lead with 23 points"
EACH_AFTER = lexicon.words("each_after")
#: Words that may stand between the players and the number (verbs, prepositions, adverbs).
_GAP_BREAKS = lexicon.words("gap_breaks")
_MAX_GAP = 6


#: Nouns of a part of the game ("in the first half", "in overtime").
_PARTS = lexicon.words("part_nouns") | lexicon.words("period_nouns_alone")
_LINE_ENDS = frozenset({".", ";", "while", "but", "(", ")"})


def _in_a_part_of_the_game(low: list[str], end: int) -> bool:
    """True when the rest of the figures' clause puts them in a part of the game: "combined for 34
    points and 16 rebounds in the first half" (up to the clause's end, a few words on)."""
    for k in range(end, min(len(low), end + 14)):
        if low[k] in _LINE_ENDS:
            return False
        if low[k] in _PARTS and "in" in low[max(end, k - 3):k]:
            return True
    return False


def _group_before(ctx: CheckContext, lo: int, at: int, gap_commas: bool = False) -> list[PlayerMention] | None:
    """The coordinated players ("A and B", "A , B and C") named last before ``at`` in [lo, at),
    with only a few words and no clause break between them and ``at``."""
    named = ctx.mentions.players_in(lo, at)
    if len(named) < 2:
        return None
    last = named[-1]
    group = coordinated(ctx, last)
    if len(group) < 2 or any(m.player is None or not m.player.played for m in group):
        return None
    k = group[0].start - 1
    if k > 0 and ctx.tokens[k] == "," and ctx.tokens[k - 1][:1].isupper() \
            and not any(m.end == k for m in ctx.mentions.players_in(max(0, k - 4), k)):
        return None  # "A , Michael Brogdon , C and D": the list goes on with a name nobody in the game has
    gap = ctx.doc.lower[last.end:at]
    lead = 2 if gap[1:2] == ["who"] else 1
    if gap[:1] == [","] and gap[lead:lead + 1] and gap[lead] in SUM_WORDS:
        gap = gap[lead:]  # "led by A and B , (who) combined for 40 points": the players' own verb
    if gap_commas and gap[:2] == [",", "who"]:
        gap = gap[2:]  # "A and B , who scored 33 and 36 respectively": the players' own clause
    breaks = _GAP_BREAKS - {","} if gap_commas else _GAP_BREAKS
    if (len(gap) > _MAX_GAP + 4 or not breaks.isdisjoint(gap)) and not _they_combine(ctx, gap, last.end, at):
        return None
    if len({m.player.index for m in group}) != len(group):  # type: ignore[union-attr]
        return None
    return group


def _they_combine(ctx: CheckContext, gap: list[str], lo: int, at: int) -> bool:
    """"A and B were dominant down low , as they combined for 23 rebounds": a "they" that opens the
    figure's clause and sums it continues the players (no team or other clause between)."""
    if "they" not in gap or len(gap) > 2 * _MAX_GAP + 4:
        return False
    k = len(gap) - 1 - gap[::-1].index("they")
    if gap[k + 1:k + 2] == [] or gap[k + 1] not in SUM_WORDS or gap[k - 1:k] not in ([","], ["as"], ["and"]):
        return False
    if len(gap) - k > 5 or any(lo + j in ctx.doc.numbers for j in range(k, len(gap))):
        return False  # "they combined to score 79 of the team 's 128 points": the 128 is the team's
    return (_GAP_BREAKS - {",", "they"}).isdisjoint(gap[:k]) and not ctx.mentions.teams_in(lo, at)


def _both_of_sentence_before(ctx: CheckContext, sent_start: int, at: int) -> list[PlayerMention] | None:
    """"A ... , and B .  Both had 20 points": a sentence opening with "Both" (no one named before the
    number) is about the two players the sentence before names, each."""
    low = ctx.doc.lower
    if low[sent_start] != "both" or ctx.mentions.players_in(sent_start, at) or sent_start == 0:
        return None
    lo, _ = ctx.doc.bounds_at[sent_start - 1]
    named = {m.player.index: m for m in ctx.mentions.players_in(lo, sent_start) if m.player is not None}
    if len(named) != 2 or any(not m.player.played for m in named.values()):
        return None
    return sorted(named.values(), key=lambda m: m.start)


def _subject_group(ctx: CheckContext, sent_start: int, at: int) -> list[PlayerMention] | None:
    """The players the sentence analysis finds as the subject of the number's clause, named in its
    sentence with no other name between ("A and B were very effective off the bench , combining for
    15 points", "... from A and B , who pitched in 20 points each")."""
    subject = ctx.analysis.sentences.subject_at(at)
    if subject is None or subject.kind is not SubjectKind.PLAYERS or subject.start < sent_start:
        return None
    group = ctx.mentions.players_in(subject.start, subject.end)
    if len(group) < 2 or any(m.player is None or not m.player.played for m in group) \
            or len({m.player.index for m in group}) != len(group):  # type: ignore[union-attr]
        return None
    if ctx.mentions.players_in(subject.end, at) or ctx.mentions.teams_in(subject.end, at):
        return None
    covered = {k for m in group for k in range(m.start, m.end)}
    words = [ctx.doc.lower[k] for k in range(group[0].start, group[-1].end) if k not in covered]
    k, j = group[0].start - 1, group[-1].end
    if not set(words) <= {",", "and", "&"} or k >= sent_start and (ctx.tokens[k] == "," or ctx.tokens[k][:1].isupper()) \
            or j < at and ctx.doc.lower[j] in {",", "and", "&"} and ctx.tokens[j + 1][:1].isupper():
        return None  # every name of the list a player of the game, the list whole ("Beasley , A , B and C", "A , B and Calderon-the")
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
    while True:
        gap = _list_gap(low, k)
        prev = ctx.doc.numbers.get(k - gap - 1) if gap else None
        if prev is None or prev.end != k - gap:
            break
        numbers.insert(0, prev)
        k = prev.start
    return numbers if len(numbers) >= 2 else None


def _list_gap(low: list[str], k: int) -> int:
    """How many tokens before ``k`` join it to the item before in a list: 1 for "," or "and", 2 for
    ", and" (the serial comma: "22 , 21 , and 21"), 0 when none."""
    if k >= 2 and low[k - 1] == "and" and low[k - 2] == ",":
        return 2
    return 1 if k >= 1 and low[k - 1] in {"and", ","} else 0


#: Verbs that say which statistic bare numbers before "respectively" are ("scored 43 and 36 respectively",
#: "poured in 43 and 36": a verb with a particle is read at its first word).
_VERB_STATS = STAT_VERBS | {p[0]: c for p, c in STAT_VERB_PHRASES.items() if p[-1] in {"in", "down", "out"}}


def _bare_respectively(ctx: CheckContext) -> Iterator[tuple[list[Number], str, int]]:
    """"A and B scored 43 and 36 respectively": the numbers before "respectively" with no noun, the
    statistic their verb names, and where the verb stands."""
    low = ctx.doc.lower
    numbers = ctx.doc.numbers
    for r in positions(ctx, {"respectively"}):
        k = r - (low[r - 1:r] == [","])
        run: list[Number] = []
        while k >= 1:
            num = next((n for start, n in ((k - w, numbers.get(k - w)) for w in (1, 3)) if n is not None and n.end == k),
                       None)
            if num is None:
                break
            run.insert(0, num)
            k = num.start
            gap = _list_gap(low, k)
            if not gap:
                break
            k -= gap
        if len(run) < 2 or low[run[-1].end] not in {",", "respectively"}:
            continue
        verb = run[0].start - 1
        stat = _VERB_STATS.get(low[verb]) if verb >= 0 else None
        if stat is None and verb >= 1 and low[verb] in {"in", "down", "out"}:
            verb -= 1
            stat = _VERB_STATS.get(low[verb])
        if stat is not None:
            yield run, stat, verb


@reader("player_groups", [GroupStat], "a figure of several named players: 'A and B combined for 29 points', "
                                   "'each had 10', '18 and 14 points , respectively'")
def read_player_groups(ctx: CheckContext) -> Iterator[GroupStat]:
    low = ctx.doc.lower
    for run, stat, verb in _bare_respectively(ctx):
        sent_start, _ = ctx.doc.bounds_at[verb]
        group = _group_before(ctx, sent_start, verb, gap_commas=True)
        if group is None or len(group) != len(run):
            continue
        for m, n in zip(group, run):
            yield GroupStat(subject=Subject.of_player(m.player, m.start, m.end, m.kind), number=n,  # type: ignore[arg-type]
                            stat=Stat(stat), mode=GroupMode.RESPECTIVELY, cue=(verb, verb + 1))
    last: tuple[int, Subject, tuple[Player, ...], str] | None = None  # the last group figure: its end, who, how
    for num, stat, noun_end, sent_start, why in line_reasons(ctx):
        if stat not in STAT_NOUNS.values() or num.form == "article":
            continue
        if last is not None and why and {",", "and"}.issuperset(low[last[0]:num.start]) and last[0] < num.start:
            _, subject, players, mode = last  # "combined for 40 points , 14 rebounds and 14 assists": the list goes on
            last = (noun_end, subject, players, mode)
            yield GroupStat(subject=subject, number=num, stat=Stat(stat), mode=GroupMode(mode), group=players,
                            cue=(num.end, noun_end))
            continue
        last = None
        run = _respectively(ctx, num, noun_end)
        start = run[0].start if run else num.start
        group = _group_before(ctx, sent_start, start, gap_commas=run is not None)
        both = group is None and run is None and _both_of_sentence_before(ctx, sent_start, num.start)
        if both:
            group = both
        elif group is None and run is None and why:  # (a number bound to one player is no group's figure)
            group = _subject_group(ctx, sent_start, num.start)
        if group is None or other_opponent_after(ctx, noun_end):
            continue
        players = tuple(m.player for m in group)  # type: ignore[misc]
        subject = Subject.of_group("players", None, group[0].start, group[-1].end)
        if run is not None:
            if len(run) != len(group):
                continue
            for m, n in zip(group, run):
                yield GroupStat(subject=Subject.of_player(m.player, m.start, m.end, m.kind), number=n,  # type: ignore[arg-type]
                                stat=Stat(stat), mode=GroupMode.RESPECTIVELY, cue=(num.end, noun_end))
            continue
        if not why:
            continue  # a number the binder gives one player: not the group's
        if _in_a_part_of_the_game(low, noun_end):
            continue  # "combined for 34 points and 16 rebounds in the first half": a part of the game
        mode = EACH if both else _mode(low, group[-1].end, num.start, noun_end)
        if mode is None:
            continue
        last = (noun_end, subject, players, mode)
        yield GroupStat(subject=subject, number=num, stat=Stat(stat), mode=GroupMode(mode), group=players,
                        cue=(num.end, noun_end))
