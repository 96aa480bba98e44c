"""Claims of the league table and the standings, true and wrong, on invented sentences about the
built-in example game (Bucks at Nuggets, 2016-11-04, Pepsi Center) and about valid.json games: a
renamed arena, a relocated team, a mid-season coaching change, games played in London and Mexico
City, the next game's arena, conference and division words, standings on the date."""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category
from factcheck.engine.pipeline import Checker
from factcheck.text.document import Document

TABLE_RULES = ("arenas", "coaches", "league_groups")


def _check(text: str, game, rules, league=None, not_checkable: bool = False):
    doc = Document.from_tokenized("T", text)
    errors = Checker(only=list(rules), league=league, not_checkable=not_checkable).check(doc, game)
    return [(doc.span_text(e.start, e.end), e.category, e.correction) for e in errors]


# ---- the example game: no league data needed for the team table ----------------------------------------
@pytest.mark.parametrize("text", [
    "The Bucks defeated the Nuggets 108 - 101 on Friday at Pepsi Center in Denver .",
    "The Nuggets lost in front of their home crowd at the Pepsi Center .",
    "The Bucks , coach Jason Kidd 's crew , won on Friday .",
    "Nuggets head coach Michael Malone shortened his rotation .",
    "Michael Malone 's squad could not keep up with the Bucks .",
    "Like Gregg Popovich 's Spurs , the Bucks spread the ball .",
    "The Bucks beat the Nuggets in a cross - conference matchup .",
    "The Bucks are 3 - 1 in games away from the BMO Harris Bradley Center .",
])
def test_true_table_claims_of_the_example_game_raise_nothing(text, example_game):
    assert _check(text, example_game, TABLE_RULES) == []


@pytest.mark.parametrize("text,want", [
    ("The Bucks defeated the Nuggets on Friday at the Staples Center in Los Angeles .",
     [("Staples Center", Category.NAME, "Pepsi Center"), ("Los Angeles", Category.NAME, "Denver")]),
    ("The Bucks defeated the Nuggets 108 - 101 on Friday in Boston .", [("Boston", Category.NAME, "Denver")]),
    ("The Bucks defeated the Nuggets , touching up Gregg Popovich 's crew for 101 points .",
     [("Gregg Popovich", Category.NAME, "Michael Malone")]),
    ("Nuggets head coach Brian Shaw shortened his rotation .", [("Brian Shaw", Category.NAME, "Michael Malone")]),
    ("The Bucks beat the Nuggets in a division matchup .", [("division matchup", Category.WORD, "")]),
    ("The Bucks beat the Nuggets in an Eastern Conference battle .", [("Eastern Conference battle", Category.NAME, "")]),
    ("The Bucks are 3 - 1 in games away from the Staples Center .",
     [("Staples Center", Category.NAME, "BMO Harris Bradley Center")]),
])
def test_wrong_table_claims_of_the_example_game(text, want, example_game):
    assert _check(text, example_game, TABLE_RULES) == want


def test_a_spelling_of_the_arena_and_a_surname_alone_are_read(example_game):
    assert _check("The Nuggets lost at Pepsi Center .", example_game, TABLE_RULES) == []
    assert _check("The Nuggets lost , and Popovich 's crew won .", example_game, TABLE_RULES) == \
        [("Popovich", Category.NAME, "Michael Malone")]


def _check_raw(text: str, game):
    doc = Document.from_raw("T", text)
    errors = Checker(only=list(TABLE_RULES)).check(doc, game, tokenized=False)
    return [(doc.span_text(e.start, e.end), e.category, e.correction) for e in errors]


def test_a_dateline_names_the_city_of_the_game(example_game):
    assert _check_raw("DENVER (AP) — The Bucks beat the Nuggets 108-101 on Friday night.", example_game) == []
    assert _check_raw("MILWAUKEE (AP) — The Bucks beat the Nuggets 108-101 on Friday night.", example_game) == \
        [("MILWAUKEE", Category.NAME, "Denver")]
    # a place the table does not know, and capitals that are no dateline, are not read
    assert _check_raw("GLENDALE — The Bucks beat the Nuggets 108-101 on Friday night.", example_game) == []
    assert _check_raw("The Bucks beat the Nuggets.\n\nMILWAUKEE 108, DENVER 101", example_game) == []


def test_a_claim_true_of_the_other_team_leaves_the_name_to_the_name_rules(example_game):
    """A name swapped for the other team's makes the words around it look wrong: they are left alone."""
    assert _check("Bucks head coach Michael Malone shortened his rotation .", example_game, TABLE_RULES) == []
    assert _check("The Nuggets are 3 - 1 in games away from the BMO Harris Bradley Center .", example_game,
                  TABLE_RULES) == []


def test_arenas_of_other_games_and_former_coaches_are_no_claim(example_game):
    for text in ("Kyrie Irving scored 37 one night after putting up 30 at Madison Square Garden against the Knicks .",
                 "The Bucks played for former coach Scott Skiles before .",
                 "The Nuggets fired head coach Brian Shaw in 2015 ."):
        assert _check(text, example_game, TABLE_RULES) == []


# ---- valid.json games ------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def valid_games(shared_dir):
    from boxscore import load_games

    return load_games(shared_dir / "rotowire" / "valid.json").games


@pytest.fixture(scope="module")
def league(shared_dir, valid_games, example_game):
    from boxscore.league import League

    return League.from_files(shared_dir / "nba-schedule" / "games_2014_2018.csv", extra=[*valid_games, example_game])


@pytest.mark.shared
@pytest.mark.parametrize("index,true,wrong,want", [
    # a renamed arena: Utah's EnergySolutions Arena was Vivint Smart Home Arena from October 2015
    (95, "The Jazz beat the 76ers at Vivint Smart Home Arena in Salt Lake City .",
     "The Jazz beat the 76ers at EnergySolutions Arena in Salt Lake City .",
     [("EnergySolutions Arena", Category.NAME, "Vivint Smart Home Arena")]),
    # a relocated team: the Kings played at the new Golden 1 Center from October 2016
    (109, "The Kings edged the Warriors at Golden 1 Center .", "The Kings edged the Warriors at Sleep Train Arena .",
     [("Sleep Train Arena", Category.NAME, "Golden 1 Center")]),
    # Detroit at The Palace of Auburn Hills until 2017: Little Caesars Arena opened the season after
    (30, "The Pistons edged the Hornets at The Palace of Auburn Hills .",
     "The Pistons edged the Hornets at Little Caesars Arena in Detroit .",
     [("Little Caesars Arena", Category.NAME, "The Palace of Auburn Hills")]),
    # a neutral site: the Nuggets hosted the Pacers in London on 2017-01-12
    (565, "The Nuggets routed the Pacers 140 - 112 on Thursday at The O2 Arena in London .",
     "The Nuggets routed the Pacers 140 - 112 on Thursday at the Pepsi Center in Denver .",
     [("Pepsi Center", Category.NAME, "The O2 Arena"), ("Denver", Category.NAME, "London")]),
    (313, "The Mavericks defeated the Suns 113 - 108 on Thursday in Mexico City .",
     "The Mavericks defeated the Suns , 113 - 108 , at Talking Stick Resort Arena on Thursday .",
     [("Talking Stick Resort Arena", Category.NAME, "Arena Ciudad de México")]),
    # a mid-season coaching change: Tyronn Lue took over the Cavaliers on 2016-01-22
    (82, "Coach David Blatt 's Cavaliers beat the 76ers .", "Coach Tyronn Lue 's Cavaliers beat the 76ers .",
     [("Tyronn Lue", Category.NAME, "David Blatt")]),
    (300, "Cavaliers head coach Tyronn Lue rested his starters .", "Cavaliers head coach David Blatt rested his starters .",
     [("David Blatt", Category.NAME, "Tyronn Lue")]),
    # conference and division words: the Knicks and the Bulls are Eastern teams of two divisions
    (442, "The Knicks won an Eastern Conference matchup with the Bulls .",
     "The Knicks won a Western Conference matchup with the Bulls .",
     [("Western Conference matchup", Category.NAME, "Eastern Conference matchup")]),
])
def test_table_claims_of_valid_games(index, true, wrong, want, valid_games):
    game = valid_games[index]
    rules = (*TABLE_RULES,)
    assert _check(true, game, rules) == []
    assert _check(wrong, game, rules) == want


@pytest.mark.shared
def test_the_next_games_arena(example_game, league):
    """The Bucks hosted the Kings the day after the example game; the Nuggets visited Detroit."""
    assert _check("The Bucks will host the Kings at the BMO Harris Bradley Center on Saturday .", example_game,
                  ["next_arena"], league) == []
    assert _check("The Nuggets head to The Palace of Auburn Hills to face the Pistons on Saturday .", example_game,
                  ["next_arena"], league) == []
    assert _check("The Nuggets head to the Pepsi Center to face the Pistons on Saturday .", example_game,
                  ["next_arena"], league) == [("Pepsi Center", Category.NAME, "The Palace of Auburn Hills")]
    assert _check("The Bucks will host the Kings at the Pepsi Center on Saturday .", example_game,
                  ["next_arena"]) == [], "no schedule: not checked"


@pytest.mark.shared
@pytest.mark.parametrize("text,want", [
    # 2016-01-08: the Heat (22-14) and Hawks (22-15) ahead of the Magic (20-17) in the Southeast
    ("The Magic are in third place in the Eastern Conference 's Southeast Division .", []),
    ("The Magic are in second place in the Eastern Conference 's Southeast Division .",
     [("second place", Category.NUMBER, "third place")]),
    ("The Magic remain in last place in the Eastern Conference 's Atlantic Division .",
     [("last place", Category.WORD, "")]),
    ("The Magic are two games behind the Heat .", []),
    ("The Magic are 25 games behind the Heat .", [("25 games behind", Category.NUMBER, "2.5 games")]),
    ("The Magic are twenty games behind the Hawks .", [("twenty", Category.NUMBER, "two")]),
    # five games behind another team: the name of the team may be the error, not the count
    ("The Magic are five games behind the Heat .", []),
    ("The Heat own the best record in the Eastern Conference 's Southeast Division .", []),
    ("The Magic own the best record in the East .", [("best record", Category.WORD, "")]),
    ("The Magic would be the eighth seed in the East .", []),
    # true of the Magic, said of the Nets: the name may be the error, left to the name rules
    ("The Nets are in third place in the Eastern Conference 's Southeast Division .", []),
    ("The Nets are in eighth place in the East .", []),
    ("The Nets are in first place in the East .", [("first place", Category.NUMBER, "14th place")]),
    # another game's team: not read
    ("The Knicks are in first place in the East .", []),
])
def test_standings_of_a_valid_game(text, want, valid_games, league):
    game = valid_games[247]  # the Magic won at Brooklyn on 2016-01-08, to 20-17
    assert (game.home.name, game.vis.name) == ("Nets", "Magic")
    assert _check(text, game, ["standings"], league) == want


@pytest.mark.shared
def test_standings_stay_not_checkable_with_not_checkable(valid_games, league):
    """With --not-checkable the standings are not verified: the span annotators look up, as before."""
    game = valid_games[247]
    text = "The Magic are in second place in the Eastern Conference 's Southeast Division ."
    rules = ["standings", "not_checkable"]
    assert _check(text, game, rules, league, not_checkable=True) == \
        [("second place", Category.NOT_CHECKABLE, "")]
    assert _check(text, game, rules, league) == [("second place", Category.NUMBER, "third place")]
    assert _check(text, game, rules) == [], "no schedule: neither verified nor marked"


@pytest.mark.shared
@pytest.mark.parametrize("text,want", [
    # 2016-11-05: the Kings visited the Bucks, the Nuggets Detroit; the Jazz played on Sunday
    ("On deck for the Bucks is a matchup with the Sacramento Kings on Saturday .", []),
    ("On deck for the Jazz is a matchup with the Sacramento Kings on Saturday .", [("Jazz", Category.NAME, "Bucks")]),
    ("Up next for Utah is a matchup with the Sacramento Kings on Saturday .", [("Utah", Category.NAME, "Milwaukee")]),
    # the Hawks hosted the Rockets that Saturday: the Kings' game that day, at Milwaukee, says whose name slipped
    ("The Nuggets will visit the Pistons on Saturday , while the Hawks will host the Houston Rockets on Saturday .", []),
    ("The Nuggets will visit the Pistons on Saturday , while the Hawks will host the Sacramento Kings on Saturday .",
     [("Hawks", Category.NAME, "Bucks")]),
    # the Pacers hosted the Bulls that day: no team of this game to tell which name slipped
    ("The Nuggets will visit the Pistons on Saturday , while the Hawks will host the Indiana Pacers on Saturday .", []),
])
def test_a_next_game_told_of_a_team_of_no_part(text, want, example_game, league):
    assert _check(text, example_game, ["team_in_game", "next_game"], league) == want
