"""A team's statistics: "the Hawks shot 45 percent from the field", "committed 18 turnovers".

The line score gives each team's shooting percentages, rebounds, assists and turnovers, and the
team's made and attempted shots, steals and blocks are the sums over its players (RotoWire's team
totals are exactly those sums). Claims read here:

- percentages, "shot 45 percent from the field", "held the Lakers to 38 percent shooting",
  "a 35 percent success rate from the floor", "( 39 percent )"; either rounding of made /
  attempted and the line score's own value are accepted;
- made-attempted pairs and counts, "shot 7 - 24 from three - point land", "hit 15 three - pointers";
- counts of rebounds, assists, turnovers, steals and blocks: "recording 21 assists to 19
  turnovers", "force the Wizards into 14 turnovers , while committing just 12 of their own",
  "eliciting 15 turnovers from the Hawks", "forced 20 turnovers" (the opponent's);
- the rebounding battle as a pair, "winning that battle , 43 - 24", "out - rebounded them 50 - 40"
  (the larger count first, as a score is written).

A claim belongs to the team it is about: the team named as the subject of its clause ("the
Hawks shot"), the object of a verb that holds or forces ("held the Lakers to", "force the
Wizards into"), or the team a "they" / "them" refers to. A player, "he", a group ("the bench",
"the starters") or a team in any other position (after "against", "over") nearer to the number
than a team makes it no team claim. Splits ("in the first half"), averages and comparisons
("over 50 percent") are not the game totals and are left alone.

When a clause's numbers all fit the other team and not the named one, or a sentence contrasts
a team with itself ("The Kings shot 48 percent ..., while the Kings went 42 percent ...") and the
second clause fits the other team at least as well, the team's name is the NAME error (one per
sentence), and the numbers are checked against the other team.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from boxscore import Game, Side
from factcheck.reader.binder import unknown_name_between
from factcheck.reader.stats import stat_claims, stat_numbers
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import TeamMention
from factcheck.numbers import Number, digit_pairs, parse_at

from .registry import rule
from .shot_breakdown import (ATTEMPT_VERBS, COLUMNS, COMPARATIVE_BEFORE, FG, GENERIC_NOUNS,
                             NOT_TOTAL_AFTER, NOT_TOTAL_BEFORE, NOT_TOTAL_CONTEXT, PERCENT_WORDS, PHRASE_OF,
                             TYPE_CUES, clause_after, pair_words_at, shot_type_after, type_at,
                             shared_shot_claims, shot_count_at, claim_starts)

#: Counting statistics a team is credited with, and their names in comments.
TEAM_COUNTS = {"REB": "rebounds", "OREB": "offensive rebounds", "DREB": "defensive rebounds", "AST": "assists",
               "TO": "turnovers"}
#: Words after a team name that make it an adjective of a person ("The Kings center went 12 - of - 21").
ROLE_NOUNS = {"center", "centers", "guard", "guards", "forward", "forwards", "star", "stars", "rookie", "veteran",
              "big", "point", "shooting", "power", "small", "sixth", "reserve", "swingman", "wing", "all", "coach",
              "head", "bench", "starters", "starter", "backcourt", "frontcourt", "player", "players", "man", "duo",
              "trio", "forward-center", "guard-forward", "sharpshooter", "sophomore", "newcomer", "captain",
              "franchise", "superstar", "floor", "offense", "defense", "'s", "'"}
#: Verbs whose object is the team a following number is about ("held the Lakers to 38 percent").
OBJECT_VERBS = {"held", "hold", "holds", "holding", "limited", "limit", "limits", "limiting", "forced", "force",
                "forces", "forcing", "kept", "keeping", "restricted", "restricting", "outrebounded",
                "outrebounding", "into"}
#: Verbs after which the numbers are the opponent's, who is not named ("the Hawks allowed 50 percent").
ALLOW_VERBS = {"allowed", "allowing", "allow", "allows", "gave", "giving", "give", "conceded", "conceding",
               "surrendered", "surrendering", "yielded", "yielding", "let", "letting", "permitted"}
#: Verbs after which a subject's turnovers are the opponent's ("the Hawks forced 20 turnovers").
FORCE_VERBS = {"forced", "force", "forces", "forcing", "elicited", "eliciting", "induced", "inducing", "caused",
               "causing", "generated", "generating", "created", "creating"}
#: Words before a team that make it the subject of a new clause.
PERSON_NOUNS = {"center", "guard", "forward", "star", "rookie", "veteran", "coach", "sharpshooter", "superstar",
                "big", "man", "captain", "sophomore", "newcomer", "swingman"}
CLAUSE_OPENERS = {",", "while", "and", "but", "whereas", ";", "when", "although", "though", "where",
                  "especially", "meanwhile", "however", "overall"}
#: Two-word openers: ", with the Hawks recording", "compared to the Blazers who shot".
CLAUSE_OPENERS_2 = {(",", "with"), ("compared", "to"), ("compared", "with"), (",", "as")}
#: Words before a team that make it neither subject nor object of a holding verb.
OBLIQUE = {"against", "over", "past", "by", "from", "than", "at", "in", "vs", "vs.", "versus", "of", "on", "beat",
           "defeated", "topped", "edged", "outscored", "outscoring", "trailed", "led", "beating", "defeating"}
PLAYER_PRONOUNS = {"he", "his", "him", "she", "her", "himself"}
#: Subjects that are neither a team nor a player of it ("the bench shot 60 percent").
GROUP_WORDS = {"bench", "reserves", "starters", "players", "duo", "trio", "tandem", "combined", "combining",
               "combine", "each", "apiece", "both", "team", "teams", "unit", "squad", "opponents", "opponent",
               "respectively", "league", "frontcourt", "backcourt", "everyone", "nobody", "lineup", "teammates"}
VERB_AFTER_BREAK = {"shot", "hit", "made", "had", "went", "grabbed", "won", "committed", "dished", "posted",
                    "finished", "recorded", "shooting", "committing", "grabbing", "making", "hitting", "going",
                    "turning", "coughing", "finishing", "posting", "recording"}
#: Words of a sentence about rebounding, and cues before a pair that make it the rebounding battle.
REBOUND_WORDS = {"rebounding", "rebounds", "boards", "glass", "outrebounded", "rebounded", "outrebounding"}
OTHER_STAT_WORDS = {"assist", "assists", "turnover", "turnovers", "points", "steals", "blocks", "percent"}
PERIOD_WORDS = {"quarter", "quarters", "half", "halftime", "period", "frame", "stanza", "overtime", "run",
                "points", "lead", "led", "score", "scored", "scoring", "outscored", "outscoring"}
SHOOTING_VERBS = {"shot", "shooting", "went", "going", "hit", "hitting", "made", "making", "connected", "connecting",
                  "converted", "converting", "knocked", "finished", "drained", "draining", "sank", "sinking"}
#: Verbs that compare a percentage with a threshold ("barely cracked 40 percent").
THRESHOLD_VERBS = {"cracked", "surpassed", "eclipsed", "topped", "broke", "exceeded", "passed", "crossed", "hit"}
#: Words of a sentence that leaves some players out ("Outside of George , the Pacers shot ...").
EXCLUSION_WORDS = {"outside", "excluding", "without", "besides", "aside", "except", "apart"}
WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
#: With a weekday, words that put a sentence in another game ("after the loss on Sunday , where ...").
OTHER_GAME_WORDS = {"after", "when", "where", "since", "before", "last", "previous", "prior", "earlier"}
#: Unions and differences of the word sets above that the readers test words against, built once
#: instead of on every call.
_GROUP_OR_EXCLUSION = frozenset(GROUP_WORDS | EXCLUSION_WORDS)
_HOLDING_VERBS = frozenset(OBJECT_VERBS - {"into"})
_OTHER_TYPE_CUES = frozenset(TYPE_CUES - {"field", "floor"})
_COMPARATIVE_OR_THRESHOLD = frozenset(COMPARATIVE_BEFORE | THRESHOLD_VERBS)
_NOT_TOTAL_BEFORE_PAIR = frozenset(NOT_TOTAL_BEFORE | (COMPARATIVE_BEFORE - {"the", "his", "her", "their"}))
_NOT_TOTAL_BEFORE_COUNT = frozenset(NOT_TOTAL_BEFORE | COMPARATIVE_BEFORE
                                    | {"missed", "shot", "allowed", "gave", "conceded", "on"})
_NOT_TOTAL_BEFORE_STAT = frozenset(NOT_TOTAL_BEFORE - {"the", "their"})
DECIMAL = re.compile(r"^\d{1,3}\.\d+$")
_DOT_DIGIT = re.compile(r"\.\d")


@dataclass(frozen=True)
class TeamClaim:
    """``number`` (``value``, possibly a decimal percentage) of statistic ``key`` of team ``side``.

    ``key`` is a box-score column summed over the team's players ("FG3M", "TO") or a shot type's
    percentage ("FG_PCT"); ``mention`` is the team name the claim was bound to, when the clause
    names it as its subject (None for "they", objects and pronouns).
    """

    number: Number
    value: float
    key: str
    side: Side
    mention: TeamMention | None
    sentence: int
    #: A team name the claim shows to be wrong ("force the 76ers into" said by the 76ers' writer).
    wrong: TeamMention | None = None


# ---- the box score ------------------------------------------------------------------------------
#: Team totals and percentages by game identity (the game is kept so its id cannot be reused): a
#: text asks for the same few figures for every claim and every side it tries.
_TOTALS: dict[int, tuple[Game, dict[tuple, object]]] = {}
_MAX_GAMES = 1024


def _game_figures(game: Game) -> dict[tuple, object]:
    """The figures of ``game`` computed so far, by (side, column), (side, column, "percent") and
    (side, "played")."""
    cached = _TOTALS.get(id(game))
    if cached is None or cached[0] is not game:
        if len(_TOTALS) >= _MAX_GAMES:
            _TOTALS.pop(next(iter(_TOTALS)))
        cached = _TOTALS[id(game)] = (game, {})
    return cached[1]


def team_total(game: Game, side: Side, key: str) -> int | None:
    """A team's total of a box-score column: the line score's value, else the sum over its players."""
    totals = _game_figures(game)
    try:
        return totals[(side, key)]  # type: ignore[return-value]
    except KeyError:
        value = totals[(side, key)] = _team_total(game, side, key)
        return value


def _team_total(game: Game, side: Side, key: str) -> int | None:
    team = game.team(side)
    line = {"REB": team.rebounds, "AST": team.assists, "TO": team.turnovers}.get(key)
    if line is not None:
        return line
    values = [p.stat(key) for p in _played(game, side)]
    if all(v is None for v in values):
        return None
    return sum(v or 0 for v in values)


def _played(game: Game, side: Side) -> tuple:
    """The players of a team who played, found once per game (every total sums over them)."""
    figures = _game_figures(game)
    try:
        return figures[(side, "played")]  # type: ignore[return-value]
    except KeyError:
        found = figures[(side, "played")] = tuple(p for p in game.roster(side) if p.played)
        return found


def _shot_of_pct(key: str) -> str:
    return next(shot for shot, cols in COLUMNS.items() if cols[2] == key)


def team_percent(game: Game, side: Side, key: str) -> tuple[int | None, float | None]:
    """The line score's percentage of a shot type and the exact one from the players' sums."""
    figures = _game_figures(game)
    try:
        return figures[(side, key, "percent")]  # type: ignore[return-value]
    except KeyError:
        value = figures[(side, key, "percent")] = _team_percent(game, side, key)
        return value


def _team_percent(game: Game, side: Side, key: str) -> tuple[int | None, float | None]:
    team = game.team(side)
    line = {"FG_PCT": team.fg_pct, "FG3_PCT": team.fg3_pct, "FT_PCT": team.ft_pct}[key]
    made_col, att_col, _, _ = COLUMNS[_shot_of_pct(key)]
    made, att = team_total(game, side, made_col), team_total(game, side, att_col)
    exact = 100 * made / att if made is not None and att else None
    return line, exact


def percent_fits(value: float, line: int | None, exact: float | None) -> bool:
    """A written percentage is right when it is the line score's or a rounding of the exact one."""
    if line is not None and value == line:
        return True
    if exact is None:
        return line is None  # nothing to check against
    if value != int(value):
        return abs(value - exact) < 0.1 or math.floor(value) in (line,)
    return int(value) in {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}


def fits(game: Game, claim: TeamClaim, side: Side) -> bool:
    if claim.key.endswith("_PCT"):
        return percent_fits(claim.value, *team_percent(game, side, claim.key))
    total = team_total(game, side, claim.key)
    if total is None:
        return True
    return total == claim.value


# ---- who a number is about -----------------------------------------------------------------------
def _word_before(low: list[str], start: int, lo: int) -> str:
    """The word before a team mention, skipping "the"."""
    k = start - 1
    if k >= lo and low[k] == "the":
        k -= 1
    return low[k] if k >= lo else ""


def _role(low: list[str], mention: TeamMention, lo: int) -> str | None:
    """"subject", "object" (of a holding verb) or None for a team mention in sentence [lo, ...)."""
    if low[mention.end:mention.end + 1] and low[mention.end] in ROLE_NOUNS \
            or set(low[mention.end:mention.end + 3]) & PERSON_NOUNS:
        return None  # "The Kings center", "The Warriors marquee shooting guard": a player
    before = _word_before(low, mention.start, lo)
    k = mention.start - 1 - (low[mention.start - 1:mention.start] == ["the"])
    if before in OBJECT_VERBS:
        return "object"
    if before == "" or before in CLAUSE_OPENERS or k > lo and (low[k - 1], low[k]) in CLAUSE_OPENERS_2:
        return "subject"
    return None


@dataclass(frozen=True, slots=True)
class _Covered:
    """The tokens inside mentions, found once per document: :func:`owner` asks about every word
    it walks back over."""

    team_at: dict[int, TeamMention]
    in_player: frozenset[int]
    #: Where a player or team mention starts.
    starts: frozenset[int]


def _covered(ctx: CheckContext) -> _Covered:
    return ctx.shared("team_stats.covered", _find_covered)


def _find_covered(ctx: CheckContext) -> _Covered:
    team_at: dict[int, TeamMention] = {}
    for m in ctx.mentions.teams:
        for k in range(m.start, m.end):
            team_at.setdefault(k, m)  # the first mention covering k, as a scan in order finds it
    players = ctx.mentions.players
    in_player = frozenset(k for m in players for k in range(m.start, m.end))
    starts = frozenset(m.start for m in players) | frozenset(m.start for m in ctx.mentions.teams)
    return _Covered(team_at, in_player, starts)


@dataclass(frozen=True)
class Binding:
    """The team a claim is about; ``mention`` names it as a subject, ``wrong`` is a name shown wrong."""

    side: Side
    mention: TeamMention | None = None
    wrong: TeamMention | None = None


def _resolve_pronoun(ctx: CheckContext, low: list[str], k: int, lo: int) -> Side | None:
    """The team "they"/"their" (its subject) or "them" (an object, or the subject's opponent) at ``k`` is."""
    teams = [m for m in ctx.mentions.teams_in(lo, k) if m.side is not None]
    if not teams or any(m.side is None for m in ctx.mentions.teams_in(lo, k)):
        return None
    if ctx.mentions.players_in(lo, k):
        return None  # "they" may be a player and his teammates
    team = teams[-1]
    role = _role(low, team, lo)
    before = _word_before(low, team.start, lo)
    if low[k] == "them":
        if k == 0 or low[k - 1] not in OBJECT_VERBS:
            return None  # "which helped them": not a team held or forced
        if role == "object":
            return team.side
        return team.side.other if role == "subject" else None
    if role == "subject" or before == "for":  # "key for the Lakers , as they held ..."
        return team.side
    return None


def owner(ctx: CheckContext, at: int, stat: str) -> Binding | None:
    """The team a number at ``at`` is about, and the team name it was bound to (see module doc)."""
    low = ctx.doc.lower
    lo, hi = ctx.doc.bounds_at[at]
    sentence_before = set(low[lo:at])
    if _player_after(ctx, low, at, hi) or sentence_before & _GROUP_OR_EXCLUSION \
            or sentence_before & WEEKDAYS and set(low[lo:hi]) & OTHER_GAME_WORDS \
            or unknown_name_between(ctx, lo, at):
        return None
    covered = _covered(ctx)
    k = at - 1
    while k >= max(lo, at - 30):
        w = low[k]
        if k in covered.in_player or w in PLAYER_PRONOUNS or w in GROUP_WORDS:
            return None
        if w in {"they", "their", "them"}:
            side = _resolve_pronoun(ctx, low, k, lo)
            if side is None:
                return None
            if w != "them" and stat == "TO" and _forcing(low[k + 1:at]):
                side = side.other
            return Binding(side)
        mention = covered.team_at.get(k)
        if mention is not None:
            if mention.side is None:
                return None
            role = _role(low, mention, lo)
            between = low[mention.end:at]
            if set(between) & {"by", "behind"}:
                return None  # "Phoenix was led by Bledsoe 's 18 points"
            if role == "object":
                if _new_clause_verb(between):
                    return Binding(mention.side.other)  # "held the Lakers to 38 percent , while shooting 50"
                subject = _subject_before(ctx, low, lo, mention.start)
                if subject is not None and subject.side is mention.side:
                    return Binding(mention.side.other, wrong=mention)  # a team holding itself
                return Binding(mention.side)
            if role != "subject":
                return None
            if set(between) & ALLOW_VERBS:
                return None  # "the Hawks allowed 50 percent shooting": the opponent's, unnamed
            if set(between) & _HOLDING_VERBS and not set(between) & FORCE_VERBS:
                return None  # "the Hawks held 40 percent" has lost its object
            if stat == "TO" and _forcing(between):
                return Binding(mention.side.other)
            return Binding(mention.side, mention)
        k -= 1
    return None


def _forcing(between: list[str]) -> bool:
    """An active verb of forcing between a subject and its turnovers ("forced 20", not "were forced into")."""
    return bool(set(between) & FORCE_VERBS) and not set(between) & {"were", "was", "been", "being", "be"}


def _player_after(ctx: CheckContext, low: list[str], at: int, hi: int) -> bool:
    """"29 points and 11 rebounds from star Anthony Davis": the numbers are the player's."""
    stop = min(hi, at + 14)
    if _AGENT_WORDS.isdisjoint(low[at + 1:stop]):
        return False  # most often: no word that could introduce the player
    starts = _covered(ctx).starts
    for k in range(at + 1, stop):
        w = low[k]
        if w == "." or w == ";":
            return False
        if w in _AGENT_WORDS:
            if k + 1 in starts or k + 2 in starts or k + 3 in starts:
                return True  # "from star Anthony Davis", "put forth by the Warriors"
            end = min(k + 4, hi)
            for n in range(k + 1, end):
                if low[n] in _AGENT_PHRASE_ENDS:
                    end = n
                    break
            if not GROUP_WORDS.isdisjoint(low[k + 1:end]) or any(t[:1].isupper() for t in ctx.tokens[k + 1:end]):
                return True  # "from their five bench players", "from Steph Curry" (unknown name)
    return False


#: Words after a number that may introduce the player it belongs to, and the words ending his name.
_AGENT_WORDS = frozenset({"from", "by", "of", "for", "form"})
_AGENT_PHRASE_ENDS = frozenset({".", ";", ",", "("})


def _turnovers_from(ctx: CheckContext, low: list[str], noun_end: int) -> Binding | None:
    """"eliciting 15 turnovers from the Hawks": the turnovers are the team's named after "from"."""
    if low[noun_end:noun_end + 1] != ["from"]:
        return None
    j = noun_end + 1 + (low[noun_end + 1:noun_end + 2] == ["the"])
    mention = next((m for m in ctx.mentions.teams if m.start == j), None)
    if mention is None or mention.side is None:
        return None
    lo, _ = ctx.doc.bounds_at[noun_end]
    subject = _subject_before(ctx, low, lo, noun_end)
    if subject is not None and subject.side is mention.side:
        return Binding(mention.side.other, wrong=mention)
    return Binding(mention.side)


def _subject_before(ctx: CheckContext, low: list[str], lo: int, at: int) -> TeamMention | None:
    """The team named as the subject of the clause before ``at``: the last one in subject position
    ("While the Jazz out - rebounded them , the Warriors made up for it by forcing the Jazz into ...")."""
    found = None
    for m in ctx.mentions.teams_in(lo, at):
        if m.side is not None and _role(low, m, lo) == "subject":
            found = m
    return found


def _new_clause_verb(between: list[str]) -> bool:
    """A clause break followed by a verb: the words after it are the subject's again."""
    for j, w in enumerate(between):
        if w in {",", "while", "and", "but"}:
            rest = [x for x in between[j + 1:j + 4] if x not in {"also", "just", "only", "while", "the"}]
            if rest and (rest[0] in VERB_AFTER_BREAK):
                return True
    return False


# ---- reading the claims --------------------------------------------------------------------------
def _percent_at(tokens: list[str], i: int, numbers: dict[int, Number]) -> tuple[Number, float] | None:
    if DECIMAL.match(tokens[i]):
        value = float(tokens[i])
        return Number(i, i + 1, int(value), "digits"), value
    num = numbers.get(i)  # parse_at(tokens, i)
    return (num, float(num.value)) if num is not None else None


def _type_before(low: list[str], lo: int, at: int) -> str | None:
    """The shot type named last before ``at`` in its sentence ("from long range , where they shot 28 percent")."""
    for k in range(at - 1, lo - 1, -1):
        if low[k] == "from":
            found = type_at(low, k)
            if found is not None:
                return found[0]
    return None


#: Words that end a sentence's run of coordinated figures ("shooting 71 percent ... and 60 percent ...").
HARD_BREAKS = {".", ";", "while", "but", "whereas", "although", "though", "before", "after"}
PERIOD_NOUNS = {"quarter", "half", "period", "frame", "stanza", "quarters", "halves"}


def _split_later(low: list[str], end: int) -> bool:
    """A split named after a run of figures applies to all of them: "shooting 71 percent from the
    field and 60 percent from three in the first quarter", "... for much of the game"."""
    if _SPLIT_OPENERS.isdisjoint(low[end:end + 25]):
        return False  # most often: none of the words a split starts with follows
    for k in range(end, min(len(low), end + 25)):
        if low[k] in HARD_BREAKS:
            return False
        if low[k] in {"in", "during", "through", "after"} and set(low[k + 1:k + 4]) & PERIOD_NOUNS:
            return True
        if low[k:k + 3] == ["for", "much", "of"]:
            return True
    return False


#: The words :func:`_split_later` finds a split by.
_SPLIT_OPENERS = frozenset({"in", "during", "through", "after", "for"})


def _split_or_average(low: list[str], lo: int, start: int, end: int) -> bool:
    if not NOT_TOTAL_AFTER.isdisjoint(clause_after(low, end)) or _split_later(low, end):
        return True
    context = low[lo:start]
    if not _START_WORDS.isdisjoint(context) and any(
            w in _START_WORDS and low[k + 1:k + 2] in (["out"], ["off"], ["the"])
            for k, w in enumerate(context, start=lo)):
        return True  # "started out shooting 10 - 15 from distance": the start of the game
    if not _EXAMPLE_WORDS.isdisjoint(context) or "respectively" in clause_after(low, end, 12):
        return True
    return not NOT_TOTAL_CONTEXT.isdisjoint(context) and any(
        w in NOT_TOTAL_CONTEXT and context[k + 1:k + 2] != ["-"] for k, w in enumerate(context))


_START_WORDS = {"started", "starting", "opened"}
_EXAMPLE_WORDS = frozenset({"recent", "example", "respectively"})


def _generic_with_other_type(low: list[str], lo: int, at: int, type_start: int) -> bool:
    """A generic noun ("shots", "shooting") in a sentence that named another shot type before the
    number ("struggled from the free - throw line , sinking 14 - of - 27 shots"): ambiguous."""
    if low[type_start] not in GENERIC_NOUNS:
        return False
    return not _OTHER_TYPE_CUES.isdisjoint(low[lo:at])


def _percent_claims(ctx: CheckContext, low: list[str], i: int, lo: int, hi: int) -> tuple[list[tuple], int] | None:
    tokens = ctx.tokens
    found = _percent_at(tokens, i, ctx.doc.numbers)
    if found is None:
        return None
    num, value = found
    if num.end >= len(low) or low[num.end] not in PERCENT_WORDS:
        return None
    j = num.end + 1
    while j < len(low) and low[j] in {"success", "rate", "rates", "clip", "mark"}:
        j += 1
    if low[j:j + 2] in (["of", "their"], ["of", "its"]):
        j += 2
        if low[j:j + 1] in (["shots"], ["attempts"]) and type_at(low, j + 1) is not None:
            j += 1  # "54 percent of their shots from the field"
    typed = shot_type_after(low, j)
    if typed is None and low[j:j + 1] in (["shots"], ["attempts"]):
        typed = (FG, j, j + 1)
    if typed is None:
        if low[j:j + 1] and low[j] not in {".", ",", ";", "on", "for", "in"} or low[j:j + 2] == ["in", "the"]:
            return [], j
        shot = _type_before(low, lo, num.start)
        if shot is None:
            return [], j
        end = j
    else:
        shot, type_start, end = typed
        if _generic_with_other_type(low, lo, num.start, type_start):
            return [], end  # "nine threes on 28 percent shooting": the threes' percentage
    if low[end:end + 1] == ["and"] and type_at(low, end + 1) is not None \
            or low[num.start - 1:num.start] == ["and"] and parse_at(tokens, num.start - 2) is not None:
        return [], end  # "51 and 58 percent from the field and three - point range": respectively
    before = set(low[max(lo, num.start - 2):num.start])
    if not OBJECT_VERBS.isdisjoint(low[max(lo, num.start - 6):num.start]):
        before.discard("to")  # "held the Lakers to 38 percent"
    if before & _COMPARATIVE_OR_THRESHOLD or _split_or_average(low, lo, num.start, end):
        return [], end
    return [(num, value, COLUMNS[shot][2])], end



def _pair_claims(ctx: CheckContext, low: list[str], i: int, lo: int) -> tuple[list[tuple], int] | None:
    words = pair_words_at(ctx, i)  # (read by shot_breakdown's claims already)
    if words is None:
        return None
    (made, attempted, joint), _, paren, typed = words
    if i > lo and low[i - 1] in {"-", "of", "for", "("}:
        return [], attempted.end
    if typed is None or made.value > attempted.value or joint == "of his":
        return [], attempted.end
    shot, type_start, end = typed
    if low[type_start] == "overall" or SHOOTING_VERBS.isdisjoint(low[max(lo, i - 3):i]) \
            or _generic_with_other_type(low, lo, i, type_start):
        return [], end  # "lost 14 of 17 overall"; a team's line follows "shot", "went", ...
    if low[end:end + 1] == ["to"] and end + 1 < len(low) and low[end + 1] not in {"the", "a"}:
        return [], end  # "went 24 - of - 36 from the field to lead by 14": a stretch
    if low[i - 1:i] and low[i - 1] in _NOT_TOTAL_BEFORE_PAIR \
            or _split_or_average(low, lo, i, end):
        return [], end
    made_col, att_col, pct_col, _ = COLUMNS[shot]
    out = [(made, float(made.value), made_col), (attempted, float(attempted.value), att_col)]
    if paren is not None:
        out.append((paren, float(paren.value), pct_col))
    return out, end


def _count_claims(ctx: CheckContext, low: list[str], i: int, lo: int) -> tuple[list[tuple], int] | None:
    found = shot_count_at(ctx, low, i)
    if found is None or found[0].form != "digits" and found[0].value < 2:
        return None
    num, shot, attempts, end = found
    before = low[i - 1] if i > lo else ""
    if any(w.startswith("assist") for w in low[max(lo, i - 3):i]):
        return [], end  # "assisted on 16 field goals"
    if before in _NOT_TOTAL_BEFORE_COUNT \
            or _split_or_average(low, lo, i, end) or low[end:end + 1] in (["to"], ["with"]):
        return [], end
    if before in ATTEMPT_VERBS:
        attempts = True
    made_col, att_col, _, _ = COLUMNS[shot]
    return [(num, float(num.value), att_col if attempts else made_col)], end


def team_claims(ctx: CheckContext) -> list[TeamClaim]:
    """Every confidently bound team claim of the document, in text order."""
    tokens, low, doc = ctx.tokens, ctx.doc.lower, ctx.doc
    taken = {c.number.start for c in stat_claims(ctx)}
    taken |= {n.start for c in shared_shot_claims(ctx) for n in c.numbers}
    raw: list[tuple[Number, float, str]] = []
    # every reader starts with a number followed by the words of a shooting claim (claim_starts)
    # or a decimal percentage: only those tokens are visited, in order, skipping the words a
    # claim already read
    starts = claim_starts(ctx)
    # a decimal token is a piece of the text: a text without ".<digit>" has none (found by one
    # C-level search instead of looking at every percent word)
    decimals = [(k - 1, "percent") for w in PERCENT_WORDS for k in _positions(low, w, len(low))
                if k and DECIMAL.match(tokens[k - 1])] if _DOT_DIGIT.search(doc.text) else []
    if decimals:
        starts = sorted(starts + tuple(decimals))  # (a decimal is no number start: no ties)
    i = 0
    for at, kind in starts:
        if at < i:
            continue
        i = at
        lo, hi = doc.bounds_at[i]
        if kind == "pair":
            found = _pair_claims(ctx, low, i, lo)
        elif kind == "percent":
            found = _percent_claims(ctx, low, i, lo, hi)
        else:
            found = _count_claims(ctx, low, i, lo)
        if found is not None:
            claims, i = found
            if claims:
                raw.extend((*c, None) for c in claims)
    for num, stat, noun_end, *_ in stat_numbers(ctx):
        if stat not in TEAM_COUNTS or num.form == "article" or num.start in taken:
            continue  # (a taken number is dropped below anyway: most are a player's, not read twice)
        lo, _ = doc.bounds_at[num.start]
        before = low[num.start - 1] if num.start > lo else ""
        if before in _NOT_TOTAL_BEFORE_STAT or before in {"off", "on", "with"} \
                or _split_or_average(low, lo, num.start, noun_end):
            continue
        raw.append((num, float(num.value), stat, _turnovers_from(ctx, low, noun_end) if stat == "TO" else None))
    for num, end in _turned_over(tokens, low):
        lo, _ = doc.bounds_at[num.start]
        if not _split_or_average(low, lo, num.start, end):
            raw.append((num, float(num.value), "TO", None))
    out: list[TeamClaim] = []
    for num, value, key, bound in sorted(raw, key=lambda r: r[0].start):
        if num.start in taken:
            continue
        bound = bound or owner(ctx, num.start, key)
        if bound is not None:
            out.append(TeamClaim(num, value, key, bound.side, bound.mention, doc.sentence_of[num.start],
                                 bound.wrong))
    out.extend(_their_own(ctx, out))
    return sorted(out, key=lambda c: c.number.start)


def _positions(low: list[str], word: str, stop: int) -> Iterator[int]:
    """The indices below ``stop`` where ``word`` stands, found with the C-level list.index."""
    k = -1
    while True:
        try:
            k = low.index(word, k + 1, max(stop, 0))
        except ValueError:
            return
        yield k


def _turned_over(tokens: list[str], low: list[str]) -> Iterator[tuple[Number, int]]:
    """"turned the ball over 18 times", "turned it over 18 times": a count of turnovers."""
    for k in _positions(low, "over", len(tokens) - 2):
        if low[k + 2:k + 3] != ["times"]:
            continue
        if not ({"turned", "turning", "turn", "turns"} & set(low[max(0, k - 3):k])):
            continue
        num = parse_at(tokens, k + 1)
        if num is not None and num.end == k + 2:
            yield num, k + 3


def _their_own(ctx: CheckContext, claims: list[TeamClaim]) -> Iterator[TeamClaim]:
    """"force the Wizards into 14 turnovers , while committing just 12 of their own": the other side's."""
    tokens, low = ctx.tokens, ctx.doc.lower
    for k in (j - 3 for j in _positions(low, "own", len(tokens)) if j >= 3):
        if low[k + 1:k + 4] not in (["of", "their", "own"], ["of", "its", "own"]):
            continue
        num = parse_at(tokens, k)
        if num is None or num.end != k + 1:
            continue
        s = ctx.doc.sentence_of[k]
        earlier = [c for c in claims if c.sentence == s and c.number.start < k and c.key in TEAM_COUNTS]
        if earlier:
            last = earlier[-1]
            yield TeamClaim(num, float(num.value), last.key, last.side.other, None, s)


# ---- the rebounding battle -------------------------------------------------------------------------
def _battle(window: list[str]) -> bool:
    """"winning that battle ,", "out - rebounded them", "outrebounded the Lakers" just before a pair."""
    for k, w in enumerate(window):
        if w in {"outrebounded", "outrebounding", "outrebound"}:
            return True
        if w in {"rebounded", "rebounding"} and k >= 2 and window[k - 2:k] == ["out", "-"]:
            return True
        if w == "battle" and k >= 1 and window[k - 1] in {"that", "the", "this", "rebounding", "rebound"}:
            return True
        if w in {"boards", "glass"} and window[k + 1:k + 2] in ([","], []):
            return True  # "dominated the glass , 50 - 40"
    return False


#: The words :func:`_battle` looks for: a text with none of them states no rebounding battle.
_BATTLE_WORDS = frozenset({"outrebounded", "outrebounding", "outrebound", "rebounded", "rebounding", "battle",
                           "boards", "glass"})


def _rebound_errors(ctx: CheckContext) -> Iterator[Error]:
    tokens, low, doc, game = ctx.tokens, ctx.doc.lower, ctx.doc, ctx.game
    if _BATTLE_WORDS.isdisjoint(low):
        return
    for a, b in digit_pairs(tokens):
        lo, hi = doc.bounds_at[a.start]
        if a.start > lo and tokens[a.start - 1] == "(":
            continue
        if not set(low[lo:hi]) & REBOUND_WORDS:
            continue
        window = low[max(lo, a.start - 6):a.start]
        after = low[b.end:b.end + 4]
        if not _battle(window) or set(window + after) & PERIOD_WORDS or set(low[lo:hi]) & OTHER_STAT_WORDS:
            continue
        if not (15 <= a.value <= 90 and 15 <= b.value <= 90):
            continue
        if {"defensive", "offensive"} & set(low[lo:a.start]):
            continue  # "dominated the defensive rebounding , winning that battle , 38 - 23": a part of the total
        high, low_ = sorted((team_total(game, Side.HOME, "REB") or 0, team_total(game, Side.VIS, "REB") or 0),
                            reverse=True)
        first, second = (a, b) if a.value >= b.value else (b, a)
        if (first.value, second.value) == (high, low_):
            continue
        fact = (f"the {game.home.name} had {team_total(game, Side.HOME, 'REB')} rebounds, "
                f"the {game.vis.name} {team_total(game, Side.VIS, 'REB')}")
        for num, actual in ((a, high), (b, low_)):
            if num.value != actual:
                yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized), fact, "team_stats")


# ---- checking -------------------------------------------------------------------------------------
def _describe(game: Game, side: Side, key: str) -> str:
    name = game.team(side).name
    if key.endswith("_PCT"):
        line, exact = team_percent(game, side, key)
        shown = line if line is not None else (round(exact) if exact is not None else "?")
        return f"the {name} shot {shown} percent {PHRASE_OF[_shot_of_pct(key)]}"
    total = team_total(game, side, key)
    for shot, (made_col, att_col, _, noun) in COLUMNS.items():
        if key in (made_col, att_col):
            return (f"the {name} made {team_total(game, side, made_col)} of {team_total(game, side, att_col)} "
                    f"{noun}")
    return f"the {name} had {total} {TEAM_COUNTS.get(key, key)}"


def _correction(ctx: CheckContext, claim: TeamClaim, side: Side) -> str | None:
    if claim.key.endswith("_PCT"):
        line, exact = team_percent(ctx.game, side, claim.key)
        if claim.value != int(claim.value) and exact is not None:
            return f"{exact:.1f}"
        value = line if line is not None else (math.floor(exact + 0.5) if exact is not None else None)
    else:
        value = team_total(ctx.game, side, claim.key)
    return None if value is None else claim.number.render(value, ctx.tokenized)


def _renamed(ctx: CheckContext, claims: list[TeamClaim]) -> dict[tuple[int, int], tuple[Side, bool]]:
    """Team names that are the error, by mention span: the side they should name, and whether the
    sentence's other clauses about the same team are left alone (see module doc)."""
    game = ctx.game
    groups: dict[tuple[int, int], list[TeamClaim]] = defaultdict(list)
    for c in claims:
        if c.mention is not None:
            groups[(c.mention.start, c.mention.end)].append(c)
    out: dict[tuple[int, int], tuple[Side, bool]] = {}
    done: set[int] = set()
    ordered = sorted(groups.items())
    for n, (span, group) in enumerate(ordered):
        s, side = group[0].sentence, group[0].side
        if s in done or len(group) < 2 or group[0].mention.side is not side:
            continue
        own = sum(not fits(game, c, side) for c in group)
        if own == 0:
            continue
        other = sum(not fits(game, c, side.other) for c in group)
        contrast = any(c.sentence == s and c.side is side and c.number.start < span[0] for c in claims)
        opposite = any(c.sentence == s and c.side is side.other for c in claims)
        if (other == 0 and not opposite) or (contrast and other <= own and other < len(group)):
            # a clause that is wholly the other team's leaves the sentence's reading open
            out[span] = (side.other, not contrast)
            done.add(s)
    return out


@rule("team_stats", "a team's shooting, rebounds, assists, turnovers, steals and blocks")
def check_team_stats(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    claims = team_claims(ctx)
    renamed = _renamed(ctx, claims)
    unsure = {ctx.doc.sentence_of[start]: new.other for (start, _), (new, skip) in renamed.items() if skip}
    wrong = {c.wrong: c.side for c in claims if c.wrong is not None}
    for mention, side in wrong.items():
        yield Error(mention.start, mention.end, Category.NAME, game.team(side).name_as(mention.kind),
                    f"a team cannot hold or force itself: the opponent was the {game.team(side).name}", "team_stats")
    for (start, end), (side, _) in renamed.items():
        group = [c for c in claims if c.mention is not None and c.mention.start == start]
        mention = group[0].mention
        numbers = ", ".join(_describe(game, side, c.key) for c in group)
        yield Error(start, end, Category.NAME, game.team(side).name_as(mention.kind),
                    f"the numbers are the {game.team(side).name}': {numbers}", "team_stats")
    for claim in claims:
        side = claim.side
        span = (claim.mention.start, claim.mention.end) if claim.mention is not None else None
        if span in renamed:
            side = renamed[span][0]
        elif unsure.get(claim.sentence) is side:
            continue
        if fits(game, claim, side):
            continue
        correction = _correction(ctx, claim, side)
        if correction is None:
            continue
        num = claim.number
        yield Error(num.start, num.end, Category.NUMBER, correction, _describe(game, side, claim.key), "team_stats")
    yield from _rebound_errors(ctx)
