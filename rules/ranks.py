"""Rank words checked against the box score: "second on the team", "next", "right behind him"."""

from __future__ import annotations

from boxscore import Game, Player
from factcheck.claims import Category, Facts, Fix, NextRank, TeamRank, Verdict, correct, rank_word, unchecked, wrong

from .registry import rule


def _team_rank(claim: TeamRank, game: Game) -> Verdict:
    player, stat = claim.subject.player, claim.stat
    if player.stat(stat) is None:
        return unchecked(claim, f"no {stat} figure of {player.name}")
    actual = game.rank(player, stat, within_team=True)
    name = stat.noun
    team = game.team(player.side).name
    if actual == claim.rank:  # (a tie is no excuse: annotators mark "second" for a player tied for first)
        return correct(claim, f"{player.name} ranked {rank_word(actual)} on the {team} "
                              f"with {player.stat(stat)} {name}")
    tied = [p.name for p in game.played if p.side is player.side and p is not player
            and p.stat(stat) == player.stat(stat)]
    better = sorted((p for p in game.played if p.side is player.side and (p.stat(stat) or 0) > player.stat(stat)),
                    key=lambda p: -(p.stat(stat) or 0))
    above = ", ".join(f"{p.name} {p.stat(stat)}" for p in better) or "nobody"
    if tied:
        above += "; tied with " + ", ".join(tied)
    comment = f"{player.name} ranked {rank_word(actual)} on the {team} " \
              f"with {player.stat(stat)} {name} (ahead of him: {above})"
    return wrong(claim, Fix(claim.at, claim.at + 1, Category.NUMBER, rank_word(actual), comment))


def _next(claim: NextRank, game: Game) -> Verdict:
    player, stat = claim.subject.player, claim.stat
    own = player.stat(stat)
    if own is None:
        return unchecked(claim, f"no {stat} figure of {player.name}")
    if claim.figure is not None and claim.behind:
        own = claim.figure.value  # a wrong figure is its own error; "behind" is read against it
    previous: Player | None = claim.previous
    if previous is None or previous.stat(stat) is None:
        return unchecked(claim, "no team-mate named before him to come after")
    name = stat.noun
    start, end = claim.phrase
    # "next" is read against the real figure: a wrong figure is marked, and so is "next"
    # when the player's real figure ranks lower than the word says
    if claim.behind and own >= previous.stat(stat):
        return wrong(claim, Fix(start, end, Category.WORD, "", f"{player.name} had {own} {name}, "
                                f"not fewer than {previous.name}'s {previous.stat(stat)}"))
    fact = f"{player.name} had {own} {name}, after {previous.name} with {previous.stat(stat)}"
    if previous.stat(stat) <= own:
        return unchecked(claim, "he outscored the one before him: 'next' in the text's order, not a rank")
    skipped = [p for p in game.played if p.side is player.side and p.index not in claim.named_before
               and p is not player and own < (p.stat(stat) or 0) < previous.stat(stat)]
    if not skipped:
        return correct(claim, fact)
    skipped.sort(key=lambda p: -(p.stat(stat) or 0))
    comment = f"{fact}; in between and not named before: " + ", ".join(f"{p.name} {p.stat(stat)}" for p in skipped)
    return wrong(claim, Fix(start, end, Category.WORD, "", comment))


@rule("ranks")
def verify_rank(claim: TeamRank | NextRank, facts: Facts) -> Verdict:
    """Rank words: "second on the team", "the third - leading scorer", "was next", "followed by", "right behind him".

    "<player> was second on the team (in scoring)" is the player's competition rank on his team in
    the statistic the sentence names (else the first one credited to him, else points); a wrong
    ordinal is a NUMBER error corrected to the rank ("second" -> "third"). "<player> was next",
    "..., followed by <player>", "<player> was right behind him" put the player after the team-mate
    named before him: a team-mate the text has not named yet who ranks strictly between the two
    makes the word a WORD error. Generators rank by the order they write players in. When the
    sentence's figures are another player's, the judge reads the ordinal as his and leaves "next"
    alone (the name is the error).

    Example (correct): Dante Albright scored 26 points . Marcus Redfield was second on the team with 21 points .
    Example (wrong): Dante Albright scored 26 points . Corey Vance was [second -> third] on the team with 15 points .
    """
    if not claim.subject.player.played:
        return unchecked(claim, "a player who did not play")
    if isinstance(claim, TeamRank):
        return _team_rank(claim, facts.game)
    return _next(claim, facts.game)
