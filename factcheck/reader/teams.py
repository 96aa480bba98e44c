"""Shared helpers for the team-level word families: which team a word is about, and periods.

Not a rule module (the leading underscore keeps the registry from importing it as one).

A team word ("defeated", "bounce back", "pull away") is about the subject of its clause. The
subject is found by a small resolver: the nearest team (or player) named before the word in its
clause; "they" / "the team" and participle clauses (", outscoring ...") point back to the subject
of the sentence, and a sentence opening with a pronoun points back to the previous sentence's.
When the resolver cannot tell, it returns None and the rules stay silent.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Level, words_at
from bisect import bisect_left

from boxscore import Side
from factcheck.analysis import SubjectKind
from factcheck.analysis.subjects import team_subject_of
from factcheck.claims import Subject
from factcheck.engine.context import CheckContext
from factcheck import lexicon

from .words import marks, phrase_in

#: Tokens that close a clause when scanning back from a word.
CLAUSE_BREAKS = words_at(Level.CLAUSE)
PRONOUNS = lexicon.words("team_pronouns")
#: Sentence openers to skip when looking for the subject ("However , the Kings ...").
OPENERS = lexicon.words("teams_openers")
ORDINALS = {w: int(q) for w, q in lexicon.mapping("quarter_ordinals").items()}
#: The plain ordinals of the four quarters ("first" ... "fourth"; not "opening", "final").
QUARTER_WORDS = frozenset(w for w, n in lexicon.mapping("ordinal_words").items() if w.isalpha() and int(n) <= 4)
PERIOD_NOUNS = lexicon.words("period_nouns")


def sentence_of(ctx: CheckContext, i: int) -> tuple[int, int]:
    return ctx.doc.bounds_at[i]


def sentence_subject(ctx: CheckContext, i: int, depth: int = 2) -> Side | None:
    """The team the sentence of token ``i`` is about: a team named first, before any verb.

    "However , the Kings ( 6 - 10 ) were able to ..." -> the Kings; "They ..." -> the subject of
    the previous sentence (up to ``depth`` sentences back); a sentence opening with a player -> his team.
    """
    start, end = sentence_of(ctx, i)
    tokens = ctx.tokens
    j = start
    while j < end and tokens[j].lower() in OPENERS:
        j += 1
    if j >= end:
        return None
    if tokens[j].lower() in PRONOUNS or tokens[j:j + 2] in (["the", "team"], ["The", "team"]):
        if depth and start > 0:
            return sentence_subject(ctx, start - 1, depth - 1)
        return None
    for m in ctx.mentions.teams:
        if m.start == j:
            return m.side
    for m in ctx.mentions.players:
        if m.start == j and m.player is not None:
            return m.player.side
    return None


def team_subject(ctx: CheckContext, i: int, side: Side, owner=None) -> Subject:
    """The team ``side`` as the subject of a claim read at ``i``, with the tokens of its name when
    the sentence analysis finds that name the subject of the clause (its own, or the one it goes
    on from: "The Bulls came out firing , out - scoring the Hornets 33 - 21"), or when the reader
    found the name that owns the claim (``owner``, a team mention: "a much needed win for the
    Suns"): the judge then weighs the name against what the sentence says of the team."""
    if owner is not None and owner.side is side:
        return Subject.of_team(side, owner.start, owner.end, form=owner.kind)
    found = team_subject_of(ctx.analysis.sentences, i)
    if found is not None and found.kind is SubjectKind.TEAM and found.side is side and found.form != "ref":
        return Subject.of_team(side, found.start, found.end, form=found.form)
    return Subject.of_team(side)


def clause_start(ctx: CheckContext, i: int) -> int:
    """The first token of the clause holding token ``i`` (scanning back to a clause break)."""
    start, _ = sentence_of(ctx, i)
    j = i - 1
    while j >= start and ctx.tokens[j].lower() not in CLAUSE_BREAKS:
        j -= 1
    return j + 1


def clause_subject(ctx: CheckContext, i: int, players: bool = False) -> Side | None:
    """The team a word at ``i`` is about: the nearest team named before it in its clause.

    With ``players``, a player named nearer counts as his team ("Harden had 30 in the win").
    A pronoun, or no name at all (a participle clause), points to the sentence's subject.
    """
    lo = clause_start(ctx, i)
    best: tuple[int, Side | None] | None = None
    for m in ctx.mentions.teams:
        if lo <= m.start and m.end <= i:
            best = (m.start, m.side)
    if players:
        for pm in ctx.mentions.players:
            if lo <= pm.start and pm.end <= i and (best is None or pm.start > best[0]):
                best = (pm.start, pm.player.side if pm.player is not None else None)
    if best is not None:
        return best[1]
    return sentence_subject(ctx, i)


#: More tokens than any team's name takes ("the Los Angeles Clippers").
_LONGEST_NAME = 16
_THEY = frozenset({"they", "their"})


_TEAM_DESCRIPTORS = lexicon.words("team_descriptors")
_BEFORE_TEAM = _TEAM_DESCRIPTORS | lexicon.words("team_descriptors_more")


def team_after(ctx: CheckContext, i: int, window: int = 4):
    """The team mention starting within ``window`` tokens after ``i`` (skipping articles), or None."""
    for m in ctx.mentions.teams_in(i, i + window + _LONGEST_NAME):  # (bisected, not every team of the text)
        if i <= m.start <= i + window:
            between = [t.lower() for t in ctx.tokens[i:m.start]]
            if all(t in _BEFORE_TEAM for t in between):
                return m
            return None
    return None


def period_at(tokens: list[str], i: int) -> tuple[int, ...] | None:
    """The quarters named by a phrase starting at ``i``: "the third quarter", "the second half",
    "the fourth" -> (4,). Only ordinal phrases; cumulative cues ("halftime") are not periods."""
    w = tokens[i].lower() if 0 <= i < len(tokens) else ""
    nxt = tokens[i + 1].lower() if 0 <= i + 1 < len(tokens) else ""
    if w in {"first", "second"} and nxt == "half":
        return (1, 2) if w == "first" else (3, 4)
    if w in ORDINALS and nxt in PERIOD_NOUNS:
        return (ORDINALS[w],)
    if w in QUARTER_WORDS and nxt in {",", ".", "and", "to", ";"}:
        return (ORDINALS[w],)
    return None


def period_after(tokens: list[str], i: int, end: int, window: int = 10) -> tuple[tuple[int, ...], int] | None:
    """The first "in the <period>" phrase within ``window`` tokens after ``i``: (quarters, its index)."""
    for j in range(i, min(end, i + window)):
        if tokens[j].lower() in {"in", "during", "of"} and j + 2 < end and tokens[j + 1].lower() == "the":
            found = period_at(tokens, j + 2)
            if found:
                return found, j + 2
    return None


WEEKDAYS = lexicon.words("weekdays")


def has_other_game_cue(tokens: list[str], lo: int, hi: int) -> bool:
    """True when tokens [lo, hi) talk about another game, a streak or the season."""
    window = tokens[lo:hi]
    words = set(map(str.lower, window))
    if not words.isdisjoint(OTHER_GAME_CUES):
        return True
    if "game" in words:  # "Game 3": a numbered (playoff) game
        if any(t == "Game" and n[:1].isdigit() for t, n in zip(window, window[1:])):
            return True
    return "coming" in words and "off" in words and "coming off" in " ".join(window).lower()


def other_game_cue(ctx: CheckContext, lo: int, hi: int) -> bool:
    """:func:`has_other_game_cue` of the document's tokens [lo, hi), asked of the word index: the
    readers ask it of a sentence for each of its claims, and a long sentence scanned each time
    made them quadratic."""
    if marks(ctx, _OTHER_GAME_CUES).any_in(lo, hi):
        return True
    tokens = ctx.tokens
    if phrase_in(ctx, lo, hi - 1, _GAME, lambda _low, k: tokens[k] == "Game" and tokens[k + 1][:1].isdigit()):
        return True  # "Game 3": a numbered (playoff) game
    if marks(ctx, _COMING).any_in(lo, hi) and marks(ctx, _OFF).any_in(lo, hi):
        return has_other_game_cue(tokens, lo, hi)  # ("coming off" in the words joined: rare)
    return False


OTHER_GAME_CUES = lexicon.words("teams_other_game_cues")
_OTHER_GAME_CUES = frozenset(OTHER_GAME_CUES)
_GAME, _COMING, _OFF = frozenset({"game"}), frozenset({"coming"}), frozenset({"off"})


#: Words right before a team that make it the object of a relation ("defeated the Nets").
OBJECT_MARKERS = lexicon.words("object_markers")


def nearest_actor(ctx: CheckContext, i: int, players: bool = True) -> Side | None:
    """The team of the nearest player or subject team named before ``i`` in its sentence.

    For a result noun in a stat line ("Harden tallied 30 points , nine assists ... in the win")
    the player is the actor; a team after an object marker ("defeated the Nets") is skipped;
    a pronoun before any name points to the sentence's subject.
    """
    start, _ = sentence_of(ctx, i)
    tokens = ctx.tokens
    events: list[tuple[int, str, Side | None]] = []
    for m in ctx.mentions.teams_in(start, i):  # the mentions lying inside [start, i), bisected
        events.append((m.start, "team", m.side))
    for pm in ctx.mentions.players_in(start, i):
        events.append((pm.start, "player", pm.player.side if pm.player is not None else None))
    they = marks(ctx, _THEY).at  # (the word index: a long sentence is not walked word by word per claim)
    for j in they[bisect_left(they, start):bisect_left(they, i)]:
        events.append((j, "pronoun", None))
    for pos, kind, side in sorted(events, reverse=True):
        if kind == "pronoun":  # "they" / "their": the nearest team opening a clause before, or the subject
            for p2, k2, s2 in sorted(events, reverse=True):
                if p2 < pos and k2 == "team" and (_subject_position(tokens, start, p2, k2) or
                                                  _word_before(tokens, start, p2) in HELPING):
                    return s2
            return sentence_subject(ctx, i)
        if kind == "player" and not players:
            return None  # a player's doing, not the team's
        if not _subject_position(tokens, start, pos, kind):
            prev = _word_before(tokens, start, pos)
            if kind == "team" and prev in HELPING:
                return side  # "helping the Hawks escape with a win"
            if prev in OBJECT_MARKERS and kind == "team":
                continue  # an object ("defeated the Nets"): not who won or lost
            return None  # a player or team in another role ("talked to Durant"): unsure
        return side
    return sentence_subject(ctx, i)


#: Tokens after which a name starts a clause as its subject.
SUBJECT_OPENERS = CLAUSE_BREAKS | OPENERS | lexicon.words("subject_opener_words")


HELPING = lexicon.words("helping")


#: Verbs whose "by <player>" names the team's leading player: "led by James Harden".
LEAD_AGENT_VERBS = lexicon.words("lead_agent_verbs")


def _word_before(tokens: list[str], start: int, pos: int) -> str:
    k = pos - 1
    while k >= start and tokens[k].lower() in _TEAM_DESCRIPTORS:
        k -= 1
    return tokens[k].lower() if k >= start else ""


_ROLES_BEFORE_NAME = lexicon.words("player_roles_before_name")


def _subject_position(tokens: list[str], start: int, pos: int, kind: str) -> bool:
    """True when the name at ``pos`` opens its clause (sentence start, after a comma, "and", ...)."""
    k = pos - 1
    while k >= start and tokens[k].lower() in _TEAM_DESCRIPTORS:
        k -= 1
    if k < start:
        return True
    prev = tokens[k].lower()
    if kind == "player" and prev == "by":
        # "led by James Harden , who ...", but not the agent of another verb ("fouled by Green")
        return k > start and tokens[k - 1].lower() in LEAD_AGENT_VERBS
    if kind == "player" and prev in _ROLES_BEFORE_NAME:
        return True
    return prev in SUBJECT_OPENERS


def other_opponent(ctx: CheckContext, i: int, end: int) -> bool:
    """True when a result noun's opponent, named just after it, is no team of this game
    ("a loss on Sunday to the New York Knicks" in a game against the Spurs)."""
    tokens = ctx.tokens
    linked = {m.start for m in ctx.mentions.teams} | {m.start for m in ctx.mentions.players}
    for j in range(i, min(end, i + 6)):
        if tokens[j].lower() in {"to", "over", "against"}:
            k = j + 1 + (tokens[j + 1:j + 2] == ["the"])
            return k < end and tokens[k][:1].isupper() and k not in linked
    return False
