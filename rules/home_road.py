"""Home and road words about THIS game, against which team was home (Game.home / Game.vis).

- "the host Toronto Raptors", "the visiting Bulls": the named team's side;
- "the Bulls hosted the Raptors", "the Bulls played host to the Raptors": the subject was home;
- "a road win / home loss", "in front of their home crowd", "at home" / "on the road" in a
  sentence about this game: the team the words are about.

Sentences about the next game ("will host", "head back home", "next game ... on the road") or
other games are left to the schedule family: any future or other-game cue silences this rule.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.teams import clause_start, has_other_game_cue, nearest_actor, other_opponent, sentence_of
from factcheck.reader.words import positions
from .registry import rule

HOME_ADJ = {"host": True, "hosting": True, "home": True, "visiting": False, "road": False, "visitor": False}
#: Cues that a sentence is about a game to come.
FUTURE = {"will", "'ll", "next", "look", "looks", "looking", "head", "heads", "travel", "travels", "return",
          "returns", "remain", "remains", "stay", "upcoming", "tomorrow", "deck", "hope", "try", "would", "before",
          "continue", "continues", "off", "play", "plays", "playing", "attempt", "when"}
RESULT_VERBS = {"defeated", "beat", "won", "lost", "fell", "topped", "edged", "routed", "downed", "win", "victory",
                "loss", "defeat", "prevailed", "cruised"}
RESULT_NOUNS = {"win", "victory", "loss", "defeat", "triumph", "upset"}


def _venue(ctx: CheckContext, side: Side) -> str:
    g = ctx.game
    return f"the {g.home.name} were the home team, the {g.vis.name} the visitors"


def _quiet(ctx: CheckContext, i: int) -> bool:
    """True when the clause of ``i`` (to the sentence's end) talks about another game or a record."""
    lo = clause_start(ctx, i)
    s_start, s_end = sentence_of(ctx, i)
    words = {t.lower() for t in ctx.tokens[s_start:s_end]}
    before = ctx.tokens[max(lo, i - 2):i]
    record = len(before) == 2 and before[0] == "-" and before[1].isdigit()  # "6 - 2 on the road": a record
    return has_other_game_cue(ctx.tokens, lo, s_end) or bool(words & FUTURE) or record or \
        other_opponent(ctx, i + 1, s_end)


def _contradicts_result(ctx: CheckContext, i: int, side: Side) -> bool:
    """True when the clause gives ``side`` a result it did not get ("the Wizards coast to a victory"
    when they lost): the team's name is then the likelier error, not the venue word."""
    lo = clause_start(ctx, i)
    _, s_end = sentence_of(ctx, i)
    words = {t.lower() for t in ctx.tokens[lo:s_end]}
    won = side is ctx.game.winner.side
    return bool(words & {"win", "victory", "prevail", "won"}) and not won or bool(words & {"loss", "defeat",
                                                                                         "lost"}) and won


#: First words of the claims read here ("the host", "road win", "at home", "on the road", "hosted").
_TRIGGERS = frozenset({"host", "visiting", "road", "home", "at", "on", "hosted", "hosting"})


@rule("home_road", "home and road words of this game: 'the host Raptors', 'a road win', 'at home'")
def check_home_road(ctx: CheckContext) -> Iterator[Error]:
    low = ctx.doc.lower
    home = ctx.game.home.side
    teams_at = {m.start: m for m in ctx.mentions.teams}
    for i in positions(ctx, _TRIGGERS):  # other words start no claim below
        w = low[i]
        # "the host Toronto Raptors", "the visiting Bulls"
        if w in {"host", "visiting"} and i and low[i - 1] == "the" and i + 1 in teams_at:
            team = teams_at[i + 1]
            if team.side is None or _quiet(ctx, i):
                continue
            is_home = w == "host"
            if (team.side is home) != is_home:
                yield Error(i, i + 1, Category.WORD, "visiting" if is_home else "host", _venue(ctx, team.side),
                            "home_road")
            continue
        if w in {"road", "home"} and low[i - 1:i] == ["the"] and low[i + 1:i + 2] == ["team"]:
            yield from _venue_team_result(ctx, i)  # "the road team prevailed"
            continue
        claim = _claim_at(low, i)
        if claim is None:
            continue
        start, end, is_home, correction = claim
        if _quiet(ctx, i):
            continue
        if low[i] in {"at", "on"} and not set(low[clause_start(ctx, i):sentence_of(ctx, i)[1]]) & RESULT_VERBS:
            continue  # "at home" / "on the road" only in a clause about this game's result
        side = nearest_actor(ctx, start, players=True)
        if side is None or (side is home) == is_home or _contradicts_result(ctx, i, side):
            continue
        yield Error(start, end, Category.WORD, correction, _venue(ctx, side), "home_road")


#: Verbs after "the road team" that say it won, or lost.
_WON_VERBS = {"prevailed", "won", "cruised", "escaped", "survived", "triumphed", "pulled"}
_LOST_VERBS = {"lost", "fell", "dropped", "succumbed"}


def _venue_team_result(ctx: CheckContext, i: int) -> Iterator[Error]:
    """"the road team prevailed" when the home team won: the venue word is wrong."""
    low = ctx.doc.lower
    verbs = low[i + 2:i + 5]
    won = next((v in _WON_VERBS for v in verbs if v in _WON_VERBS | _LOST_VERBS), None)
    if won is None or _quiet(ctx, i):
        return
    side = ctx.game.home.side if low[i] == "home" else ctx.game.home.side.other
    if (side is ctx.game.winner.side) != won:
        yield Error(i, i + 1, Category.WORD, "road" if low[i] == "home" else "home", _venue(ctx, side), "home_road")


def _claim_at(low: list[str], i: int) -> tuple[int, int, bool, str] | None:
    """A home/road claim starting at ``i``: (span start, span end, says home?, correction)."""
    w = low[i]
    nxt = low[i + 1] if i + 1 < len(low) else ""
    if w in {"road", "home"} and nxt in RESULT_NOUNS:
        return i, i + 1, w == "home", "home" if w == "road" else "road"
    if w == "home" and nxt == "crowd" and low[i - 2:i] == ["of", "their"] and "front" in low[i - 4:i]:
        return i, i + 1, True, ""
    if low[i:i + 2] == ["at", "home"] and i and low[i - 1] not in {"be", "been", "is", "are", "remain"}:
        return i, i + 2, True, "on the road"
    if low[i:i + 3] == ["on", "the", "road"] and i and low[i - 1] not in {"be", "been", "is", "are"}:
        return i, i + 3, False, "at home"
    if w in {"hosted", "hosting"} or (w == "host" and low[i - 1:i] == ["played"] and nxt == "to"):
        return i, i + 1, True, "visited"
    return None
