"""The vocabulary of shooting: shot types, the words that name them after a line or a percentage
("from the field", "from beyond the arc", "at the charity stripe", "3Pt"), counts of shots
("four three - pointers", "a pair of free throws"), and the words around a number that make it no
game total. The shot types' own words are the lexicon's (:mod:`factcheck.lexicon.statistics`).
"""

from __future__ import annotations

from factcheck.analysis.clauses import PUNCTUATION, Joint, joint_words
from boxscore import Shot
from factcheck.lexicon import words
from factcheck.lexicon.statistics import shot_abbreviations, shot_counts, shot_types
from factcheck import lexicon

FG, FG3, FT = Shot.FG, Shot.FG3, Shot.FT
#: Two-point shots: field goals less three-pointers (derived columns of the box score). A
#: "four - pointer" is no shot type and is not read.
FG2 = Shot.FG2
#: shot type -> (made column, attempted column, percentage column, name in comments)
COLUMNS = {shot: (shot.made, shot.attempted, shot.percent, shot.noun) for shot in Shot}


#: Words naming the shot type right after a made-attempted pair or a percentage (lower case), longest first.
TYPE_PHRASES: dict[Shot, list[tuple[str, ...]]] = {Shot(shot): phrases for shot, phrases in shot_types().items()}
#: Box-score abbreviations ("3PT" is one token in the shared task, "3 PT" after raw tokenization).
ABBREVIATIONS = shot_abbreviations()
#: Generic nouns between a pair and its shot type ("10 - of - 17 shooting from deep").
GENERIC_NOUNS = words("shot_generics")
#: Generic nouns that, with no shot type after them, mean field goals.
FIELD_GOAL_GENERICS = words("shot_field_goal_generics")
#: Words anywhere before a bare pair in its sentence that name a shot type (then it is ambiguous).
TYPE_CUES = words("shot_type_cues")
#: Verbs before a bare pair that make it a shooting line ("went 9 - for - 15").
BARE_PAIR_VERBS = lexicon.words("bare_pair_verbs")
#: Words that may stand between such a verb and the pair: "shot just 7 - of - 18", "a perfect 5 - for - 5".
PAIR_ADVERBS = lexicon.words("pair_adverbs")
#: Count nouns after a number ("four three - pointers") and whether they count attempts, longest first.
COUNT_NOUNS: list[tuple[tuple[str, ...], Shot, bool]] = [(p, Shot(shot), attempts)
                                                        for p, shot, attempts in shot_counts()]
#: Verbs before a count that make it a count of attempts.
ATTEMPT_VERBS = lexicon.words("attempt_verbs")
#: Verbs before a count that make it something other than made shots, or either ("shot 12 free throws").
MISS_VERBS = lexicon.words("miss_verbs")
NOT_MADE_VERBS = MISS_VERBS | lexicon.words("not_made_verbs")
#: Words right before a number that make it no game total of the player.
NOT_TOTAL_BEFORE = lexicon.words("not_total_before")
#: Words after a claim (in its clause) that make it a split, a streak, an average or a single play.
NOT_TOTAL_AFTER = lexicon.words("vocab_shots_not_total_after")
#: Words before a claim (from its subject on) that make it a split or an average.
NOT_TOTAL_CONTEXT = lexicon.words("not_total_context")
#: Tokens that end the clause of a claim.
CLAUSE_END = PUNCTUATION | joint_words(Joint.CONTRAST, Joint.COORDINATION)  # (not "before": the words after a line may say it is a part)
#: Words that may follow a team named between a player and his claim ("led the Celtics with");
#: any other word (a verb: "the Celtics shot") makes the team the subject of a new clause.
TEAM_FOLLOWERS = lexicon.words("team_followers")
PERCENT_WORDS = words("percent_words")
COMPARATIVE_BEFORE = lexicon.words("comparative_before")
