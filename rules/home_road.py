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
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Frame
from factcheck.reader.venues import VenueWord
from factcheck.engine.verdicts import unchecked, verified

from .registry import legacy_rule


def _venue(ctx: CheckContext, side: Side) -> str:
    g = ctx.game
    return f"the {g.home.name} were the home team, the {g.vis.name} the visitors"


@legacy_rule("home_road", "home and road words of this game: 'the host Raptors', 'a road win', 'at home'",
      verifies=("venue",))
def check_home_road(ctx: CheckContext) -> Iterator[Error]:
    game = ctx.game
    home = game.home.side
    for claim in claims_from(ctx, "venue_words"):
        if claim.subject is None or claim.note or claim.frame is not Frame.GAME:
            continue
        read: VenueWord = claim.detail
        side, value = claim.subject.side, claim.value
        is_home = value.word == "home"
        if claim.attribute == "venue_team":  # "the road team prevailed"
            if (side is game.winner.side) != read.won:
                yield Error(value.start, value.end, Category.WORD, read.correction, _venue(ctx, side), "home_road",
                            claim)
            else:
                verified(ctx, claim, f"the {game.winner.name} won; {_venue(ctx, side)}")
            continue
        if (side is home) == is_home:
            verified(ctx, claim, _venue(ctx, side))
            continue
        won = side is game.winner.side
        if claim.attribute == "venue_word" and (read.says_win and not won or read.says_loss and won):
            unchecked(ctx, claim, "the clause gives the team a result it did not get: its name is the likelier error")
            continue
        yield Error(value.start, value.end, Category.WORD, read.correction, _venue(ctx, side), "home_road", claim)
