"""Time frames: which game, or which part of this one, a clause is about.

A summary of one game also tells of others: the next game ("will host the Bulls on Friday"),
earlier ones ("after beating the Heat on Tuesday", "a former Laker"), a span of games ("over his
last two games"), the season ("a half game behind the Clippers for the eighth seed"), a condition
("if they lose"). A claim read in such a clause is not about this box score. The cues are taught
here once; the ``frames`` component gives every clause its :class:`~.model.TimeFrame`, and the
word-level questions below serve the readers that look at a window of words before a number.
"""

from __future__ import annotations

import factcheck.lexicon as lexicon
from bisect import bisect_left, bisect_right

from factcheck.claims.base import Frame

from .clauses import JOINTS, Level
from .components import component
from .model import THIS_GAME, SentenceAnalysis, TimeFrame
from .periods import PERIOD_STARTS, periods_at, quarters_over
from factcheck.text.numbers import parse_at

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
_PAST = lexicon.mapping("past_cues")
PAST_CUES = frozenset(w for w, what in _PAST.items() if what == "game")
#: Cues of a player's or a team's past ("former", "traded"): a history, not a game of this clause.
HISTORY_CUES = frozenset(w for w, what in _PAST.items() if what == "history")
SEASON_CUES = lexicon.words("season_cues")
#: Of those, the cues that hold for the whole sentence, not only their clause: most do, as a
#: sentence about the standings or the schedule tells of no play of this game.
CLAUSE_ONLY = lexicon.words("clause_only")
_FRAMES = ((NEXT_CUES, Frame.NEXT_GAME), (PAST_CUES, Frame.PREVIOUS_GAME), (HISTORY_CUES, Frame.CAREER),
           (SEASON_CUES, Frame.SEASON))
WEEKDAYS = lexicon.words("weekdays")


def days_off_at(low: list[str]) -> bool:
    """"a couple of days off", "three days off": rest before the next game."""
    if "off" not in low:
        return False
    return any(low[i] in {"days", "day"} and low[i + 1:i + 2] == ["off"] for i in range(len(low)))


#: Before a cue, words that make it a noun of this game ("the host Heat", "their visit").
_CUE_NOUN_BEFORE = lexicon.words("cue_noun_before")
#: Future cues that stay cues after an owner ("their next game", "his upcoming matchup").
_NEXT = lexicon.words("owned_future_cues")


def first_cue(low: list[str]) -> int | None:
    """The offset of a clause's first cue of a game to come (None if it has none): "will host",
    "head home", "have two days off", "'re home again"."""
    if days_off_at(low):
        return 0
    for i, w in enumerate(low):
        if w in FUTURE_CUES and not (i and low[i - 1] in _CUE_NOUN_BEFORE and w not in _NEXT) \
                and not _in_idiom(low, i):
            return i  # ("their visit" is this game's; "their next game" one to come; "at will" no cue)
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


#: Phrases that make the figure after them the season's ("his NBA - leading 162 treys").
_SEASON_PHRASES = lexicon.phrases("season_phrases")
_SEASON_LAST = frozenset(p[-1] for p in _SEASON_PHRASES)


def season_figure(low: list[str], at: int) -> bool:
    """Whether the figure at ``at`` is the season's by the words right before it: "his NBA -
    leading 162 treys" (not "the league - leading Warriors": the phrase frames its figure only)."""
    if not at or low[at - 1] not in _SEASON_LAST:
        return False
    return any(tuple(low[max(0, at - len(p)):at]) == p for p in _SEASON_PHRASES)
#: Phrases that are cues of the season where their words alone are not ("home - court advantage").
_SEASON_CUE_PHRASES = lexicon.phrases("season_cue_phrases")
_SEASON_CUE_FIRST = frozenset(p[0] for p in _SEASON_CUE_PHRASES)
#: Idioms of this game's play in which a cue word is no cue ("bright spot", "behind the arc"): by
#: the cue word, each phrase with the place of the word in it.
_NO_CUE_AT: dict[str, list[tuple[tuple[str, ...], int]]] = {}
for _phrase in lexicon.phrases("no_cue_phrases"):
    for _j, _w in enumerate(_phrase):
        _NO_CUE_AT.setdefault(_w, []).append((_phrase, _j))


def _in_idiom(words: list[str], k: int) -> bool:
    """Whether the word at ``k`` stands in one of the idioms of ``no_cue_phrases`` ("#": a number)."""
    return any(k >= j and _idiom_at(words, k - j, p) for p, j in _NO_CUE_AT.get(words[k], ()))


def _idiom_at(words: list[str], at: int, phrase: tuple[str, ...]) -> bool:
    if len(words) < at + len(phrase):
        return False
    return all(words[at + n] == w or w == "#" and parse_at(words, at + n) is not None for n, w in enumerate(phrase))


#: Every word that may start a cue of :func:`_cue`.
_CUE_WORDS = frozenset({*_EARLIER_GAME_FIRST, *_SEASON_CUE_FIRST, "before", *WEAK_CUES, *_TAKE_ON, *SPANS_OF_DAYS, *NEXT_CUES, *PAST_CUES,
                        *HISTORY_CUES, *SEASON_CUES})


def _cue(words: list[str], sentence_wide: bool) -> tuple[Frame, str] | None:
    if _CUE_WORDS.isdisjoint(words):
        return None  # (most clauses: no word that may start a cue)
    for k, w in enumerate(words):
        if w in _EARLIER_GAME_FIRST and lexicon.phrase_at(words, k, _EARLIER_GAME_PHRASES):
            return Frame.PREVIOUS_GAME, w  # "a strong bounce - back from his 2 - of - 6 shooting in the loss to ..."
        if w in _SEASON_CUE_FIRST and lexicon.phrase_at(words, k, _SEASON_CUE_PHRASES):
            return Frame.SEASON, w  # "to regain home - court advantage"
        if w == "before" and words[k + 1:k + 2] and words[k + 1] in _NEXT_GERUNDS:
            return Frame.NEXT_GAME, w
        if w in WEAK_CUES and WEAK_CUE_GOES & set(words[k + 1:k + 3]) and _NOT_A_TRIP.isdisjoint(words[k + 2:k + 4]):
            return Frame.NEXT_GAME, w  # "Cleveland heads to New Orleans", "return home"
        if _takes_on(words, k):
            return Frame.NEXT_GAME, w  # "to take on the Pelicans"
        if w in SPANS_OF_DAYS and words[k + 1:k + 2] and words[k + 1] in _BEFORE_OR_AFTER:
            return Frame.PREVIOUS_GAME, w  # "one day after setting the record", "just days after the Warriors ..."
        if sentence_wide and w in CLAUSE_ONLY or w in _NO_CUE_AT and _in_idiom(words, k):
            continue
        if w in _EARLIER_GAMES and not _GAME_TIME_NOUNS.isdisjoint(words[k + 1:k + 4]):
            continue  # "the last two minutes", "through the last possessions": a time of this game
        for cues, frame in _FRAMES:
            if w in cues:
                return frame, w
    return None


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




#: Words before a part of the game that make it a moment ("into the fourth", "at the half").
_MOMENT_OPENERS = frozenset({"into", "at"})
#: Words that make their sentence a condition ("would host Game 7 if they lose").
CONDITION_CUES = lexicon.words("condition_cues")
_AS_WELL = ["as", "well"]


#: A weekday as a token may write it ("Wednesday", "Wednesday’s": a curly apostrophe kept in the token).
_WEEKDAY_FORMS = WEEKDAYS | {w + "\u2019s" for w in WEEKDAYS}


def _weekday(low: list[str], s: int, e: int, day: str) -> str:
    """A weekday of the sentence ``[s, e)`` that is not this game's ``day`` ("" when none): "on Sunday
    as well" is another game that day too."""
    if _WEEKDAY_FORMS.isdisjoint(low[s:e]):
        return ""  # (most sentences)
    for k in range(s, e):
        w = low[k]
        if w not in WEEKDAYS and w.endswith("\u2019s"):
            w = w[:-2]  # "Wednesday’s": a curly apostrophe kept in the token
        if w in WEEKDAYS and (w != day or low[k + 1:k + 3] == _AS_WELL):
            return w
    return ""


def clause_frame(low: list[str], lo: int, hi: int, sentence: tuple[int, int], day: str) -> TimeFrame:
    """The frame of the clause ``[lo, hi)`` of ``sentence``: a cue of another game in the clause,
    a sentence-wide cue, a condition, a weekday not this game's (``day``), else this game or the
    part of it the clause names."""
    found = _cue(low[lo:hi], False)
    if found is not None:
        return TimeFrame(found[0], (), found[1])
    s, e = sentence
    if not CONDITION_CUES.isdisjoint(low[lo:hi]) and not FUTURE_CUES.isdisjoint(low[s:e]):
        # the "if" clause of a game to come: "If he scores 30 points , they will win" (not "would have
        # looked better if the Bucks did n't allow 16 points", said of this game, nor the other clauses)
        return TimeFrame(Frame.CONDITION, (), next(w for w in low[lo:hi] if w in CONDITION_CUES))
    found = _cue(low[s:e], True)
    if found is not None:
        return TimeFrame(found[0], (), found[1], False)
    w = _weekday(low, s, e, day)
    if w:
        return TimeFrame(Frame.OTHER_GAME, (), w, w in low[lo:hi])
    for k in range(lo, hi):
        if low[k] in _PART_WORDS and (part := periods_at(low, k)) is not None:
            into = next((j for j in (k - 1, k - 2) if j >= lo and low[j] in _MOMENT_OPENERS), None)
            over = quarters_over(low, into) if into is not None else None
            if over:  # "carried a lead into the fourth": the quarters before it
                return TimeFrame(Frame.PERIOD, tuple(range(1, over + 1)), low[k])
            return TimeFrame(Frame.PERIOD, part[0], low[k])
    return THIS_GAME


#: The words :func:`~.periods.periods_at` starts at: a clause without one names no part of the game.
_PART_WORDS = PERIOD_STARTS
#: The words that may give a clause a frame of its own (a cue, a weekday, a part of the game).
_OWN_WORDS = _CUE_WORDS | WEEKDAYS | _PART_WORDS | CONDITION_CUES
#: Every word that may give a clause or its sentence a frame other than this whole game.
_FRAME_WORDS = _OWN_WORDS | _WEEKDAY_FORMS


def read_frame(sa: SentenceAnalysis, c: int) -> TimeFrame:
    """The frame of clause ``c`` (its words cut at every joint, the joint left out)."""
    low = sa.doc.lower
    clause = sa.clauses[c]
    if sa.next_sections:
        j = bisect_right(sa.next_sections, (clause.start, len(low))) - 1
        if j >= 0 and clause.start < sa.next_sections[j][1]:
            # a line under "UP NEXT" ("Hornets: Continue their road trip on Friday"): the next game's
            return TimeFrame(Frame.NEXT_GAME, (), sa.next_sections[j][2])
    s, e = sa.doc.bounds[clause.sentence]
    j = bisect_left(sa.frame_cues, s)
    if j == len(sa.frame_cues) or sa.frame_cues[j] >= e:
        return THIS_GAME  # (most sentences: no word of any frame)
    lo = clause.start + (clause.joint is not None and clause.end - clause.start > 1 and low[clause.start] in JOINTS)
    if _OWN_WORDS.isdisjoint(low[lo:clause.end]):
        wide = sa.wide_frames.get(clause.sentence)
        if wide is None:  # the sentence's frame of a clause with no cue of its own: read once a sentence
            wide = sa.wide_frames[clause.sentence] = clause_frame(low, lo, lo, sa.doc.bounds[clause.sentence], sa.weekday)
        return wide
    return clause_frame(low, lo, clause.end, sa.doc.bounds[clause.sentence], sa.weekday)


@component("frames", provides=("frames",), requires=("clauses", "layout"))
def find_frames(sa: SentenceAnalysis) -> None:
    """Each clause's time frame, read when first asked."""
    sa.frames, sa.wide_frames, sa.frame_reader = {}, {}, read_frame
    sa.frame_cues = sa.doc.positions_of(_FRAME_WORDS)
    # the blocks of the layout under a heading of the next games (most texts: none)
    sa.next_sections = [(b.start, b.end, b.section) for b in sa.doc.layout.blocks if b.in_next_section]
