"""A player put in the other team's narrative: his name is a CONTEXT error.

Summaries tell a game team by team: "The Grizzlies were led by Marc Gasol ... Mike Conley
followed up with 18 points ... Zach Randolph chipped in 14". Words such as "followed",
"was next", "chipped in", "added", "also", "the only other starter", "led the second unit", or a
", while" clause joined to a teammate's line continue the team of the narrative. When such a
continuation names a player of the *other* team and the clause names no team, the player's
stats are right but put in the wrong team's story: annotators mark the name as CONTEXT.

The narrative team is followed through the text clause by clause: a clause naming one team sets
it (to the team of the player it names, if that player plays for the other one: the team name
is then the error, not the story); a clause opened by a player without a continuation word
starts that player's team's story; after a flagged player, a sentence naming both teams, or a
clause whose subject is not linked, the story is unknown until a player or a team sets it
(clauses joined to a flagged line, ", while Y posted ...", keep the sentence's story).

Without a continuation word, a line of the other team's player is misplaced only when it sits
alone between two lines of the story's team, no team named, in a text told team by team (a
template listing lines sorted by points across both teams has no story). A player already placed
in his own team by name earlier in the text is known to the reader and not flagged again.

Writers turn to the other team with "meanwhile", "on the other side", "in the loss", or add to a
player's own tally ("added ... to his 30 points", "followed up Saturday 's game with"): no
continuation then. "X led the way" continues only right after a sentence about a team's group of
scorers; "<team> were led by X and Y" with one of the pair on the other team flags that one.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import PlayerMention

from .registry import rule

#: Single words after a player's name that continue the current team's list of scorers.
CONTINUATION_WORDS = {"followed", "follows", "following", "next", "behind", "chipped", "added", "adding",
                      "rounded", "rounding", "other"}
#: Word pairs meaning the same: "as well", "second unit" (of the narrative's team).
CONTINUATION_PAIRS = {("second", "unit"), ("the", "bench")}
#: "X led the way" continues a story only right after a sentence about the team's group of
#: scorers ("The Pacers had six players in double figures . X led the way"); elsewhere it opens one.
GROUP_WORDS = {"players", "scorers", "starters", "reserves", "figures", "digits"}
#: Words that open a new clause whose subject may be a player of the same team.
CLAUSE_OPENERS = {"while", "and", "whereas"}
#: How far after the name the continuation words are looked for.
WINDOW = 6


def _clauses(ctx: CheckContext, start: int, end: int) -> list[tuple[int, int]]:
    """Split a sentence at ", while" / ", and <player>": the clauses a list of scorers uses.

    Remembered per document: :func:`_placed_before` asks again about every earlier sentence."""
    memo = ctx.shared("wrong_team.clauses", lambda c: {})
    found = memo.get((start, end))
    if found is None:
        found = memo[(start, end)] = _split_clauses(ctx, start, end)
    return found


def _split_clauses(ctx: CheckContext, start: int, end: int) -> list[tuple[int, int]]:
    tokens, low = ctx.tokens, ctx.doc.lower
    player_starts = {m.start for m in ctx.mentions.players_in(start, end)}
    cuts = [start]
    for k in range(start + 1, end - 1):
        if low[k] in CLAUSE_OPENERS and (tokens[k - 1] == "," or low[k] == "while"):
            if low[k] == "while" or k + 1 in player_starts:
                cuts.append(k + 1)
    cuts.append(end)
    return [(a, b) for a, b in zip(cuts, cuts[1:]) if a < b]


def _outside_brackets(tokens: list[str]) -> list[str]:
    """The tokens outside parentheses: "X ( 21 points ) and Y ( 18 points ) rounded out"."""
    out, depth = [], 0
    for t in tokens:
        if t == "(":
            depth += 1
        elif t == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(t)
    return out


def _continues(tokens: list[str], clause_start: int, mention: PlayerMention, clause_end: int) -> bool:
    """Does the clause present the player as one more of the narrative team's players?"""
    after = [t.lower() for t in _outside_brackets(tokens[mention.end:clause_end])][:WINDOW]
    before = [t.lower() for t in tokens[clause_start:mention.start]]
    words = after + before
    clause = [t.lower() for t in tokens[clause_start:clause_end]]
    if _switches(clause):
        return False
    if set(words) & CONTINUATION_WORDS:
        return True
    return any(pair in CONTINUATION_PAIRS for pair in zip(words, words[1:]))


#: Words by which a writer turns to the other team: "on the other side", "meanwhile", "opposing".
SWITCH_WORDS = {"meanwhile", "opposing", "counterpart", "counterparts", "opponent", "opponents", "elsewhere"}
SWITCH_PAIRS = {("other", "side"), ("other", "end"), ("in", "defeat"), ("the", "loss"), ("losing", "effort"),
                ("the", "win"), ("the", "victory"), ("his", "part")}


def _switches(clause: list[str]) -> bool:
    """Does the clause turn to the other team, or add to the player's own tally ("added another
    triple-double to his tally", "added 10 assists to his 30 points") instead of the team's list?"""
    words = set(clause)  # the scans below only run when their verb is in the clause at all
    if words & SWITCH_WORDS or any(pair in SWITCH_PAIRS for pair in zip(clause, clause[1:])):
        return True
    if ("followed" in words or "follows" in words) and \
            any(w in {"followed", "follows"} and clause[k + 1:k + 2] == ["up"] and clause[k + 2:k + 3] not in (["with"], [","])
                for k, w in enumerate(clause)):
        return True  # "followed up Saturday 's 46 - point game with 28 points": his own games
    return ("added" in words or "adding" in words) and \
        any(w in {"added", "adding"} and ("to", "his") in zip(clause[k:], clause[k + 1:])
            for k, w in enumerate(clause))


def _subject(ctx: CheckContext, start: int, end: int) -> PlayerMention | None:
    """The player a clause is about: named at its start, or after "the only other ... was"."""
    players = ctx.mentions.players_in(start, end)
    if not players:
        return None
    first = players[0]
    return first if first.start == start else None


#: Nouns a team's name qualifies: "the only other Nets player", "the Hawks' starters".
GROUP_NOUNS = {"player", "players", "starter", "starters", "reserve", "reserves", "scorer", "scorers"}


def _team_as_group(ctx: CheckContext, teams: list, end: int) -> Side | None:
    """The side of a team named as a group its subject belongs to ("other Nets player")."""
    for t in teams:
        if t.side is not None and t.end < end and ctx.tokens[t.end].lower() in GROUP_NOUNS \
                and ctx.tokens[t.start - 1].lower() == "other":
            return t.side
    return None


def _led_by_other(ctx: CheckContext, start: int, end: int) -> tuple[PlayerMention, Side] | None:
    """"They were led by <a player of the other team>": the team is only referred to, so the
    player is the misplaced name. Returns his mention and the side "they" means."""
    ref = ctx.mentions.reference_at(start)
    if ref is None or ref.kind != "team" or ref.side is None:
        return None
    words = [t.lower() for t in ctx.tokens[ref.end:min(end, ref.end + 4)]]
    if words[:3] not in (["were", "led", "by"], ["was", "led", "by"]):
        return None
    players = ctx.mentions.players_in(ref.end, end)
    if not players or players[0].player is None or players[0].start > ref.end + 4:
        return None
    player = players[0].player
    return (players[0], ref.side) if player.side is not ref.side and player.played else None


def _placed_before(ctx: CheckContext, player, before: int) -> bool:
    """Was the player already put in his own team's story by name ("X was the only other Thunder
    player ...")? A reader then knows his team; annotators do not flag a later slip."""
    for s_start, s_end in ctx.doc.sentences:
        if s_start >= before:
            break
        for c_start, c_end in _clauses(ctx, s_start, s_end):
            if any(m.player is player for m in ctx.mentions.players_in(c_start, c_end)):
                sides = {t.side for t in ctx.mentions.teams_in(c_start, c_end)}
                if sides == {player.side}:
                    return True
    return False


def _story_resumes(ctx: CheckContext, after: int, story: Side) -> bool:
    """Is the next sentence again a line of a player of the story's team, with no team named?
    A paragraph of one team's players with one line of the other team's player in between
    ("A had ... . B posted ... . C added ...") has that line in the wrong story, though it
    carries no continuation word."""
    for start, end in ctx.doc.sentences:
        if start < after:
            continue
        if ctx.mentions.teams_in(start, end) or ctx.mentions.reference_at(start) is not None:
            return False
        subject = _subject(ctx, start, end)
        return subject is not None and subject.player is not None and subject.player.side is story
    return False


def _pair_led_half_wrong(ctx: CheckContext, teams: list, start: int, end: int) -> tuple[PlayerMention, Side] | None:
    """"The Mavericks were led by the duo of <a Net> and <a Maverick>": the team is right for one
    of the pair, so the other is the player put in the wrong team's story."""
    sides = {t.side for t in teams}
    if len(sides) != 1 or None in sides:
        return None
    side = next(iter(sides))
    words = [t.lower() for t in ctx.tokens[start:end]]
    if "led" not in words or "by" not in words:
        return None
    players = [m for m in ctx.mentions.players_in(start, end) if m.player is not None]
    if len(players) != 2 or ctx.tokens[players[0].end:players[1].start] != ["and"]:
        return None
    if teams[0].end > players[0].start:
        return None  # the team must be named before the pair ("<team> were led by")
    misfits = [m for m in players if m.player.side is not side]
    if len(misfits) != 1 or not misfits[0].player.played:
        return None
    return misfits[0], side


def _is_narrative(ctx: CheckContext) -> bool:
    """Does the text tell the game team by team, continuing a team's list of players somewhere
    ("followed", "was next", "chipped in", "added") or naming the team a player leads? A text that only lists lines ("X scored 20
    points ... . Y scored 19 points ...", sorted by points across both teams) has no team's story
    a line could be misplaced in."""
    for s_start, s_end in ctx.doc.sentences:
        for c_start, c_end in _clauses(ctx, s_start, s_end):
            subject = _subject(ctx, c_start, c_end)
            if subject is not None and _continues(ctx.tokens, c_start, subject, c_end):
                return True
            words = {t.lower() for t in ctx.tokens[c_start:c_end]}
            if words & {"led", "paced"} and ctx.mentions.teams_in(c_start, c_end) \
                    and ctx.mentions.players_in(c_start, c_end):
                return True  # "X led the way for the Bucks", "the Bucks were led by X"
    return False


def _misplaced(ctx: CheckContext, mention: PlayerMention, side: Side) -> Error:
    """CONTEXT on a player's name told in the story of ``side``, the team he does not play for."""
    player, game = mention.player, ctx.game
    return Error(mention.start, mention.end, Category.CONTEXT, "",
                 f"{player.name} played for the {game.team(player.side).name}, not the {game.team(side).name}",
                 "wrong_team")


@rule("wrong_team", "a player's line told in the other team's story: 'X followed up with ...' (CONTEXT)")
def check_wrong_team(ctx: CheckContext) -> Iterator[Error]:
    doc, tokens, game = ctx.doc, ctx.tokens, ctx.game
    story: Side | None = None
    group = False  # the last sentence is about a team's group of scorers
    narrative: bool | None = None  # computed when first needed
    for s_start, s_end in doc.sentences:
        prev_group, group = group, False
        sentence_sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end)}
        if len(sentence_sides) > 1:  # a sentence about both teams (or an ambiguous city)
            story = None
            continue
        flagged_in_sentence: Side | None = None
        for c_start, c_end in _clauses(ctx, s_start, s_end):
            if flagged_in_sentence is not None:
                story = flagged_in_sentence
            teams = ctx.mentions.teams_in(c_start, c_end)
            subject = _subject(ctx, c_start, c_end)
            player = subject.player if subject is not None else None
            member = _team_as_group(ctx, teams, c_end)
            if member is not None and player is not None and story is member and player.side is not member \
                    and player.played:
                # "Pachulia was the only other Nets player in double figures" in the Nets' story
                yield _misplaced(ctx, subject, member)
                continue
            pair = _pair_led_half_wrong(ctx, teams, c_start, c_end)
            if pair is not None:
                mention, side = pair
                yield _misplaced(ctx, mention, side)
                story = side
                continue
            if teams:
                named = {m.player.side for m in ctx.mentions.players_in(c_start, c_end) if m.player is not None}
                sides = named | {m.side for m in teams}
                # "The Jazz were led by <a Grizzly>": the team's name is wrong, or the player's
                story = sides.pop() if len(sides) == 1 else None
                group = not named and bool({t.lower() for t in tokens[c_start:c_end]} & GROUP_WORDS)
                continue
            led = _led_by_other(ctx, c_start, c_end)
            if led is not None:
                mention, side = led
                yield _misplaced(ctx, mention, side)
                story = None
                continue
            if subject is None:
                if ctx.mentions.players_in(c_start, c_end) and c_start == s_start:
                    story = None  # the clause is about someone we cannot place
                continue
            if player is None:
                story = None
                continue
            cont = _continues(tokens, c_start, subject, c_end) or (c_start > s_start and flagged_in_sentence) \
                or (prev_group and [t.lower() for t in tokens[subject.end:subject.end + 3]] == ["led", "the", "way"])
            others = {m.player.side for m in ctx.mentions.players_in(subject.end, c_end)
                      if m.player is not None and m.player is not player}
            if others == {player.side}:
                cont = False  # "Harden was second behind Anderson": placed by a teammate named with him
            if story is not None and player.side is not story and player.played and cont \
                    and not _placed_before(ctx, player, c_start):
                yield _misplaced(ctx, subject, story)
                # whose story goes on after a misplaced player is unclear: annotators read it
                # either way, so nothing is flagged until a player or a team sets it again --
                # except in the clauses joined to his ("..., while Y posted ..."), which go on
                # with the sentence's story
                flagged_in_sentence = story
                story = None
                continue
            alone = all(m.player is player for m in ctx.mentions.players_in(s_start, s_end))
            if narrative is None:
                narrative = _is_narrative(ctx)
            if story is not None and player.side is not story and player.played and c_start == s_start and alone \
                    and narrative \
                    and _story_resumes(ctx, s_end, story) and not _placed_before(ctx, player, c_start):
                # one line of the other team's player between two lines of the story's team
                yield _misplaced(ctx, subject, story)
                continue
            story = player.side
