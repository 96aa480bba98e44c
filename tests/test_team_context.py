"""Team context rules and the linker's additions, on invented sentences about the example game.

Example game: Milwaukee Bucks (visitors) won at the Denver Nuggets, 108-101. Bucks: Marcus
Redfield 21 pts, Dante Albright 26, Oren Kastellan 14, Corey Vance (bench) 15, Victor Sandoval
did not play. Nuggets: Tyrell Hagan 27, Gideon Mabry 18, Andre Fontaine (bench) 12, Milo
Sorensen 9, Hugo Brennan did not play.
"""

from __future__ import annotations

import pytest

from factcheck.engine.context import CheckContext
from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker

_CHECKERS: dict[str, Checker] = {}


def run(game, family: str, text: str) -> list[tuple[str, str, str]]:
    if family not in _CHECKERS:
        _CHECKERS[family] = Checker(only=[family])
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction) for e in _CHECKERS[family].check(doc, game)]


# ---- wrong_team --------------------------------------------------------------------------------
@pytest.mark.parametrize("follow", [
    "Tyrell Hagan followed with 27 points .",
    "Tyrell Hagan was next with 27 points .",
    "Tyrell Hagan chipped in 27 points .",
    "Oren Kastellan added 14 points , while Tyrell Hagan chipped in 27 points .",
])
def test_other_teams_player_continuing_the_story_is_context(example_game, follow):
    text = "Dante Albright led the way for the Bucks with 26 points . " + follow
    assert ("CONTEXT", "Tyrell Hagan", "") in run(example_game, "wrong_team", text)


@pytest.mark.parametrize("text", [
    # same team continues
    "Dante Albright led the way for the Bucks with 26 points . Oren Kastellan followed with 14 points .",
    # a new team's story opens without a continuation word
    "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan finished with 27 points .",
    # the clause names the team
    "Dante Albright led the Bucks with 26 points . For Denver , Tyrell Hagan added 27 points .",
    # a sentence about both teams leaves the story unknown
    "Dante Albright scored 26 points . The Bucks beat the Nuggets . Tyrell Hagan added 27 points .",
])
def test_no_context_error_when_the_story_allows_the_player(example_game, text):
    assert run(example_game, "wrong_team", text) == []


def test_story_follows_the_player_when_a_team_name_conflicts(example_game):
    # "the Nuggets were led by <a Buck>": which name is wrong is unclear, so no story
    text = "The Nuggets were led by Dante Albright 's 26 points . Tyrell Hagan followed with 27 points ."
    assert run(example_game, "wrong_team", text) == []


def test_one_line_of_the_other_team_between_two_lines_of_the_story_team_is_context(example_game):
    text = ("Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan posted 27 points . "
            "Oren Kastellan finished with 14 points .")
    assert run(example_game, "wrong_team", text) == [("CONTEXT", "Tyrell Hagan", "")]
    # the story moves on to the other team: no error
    text = ("Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan posted 27 points . "
            "Gideon Mabry finished with 18 points .")
    assert run(example_game, "wrong_team", text) == []


def test_a_player_named_with_his_own_team_before_is_not_flagged_later(example_game):
    text = ("Tyrell Hagan was the top Nuggets scorer with 27 points . "
            "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan followed with 27 points .")
    assert run(example_game, "wrong_team", text) == []


def test_continuation_word_after_a_bracketed_list_of_players(example_game):
    text = ("Dante Albright led the way for the Bucks with 26 points . "
            "Tyrell Hagan ( 27 points ) and Oren Kastellan ( 14 points ) rounded out the scoring .")
    assert ("CONTEXT", "Tyrell Hagan", "") in run(example_game, "wrong_team", text)


def test_clause_joined_to_a_misplaced_line_keeps_the_story(example_game):
    text = ("Dante Albright led the way for the Bucks with 26 points . "
            "Tyrell Hagan followed with 27 points , while Gideon Mabry posted 18 points .")
    assert run(example_game, "wrong_team", text) == [("CONTEXT", "Tyrell Hagan", ""), ("CONTEXT", "Gideon Mabry", "")]


# ---- the linker's additions ----------------------------------------------------------------------
def mentions(game, text: str):
    doc = Document.from_tokenized("T.txt", text)
    return doc, CheckContext(doc, game).mentions


def test_suffix_is_part_of_the_name_and_a_misspelling_links_fuzzily(example_game):
    doc, m = mentions(example_game, "Marcus Redfield Jr. scored 21 points , while Tyrell Hagen added 27 .")
    spans = {doc.span_text(p.start, p.end): (p.kind, p.player.name) for p in m.players}
    assert spans["Marcus Redfield Jr."] == ("full", "Marcus Redfield")
    assert spans["Tyrell Hagen"] == ("fuzzy", "Tyrell Hagan")
    _, m = mentions(example_game, "Tyrone Hagen added 27 .")  # too far from any name
    assert m.players == ()


def test_unknown_names_are_kept_with_the_game_players_sharing_their_surname(example_game):
    doc, m = mentions(example_game, "In the win , Kevin Mabry had 18 points , and Chris Paul sat out .")
    unknown = {doc.span_text(u.start, u.end): [p.name for p in u.surname_of] for u in m.unknown}
    assert unknown == {"Kevin Mabry": ["Gideon Mabry"], "Chris Paul": []}
    assert all(doc.span_text(p.start, p.end) != "Mabry" for p in m.players)


def test_another_players_first_name_before_a_surname_is_not_that_surname(example_game):
    # "Corey" is Corey Vance's first name: "Corey Hagan" is nobody of this game
    doc, m = mentions(example_game, "Corey Hagan scored 27 points .")
    assert m.players == () and [doc.span_text(u.start, u.end) for u in m.unknown] == ["Corey Hagan"]


def test_singular_nickname_is_a_team_mention(example_game):
    doc, m = mentions(example_game, "Mabry was the only other Nugget in double figures .")
    assert [(doc.span_text(t.start, t.end), t.side.value) for t in m.teams] == [("Nugget", "home")]


def test_references_resolve_to_the_last_player_and_to_the_sides(example_game):
    text = ("Gideon Mabry had 18 points . The veteran added 13 rebounds , and he blocked three shots . "
            "The hosts lost , while the visitors won . The Bucks shot well , as they made 12 threes .")
    doc, m = mentions(example_game, text)
    got = [(doc.span_text(r.start, r.end), r.player.name if r.player else r.side.value) for r in m.references]
    assert got == [("The veteran", "Gideon Mabry"), ("he", "Gideon Mabry"), ("The hosts", "home"),
                   ("the visitors", "vis"), ("they", "vis")]


# ---- player_names ---------------------------------------------------------------------------------
def test_player_who_did_not_play_credited_with_numbers(example_game):
    # Victor Sandoval sat out; 15 points and four assists are Corey Vance's (his teammate)
    text = "Victor Sandoval chipped in 15 points and four assists ."
    assert run(example_game, "player_names", text) == [("NAME", "Victor Sandoval", "Corey Vance")]
    assert run(example_game, "player_names", "Victor Sandoval did not play .") == []


@pytest.mark.parametrize("text, expected", [
    ("In the win , Kevin Mabry had 18 points and 13 rebounds .", [("NAME", "Kevin Mabry", "Gideon Mabry")]),
    ("In the win , Gary Mabry had 18 points and 13 rebounds .", []),  # same initial: a nickname
    ("In the win , Kevin Mabry had 12 points .", []),  # Gideon Mabry's line does not fit
    ("In the loss , Chris Paul had 27 points and five rebounds .", [("NAME", "Chris Paul", "Tyrell Hagan")]),
    ("In the loss , Chris Paul had 27 points .", []),  # one number identifies no one
])
def test_name_not_in_this_game_with_someone_elses_numbers(example_game, text, expected):
    assert run(example_game, "player_names", text) == expected


# ---- team_names: the additions -------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    # a participle after a comma relates the sentence's subject to the second name
    ("The Bucks got off to a quick start , out - scoring the Bucks 30 - 20 .", [("NAME", "Bucks", "Nuggets")]),
    # "they", resolved to one team, relates it to itself
    ("Rebounding was key for the Nuggets , as they held the Nuggets to 40 percent .",
     [("NAME", "Nuggets", "Bucks")]),
    # a lead through the record and "a strong performance from"
    ("The Nuggets ( 2 - 3 ) were led by a strong performance from Dante Albright .",
     [("NAME", "Nuggets", "Bucks")]),
    # the duo names a player of each team: the team is half right
    ("The Nuggets were led by the duo of Dante Albright and Tyrell Hagan .", []),
])
def test_team_related_to_itself_or_led_by_the_other_teams_player(example_game, text, expected):
    assert run(example_game, "team_names", text) == expected


def test_team_compared_with_itself_is_decided_by_the_percentages(example_game):
    bucks, nuggets = example_game.vis, example_game.home
    assert bucks.fg_pct is not None and nuggets.fg_pct is not None and bucks.fg_pct != nuggets.fg_pct
    text = (f"The Bucks shot {bucks.fg_pct} percent from the field , while the Bucks shot "
            f"{nuggets.fg_pct} percent from the field .")
    assert run(example_game, "team_names", text) == [("NAME", "Bucks", "Nuggets")]
    same = (f"The Bucks shot {bucks.fg_pct} percent from the field , while the Bucks shot "
            f"{bucks.fg_pct} percent from the field .")
    assert run(example_game, "team_names", same) == []


# ---- team_result ----------------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("The Nuggets were able to prevail with a road win .", [("NAME", "Nuggets", "Bucks")]),
    ("The Bucks , 108 - 101 winners , and the Nuggets were able to coast to a victory .",
     [("NAME", "Nuggets", "Bucks")]),
    ("Milwaukee lost at home .", [("NAME", "Milwaukee", "Denver")]),
    ("The Bucks were able to prevail with a road win .", []),
    ("The Nuggets have now lost four straight .", []),  # a streak
    ("The Nuggets were coming off a win against Utah .", []),  # another game
    ("It was n't enough to propel the Nuggets to the win .", []),  # not the subject
])
def test_team_named_as_winner_when_it_lost(example_game, text, expected):
    assert run(example_game, "team_result", text) == expected


def test_they_led_by_the_other_teams_player_and_story_after_a_flag(example_game):
    text = "The Nuggets never led . They were led by Dante Albright , who scored 26 points ."
    assert run(example_game, "wrong_team", text) == [("CONTEXT", "Dante Albright", "")]
    # after a misplaced player the story is unknown: the next Buck is not flagged
    text = ("Tyrell Hagan led the way with 27 points . Dante Albright followed with 26 points . "
            "Oren Kastellan added 14 points .")
    assert run(example_game, "wrong_team", text) == [("CONTEXT", "Dante Albright", "")]


def test_a_city_both_teams_share_is_resolved_by_the_sentences_players(example_game):
    game = example_game.model_copy(update={"home": example_game.home.model_copy(update={"city": "Los Angeles"}),
                                           "vis": example_game.vis.model_copy(update={"city": "LA"})})
    doc, m = mentions(game, "Tyrell Hagan led Los Angeles with 27 points . Los Angeles won .")
    assert [(doc.span_text(t.start, t.end), t.side) for t in m.teams] == [
        ("Los Angeles", game.home.side), ("Los Angeles", None)]
    doc, m = mentions(game, "The LA Bucks beat the Los Angeles Nuggets .")
    assert [t.side for t in m.teams] == [game.vis.side, game.home.side]


# ---- team_of_player -------------------------------------------------------------------------------
@pytest.mark.parametrize("text, expected", [
    ("The Nuggets ' Dante Albright scored 26 points .", [("NAME", "Nuggets", "Bucks")]),
    ("Denver guard Dante Albright scored 26 points .", [("NAME", "Denver", "Milwaukee")]),
    ("Milwaukee 's Dante Albright scored 26 points .", []),
    ("The Nuggets beat Dante Albright .", []),  # no possessive or role: no construction
])
def test_team_named_as_the_other_teams_players_team(example_game, text, expected):
    assert run(example_game, "team_of_player", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The backcourt of Chris Paul and Dante Albright did the damage .", [("NAME", "Chris Paul", "")]),
    ("The backcourt of Dante Albright and Victor Sandoval did the damage .", [("NAME", "Victor Sandoval", "")]),
    ("The Bucks played without Chris Paul and Victor Sandoval .", []),  # said to be missing
    ("Chris Paul and the Bucks beat the Nuggets .", []),  # not paired with a player
])
def test_name_not_in_this_game_paired_with_a_player_who_played(example_game, text, expected):
    assert run(example_game, "player_names", text) == expected


def test_shared_surname_resolved_by_a_recent_full_name_or_the_sentences_team(example_game):
    players = tuple(p.model_copy(update={"name": "Milo Redfield", "last_name": "Redfield"})
                    if p.name == "Milo Sorensen" else p for p in example_game.players)
    game = example_game.model_copy(update={"players": players})

    def linked(text: str) -> list[str | None]:
        doc, m = mentions(game, text)
        return [p.player.name if p.player else None for p in m.players if doc.tokens[p.end - 1] == "Redfield"]

    assert linked("Marcus Redfield scored 21 points . Redfield added 11 rebounds .") == [
        "Marcus Redfield", "Marcus Redfield"]
    assert linked("The Nuggets got 9 points from Redfield .") == ["Milo Redfield"]
    assert linked("Redfield scored in the win .") == [None]


def test_player_named_as_one_more_of_the_storys_team_players(example_game):
    text = ("Tyrell Hagan led the Nuggets with 27 points . "
            "Dante Albright was the only other Nuggets player in double figures .")
    assert run(example_game, "wrong_team", text) == [("CONTEXT", "Dante Albright", "")]
    text = ("Tyrell Hagan led the Nuggets with 27 points . "
            "Gideon Mabry was the only other Nuggets player in double figures .")
    assert run(example_game, "wrong_team", text) == []


# ---- second pass: fewer false alarms on human-written summaries -------------------------------------
@pytest.mark.parametrize("text", [
    "Dante Albright got the start for Victor Sandoval and finished with 26 points and five rebounds .",
    "Dante Albright stepped up in Victor Sandoval 's absence , with 26 points and five rebounds .",
    "Victor Sandoval 's stand - in , Corey Vance , had 15 points and four assists .",
])
def test_a_player_named_as_missing_or_replaced_is_not_credited_the_numbers(example_game, text):
    assert run(example_game, "player_names", text) == []


@pytest.mark.parametrize("text, expected", [
    ("In the loss , Iron Giant had 27 points and five rebounds .", [("NAME", "Iron Giant", "Tyrell Hagan")]),
    ("In the loss , the Iron Giant had 27 points and five rebounds .", []),  # a nickname
    ("In the loss , the `` Iron Giant '' had 27 points and five rebounds .", []),
    ("In the loss , the potential Most Valuable Player had 27 points and five rebounds .", []),  # a title
])
def test_nicknames_and_titles_are_not_misnamed_players(example_game, text, expected):
    assert run(example_game, "player_names", text) == expected


@pytest.mark.parametrize("text", [
    "Denver was expected to win this game easily .",
    "The Nuggets have won just two of their last 10 games .",
    "Strangely , the Nuggets won many of the statistical categories .",
    "The Nuggets earned a 100 - 92 win over Utah two days ago .",
    "The Nuggets fell behind early .",
    "The Nuggets went on a nine - game win streak last month .",
])
def test_results_of_other_games_or_parts_of_this_one_are_not_the_result(example_game, text):
    assert run(example_game, "team_result", text) == []


@pytest.mark.parametrize("text", [
    "Dante Albright led the way against the Nuggets with 26 points .",
    "The Bucks escaped Denver with a 108 - 101 victory against the Nuggets .",
    "The Nuggets struggled all night . They also crushed the Nuggets on the glass .",
])
def test_team_named_as_opponent_or_place_is_not_a_wrong_team(example_game, text):
    assert run(example_game, "team_names", text) == []


@pytest.mark.parametrize("text, expected", [
    ("Dante Albright led the way for the Bucks with 26 points . On the other side , Tyrell Hagan added 27 points .", []),
    ("Dante Albright led the way for the Bucks with 26 points . Meanwhile , Tyrell Hagan added 27 points .", []),
    ("Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan added five rebounds to his 27 points .",
     []),
    ("Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan followed Gideon Mabry with 27 points .",
     []),  # placed by the teammate named with him
    ("The Bucks had four players in double figures . Tyrell Hagan led the way with 27 points .",
     [("CONTEXT", "Tyrell Hagan", "")]),
    ("The Bucks shot 50 percent from the field . Tyrell Hagan led the way with 27 points .", []),
    ("Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan , Gideon Mabry and Milo Sorensen "
     "each played 20 minutes . Oren Kastellan finished with 14 points .", []),  # a group, not one line
])
def test_writers_turning_to_the_other_team(example_game, text, expected):
    assert run(example_game, "wrong_team", text) == expected


def test_initials_with_or_without_dots_and_particles_link_to_the_player(example_game):
    renamed = {"Oren Kastellan": "OJ Kastellan", "Corey Vance": "Corey de Vance"}
    players = tuple(p.model_copy(update={"name": renamed[p.name]}) if p.name in renamed else p
                    for p in example_game.players)
    game = example_game.model_copy(update={"players": players})
    text = "O. J. Kastellan had 14 points , O.J. Kastellan shot well and Corey De Vance added 15 ."
    doc, m = mentions(game, text)
    got = [(doc.span_text(p.start, p.end), p.player.name) for p in m.players]
    assert got == [("O. J. Kastellan", "OJ Kastellan"), ("O.J. Kastellan", "OJ Kastellan"),
                   ("Corey De Vance", "Corey de Vance")]
    doc, m = mentions(game, "In the win , Corey Vance added 15 points .")  # words of one player's name
    assert [(doc.span_text(p.start, p.end), p.player.name) for p in m.players] == [("Corey Vance", "Corey de Vance")]


@pytest.mark.parametrize("text, expected", [
    ("The Nuggets were able to pierce Denver 's armor .", [("NAME", "Denver", "Milwaukee")]),
    ("The Nuggets came in with a loss to the Nuggets .", [("NAME", "Nuggets", "Bucks")]),
    ("The Bucks held the Nuggets to 40 percent , while also forcing 15 turnovers from the Bucks .",
     [("NAME", "Bucks", "Nuggets")]),
    # the team between is the participle's subject
    ("The Bucks led early , but the Nuggets came back , outscoring the Bucks 30 - 20 .", []),
    ("Milwaukee entered after a loss to Utah that had people doubting the Bucks .", []),
])
def test_more_relations_of_a_team_to_itself(example_game, text, expected):
    assert run(example_game, "team_names", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The Bucks ( 40 - 30 ) defeated the Tyrell Hagan ( 3 - 9 ) .", [("NAME", "Tyrell Hagan", "Denver Nuggets")]),
    ("Tyrell Hagan ( 27 points ) and Gideon Mabry ( 18 - 2 FT ) led the Nuggets .", []),
    ("The Bucks ' Dante Albright ( 9 - 18 ) scored 26 points .", []),  # a shooting line after a possessive
    ("Dante Albright ( 9 - 18 ) scored 26 points .", []),
])
def test_player_name_in_a_teams_slot(example_game, text, expected):
    assert run(example_game, "player_as_team", text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The Bucks had three players in double figures , including Oren Kastellan and Dante Albright .", []),
    ("The Nuggets had three players in double figures , including Milo Sorensen .", [("NAME", "Milo Sorensen", "")]),
    ("The Nuggets had three players in double figures . Milo Sorensen , including bench points , had nine .", []),
])
def test_player_listed_among_double_figure_scorers(example_game, text, expected):
    assert run(example_game, "double_figures_names", text) == expected


def test_pair_leading_a_team_with_one_player_of_the_other_team(example_game):
    text = "The Bucks were led by the duo of Tyrell Hagan and Dante Albright ."
    assert run(example_game, "wrong_team", text) == [("CONTEXT", "Tyrell Hagan", "")]
    text = "Dante Albright led the way for the Bucks with 26 points . Tyrell Hagan followed up Monday 's win with 27 points ."
    assert run(example_game, "wrong_team", text) == []


def test_a_list_of_lines_sorted_across_both_teams_has_no_story(example_game):
    text = "Tyrell Hagan scored 27 points . Dante Albright scored 26 points . Gideon Mabry scored 18 points ."
    assert run(example_game, "wrong_team", text) == []
