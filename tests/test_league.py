"""The league (boxscore/league.py) and the rules that need it, on a small invented schedule.

The example game (gold/example_game.json): the Milwaukee Bucks (4-2 after it) won at the Denver
Nuggets (2-3), 108-101, on Friday 2016-11-04. The invented schedule around it:

Bucks:   10-26 W at Hornets, 10-28 L v Pelicans, 10-29 L at Knicks, 11-01 W v Kings, 11-02 W at Pacers,
         11-04 W at Nuggets (this game), then Sunday 11-06 at the Jazz, 11-08 v Lakers.
Nuggets: 10-26 W v Pelicans, 10-29 L at Trail Blazers, 11-01 L v Spurs, 11-03 W at Jazz,
         11-04 L v Bucks (this game), then Saturday 11-05 v Hornets (a back-to-back at home).
"""

from __future__ import annotations

import copy
import csv
import datetime as dt
import io
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boxscore import RecordError, game_from_record
from boxscore.league import League, read_schedule, season_of
from factcheck.commands.cli import app
from factcheck.text.document import Document
from factcheck.engine.pipeline import Checker

SCHEDULE = """date,season,game_type,home_city,home_name,away_city,away_name,home_pts,away_pts
2016-10-26,2016-17,regular,Charlotte,Hornets,Milwaukee,Bucks,96,104
2016-10-26,2016-17,regular,Denver,Nuggets,New Orleans,Pelicans,107,102
2016-10-27,2016-17,regular,Los Angeles,Lakers,Los Angeles,Clippers,99,101
2016-10-28,2016-17,regular,Milwaukee,Bucks,New Orleans,Pelicans,99,117
2016-10-28,2016-17,regular,Detroit,Pistons,Toronto,Raptors,100,95
2016-10-29,2016-17,regular,New York,Knicks,Milwaukee,Bucks,110,100
2016-10-29,2016-17,regular,Portland,Trail Blazers,Denver,Nuggets,115,113
2016-11-01,2016-17,regular,Milwaukee,Bucks,Sacramento,Kings,117,91
2016-11-01,2016-17,regular,Denver,Nuggets,San Antonio,Spurs,96,102
2016-11-02,2016-17,regular,Indiana,Pacers,Milwaukee,Bucks,110,118
2016-11-03,2016-17,regular,Utah,Jazz,Denver,Nuggets,91,105
2016-11-04,2016-17,regular,Denver,Nuggets,Milwaukee,Bucks,101,108
2016-11-05,2016-17,regular,Denver,Nuggets,Charlotte,Hornets,,
2016-11-06,2016-17,regular,Utah,Jazz,Milwaukee,Bucks,,
2016-11-08,2016-17,regular,Milwaukee,Bucks,Los Angeles,Lakers,,
"""
FRIDAY = dt.date(2016, 11, 4)


@pytest.fixture(scope="module")
def schedule_path(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("league") / "schedule.csv"
    path.write_text(SCHEDULE, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def earlier_game(example_record):
    """The Bucks' game at Indiana two days before: Redfield 14 points, 10 rebounds (a double-double)."""
    record = copy.deepcopy(example_record)
    record.update(day="11_02_16", home_name="Pacers", home_city="Indiana")
    box = record["box_score"]
    box["TEAM_CITY"] = {k: ("Indiana" if v == "Denver" else v) for k, v in box["TEAM_CITY"].items()}
    box["PTS"]["0"], box["REB"]["0"] = "14", "10"
    record["home_line"]["TEAM-PTS"], record["vis_line"]["TEAM-PTS"] = "110", "118"
    return game_from_record(record)


@pytest.fixture(scope="module")
def league(schedule_path, example_game, earlier_game) -> League:
    return League.from_files(schedule_path, extra=[earlier_game, example_game])


def run(league, game, text: str, family: str) -> list[tuple[str, str, str]]:
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction)
            for e in Checker(only=[family], league=league).check(doc, game)]


# ---- the league's queries --------------------------------------------------------------------
def test_next_game_is_the_first_strictly_after_the_date(league):
    nxt = league.next_game("Bucks", FRIDAY)
    assert (nxt.date, nxt.opponent, nxt.home, nxt.weekday) == (dt.date(2016, 11, 6), "Jazz", False, "Sunday")
    assert league.days_between("Nuggets", FRIDAY) == 1
    assert league.next_game("Nuggets", FRIDAY).venue_city == "Denver"
    assert league.next_game("Bucks", dt.date(2016, 11, 8)) is None


def test_previous_games_record_and_streak(league):
    last = league.previous_games("Bucks", FRIDAY, 3)
    assert [g.opponent for g in last] == ["Knicks", "Kings", "Pacers"]
    assert [g.won for g in league.previous_games("Bucks", FRIDAY, 3, inclusive=True)] == [True, True, True]
    assert league.record("Bucks", FRIDAY) == (4, 2)  # as RotoWire records it after the game
    assert league.record("Nuggets", FRIDAY, inclusive=False) == (2, 2)
    assert league.streak("Bucks", FRIDAY) == (True, 3)
    assert league.streak("Nuggets", FRIDAY, inclusive=False) == (True, 1)
    assert [g.date for g in league.season_series("Bucks", "Nuggets", FRIDAY)] == [FRIDAY]


def test_box_scores_are_merged_with_the_schedule_and_index_players(league, example_game):
    tg = league.game_on("Bucks", FRIDAY)
    assert league.box_score(tg) is example_game
    assert len([g for g in league.games if g.date == FRIDAY]) == 1  # one game, not two
    lines = league.player_lines("Marcus Redfield", FRIDAY)
    assert [(pl.date, pl.player.PTS) for pl in lines] == [(dt.date(2016, 11, 2), 14)]


def test_los_angeles_teams_stay_apart(league):
    assert league.city("Lakers") == league.city("Clippers") == "Los Angeles"
    assert league.game_on("Clippers", dt.date(2016, 10, 27)).won is True


def test_season_of_a_date():
    assert season_of(dt.date(2016, 11, 4)) == "2016-17"
    assert season_of(dt.date(2017, 4, 20)) == "2016-17"


def test_a_bad_schedule_row_names_its_line(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text(SCHEDULE.splitlines()[0] + "\n2016-13-40,2016-17,regular,A,B,C,D,1,2\n", encoding="utf-8")
    with pytest.raises(RecordError, match="line 2"):
        read_schedule(path)
    path.write_text("date,home_name\n", encoding="utf-8")
    with pytest.raises(RecordError, match="missing column"):
        read_schedule(path)


# ---- next game -------------------------------------------------------------------------------
def test_wrong_next_opponent_weekday_and_venue(league, example_game):
    text = "The Bucks head back home to face the Utah Jazz on Saturday ."
    assert run(league, example_game, text, "next_game") == [
        ("WORD", "home", "road"), ("NAME", "Saturday", "Sunday")]
    text = "The Bucks will host the Portland Trail Blazers on Sunday ."
    assert run(league, example_game, text, "next_game") == [
        ("WORD", "host", "visit"), ("NAME", "Portland Trail Blazers", "Utah Jazz")]


def test_corrections_keep_the_texts_form_city_or_nickname(league, example_game):
    text = "Next up , the Nuggets will visit the Spurs on Saturday ."
    assert run(league, example_game, text, "next_game") == [("WORD", "visit", "host"), ("NAME", "Spurs", "Hornets")]
    text = "The Nuggets will travel to Charlotte to play the Hornets on Saturday ."
    assert run(league, example_game, text, "next_game") == [("WORD", "travel", "return home"),
                                                            ("NAME", "Charlotte", "Denver")]


@pytest.mark.parametrize("text, expected", [
    ("The Bucks will hit the home to face the Jazz on Sunday .", [("WORD", "home", "road")]),
    ("The Bucks will stay home to face the Jazz on Sunday .", [("WORD", "home", "road")]),
    ("The Nuggets will head road to face the Hornets on Saturday .", [("WORD", "road", "home")]),
    ("The Nuggets will be at road against the Hornets on Saturday .", [("WORD", "at road", "at home")]),
    ("The Bucks will continue their home trip against the Jazz on Sunday .", [("WORD", "home", "road")]),
    ("The Nuggets will embark on a two - game road trip against the Hornets .", [("WORD", "road", "home")]),
    # true, or about a later trip or an earlier one
    ("The Bucks will hit the road to face the Jazz on Sunday .", []),
    ("The Bucks will continue their road trip against the Jazz on Sunday .", []),
    ("The Nuggets will then be embarking on another extended road trip .", []),
    ("The Nuggets will host the Hornets on Saturday after their road trip .", []),
    ("The Bucks fell . They head home for a date with the Jazz on Sunday .", [("WORD", "home", "road")]),
    ("The Bucks will end their home trip in Utah on Sunday .", [("WORD", "home", "road")]),
    # the verb that carries the trip on stands before its length
    ("The Bucks will wrap up their four - game home trip against the Jazz on Sunday .", [("WORD", "home", "road")]),
    ("The Bucks will wrap up their four - game road trip against the Jazz on Sunday .", []),
])
def test_venue_words_of_the_next_game(league, example_game, text, expected):
    """Venue words in every position a writer puts them: 'hit the road', 'stay home', 'a three -
    game road trip', 'continue their road trip'; a trip told as later or earlier is left alone."""
    assert run(league, example_game, text, "next_game") == expected


def test_pronoun_subject_is_the_team_of_the_sentence_before(league, example_game):
    text = "The Nuggets fell to 2 - 3 . They 're home again on Sunday to face the Hornets ."
    assert run(league, example_game, text, "next_game") == [("NAME", "Sunday", "Saturday")]


def test_right_claims_and_earlier_games_are_not_flagged(league, example_game):
    assert run(league, example_game, "The Bucks will visit the Jazz on Sunday .", "next_game") == []
    text = "The Nuggets will look to bounce back from Thursday 's win over the Jazz on Saturday against the Hornets ."
    assert run(league, example_game, text, "next_game") == []
    assert run(league, example_game, "The Nuggets defeated the visiting Kings on Monday .", "next_game") == []


def test_back_to_back_and_rest(league, example_game):
    text = "The Bucks will play the second half of a back - to - back against the Jazz ."
    assert run(league, example_game, text, "next_game") == [("WORD", "back - to - back", "")]
    text = "The Nuggets will play the second half of a back - to - back against the Hornets ."
    assert run(league, example_game, text, "next_game") == []
    text = "The Nuggets will have a couple of days off before hosting the Hornets ."
    assert run(league, example_game, text, "next_game") == [("WORD", "couple", "")]
    # the rest before this game is not the next game's
    text = "The Nuggets had a couple of days off before this matchup , but they will host the Hornets next ."
    assert run(league, example_game, text, "next_game") == []


def test_without_a_league_nothing_is_checked(example_game):
    doc = Document.from_tokenized("T.txt", "The Bucks will host the Portland Trail Blazers on Monday .")
    assert Checker(only=["next_game", "streaks", "history"]).check(doc, example_game) == []


# ---- streaks ---------------------------------------------------------------------------------
def test_won_n_of_last_m_counts_this_game_unless_before(league, example_game):
    assert run(league, example_game, "The Bucks have now won three of their last five games .", "streaks") == []
    assert run(league, example_game, "The Bucks have now won four of their last five games .", "streaks") == [
        ("NUMBER", "four", "three")]
    text = "The Bucks came into this game winners of three of their last five games ."
    assert run(league, example_game, text, "streaks") == []  # W L L W W before Friday
    text = "The Bucks came into this game winners of four of their last five games ."
    assert run(league, example_game, text, "streaks") == [("NUMBER", "four", "three")]


def test_streak_direction_and_length(league, example_game):
    assert run(league, example_game, "The Bucks have won four straight games .", "streaks") == [
        ("NUMBER", "four", "three")]
    assert run(league, example_game, "The Bucks have now lost two in a row .", "streaks") == [
        ("WORD", "lost two", "")]
    assert run(league, example_game, "It was the Bucks ' third straight win .", "streaks") == []
    text = "The Nuggets have now lost three of their last five games ."
    assert run(league, example_game, text, "streaks") == []


# ---- history ---------------------------------------------------------------------------------
def test_double_double_run_and_sums_over_known_box_scores(league, example_game):
    text = ("Marcus Redfield had 21 points and 11 rebounds . It was his second double - double in a row , "
            "as he 's combined for 40 points and 21 rebounds over his last two games .")
    assert run(league, example_game, text, "history") == [("NUMBER", "40", "35")]
    text = "Gideon Mabry had 18 points . It was his third double - double in a row ."
    assert run(league, example_game, text, "history") == []  # Nuggets' earlier box scores unknown
    text = "Tyrell Hagan scored 27 points . It was his second double - double in a row ."
    assert run(league, example_game, text, "history") == [("NUMBER", "second double - double", "")]


def test_a_sum_below_this_game_alone_is_wrong_without_earlier_box_scores(league, example_game):
    text = "Tyrell Hagan scored 27 points . He 's combined for 20 points over his last two games ."
    assert run(league, example_game, text, "history") == [("NUMBER", "20", "")]


def test_back_to_back_of_this_game(league, example_game):
    text = "The Bucks were in the second half of a back - to - back set ."
    assert run(league, example_game, text, "history") == []  # the Nuggets played on Thursday
    text = "The Bucks were in the first half of a back - to - back set ."
    assert run(league, example_game, text, "history") == []  # the Nuggets play on Saturday


# ---- not checkable ---------------------------------------------------------------------------
def test_not_checkable_spans_only_when_asked(example_game):
    text = "The Nuggets remain in last place , and Tyrell Hagan is averaging 20 points on the season ."
    doc = Document.from_tokenized("T.txt", text)
    assert Checker(only=["not_checkable"]).check(doc, example_game) == []
    found = Checker(only=["not_checkable"], not_checkable=True).check(doc, example_game)
    assert [(e.category.value, doc.span_text(e.start, e.end)) for e in found] == [
        ("NOT_CHECKABLE", "last place"), ("NOT_CHECKABLE", "20")]


# ---- the command line ------------------------------------------------------------------------
PLAIN_ENV = {"FORCE_COLOR": None, "TTY_COMPATIBLE": None, "NO_COLOR": "1", "COLUMNS": "200"}


def _check(gold_dir, *extra: str):
    runner = CliRunner(env=PLAIN_ENV)
    return runner.invoke(app, ["check", "--games", str(gold_dir / "example_game.json"),
                               "--texts", str(gold_dir / "texts"), *extra])


def _rows(stdout: str) -> list[dict]:
    return list(csv.DictReader(io.StringIO(stdout)))


def test_schedule_option_checks_the_next_games(gold_dir, tmp_path):
    schedule = tmp_path / "schedule.csv"
    schedule.write_text(SCHEDULE, encoding="utf-8")
    without = _check(gold_dir)
    assert without.exit_code == 0, without.stderr
    assert "no schedule given" not in without.stderr  # a run given no league data is a box-score run, as asked
    asked = _check(gold_dir, "--rules", "next_game,weekday")
    assert asked.stderr.count("no schedule given") == 1  # the rules asked for by name: reported once, not per text
    result = _check(gold_dir, "--schedule", str(schedule))
    assert result.exit_code == 0, result.stderr
    assert "no schedule given" not in result.stderr
    added = {(r["TOKENS"], r["TYPE"], r["CORRECTION"]) for r in _rows(result.stdout)} - \
        {(r["TOKENS"], r["TYPE"], r["CORRECTION"]) for r in _rows(without.stdout)}
    # "The Bucks will host the Sacramento Kings on Saturday, while the Nuggets visit the Detroit Pistons"
    assert ("host", "WORD", "visit") in added
    assert ("Sacramento Kings", "NAME", "Utah Jazz") in added
    assert ("Detroit Pistons", "NAME", "Charlotte Hornets") in added
    assert ("visit", "WORD", "host") in added


def test_league_option_accepts_several_files_and_reports_unreadable_ones(gold_dir, tmp_path):
    game = str(gold_dir / "example_game.json")
    result = _check(gold_dir, "--league", f"{game},{game}", "--league", game)
    assert result.exit_code == 0, result.stderr
    assert "no schedule given" in result.stderr
    bad = _check(gold_dir, "--league", str(tmp_path / "missing.json"))
    assert bad.exit_code == 2 and "missing.json" in bad.stderr and "Traceback" not in bad.stderr


def test_not_checkable_option(gold_dir):
    result = _check(gold_dir, "--not-checkable")
    assert result.exit_code == 0, result.stderr


def test_box_scores_without_a_schedule_do_not_give_next_or_previous_games(example_game, earlier_game):
    partial = League.from_files(None, extra=[earlier_game, example_game])
    assert not partial.has_schedule
    assert run(partial, example_game, "The Bucks will host the Portland Trail Blazers on Monday .", "next_game") == []
    text = ("Marcus Redfield had 21 points and 11 rebounds . It was his second double - double in a row , "
            "as he 's combined for 40 points over his last two games .")
    assert run(partial, example_game, text, "history") == []
    # this game's box score alone still settles a run that did not happen
    text = "Tyrell Hagan scored 27 points . It was his second double - double in a row ."
    assert run(None, example_game, text, "history") == [("NUMBER", "second double - double", "")]


def test_nearest_cue_decides_whether_this_game_counts(league, example_game):
    text = ("The Bucks checked in having won three of their last five , and have now won three of their "
            "last five games .")
    assert run(league, example_game, text, "streaks") == []
    text = "The Nuggets came into this game looking to snap a two - game losing streak ."
    assert run(league, example_game, text, "streaks") == [("WORD", "snap", "")]  # they had won on Thursday


def test_n_game_streaks_of_this_team_only(league, example_game):
    assert run(league, example_game, "The Bucks are riding a three - game winning streak .", "streaks") == []
    assert run(league, example_game, "The Bucks are riding a four - game winning streak .", "streaks") == [
        ("NUMBER", "four", "three")]
    assert run(league, example_game, "The Bucks extended a three - game skid .", "streaks") == [
        ("WORD", "three - game skid", "")]
    assert run(league, example_game, "The Bucks snapped the Nuggets ' five - game winning streak .", "streaks") == []


def test_had_and_cues_after_the_claim_count_the_games_before(league, example_game):
    # before Friday the Bucks had won two straight (Kings, Pacers); with Friday, three
    assert run(league, example_game, "The Bucks had won two straight headed into this game .", "streaks") == []
    assert run(league, example_game, "The Bucks have won two straight .", "streaks") == [("NUMBER", "two", "three")]


def test_team_finder_keeps_los_angeles_ambiguous_and_knows_short_forms(league):
    from factcheck.reader.league_text import finder

    refs = finder(league).find("Los Angeles beat the LA Clippers and the Blazers".split())
    assert [(r.teams, r.kind) for r in refs] == [
        (frozenset({"Lakers", "Clippers"}), "city"), (frozenset({"Clippers"}), "full"),
        (frozenset({"Trail Blazers"}), "name")]


def test_form_words_against_recent_results(league, example_game):
    # Bucks: W L L W W W through Friday (four of the last five); Nuggets lost three of four before Thursday's win
    text = "The Bucks have won four of their last five , as they continue to struggle ."
    assert run(league, example_game, text, "form_words") == [("WORD", "continue to struggle", "")]
    text = "The Nuggets have now lost three of their last five , as they continue to struggle ."
    assert run(league, example_game, text, "form_words") == []
    text = "The Bucks came into this game as one of the hottest teams in the league ."
    assert run(league, example_game, text, "form_words") == []


# ---- second pass: clauses, subjects, runs that are not the current one -------------------------
def run_nc(league, game, text: str, family: str) -> list[tuple[str, str, str]]:
    doc = Document.from_tokenized("T.txt", text)
    return [(e.category.value, doc.span_text(e.start, e.end), e.correction)
            for e in Checker(only=[family], league=league, not_checkable=True).check(doc, game)]


def test_next_game_cues_must_go_somewhere(league, example_game):
    # "remain in last place", "stay close" are no cues of a game to come
    assert run(league, example_game, "The Nuggets remain in last place , four games behind the Spurs .", "next_game") == []
    assert run(league, example_game, "The Bucks let the Nuggets stay close with the Spurs .", "next_game") == []
    assert run(league, example_game, "The Nuggets remain home to face the Spurs .", "next_game") == [
        ("NAME", "Spurs", "Hornets")]


def test_and_with_a_new_subject_starts_a_new_clause(league, example_game):
    text = "The Bucks visit the Jazz on Sunday , and the Nuggets host the Hornets on Saturday ."
    assert run(league, example_game, text, "next_game") == []
    text = "The Bucks visit the Jazz on Sunday and the Nuggets will host the Spurs on Saturday ."
    assert run(league, example_game, text, "next_game") == [("NAME", "Spurs", "Hornets")]


def test_next_opponent_only_where_an_opponent_is_named(league, example_game):
    text = "The Bucks will have growing pains , and a veteran team like the Spurs was too much ."
    assert run(league, example_game, text, "next_game") == []
    text = "After holding off the Nuggets , the Bucks will visit the Jazz on Sunday ."
    assert run(league, example_game, text, "next_game") == []  # the subject stands before the cue
    text = "The Nuggets host the Hornets on Saturday , before heading out on a road trip against the Spurs ."
    assert run(league, example_game, text, "next_game") == []  # the game after the next
    text = "The Nuggets host the Hornets on Saturday before a matchup with the Spurs on Tuesday ."
    assert run(league, example_game, text, "next_game") == []


def test_venue_words_in_a_record_or_a_noun_are_no_claim(league, example_game):
    text = "The Bucks are 3 - 1 on the road and will visit the Jazz on Sunday ."
    assert run(league, example_game, text, "next_game") == []
    text = "The Bucks outscored their hosts and will visit the Jazz on Sunday ."
    assert run(league, example_game, text, "next_game") == []
    assert run(league, example_game, "The Nuggets will travel back home to face the Hornets .", "next_game") == []
    assert run(league, example_game, "The Bucks will travel back home to face the Jazz .", "next_game") == [
        ("WORD", "home", "road")]


def test_a_relative_clause_is_about_the_team_just_named(league, example_game):
    # Bucks: W L L W W W through Friday; Nuggets: W L L W L
    text = "The Nuggets lost to the Bucks , who have now won three straight ."
    assert run(league, example_game, text, "streaks") == []
    text = "The Bucks beat the Nuggets , who have now lost two straight ."
    assert run(league, example_game, text, "streaks") == [("NUMBER", "two", "one")]


def test_runs_that_are_not_the_current_one(league, example_game):
    text = "The Bucks have won three straight after a two - game losing streak ."
    assert run(league, example_game, text, "streaks") == []
    assert run(league, example_game, "The Bucks have won two straight on the road .", "streaks") == []
    assert run(league, example_game, "The Bucks have won two straight .", "streaks") == [("NUMBER", "two", "three")]
    text = "A four - game losing streak would have been a record for the Bucks ."
    assert run(league, example_game, text, "streaks") == []


def test_a_run_to_come_counts_one_more(league, example_game):
    assert run(league, example_game, "The Bucks will look for their fourth straight win on Sunday .", "streaks") == []
    assert run(league, example_game, "The Bucks will look for their third straight win on Sunday .", "streaks") == [
        ("NUMBER", "third", "fourth")]


def test_nth_win_of_the_last_m(league, example_game):
    text = "This marks the Bucks ' fourth win in their last five games ."
    assert run(league, example_game, text, "streaks") == [("NUMBER", "fourth", "third")]
    text = "The Bucks have been hot , as this marks their 10th win in their last eight games ."
    assert run(league, example_game, text, "streaks") == [("NUMBER", "10th", "")]


def test_form_word_said_after_a_win_and_a_winning_week(league, example_game):
    text = "The Bucks have won three of their last five , as they continue to falter ."
    assert run(league, example_game, text, "form_words") == [("WORD", "continue to falter", "")]
    text = "The Nuggets beat the Jazz on Thursday , and the Bucks continue to struggle ."
    assert run(league, example_game, text, "form_words") == [("WORD", "continue to struggle", "")]


def _similar_league(example_game) -> League:
    """Both teams 5 - 5 before Friday, winning every other game: alike in record and form."""
    from boxscore.league import LeagueGame
    games = []
    for k in range(10):
        d = FRIDAY - dt.timedelta(days=2 * (10 - k))
        won = k % 2 == 0
        games.append(LeagueGame(d, "Bucks", "Milwaukee", "Kings", "Sacramento", 100 if won else 90, 95))
        games.append(LeagueGame(d, "Nuggets", "Denver", "Jazz", "Utah", 100 if not won else 90, 95))
    return League(games, [example_game], has_schedule=True)


def test_opposite_directions_of_two_teams_alike(league, example_game):
    text = "These are two teams going in opposite directions ."
    assert run(_similar_league(example_game), example_game, text, "form_words") == [("WORD", "opposite directions", "")]
    assert run(league, example_game, text, "form_words") == []  # 4 - 2 and 2 - 3: they differ


def test_player_runs_through_pronoun_sentences(league, example_game):
    text = ("Marcus Redfield had 21 points . He grabbed 11 rebounds as well . It was his second double - double "
            "in a row , as he 's combined for 40 points over his last two games .")
    assert run(league, example_game, text, "history") == [("NUMBER", "40", "35")]


def test_an_ordinal_double_double_says_this_game_was_one(league, example_game):
    text = "Tyrell Hagan recorded his fifth double - double of the season ."
    assert run(league, example_game, text, "history") == [("NUMBER", "fifth double - double", "")]
    text = "Gideon Mabry recorded his fifth double - double of the season ."
    assert run(league, example_game, text, "history") == []
    text = "Tyrell Hagan missed his second straight double - double ."
    assert run(league, example_game, text, "history") == []
    text = "Marcus Redfield recorded his second double - double of the season , while Tyrell Hagan had 27 points ."
    assert run(league, example_game, text, "history") == []  # the name after is another player's


def test_point_mark_against_this_games_points(league, example_game):
    text = "Tyrell Hagan scored 27 points . It was the first time he 's surpassed the 30 - point mark this season ."
    assert run(league, example_game, text, "history") == [("WORD", "surpassed", "")]
    # the Pacers game of the fixture has him with 27 points two days before: not the first time
    text = "Tyrell Hagan scored 27 points . It was the first time he 's surpassed the 20 - point mark this season ."
    assert run(league, example_game, text, "history") == [("WORD", "surpassed", "")]
    text = "Tyrell Hagan scored 27 points . It was the third time he 's surpassed the 20 - point mark this season ."
    assert run(league, example_game, text, "history") == []


def test_season_averages_are_not_averages_over_the_last_games(league, example_game):
    text = "Marcus Redfield had 21 points . He 's averaging 30 points on the season ."
    assert run(league, example_game, text, "history") == []


def test_player_runs_the_data_cannot_settle_are_not_checkable(league, example_game):
    text = "Gideon Mabry had 18 points . He 's combined for 50 points over his last two games ."
    assert run(league, example_game, text, "history") == []
    assert run_nc(league, example_game, text, "history") == [("NOT_CHECKABLE", "50", "")]


def test_not_checkable_standings_playoff_race_and_injuries(example_game):
    text = ("The Nuggets are four games behind the Jazz with faint playoff hopes after a knee injury to their "
            "center , but they continue to climb up the standings .")
    assert run_nc(None, example_game, text, "not_checkable") == [
        ("NOT_CHECKABLE", "four games behind", ""), ("NOT_CHECKABLE", "faint playoff hopes", ""),
        ("NOT_CHECKABLE", "knee injury", ""), ("NOT_CHECKABLE", "climb up", "")]
    text = "On the injury front , the Nuggets came in as a big favorite ."
    assert run_nc(None, example_game, text, "not_checkable") == []


def test_as_well_when_the_two_next_games_fall_on_different_days(league, example_game):
    # the Bucks play Sunday, the Nuggets Saturday
    text = "The Bucks visit the Jazz on Sunday , while the Nuggets host the Hornets on Saturday as well ."
    assert run(league, example_game, text, "next_game") == [("WORD", "as well", "")]
    text = "The Bucks visit the Jazz on Saturday , while the Nuggets host the Hornets on Saturday as well ."
    assert ("WORD", "as well", "") not in run(league, example_game, text, "next_game")  # the text's days agree


def test_same_subject_twice_names_the_other_team_where_its_game_fits(league, example_game):
    text = "The Bucks will visit the Jazz on Sunday , while the Bucks will host the Hornets on Saturday ."
    assert ("NAME", "Bucks", "Nuggets") in run(league, example_game, text, "next_game")


def test_playoff_round_of_a_regular_season_game(league, example_game):
    text = "The Bucks were coming off a win against the Pacers in the first round of the playoffs ."
    assert run(league, example_game, text, "history") == [("WORD", "first round of the playoffs", "")]
    text = "The Bucks will face the Pacers in the first round of the playoffs ."
    assert run(league, example_game, text, "history") == []


def test_tip_off_times_other_than_the_evening_are_not_checkable(example_game):
    text = "The Bucks beat the Nuggets on Friday afternoon , after a Friday night shootaround ."
    assert run_nc(None, example_game, text, "not_checkable") == [("NOT_CHECKABLE", "afternoon", "")]


def test_ordinal_corrections_are_written_as_ordinals():
    from factcheck.text.numbers import ordinal_word

    assert [ordinal_word(n) for n in (1, 3, 11, 12, 21, 22, 23)] == [
        "first", "third", "11th", "12th", "21st", "22nd", "23rd"]


def test_runs_denied_hoped_for_or_to_come(league, example_game):
    # the Nuggets lost Friday after a win: a one-game skid now
    assert run(league, example_game, "The Nuggets will be looking to snap a two - game skid .", "streaks") == [
        ("NUMBER", "two", "one")]
    assert run(league, example_game, "The Bucks have n't lost two straight games all season .", "streaks") == []
    text = "The Nuggets would need to win four straight games to get back to .500 ."
    assert run(league, example_game, text, "streaks") == []


def test_a_back_to_back_on_another_day_is_not_this_game(example_game):
    rested = _similar_league(example_game)  # nobody played on Thursday
    text = "The Bucks were in the second half of a back - to - back on Friday ."
    assert run(rested, example_game, text, "history") == [("WORD", "back - to - back", "")]
    text = "The Bucks play the second half of a back - to - back on Sunday against the Jazz ."
    assert run(rested, example_game, text, "history") == []


def test_as_well_about_the_road_and_series_talk_are_no_next_game_claims(league, example_game):
    text = ("The Bucks visit the Jazz on Sunday , and the Nuggets will head out on the road as well to face the "
            "Hornets on Saturday .")
    assert ("WORD", "as well", "") not in run(league, example_game, text, "next_game")
    text = "The Bucks will have a chance to even the season series with the Spurs when they meet in April ."
    assert run(league, example_game, text, "next_game") == []
    text = "The Nuggets will have to regroup after dropping two games on the road ."
    assert run(league, example_game, text, "next_game") == []


def test_the_note_on_runs_over_earlier_games_names_only_what_is_missing():
    from factcheck.commands.league_options import skipped_notices

    def note(league, rotowire):
        return [n for n in skipped_notices(league, ["history"], rotowire) if "box scores at hand" in n]

    class Scheduled:  # a league with a schedule (what the notes ask of it)
        has_schedule, partial, skipped = True, False, ()

    assert note(None, []) == ["no schedule (--schedule) and no earlier box scores (--league) given: "
                              "player runs over earlier games checked only against the box scores at hand"]
    assert note(Scheduled(), [])[0].startswith("no earlier box scores (--league) given:")
