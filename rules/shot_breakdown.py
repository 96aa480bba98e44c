"""A player's shooting line: "10 - of - 17 shooting", "( 10 - 17 FG , 3 - 6 3Pt , 1 - 2 FT )".

Three kinds of claim are read and compared with the box score of the player they are bound to:

- made-attempted pairs, "10 - of - 17", "10 - for - 17", "10 of his 17", "10 - 17 FG", with the
  shot type named right after them: "FG", "shooting", "from the field" (field goals); "3Pt",
  "from three - point range", "from deep", "from beyond the arc", "three - pointers"
  (three-pointers); "FT", "from the line", "from the charity stripe", "free throws" (free
  throws). A pair with no shot type after it ("went 9 - for - 15 .") is read as field goals
  only when nothing earlier in its sentence names a shot type ("got to the free - throw line
  and went 4 - for - 6" is not);
- counts, "made four three - pointers", "hit 3 threes", "two free throws", "five three - point
  attempts": made, or attempted after "attempted"/"took" or before "attempts";
- percentages, "shot 50 percent from the field", "38 percent from deep": either rounding of
  made / attempted is accepted, and the box score's own rounded value.

A claim is bound to a player as :mod:`factcheck.reader` binds stat numbers (the nearest player
named before it in the sentence, or the previous sentence's player after a sentence-initial
"He"), and then more strictly, as shooting lines are easily a team's or someone else's (see
:func:`_bind`). Team shooting ("the Celtics shot 48 percent") has no player subject and is left
alone; so are splits ("in the fourth quarter"), averages, other games, shared totals
("combined to go 6 - of - 34"), comparisons ("over 50 percent") and single plays ("made two
free throws with 3.1 seconds left").

Each wrong number (the made and the attempted number separately) is a NUMBER error over that
number, corrected in the text's own form, with the fact as the comment ("Isaiah Thomas made 13
of 24 field goals"). Two readings with fewer errors take precedence where they clearly fit:
the words naming the shot type are the WORD error when the pair is exactly the player's line of
another shot type ("went 6 - for - 6 from the three - point line" for 6-of-6 free throws), and
the player's name is the NAME error when a player given a fitting line elsewhere in the text
is given a second line that is exactly another player's.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Player
from factcheck.reader.binder import bind_subject, unknown_name_between
from factcheck.reader.stats import stat_claims
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import PlayerMention
from factcheck.numbers import Number, parse_at

from .registry import rule

FG, FG3, FT = "FG", "FG3", "FT"
#: shot type -> (made column, attempted column, percentage column, name in comments)
COLUMNS = {
    FG: ("FGM", "FGA", "FG_PCT", "field goals"),
    FG3: ("FG3M", "FG3A", "FG3_PCT", "three-pointers"),
    FT: ("FTM", "FTA", "FT_PCT", "free throws"),
}
PHRASE_OF = {FG: "from the field", FG3: "from three-point range", FT: "from the free-throw line"}


def _phrases(*texts: str) -> list[tuple[str, ...]]:
    """Token sequences, longest first."""
    return sorted((tuple(t.split()) for t in texts), key=len, reverse=True)


#: Words naming the shot type right after a made-attempted pair or a percentage (lower case).
TYPE_PHRASES: dict[str, list[tuple[str, ...]]] = {
    FG: _phrases(
        "fg", "fgs", "fg%", "fg %", "from the field", "from the floor", "field goals", "field goal", "field - goals",
        "field - goal", "shooting from the field", "shooting from the floor", "from field",
    ),
    FG3: _phrases(
        "3pt", "3pts", "3p", "3pm", "3fg", "3 - pt", "3 pt", "3 p", "3 pts", "3 - pointers", "3 - pointer", "3 - point",
        "three - pointers", "three - pointer", "three - point", "threes", "treys", "triples",
        "from three", "from 3", "from the three", "from the 3", "from beyond the arc", "from beyond",
        "from behind the arc", "from behind the three", "from behind the 3", "from deep", "from long range",
        "from long distance", "from distance", "from downtown", "from outside", "from the perimeter",
        "from the arc", "from the three - point line", "beyond the arc", "behind the arc", "from 3pt range",
        "on threes", "on three - pointers", "on 3 - pointers", "from three - point range",
    ),
    FT: _phrases(
        "ft", "fts", "ft%", "ft %", "from the free", "from the line", "from the charity stripe", "from the stripe",
        "from the foul line", "from the free - throw line", "from the free throw line", "at the line",
        "at the free", "at the charity stripe", "at the stripe", "at the foul line", "free throws",
        "free throw", "free - throws", "free - throw", "foul shots", "on free throws",
    ),
}
#: Box-score abbreviations ("3PT" is one token in the shared task, "3 PT" after raw tokenization).
ABBREVIATIONS = {tuple(p.split()) for p in ("fg", "fgs", "fg%", "fg %", "3pt", "3pts", "3p", "3pm", "3fg", "3 - pt",
                                            "3 pt", "3 p", "3 pts", "ft", "fts", "ft%", "ft %")}
#: Generic nouns between a pair and its shot type ("10 - of - 17 shooting from deep").
GENERIC_NOUNS = {"shooting", "shots", "attempts", "overall"}
#: Generic nouns that, with no shot type after them, mean field goals.
FIELD_GOAL_GENERICS = {"shooting", "shots", "overall"}
#: Words anywhere before a bare pair in its sentence that name a shot type (then it is ambiguous).
TYPE_CUES = {"field", "floor", "line", "stripe", "arc", "deep", "range", "distance", "downtown", "three",
             "threes", "3", "free", "throw", "throws", "fg", "ft", "3pt", "pointers", "pointer", "treys", "triples"}
#: Verbs before a bare pair that make it a shooting line ("went 9 - for - 15").
BARE_PAIR_VERBS = {"went", "shot", "shooting", "going", "finished", "was", "on"}

#: Count nouns after a number ("four three - pointers") and whether they count attempts.
COUNT_NOUNS: list[tuple[tuple[str, ...], str, bool]] = sorted(
    [(p, FG3, False) for p in _phrases("three - pointers", "3 - pointers", "threes", "treys", "triples",
                                       "three - point field goals", "3 - point field goals", "three - point shots",
                                       "three - point baskets", "3 - point shots", "three - point buckets")]
    + [(p, FG3, True) for p in _phrases("three - point attempts", "3 - point attempts",
                                        "three - point shot attempts", "three - point field goal attempts",
                                        "attempts from three", "attempts from deep", "attempts from beyond the arc",
                                        "attempts from long range", "three - point tries")]
    + [(p, FT, False) for p in _phrases("free throws", "free - throws", "foul shots")]
    + [(p, FT, True) for p in _phrases("free throw attempts", "free - throw attempts", "foul shot attempts",
                                       "attempts from the line", "attempts from the free - throw line",
                                       "attempts from the charity stripe")]
    + [(p, FG, False) for p in _phrases("field goals", "field - goals", "baskets", "buckets")]
    + [(p, FG, True) for p in _phrases("field goal attempts", "field - goal attempts", "shot attempts",
                                       "shots from the field")],
    key=lambda item: -len(item[0]),
)
#: Verbs before a count that make it a count of attempts.
ATTEMPT_VERBS = {"attempted", "attempt", "attempts", "attempting", "took", "take", "takes", "taking",
                 "hoisted", "launched", "jacked", "fired"}
#: Verbs before a count that make it something other than made shots, or either ("shot 12 free throws").
MISS_VERBS = {"missed", "miss", "misses", "missing", "bricked", "blocked", "block", "blocks"}
NOT_MADE_VERBS = MISS_VERBS | {"allowed", "gave", "conceded", "short", "shot", "shoot", "shoots", "shooting"}
#: Words right before a number that make it no game total of the player.
NOT_TOTAL_BEFORE = {"averaging", "averages", "average", "averaged", "career", "season", "combined", "combine",
                    "combining", "last", "previous", "both", "each", "all", "over", "under", "than", "least",
                    "most", "nearly", "almost", "about", "around", "roughly", "approximately", "-", "to", "by",
                    "sub", "first", "another", "consecutive", "straight", "of", "his", "her", "their", "its",
                    "the", "those", "these", "per", "record", "franchise", "league", "previous"}
#: Words after a claim (in its clause) that make it a split, a streak, an average or a single play.
NOT_TOTAL_AFTER = {"quarter", "quarters", "half", "halves", "period", "frame", "stanza", "overtime", "ot",
                   "halftime", "first", "second", "third", "fourth", "final", "opening", "closing", "stretch",
                   "per", "apiece", "each", "season", "career", "average", "averages", "last", "previous",
                   "since", "combined", "span", "straight", "consecutive", "games", "seconds", "left",
                   "remaining", "late", "early", "minute", "possession", "possessions", "row", "series",
                   "playoffs", "month", "after", "before", "following", "foul", "fouled", "clock", "over"}
#: Words before a claim (from its subject on) that make it a split or an average.
NOT_TOTAL_CONTEXT = {"quarter", "half", "period", "frame", "stanza", "overtime", "halftime", "averaging",
                     "averaged", "averages", "career", "season", "last", "previous", "stretch", "span", "games",
                     "series", "performances", "outings", "contests", "meetings", "appearances", "starts", "streak",
                     "quarters", "halves", "periods",
                     "earlier", "prior", "ago"}
#: Tokens that end the clause of a claim.
CLAUSE_END = {",", ".", ";", "and", "while", "but", "as", "(", ")"}
#: Words that may follow a team named between a player and his claim ("led the Celtics with");
#: any other word (a verb: "the Celtics shot") makes the team the subject of a new clause.
TEAM_FOLLOWERS = {"player", "players", "guard", "forward", "center", "star", "rookie", "veteran", "big",
                  "point", "sixth", "reserve", "swingman", "wing", "teammate", "teammates",
                  ",", ".", "(", "'s", "'", "with", "in", "on", "to", "for", "by", "and", "at", "against", "over",
                  "from", "while", "when", "after", "before", "during", "this", "that", "off", "as", "into",
                  "past", "behind"}
PERCENT_WORDS = {"percent", "%", "pct", "per-cent"}
#: The word right before a pair ("missing 6 - of - 7 shots") or a percentage that makes it no total.
_NOT_TOTAL_BEFORE_PAIR = frozenset((NOT_TOTAL_BEFORE | MISS_VERBS) - {"of", "his", "her", "the", "-", "to", "by"})
_NOT_TOTAL_BEFORE_PERCENT = frozenset(NOT_TOTAL_BEFORE - {"the", "his", "her"})
COMPARATIVE_BEFORE = {"over", "under", "than", "above", "below", "nearly", "almost", "about", "around", "roughly",
                      "approximately", "sub", "-", "least", "most", "to", "by"}


@dataclass(frozen=True, slots=True)
class ShotClaim:
    """Shooting numbers bound to a player.

    ``kind`` is "pair" (``numbers`` = made, attempted), "made" or "attempted" (a count) or
    "percent"; ``type_span`` is the token range of the words naming the shot type (None when
    the type is implied).
    """

    kind: str
    shot: str
    numbers: tuple[Number, ...]
    player: Player
    mention: PlayerMention
    type_span: tuple[int, int] | None = None

    def with_player(self, player: Player) -> "ShotClaim":
        return ShotClaim(self.kind, self.shot, self.numbers, player, self.mention, self.type_span)


# ---- reading the text -------------------------------------------------------------------------------
def _lower(tokens: list[str]) -> list[str]:
    return [t.lower() for t in tokens]


def _by_first_word(phrases: list) -> dict[str, list]:
    """Phrases (or entries whose [0] is a phrase) grouped by first word, each group in list order:
    only the phrases starting with the word at hand need comparing."""
    out: dict[str, list] = {}
    for item in phrases:
        phrase = item[0] if isinstance(item[0], tuple) else item
        out.setdefault(phrase[0], []).append(item)
    return out


def _by_first_words(entries: list[tuple[tuple[str, ...], str]]) -> tuple[dict, dict]:
    """(phrase, shot type) entries, longest first, split into the phrases of two words or more by
    their first two words and the one-word phrases by their word (the first one listed): at a
    position only the phrases starting with its two words need comparing ("from" starts 25)."""
    by_two: dict[tuple[str, str], list[tuple[tuple[str, ...], str]]] = {}
    by_one: dict[str, str] = {}
    for phrase, shot in entries:
        if len(phrase) > 1:
            by_two.setdefault(phrase[:2], []).append((phrase, shot))
        else:
            by_one.setdefault(phrase[0], shot)
    return by_two, by_one


#: Every shot type's phrases, longest first and, among equally long ones, in the order FG, FG3,
#: FT: the first phrase written at a position is the one :func:`type_at` takes.
_TYPE_BY_TWO, _TYPE_BY_ONE = _by_first_words(sorted(
    ((p, shot) for shot, phrases in TYPE_PHRASES.items() for p in phrases), key=lambda item: -len(item[0])))
_COUNT_BY_FIRST = _by_first_word(COUNT_NOUNS)


def type_at(low: list[str], j: int) -> tuple[str, int] | None:
    """The shot type named at ``j`` and the token after its words (the longest phrase)."""
    if j + 1 < len(low):
        for phrase, shot in _TYPE_BY_TWO.get((low[j], low[j + 1]), ()):
            n = len(phrase)
            if n == 2 or tuple(low[j + 2:j + n]) == phrase[2:]:
                return shot, j + n
    shot = _TYPE_BY_ONE.get(low[j]) if j < len(low) else None
    return (shot, j + 1) if shot is not None else None


def skip_percent_paren(tokens: list[str], j: int) -> tuple[int, Number | None]:
    """Skip "( 39 percent )" / "( 39 % )" at ``j``; return the next token and the percentage."""
    if j >= len(tokens) or tokens[j] != "(":
        return j, None  # the common case, decided without building the lower-case window
    low = _lower(tokens[j:j + 4])
    if low[:1] == ["("] and len(low) == 4 and low[2] in PERCENT_WORDS and low[3] == ")":
        num = parse_at(tokens, j + 1)
        if num is not None and num.end == j + 2:
            return j + 4, num
    return j, None


def pair_at(tokens: list[str], low: list[str], i: int,
             numbers: dict[int, Number]) -> tuple[Number, Number, str] | None:
    """A made-attempted pair starting at ``i``: (made, attempted, how they are joined).
    ``numbers`` is the document's numbers by start (``doc.numbers``)."""
    made = numbers.get(i)
    if made is None:
        return None
    k, n = made.end, len(low)
    if k >= n:
        return None
    # decided on the word after the number (most often none of these) before looking further
    word = low[k]
    if word == "-":
        if k + 2 < n and low[k + 2] == "-" and low[k + 1] in ("of", "for"):
            joint, k = "hyphenated", k + 3  # "10 - of - 17", "10 - for - 17"
        else:
            joint, k = "dash", k + 1  # "10 - 17"
    elif word == "of":
        if k + 1 < n and low[k + 1] in ("his", "her"):
            joint, k = "of his", k + 2  # "10 of his 17"
        else:
            joint, k = "of", k + 1  # "10 of 17"
    elif word == "for":
        joint, k = "of", k + 1  # "10 for 17"
    else:
        return None
    attempted = numbers.get(k)  # (no number starts past the last token)
    if attempted is None:
        return None
    return made, attempted, joint


def _words_before_have_type(low: list[str], lo: int, hi: int) -> bool:
    return any(w in TYPE_CUES for w in low[lo:hi])


def clause_after(low: list[str], j: int, n: int = 6) -> list[str]:
    """Up to ``n`` words after ``j`` in the same clause (a parenthesis right at ``j`` is skipped)."""
    if low[j:j + 1] == ["("] and ")" in low[j:j + 12]:
        j = low.index(")", j) + 1
    out = low[j:j + n]
    for k, w in enumerate(out):
        if w in CLAUSE_END:
            return out[:k]
    return out


# ---- binding --------------------------------------------------------------------------------------
#: Between the player and the claim: the claim is about a team or a group.
GROUP_WORDS = {"they", "them", "their", "it", "its", "teams", "opponents", "opponent", "held", "holding",
               "allowed", "allowing", "bench", "reserves", "starters", "unit", "combining", "combine", "combines",
               "together", "all", "both", "each", "respectively", "which", "squad", "club", "franchise"}
#: Words right before a player named after another one in the sentence that make him a subject
#: ("..., while Thomas went", "led by Thomas , who"); other words make him an object.
SUBJECT_POSITION = {",", "and", "while", "by", "but", "whereas", ";", "(", "then", "when", "'s", "'",
                    "guard", "forward", "center", "rookie", "teammate", "star", "big", "man", "veteran", "reserve",
                    "swingman", "wing", "sophomore", "newcomer"}
#: A weekday in the sentence: the claim may be about another game ("in Sunday 's game").
WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
#: Words of a sentence that tells single plays ("converting three free throws with 33 seconds left").
PLAY_WORDS = {"seconds", "buzzer", "clock", "fouled", "intentionally", "layup", "dunk", "jumper", "heave",
              "possession", "tying", "go-ahead", "game-winning", "game-winner"}


def _previous_player(ctx: CheckContext, s: int) -> PlayerMention | None:
    """The last player named in the sentence before sentence ``s``, when he is named as a subject
    ("... while matched up against Chris Paul . He also ..." is not Paul)."""
    if s <= 0:
        return None
    lo, hi = ctx.doc.sentence_bounds(s - 1)
    found = ctx.mentions.players_in(lo, hi)
    if not found or not _in_subject_position(ctx.doc.lower, found[-1], lo, found):
        return None
    return found[-1]


def _in_subject_position(low: list[str], mention: PlayerMention, sent_start: int,
                         named: list[PlayerMention]) -> bool:
    """False for a player named after another one in his sentence but not as a subject.

    ``named`` are the players named in the sentence from ``sent_start``, at least up to ``mention``
    (those ending before it are the ones named before it: mentions are in text order)."""
    if mention.start == sent_start:
        return True
    if not any(m.end <= mention.start and m.player is not mention.player for m in named):
        return True
    return low[mention.start - 1] in SUBJECT_POSITION


def _bind(ctx: CheckContext, at: int) -> PlayerMention | None:
    """:func:`_bind_at`, remembered per document: every pair of a parenthesised line ("( 10 - 17 FG ,
    3 - 6 3Pt , 1 - 2 FT )") is bound from the same "(" (see :func:`_line_start`)."""
    memo = ctx.shared("shot_breakdown.bind", lambda c: {})
    try:
        return memo[at]
    except KeyError:
        found = memo[at] = _bind_at(ctx, at)
        return found


def _bind_at(ctx: CheckContext, at: int) -> PlayerMention | None:
    """The player a claim at token ``at`` belongs to, or None when that is not certain.

    Bound as :mod:`factcheck.reader` binds stat numbers, then made stricter, as a shooting line
    is easily someone else's: a "he" just before the claim in a sentence that names no player
    ("It was his ..., as he shot 38 percent") continues the previous sentence's player; and the
    binding stops at
    - a team or a group that starts a clause of its own between the player and the claim ("as
      the Celtics shot", "they shot", "combining to go 6 - of - 34");
    - the last of several players ("Barnes , Green and Thompson went 5 - for - 29");
    - a player named after another one but not as a subject ("Temple started in place of Beal
      and led the Wizards with 18 points ( 6 - 10 FG )"), or with a "he" after him that may be
      the other one;
    - a sentence about other games or a part of this one ("In those two performances",
      "during Saturday 's game", "in the fourth quarter").
    """
    tokens, low = ctx.tokens, ctx.doc.lower
    s = ctx.doc.sentence_of[at]
    sent_start, _ = ctx.doc.sentence_bounds(s)
    blocked, previous = _sentence_facts(ctx, s)
    if blocked:
        return None
    # "a season - high 30 points on 10 - of - 17 shooting" is this game's; "this season" is not
    context = low[sent_start:at]
    if not NOT_TOTAL_CONTEXT.isdisjoint(context) and any(
            w in NOT_TOTAL_CONTEXT and context[k + 1:k + 2] != ["-"] for k, w in enumerate(context)):
        return None
    named_before = ctx.mentions.players_in(sent_start, at)
    if not named_before and previous is None:
        return None  # the subject is a player named before the claim or continued from the last sentence
    subject = bind_subject(ctx, sent_start, at, previous)
    if subject is None and not named_before:
        he = [k for k in range(max(sent_start, at - 4), at) if low[k] == "he"]
        if he and not unknown_name_between(ctx, sent_start, he[-1]):
            subject = bind_subject(ctx, he[-1], at, previous)
    if subject is None or subject.player is None or not subject.player.played:
        return None
    lo = subject.end if subject.start >= sent_start else sent_start + 1
    between = low[lo:at]
    if not GROUP_WORDS.isdisjoint(between):
        return None
    if "team" in between and any(w == "team" and (k + 1 >= len(between) or between[k + 1] != "-")
                                 for k, w in enumerate(between)):
        return None  # "the team shot" (but "a team - high 20 points" is the player's)
    for team in ctx.mentions.teams_in(lo, at):
        j = team.end
        if j < len(tokens) and tokens[j] == "(":  # "the Celtics ( 32 - 18 )"
            close = next((k for k in range(j, min(j + 8, at)) if tokens[k] == ")"), None)
            j = close + 1 if close is not None else j
        while j < at and low[j] in {"also", "just", "only", "then"}:
            j += 1
        if j < len(tokens) and low[j] not in TEAM_FOLLOWERS:
            return None
        if low[j:j + 1] in (["who"], ["which"]) or low[j:j + 2] in ([",", "who"], [",", "which"]):
            return None  # "led the Bulls ( 1 - 0 ) , who shot 39 percent": the team's
        if low[j:j + 1] in (["'s"], ["'"]) and at - j <= 3:
            return None  # "12 of the Warriors ' 14 three - pointers": the team's
    if subject.start >= sent_start:
        before = low[subject.start - 1] if subject.start > sent_start else ""
        if before in {",", "and", "&"} and any(m.end == subject.start - 1 for m in named_before):
            return None
        if not _in_subject_position(low, subject, sent_start, named_before):
            return None
        others = [m for m in named_before if m.end <= subject.start and m.player is not subject.player]
        if others and set(between) & {"he", "his", "him"}:
            return None
    return subject


def _sentence_facts(ctx: CheckContext, s: int) -> tuple[bool, PlayerMention | None]:
    """What every claim of sentence ``s`` is bound with, found once per sentence: whether the
    sentence tells of other games or single plays (it binds nothing), and the previous sentence's
    player a "He" may continue."""
    memo = ctx.shared("shot_breakdown.sentence_facts", lambda c: {})
    try:
        return memo[s]
    except KeyError:
        pass
    sent_start, sent_end = ctx.doc.sentence_bounds(s)
    blocked = not _OTHER_GAME_OR_PLAY.isdisjoint(ctx.doc.lower[sent_start:sent_end])
    previous = None if blocked else _previous_player(ctx, s)
    found = memo[s] = (blocked, previous)
    return found


_OTHER_GAME_OR_PLAY = frozenset(WEEKDAYS | PLAY_WORDS)


# ---- claims -----------------------------------------------------------------------------------------
#: The kind of claim a number may start, by the word right after it: a pair's joint ("10 - of -
#: 17", "10 of 17", "10 - 17"), a percent word ("50 percent") or the first word of a count ("four
#: three - pointers"). No word starts two kinds, so one reader per number is tried.
_CLAIM_KIND = {"-": "pair", "of": "pair", "for": "pair"} | dict.fromkeys(PERCENT_WORDS, "percent") \
    | dict.fromkeys(_COUNT_BY_FIRST, "count")


def claim_starts(ctx: CheckContext) -> tuple[tuple[int, str], ...]:
    """The numbers a shooting claim may start at, in text order, with the kind of claim ("pair",
    "percent" or "count") the word after each may start.

    Found once per document for this rule and team_stats: each reader needs its words right
    after its number, and most numbers of a summary are "N points"."""
    return ctx.shared("shot_breakdown.claim_starts", _claim_starts)


def _claim_starts(ctx: CheckContext) -> tuple[tuple[int, str], ...]:
    low = ctx.doc.lower
    n = len(low)
    kinds = _CLAIM_KIND
    return tuple((i, kinds[low[num.end]]) for i, num in ctx.doc.numbers.items()
                 if num.end < n and low[num.end] in kinds)


def shot_claims(ctx: CheckContext) -> Iterator[ShotClaim]:
    """Every confidently bound shooting claim of the document, in text order."""
    low = ctx.doc.lower
    i = 0
    for at, kind in claim_starts(ctx):  # every claim starts with a number
        if at < i:
            continue
        i = at
        found = _READERS[kind](ctx, low, i)
        if found is not None:
            claims, i = found
            yield from claims


def shared_shot_claims(ctx: CheckContext) -> tuple[ShotClaim, ...]:
    """:func:`shot_claims`, read once per document for this rule and team_stats (which leaves
    their numbers alone)."""
    return ctx.shared("shot_claims", lambda c: tuple(shot_claims(c)))


def shot_type_after(low: list[str], j: int) -> tuple[str, int, int] | None:
    """(shot type, start, end of its words) named at ``j``, after an optional generic noun."""
    typed = type_at(low, j)
    if typed is not None:
        return typed[0], j, typed[1]
    if j < len(low) and low[j] in GENERIC_NOUNS:
        typed = type_at(low, j + 1)
        if typed is not None:
            return typed[0], j + 1, typed[1]
        if low[j] in FIELD_GOAL_GENERICS:
            # "4 - 7 shooting effort from deep": a "from ..." a few words on names the type
            for k in range(j + 1, min(j + 4, len(low))):
                if low[k] in CLAUSE_END:
                    break
                later = type_at(low, k) if low[k] == "from" else None
                if later is not None:
                    return later[0], k, later[1]
            return FG, j, j + 1
    return None


PairWords = tuple[tuple[Number, Number, str], int, "Number | None", "tuple[str, int, int] | None"]


def pair_words_at(ctx: CheckContext, i: int) -> PairWords | None:
    """A made-attempted pair at ``i`` (:func:`pair_at`) and the words after it: the token after an
    optional "( 39 percent )", that percentage (:func:`skip_percent_paren`) and the shot type
    named there (:func:`shot_type_after`). Read once per document for this rule and team_stats."""
    memo = ctx.shared("shot_breakdown.pair_words", lambda c: {})
    try:
        return memo[i]
    except KeyError:
        pass
    low = ctx.doc.lower
    pair = pair_at(ctx.tokens, low, i, ctx.doc.numbers)
    found: PairWords | None = None
    if pair is not None:
        j, percent = skip_percent_paren(ctx.tokens, pair[1].end)
        found = (pair, j, percent, shot_type_after(low, j))
    memo[i] = found
    return found


def _pair_claims(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    words = pair_words_at(ctx, i)
    if words is None:
        return None
    (made, attempted, joint), j, paren_pct, typed = words
    if i > 0 and low[i - 1] in {"-", "of", "for"}:  # inside a longer chain of numbers
        return [], attempted.end
    type_span: tuple[int, int] | None = None
    if typed is not None:
        shot, type_start, end = typed
        if low[type_start] not in GENERIC_NOUNS:
            type_span = (type_start, end)
        if shot == FG3 and low[end - 1] == "point" and end < len(low) \
                and low[end] not in {"attempts", "shots", "shooting", "field", "range", "line", "land"}:
            return None  # "3 - 6 three - point" with an unknown noun after it
    else:
        # a bare pair: "went 9 - for - 15 ." is field goals unless the sentence named a shot type
        if joint != "hyphenated" or i == 0 or low[i - 1] not in BARE_PAIR_VERBS:
            return None
        after = low[attempted.end:attempted.end + 1]
        if after and after[0] not in {".", ",", "and", "for", "to", "in", "while", ";"}:
            return None
        sent_start, _ = ctx.doc.bounds_at[i]
        if _words_before_have_type(low, sent_start, i):
            return None
        shot, end = FG, attempted.end
    if joint in {"of", "dash"} and made.value > attempted.value:
        return None  # "10 of 17" or "10 - 17" is a shooting line only when made <= attempted
    if joint == "dash" and i > 0 and low[i - 1] == "(" and not (
            made.form == attempted.form == "digits" and type_span is not None and type_span == (j, j + 1)):
        return None  # "( 32 - 18 )" is a record; "( 10 - 17 FG" is a shooting line
    if not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
        return [], end
    if i > 0 and low[i - 1] in _NOT_TOTAL_BEFORE_PAIR \
            or low[max(0, i - 2):i] in (["from", "his"], ["from", "her"]):
        return [], end  # "missing 6 - of - 7 shots", "a bounce - back from his 2 - of - 6 shooting"
    mention = _bind(ctx, _line_start(ctx, i))
    if mention is None or mention.player is None:
        return [], end
    player = mention.player
    claims = [ShotClaim("pair", shot, (made, attempted), player, mention, type_span)]
    if paren_pct is not None:
        claims.append(ShotClaim("percent", shot, (paren_pct,), player, mention, type_span))
    return claims, end


def _percent_claim(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    num = ctx.doc.numbers.get(i)  # parse_at(tokens, i)
    if num is None or num.end >= len(low) or low[num.end] not in PERCENT_WORDS:
        return None
    j = num.end + 1
    while j < len(low) and low[j] in {"success", "rate", "clip", "mark"}:
        j += 1
    if low[j:j + 2] in (["of", "his"], ["of", "her"]):
        rest = low[j + 2:j + 4]
        if rest[:1] == ["shots"] or rest[:2] in (["field", "goals"], ["field", "goal"]):
            typed: tuple[str, int, int] | None = (FG, j + 2, j + 3 if rest[:1] == ["shots"] else j + 4)
        else:
            found = type_at(low, j + 2)
            typed = (found[0], j + 2, found[1]) if found is not None else None
    else:
        typed = shot_type_after(low, j)
    if typed is None:
        return [], j
    shot, type_start, end = typed
    before = low[max(0, i - 2):i]
    if not COMPARATIVE_BEFORE.isdisjoint(before) or not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
        return [], end
    if _team_right_after(ctx, end):
        return [], end  # "a 51 percent shooting night for Atlanta": the team's
    if before[-1:] and before[-1] in _NOT_TOTAL_BEFORE_PERCENT:
        return [], end
    mention = _bind(ctx, i)
    if mention is None or mention.player is None:
        return [], end
    return [ShotClaim("percent", shot, (num,), mention.player, mention, None)], end


def _team_right_after(ctx: CheckContext, end: int) -> bool:
    """A team named in the few words after a claim ("... shooting night for the Knicks")."""
    stop = end
    for w in ctx.doc.lower[end:end + 5]:
        if w in {".", ";", ","}:
            break
        stop += 1
    return bool(ctx.mentions.teams_in(end, stop))


def shot_count_at(ctx: CheckContext, low: list[str], i: int) -> tuple[Number, str, bool, int] | None:
    """A count of shots starting at token ``i``: "four three - pointers", "12 free throw attempts":
    (the number, the shot type, whether it counts attempts, the token after the phrase). Shared by
    the player (here) and the team (team_stats) readers."""
    num = ctx.doc.numbers.get(i)
    if num is None:
        return None
    first = low[num.end] if num.end < len(low) else ""
    for phrase, shot, attempts in _COUNT_BY_FIRST.get(first, ()):
        if tuple(low[num.end:num.end + len(phrase)]) == phrase:
            return num, shot, attempts, num.end + len(phrase)
    return None


def _count_claim(ctx: CheckContext, low: list[str], i: int) -> tuple[list[ShotClaim], int] | None:
    tokens = ctx.tokens
    found = shot_count_at(ctx, low, i)
    if found is None:
        return None
    num, shot, attempts, end = found
    if shot == FG and not attempts:  # "three buckets from beyond the arc"
        later = type_at(low, end)
        if later is not None and low[end] == "from":
            shot, end = later
    before = low[max(0, i - 2):i]
    if before[-1:] and (before[-1] in NOT_TOTAL_BEFORE or before[-1] in NOT_MADE_VERBS):
        return [], end
    if before[-1:] and before[-1] in ATTEMPT_VERBS or _attempt_verb_before(low, i):
        attempts = True
    if not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)):
        return [], end
    if low[end:end + 1] == ["to"] or low[end:end + 2] == ["with", "under"]:
        return [], end  # "two free throws to tie the game": a play, not the total
    if low[end:end + 1] == ["with"] and end + 1 < len(low) and parse_at(tokens, end + 1) is not None:
        return [], end  # "two free throws with 3.1 seconds left"
    mention = _bind(ctx, i)
    if mention is None or mention.player is None:
        return [], end
    return [ShotClaim("attempted" if attempts else "made", shot, (num,), mention.player, mention, None)], end


_READERS = {"pair": _pair_claims, "percent": _percent_claim, "count": _count_claim}

#: Words between an attempt verb and its count: "attempting a career - high 13 free throws".
_ATTEMPT_FILLERS = {"a", "an", "career", "season", "game", "-", "high", "just", "only", "whopping", "team"}


def _attempt_verb_before(low: list[str], i: int) -> bool:
    k = i - 1
    while k >= 0 and i - k <= 6 and low[k] in _ATTEMPT_FILLERS:
        k -= 1
    return k >= 0 and k < i - 1 and low[k] in ATTEMPT_VERBS


# ---- checking ---------------------------------------------------------------------------------------
def _values(player: Player, shot: str) -> tuple[int | None, int | None]:
    made_col, att_col, _, _ = COLUMNS[shot]
    return player.stat(made_col), player.stat(att_col)


def _misses(player: Player, claim: ShotClaim) -> int:
    """How many of the claim's numbers ``player``'s box score contradicts (percentages: none)."""
    made, att = _values(player, claim.shot)
    if claim.kind == "pair":
        return (claim.numbers[0].value != made) + (claim.numbers[1].value != att)
    if claim.kind == "made":
        return int(claim.numbers[0].value != made)
    if claim.kind == "attempted":
        return int(claim.numbers[0].value != att)
    return 0


def _acceptable_percents(player: Player, shot: str) -> set[int] | None:
    made, att = _values(player, shot)
    if made is None or not att:
        return None
    exact = 100 * made / att
    ok = {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}
    pct = player.stat(COLUMNS[shot][2])
    if pct is not None:
        ok.add(pct)
    return ok


def _better_player(ctx: CheckContext, mention: PlayerMention, claims: list[ShotClaim], misses: list[int],
                   fitting_lines: set[str], points_by_subject: dict[int, list]) -> Player | None:
    """Another player whose box score fits every number of the line the text gives the named one.

    A player given two different shooting lines in one text, one that fits him and one that fits
    another player exactly, is a wrong name on the second (one error, not four). It is taken only
    when the named player has a fitting line elsewhere in the text (``fitting_lines``), this line
    has at least four numbers (two made-attempted pairs, or a pair and the points before it), the
    named player misses at least two of them, and exactly one other player of the team the
    sentence names (or the named player's team) fits them all. ``misses`` are the claims' misses
    against their own player; ``points_by_subject`` the document's points claims by subject start.
    """
    named = mention.player
    assert named is not None
    if named.index not in fitting_lines:
        return None
    points = points_by_subject.get(mention.start, ())
    n_numbers = sum(len(c.numbers) for c in claims if c.kind != "percent") + len(points)
    own = sum(miss if c.player is named else _misses(named, c) for c, miss in zip(claims, misses)) \
        + sum(named.PTS != p.number.value for p in points)
    if n_numbers < 4 or own < 2 or not any(c.kind == "pair" for c in claims):
        return None
    s_start, s_end = ctx.doc.bounds_at[mention.start]
    sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    sides = sides if len(sides) == 1 else {named.side}
    fits = [p for p in ctx.game.played
            if p is not named and p.side in sides
            and all(_misses(p, c) == 0 for c in claims) and all(p.PTS == c.number.value for c in points)]
    return fits[0] if len(fits) == 1 else None


def _type_correction(ctx: CheckContext, claim: ShotClaim, shot: str) -> str:
    """The words for ``shot`` in the form of the words they replace ("FT" for "FG")."""
    assert claim.type_span is not None
    written = ctx.tokens[claim.type_span[0]:claim.type_span[1]]
    if tuple(t.lower() for t in written) in ABBREVIATIONS:
        upper = any(t.isupper() and t.isalpha() for t in written[-1:]) and written[-1] not in {"FG", "FT"}
        return {FG: "FG", FG3: "3PT" if upper else "3Pt", FT: "FT"}[shot]
    phrase = PHRASE_OF[shot]
    return phrase.replace("-", " - ") if ctx.tokenized else phrase


def _open_parenthesis(tokens: list[str], lo: int, at: int) -> int | None:
    """The "(" before ``at`` (from ``lo``) that is not closed before ``at``, if any.

    Walked back from ``at`` (a line's "(" is a few words back; the sentence start is far): the
    first "(" not closed by a ")" after it, which is the innermost one still open at ``at``."""
    depth = 0
    for k in range(at - 1, lo - 1, -1):
        t = tokens[k]
        if t == ")":
            depth += 1
        elif t == "(":
            if depth == 0:
                return k
            depth -= 1
    return None


def _line_start(ctx: CheckContext, at: int) -> int:
    """Where the shooting line of a pair at ``at`` starts: its "(" in "( 10 - 17 FG , 3 - 6 3Pt ...".

    Every pair of a parenthesised line belongs to the player the line follows, so all are bound
    from the parenthesis (the labels of earlier pairs never stand between player and number).
    """
    sent_start, _ = ctx.doc.bounds_at[at]
    paren = _open_parenthesis(ctx.tokens, sent_start, at)
    return paren if paren is not None else at


def _wrong_type(ctx: CheckContext, claim: ShotClaim, stated: set[str]) -> str | None:
    """The shot type a pair was meant to name, when the words naming its type are the slip.

    That is the reading when the pair fits another shot type of its player exactly and misses
    both numbers of the type it names ("went 6 - for - 6 from the three - point line" for
    6-of-6 free throws), that type is not stated by another pair of the line, and the words
    could be the slip: a type named twice in one line ("( 8 - 13 FG , 1 - 4 3Pt , 6 - 10 FG )"),
    or words in running text. In the fixed "( 8 - 15 FG , 3 - 4 3Pt , 3 - 4 FT )" the labels
    are positional, and "including 4 - of - 4 from deep" is a part of the field goals: there the
    numbers are what is wrong. ``stated`` are the types the other pairs of the line name.
    """
    if claim.kind != "pair" or claim.type_span is None or _misses(claim.player, claim) < 2:
        return None
    made, att = (n.value for n in claim.numbers)
    others = [t for t in COLUMNS if t != claim.shot and _values(claim.player, t) == (made, att) and att > 0]
    if len(others) != 1 or others[0] in stated:
        return None
    if claim.shot not in stated:
        start, end = claim.type_span
        made_at = claim.numbers[0].start
        sent_start, _ = ctx.doc.bounds_at[made_at]
        if tuple(t.lower() for t in ctx.tokens[start:end]) in ABBREVIATIONS \
                or _open_parenthesis(ctx.tokens, sent_start, made_at) is not None \
                or (made_at > 0 and ctx.tokens[made_at - 1].lower() == "including"):
            return None
    return others[0]


def _errors(ctx: CheckContext, claim: ShotClaim, stated: set[str]) -> Iterator[Error]:
    """The errors of one claim; ``stated`` are the shot types its line states elsewhere."""
    player, shot = claim.player, claim.shot
    made, att = _values(player, shot)
    if made is None or att is None:
        return
    _, _, pct_col, noun = COLUMNS[shot]
    if claim.kind == "percent":
        num = claim.numbers[0]
        ok = _acceptable_percents(player, shot)
        if ok is None or num.value in ok:
            return
        actual = player.stat(pct_col)
        if actual is None or actual not in ok:
            actual = math.floor(100 * made / att + 0.5)
        yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized),
                    f"{player.name} shot {actual} percent {PHRASE_OF[shot]} ({made} of {att})", "shot_breakdown")
        return
    other = _wrong_type(ctx, claim, stated)
    if other is not None and claim.type_span is not None:
        o_made, o_att = _values(player, other)
        yield Error(claim.type_span[0], claim.type_span[1], Category.WORD, _type_correction(ctx, claim, other),
                    f"{player.name} made {o_made} of {o_att} {COLUMNS[other][3]} "
                    f"(and {made} of {att} {noun})", "shot_breakdown")
        return
    if claim.kind == "pair":
        checks = [(claim.numbers[0], made), (claim.numbers[1], att)]
    else:
        checks = [(claim.numbers[0], made if claim.kind == "made" else att)]
    for num, actual in checks:
        if num.value != actual:
            yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized),
                        f"{player.name} made {made} of {att} {noun}", "shot_breakdown")


@rule("shot_breakdown", "a player's shooting: '10 - of - 17 shooting', '( 10 - 17 FG , 3 - 6 3Pt , 1 - 2 FT )', "
                        "'four three - pointers', '50 percent from the field'")
def check_shot_breakdown(ctx: CheckContext) -> Iterator[Error]:
    groups: dict[tuple[int, int], list[ShotClaim]] = defaultdict(list)
    for claim in shared_shot_claims(ctx):
        groups[(claim.mention.start, claim.mention.end)].append(claim)
    # how many numbers of each claim its player's box score contradicts, counted once: the
    # fitting lines, the name check and the errors all ask
    misses = {span: [_misses(c.player, c) for c in cs] for span, cs in groups.items()}
    fitting_lines = {cs[0].player.index for span, cs in groups.items()
                     if any(c.kind == "pair" for c in cs) and not any(misses[span])}
    points_by_subject: dict[int, list] = defaultdict(list)
    for c in stat_claims(ctx):
        if c.stat == "PTS":
            points_by_subject[c.subject.start].append(c)
    for (start, end), claims in groups.items():
        mention = claims[0].mention
        group_misses = misses[(start, end)]
        other = _better_player(ctx, mention, claims, group_misses, fitting_lines, points_by_subject)
        if other is not None:
            correction = other.name if mention.kind == "full" else other.last_name
            yield Error(start, end, Category.NAME, correction,
                        f"the shooting line is {other.name}'s, not {ctx.doc.span_text(start, end)}'s", "shot_breakdown")
            claims = [c.with_player(other) for c in claims]
            group_misses = [_misses(c.player, c) for c in claims]
        sentences = [ctx.doc.sentence_of[c.numbers[0].start] for c in claims]
        for claim, s, miss in zip(claims, sentences, group_misses):
            if miss == 0 and claim.kind != "percent":
                continue  # every number fits: _errors finds nothing (percentages are checked there)
            stated = {c.shot for c, cs in zip(claims, sentences) if c is not claim and c.kind == "pair" and cs == s}
            yield from _errors(ctx, claim, stated)
