"""Win and loss words: "defeated", "in the win", "was n't enough", "will look to bounce back"."""

from __future__ import annotations

from boxscore import Game
from factcheck.claims import Category, Facts, Fix, ResultForm, ResultWords, Verdict, correct, wrong

from .registry import rule


def _correction(claim: ResultWords) -> str:
    """The opposite of what the words say, in the words' own kind."""
    if claim.form is ResultForm.RELATION:
        return "lost to" if claim.won else "defeated"
    if claim.form is ResultForm.NOUN:
        return "loss" if claim.won else "win"
    if claim.form is ResultForm.NOT_ENOUGH:
        return "had enough" if "have" in claim.phrase else "was enough"
    if claim.form is ResultForm.NEGATED_WIN:
        return "was enough"
    # a plan: what the team will do next
    if not claim.won:
        return "keep rolling" if claim.phrase != ("play", "better") else "keep it up"
    # "continue their winning ways" is the one plan whose span is one word, "winning": its opposite
    return "losing" if claim.words == "winning" else "bounce back"


def _score(game: Game) -> str:
    return f"the {game.winner.name} won {game.winner.points} - {game.loser.points} against the {game.loser.name}"


@rule("win_loss")
def verify_result_words(claim: ResultWords, facts: Facts) -> Verdict:
    """Win and loss words of a team: "defeated", "fell to", "in the win", "was n't enough", "will look to bounce back".

    Generated summaries say the losing team "defeated" the winner, put a "win" in the loser's
    sentence, or send the winner to "bounce back". The words are read with the team they are
    about (the subject of "X defeated Y", the owner of "in the win", the team whose plans a "will
    look to" clause tells); words about another game, hedged or negated ones are left alone. A
    wrong word is a WORD error over the words, corrected to their opposite.

    Example (correct): The Bucks defeated the Nuggets on Friday .
    Example (wrong): The Nuggets [defeated -> lost to] the Bucks on Friday .
    """
    game = facts.game
    if claim.won == (claim.subject.side is game.winner.side):
        return correct(claim, _score(game))
    return wrong(claim, Fix(claim.start_at, claim.end_at, Category.WORD, _correction(claim), _score(game)))
