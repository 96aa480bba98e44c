"""Reader component ``team_stories``: a player's line told in a team's story.

Summaries tell a game team by team: "The Grizzlies were led by Marc Gasol ... Mike Conley
followed up with 18 points ... Zach Randolph chipped in 14". Words such as "followed",
"was next", "chipped in", "added", "also", "the only other starter", "led the second unit", or a
", while" clause joined to a teammate's line continue the team of the narrative: each such
clause is read as a ``team_of`` claim (attribute "story") that its player is one more of that
team's players. The verifier checks that he plays for it (a player of the other team told there
is a CONTEXT error on his name).

The narrative team is followed through the text clause by clause: a clause naming one team sets
it (to the team of the player it names, if that player plays for the other one: the team name
is then the error, not the story); a clause opened by a player without a continuation word
starts that player's team's story; after a player told in the other team's story, a sentence
naming both teams, or a clause whose subject is not linked, the story is unknown until a player
or a team sets it (clauses joined to such a line, ", while Y posted ...", keep the sentence's
story).

Without a continuation word, a line of the other team's player is in the story only when it sits
alone between two lines of the story's team, no team named, in a text told team by team (form
"between"; a template listing lines sorted by points across both teams has no story). A player
already placed in his own team by name earlier in the text is read with a ``note`` (known to the
reader, not checked again).

Writers turn to the other team with "meanwhile", "on the other side", "in the loss", or add to a
player's own tally ("added ... to his 30 points", "followed up Saturday 's game with"): no
continuation then. "X led the way" continues only right after a sentence about a team's group of
scorers; "<team> were led by X and Y" with one of the pair on the other team puts that one in the
team's story (form "pair_led"); "They were led by X" the team "they" refers to (form "led_by");
"X was the only other Nets player" the team named (form "member"). Each claim is a
:class:`~factcheck.claims.StoryTeam`.
"""

from __future__ import annotations

from factcheck.analysis.clauses import Level, words_at
from collections.abc import Iterator
from dataclasses import dataclass, field

from boxscore import Side
from factcheck.claims import StoryForm, StoryTeam, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.mentions import PlayerMention, Reference, TeamMention
from factcheck import lexicon

from .registry import reader
from .words import positions

#: Single words after a player's name that continue the current team's list of scorers.
CONTINUATION_WORDS = lexicon.words("continuation_words")
#: Word pairs meaning the same: "as well", "second unit" (of the narrative's team).
CONTINUATION_PAIRS = frozenset(lexicon.phrase_list("continuation_pairs"))
_CONTINUATION_PAIR_ENDS = frozenset(second for _, second in CONTINUATION_PAIRS)
#: "X led the way" continues a story only right after a sentence about the team's group of
#: scorers ("The Pacers had six players in double figures . X led the way"); elsewhere it opens one.
GROUP_WORDS = lexicon.words("team_stories_group_words")
#: Words that open a new clause whose subject may be a player of the same team.
CLAUSE_OPENERS = words_at(Level.MAJOR) - {";", ":"} | {"and"}
#: How far after the name the continuation words are looked for.
WINDOW = 6


@dataclass(slots=True)
class _Clause:
    """A clause of a sentence with the mentions inside it, found once per document."""

    start: int
    end: int
    players: list[PlayerMention]
    teams: list[TeamMention]
    #: The player the clause is about: the one named at its start (see :func:`_subject`).
    subject: PlayerMention | None
    #: :func:`_continues` for the subject, computed when first asked (two passes ask).
    continues: bool | None = None


@dataclass(slots=True)
class _Sentence:
    start: int
    end: int
    players: list[PlayerMention]
    teams: list[TeamMention]
    clauses: list[_Clause] = field(default_factory=list)


def _within(mentions: list, start: int, end: int) -> list:
    """The mentions (of a sentence, in order) lying inside [start, end), as ``players_in`` gives them."""
    return [m for m in mentions if start <= m.start and m.end <= end]


def _subject(players: list[PlayerMention], start: int) -> PlayerMention | None:
    """The player a clause is about: named at its start."""
    return players[0] if players and players[0].start == start else None


def _by_sentence(doc, mentions: tuple, ends: list[int]) -> list[list]:
    """The mentions lying inside each sentence (``ends``: where each ends), in their order: what
    ``players_in`` / ``teams_in`` give for the sentence, in one pass over the mentions."""
    out: list[list] = [[] for _ in ends]
    for m in mentions:
        s = doc.sentence_of[m.start]
        if m.end <= ends[s]:
            out[s].append(m)
    return out


def _build_sentences(ctx: CheckContext) -> list[_Sentence]:
    """Every sentence split into the clauses a list of scorers uses, with their mentions."""
    doc, tokens, low = ctx.doc, ctx.tokens, ctx.doc.lower
    openers = positions(ctx, CLAUSE_OPENERS)  # the only places a sentence may be cut
    ends = doc.sentence_starts[1:] + [len(tokens)]
    players_of = _by_sentence(doc, ctx.mentions.players, ends)
    teams_of = _by_sentence(doc, ctx.mentions.teams, ends)
    j = 0
    out = []
    for s, (s_start, s_end) in enumerate(zip(doc.sentence_starts, ends)):
        sent = _Sentence(s_start, s_end, players_of[s], teams_of[s])
        # split the sentence at ", while" / ", and <player>": the clauses a list of scorers uses
        player_starts = {m.start for m in sent.players}
        cuts = [s_start]
        while j < len(openers) and openers[j] < s_end:
            k = openers[j]
            j += 1
            if s_start < k < s_end - 1 and (tokens[k - 1] == "," or low[k] == "while") \
                    and (low[k] == "while" or k + 1 in player_starts):
                cuts.append(k + 1)
        cuts.append(s_end)
        if len(cuts) == 2:  # one clause (most sentences): the sentence's mentions are its own
            sent.clauses.append(_Clause(s_start, s_end, sent.players, sent.teams, _subject(sent.players, s_start)))
            out.append(sent)
            continue
        for c_start, c_end in zip(cuts, cuts[1:]):
            players = _within(sent.players, c_start, c_end)
            sent.clauses.append(_Clause(c_start, c_end, players, _within(sent.teams, c_start, c_end),
                                        _subject(players, c_start)))
        out.append(sent)
    return out


def _outside_brackets(words: list[str]) -> list[str]:
    """The words outside parentheses: "X ( 21 points ) and Y ( 18 points ) rounded out"."""
    if "(" not in words and ")" not in words:
        return words  # most clauses: nothing to drop
    out, depth = [], 0
    for t in words:
        if t == "(":
            depth += 1
        elif t == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(t)
    return out


def _continues(low: list[str], clause: _Clause) -> bool:
    """Does the clause present its subject as one more of the narrative team's players?"""
    if clause.continues is None:
        clause.continues = _presents_as_continuation(low, clause.start, clause.subject, clause.end)
    return clause.continues


def _presents_as_continuation(low: list[str], clause_start: int, mention: PlayerMention, clause_end: int) -> bool:
    after = _outside_brackets(low[mention.end:clause_end])[:WINDOW]
    words = after + low[clause_start:mention.start]
    if CONTINUATION_WORDS.isdisjoint(words) and not _has_pair(words, CONTINUATION_PAIRS, _CONTINUATION_PAIR_ENDS):
        return False  # (most clauses: no continuation word, no need to look for a switch)
    return not _switches(low[clause_start:clause_end])


#: Words by which a writer turns to the other team: "on the other side", "meanwhile", "opposing".
SWITCH_WORDS = lexicon.words("switch_words")
SWITCH_PAIRS = frozenset(lexicon.phrase_list("switch_pairs"))
_SWITCH_PAIR_ENDS = frozenset(second for _, second in SWITCH_PAIRS)


def _has_pair(words: list[str], pairs: set[tuple[str, str]], ends: frozenset[str]) -> bool:
    """One of ``pairs`` stands in ``words``; ``ends``, the pairs' second words, are looked for first
    (most clauses have none, and then no pair is zipped)."""
    return not ends.isdisjoint(words) and not pairs.isdisjoint(zip(words, words[1:]))


def _switches(clause: list[str]) -> bool:
    """Does the clause turn to the other team, or add to the player's own tally ("added another
    triple-double to his tally", "added 10 assists to his 30 points") instead of the team's list?"""
    words = set(clause)
    if not SWITCH_WORDS.isdisjoint(words) or _has_pair(clause, SWITCH_PAIRS, _SWITCH_PAIR_ENDS):
        return True
    # the scans below only run when their verb is in the clause at all
    if ("followed" in words or "follows" in words) and \
            any(w in {"followed", "follows"} and clause[k + 1:k + 2] == ["up"] and clause[k + 2:k + 3] not in (["with"], [","])
                for k, w in enumerate(clause)):
        return True  # "followed up Saturday 's 46 - point game with 28 points": his own games
    return ("added" in words or "adding" in words) and \
        any(w in {"added", "adding"} and ("to", "his") in zip(clause[k:], clause[k + 1:])
            for k, w in enumerate(clause))


#: Nouns a team's name qualifies: "the only other Nets player", "the Hawks' starters".
GROUP_NOUNS = lexicon.words("team_stories_group_nouns")


def _team_as_group(low: list[str], teams: list[TeamMention], end: int) -> Side | None:
    """The side of a team named as a group its subject belongs to ("other Nets player")."""
    for t in teams:
        if t.side is not None and t.end < end and low[t.end] in GROUP_NOUNS and low[t.start - 1] == "other":
            return t.side
    return None


def _references_at(ctx: CheckContext) -> dict[int, Reference]:
    """``ctx.mentions.reference_at(i)`` for every covered ``i``, found once (it scans them all)."""
    out: dict[int, Reference] = {}
    for r in ctx.mentions.references:
        for k in range(r.start, r.end):
            out.setdefault(k, r)
    return out


_LED_BY = [list(p) for p in lexicon.phrase_list("led_by_passive")]


def _led_by_other(ctx: CheckContext, refs: dict[int, Reference], clause: _Clause) -> tuple[PlayerMention, Side] | None:
    """"They were led by <a player of the other team>": the team is only referred to, so the
    player is the misplaced name. Returns his mention and the side "they" means."""
    ref = refs.get(clause.start)
    if ref is None or ref.kind != "team" or ref.side is None:
        return None
    words = ctx.doc.lower[ref.end:min(clause.end, ref.end + 4)]
    if words[:3] not in _LED_BY:
        return None
    players = [m for m in clause.players if m.start >= ref.end]  # players_in(ref.end, clause end)
    if not players or players[0].player is None or players[0].start > ref.end + 4:
        return None
    player = players[0].player
    return (players[0], ref.side) if player.side is not ref.side and player.played else None


def _placed_at(sentences: list[_Sentence]) -> dict[int, int]:
    """For every player put in his own team's story by name ("X was the only other Thunder
    player ..."), by ``id``, the start of the first sentence doing so."""
    out: dict[int, int] = {}
    for sent in sentences:
        for clause in sent.clauses:
            sides = {t.side for t in clause.teams}
            if len(sides) != 1:
                continue
            for m in clause.players:
                player = m.player
                if player is not None and sides == {player.side}:
                    out.setdefault(id(player), sent.start)
    return out


def _story_resumes(ctx: CheckContext, refs: dict[int, Reference], nxt: _Sentence | None, story: Side) -> bool:
    """Is the next sentence again a line of a player of the story's team, with no team named?
    A paragraph of one team's players with one line of the other team's player in between
    ("A had ... . B posted ... . C added ...") has that line in the wrong story, though it
    carries no continuation word."""
    if nxt is None or nxt.teams or nxt.start in refs:
        return False
    subject = _subject(nxt.players, nxt.start)
    return subject is not None and subject.player is not None and subject.player.side is story


def _pair_led_half_wrong(tokens: list[str], low: list[str], clause: _Clause) -> tuple[PlayerMention, Side] | None:
    """"The Mavericks were led by the duo of <a Net> and <a Maverick>": the team is right for one
    of the pair, so the other is the player put in the wrong team's story."""
    teams = clause.teams
    sides = {t.side for t in teams}
    if len(sides) != 1 or None in sides:
        return None
    side = next(iter(sides))
    words = low[clause.start:clause.end]
    if "led" not in words or "by" not in words:
        return None
    players = [m for m in clause.players if m.player is not None]
    if len(players) != 2 or tokens[players[0].end:players[1].start] != ["and"]:
        return None
    if teams[0].end > players[0].start:
        return None  # the team must be named before the pair ("<team> were led by")
    misfits = [m for m in players if m.player.side is not side]
    if len(misfits) != 1 or not misfits[0].player.played:
        return None
    return misfits[0], side


def _is_narrative(low: list[str], sentences: list[_Sentence]) -> bool:
    """Does the text tell the game team by team, continuing a team's list of players somewhere
    ("followed", "was next", "chipped in", "added") or naming the team a player leads? A text that only lists lines ("X scored 20
    points ... . Y scored 19 points ...", sorted by points across both teams) has no team's story
    a line could be misplaced in."""
    for sent in sentences:
        for clause in sent.clauses:
            if clause.subject is not None and _continues(low, clause):
                return True
            if clause.teams and clause.players:
                words = low[clause.start:clause.end]
                if "led" in words or "paced" in words:
                    return True  # "X led the way for the Bucks", "the Bucks were led by X"
    return False


def _told_in(ctx: CheckContext, mention: PlayerMention, side: Side, form: StoryForm, note: str = "") -> StoryTeam:
    """The claim that the player of ``mention`` is one of ``side``'s players in the story."""
    return StoryTeam(subject=Subject.of_player(mention.player, mention.start, mention.end, mention.kind), side=side,
                     form=form, team=ctx.game.team(side).name, note=note)


_PLACED = "placed in his own team by name earlier in the text"


@reader("team_stories", [StoryTeam], "a player's line told in a team's story: 'X followed with 18 points' after "
                                     "a teammate's line, 'the only other Nets player', 'They were led by X'")
def read_team_stories(ctx: CheckContext) -> Iterator[StoryTeam]:
    low = ctx.doc.lower
    sentences = _build_sentences(ctx)  # (read by every pass below: built once, here)
    refs = _references_at(ctx)
    placed: dict[int, int] | None = None  # computed when first needed
    story: Side | None = None
    group = False  # the last sentence is about a team's group of scorers
    narrative: bool | None = None  # computed when first needed
    for si, sent in enumerate(sentences):
        s_start = sent.start
        prev_group, group = group, False
        if len(sent.teams) > 1 and len({m.side for m in sent.teams}) > 1:  # about both teams (or an ambiguous city)
            story = None
            continue
        flagged_in_sentence: Side | None = None
        for clause in sent.clauses:
            c_start, c_end = clause.start, clause.end
            if flagged_in_sentence is not None:
                story = flagged_in_sentence
            teams = clause.teams
            subject = clause.subject
            player = subject.player if subject is not None else None
            member = _team_as_group(low, teams, c_end) if teams else None
            if member is not None and player is not None and story is member and player.side is not member \
                    and player.played:
                # "Pachulia was the only other Nets player in double figures" in the Nets' story
                yield _told_in(ctx, subject, member, StoryForm.MEMBER)
                continue
            pair = _pair_led_half_wrong(ctx.tokens, low, clause) if teams else None
            if pair is not None:
                mention, side = pair
                yield _told_in(ctx, mention, side, StoryForm.PAIR_LED)
                story = side
                continue
            if teams:
                named = {m.player.side for m in clause.players if m.player is not None}
                sides = named | {m.side for m in teams}
                # "The Jazz were led by <a Grizzly>": the team's name is wrong, or the player's
                story = sides.pop() if len(sides) == 1 else None
                group = not named and not GROUP_WORDS.isdisjoint(low[c_start:c_end])
                continue
            led = _led_by_other(ctx, refs, clause)
            if led is not None:
                mention, side = led
                yield _told_in(ctx, mention, side, StoryForm.LED_BY)
                story = None
                continue
            if subject is None:
                if clause.players and c_start == s_start:
                    story = None  # the clause is about someone we cannot place
                continue
            if player is None:
                story = None
                continue
            cont = _continues(low, clause) or (c_start > s_start and flagged_in_sentence) \
                or (prev_group and low[subject.end:subject.end + 3] == ["led", "the", "way"])
            others = {m.player.side for m in clause.players
                      if m.start >= subject.end and m.player is not None and m.player is not player}
            if others == {player.side}:
                cont = False  # "Harden was second behind Anderson": placed by a teammate named with him
            if story is not None and player.side is not story and player.played and cont:
                if placed is None:
                    placed = _placed_at(sentences)
                if placed.get(id(player), c_start) >= c_start:  # not placed in his team before
                    yield _told_in(ctx, subject, story, StoryForm.CONTINUATION)
                    # whose story goes on after a misplaced player is unclear: annotators read it
                    # either way, so nothing is flagged until a player or a team sets it again --
                    # except in the clauses joined to his ("..., while Y posted ..."), which go on
                    # with the sentence's story
                    flagged_in_sentence = story
                    story = None
                    continue
            if story is not None and player.side is not story and player.played and c_start == s_start \
                    and all(m.player is player for m in sent.players) \
                    and (narrative if narrative is not None else (narrative := _is_narrative(low, sentences))) \
                    and _story_resumes(ctx, refs, sentences[si + 1] if si + 1 < len(sentences) else None, story):
                if placed is None:
                    placed = _placed_at(sentences)
                if placed.get(id(player), c_start) >= c_start:
                    # one line of the other team's player between two lines of the story's team
                    yield _told_in(ctx, subject, story, StoryForm.BETWEEN)
                    continue
            if story is not None and cont and player.played:
                # his own team's story, or told there but placed in his own team before
                yield _told_in(ctx, subject, story, StoryForm.CONTINUATION, "" if player.side is story else _PLACED)
            story = player.side
