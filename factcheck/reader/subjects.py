"""Whom a descriptive phrase ("double - double", "off the bench", "starter") is about.

Role and achievement words are checked against the player (or the few coordinated players) the
clause is about. The core binding is :func:`factcheck.reader.binder.bind_subject` (the nearest player
named before the phrase in its sentence, or "He"/"His" for the previous sentence's last player);
this module adds the few other shapes these phrases come in:

- "It was his second double - double": "his"/"he" before the phrase, nobody named before it;
- "Notching a double - double of his own , Paul Millsap finished ...": a sentence opened by a
  participle clause is about the player named right after its comma;
- "The only other starter to reach double figures was TJ McConnell": the player after "was";
- "a double - double from (power forward) LaMarcus Aldridge": the player after "from"/"by";
- "Andre Roberson and Domantas Sabonis were ...": coordinated players are all the subject.

A player named before the phrase must stand where a subject stands (sentence start, after a
comma, "and", "while", or descriptors such as "point guard"): "outplayed Jeff Teague off the
bench" and "replaced Hansbrough ... and recorded a double - double" are about someone else, and a
possessive ("Noah 's shortfall") only owns a phrase that follows it directly ("Westbrook 's
17 - point , 15 - rebound double - double"). When none of these fits with confidence, the phrase
is about nobody and rules stay silent.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Joint, Level, words_at
from boxscore import Player
from factcheck.reader.binder import bind_subject, skip_descriptions
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck.text.numbers import parse_at
from factcheck import lexicon

PRONOUNS = {"he", "his", "him"}
#: Words that may stand right before a player who is the subject of his clause.
SUBJECT_OPENERS = lexicon.words("subject_openers")
#: Descriptors of a player that may stand between an opener and his name ("point guard Smith").
DESCRIPTORS = lexicon.words("descriptors")
#: Words of a stat-line adjective: "Westbrook 's 17 - point , 15 - rebound double - double".
LINE_WORDS = lexicon.words("line_words")
#: Sentence openers whose "his" points back to the previous sentence's player ("It was his ...").
PRONOUN_OPENERS = {"it", "that", "this"}
#: Words that open a new clause: a phrase after them is not about a player named before them.
CLAUSE_WORDS = words_at(Level.MAJOR)


def last_mention_before(ctx: CheckContext, sentence: int) -> PlayerMention | None:
    """The last player named in sentence ``sentence`` (None if it names nobody)."""
    if sentence < 0:
        return None
    lo, hi = ctx.doc.sentence_bounds(sentence)
    found = ctx.mentions.players_in(lo, hi)
    return found[-1] if found else None


def _mentions_by_index(ctx: CheckContext) -> tuple[dict[int, PlayerMention], dict[int, PlayerMention]]:
    """:func:`_by_start_and_end`, once per document: looked up for every phrase."""
    analysis = ctx.analysis
    return analysis.players_by_start, analysis.players_by_end


def mention_at(ctx: CheckContext, start: int) -> PlayerMention | None:
    return _mentions_by_index(ctx)[0].get(start)


def mention_ending_at(ctx: CheckContext, end: int) -> PlayerMention | None:
    return _mentions_by_index(ctx)[1].get(end)


def _skip_parenthesis(tokens: list[str], end: int) -> int:
    """The index just before a parenthesis that ends at ``end`` ("Harris ( 21 points )")."""
    if end > 0 and tokens[end - 1] == ")":
        k = end - 1
        while k > 0 and tokens[k] != "(":
            k -= 1
        return k
    return end


def coordinated(ctx: CheckContext, subject: PlayerMention) -> list[PlayerMention]:
    """``subject`` and the players joined to it before by "and" or commas: "A , B and C"."""
    tokens = ctx.tokens
    group = [subject]
    first = subject
    while True:
        k = skip_descriptions(ctx.doc.lower, _skip_parenthesis(tokens, first.start))
        if k < 2 or ctx.doc.lower[k - 1] not in {"and", ",", "&"}:
            break
        if k >= 3 and ctx.doc.lower[k - 1] == "and" and tokens[k - 2] == ",":
            k -= 1  # "A , B , and C": the serial comma
        prev = mention_ending_at(ctx, _skip_parenthesis(tokens, k - 1))
        if prev is None or ctx.doc.sentence_of[prev.start] != ctx.doc.sentence_of[subject.start]:
            break
        group.insert(0, prev)
        first = prev
    # "A , B" without "and" is an apposition or a list break, not a pair
    if len(group) > 1 and "and" not in ctx.doc.lower[group[0].end:subject.start] \
            and "&" not in tokens[group[0].end:subject.start]:
        return [subject]
    return group


def _lower_at(tokens: list[str], i: int) -> str:
    return tokens[i].lower() if 0 <= i < len(tokens) else ""


def _players(mentions: list[PlayerMention]) -> tuple[Player, ...] | None:
    players = tuple(m.player for m in mentions)
    if any(p is None for p in players):
        return None
    return players  # type: ignore[return-value]


def _in_subject_position(ctx: CheckContext, m: PlayerMention, sent_start: int) -> bool:
    """True when the player named by ``m`` can be the subject of his clause, not an object.

    "while Rudy Gobert chipped in", "Bucks point guard Smith had" qualify; "outplayed Jeff
    Teague", "behind Anderson", "replaced Tyler Hansbrough", "and not Anthony Davis" do not.
    """
    low = ctx.doc.lower
    k = m.start
    teams = ctx.analysis.teams_by_end
    while k > sent_start:
        prev = low[k - 1]
        if prev in DESCRIPTORS:
            k -= 1
        elif k in teams:
            k = teams[k].start
        else:
            break
    return k == sent_start or low[k - 1] in SUBJECT_OPENERS


def _possessive_owner(ctx: CheckContext, m: PlayerMention, start: int) -> bool:
    """True when ``m`` is a possessive that owns the phrase directly: "X 's 17 - point , ... double"."""
    tokens = ctx.tokens
    k = m.end + 1
    for t in tokens[k:start]:
        if t.lower() not in LINE_WORDS and parse_at([t], 0) is None:
            return False
    return True


def _named_after(ctx: CheckContext, end: int, sent_end: int) -> PlayerMention | None:
    """The player of "a double - double from (power forward) LaMarcus Aldridge"."""
    tokens = ctx.tokens
    if end >= sent_end or tokens[end].lower() not in {"from", "by"}:
        return None
    k = end + 1
    while k < sent_end and tokens[k].lower() in DESCRIPTORS:
        k += 1
    return mention_at(ctx, k)


def phrase_subjects(ctx: CheckContext, start: int, end: int) -> tuple[Player, ...]:
    """The players the phrase over ``[start, end)`` is about; () when that is not certain."""
    return tuple(m.player for m in phrase_subject_mentions(ctx, start, end))


def _aside_owner(ctx: CheckContext, i: int) -> PlayerMention | None:
    """The player named right before the brackets token ``i`` stands in (None when ``i`` is in no
    bracket aside of a name): the words of an aside are about the name it follows."""
    sa = ctx.analysis.sentences
    clauses = sa.clauses
    c = sa.clause_of[i]
    sentence = clauses[c].sentence
    while c >= 0 and clauses[c].sentence == sentence:
        clause = clauses[c]
        if clause.joint is Joint.BRACKET:
            if ctx.tokens[clause.joint_at] != "(":
                return None  # after a closed aside
            return ctx.analysis.players_by_end.get(clause.joint_at)
        c -= 1
    return None


def phrase_subject_mentions(ctx: CheckContext, start: int, end: int) -> tuple[PlayerMention, ...]:
    """The mentions of the players the phrase over ``[start, end)`` is about (for a "he", the
    mention it takes up); () when that is not certain."""
    tokens = ctx.tokens
    doc = ctx.doc
    s = doc.sentence_of[start]
    sent_start, sent_end = doc.sentence_bounds(s)
    owner = _aside_owner(ctx, start)
    if owner is not None:  # "A ( 10 points , eight rebounds ) and B ( 10 points off the bench )": B's aside
        return (owner,) if owner.player is not None else ()
    previous = last_mention_before(ctx, s - 1)
    before = ctx.mentions.players_in(sent_start, start)
    after = _named_after(ctx, end, sent_end)
    if after is not None:
        return (after,) if after.player is not None else ()
    if before:
        subject = bind_subject(ctx, sent_start, start, previous)
        if subject is None or subject.player is None:
            return ()
        if not CLAUSE_WORDS.isdisjoint(doc.lower[subject.end:start]):
            return ()
        if _lower_at(tokens, subject.end) in {"'s", "'"}:
            return (subject,) if _possessive_owner(ctx, subject, start) else ()
        relative = tokens[subject.end:subject.end + 2] == [",", "who"]
        group = coordinated(ctx, subject)
        if not relative and not _in_subject_position(ctx, group[0], sent_start):
            return ()
        return tuple(group) if _players(group) else ()
    lead = doc.lower[sent_start:start]
    # "The only other starter to reach double figures in points was TJ McConnell"
    if lead[:1] == ["the"]:
        named = _named_by_was(ctx, end, sent_end)
        if named is not None:
            return named
    if ctx.mentions.teams_in(sent_start, start):
        return ()
    # "He came off the bench", "It was his second double - double"
    if lead and (lead[0] in PRONOUNS or (lead[0] in PRONOUN_OPENERS and "his" in lead)):
        if previous is None or previous.player is None:
            return ()
        if any(t[:1].isupper() for t in tokens[sent_start + 1:start]):
            return ()
        return (previous,)
    # "Coming off the bench , CJ Miles had 16 points"
    if tokens[sent_start].lower().endswith("ing") and tokens[sent_start][:1].isupper():
        for k in range(end, sent_end - 1):
            if tokens[k] == ",":
                m = mention_at(ctx, k + 1)
                return (m,) if m is not None and m.player is not None else ()
        return ()
    return ()


def _named_by_was(ctx: CheckContext, end: int, sent_end: int) -> tuple[PlayerMention, ...] | None:
    """The player of "The only other (Celtics) player to reach double figures was X" (() if unsure)."""
    tokens = ctx.tokens
    for k in range(end, sent_end - 1):
        if tokens[k] in {",", ";"}:
            return None
        if tokens[k].lower() in {"was", "were"}:
            m = mention_at(ctx, k + 1)
            return (m,) if m is not None and m.player is not None else ()
    return None
