"""Player names that cannot be right: the box score contradicts who is named.

- A player who did not play ("N/A" in the box score) credited with numbers ("Bogdanovic chipped
  in 14 points" when he sat out): his name is a NAME error, corrected to the teammate whose line
  the numbers are, when exactly one fits.
- A name that is no player of this game (or one who sat out) joined by "and" to a player who
  played, in a sentence that does not say he was missing ("the backcourt of Ty Lawson and
  Darren Collison"): NAME, without a correction (who was meant is not known).
- A name that is no player of this game, followed by his numbers: when it carries a game player's
  surname under another first name ("JJ Thompson" when Klay Thompson played) and that player's
  line fits, or when exactly one player's line fits two or more of the numbers, the name is a
  NAME error corrected to that player. First names sharing their initial ("Moe" / "Maurice") are
  taken as nicknames, not errors.

A player named twice in a pair ("Aldridge and Aldridge") is left alone: annotators mark either
name, or neither, so no rule on it reaches the precision asked for.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator

from boxscore import Player
from factcheck.reader.binder import bind_subject
from factcheck.reader.stats import stat_numbers
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import NAME_SUFFIXES, NameMention, PlayerMention, name_parts
from factcheck.numbers import Number

from .registry import rule

#: Between a name and its numbers: the subject may have changed.
BREAKERS = {"while", "but", ";", "whereas", "they", "he", "his", "combined", "both", "each"}

Claim = tuple[Number, str]


def _fits(player: Player, claims: list[Claim]) -> bool:
    return player.played and all(player.stat(stat) == num.value for num, stat in claims)


def _only_fit(ctx: CheckContext, claims: list[Claim], pool: list[Player]) -> Player | None:
    fits = [p for p in pool if _fits(p, claims)]
    return fits[0] if len(fits) == 1 else None


def _stat_numbers(ctx: CheckContext) -> list[tuple[Number, str]]:
    """The stat numbers that are no split or average (each on its own, not as a stat line)."""
    return [(num, stat) for num, stat, _, _, _, split in stat_numbers(ctx) if not split]


class _Index:
    """Where mentions start and end and the numbers by position, found once per document: the
    rule asks about every unknown name, and a scan per name made a 1 MB text quadratic."""

    def __init__(self, ctx: CheckContext, numbers: list[Claim]) -> None:
        mentions = ctx.mentions
        self.numbers = numbers
        self.starts = sorted(m.start for m in (*mentions.players, *mentions.unknown, *mentions.teams))
        self.by_number = sorted(range(len(numbers)), key=lambda n: numbers[n][0].start)
        self.number_starts = [numbers[n][0].start for n in self.by_number]

    def next_start(self, at: int) -> int | None:
        """The first start of a mention at or after ``at``."""
        n = bisect_left(self.starts, at)
        return self.starts[n] if n < len(self.starts) else None

    def numbers_in(self, lo: int, hi: int) -> list[Claim]:
        """The numbers starting in [lo, hi), in their order in ``numbers``."""
        picked = self.by_number[bisect_left(self.number_starts, lo):bisect_left(self.number_starts, hi)]
        return [self.numbers[n] for n in sorted(picked)]


def _claims_after(ctx: CheckContext, name: NameMention, index: _Index) -> list[Claim]:
    """The numbers a name not in the box score is the subject of: after it, same clause."""
    doc, tokens = ctx.doc, ctx.tokens
    _, s_end = doc.bounds_at[name.start]
    nxt = index.next_start(name.end)
    stop = s_end if nxt is None else min(s_end, nxt)
    for k in range(name.end, stop):
        if tokens[k].lower() in BREAKERS:
            stop = k
            break
    return index.numbers_in(name.end, stop)


#: Words saying a player is missing from the game: "without X", "X (knee) sat out".
ABSENCE = {"without", "missing", "absence", "absent", "sidelined", "injured", "injury", "out", "sat", "rest",
           "resting", "suspended", "suspension", "dnp", "inactive", "stead", "place", "replacing", "replaced", "stand"}


def _paired_player(ctx: CheckContext, name: NameMention) -> Player | None:
    """A game player joined to the name by "and": "X and <player>" / "<player> and X"."""
    tokens = ctx.tokens
    by_end, by_start = ctx.shared("player_names.played_ends", _played_at)
    before = by_end.get(name.start - 1)  # (mentions are in text order: one before the name comes first)
    if before is not None and tokens[before.end] == "and":
        return before.player
    after = by_start.get(name.end + 1)
    if after is not None and tokens[name.end] == "and":
        return after.player
    return None


def _played_at(ctx: CheckContext) -> tuple[dict[int, PlayerMention], dict[int, PlayerMention]]:
    """Mentions of players who played by where they end and where they start (the first of each)."""
    by_end: dict[int, PlayerMention] = {}
    by_start: dict[int, PlayerMention] = {}
    for m in ctx.mentions.players:
        if m.player is not None and m.player.played:
            by_end.setdefault(m.end, m)
            by_start.setdefault(m.start, m)
    return by_end, by_start


def _absent(ctx: CheckContext, name: NameMention) -> bool:
    s_start, s_end = ctx.doc.bounds_at[name.start]
    return bool({t.lower() for t in ctx.tokens[s_start:s_end]} & ABSENCE)


#: Words just before a name that make him the player replaced: "started for X", "in place of X".
REPLACED = {"for", "of", "without", "replacing", "replaced", "over"}
CLAUSE_BREAKS = {"while", ";", "whereas", "but"}


def _named_as_missing(ctx: CheckContext, start: int) -> bool:
    """Is a player who sat out named as the one missing or replaced, the numbers being another's?
    "Okafor got the start for Embiid and finished with 15 points", "stepped up in Embiid's absence",
    "New York, which was without Anthony and Smith, got 20 points from ...". He is then not the
    subject of the numbers: another player named before him in the clause is, or an absence word
    says why he is named."""
    tokens = ctx.tokens
    s_start, _ = ctx.doc.bounds_at[start]
    end = _name_end_after(ctx, start)
    if {t.lower() for t in tokens[end:end + 3]} & (ABSENCE - {"out", "rest", "sat"}):
        return True  # "in Faried 's stead", "Embiid 's absence"
    k = start - 1
    while k >= s_start and tokens[k] in {"and", ",", ")"}:
        if tokens[k] == ")":  # "( shoulder )"
            while k >= s_start and tokens[k] != "(":
                k -= 1
        k -= 1
        k = _name_start_before(ctx, k + 1) - 1  # a list of missing players: "without Anthony and Smith"
    if k >= s_start and tokens[k].lower() in REPLACED:
        return True
    clause_start = s_start
    for j in range(start - 1, s_start - 1, -1):
        if tokens[j].lower() in CLAUSE_BREAKS:
            clause_start = j + 1
            break
    before = {t.lower() for t in tokens[clause_start:start]}
    if before & ABSENCE:
        return True
    return any(m.player is not None and m.player.played for m in ctx.mentions.players_in(clause_start, start))


def _name_end_after(ctx: CheckContext, start: int) -> int:
    return ctx.shared("player_names.name_ends", _name_bounds)[0].get(start, start + 1)


def _name_start_before(ctx: CheckContext, end: int) -> int:
    """Start of the player or unknown name ending at ``end``, or ``end`` when none does."""
    return ctx.shared("player_names.name_ends", _name_bounds)[1].get(end, end)


def _name_bounds(ctx: CheckContext) -> tuple[dict[int, int], dict[int, int]]:
    """Player and unknown names: end by start, start by end (the first name of each, in order)."""
    end_of: dict[int, int] = {}
    start_of: dict[int, int] = {}
    for m in (*ctx.mentions.players, *ctx.mentions.unknown):
        end_of.setdefault(m.start, m.end)
        start_of.setdefault(m.end, m.start)
    return end_of, start_of


def _misspelt(written: str, player: Player) -> bool:
    """"Bojan Bogdonavic" for Bojan Bogdanovic: a misspelling of the right player, not another name."""
    from rapidfuzz import fuzz

    words = [w for w in written.split() if w not in NAME_SUFFIXES]
    return bool(words) and fuzz.ratio(words[-1].lower(), name_parts(player)[1].split()[-1].lower()) >= 75


def _description(ctx: CheckContext, name: NameMention) -> bool:
    """"The Greek Freak", "former MVPs ...": a capitalised phrase after an article or a
    lower-case modifier is a title or a nickname, not a misnamed player."""
    if name.start == 0:
        return False
    prev = ctx.tokens[name.start - 1]
    return prev.lower() in {"the", "a", "an", "former", "fellow", "coach", "``", "`", '"', "'"} or not ctx.doc.bounds_at[name.start][0] == name.start \
        and ctx.tokens[name.start][-1:] == "s" and ctx.tokens[name.start][:-1].isupper()


def _nickname_of_played(ctx: CheckContext, name: NameMention) -> bool:
    """"Steph Curry" when Stephen Curry played: his surname with a first word of the same initial."""
    words = ctx.tokens[name.start:name.end - 1]
    return any(p.played and any(w[:1].lower() == name_parts(p)[0][:1].lower() for w in words)
               for p in name.surname_of)


def _same_initial(written: str, player: Player) -> bool:
    return written[:1].lower() == name_parts(player)[0][:1].lower()


@rule("player_names", "a player who did not play, or is not in this game, credited with numbers")
def check_player_names(ctx: CheckContext) -> Iterator[Error]:
    doc, game = ctx.doc, ctx.game
    numbers = _stat_numbers(ctx)
    # a player who did not play, credited with numbers
    dnp: dict[tuple[int, int], list[Claim]] = {}
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
    for (start, end), claims in dnp.items():
        player = next(m.player for m in ctx.mentions.players if m.start == start)
        if _named_as_missing(ctx, start) or all(stat == "MIN" for _, stat in claims):
            continue  # minutes alone are as often a stretch of the game ("the final five minutes")
        other = _only_fit(ctx, claims, [p for p in game.played if p.side is player.side])
        yield Error(start, end, Category.NAME, other.name if other else "",
                    f"{player.name} did not play" + (f"; the numbers are {other.name}'s" if other else ""),
                    "player_names")
    # a name of no player of this game, followed by numbers
    index = _Index(ctx, numbers)
    for name in ctx.mentions.unknown:
        claims = _claims_after(ctx, name, index)
        if not claims or _named_as_missing(ctx, name.start) or _description(ctx, name):
            continue
        written = doc.span_text(name.start, name.end)
        surnamed = [p for p in name.surname_of if p.played]
        if len(surnamed) == 1 and not _same_initial(written, surnamed[0]) and _fits(surnamed[0], claims):
            right = surnamed[0]
        elif len(claims) >= 2 and not name.surname_of:
            right = _only_fit(ctx, claims, list(game.played))
        else:
            right = None
        if right is not None and (name.surname_of or not _misspelt(written, right)):
            yield Error(name.start, name.end, Category.NAME, right.name,
                        f"{written} did not play in this game; the numbers are {right.name}'s", "player_names")
    # a name of no player of this game, or of one who sat out, paired with one who played:
    # "the backcourt of X and Y", "both X and Y shooting ..."
    sat_out = [NameMention(m.start, m.end) for m in ctx.mentions.players
               if m.player is not None and not m.player.played and (m.start, m.end) not in dnp]
    for name in (*ctx.mentions.unknown, *sat_out):
        partner = _paired_player(ctx, name)
        if partner is None or _absent(ctx, name) or _description(ctx, name) or _nickname_of_played(ctx, name):
            continue
        written = doc.span_text(name.start, name.end)
        yield Error(name.start, name.end, Category.NAME, "",
                    f"{written} did not play in this game ({partner.name} did)", "player_names")
