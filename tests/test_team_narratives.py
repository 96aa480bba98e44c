"""Team narratives, each read with the team it is about, and the judge weighing a team's name
against them (factcheck/engine/readings/team_weighing.py): for each family a true version about the
built-in example game, and a wrong one with the errors a reviewer marks.

The example game (gold/example_game.json): the Bucks (visitors, 4 - 2 after the game) won 108 - 101
at the Nuggets (2 - 3). Quarters: Bucks 26 29 24 29, Nuggets 24 27 28 22 (55 - 51 Bucks at the
half, 79 - 79 after three). Bucks 48 percent from the field, 10 - of - 29 from three (34 percent),
46 rebounds, 12 turnovers; Nuggets 43 percent, 9 - of - 30 (30 percent), 45 rebounds, 13 turnovers.
"""

from __future__ import annotations

import pytest


FAMILIES = {
    # starts and quarter runs: the start's period won, its score
    # (the record, the start and the verb fit the Bucks: both names are swapped, the numbers true)
    "start": ("The Bucks came out firing , out - scoring the Nuggets 26 - 24 in the first quarter .",
              "The Nuggets ( 4 - 2 ) came out firing in the fourth quarter , out - scoring the Bucks 29 - 22 .",
              [("NAME", "Nuggets", "Bucks"), ("NAME", "Bucks", "Nuggets")]),
    # a period's points told with no verb of whose: the clause's team's first
    "responded with": ("The Bucks responded with a 29 - 22 fourth quarter to seal the win .",
                       "The Nuggets responded with a 29 - 22 fourth quarter to seal the win .",
                       [("NAME", "Nuggets", "Bucks")]),
    "quarter figures": ("The Nuggets countered with a 28 - 24 third quarter .",
                        "The Nuggets countered with a 28 - 21 third quarter .",
                        [("NUMBER", "21", "24")]),
    # quarters won, each of them
    "quarters won": ("The Bucks won the first two quarters .",
                     "The Nuggets won the first two quarters and took a 55 - 51 lead into halftime .",
                     [("NAME", "Nuggets", "Bucks")]),
    "start with fire": ("The Bucks came out with some fire in the fourth quarter .",
                        "The Nuggets came out with some fire in the fourth quarter .",
                        [("WORD", "came out with some fire", "slow start")]),
    # a deficit or a lead at a break, said of the team of the clause (named after it)
    "deficit at a break": ("Despite trailing 55 - 51 at the half , the Nuggets won the third quarter 28 - 24 .",
                           "Despite trailing 55 - 51 at the half , the Bucks won the third quarter 28 - 24 .",
                           [("NAME", "Bucks", "Nuggets")]),
    "lead at a break": ("The Bucks took a 55 - 51 lead into halftime .",
                        "The Bucks took a 55 - 49 lead into halftime .",
                        [("NUMBER", "49", "51")]),
    # ... with a count of its players told after it (a group of the team, no name of its own)
    "lead and scorers": ("The Bucks took a 55 - 51 lead into halftime , with five players scoring in double figures .",
                         "The Nuggets took a 55 - 51 lead into halftime , with five players scoring in double "
                         "figures .",
                         [("NAME", "Nuggets", "Bucks")]),
    # ... with words of its size, or told by "ahead"
    "lead of a size": ("The Bucks forged a razor - thin 55 - 51 lead by halftime .",
                       "The Nuggets forged a razor - thin 55 - 51 lead by halftime .",
                       [("WORD", "lead", "")]),
    "pulled ahead": ("The Bucks pulled ahead 55 - 51 by halftime .",
                     "The Nuggets pulled ahead 55 - 51 by halftime .",
                     [("WORD", "ahead", "")]),
    # a passive outscoring "by a N - M margin": the margin, the subject's opponent's points first
    "outscored by a margin": ("The Nuggets were outscored by a 55 - 51 margin in the first half .",
                              "The Nuggets were outscored by a 55 - 49 margin in the first half .",
                              [("NUMBER", "49", "51")]),
    # a lead told in a clause opening the sentence ("After ..."): the clause's own team's
    "lead in an opening clause": ("After the Bucks jumped out to a 26 - 24 lead after one quarter , the Nuggets "
                                  "won the third 28 - 24 .",
                                  "After the Nuggets jumped out to a 26 - 24 lead after one quarter , the Bucks "
                                  "won the third 28 - 24 .",
                                  [("WORD", "lead", "")]),
    # closing out and holding off: the result
    "closing out": ("The Bucks were able to close out the game .",
                    "The Nuggets were able to close out the game .",
                    [("NAME", "Nuggets", "Bucks")]),
    "holding off": ("The Bucks held off the Nuggets on Friday .",
                    "The Nuggets held off the Bucks on Friday .",
                    [("WORD", "held off", "lost to")]),  # one correction: the names are kept (a tie)
    # better shooting, rebounding, turnovers
    "better shooting": ("The Bucks were the superior shooters , going 48 percent from the field and 34 percent "
                        "from three .",
                        "The Nuggets were the superior shooters , going 48 percent from the field and 34 percent "
                        "from three .",
                        [("NAME", "Nuggets", "Bucks")]),
    "rebounding battle": ("The Bucks won the rebounding battle , 46 - 45 .",
                          "The Nuggets won the rebounding battle , 46 - 45 .",
                          [("NAME", "Nuggets", "Bucks")]),
    "turnover battle": ("The Bucks won the turnover battle on Friday .",
                        "The Nuggets won the turnover battle on Friday .",
                        [("WORD", "won", "")]),
    # a team's unit standing for the team ("offense", "defense"), its shooting told after it
    "team unit": ("The Bucks offense was unstoppable , shooting 48 percent from the field and 34 percent from three .",
                  "The Nuggets offense was unstoppable , shooting 48 percent from the field and 34 percent from "
                  "three .",
                  [("NAME", "Nuggets", "Bucks")]),
    # a team's shooting line with "including"
    "shooting line": ("The Nuggets shot a lowly 43 percent , including 9 - of - 30 from long range .",
                      "The Bucks shot a lowly 43 percent , including 9 - of - 30 from long range .",
                      [("NAME", "Bucks", "Nuggets")]),
    # ... its type told before it in the clause, or joined to the shooting before by "and"
    "line after its type": ("The Nuggets struggled from long range , hitting only 9 - of - 30 .",
                            "The Bucks struggled from long range , hitting only 9 - of - 30 .",
                            [("NAME", "Bucks", "Nuggets")]),
    "free throws at the line": ("The Nuggets did their damage at the free throw line , nailing 18 - of - 24 .",
                                "The Bucks did their damage at the free throw line , nailing 18 - of - 24 .",
                                [("NAME", "Bucks", "Nuggets")]),
    "count with its line": ("The Nuggets shot 43 percent from the floor and missed six free throws ( 18 - 24 ) .",
                            "The Bucks shot 43 percent from the floor and missed six free throws ( 18 - 24 ) .",
                            [("NAME", "Bucks", "Nuggets")]),
    "line joined by and": ("The Nuggets shot just 43 percent from the floor and 9 - 30 from three - point land .",
                           "The Bucks shot just 43 percent from the floor and 9 - 30 from three - point land .",
                           [("NAME", "Bucks", "Nuggets")]),
    # a player's line in brackets after his points
    "bracketed line": ("Corey Vance came off the bench for 15 points ( 5 - 10 FG , 2 - 4 3Pt , 3 - 4 FT ) .",
                       "Corey Vance came off the bench for 15 points ( 5 - 11 FG , 2 - 4 3Pt , 3 - 4 FT ) .",
                       [("NUMBER", "11", "10")]),
    # "the only other <Team>" naming a player of the other team
    "only other": ("Corey Vance scored 15 points off the bench , and Silas Ambrose was the only other Buck "
                   "reserve in double figures .",
                   "Corey Vance scored 15 points off the bench , and Silas Ambrose was the only other Nugget "
                   "reserve in double figures .",
                   [("NAME", "Nugget", "Buck")]),
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_true_narrative_is_no_error(example_errors, family):
    true, _, _ = FAMILIES[family]
    assert example_errors(true) == []


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_a_wrong_narrative_is_marked_as_a_reviewer_marks_it(example_errors, family):
    _, wrong, expected = FAMILIES[family]
    assert example_errors(wrong) == expected
