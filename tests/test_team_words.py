"""Team-level word families (win_loss, game_flow, comparisons, home_road) on invented sentences.

The example game (gold/example_game.json): Milwaukee Bucks (visitors) won at the Denver Nuggets,
108 - 101. Quarters: Bucks 26 29 24 29, Nuggets 24 27 28 22 (Bucks ahead 26 - 24 after one,
55 - 51 at halftime, tied 79 - 79 after three). Bucks 48 % FG, 34 % 3PT, 46 rebounds, 29 assists,
12 turnovers; Nuggets 43 %, 30 %, 45 rebounds, 23 assists, 13 turnovers. Tyrell Hagan and Gideon
Mabry play for Denver, Marcus Redfield for Milwaukee.
"""

from __future__ import annotations

import pytest

from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker

_CHECKERS: dict[str, Checker] = {}


def _findings(family: str, game, text: str) -> list[tuple[str, str, str]]:
    if family not in _CHECKERS:
        _CHECKERS[family] = Checker(only=[family])
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in _CHECKERS[family].check(doc, game)]


@pytest.fixture()
def run(example_game):
    return lambda family, text: _findings(family, example_game, text)


def _variant(game, side: str, **changes):
    """The example game with one team's line score changed."""
    team = getattr(game, side)
    return game.model_copy(update={side: team.model_copy(update=changes)})


# ---- win_loss ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text, span, correction", [
    ("The Denver Nuggets ( 2 - 3 ) defeated the Milwaukee Bucks ( 4 - 2 ) on Friday .", "defeated", "lost to"),
    ("The Nuggets easily topped the Bucks on Friday .", "topped", "lost to"),
    ("The Bucks fell to the Nuggets on Friday .", "fell to", "defeated"),
    ("Tyrell Hagan tallied 27 points , five rebounds and four assists in the win .", "win", "loss"),
    ("Marcus Redfield was the lone bright spot in the loss , as he tallied 21 points .", "loss", "win"),
    ("Denver will look to build off this win on Sunday against the Kings .", "win", "loss"),
    ("The Bucks earned a 108 - 101 victory over the Nuggets .", "", ""),
    ("The Nuggets earned a 108 - 101 victory over the Bucks .", "victory", "loss"),
    ("The Bucks ( 4 - 2 ) will look to bounce back on Sunday against the Kings .", "bounce back", "keep rolling"),
    ("The Nuggets will look to keep rolling on Sunday against the Kings .", "keep rolling", "bounce back"),
    ("The Bucks played hard , but it was n't enough to get the victory .", "was n't enough", "was enough"),
    ("Redfield scored 21 points , but it wasn’t enough to get the win .", "wasn’t enough", "was enough"),
])
def test_win_loss_words_of_the_wrong_team(run, text, span, correction):
    expected = [("WORD", span, correction)] if span else []
    assert [f for f in run("win_loss", text)] == expected


@pytest.mark.parametrize("text", [
    "The Milwaukee Bucks defeated the Denver Nuggets 108 - 101 on Friday .",
    "The Nuggets fell to the Bucks on Friday .",
    "Marcus Redfield tallied 21 points in the win .",
    "The Nuggets will look to bounce back on Sunday against the Kings .",
    "The Nuggets came into this game looking to bounce back from a tough loss .",
    "The Nuggets did n't have enough offense to pull out the win .",
    "Tyrell Hagan did everything he could to get the Nuggets a win .",
    "The Nuggets were coming off a win over the Bucks last week .",
    "The Nuggets defeated the Nuggets on Friday .",  # a team against itself: team_names' NAME error
    "The Bucks suffered a loss on Sunday to the Boston Celtics .",  # another game
    "Hagan scored 27 points , but it wasn’t enough to get the win .",
    "The Bucks never trailed on their way to a wire - to - wire win .",
])
def test_win_loss_words_that_fit_the_result_are_not_flagged(run, text):
    assert run("win_loss", text) == []


@pytest.mark.parametrize("text, span, correction", [
    ("The Nuggets secured an eight - point win .", "win", "loss"),
    ("The Bucks grabbed their third defeat .", "defeat", "win"),
    ("The Nuggets shot 43 percent from the field in their win .", "win", "loss"),
    ("It was an easy Denver win .", "win", "loss"),
    ("The Bucks loss stems from a big night by Marcus Redfield .", "loss", "win"),
    ("The Nuggets loss stems from a big night by Marcus Redfield .", "", ""),
    ("The win dropped the Nuggets to 2 - 4 .", "win", "loss"),
    ("The Bucks dealt the Nuggets ( 2 - 4 ) their second loss , winning 108 - 101 .", "", ""),
    ("It was the second loss in as many nights for the Bucks .", "loss", "win"),
    ("The Bucks earned the rather hard - fought defeat .", "defeat", "win"),
    ("Tyrell Hagan did everything he could to try and pick up the win for the Nuggets .", "", ""),
    ("The Nuggets got a much - needed win .", "win", "loss"),  # its own adjective is no hedge
    ("The Nuggets needed a win .", "", ""),
    ("The Nuggets shot 43 percent in the win and had far too many turnovers .", "win", "loss"),
    ("The Nuggets saw strong bench play in Friday 's win .", "win", "loss"),  # this game's day
    ("The Nuggets saw strong bench play in Saturday 's win .", "", ""),  # another day's game
])
def test_result_nouns_with_modifiers_and_owners(run, text, span, correction):
    """A result noun after numbers, ordinals and adjectives ("their third straight", "an eight -
    point"), owned by a team named before it, moved by it ("The win dropped the Nuggets") or
    named after it ("for the Bucks"); a 'their' right after a team is that team's."""
    expected = [("WORD", span, correction)] if span else []
    assert run("win_loss", text) == expected


# ---- game_flow --------------------------------------------------------------------------------
@pytest.mark.parametrize("text, span", [
    ("The Nuggets were able to pull away in the fourth quarter .", "pull away"),  # they lost
    ("The Bucks were able to pull away in the third quarter .", "pull away"),  # outscored 28 - 24
    ("However , the Bucks battled back in the second half .", "battled back"),  # ahead at halftime
    ("In fact , the Nuggets led for the entirety of the second half .", "led for the entirety"),
    ("The Nuggets led at halftime , as Hagan scored 15 points .", "led"),
    ("The Bucks trailed after the first quarter .", "trailed"),
])
def test_game_flow_claims_the_line_score_contradicts(run, text, span):
    assert [f[:2] for f in run("game_flow", text)] == [("WORD", span)]


@pytest.mark.parametrize("text", [
    "The Bucks were able to pull away in the fourth quarter .",
    "The Bucks were able to pull away in the second half , outscoring the Nuggets 53 - 50 .",
    "The Nuggets battled back in the third quarter .",
    "The Bucks led 55 - 51 at halftime .",
    "The Nuggets trailed at the break .",
    "The Nuggets got off to a hot start , but the Bucks won .",  # lost the first quarter by two only
    "The Nuggets never led for the entirety of the second half .",
    "The Nuggets kept the game close throughout .",
    "The Nuggets lost in overtime to the Lakers last week .",
    "The Nuggets came back from a 15 - point deficit .",  # needs the play-by-play
    "The Nuggets cut the lead to four at halftime .",
    "Denver answered a strong start by the Bucks with a big second quarter .",
])
def test_game_flow_claims_that_fit_or_cannot_be_checked(run, text):
    assert run("game_flow", text) == []


def test_overtime_only_when_no_team_scored_past_the_fourth(example_game):
    text = "Milwaukee left no doubt with this overtime win ."
    assert [f[:2] for f in _findings("game_flow", example_game, text)] == [("WORD", "overtime")]
    ot = _variant(_variant(example_game, "vis", points=118), "home", points=111)
    assert _findings("game_flow", ot, text) == []
    assert [f[:2] for f in _findings("game_flow", example_game, "The Bucks won in overtime .")] == \
        [("WORD", "overtime")]
    assert _findings("game_flow", example_game, "The Bucks lost to the Boston Celtics in overtime .") == []


def test_hot_start_and_close_game_against_a_lopsided_line_score(example_game):
    game = _variant(example_game, "home", quarters=(14, 27, 28, 32))
    assert [f[:2] for f in _findings("game_flow", game, "The Nuggets got off to a hot start in this one .")] == \
        [("WORD", "hot start")]
    game = _variant(example_game, "vis", quarters=(40, 35, 24, 9))
    assert [f[:2] for f in _findings("game_flow", game, "The Nuggets kept the game close throughout .")] == \
        [("WORD", "close")]


# ---- comparisons ------------------------------------------------------------------------------
@pytest.mark.parametrize("text, span", [
    ("The Bucks outscored the Nuggets in the third quarter .", "outscored"),  # 24 - 28
    ("The Nuggets got off to a quick start , out - scoring the Bucks in the first quarter .", "out - scoring"),
    ("The Nuggets had a strong first half where they out - scored the Bucks .", "out - scored"),
    ("The Nuggets out - rebounded the Bucks .", "out - rebounded"),  # 45 to 46
    ("The Bucks were out - rebounded by the Nuggets .", "out - rebounded"),
    ("The Nuggets were the superior shooters in this game .", "superior"),  # 43 % to 48 %
    ("Rebounding was key for the Nuggets , as they held the Bucks to 40 percent .", "key"),
    ("The Bucks committed more turnovers than the Nuggets .", "more"),  # 12 to 13
])
def test_comparisons_the_totals_contradict(run, text, span):
    assert [f[:2] for f in run("comparisons", text)] == [("WORD", span)]


@pytest.mark.parametrize("text", [
    "The Nuggets outscored the Bucks in the third quarter .",
    "The Bucks outscored the Nuggets , 29 - 22 , in the fourth quarter .",
    "The Bucks out - scored the Nuggets 28 - 24 in the third quarter .",  # the names are swapped, not the word
    "The Nuggets outscored the Bucks 40 - 30 in the paint .",  # no period: not in the line score
    "The Bucks out - rebounded the Nuggets .",
    "The Nuggets were out - rebounded by the Bucks .",
    "The Bucks were the superior shooters in this game , going 48 percent from the field .",
    "The Nuggets were the superior shooters in this game , going 48 percent from the field .",  # a name error
    "The Nuggets shot better than 40 percent from the field .",
    "The Nuggets out - rebounded the Lakers in their last meeting .",
    "The Nuggets committed more turnovers than the Bucks .",
])
def test_comparisons_that_fit_or_are_not_about_this_game(run, text):
    assert run("comparisons", text) == []


def test_team_totals_fall_back_to_the_players_sum(example_game):
    from rules.comparisons import team_stat

    game = _variant(example_game, "home", rebounds=None)
    assert team_stat(game, game.home.side, "REB") == sum(p.REB or 0 for p in game.roster(game.home.side) if p.played)
    assert team_stat(example_game, example_game.home.side, "REB") == 45


# ---- home_road --------------------------------------------------------------------------------
@pytest.mark.parametrize("text, span, correction", [
    ("The Denver Nuggets fell to the host Milwaukee Bucks , 108 - 101 .", "host", "visiting"),
    ("The Bucks defeated the visiting Denver Nuggets , 108 - 101 .", "visiting", "host"),
    ("The Bucks were able to prevail with a solid home victory .", "home", "road"),
    ("The Bucks coasted to a victory in front of their home crowd .", "home", ""),
    ("The Bucks defeated the Nuggets at home on Friday .", "at home", "on the road"),
])
def test_home_road_words_of_the_wrong_side(run, text, span, correction):
    assert run("home_road", text) == [("WORD", span, correction)]


@pytest.mark.parametrize("text", [
    "The Bucks defeated the host Denver Nuggets , 108 - 101 .",
    "The Bucks were able to prevail with a solid road victory .",
    "The Nuggets were able to prevail with a solid road victory .",  # they lost: the name is the error
    "The Nuggets will be at home against the Kings on Sunday .",
    "The Bucks head back home to face the Kings on Sunday .",
    "The Bucks get two days off before hosting the Kings on Sunday .",
    "The Bucks are now 3 - 1 at home this season .",
])
def test_home_road_words_that_fit_or_are_about_another_game(run, text):
    assert run("home_road", text) == []


def test_a_venue_word_of_a_misnamed_team_is_checked_for_the_team_meant(run, example_game):
    # a team cannot beat itself: the second name is the Nuggets (the hosts), and "host" fits them
    text = "The Milwaukee Bucks defeated the host Milwaukee Bucks , 108 - 101 ."
    assert run("home_road", text) == []
    assert _findings("team_names", example_game, text) == [("NAME", "Milwaukee Bucks", "Denver Nuggets")]
    text = "The Milwaukee Bucks defeated the visiting Milwaukee Bucks , 108 - 101 ."
    assert run("home_road", text) == [("WORD", "visiting", "host")]


def test_raw_text_is_read_like_tokenized_text(example_game):
    checker = Checker(only=["comparisons", "win_loss"])
    doc = Document.from_raw("T.txt", "The Nuggets out-scored the Bucks in the first quarter. "
                                     "Redfield scored 21, but it wasn't enough to get the win.")
    found = [(doc.span_text(e.start, e.end), e.rule) for e in checker.check(doc, example_game, False)]
    assert found == [("out - scored", "comparisons"), ("was n't enough", "win_loss")]


# ---- second pass: raw text, absences, agents, swapped figures, matching lines, majority ---------
def _raw(family: str, game, text: str) -> list[tuple[str, str, str]]:
    doc = Document.from_raw("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction)
            for e in Checker(only=[family]).check(doc, game, False)]


def test_raw_curly_negations_are_negations(example_game):
    # raw "wasn’t" comes out as "wasn", "’", "t"
    assert _raw("win_loss", example_game, "Tyrell Hagan scored 27 points, but it wasn’t enough to get the win.") == []
    assert _raw("win_loss", example_game, "Marcus Redfield scored 21 points, but it wasn’t enough to get the win.") \
        == [("WORD", "wasn ’ t enough", "was enough")]


@pytest.mark.parametrize("text", [
    "The Bucks made up for the loss of Redfield with balanced scoring .",  # an absence, not a result
    "Redfield was fouled by Hagan and sank two free throws to secure the victory .",  # Hagan is no owner
])
def test_result_nouns_that_are_no_result_or_have_no_clear_owner(run, text):
    assert run("win_loss", text) == []


def test_a_pair_of_figures_in_the_other_order_makes_the_subject_the_error(run):
    # Bucks 46 rebounds, Nuggets 45: "46 - 45" is the Bucks' edge, so the name is what is wrong
    assert run("comparisons", "The Nuggets out - rebounded the Bucks 46 - 45 .") == []
    assert run("comparisons", "The Nuggets out - rebounded the Bucks 50 - 40 .") == [("WORD", "out - rebounded", "")]


@pytest.mark.parametrize("text, expected", [
    ("Ruben Estrada and Milo Sorensen supplied matching nine - point efforts .", []),
    ("Matching nine - point efforts from Ruben Estrada and Milo Sorensen kept Denver close .", []),
    ("Ruben Estrada and Milo Sorensen supplied matching 12 - point efforts .", [("NUMBER", "12", "9")]),
    ("Caleb Thorne and Milo Sorensen turned in matching 10 - point efforts .", [("WORD", "matching", "")]),
    ("Caleb Thorne and Milo Sorensen were next with matching six - rebound efforts .", [("WORD", "matching", "")]),
    ("Caleb Thorne and Milo Sorensen built matching 10 - point leads .", []),  # not a player's line
    ("Ruben Estrada and Milo Sorensen had matching 12 - point tallies .", [("NUMBER", "12", "9")]),
    # "a pair of N - point efforts": each had N (figures that differ say nothing of "pair")
    ("Ruben Estrada and Milo Sorensen paced the reserves with a pair of 12 - point efforts .", [("NUMBER", "12", "9")]),
    ("The bench got a pair of 12 - point efforts from Ruben Estrada and Milo Sorensen .", [("NUMBER", "12", "9")]),
    ("Ruben Estrada and Milo Sorensen had a pair of nine - point efforts .", []),
    ("Caleb Thorne and Milo Sorensen had a pair of 10 - point efforts .", []),
])
def test_matching_lines_of_two_players(run, text, expected):
    assert run("comparisons", text) == expected


def test_led_for_the_majority_of_the_game(example_game):
    # Nuggets behind at every break: 20 - 26, 45 - 55, 65 - 79 and at the end
    behind = _variant(example_game, "home", quarters=(20, 25, 20, 22))
    text = "The Nuggets led for the majority of the game , as the Bucks never pulled away ."
    assert _findings("game_flow", behind, text) == [("WORD", "led", "trailed")]
    # the other team unnamed: the subject may be the error; the real game: tied after three
    assert _findings("game_flow", behind, "The Nuggets led for the majority of the game .") == []
    assert _findings("game_flow", example_game, text) == []


def test_shooting_judgements_that_fit_neither_the_written_nor_the_real_figure(example_game):
    # Bucks 48 % FG, 34 % 3PT; Nuggets 43 %, 30 %
    hot_threes = _variant(example_game, "vis", fg3_pct=42)
    assert _findings("comparisons", hot_threes, "The Bucks shot a meager 42 percent from beyond the arc .") == [
        ("WORD", "meager", "")]
    # the written figure fits the word: a wrong number is the number family's error
    assert _findings("comparisons", hot_threes, "The Bucks shot a meager 29 percent from beyond the arc .") == []
    assert _findings("comparisons", example_game, "The Nuggets shot a hot 30 percent from deep .") == [
        ("WORD", "hot", "")]
    assert _findings("comparisons", example_game, "The Bucks shot a hot 48 percent from the field and a meager "
                                                  "30 percent from deep .") == []


@pytest.mark.parametrize("text, expected", [
    ("The Bucks were short - handed , and they did n't have enough offense to keep up with the Nuggets .",
     [("WORD", "did n't have enough", "had enough")]),
    ("Marcus Redfield scored 21 points , but it was n't enough to beat the Nuggets .",
     [("WORD", "was n't enough", "was enough")]),
    ("The Nuggets did n't have enough offense to keep up with the Bucks .", []),
    ("The Bucks did n't have enough energy to keep up the pace in the fourth quarter .", []),  # not a result
])
def test_not_enough_to_win_said_of_the_winner(run, text, expected):
    assert run("win_loss", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The Nuggets had the better shooting night .", [("WORD", "better", "")]),  # 43 % against 48 %
    ("The Bucks had the better shooting night .", []),
    ("The Nuggets were the better shooters .", [("WORD", "better", "")]),
    ("Tyrell Hagan had a better shooting night than Gideon Mabry .", []),  # players: not the teams
])
def test_the_better_shooting_team(run, text, expected):
    assert run("comparisons", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Marcus Redfield added 21 points for the Nuggets .", [("NAME", "Nuggets", "Bucks")]),
    ("Marcus Redfield added 21 points for Denver in the loss .", [("NAME", "Denver", "Milwaukee")]),
    ("Marcus Redfield added 21 points for the Bucks .", []),
])
def test_a_line_told_for_the_other_team(run, text, expected):
    """'for the Celtics' after a player's line when he played for the other team: the team is wrong."""
    assert run("team_of_player", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Caleb Thorne was the bench 's top scorer .", [("WORD", "top scorer", "")]),  # a starter
    ("Andre Fontaine was the bench 's top scorer .", []),  # 12 points, the most of the Nuggets ' reserves
    ("Gideon Mabry was the game 's top scorer .", [("WORD", "top scorer", "")]),
    ("Tyrell Hagan was the game 's top scorer .", []),
])
def test_the_top_scorer_of_a_pool(run, text, expected):
    assert run("leaders", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Tyrell Hagan was the only other Buck in double figures .", ("NAME", "Buck", "Nugget")),
    ("Corey Vance was the only other Buck in double figures .", None),  # a Buck: the noun is right
])
def test_a_singular_team_noun_of_the_other_team(run, text, expected):
    """'the only other Celtic' said of a player of the other team: the noun is a NAME error."""
    found = [f for f in run("only_other", text) if f[0] == "NAME"]
    assert found == ([expected] if expected else [])


@pytest.mark.parametrize("text, expected", [
    ("The home team prevailed .", [("WORD", "home", "road")]),  # the visiting Bucks won
    ("In a battle of two struggling teams , the road team prevailed .", []),
    ("The road team lost 108 - 101 .", [("WORD", "road", "home")]),
])
def test_the_road_or_home_team_and_the_result(run, text, expected):
    assert run("home_road", text) == expected


def test_a_score_told_with_another_date_is_another_games(run):
    """'which prevailed 108 - 87 on Nov. 1' (this game was on Nov. 4) is an earlier meeting's score."""
    assert run("final_score", "The Bucks , which prevailed 101 - 87 on Oct. 28 , won again .") == []
    assert [f[1] for f in run("final_score", "The Bucks defeated the Nuggets 108 - 99 on Nov. 4 .")] == ["99"]


def test_a_team_after_before_playing_is_the_next_games(run):
    """'one day off before playing the Boston Celtics': the next game's opponent, not an actor here."""
    text = "The Nuggets get one day off before playing the Boston Celtics on the road ."
    assert run("team_in_game", text) == []
    assert [f[1] for f in run("team_in_game", "The Nuggets lost to the Boston Celtics .")] == ["Boston Celtics"]


@pytest.mark.parametrize("text, expected", [
    ("The Nuggets used a 31 - point third quarter to pull ahead .", [("NUMBER", "31", "28")]),
    ("The Nuggets used a 28 - point third quarter to pull ahead .", []),
    ("The Nuggets jumped out to a seven - point first quarter lead .", []),  # a margin, not points
])
def test_a_teams_n_point_quarter(run, text, expected):
    assert run("period_scores", text) == expected


def test_a_weekday_of_a_numbered_series_game_is_another_games(run):
    assert run("weekday", "The teams meet again in a pivotal Game 6 on Saturday night .") == []
