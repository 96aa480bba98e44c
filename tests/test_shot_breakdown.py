"""The shot_breakdown rule on small hand-made documents about the gold example game.

Box score facts used (gold/example_game.json):
  Dante Albright (Bucks)  FG 10-19 (53), 3PT 3-7, FT 3-3      Marcus Redfield (Bucks) 21 pts, FG 8-15, 3PT 1-3, FT 4-5
  Corey Vance (Bucks)     FG 5-10, 3PT 2-4, FT 3-4            Gideon Mabry (Nuggets)  FG 7-13, 3PT 0-1, FT 4-6 (67)
  Tyrell Hagan (Nuggets)  27 pts, FG 10-21, 3PT 3-8, FT 4-5
"""

from __future__ import annotations

import pytest

from factcheck.engine.errors import Category


@pytest.fixture(scope="module")
def check(run_rule):
    def run(text: str, raw: bool = False):
        doc, errors = run_rule("shot_breakdown", text, raw)
        return [(doc.span_text(e.start, e.end), e.category, e.correction, e.comment) for e in errors]

    return run


@pytest.mark.parametrize("text", [
    "Dante Albright scored 26 points on 10 - of - 19 shooting , including 3 - of - 7 from three - point range .",
    "Albright went 10 - for - 19 from the field and 3 - for - 7 from beyond the arc .",
    "Tyrell Hagan scored 27 points ( 10 - 21 FG , 3 - 8 3Pt , 4 - 5 FT ) and five rebounds .",
    "Corey Vance went two - of - four from deep and three - of - four from the charity stripe .",
    "Dante Albright shot 53 percent from the field .",
    "Gideon Mabry made 66 percent of his free throws .",  # 4 of 6 is 66.7: either rounding is right
    "Gideon Mabry shot 67 percent from the line .",
    "Albright made three three - pointers and Hagan hit 4 free throws .",
    "Albright knocked down 10 of his 19 shots .",
])
def test_right_lines_are_not_flagged(check, text):
    assert check(text) == []


def test_wrong_attempts_flagged_with_correction_and_fact(check):
    errors = check("Dante Albright added 26 points on 10 - of - 17 shooting .")
    assert errors == [("17", Category.NUMBER, "19", "Dante Albright made 10 of 19 field goals")]


def test_made_and_attempted_are_separate_errors(check):
    errors = check("Albright went 12 - for - 20 from the field .")
    assert [(tok, corr) for tok, _, corr, _ in errors] == [("12", "10"), ("20", "19")]


def test_number_words_corrected_in_words(check):
    errors = check("Corey Vance went four - of - seven from three - point range .")
    assert [(tok, cat, corr) for tok, cat, corr, _ in errors] == [
        ("four", Category.NUMBER, "two"), ("seven", Category.NUMBER, "four")]
    assert errors[0][3] == "Corey Vance made 2 of 4 three-pointers"


def test_parenthesised_line(check):
    errors = check("Tyrell Hagan scored 27 points ( 10 - 21 FG , 3 - 9 3Pt , 5 - 5 FT ) .")
    assert [(tok, corr, comment) for tok, _, corr, comment in errors] == [
        ("9", "8", "Tyrell Hagan made 3 of 8 three-pointers"),
        ("5", "4", "Tyrell Hagan made 4 of 5 free throws"),
    ]


def test_raw_text_with_3PT_label(check):
    errors = check("Tyrell Hagan scored 27 points (10-21 FG, 3-8 3PT, 4-6 FT).", raw=True)
    assert [(tok, corr) for tok, _, corr, _ in errors] == [("6", "5")]


def test_percentage(check):
    errors = check("Dante Albright shot 60 percent from the field .")
    assert errors == [("60", Category.NUMBER, "53", "Dante Albright shot 53 percent from the field (10 of 19)")]


def test_count_of_made_shots(check):
    errors = check("Dante Albright made five three - pointers .")
    assert [(tok, corr, comment) for tok, _, corr, comment in errors] == [
        ("five", "three", "Dante Albright made 3 of 7 three-pointers")]


def test_he_continues_previous_player(check):
    errors = check("Dante Albright led the Bucks with 26 points . He went 10 - of - 17 from the field .")
    assert [(tok, corr) for tok, _, corr, _ in errors] == [("17", "19")]


def test_he_inside_a_sentence_that_names_no_player(check):
    text = "Dante Albright led the Bucks with 26 points . It was a big night , as he shot 60 percent from the field ."
    assert [(tok, corr) for tok, _, corr, _ in check(text)] == [("60", "53")]


@pytest.mark.parametrize("text", [
    "The Nuggets shot 30 percent from the field and 20 percent from three - point range .",
    "Dante Albright scored 26 points as the Bucks shot 30 percent from the field .",
    "Albright scored 26 points , while the Nuggets went 1 - of - 20 from beyond the arc .",
    "Albright led the Bucks , who shot 30 percent from the field .",
])
def test_team_shooting_is_not_this_family(check, text):
    assert check(text) == []


@pytest.mark.parametrize("text", [
    "Albright went 3 - of - 4 from the field in the first quarter .",  # a split
    "Albright is averaging 4 - of - 9 from deep this season .",  # an average
    "Albright has shot over 60 percent from the field .",  # a comparison
    "Redfield and Albright combined to go 1 - of - 9 from deep .",  # a shared total
    "Gideon Mabry got to the free - throw line and went 3 - of - 6 .",  # a bare pair after a shot type
    "Albright hit two free throws with 3 seconds left to seal it .",  # a single play
])
def test_what_cannot_be_bound_is_not_flagged(check, text):
    assert check(text) == []


def test_bare_pair_is_field_goals(check):
    errors = check("Albright went 10 - of - 17 , scoring 26 points .")
    assert [(tok, corr) for tok, _, corr, _ in errors] == [("17", "19")]


def test_shot_type_words_that_are_the_slip(check):
    errors = check("Gideon Mabry went 7 - for - 13 from the field and 4 - for - 6 from the three - point line .")
    assert errors == [("from the three - point line", Category.WORD, "from the free - throw line",
                       "Gideon Mabry made 4 of 6 free throws (and 0 of 1 three-pointers)")]


def test_second_line_of_a_player_that_is_another_players(check):
    text = ("Dante Albright scored 26 points ( 10 - 19 FG , 3 - 7 3Pt , 3 - 3 FT ) . "
            "Albright also had 21 points ( 8 - 15 FG , 1 - 3 3Pt , 4 - 5 FT ) .")
    assert check(text) == [("Albright", Category.NAME, "Redfield",
                            "the shooting line is Marcus Redfield's, not Albright's")]


def test_gold_example_shooting_error(check, gold_text):
    """The gold GSML marks "17" in "10 - of - 17 shooting" (Albright shot 10-of-19)."""
    errors = check(gold_text)
    assert [(tok, cat, corr) for tok, cat, corr, _ in errors] == [("17", Category.NUMBER, "19")]


def test_an_attempt_verb_before_adjectives_makes_the_count_attempts(check):
    # Albright made 3 of 3 free throws: "attempting a career - high three" is right, five is not
    assert check("Dante Albright scored 26 points , attempting a career - high three free throws .") == []
    [(span, _, correction, _)] = check("Dante Albright scored 26 points , attempting a career - high five free throws .")
    assert (span, correction) == ("five", "three")


def test_each_word_after_a_number_starts_one_kind_of_claim():
    """shot_claims tries one reader per number, chosen by the word after it: that is right only
    while no word starts a pair, a percentage and a count at once."""
    from factcheck.reader.shot_words import _COUNT_BY_FIRST
    from factcheck.reader.vocab_shots import PERCENT_WORDS

    joints = {"-", "of", "for"}
    assert not joints & PERCENT_WORDS and not joints & set(_COUNT_BY_FIRST) and not PERCENT_WORDS & set(_COUNT_BY_FIRST)


@pytest.mark.parametrize("tokens", ["( 10 - 17 FG , 3", "( a ( b ) c", "( a ) ( b", ") ( a ) ) b", "a ( ( b ) ) c",
                                    "( ( a", ") ) ( a"])
def test_open_parenthesis_walked_back_is_the_one_left_open(tokens):
    from factcheck.reader.shots import open_parenthesis as _open_parenthesis

    words = tokens.split()
    for lo in range(len(words) + 1):
        for at in range(lo, len(words) + 1):
            opened: list[int] = []  # the reference: a stack of "(" read forwards
            for k in range(lo, at):
                if words[k] == "(":
                    opened.append(k)
                elif words[k] == ")" and opened:
                    opened.pop()
            assert _open_parenthesis(words, lo, at) == (opened[-1] if opened else None)


# ---- typed claims and readings ---------------------------------------------------------------------
def _shots(read_claims, text):
    return [c for c, _ in read_claims(text, "shots", "percent", raw=False, reader="player_shots")]


def test_a_parenthesised_line_is_read_as_typed_claims(read_claims):
    from boxscore import Shot
    from factcheck.claims import PlayerPercent, PlayerShots, ShotWords

    fg, fg3 = _shots(read_claims, "Tyrell Hagan scored 27 points ( 10 - 21 FG , 3 - 8 3 PT ) .")
    assert isinstance(fg, PlayerShots) and fg.subject.player.name == "Tyrell Hagan" and fg.subject.form == "full"
    assert (fg.shot, fg.made.value, fg.attempted.value, fg.attribute) == (Shot.FG, 10, 21, "FG")
    assert (fg.words, fg.fixed, fg.stated) == (ShotWords.LABEL, True, frozenset({Shot.FG3}))
    assert fg3.words is ShotWords.LABEL_CAPS and fg3.stated == frozenset({Shot.FG})
    line, pct = _shots(read_claims, "Hagan shot 10 - of - 21 ( 48 percent ) from the field .")
    assert (line.words, line.fixed, line.stated) == (ShotWords.PHRASE, False, frozenset())
    assert isinstance(pct, PlayerPercent) and (pct.shot, pct.number.value, pct.attribute) == (Shot.FG, 48, "FG_PCT")


def test_counts_are_made_or_attempted_and_keep_the_two_of_two_point_words(read_claims):
    from boxscore import Shot
    from factcheck.claims import ShotWords

    made, = _shots(read_claims, "Albright made three three - pointers .")
    assert (made.shot, made.made.value, made.attempted, made.attribute) == (Shot.FG3, 3, None, "FG3M")
    assert made.words is ShotWords.NONE and made.cue is None
    tried, = _shots(read_claims, "Tyrell Hagan drained three of his eight two - point attempts .")
    assert (tried.shot, tried.two.value, tried.two.form, tried.words) == (Shot.FG2, 2, "word", ShotWords.PHRASE)


def test_a_label_is_corrected_as_a_label_in_its_own_capitals(check):
    # Hagan made 3 of 8 threes and 4 of 5 free throws: the first "free throws" label is the slip
    [(span, category, correction, _)] = check("Tyrell Hagan scored 27 points ( 10 - 21 FG , 3 - 8 FTS , 4 - 5 FTS ) .")
    assert (span, category, correction) == ("FTS", Category.WORD, "3PT")
    [(span, _, correction, _)] = check("Tyrell Hagan scored 27 points ( 10 - 21 FG , 3 - 8 Fts , 4 - 5 FT ) .")
    assert (span, correction) == ("Fts", "3Pt")


def test_a_shooting_line_is_read_on_its_own_numbers(findings):
    """The stat line (14 points, 12 rebounds) is Oren Kastellan's, so the name is the error for
    player_stats; the shooting line (3 - 8 FG, 2 - 5 3Pt) is exactly Tobias Whitfield's, so it is
    not checked against Kastellan's (6 of 11)."""
    text = "Tobias Whitfield added 14 points , 12 rebounds and an assist ( 3 - 8 FG , 2 - 5 3Pt ) ."
    assert findings(text, ("player_stats", "shot_breakdown")) == [("Tobias Whitfield", Category.NAME, "Oren Kastellan")]


def test_a_shooting_line_that_is_another_players_leaves_the_stat_line_to_its_rule(findings):
    text = ("Dante Albright scored 26 points ( 10 - 19 FG , 3 - 7 3Pt , 3 - 3 FT ) . "
            "Albright also had 21 points ( 8 - 15 FG , 1 - 3 3Pt , 4 - 5 FT ) .")
    assert findings(text, ("player_stats", "shot_breakdown")) == [("Albright", Category.NAME, "Redfield"),
                                                                  ("21", Category.NUMBER, "26")]
