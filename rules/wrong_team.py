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

from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.team_stories import TeamStory
from factcheck.engine.verdicts import verified

from .registry import legacy_rule


@legacy_rule("wrong_team", "a player's line told in the other team's story: 'X followed up with ...' (CONTEXT)",
      verifies=("team_of",))
def check_wrong_team(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    for claim in claims_from(ctx, "team_stories"):
        if claim.note:
            continue
        read: TeamStory = claim.detail
        player, side = read.mention.player, read.side
        fact = f"{player.name} played for the {game.team(player.side).name}"
        if player.side is side:
            verified(ctx, claim, fact)
            continue
        yield Error(read.mention.start, read.mention.end, Category.CONTEXT, "",
                    f"{fact}, not the {game.team(side).name}", "wrong_team", claim)
