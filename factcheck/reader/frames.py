"""Time frames: which game a clause is about, from the words that say so.

A summary of one game also tells of others: the next game ("will host the Bulls on Friday"),
earlier ones ("after beating the Heat on Tuesday", "a former Laker"), the season ("a half game
behind the Clippers for the eighth seed"). A claim read in such a clause is not about this box
score. The cues are taught here once; :func:`frame_at` gives the frame of the clause around a
token, and the reason (the cue word) for the claims report.
"""

from __future__ import annotations

from factcheck.claims import Frame
from factcheck.engine.context import CheckContext
from factcheck import lexicon


#: Words that end a clause when looking for the clause around a word.
CLAUSE_BREAKS = (lexicon.words("clause_joints") | lexicon.words("frames_clause_breaks"))
#: A clause with one of these is about a game to come.
FUTURE_CUES = lexicon.words("frames_future_cues")
#: Verbs that are a cue of the next game only when they go somewhere: "head to", "stay home",
#: "return home" (not "remain in last place", "stay close").
WEAK_CUES = lexicon.words("weak_cues")
WEAK_CUE_GOES = lexicon.words("weak_cue_goes")
#: After "return to": a return to a state, no trip or game ("return to form"; but "returns to action
#: Thursday in Memphis" and "a return to the court Wednesday" may tell of the next game).
_NOT_A_TRIP = lexicon.words("not_a_trip")
#: Cue words of another game, and the frame they put a clause (or, for strong ones, a sentence) in.
NEXT_CUES = FUTURE_CUES | lexicon.words("next_game_cues")
PAST_CUES = lexicon.words("past_cues")
SEASON_CUES = lexicon.words("season_cues")
#: Of those, the cues that hold for the whole sentence, not only their clause: most do, as a
#: sentence about the standings or the schedule tells of no play of this game.
CLAUSE_ONLY = lexicon.words("clause_only")
_FRAMES = ((NEXT_CUES, Frame.NEXT_GAME), (PAST_CUES, Frame.PREVIOUS_GAME), (SEASON_CUES, Frame.SEASON))
WEEKDAYS = lexicon.words("weekdays")


def days_off_at(low: list[str]) -> bool:
    """"a couple of days off", "three days off": rest before the next game."""
    if "off" not in low:
        return False
    return any(low[i] in {"days", "day"} and low[i + 1:i + 2] == ["off"] for i in range(len(low)))


#: Before a cue, words that make it a noun of this game ("the host Heat", "their visit").
_CUE_NOUN_BEFORE = lexicon.words("cue_noun_before")


def first_cue(low: list[str]) -> int | None:
    """The offset of a clause's first cue of a game to come (None if it has none): "will host",
    "head home", "have two days off", "'re home again"."""
    if days_off_at(low):
        return 0
    for i, w in enumerate(low):
        if w in FUTURE_CUES and not (i and low[i - 1] in _CUE_NOUN_BEFORE):
            return i
        if w in WEAK_CUES and WEAK_CUE_GOES & set(low[i + 1:i + 3]) and _NOT_A_TRIP.isdisjoint(low[i + 2:i + 4]):
            return i
        if w == "home" and low[i - 1:i] in (["'re"], ["are"], ["be"]) and low[i + 1:i + 2] == ["again"]:
            return i  # "They 're home again on Friday"
    return None


def future_clause(low: list[str]) -> bool:
    """True when a clause (lower-cased tokens) has a cue of a game to come.

    "the host Heat" / "the visiting Lakers" are adjectives of this game, not cues.
    """
    return first_cue(low) is not None


def clause_around(ctx: CheckContext, i: int) -> tuple[int, int]:
    """The clause ``[start, end)`` holding token ``i``: between the nearest clause breaks."""
    low = ctx.doc.lower
    s, e = ctx.doc.bounds_at[i]
    a = i
    while a > s and low[a - 1] not in CLAUSE_BREAKS:
        a -= 1
    b = i + 1
    while b < e and low[b] not in CLAUSE_BREAKS:
        b += 1
    return a, b


#: Gerunds after "before" that name the next game: "one day off before playing the Celtics".
_NEXT_GERUNDS = lexicon.words("next_gerunds")


#: "one day after", "two weeks before", "days ago": a time apart from this game.
SPANS_OF_DAYS = lexicon.words("frame_spans_of_days")
_BEFORE_OR_AFTER = lexicon.words("frame_before_or_after")
#: "to take on the Pelicans", "takes on Memphis": a game to come (a game reported is "took on").
_TAKE_ON = {"take", "takes", "taking"}


def _takes_on(words: list[str], k: int) -> bool:
    return words[k] in _TAKE_ON and words[k + 1:k + 2] == ["on"]


def first_take_on(low: list[str], lo: int, hi: int) -> int:
    """Where "take(s) on" first stands in ``[lo, hi)`` (``hi`` when nowhere): "The Nets take on the
    Timberwolves , the worst team in the West , on Monday" tells of a game to come (a game
    reported "took on")."""
    if _TAKE_ON.isdisjoint(low[lo:hi]):
        return hi
    return next((k for k in range(lo, hi) if _takes_on(low, k)), hi)


#: Phrases that put the rest of their clause in an earlier game ("a bounce - back from ...").
_EARLIER_GAME_PHRASES = lexicon.phrases("earlier_game_phrases")
_EARLIER_GAME_FIRST = frozenset(p[0] for p in _EARLIER_GAME_PHRASES)


def _cue(words: list[str], sentence_wide: bool) -> tuple[Frame, str] | None:
    for k, w in enumerate(words):
        if w in _EARLIER_GAME_FIRST and lexicon.phrase_at(words, k, _EARLIER_GAME_PHRASES):
            return Frame.PREVIOUS_GAME, w  # "a strong bounce - back from his 2 - of - 6 shooting in the loss to ..."
        if w == "before" and words[k + 1:k + 2] and words[k + 1] in _NEXT_GERUNDS:
            return Frame.NEXT_GAME, w
        if w in WEAK_CUES and WEAK_CUE_GOES & set(words[k + 1:k + 3]) and _NOT_A_TRIP.isdisjoint(words[k + 2:k + 4]):
            return Frame.NEXT_GAME, w  # "Cleveland heads to New Orleans", "return home"
        if _takes_on(words, k):
            return Frame.NEXT_GAME, w  # "to take on the Pelicans"
        if w in SPANS_OF_DAYS and words[k + 1:k + 2] and words[k + 1] in _BEFORE_OR_AFTER:
            return Frame.PREVIOUS_GAME, w  # "one day after setting the record", "just days after the Warriors ..."
        if sentence_wide and w in CLAUSE_ONLY:
            continue
        for cues, frame in _FRAMES:
            if w in cues:
                return frame, w
    return None


def next_game_cue(ctx: CheckContext, i: int) -> str:
    """The cue that the clause around token ``i`` tells of a game to come ("" when none): "On deck
    for Portland is the Knicks on Tuesday", "Cleveland heads to New Orleans on Friday"."""
    low = ctx.doc.lower
    lo, hi = clause_around(ctx, i)
    for words in (low[lo:hi],):
        k = first_cue(words)
        if k is not None:
            return words[k]
        k = next((k for k in range(len(words)) if _takes_on(words, k)), None)
        if k is not None:
            return words[k]
    return ""


def frame_at(ctx: CheckContext, i: int, lo: int | None = None, hi: int | None = None) -> tuple[Frame, str]:
    """The frame of the clause around token ``i`` (or of ``[lo, hi)``) and the cue that says so
    ("" for this game): a cue word of another game in the clause, a sentence-wide cue in its
    sentence, or a weekday that is not this game's."""
    low = ctx.doc.lower
    if lo is None or hi is None:
        lo, hi = clause_around(ctx, i)
    found = _cue(low[lo:hi], False)
    if found is not None:
        return found
    s, e = ctx.doc.bounds_at[i]
    found = _cue(low[s:e], True)
    if found is not None:
        return found
    day = ctx.game.weekday.lower()
    for k in range(s, e):
        w = low[k]
        if w not in WEEKDAYS and w.endswith("\u2019s"):
            w = w[:-2]  # "Wednesday’s": a curly apostrophe kept in the token
        if w in WEEKDAYS and (w != day or low[k + 1:k + 3] == _AS_WELL):
            return Frame.OTHER_GAME, w  # another day, or "on Sunday as well": another game that day
    return Frame.GAME, ""


_AS_WELL = ["as", "well"]


def other_day_after(ctx: CheckContext, end: int) -> bool:
    """A weekday not this game's in the clause right after ``end``: "scored 10 points ( 2 - 10 FG )
    on Friday against the Suns" tells of another game."""
    low = ctx.doc.lower
    for w in low[end:min(len(low), end + 12)]:
        if w in _CLAUSE_ENDS:
            return False
        if w in WEEKDAYS:
            return w != ctx.game.weekday.lower()
    return False


_CLAUSE_ENDS = frozenset({",", ".", ";", "while", "but", "and"})


#: What a "half" or "quarter" of is when it is a part of this game.
_GAME_PARTS_OF = lexicon.words("game_parts_of")


_PART_NOUNS = lexicon.words("part_nouns")
_PART_OF_SKIPPED = lexicon.words("part_of_skipped")


def part_of_other_thing(words: list[str]) -> bool:
    """True for "the second half of a back - to - back", "the second half of the bench": the half
    is of something else than the game, so the words make no split of it ("in the second half of
    the game" is one)."""
    if "of" not in words:
        return False
    k = words.index("of")
    if k == 0 or words[k - 1] not in _PART_NOUNS:
        return False
    rest = [w for w in words[k + 1:] if w not in _PART_OF_SKIPPED]
    return bool(rest) and rest[0] not in _GAME_PARTS_OF


#: Verbs of a lead over a pool: "led all scorers", "paced all Bucks".
_LEAD_VERBS = lexicon.words("frames_lead_verbs")


def led_all(tokens: list[str], at: int, group_words: set[str]) -> bool:
    """True at "led all scorers with 26 points": "all" names the pool he led, not a group whose
    figure the number is (and no other group word stands in the three words before ``at``)."""
    before = tokens[max(0, at - 3):at]
    if "all" not in before or not group_words.isdisjoint(set(before) - {"all"}):
        return False
    k = at - len(before) + before.index("all")
    return k > 0 and tokens[k - 1] in _LEAD_VERBS


#: In the clause before a number: it reports another game, an average or a span of games.
OTHER_GAME_WORDS = lexicon.words("frames_other_game_words")
#: After "last"/"past"/"previous" (+ a count): a span of games, not this game.
GAME_NOUNS = lexicon.words("frames_game_nouns")


_EARLIER_GAMES = lexicon.words("earlier_games_words")
_GAME_TIME_NOUNS = lexicon.words("game_time_nouns")
_FOLLOWING_UP = lexicon.words("following_up_objects")


def other_game_clause(before: list[str]) -> bool:
    """The words of the sentence before a number say it is an average or another game's:
    "is now averaging", "in his last two games", "coming off a 36 - point", "prior to"."""
    if not OTHER_GAME_WORDS.isdisjoint(before):
        return True
    if days_apart(before[-NEAR_DAYS:]):
        return True
    if _OTHER_GAME_CUES.isdisjoint(before):
        return False
    for k, w in enumerate(before):
        if w not in _OTHER_GAME_CUES:
            continue
        nxt = before[k + 1:k + 4]
        if w in _EARLIER_GAMES and set(nxt) & GAME_NOUNS and \
                not _GAME_TIME_NOUNS & set(nxt):
            return True  # "in his last two games", "over the first four games"
        if w == "coming" and nxt[:1] == ["off"] and nxt[1:2] != ["the"]:
            return True  # "coming off a triple - double" (not "coming off the bench")
        if w in {"following", "followed"} and nxt[:1] == ["up"] and nxt[1:2] and nxt[1] in _FOLLOWING_UP:
            return True  # "following up a 29 - point performance" (not "followed up with 18 points")
        if w in {"season", "year"} and k > 1 and before[k - 1] == "the" and before[k - 2] in {"on", "for", "start"}:
            return True  # "to start the season", "on the year" (not "his best game of the season")
    return False


#: How many words before a number may hold a span of days apart from this game (:func:`days_apart`):
#: the phrase leads up to the number, and a long sentence is not walked again for each number.
NEAR_DAYS = 12


def days_apart(near: list[str]) -> bool:
    """True when the words before a number set it days apart from this game: "one night after
    putting up 37 against the Knicks" (a span, "after" / "before", a gerund; not "an injury a week
    ago", which dates the injury)."""
    return not SPANS_OF_DAYS.isdisjoint(near) and any(
        w in SPANS_OF_DAYS and near[k + 1:k + 2] and near[k + 1] in _BEFORE_OR_AFTER
        and near[k + 2:k + 3] and near[k + 2].endswith("ing") for k, w in enumerate(near))

#: The words :func:`other_game_clause` looks on from.
_OTHER_GAME_CUES = lexicon.words("frames_other_game_cues")
#: Without one of these words before it, a number is never :func:`other_game_clause`'s.
OTHER_GAME_ANY = OTHER_GAME_WORDS | _OTHER_GAME_CUES


#: Words before the opponent a number was scored against.
_VERSUS = {"against", "versus", "vs"}


def other_opponent_after(ctx: CheckContext, noun_end: int) -> bool:
    """The clause names, right after the statistic, an opponent who is no team or player of this game."""
    tokens, low = ctx.tokens, ctx.doc.lower
    stop = min(len(tokens) - 1, noun_end + 4)
    if _VERSUS.isdisjoint(low[noun_end:stop]):
        return False  # (most statistics: no need to look word by word)
    for j in range(noun_end, stop):
        if low[j] in {",", ";", "."}:
            return False
        if low[j] in _VERSUS:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            if k < len(tokens) and tokens[k][:1].isupper() and tokens[k].isalpha() and \
                    not any(m.start <= k < m.end for m in (*ctx.mentions.teams, *ctx.mentions.players)):
                return True
    return False
