"""Half and quarter narratives that the line score settles.

The line score gives every quarter's points, hence the score at each quarter break. These
claims are checked against it (each a WORD error on the narrative word):

- "pulled away in the second half": the team won the game and won that period;
- "battled back in the third quarter": the team was behind when the period began and won it;
  "battled back" with no period: the team was behind at some quarter break;
- "led for the entirety of the second half": ahead at halftime, after three quarters and at the
  end (by ten or more at each when "double - digit" is said);
- "led / trailed at halftime / after the first quarter / after three quarters";
- "got off to a hot start": the team won the first quarter;
- "overtime" / "OT" when neither team scored past the fourth quarter.

Claims that need the play-by-play (largest lead, runs, "came back from a 15 - point deficit")
are left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.teams import (clause_start, has_other_game_cue, nearest_actor, other_opponent, period_after, period_name,
                       period_points, score_after, sentence_of, sentence_subject, team_after)
from factcheck.reader.words import positions
from .registry import rule

COMEBACK = (("battled", "back"), ("fought", "back"), ("battle", "back"), ("clawed", "back"), ("came", "back"),
            ("come", "back"))
HEDGES = {"tried", "try", "trying", "attempted", "hoped", "hoping", "would", "could", "might", "nearly", "almost"}
PULL_AWAY = (("pull", "away"), ("pulled", "away"), ("pulling", "away"), ("pulls", "away"))
START_ADJ = {"hot", "quick", "fast", "strong", "blazing", "torrid", "good", "great", "solid"}
LEAD_WORDS = {"led", "lead", "leading", "leads", "ahead"}
TRAIL_WORDS = {"trailed", "trailing", "trail", "trails", "behind", "down"}
#: Cumulative checkpoints: words after "at" / "after" / "into" naming the end of a quarter.
CHECKPOINTS = {("halftime",): 2, ("the", "half"): 2, ("the", "break"): 2, ("intermission",): 2,
               ("the", "intermission"): 2, ("the", "first", "quarter"): 1, ("one", "quarter"): 1,
               ("three", "quarters"): 3, ("the", "third", "quarter"): 3, ("the", "fourth"): 3,
               ("the", "fourth", "quarter"): 3, ("the", "first", "half"): 2, ("the", "second", "half"): 2}
NEGATIONS = {"never", "not", "n't", "no"}
#: Verbs that make "lead" the subject's own ("held a 55 - 51 lead at halftime").
LEAD_HOLDERS = {"held", "had", "took", "carried", "owned", "built", "enjoyed", "holding", "taking"}


def _subject(ctx: CheckContext, i: int) -> Side | None:
    """The team a narrative word at ``i`` is about (None when a player is its subject)."""
    actor = nearest_actor(ctx, i, players=False)
    subject = sentence_subject(ctx, i)
    if subject is not None and actor is not subject and clause_start(ctx, i) > sentence_of(ctx, i)[0]:
        lo = clause_start(ctx, i)
        if not any(lo <= m.start < i and m.side is actor for m in ctx.mentions.teams):
            return None  # the nearest team is in another clause and is not the sentence's subject
    return actor


def _match(low: list[str], i: int, phrases) -> tuple[str, ...] | None:
    return next((p for p in phrases if tuple(low[i:i + len(p)]) == p), None)


def _margins(ctx: CheckContext, side: Side) -> list[int]:
    """The team's margin at the end of quarters 1..4."""
    out = []
    for q in range(1, 5):
        mine, theirs = score_after(ctx.game, side, q)
        out.append(mine - theirs)
    return out


def _line(ctx: CheckContext) -> str:
    g = ctx.game
    a, b = g.vis, g.home
    return (f"line score: {a.name} {' '.join(map(str, a.quarters))} = {a.points}, "
            f"{b.name} {' '.join(map(str, b.quarters))} = {b.points}")


#: First words of everything the rule reads: other tokens are skipped without a look.
_TRIGGERS = frozenset({"overtime", "ot", "entirety", "entire", "whole", "start", "close",
                       *(p[0] for p in PULL_AWAY), *(p[0] for p in COMEBACK), *LEAD_WORDS, *TRAIL_WORDS})


@rule("game_flow", "half and quarter narratives: 'pulled away in the second half', 'led at halftime'")
def check_game_flow(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    low = ctx.doc.lower
    overtime = ctx.game.home.has_overtime or ctx.game.vis.has_overtime
    # only words that can start one of the phrases below are looked at (the same positions, in order)
    for i in positions(ctx, _TRIGGERS):
        if low[i] in {"overtime", "ot"} and tokens[i] != "ot":
            if not overtime:
                yield from _overtime(ctx, i)
            continue
        pull = _match(low, i, PULL_AWAY)
        if pull:
            yield from _pull_away(ctx, i, len(pull))
            continue
        back = _match(low, i, COMEBACK)
        if back:
            yield from _comeback(ctx, i, len(back))
            continue
        if low[i] == "entirety" or (low[i] in {"entire", "whole"} and low[i + 1:i + 3] == ["second", "half"]):
            yield from _entire_half(ctx, i)
            continue
        if low[i] == "start" and i > 1 and low[i - 1] in START_ADJ and low[i - 2] in {"a", "an"}:
            yield from _start(ctx, i - 1)
            continue
        if low[i] == "close" and low[i + 1:i + 2] in (["throughout"], ["all"]):
            yield from _close(ctx, i)
            continue
        if low[i] in LEAD_WORDS | TRAIL_WORDS:
            if _majority_at(low, i + 1):
                yield from _majority(ctx, i)
                continue
            yield from _at_checkpoint(ctx, i)


RESULT_WORDS = {"defeated", "beat", "won", "lost", "fell", "topped", "edged", "win", "victory", "loss", "defeat"}


def _overtime(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "this overtime win", "won in overtime", "forced overtime" in a game decided in regulation."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    words = set(low[s_start:s_end])
    this_game = "this" in low[max(s_start, i - 3):i] or low[i - 2:i] in (["went", "to"], ["went", "into"]) \
        or low[i - 1] == "forced" or (low[i - 1] in {"in", "an"} and bool(words & RESULT_WORDS))
    if not this_game or words & (NEGATIONS - {"no"} | HEDGES | {"after", "night", "triple", "double"}):
        return  # "would have sent the contest into overtime", "one night after a triple - overtime game"
    if has_other_game_cue(ctx.tokens, s_start, s_end) or \
            any(other_opponent(ctx, j, s_end) for j in range(s_start, s_end) if low[j] in {"to", "over", "against"}):
        return  # "lost to the Heat in overtime": another opponent, another game
    yield Error(i, i + 1, Category.WORD, "", f"the game did not go to overtime ({_line(ctx)})", "game_flow")


def _pull_away(ctx: CheckContext, i: int, n: int) -> Iterator[Error]:
    side = _subject(ctx, i)
    if side is None:
        return
    s_start, s_end = sentence_of(ctx, i)
    if {t.lower() for t in ctx.tokens[s_start:i]} & HEDGES:
        return
    game = ctx.game
    team, other = game.team(side), game.team(side.other)
    found = period_after(ctx.tokens, i + n, s_end, 6)
    if team is not game.winner:
        comment = f"the {team.name} lost the game, {other.points} - {team.points}"
    elif found is not None:
        quarters, _ = found
        mine, theirs = period_points(team, quarters), period_points(other, quarters)
        if mine >= theirs:
            return  # a tied period is not plainly wrong
        comment = f"the {team.name} were outscored {theirs} - {mine} in the {period_name(quarters)}"
    else:
        return
    yield Error(i, i + n, Category.WORD, "", f"{comment} ({_line(ctx)})", "game_flow")


def _comeback(ctx: CheckContext, i: int, n: int) -> Iterator[Error]:
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] in {"came", "come"} and low[i + 2:i + 3] not in (["to"], ["in"]):
        return  # "came back from a 15 - point deficit" needs the play-by-play; "came back to ..." is read
    if has_other_game_cue(ctx.tokens, s_start, s_end) or set(low[s_start:i]) & NEGATIONS:
        return
    side = _subject(ctx, i)
    if side is None:
        return
    game = ctx.game
    team, other = game.team(side), game.team(side.other)
    margins = _margins(ctx, side)
    found = period_after(ctx.tokens, i + n, s_end, 4)
    if found is not None:
        quarters, _ = found
        first = quarters[0]
        before = margins[first - 2] if first > 1 else 0
        mine, theirs = period_points(team, quarters), period_points(other, quarters)
        if before > 0:
            comment = f"the {team.name} were ahead {_cum(ctx, side, first - 1)} when the {period_name(quarters)} began"
        elif mine < theirs:
            comment = f"the {team.name} were outscored {theirs} - {mine} in the {period_name(quarters)}"
        else:
            return
    elif all(m > 0 for m in margins[:3]):
        comment = f"the {team.name} were ahead at the end of every quarter"
    else:
        return
    yield Error(i, i + n, Category.WORD, "", f"{comment} ({_line(ctx)})", "game_flow")


#: A quarter-break margin this large makes "kept the game close throughout" wrong.
CLOSE_MARGIN = 15


def _close(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "kept the game close throughout": no quarter break with a margin of CLOSE_MARGIN or more."""
    low = ctx.doc.lower
    if "game" not in low[max(0, i - 3):i] or low[i + 1] == "all" and low[i + 2:i + 3] not in (["game"], ["night"]):
        return
    side = _subject(ctx, i)
    if side is None:
        return
    margins = _margins(ctx, side)
    worst = max(range(4), key=lambda q: abs(margins[q]))
    if abs(margins[worst]) < CLOSE_MARGIN:
        return
    where = ["after the first quarter", "at halftime", "after three quarters", "at the end"][worst]
    yield Error(i, i + 1, Category.WORD, "", f"the score was {_cum(ctx, side, worst + 1)} {where} "
                f"for the {ctx.game.team(side).name} ({_line(ctx)})", "game_flow")


#: "for the majority of the game", "for most of the game / night / contest".
MAJORITY = (("for", "the", "majority", "of", "the"), ("for", "most", "of", "the"))
GAME_NOUNS = {"game", "night", "contest", "evening", "afternoon"}


def _majority_at(low: list[str], k: int) -> bool:
    words = next((w for w in MAJORITY if tuple(low[k:k + len(w)]) == w), None)
    return words is not None and low[k + len(words):k + len(words) + 1] and low[k + len(words)] in GAME_NOUNS


def _majority(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "led for the majority of the game": wrong when the team was behind at every quarter break
    and at the end (the reverse for "trailed"); anything else needs the play-by-play. Only read
    when the sentence names both teams ("the Raptors led ..., as the Thunder ..."): about one
    team alone, a claim true of the other is as likely a wrong name as a wrong word."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] not in {"led", "trailed"} or set(low[s_start:i]) & (NEGATIONS | HEDGES) or \
            has_other_game_cue(ctx.tokens, s_start, s_end):
        return
    side = _subject(ctx, i)
    if side is None or not any(m.side is side.other for m in ctx.mentions.teams_in(s_start, s_end)):
        return  # only when the sentence names the other team too: else its subject may be the error
    margins = _margins(ctx, side)
    leads = low[i] == "led"
    if not all(m < 0 if leads else m > 0 for m in margins):
        return
    team = ctx.game.team(side)
    scores = ", ".join(f"{_cum(ctx, side, q)} {where}" for q, where in
                       ((1, "after the first quarter"), (2, "at halftime"), (3, "after three quarters"), (4, "at the end")))
    state = "behind" if leads else "ahead"
    yield Error(i, i + 1, Category.WORD, "trailed" if leads else "led",
                f"the {team.name} were {state} at every break: {scores} ({_line(ctx)})", "game_flow")


def _cum(ctx: CheckContext, side: Side, quarter: int) -> str:
    mine, theirs = score_after(ctx.game, side, quarter)
    return f"{mine} - {theirs}"


def _entire_half(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "led for the entirety of the second half": ahead at halftime, after three and at the end."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] == "entirety":
        if low[i + 1:i + 5] != ["of", "the", "second", "half"]:
            return
    lo = clause_start(ctx, i)
    words = low[lo:i]
    lead_at = next((k for k in range(i - 1, lo - 1, -1) if low[k] in LEAD_WORDS), None)
    if lead_at is None or i - lead_at > 8 or set(words) & NEGATIONS:
        return
    side = _subject(ctx, lead_at)
    if side is None:
        return
    margins = _margins(ctx, side)[1:]
    need = 10 if "double" in words or "double-digit" in words else 0  # a tie at a break is let pass
    if all(m >= need for m in margins):
        return
    team = ctx.game.team(side)
    if margins[0] < need:
        fact = f"the score at halftime was {_cum(ctx, side, 2)} for the {team.name}"
    elif margins[1] < need:
        fact = f"the score after three quarters was {_cum(ctx, side, 3)} for the {team.name}"
    else:
        fact = f"the final score was {_cum(ctx, side, 4)} for the {team.name}"
    yield Error(lead_at, i + 1, Category.WORD, "", f"{fact} ({_line(ctx)})", "game_flow")


def _start(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "got off to a hot start": the team won the period the sentence names (the first quarter
    unless it says "in the first half"); a start lost by less than START_MARGIN is left alone."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if {"season", "extra", "overtime"} & set(low[s_start:s_end]) or has_other_game_cue(ctx.tokens, s_start, s_end):
        return
    side = _subject(ctx, i)
    if low[i + 2:i + 3] == ["by"]:  # "answered a strong start by the Jazz"
        by = team_after(ctx, i + 3, 1)
        side = by.side if by is not None else None
    if side is None:
        return
    found = period_after(ctx.tokens, i + 2, s_end, 16)
    quarters = found[0] if found is not None and found[0][0] == 1 else (1,)
    team, other = ctx.game.team(side), ctx.game.team(side.other)
    mine, theirs = period_points(team, quarters), period_points(other, quarters)
    if theirs - mine < START_MARGIN:
        return
    yield Error(i, i + 2, Category.WORD, "slow start",
                f"the {team.name} lost the {period_name(quarters)} {mine} - {theirs} ({_line(ctx)})", "game_flow")


#: How far behind a team must be after its "hot start" period for the claim to be plainly wrong.
START_MARGIN = 5


def _at_checkpoint(ctx: CheckContext, i: int) -> Iterator[Error]:
    """ "led at halftime", "trailed after the first quarter": the sign of the score at that break."""
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    quarter = None
    for j in range(i + 1, min(s_end, i + 8)):
        if low[j] in {",", ";", "and", "but", "while"}:
            break
        if low[j] in {"at", "after", "into", "through", "entering"}:
            for words, q in CHECKPOINTS.items():
                if tuple(low[j + 1:j + 1 + len(words)]) == words:
                    if words[:2] in (("the", "fourth"),) and low[j] not in {"into", "entering"}:
                        continue
                    if words in (("the", "first", "half"), ("the", "second", "half")) and low[j] != "into":
                        continue
                    quarter = q if words != ("the", "second", "half") else 2
                    break
            if quarter:
                break
    if quarter is None or set(low[s_start:i]) & NEGATIONS:
        return
    if low[i] == "lead" and not LEAD_HOLDERS & set(low[max(s_start, i - 5):i]):
        return  # "cut the lead to three at halftime": the other team's lead
    if low[i] in {"down", "behind", "ahead"} and low[i - 1] not in {"were", "was"}:
        return
    side = _subject(ctx, i)
    if side is None:
        return
    margin = _margins(ctx, side)[quarter - 1]
    leads = low[i] in LEAD_WORDS
    if (leads and margin > 0) or (not leads and margin < 0):
        return
    team = ctx.game.team(side)
    state = "tied" if margin == 0 else ("ahead" if margin > 0 else "behind")
    where = {1: "after the first quarter", 2: "at halftime", 3: "after three quarters"}[quarter]
    correction = "" if margin == 0 else ("trailed" if leads else "led")
    yield Error(i, i + 1, Category.WORD, correction,
                f"the {team.name} were {state} {_cum(ctx, side, quarter)} {where} ({_line(ctx)})", "game_flow")
