"""Team figures whose team is written as a reference ("they", "their", "the team", "the road team",
"the hosts") or whose line stands in parentheses after its shot type, on invented sentences.

The example game (gold/example_game.json): Milwaukee Bucks (visitors) won at the Denver Nuggets,
108 - 101. Bucks 41 - 86 FG (48 %), 31 - 57 two-pointers (54 %), 10 - 29 3PT, 29 assists,
12 turnovers; Nuggets 43 % FG, 23 assists, 13 turnovers.
"""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker

_CHECKER: list[Checker] = []


@pytest.fixture()
def run(example_game):
    if not _CHECKER:
        _CHECKER.append(Checker(only=["team_stats"]))

    def findings(text: str) -> list[tuple[str, str]]:
        doc = Document.from_tokenized("T.txt", text)
        return [(doc.span_text(e.start, e.end), e.correction) for e in _CHECKER[0].check(doc, example_game)]
    return findings


@pytest.mark.parametrize("text, expected", [
    # "their" right before the number: the team the linker resolved it to
    ("The Bucks struggled on offense . They had just 29 assists to their 18 turnovers .", [("18", "12")]),
    ("The Bucks played poorly , as the team managed just 29 assists to their 10 turnovers .", [("10", "12")]),
    # "to just 12 from the Nuggets": the later number's agent, not the first one's
    ("The Bucks won the game . While they committed 19 turnovers to just 13 from the Nuggets , they won .",
     [("19", "12")]),
    # a sentence-opening "While they ..." is the main clause's subject, not the linker's guess
    ("They were the better shooters , while the Nuggets ended at just 43 percent . While they committed 19 "
     "turnovers to just 13 from the Nuggets , the Bucks made up for it .", [("19", "12")]),
    # a "they" that holds a team named later is the other team, whatever the sentence before named
    ("The Nuggets were bad . They shot 51 percent from the field while holding Denver to a 43 percent figure .",
     [("51", "48")]),
    # "they" after a side named for a player's or group's team in the same clause
    ("Five players hit double digits for the visitors , and they shot 54 percent from the field overall .",
     [("54", "48")]),
    ("The Bucks won . Five players hit double digits for the hosts , and they shot 54 percent from the field .",
     [("54", "43")]),
    # the side of this game: "the road team", "the visitors", "the home team", "the hosts"
    ("The road team committed 22 turnovers .", [("22", "12")]),
    ("The visitors committed 22 turnovers .", [("22", "12")]),
    ("The home team shot 45 percent from the field .", [("45", "43")]),
    ("The hosts shot 45 percent .", [("45", "43")]),
    # "shoot" as a shooting verb after "managed to"
    ("The Bucks still managed to shoot 37 percent as a team .", [("37", "48")]),
    # a total in the clause after "turned the ball over", with no noun of its own
    ("His effort was n't enough , though , as the Bucks turned the ball over way too frequently , finishing "
     "with a total of 23 as a team .", [("23", "12")]),
    ("The Bucks turned the ball over often , finishing with 23 .", [("23", "12")]),
    # a team line in parentheses after its shot type
    ("The Bucks shot well from two - point land ( 17 - 35 , 49 percent ) .",
     [("17", "31"), ("35", "57"), ("49", "54")]),
    ("The Bucks shot 48 percent from the field ( 43 - 86 ) and three - point land ( 13 - 29 ) .",
     [("43", "41"), ("13", "10")]),
])
def test_team_references_are_bound(run, text, expected):
    assert run(text) == expected


@pytest.mark.parametrize("text", [
    "The Bucks struggled on offense . They had just 29 assists to their 12 turnovers .",
    "The Bucks won the game . While they committed 12 turnovers to just 13 from the Nuggets , they won .",
    "The road team committed 12 turnovers .",
    "The home team shot 43 percent from the field .",
    "The hosts shot 43 percent .",
    "The Bucks still managed to shoot 48 percent as a team .",
    "The Bucks shot well from two - point land ( 31 - 57 , 54 percent ) .",
    "The Bucks shot 48 percent from the field ( 41 - 86 ) and three - point land ( 10 - 29 ) .",
    "The Nuggets were bad . They shot 48 percent from the field while holding Denver to a 43 percent figure .",
    "The Bucks turned the ball over often , finishing with a total of 12 as a team .",
    "The Bucks turned the ball over often , finishing with a total of 23 points .",
    "The Bucks turned the ball over often , finishing with a total of 23 as the Nuggets pulled away .",
    "Five players hit double digits for the visitors , and they shot 48 percent from the field overall .",
    # unclear: no team is bound
    "Marcus Redfield scored 21 points against the hosts , and they shot 54 percent from the field .",
    "The Bucks beat the Nuggets , who committed 22 turnovers against the visitors .",
    "The Bucks beat the Nuggets . They committed 22 turnovers to just 10 from the Nuggets .",
    "They were the better shooters . They committed 22 turnovers to just 10 from the Nuggets .",
    "The Bucks made plays from three - point range ( 8 - 20 ) .",
    "The Bucks were led by Marcus Redfield , who shot from three - point range ( 2 - 5 ) .",
])
def test_true_or_unclear_team_references_stay_silent(run, text):
    assert run(text) == []
