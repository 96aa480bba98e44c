"""How writers describe a player around his name, for the binder (:mod:`factcheck.reader.binder`).

A name may follow a description ("The dependable X", "rookie lottery pick X", "Sixth Man of the
Year X") or an award title may stand for him ("as the reigning Rookie of the Year shot 8 - of -
8"); a clause set off by commas right after his name ("X , likely starting his last game in place
of Y , was solid with 13 points") tells about him without changing the subject or the game of the
main clause; nor does a fronted clause ("After two points in his last outing , X bounced back with
14"). A sentence may restate his total ("The 31 points were a season - high for him"), and a
relative clause after "A and B" may be B's alone ("who scored a season - high 19"). These are
taught here once, as words of basketball writing.
"""

from __future__ import annotations

from factcheck.engine.context import CheckContext
from factcheck.text.numbers import parse_at
from factcheck import lexicon
from .vocab import PLURAL_NOUNS
from .words import positions

#: Award titles that describe a player (lower case, as tokens): "Sixth Man of the Year X".
TITLES: tuple[tuple[str, ...], ...] = lexicon.phrase_list("titles")
#: Words of a description before a name, beyond the roles the binder knows ("The dependable X",
#: "rookie lottery pick X", "defensive anchor X").
DESCRIPTION_ADJECTIVES = lexicon.words("description_adjectives")
#: Nouns a description standing for the player named last may end with: "The former second overall
#: pick", "The former Oklahoma City product", "The dunk contest champ".
REFERENCE_NOUNS = lexicon.words("reference_nouns")


def title_before(low: list[str], k: int, lo: int) -> int | None:
    """Where an award title that ends right before ``k`` (not before ``lo``) starts, else None."""
    for title in TITLES:
        n = len(title)
        if k - n >= lo and tuple(low[k - n:k]) == title:
            return k - n
    return None


def reference_noun_end(low: list[str], j: int, at: int) -> int | None:
    """Where a noun that may stand for the player named last ends, when one starts at ``j`` (and
    ends before ``at``): an award title ("Rookie of the Year") or an age ("25 - year - old")."""
    for title in TITLES:
        if j + len(title) <= at and tuple(low[j:j + len(title)]) == title and title != ("all", "-", "star"):
            return j + len(title)
    if j + 5 <= at and low[j][:1].isdigit() and low[j + 1:j + 5] == ["-", "year", "-", "old"]:
        return j + 5
    return None


def title_positions(ctx: CheckContext) -> set[int]:
    """The tokens of the document's award titles: their capitals are no unknown names."""
    analysis = ctx.analysis
    found = analysis.title_positions
    if found is None:
        found = analysis.title_positions = _title_positions(ctx)
    return found


def _title_positions(ctx: CheckContext) -> set[int]:
    low = ctx.doc.lower
    out: set[int] = set()
    firsts = {t[0] for t in TITLES}
    for k in positions(ctx, firsts):
        for title in TITLES:
            if tuple(low[k:k + len(title)]) == title:
                out.update(range(k, k + len(title)))
    return out


#: First words of a clause set off after a name that tells about him ("X , who", "X , coming off",
#: "X , likely starting"): an -ing word, "who", or an adverb before one.
_ASIDE_ADVERBS = lexicon.words("aside_adverbs")


#: Words after an aside's closing comma that open a new clause rather than go on with his verb.
_NEW_CLAUSE = lexicon.words("new_clause")


def aside_end(ctx: CheckContext, name_end: int, at: int) -> int | None:
    """The token after a closed aside that follows a player's name and ends before ``at`` ("X ,
    who started with Y no longer on the roster , finished with 17"), else None."""
    low = ctx.doc.lower
    if name_end + 2 >= at or low[name_end] != ",":
        return None
    first = low[name_end + 1]
    if first in _ASIDE_ADVERBS:
        first = low[name_end + 2]
    if first != "who" and not (first.endswith("ing") and len(first) > 4):
        return None
    for k in range(name_end + 2, at):
        if low[k] in {";", "."}:
            return None
        if low[k] == ",":  # the main clause goes on with his verb, not a new clause ("and also saw")
            return k + 1 if k + 1 < at and low[k + 1] not in _NEW_CLAUSE else None
    return None


#: Words that open a sentence's fronted clause about what came before this game: "After having two
#: points in his last outing , X bounced back with 14".
_FRONTED_OPENERS = {"after", "coming", "following"}


def _after_fronted_clause(ctx: CheckContext, lo: int, at: int) -> int:
    """Where the main clause starts when the sentence from ``lo`` opens with a fronted clause ended by
    a comma right before a named player (or "he"); else ``lo``."""
    low = ctx.doc.lower
    if low[lo] not in _FRONTED_OPENERS:
        return lo
    starts = {m.start for m in ctx.mentions.players_in(lo, at)}
    for k in range(lo + 1, at - 1):
        if low[k] in {";", "."}:
            return lo
        if low[k] == "," and (k + 1 in starts or low[k + 1] == "he"):
            return k + 1
    return lo


def words_outside_asides(ctx: CheckContext, lo: int, at: int) -> list[str]:
    """The lower-case words from ``lo`` to ``at`` without the closed asides after player names:
    what they tell of other games does not frame the main clause."""
    low = ctx.doc.lower
    words: list[str] = []
    k = _after_fronted_clause(ctx, lo, at)
    for m in ctx.mentions.players_in(k, at):
        if m.end < k:
            continue
        end = aside_end(ctx, m.end, at)
        if end is not None:
            words.extend(low[k:m.end])
            k = end
    words.extend(low[k:at])
    return words


#: Words of a relative clause after "A and B , who" that make its numbers one player's ("his",
#: a "season - high"), and words that make them both players' ("combined", "their").
_ONE_PLAYER = {"his", "high", "best"}
_BOTH_PLAYERS = lexicon.words("both_players")


def own_line(words: list[str]) -> bool:
    """The words of a relative clause up to a number say the number is one player's: "who scored
    a season - high 19", "who had his best game with 19" (not "who combined for 40")."""
    first = next((k for k in range(len(words)) if words[k][:1].isdigit() or parse_at(words, k)), len(words))
    head = words[:first]  # up to the line's first number: the rest is the line ("19 points and eight")
    return not _ONE_PLAYER.isdisjoint(head) and _BOTH_PLAYERS.isdisjoint(head)


#: Phrases before "with N" that name this game's line, though they hold a word of averages ("all",
#: "season"): "doing it all with 16 points", "his fifth double - double of the season with 18 points".
_THIS_GAME_BEFORE_WITH = tuple(list(p) for p in lexicon.phrase_list("this_game_before_with"))


def this_game_with(low: list[str], at: int) -> bool:
    """The words right before the number at ``at`` make it this game's line despite a word of averages."""
    return any(low[at - len(p):at] == p for p in _THIS_GAME_BEFORE_WITH)


#: Verbs after "The N points" that restate a player's total: "The 31 points were a season - high".
_RESTATING_VERBS = lexicon.words("restating_verbs")
#: Words of the rest of the sentence that make the restated total a player's record, not a team's.
_RECORD_WORDS = lexicon.words("record_words")


def restated_total(low: list[str], at: int, end: int) -> bool:
    """The number at ``at``, right after a sentence's "The", restates the total of the player named
    last as his record: "The 31 points were a season - high for him" (not "The 125 points allowed",
    "The 31 assists for the Celtics")."""
    k = at + 1
    while k < end and not low[k][:1].isalpha():
        k += 1  # ("The 31 - point effort")
    if k + 1 >= end or low[k] not in PLURAL_NOUNS or low[k + 1] not in _RESTATING_VERBS:
        return False
    return not _RECORD_WORDS.isdisjoint(low[k + 2:end]) and "team" not in low[k + 2:end]


