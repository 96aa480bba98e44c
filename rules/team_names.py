"""Team names that contradict the box score: the wrong team in a two-team relation or a lead.

- "the Hawks defeated the Hawks", "outscored the Hawks": a team cannot beat, outscore or hold
  itself; when both sides of such a relation name the same team, the second name is a NAME
  error, corrected to the opponent.
- "Paul Millsap led the way for Orlando", "The Magic were led by Kyrie Irving": a lead names a
  player and a team; when the player plays for the other team of this game, the team's name is
  a NAME error, corrected to the player's team.
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side
from factcheck.context import CheckContext
from factcheck.errors import Category, Error
from factcheck.linking import TeamMention

from .registry import rule
from .team_record import team_name_as

#: Verbs and prepositions relating two different teams ("X defeated Y", "a win over Y").
RELATIONS = {
    "defeated", "beat", "beats", "topped", "edged", "routed", "downed", "dispatched", "outlasted", "blew",
    "outscored", "outscoring", "out", "outrebounded", "outshot", "held", "holding", "against", "over",
    "past", "trailed", "lost", "fell", "falling", "hosted", "overcame", "stunned", "limited",
}
#: Relations whose first team is the winner ("X defeated Y") or the loser ("X fell to Y").
WINNER_FIRST = {"defeated", "beat", "beats", "topped", "edged", "routed", "downed", "dispatched", "outlasted",
                "blew", "over", "past", "overcame", "stunned"}
LOSER_FIRST = {"lost", "fell", "falling"}
#: A city after these is a place ("at the arena in Phoenix", "travel to Los Angeles").
PLACE_WORDS = {"in", "at", "to", "from"}
#: Words that open a new clause: a relation does not reach across them.
CLAUSE_BREAKS = {",", ";", "while", "but", "and", "as", "."}
#: "<player> led the way for <team>", "<player> paced <team>", "<team> were led by <player>".
LEAD_VERBS = {"led", "paced", "leads", "paces", "leading", "pacing", "carried", "powered", "sparked"}


def _same_clause(tokens: list[str], a: int, b: int) -> bool:
    return not any(t in CLAUSE_BREAKS for t in tokens[a:b])


@rule("team_names", "team names: a team related to itself, or led by a player of the other team")
def check_team_names(ctx: CheckContext) -> Iterator[Error]:
    tokens = ctx.tokens
    doc = ctx.doc
    game = ctx.game
    teams = [m for m in ctx.mentions.teams if m.side is not None]
    # a team related to itself
    for a, b in zip(teams, teams[1:]):
        if a.side is not b.side or doc.sentence_index(a.start) != doc.sentence_index(b.start):
            continue
        between = [t.lower() for t in tokens[a.end:b.start]]
        if not between or not _same_clause(tokens, a.end, b.start) or not set(between) & RELATIONS:
            continue
        if b.kind == "city" and tokens[b.start - 1].lower() in PLACE_WORDS:
            continue
        wrong, right = b, game.team(b.side.other)
        rel = set(between)
        if rel & WINNER_FIRST and a.side is not game.winner.side or rel & LOSER_FIRST and a.side is game.winner.side:
            wrong, right = a, game.team(a.side.other)
        yield _team_error(wrong, right.side, ctx, f"the {game.team(a.side).name} cannot play themselves: "
                                                  f"their opponent was the {game.team(a.side.other).name}")
    # a team led by a player of the other team
    misfits = {c.subject.start for c in ctx.stat_claims if c.player.stat(c.stat) not in (None, c.number.value)}
    for team in teams:
        s_start, s_end = doc.sentence_bounds(doc.sentence_index(team.start))
        for player in ctx.mentions.players_in(s_start, s_end):
            p = player.player
            if p is None or p.side is team.side:
                continue
            lo, hi = sorted((player.end, team.start)) if player.end <= team.start else (team.end, player.start)
            if lo > hi or not _same_clause(tokens, lo, hi):
                continue
            words = [t.lower() for t in tokens[lo:hi]]
            if not set(words) & LEAD_VERBS or len(words) > 6:
                continue
            if player.end <= team.start and words[-1:] not in (["for"], ["the"], ["led"], ["paced"]) and \
                    "for" not in words:
                continue
            if player.start > team.end and "by" not in words:
                continue
            if player.start in misfits:
                continue  # his numbers are wrong too: the player's name is the error, not the team's
            yield _team_error(team, p.side, ctx, f"{p.name} played for the {game.team(p.side).name}")
            break


def _team_error(mention: TeamMention, side: Side, ctx: CheckContext, comment: str) -> Error:
    return Error(mention.start, mention.end, Category.NAME, team_name_as(ctx.game.team(side), mention.kind),
                 comment, "team_names")
