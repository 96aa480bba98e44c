"""Reader component ``unplayed_names``: names of players who did not play in this game, or are no
player of it, with what the sentence gives them.

- "Bogdanovic chipped in 14 points" when he sat out: the numbers bound to a player who did not
  play (attribute "did_not_play"; read only when the text names such a player);
- "JJ Thompson scored 20 points": a name of no player of this game followed by numbers in its
  clause (attribute "unknown_with_numbers");
- "the backcourt of Ty Lawson and Darren Collison": a name of no player of this game, or of one
  who sat out, joined by "and" to a player who played (attribute "paired").

Each is a ``name`` claim (:class:`~factcheck.claims.UnplayedLine`, :class:`~factcheck.claims.UnknownLine`,
:class:`~factcheck.claims.UnplayedPair`) whose value is the name as written (the subject is the
player who sat out, or None for a name of no player). A name the sentence says is missing or
replaced ("started for X", "in X 's absence"), a title or a nickname ("The Greek Freak"), and
minutes alone ("the final five minutes") are read with a ``note``.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Level, words_at
from bisect import bisect_left
from collections.abc import Iterator

from boxscore import Player, Stat
from factcheck.claims import Subject, UnknownLine, UnplayedLine, UnplayedPair
from factcheck.engine.context import CheckContext
from factcheck.text.linking import NAME_SUFFIXES, name_parts
from factcheck.text.mentions import NameMention
from factcheck.text.numbers import Number
from factcheck import lexicon

from .binder import bind_subject
from .registry import reader
from .stats import stat_numbers

#: Between a name and its numbers: the subject may have changed.
BREAKERS = lexicon.words("breakers")
#: Words saying a player is missing from the game: "without X", "X (knee) sat out".
ABSENCE = lexicon.words("names_absence")
#: Words just before a name that make him the player replaced: "started for X", "in place of X".
REPLACED = lexicon.words("replaced")
CLAUSE_BREAKS = words_at(Level.MAJOR)

StatNumber = tuple[Number, str]


def _figures(numbers: list[StatNumber]) -> tuple[tuple[Number, Stat], ...]:
    return tuple((num, Stat(stat)) for num, stat in numbers)


def _stat_numbers(ctx: CheckContext) -> list[StatNumber]:
    """The stat numbers that are no split or average (each on its own, not as a stat line)."""
    return [(num, stat) for num, stat, _, _, _, split in stat_numbers(ctx) if not split]


class _Index:
    """Where mentions start and end and the numbers by position, found once per document: every
    unknown name is asked about, and a scan per name made a 1 MB text quadratic."""

    def __init__(self, ctx: CheckContext, numbers: list[StatNumber]) -> None:
        mentions = ctx.mentions
        self.numbers = numbers
        self.starts = sorted(m.start for m in (*mentions.players, *mentions.unknown, *mentions.teams))
        self.by_number = sorted(range(len(numbers)), key=lambda n: numbers[n][0].start)
        self.number_starts = [numbers[n][0].start for n in self.by_number]

    def next_start(self, at: int) -> int | None:
        """The first start of a mention at or after ``at``."""
        n = bisect_left(self.starts, at)
        return self.starts[n] if n < len(self.starts) else None

    def numbers_in(self, lo: int, hi: int) -> list[StatNumber]:
        """The numbers starting in [lo, hi), in their order in ``numbers``."""
        picked = self.by_number[bisect_left(self.number_starts, lo):bisect_left(self.number_starts, hi)]
        return [self.numbers[n] for n in sorted(picked)]


def _numbers_after(ctx: CheckContext, name: NameMention, index: _Index) -> list[StatNumber]:
    """The numbers a name not in the box score is the subject of: after it, same clause."""
    doc, low = ctx.doc, ctx.doc.lower
    _, s_end = doc.bounds_at[name.start]
    nxt = index.next_start(name.end)
    stop = s_end if nxt is None else min(s_end, nxt)
    for k in range(name.end, stop):
        if low[k] in BREAKERS:
            stop = k
            break
    return index.numbers_in(name.end, stop)


def _paired_player(ctx: CheckContext, name: NameMention) -> Player | None:
    """A game player joined to the name by "and": "X and <player>" / "<player> and X"."""
    tokens = ctx.tokens
    analysis = ctx.analysis
    by_end, by_start = analysis.played_by_end, analysis.played_by_start
    before = by_end.get(name.start - 1)  # (mentions are in text order: one before the name comes first)
    if before is not None and tokens[before.end] == "and":
        return before.player
    after = by_start.get(name.end + 1)
    if after is not None and tokens[name.end] == "and":
        return after.player
    return None


def _absent(ctx: CheckContext, name: NameMention) -> bool:
    s_start, s_end = ctx.doc.bounds_at[name.start]
    return bool(set(ctx.doc.lower[s_start:s_end]) & ABSENCE)


def _named_as_missing(ctx: CheckContext, start: int) -> bool:
    """Is a player who sat out named as the one missing or replaced, the numbers being another's?
    "Okafor got the start for Embiid and finished with 15 points", "stepped up in Embiid's absence",
    "New York, which was without Anthony and Smith, got 20 points from ...". He is then not the
    subject of the numbers: another player named before him in the clause is, or an absence word
    says why he is named."""
    tokens, low = ctx.tokens, ctx.doc.lower
    s_start, _ = ctx.doc.bounds_at[start]
    end = _name_end_after(ctx, start)
    if set(low[end:end + 3]) & (ABSENCE - {"out", "rest", "sat"}):
        return True  # "in Faried 's stead", "Embiid 's absence"
    k = start - 1
    while k >= s_start and tokens[k] in {"and", ",", ")"}:
        if tokens[k] == ")":  # "( shoulder )"
            while k >= s_start and tokens[k] != "(":
                k -= 1
        k -= 1
        k = _name_start_before(ctx, k + 1) - 1  # a list of missing players: "without Anthony and Smith"
    if k >= s_start and low[k] in REPLACED:
        return True
    clause_start = s_start
    for j in range(start - 1, s_start - 1, -1):
        if low[j] in CLAUSE_BREAKS:
            clause_start = j + 1
            break
    if set(low[clause_start:start]) & ABSENCE:
        return True
    return any(m.player is not None and m.player.played for m in ctx.mentions.players_in(clause_start, start))


def _name_end_after(ctx: CheckContext, start: int) -> int:
    return ctx.analysis.name_ends.get(start, start + 1)


def _name_start_before(ctx: CheckContext, end: int) -> int:
    """Start of the player or unknown name ending at ``end``, or ``end`` when none does."""
    return ctx.analysis.name_starts.get(end, end)


_DESCRIPTION_BEFORE = lexicon.words("description_before_name")


def _description(ctx: CheckContext, name: NameMention) -> bool:
    """"The Greek Freak", "former MVPs ...": a capitalised phrase after an article or a
    lower-case modifier is a title or a nickname, not a misnamed player."""
    if name.start == 0:
        return False
    prev = ctx.tokens[name.start - 1]
    return prev.lower() in _DESCRIPTION_BEFORE or not ctx.doc.bounds_at[name.start][0] == name.start \
        and ctx.tokens[name.start][-1:] == "s" and ctx.tokens[name.start][:-1].isupper()


def misspelt(written: str, player: Player) -> bool:
    """"Bojan Bogdonavic" for Bojan Bogdanovic: a misspelling of the right player, not another name."""
    from rapidfuzz import fuzz

    words = [w for w in written.split() if w not in NAME_SUFFIXES]
    return bool(words) and fuzz.ratio(words[-1].lower(), name_parts(player)[1].split()[-1].lower()) >= 75


def same_initial(word: str, player: Player) -> bool:
    """``word`` starts with the initial of ``player``'s first name ("Moe" for Maurice, "Steph")."""
    return word[:1].lower() == name_parts(player)[0][:1].lower()


_MISSING = "named as missing or replaced"
_DESCRIPTION = "a title or a nickname, not a player's name"


def _did_not_play(ctx: CheckContext, numbers: list[StatNumber]) -> dict[tuple[int, int], list[StatNumber]]:
    """The numbers bound to a player who sat out and is named in their sentence, by his name's span."""
    doc = ctx.doc
    dnp: dict[tuple[int, int], list[StatNumber]] = {}
    last_of_sentence = {}
    for m in ctx.mentions.players:
        last_of_sentence[doc.sentence_of[m.start]] = m
    # bind_subject answers with one of these mentions: with none of a player who sat out, no
    # number can be his, and the numbers need not be bound here (most texts)
    sat_out_named = any(m.player is not None and not m.player.played for m in ctx.mentions.players)
    for num, stat in numbers if sat_out_named else ():
        s = doc.sentence_of[num.start]
        subject = bind_subject(ctx, doc.sentence_bounds(s)[0], num.start, last_of_sentence.get(s - 1))
        if subject is not None and subject.player is not None and not subject.player.played:
            if subject.start < num.start:  # named in this sentence, not a pronoun
                dnp.setdefault((subject.start, subject.end), []).append((num, stat))
    return dnp


@reader("unplayed_names", [UnplayedLine, UnknownLine, UnplayedPair],
        "a player who did not play, or a name of no player of this game, credited with numbers or paired with one "
        "who played: 'the backcourt of X and Y'")
def read_unplayed_names(ctx: CheckContext) -> Iterator[UnplayedLine | UnknownLine | UnplayedPair]:
    doc = ctx.doc
    numbers = _stat_numbers(ctx)
    dnp = _did_not_play(ctx, numbers)
    for (start, end), found in dnp.items():
        mention = next(m for m in ctx.mentions.players if m.start == start)
        note = _MISSING if _named_as_missing(ctx, start) else \
            "minutes alone: as often a stretch of the game" if all(stat == "MIN" for _, stat in found) else ""
        yield UnplayedLine(subject=Subject.of_player(mention.player, start, end, mention.kind),
                           written=doc.span_text(start, end), figures=_figures(found), note=note)
    index = _Index(ctx, numbers)
    for name in ctx.mentions.unknown:
        found = _numbers_after(ctx, name, index)
        if not found:
            continue
        note = _MISSING if _named_as_missing(ctx, name.start) else _DESCRIPTION if _description(ctx, name) else ""
        written = doc.span_text(name.start, name.end)
        surname_of = name.surname_of
        # (which player of the game the name may be misspelt for is asked of a line fitting one
        # player, when the name ends with no player's surname)
        resembles = tuple(p for p in ctx.game.played if misspelt(written, p)) \
            if not surname_of and len(found) >= 2 and not note else ()
        yield UnknownLine(start_at=name.start, end_at=name.end, written=written, figures=_figures(found),
                          surname_of=surname_of, initial_of=tuple(p for p in surname_of if same_initial(written, p)),
                          resembles=resembles, note=note)
    sat_out = [(NameMention(m.start, m.end), m) for m in ctx.mentions.players
               if m.player is not None and not m.player.played and (m.start, m.end) not in dnp]
    for name, mention in (*((n, None) for n in ctx.mentions.unknown), *sat_out):
        partner = _paired_player(ctx, name)
        if partner is None:
            continue
        note = "the sentence says he was missing" if _absent(ctx, name) else _DESCRIPTION \
            if _description(ctx, name) else ""
        first_words = ctx.tokens[name.start:name.end - 1]
        subject = Subject.of_player(mention.player, name.start, name.end, mention.kind) if mention is not None else None
        yield UnplayedPair(subject=subject, start_at=name.start, end_at=name.end,
                           written=doc.span_text(name.start, name.end), partner=partner,
                           initial_of=tuple(p for p in name.surname_of
                                            if p.played and any(same_initial(w, p) for w in first_words)),
                           note=note)
