"""Reader component ``results``: win and loss words, and the team each is about.

- "<team> defeated <team>" / "<team> fell to <team>": the first team won or lost (attribute
  "relation"; a verb between two mentions of one team is team_names' NAME error, not read);
- "win / victory / loss / defeat" owned by a team: "the Hawks ' win", "a win over the Nets",
  "Harden had 30 points in the win" (the player's team), "this was a huge win" (attribute "noun");
  negated, "it was n't enough to get the victory" says the team lost (attribute "negated_win");
- "did n't have enough (offense) to win / to keep up with the Nets" says the team lost
  (attribute "not_enough");
- what a team will do next tells how this game went: "will look to bounce back / get back on
  track" says it lost, "will look to keep rolling / continue their winning ways" says it won
  (attribute "plan").

Words in sentences about other games (a streak, the previous game, the season, an opponent not
in this game) are read with frame OTHER_GAME; hedged ("a chance at a win") or negated ones with a
note; a word whose team is not certain with no subject. Each claim's ``detail`` is a
:class:`Result`: the tokens an error goes on, the team, and whether the words say it won.
"""

from __future__ import annotations

from factcheck.analysis.clauses import JOINTS, Joint, Level, POSSESSIVE_MARKS, words_at
from collections.abc import Iterator
from typing import NamedTuple

from boxscore import Side
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import ORDINALS, word_value

from factcheck.analysis import SubjectKind

from .registry import reader
from factcheck.claims import Frame, ResultForm, ResultWords, Subject
from factcheck import lexicon
from .teams import (clause_start, clause_subject, other_game_cue, nearest_actor, other_opponent, sentence_of,
                    team_after)
from .words import marks, positions

#: Where a result's clause ends: a comma or a major joint.
_COMMA_OR_MAJOR = words_at(Level.MAJOR) | {","}

#: Verb phrases between two teams: the first team won ("defeated") or lost ("fell to").
WIN_VERBS = lexicon.words("results_win_verbs")
LOSS_VERBS = lexicon.words("loss_verbs")
#: Words that may stand between the verb and the second team, or before the verb.
FILLER = lexicon.words("results_filler")
ADVERBS = lexicon.words("results_adverbs")
WIN_NOUNS = {"win", "victory"}
LOSS_NOUNS = {"loss", "defeat"}
#: Future plans that say the team lost this game, or won it.
AFTER_LOSS = lexicon.phrase_list("after_loss")
AFTER_WIN = lexicon.phrase_list("after_win")  # "build off this win": the noun rule reads "win"
FUTURE_CUES = lexicon.words("results_future_cues")
PAST_GAME_CUES = lexicon.words("past_game_cues")




class Result(NamedTuple):
    """Words over tokens [start, end) that say ``side`` won (``won``) or lost; ``phrase``: the
    words of a plan or a negation ("will look to bounce back", "did n't have enough")."""

    start: int
    end: int
    side: Side | None
    won: bool
    phrase: tuple[str, ...] = ()


def _claim(ctx: CheckContext, form: str, result: Result, frame: Frame = Frame.GAME, note: str = "",
           cue: tuple[int, int] | None = None) -> ResultWords:
    subject = Subject.of_team(result.side) if result.side is not None else None
    word = " ".join(ctx.doc.lower[result.start:result.end])
    return ResultWords(subject=subject, form=ResultForm(form), start_at=result.start, end_at=result.end,
                       won=result.won, phrase=result.phrase, words=word, frame=frame,
                       cue=cue or (result.start, result.end), note=note)


_OTHER = "about another game"
_HEDGED = "hedged"
_UNSURE = "ambiguous binding: which team it is about is not certain"


@reader("results", [ResultWords], "win and loss words: 'defeated', 'fell to', 'in the win', 'was n't enough', "
                               "'will look to bounce back'")
def read_results(ctx: CheckContext) -> Iterator[ResultWords]:
    yield from _relations(ctx)
    yield from _nouns(ctx)
    yield from _not_enough(ctx)
    yield from _plans(ctx)


def _strip_record(words: list[str]) -> list[str]:
    """Drop a record "( 10 - 12 )" and fillers around a verb phrase."""
    out, skip = [], 0
    for w in words:
        if w == "(":
            skip = 1
        if skip:
            if w == ")":
                skip = 0
            continue
        out.append(w)
    while out and out[-1] in FILLER:
        out.pop()
    while out and out[0] in ADVERBS:
        out.pop(0)
    return out


def _relations(ctx: CheckContext) -> Iterator[ResultWords]:
    """ "<team> defeated <team>" / "<team> fell to <team>": the first team won or lost."""
    tokens, doc = ctx.tokens, ctx.doc
    teams = ctx.mentions.teams
    for a, b in zip(teams, teams[1:]):
        if a.side is None or b.side is None or a.side is b.side:
            continue
        if doc.sentence_of[a.start] != doc.sentence_of[b.start]:
            continue
        raw = [t.lower() for t in tokens[a.end:b.start]]
        phrase = " ".join(_strip_record(raw))
        if phrase not in WIN_VERBS and phrase not in LOSS_VERBS:
            continue
        s_start, s_end = sentence_of(ctx, a.start)
        # the verb's own tokens: the phrase without the record and fillers
        first = a.end + raw.index(phrase.split()[0])
        result = Result(first, first + len(phrase.split()), a.side, phrase in WIN_VERBS)
        if other_game_cue(ctx, s_start, s_end):
            yield _claim(ctx, "relation", result, Frame.OTHER_GAME, _OTHER)
            continue
        yield _claim(ctx, "relation", result)


_OWNER_BEFORE = lexicon.words("noun_owner_before")


def _noun_owner(ctx: CheckContext, i: int, j: int) -> Side | None:
    """The team a result noun at ``i`` is about: its owner ("the Hawks ' win"), the other side of
    the team it was over ("a win over the Nets"), or the nearest actor before it."""
    tokens = ctx.tokens
    nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
    after = tokens[i + 2] if i + 2 < len(tokens) else ""
    if nxt in _OWNER_BEFORE and not (after.islower() and after != "the"):
        # ("in the loss to go along with his 24 points": no team after "to", the noun owns none)
        opp = team_after(ctx, i + 2)
        if opp is None or opp.side is None:
            return None
        owner = nearest_actor(ctx, i)
        if owner is opp.side:
            return None  # a team against itself: team_names' NAME error
        return opp.side.other
    if nxt == "for":  # "a wire - to - wire win for Golden State"
        owner = team_after(ctx, i + 2, 2)
        return owner.side if owner is not None else None
    # j: the token before the noun's modifiers (its determiner or owner)
    if tokens[j] in POSSESSIVE_MARKS and ctx.doc.lower[j - 1] == ctx.game.weekday.lower():
        j -= 1  # "in Wednesday 's loss" (this game's day): owned as "the loss" is
    elif tokens[j] in POSSESSIVE_MARKS:  # "the Hawks ' win", "Atlanta 's 105 - 98 win"
        return next((m.side for m in ctx.mentions.teams if m.end == j), None)
    named = _team_ending_at(ctx, j + 1)
    if named is not None:  # "an easy Atlanta win"
        return named
    if ctx.doc.lower[j] == "their":  # "dealt the Cavaliers ( 35 - 13 ) their second loss"
        k = j
        if tokens[k - 1] == ")":
            k = next((x for x in range(k - 2, max(0, k - 8), -1) if tokens[x] == "("), k)
        given = _team_ending_at(ctx, k)
        if given is not None:
            return given
    s_end = ctx.doc.bounds_at[i][1]
    end = next((k for k in range(i + 1, min(s_end, i + 9)) if ctx.doc.lower[k] in _COMMA_OR_MAJOR),
               min(s_end, i + 9))
    for_team = next((m for m in ctx.mentions.teams_in(i + 1, end)
                     if ctx.doc.lower[m.start - 1 - (ctx.doc.lower[m.start - 1] == "the")] == "for"), None)
    if for_team is not None and for_team.side is not None:  # "the second loss in as many nights for the Wolves"
        return for_team.side
    moved = _moved_team(ctx, j, i)
    if moved is not None:
        return moved
    opening = _opening_owner(ctx, j, i)
    if opening is not None:
        return opening
    found = nearest_actor(ctx, i)
    if found is None:
        found = _for_team_or_he(ctx, i)
    if found is None:  # "as he tallied 22 points , nine rebounds and eight assists in the defeat"
        found = _subject_side(ctx, i)
    return found


def _subject_side(ctx: CheckContext, i: int) -> Side | None:
    """The side of the game whose players the clause of a result noun at ``i`` is about: a player,
    players of one team, its bench or starters ("their win" after a team is left to the team
    binding: it may be the other team's, "they made Boston work for their win")."""
    subject = ctx.analysis.sentences.subject_at(i)
    if subject is None or subject.kind in (SubjectKind.TEAM, SubjectKind.BOTH_TEAMS):
        return None
    return subject.side


def _for_team_or_he(ctx: CheckContext, i: int) -> Side | None:
    """"bright spot for the Suns in the win": the team named after "for"; "he was sloppy in the
    win": the team of the player "he" is."""
    low = ctx.doc.lower
    lo = clause_start(ctx, i)
    s_start, _ = sentence_of(ctx, i)
    for m in reversed(ctx.mentions.teams_in(s_start, i)):
        k = m.start - 1 - (low[m.start - 1:m.start] == ["the"])
        if k >= s_start and low[k] == "for" and m.side is not None:
            return m.side
    for r in ctx.mentions.references:
        if lo <= r.start < i and r.kind == "pronoun" and low[r.start] == "he" and r.player is not None:
            return r.player.side
    return None


#: Words that open a sentence before a result noun whose team is named after it: "With the win ,
#: the Heat improved to 20 - 10", "After the loss , Dallas fell to 6 - 6".
_OPENING_PREPOSITIONS = lexicon.words("opening_prepositions")


def _opening_owner(ctx: CheckContext, det: int, i: int) -> Side | None:
    """The team named as the subject right after an opening "With the win ," (None otherwise)."""
    low = ctx.doc.lower
    s_start, s_end = ctx.doc.bounds_at[i]
    if det != s_start + 1 or low[s_start] not in _OPENING_PREPOSITIONS:
        return None
    k = i + 1 + (low[i + 1:i + 2] == [","])
    k += low[k:k + 1] == ["the"]
    team = next((m for m in ctx.mentions.teams if m.start == k), None)
    return team.side if team is not None else None


#: Adjectives and numbers that may stand between an owner or article and the noun.
ADJECTIVES = lexicon.words("adjectives")
#: Determiners that make a result noun this game's ("in the win", "this was a huge win").
THIS_GAME = lexicon.words("this_game")
_POINTING = lexicon.words("this_game_pointing")


def _before_modifiers(ctx: CheckContext, i: int) -> int:
    """The token before the modifiers of a result noun at ``i``: its determiner in "their third
    straight win", "an eight - point defeat", "the rather hard - fought win"."""
    tokens, low = ctx.tokens, ctx.doc.lower
    j = i - 1
    while j > 0 and (tokens[j][0].isdigit() or low[j] in ADJECTIVES or low[j] in ORDINALS
                     or word_value(low[j]) is not None and low[j] not in {"a", "an", "one"}):
        j -= 1
    return j


def _team_ending_at(ctx: CheckContext, end: int) -> Side | None:
    """The side of a team named just before ``end`` ("Atlanta" in "an easy Atlanta win")."""
    return next((m.side for m in ctx.mentions.teams_in(max(0, end - 4), end) if m.end == end), None)


#: Verbs of a sentence-opening result noun that move a team: "The win dropped the Bulls to 2 - 1".
_MOVES = lexicon.words("moves")


def _moved_team(ctx: CheckContext, det: int, i: int) -> Side | None:
    """The team a sentence-opening "The win / This loss" moves: "The win dropped the Bulls to 2 -
    1", "The loss gives the Pistons their second in a row"."""
    low = ctx.doc.lower
    s_start, s_end = ctx.doc.bounds_at[i]
    if det != s_start or i + 1 >= s_end or low[i + 1] not in _MOVES:
        return None
    k = i + 2 + (low[i + 2:i + 3] == ["the"])
    return next((m.side for m in ctx.mentions.teams_in(k, min(k + 4, s_end)) if m.start == k), None)


#: Either kind of result noun, built once (not per token).
_RESULT_NOUNS = frozenset(WIN_NOUNS | LOSS_NOUNS)


_NOT_RESULT_AFTER = lexicon.words("not_result_noun_after")


def _nouns(ctx: CheckContext) -> Iterator[ResultWords]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in positions(ctx, _RESULT_NOUNS):
        w = low[i]
        prev = tokens[i - 1].lower() if i else ""
        nxt = tokens[i + 1].lower() if i + 1 < len(tokens) else ""
        if nxt in _NOT_RESULT_AFTER or \
                nxt == "and" and low[i + 2:i + 3] and low[i + 2] in _RESULT_NOUNS | {"wins", "losses", "loss"}:
            continue  # "the win and loss columns", "win - loss record" (but "in the loss and had ...")
        if w in LOSS_NOUNS and nxt == "of":
            continue  # "made up for the loss of <a player>": an absence, not a result
        if prev in {"home", "road", "overtime"}:
            continue  # venue / overtime words: other families read those
        # the determiner before the adjectives, or a team named right before them ("an easy
        # Atlanta win", "The Pacers loss")
        j = _before_modifiers(ctx, i)
        det = tokens[j].lower() if j >= 0 else ""
        named = _team_ending_at(ctx, j + 1) if j >= 0 else None
        if det not in THIS_GAME and det not in POSSESSIVE_MARKS and named is None:
            continue
        s_start, s_end = sentence_of(ctx, i)
        lo = clause_start(ctx, i)
        negation = _negation(tokens, lo, i)
        # another game named anywhere in the sentence; for a negated result ("but it was n't enough
        # to get the victory") only in its own clause, as such sentences open with the team's form
        cue_from = lo if negation is not None else s_start
        hi = _clause_end(low, i, s_end)
        # "This loss keeps the Mavericks' hopes alive", "The loss marks the fourth straight for Golden
        # State": the result of this game, whatever streak or standing the sentence tells of
        # (not after a sentence opening with a subordinate clause: "While the Lakers have been
        # eliminated , this win pushes the Warriors ...", whose team the owner search may take)
        pointed = (det in _POINTING or det == "the" and j == s_start) and \
            JOINTS.get(low[s_start]) not in (Joint.CONTRAST, Joint.SUBORDINATE)
        if not pointed and (other_game_cue(ctx, lo, hi) or _past_game(ctx, cue_from, i)) or \
                det != "this" and other_opponent(ctx, i + 1, s_end) or \
                not pointed and negation is None and lo > s_start and other_game_cue(ctx, s_start, lo) \
                and not _opens_with_result(low, s_start, i):
            yield _claim(ctx, "noun", Result(i, i + 1, None, w in WIN_NOUNS), Frame.OTHER_GAME, _OTHER)
            continue
        owner = _noun_owner(ctx, i, j)
        result = Result(i, i + 1, owner, w in WIN_NOUNS)
        if owner is None:
            yield _claim(ctx, "noun", result, note=_UNSURE)
            continue
        window = low[max(s_start, lo - 6):j + 1]  # (its own modifiers are no hedge: "a much - needed win")
        if not HEDGES.isdisjoint(window) or any(a == "shot" and b == "at" for a, b in zip(window, window[1:])):
            yield _claim(ctx, "noun", result, note=_HEDGED)  # "a chance at a win", "on their way to a victory"
            continue
        if negation is not None:
            said = " ".join(tokens[negation[0]:negation[1]]).lower()
            if w in WIN_NOUNS and ("enough" in said or said.split()[-1] in {"unable", "failed"}):
                # "it was n't enough to get the victory": the team lost
                yield _claim(ctx, "negated_win", Result(*negation, owner, False, tuple(said.split())), cue=(i, i + 1))
            else:
                yield _claim(ctx, "noun", result, note="negated")
            continue
        yield _claim(ctx, "noun", result)


HEDGES = (lexicon.words("hedges") | lexicon.words("results_hedges"))
NEGATIONS = (lexicon.words("negations") | lexicon.words("results_negations"))
#: "wasn’t" from raw text with a curly apostrophe comes out as "wasn", "’", "t".
NEGATED_STEMS = lexicon.words("negated_stems")


_CLAUSE_ENDS = words_at(Level.CLAUSE)


def _clause_end(low: list[str], i: int, s_end: int) -> int:
    """Where the clause of token ``i`` ends (a comma, "while", "but", ";" or the sentence's end)."""
    for k in range(i + 1, s_end):
        if low[k] in _CLAUSE_ENDS:
            return k
    return s_end


def _opens_with_result(low: list[str], s_start: int, i: int) -> bool:
    """"The loss also ended ...", "With the win , ...": the sentence is about this game's result."""
    return i - s_start <= 3


def _negation(tokens: list[str], lo: int, i: int) -> tuple[int, int] | None:
    """The negated verb before a result noun ("was n't enough", "did n't have enough"), or None."""
    for k in range(lo, i):
        if tokens[k].lower() in NEGATIONS | NEGATED_STEMS or tokens[k].lower().endswith(("n't", "n’t")):
            start = k - 1 if tokens[k].lower() in {"n't", "not"} and k > lo else k
            end = k + 1
            rest = [t.lower() for t in tokens[k + 1:i]]
            if "enough" in rest[:3]:
                end = k + 2 + rest.index("enough")
            return start, end
    return None


_PAST_WORDS = lexicon.words("results_past_words")


def _past_game(ctx: CheckContext, lo: int, i: int) -> bool:
    """True when the words in [lo, i) set the noun in the game before this one
    ("came in to Friday 's contest with a win over ..."): asked of the word index."""
    return marks(ctx, _PAST_WORDS).any_in(lo, i)


_PLAN_FIRSTS = frozenset(p[0] for p in (*AFTER_LOSS, *AFTER_WIN))


#: The word a wrong plan's error goes on, where not the whole phrase ("winning" of "continue their winning ways").
_ERROR_WORD_OF_PLAN = {tuple(phrase.split()): word for phrase, word in lexicon.mapping("plan_error_words").items()}


def _plans(ctx: CheckContext) -> Iterator[ResultWords]:
    """ "will look to bounce back" (it lost) / "will look to keep rolling" (it won)."""
    low = ctx.doc.lower
    for i in positions(ctx, _PLAN_FIRSTS):  # where a phrase may start
        for phrases, lost in ((AFTER_LOSS, True), (AFTER_WIN, False)):
            match = lexicon.phrase_at(low, i, phrases)
            if match is None:
                continue
            if match == ("back", "on", "track") and i and low[i - 1] == "get":
                continue  # matched as "get back on track"
            lo = clause_start(ctx, i)
            before = set(low[lo:i])
            if not before & FUTURE_CUES or before & PAST_GAME_CUES - {"in"}:
                continue
            if any(lo <= m.start < i for m in ctx.mentions.players) or before & {"he", "'ll", "his"}:
                continue  # a player's plans ("he 'll look to turn things around") are not the team's
            owner = clause_subject(ctx, i)
            start, end = i, i + len(match)
            if match in _ERROR_WORD_OF_PLAN:
                start = i + match.index(_ERROR_WORD_OF_PLAN[match])  # the word a wrong plan's error goes on: "winning"
                end = start + 1
            yield _claim(ctx, "plan", Result(start, end, owner, not lost, match),
                         note="" if owner is not None else _UNSURE, cue=(i, i + len(match)))


#: Verbs after "not enough ... to" that say the team lost: "did n't have enough to win".
LOST_VERBS = lexicon.phrase_list("results_lost_verbs")


def _not_enough(ctx: CheckContext) -> Iterator[ResultWords]:
    """ "they did n't have enough offense to keep up with the Nets": the team lost."""
    tokens = ctx.tokens
    low = ctx.doc.lower
    for i in positions(ctx, {"enough"}):
        lo = clause_start(ctx, i)
        negation = _negation(tokens, lo, i + 1)
        if negation is None or negation[1] != i + 1:
            continue  # the negation must govern this "enough"
        s_start, s_end = sentence_of(ctx, i)
        to = next((k for k in range(i + 1, min(s_end, i + 7)) if low[k] == "to"), None)
        if to is None or any(low[k] in {",", ";"} for k in range(i + 1, to)):
            continue
        if not any(tuple(low[to + 1:to + 1 + len(v)]) == v for v in LOST_VERBS):
            continue
        said = tuple(low[negation[0]:negation[1]])
        if other_game_cue(ctx, lo, s_end) or _past_game(ctx, lo, i):
            yield _claim(ctx, "not_enough", Result(*negation, None, False, said), Frame.OTHER_GAME, _OTHER)
            continue
        if {t for t in low[s_start:i]} & HEDGES:
            yield _claim(ctx, "not_enough", Result(*negation, None, False, said), note=_HEDGED)
            continue
        owner = nearest_actor(ctx, negation[0])
        yield _claim(ctx, "not_enough", Result(*negation, owner, False, said),
                     note="" if owner is not None else _UNSURE)
