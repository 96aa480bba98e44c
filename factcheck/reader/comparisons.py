"""Reader component ``team_comparisons``: comparison words between the two teams, and between two
players.

- "outscored / out - scored the Heat ... in the third quarter" (form "outscored", attribute "PTS",
  ``Claim.period`` the quarters): the subject scored more in that period;
- "out - rebounded", "out - assisted", "outshot", "the superior shooters", "shot better",
  "dominated the glass", "committed more turnovers" (form "more", attribute the statistic: REB,
  AST, FG, TO); "rebounding was key for X" (form "key", REB);
- "A and B supplied matching 15 - point efforts", "a pair of 16 - point efforts from A and B"
  (form "matching" / "pair", attribute the statistic; the subject the pair);
- "a meager 42 percent from beyond the arc", "a hot 38 percent from the field" (form
  "shooting_word", attribute FG or FG3): a word judging a team's percentage.

Each is a ``comparison`` claim (:class:`~factcheck.claims.Outscored`, :class:`~factcheck.claims.HadMore`,
:class:`~factcheck.claims.MatchingFigures`, :class:`~factcheck.claims.ShootingWord`). The subject
team is the clause's actor ("were out - rebounded": the other team); a sentence about another game
or hedged ("tried to", "not") is read with frame ``OTHER_GAME``; an object that is not the other
team of this game, an outscoring with no period, or an actor not certain are read with a ``note``.
"""

from __future__ import annotations

from collections.abc import Iterator
from boxscore import Player, Side, Stat
from factcheck.claims import (Claim, ComparisonForm, Frame, HadMore, MatchingFigures, Outscored, ShootingWord,
                              Subject)
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, is_digits, parse_at
from factcheck import lexicon

from factcheck.analysis import Level
from factcheck.analysis.periods import periods_at

from .registry import reader
from .shot_words import type_at
from .teams import nearest_actor, other_game_cue, period_after, period_at, sentence_of, team_after, team_subject
from .vocab import OUT_VERBS, PLACES, PLURAL_NOUNS, STAT_NOUNS
from .words import positions

OUTSCORE = lexicon.words("outscore")
OUT_SPLIT = lexicon.words("out_split")  # "out - scored"
#: "out - <verb>" comparisons and the statistic they compare (the lexicon's: "outrebounded", "out - shot").
OUT_STATS = OUT_VERBS
#: Words before a comparison verb that make it passive: "were out - rebounded 52 - 38".
PASSIVE = lexicon.words("comparisons_passive")
HEDGES = (lexicon.words("hedges") | lexicon.words("comparisons_hedges"))
#: Nouns of a player's line after "matching N - point": "efforts", "performances", ...
EFFORT_NOUNS = lexicon.words("effort_nouns")
#: Words judging a shooting percentage as poor or as good.
POOR_WORDS = lexicon.words("poor_words")
GOOD_WORDS = lexicon.words("good_words")
#: First words of every comparison read here.
_TRIGGERS = frozenset({*OUTSCORE, *(w for w in OUT_STATS if w.startswith("out")), *lexicon.words("comparison_triggers"),
                       *POOR_WORDS, *GOOD_WORDS})
#: Places of a shot after "N percent from": field goals or three-pointers.
FG_PLACES = tuple(list(p) for p in lexicon.phrase_list("fg_places"))
THREE_PLACES = tuple(list(p) for p in lexicon.phrase_list("three_places"))
#: Nouns after "the better shooting" that make it the team's: "had the better shooting night".
_SHOOTING_OCCASIONS = lexicon.words("shooting_occasions")
_QUIET = "another game, or a hedge ('tried to', 'not')"


#: The statistic of a comparison of ``OUT_STATS`` (and of the other "more" comparisons).
_STATS = {"REB": Stat.REB, "AST": Stat.AST, "FG": Stat.FG_PCT, "TO": Stat.TO, "FG3": Stat.FG3_PCT,
          "FT": Stat.FT_PCT}


def _shot_named_after(ctx: CheckContext, end: int) -> str | None:
    """The shot type a shooting comparison names after its words, in its clause: "shot better from
    three - point range", "outshot the Spurs from beyond the arc" (None when none is named)."""
    low = ctx.doc.lower
    if end >= len(low):
        return None
    _, hi = ctx.analysis.sentences.clause_at(end, Level.PHRASE)
    for k in range(end, min(hi, end + 8)):
        if low[k] == "from" and (found := type_at(low, k + 1)) is not None:
            return found[0]
    return None


#: Adverbs and joints skipped back to the subject: "were badly out - shot , out - rebounded".
_SKIPPED_BEFORE = lexicon.words("comparison_skipped_before") | set(OUT_STATS) | OUT_SPLIT


def _subject(ctx: CheckContext, i: int) -> Side | None:
    """The team doing the comparing; for a passive ("were out - rebounded") the other team."""
    side = nearest_actor(ctx, i, players=False)
    k = i - 1
    # skip adverbs and earlier comparisons of a list: "were out - shot , out - rebounded"
    while k > 0 and (ctx.tokens[k].lower() in _SKIPPED_BEFORE):
        k -= 1
    if side is not None and ctx.tokens[k].lower() in PASSIVE:
        return side.other
    return side


def _quiet(ctx: CheckContext, i: int) -> bool:
    s_start, s_end = sentence_of(ctx, i)
    return other_game_cue(ctx, s_start, s_end) or not HEDGES.isdisjoint(ctx.doc.lower[s_start:i])


def _digits(tokens: list[str], j: int) -> Number:
    return Number(j, j + 1, int(tokens[j]), "digits")


def _pair_after(tokens: list[str], i: int, end: int) -> tuple[Number, Number] | None:
    """The first "N - M" score within a few tokens after ``i``."""
    for j in range(i, min(end - 2, i + 8)):
        if is_digits(tokens[j]) and tokens[j + 1] == "-" and is_digits(tokens[j + 2]):
            return _digits(tokens, j), _digits(tokens, j + 2)
    return None


def _unknown_object(tokens: list[str], i: int) -> bool:
    """True when a name that is not a team of this game follows ("out - rebounded Chicago")."""
    j = i + 1 if tokens[i:i + 1] == ["the"] else i
    return j < len(tokens) and tokens[j][:1].isupper()


def _other_object(ctx: CheckContext, side: Side, end: int) -> bool:
    """The same team twice (team_names' NAME error), an ambiguous name, or another team as object."""
    obj = team_after(ctx, end, 2)
    return obj is not None and obj.side is not side.other or obj is None and _unknown_object(ctx.tokens, end)


_PERIOD_ENDS = lexicon.words("period_comparison_ends")
_PERIOD_CUTS = lexicon.words("period_comparison_cuts")


def _period(tokens: list[str], low: list[str], i: int, end: int) -> tuple[int, ...] | None:
    """The period an outscoring claim names after it: "in the third quarter", "over the final 12
    minutes" (``low``: the tokens in lower case)."""
    for j in range(i, min(end, i + 12)):
        if low[j] in _PERIOD_ENDS and j > i + 1:
            break
        if low[j:j + 4] == ["over", "the", "final", "12"] and low[j + 4:j + 5] == ["minutes"]:
            return (4,)
    found = period_after(tokens, i, end, 16)
    if found is not None:
        quarters, at = found
        if not any(low[j] in _PERIOD_CUTS for j in range(i + 2, at)):
            return quarters
    # "a strong first half where they out - scored ..."
    for k in range(max(0, i - 8), i - 2):
        if low[k + 2] == "where" and low[k + 1] in {"half", "quarter"} and period_at(tokens, k):
            return period_at(tokens, k)
    return None


#: How far back a period named before an outscoring verb may stand.
_PERIOD_BEFORE = 14


def _period_before(ctx: CheckContext, start: int) -> tuple[int, ...] | None:
    """A quarter or half named before an outscoring verb in its major clause, when none is named
    after: "came out firing in the third quarter , out - scoring the Nuggets 28 - 24"."""
    low = ctx.doc.lower
    lo, _ = ctx.analysis.sentences.clause_at(start, Level.MAJOR)
    for k in range(start - 1, max(lo, start - _PERIOD_BEFORE) - 1, -1):
        found = periods_at(low, k)
        if found is not None:
            return None if found[1] else found[0]  # (a point of the game, "at halftime", is no period)
    return None


def _percent_given(ctx: CheckContext, i: int) -> Number | None:
    """The field-goal percentage the sentence of ``i`` gives after it ("going 58 percent from the field")."""
    tokens = ctx.tokens
    _, s_end = sentence_of(ctx, i)
    for j in range(i, min(s_end, i + 12)):
        if is_digits(tokens[j]) and tokens[j + 1:j + 2] == ["percent"]:
            return _digits(tokens, j)
    return None


def _team(side: Side | None, note: str, ctx: CheckContext | None = None, at: int = -1) -> tuple[Subject | None, str]:
    """The subject team of a comparison (named where the clause of ``at`` names it), and its note
    (an actor not certain is one)."""
    if side is not None:
        return (team_subject(ctx, at, side) if ctx is not None else Subject.of_team(side)), note
    return None, note or "ambiguous binding: the team the words are about is not certain"


def _outscored(ctx: CheckContext, start: int, end: int) -> Outscored:
    """"outscored X in the third quarter": the subject won that period."""
    tokens = ctx.tokens
    words = ctx.doc.span_text(start, end)

    def claim(side: Side | None = None, note: str = "", frame: Frame = Frame.GAME, period: tuple[int, ...] = (),
              pair: tuple[Number, Number] | None = None) -> Outscored:
        subject, note = _team(side, note, ctx, start)
        return Outscored(subject=subject, start_at=start, end_at=end, words=words, pair=pair, frame=frame,
                         period=period, cue=(start, end), note=note)

    if _quiet(ctx, start):
        return claim(frame=Frame.OTHER_GAME, note=_QUIET)
    side = _subject(ctx, start)
    if side is None:
        return claim()
    if _other_object(ctx, side, end):
        return claim(side, "the object is not the other team of this game")
    _, s_end = sentence_of(ctx, start)
    quarters = _period(tokens, ctx.doc.lower, end, s_end)
    if quarters is None:
        quarters = _period_before(ctx, start)
    if quarters is None:
        return claim(side, "no period named")
    return claim(side, frame=Frame.PERIOD, period=quarters, pair=_pair_after(tokens, end, s_end))


def _more(ctx: CheckContext, start: int, end: int, stat: str, subject_only: bool = False,
          form: ComparisonForm = ComparisonForm.MORE) -> HadMore:
    """The subject had more of ``stat`` than the opponent (turnovers count as 'more' too)."""
    words = ctx.doc.span_text(start, end)

    def claim(side: Side | None = None, note: str = "", frame: Frame = Frame.GAME,
              pair: tuple[Number, Number] | None = None, percent: Number | None = None) -> HadMore:
        subject, note = _team(side, note, ctx, start)
        return HadMore(subject=subject, stat=_STATS[stat], form=form, start_at=start, end_at=end, words=words,
                       pair=pair, percent=percent, frame=frame, cue=(start, end), note=note)

    if stat == "FG":
        stat = _shot_named_after(ctx, end) or stat  # "shot better from three - point range"
    if _quiet(ctx, start):
        return claim(frame=Frame.OTHER_GAME, note=_QUIET)
    side = _subject(ctx, start)
    if side is None:
        return claim()
    _, s_end = sentence_of(ctx, start)
    if not subject_only and _other_object(ctx, side, end):
        # (its figures kept: of one team named twice, they tell which name is the other team's)
        return claim(side, "the object is not the other team of this game", pair=_pair_after(ctx.tokens, end, s_end))
    return claim(side, pair=_pair_after(ctx.tokens, end, s_end),
                 percent=_percent_given(ctx, start) if stat == "FG" else None)


def _key(ctx: CheckContext, i: int) -> HadMore | None:
    """ "Rebounding was key for the Jazz" / "The key for Memphis was the rebounding"."""
    low = ctx.doc.lower
    if low[i + 1:i + 2] != ["for"]:
        return None
    if not (low[i - 2:i] == ["rebounding", "was"] or "rebounding" in low[i + 2:i + 8]):
        return None

    def claim(side: Side | None = None, note: str = "", frame: Frame = Frame.GAME) -> HadMore:
        subject, note = _team(side, note)
        return HadMore(subject=subject, stat=Stat.REB, form=ComparisonForm.KEY, start_at=i, end_at=i + 1,
                       words=ctx.tokens[i], frame=frame, cue=(i, i + 1), note=note)

    if _quiet(ctx, i):
        return claim(frame=Frame.OTHER_GAME, note=_QUIET)
    team = team_after(ctx, i + 2, 2)
    if team is None:
        return None
    return claim(team.side)


def _pair_of_players(ctx: CheckContext, i: int, after: int, max_gap: int = 4) -> list[Player] | None:
    """The two players of "A and B <verb> matching ..." or "matching ... from A and B"."""
    tokens = ctx.tokens
    s_start, s_end = sentence_of(ctx, i)
    mentions = ctx.mentions.players
    by_start = {m.start: m for m in mentions}
    if tokens[after:after + 1] == ["from"] and after + 1 in by_start:
        a = by_start[after + 1]
        if tokens[a.end:a.end + 1] == ["and"] and a.end + 1 in by_start:
            pair = [a, by_start[a.end + 1]]
        else:
            return None
    else:
        before = [m for m in mentions if s_start <= m.start and m.end <= i]
        if len(before) != 2 or before[0].start != s_start and tokens[before[0].start - 1] not in {",", "while"}:
            return None
        if tokens[before[0].end:before[1].start] != ["and"] or i - before[1].end > max_gap:
            return None  # "A and B were next with matching ...": a verb of up to four words
        pair = before
    players = [m.player for m in pair]
    if any(p is None or not p.played for p in players) or players[0] is players[1]:
        return None
    return players


def _matching(ctx: CheckContext, i: int, pair: bool = False) -> MatchingFigures | None:
    """ "A and B supplied matching 15 - point efforts": both had the same figure, the written one.
    With ``pair`` ("A and B paced the bench with a pair of 16 - point efforts", ``i`` at "of"),
    the figure is each one's."""
    tokens = ctx.tokens
    num = parse_at(tokens, i + 1)
    if num is None or tokens[num.end:num.end + 1] != ["-"] or num.end + 2 >= len(tokens):
        return None
    stat = STAT_NOUNS.get(tokens[num.end + 1].lower())
    if stat is None or stat == "MIN" or tokens[num.end + 2].lower() not in EFFORT_NOUNS:
        return None
    players = _pair_of_players(ctx, i - 2 if pair else i, num.end + 3, 7 if pair else 4)
    if players is None:
        return None
    return MatchingFigures(subject=Subject.of_group("pair", players[0].side), stat=Stat(stat),
                           form=ComparisonForm.PAIR if pair else ComparisonForm.MATCHING, start_at=i, end_at=i + 1,
                           number=num, players=(players[0], players[1]), cue=(i, i + 1))


def _shot_type(low: list[str], k: int) -> str | None:
    """"from the field" -> "FG", "from beyond the arc" -> "FG3" (``k`` at the word after "from")."""
    if any(low[k:k + len(p)] == p for p in FG_PLACES):
        return "FG"
    if any(low[k:k + len(p)] == p for p in THREE_PLACES):
        return "FG3"
    return None


def _shooting_word(ctx: CheckContext, i: int) -> ShootingWord | None:
    """ "a meager 42 percent from beyond the arc" / "a hot 38 percent from the field"."""
    tokens = ctx.tokens
    low = [t.lower() for t in tokens[i:i + 10]]
    num = parse_at(tokens, i + 1)
    if num is None or num.form != "digits" or tokens[num.end:num.end + 2] != ["percent", "from"]:
        return None
    shot = _shot_type(low, num.end + 2 - i)
    if shot is None:
        return None
    quiet = _quiet(ctx, i)
    subject, note = _team(None if quiet else nearest_actor(ctx, i, players=False), _QUIET if quiet else "", ctx, i)
    return ShootingWord(subject=subject, stat=Stat.FG_PCT if shot == "FG" else Stat.FG3_PCT, start_at=i,
                        end_at=i + 1, number=num, poor=low[0] in POOR_WORDS,
                        frame=Frame.OTHER_GAME if quiet else Frame.GAME, cue=(i, i + 1), note=note)


def _better_shooters(low: list[str], i: int) -> bool:
    """ "the superior / better shooters", "superior shooting", "the better shooting night"."""
    if low[i] not in {"superior", "better"} or i + 1 >= len(low):
        return False
    nxt = low[i + 1]
    return nxt == "shooters" or nxt == "shooting" and (
        low[i] == "superior" or low[i + 2:i + 3] != [] and low[i + 2] in _SHOOTING_OCCASIONS)


_DOMINANCE_VERBS = lexicon.words("dominance_verbs")
_REBOUNDING_BATTLE = [list(p) for p in lexicon.phrase_list("rebounding_battle")]
_TURNOVER_VERBS = lexicon.words("turnover_verbs")
_TURNOVER_BATTLE = lexicon.phrases("turnover_battle")


def _comparison_at(ctx: CheckContext, i: int) -> Claim | None:
    low = ctx.doc.lower
    s_start, s_end = sentence_of(ctx, i)
    if low[i] in OUTSCORE:
        return _outscored(ctx, i, i + 1)
    if low[i] == "out" and low[i + 1:i + 2] == ["-"] and i + 2 < len(low):
        if low[i + 2] in OUT_SPLIT:
            return _outscored(ctx, i, i + 3)
        if low[i + 2] in OUT_STATS:
            return _more(ctx, i, i + 3, OUT_STATS[low[i + 2]])
        return None
    if low[i] in OUT_STATS and low[i].startswith("out"):
        return _more(ctx, i, i + 1, OUT_STATS[low[i]])
    if _better_shooters(low, i):
        return _more(ctx, i, i + 1, "FG", subject_only=True)
    if low[i] == "shot" and low[i + 1:i + 2] == ["better"] and low[i + 2:i + 3] != ["than"]:
        return _more(ctx, i, i + 2, "FG", subject_only=True)
    if low[i] in _DOMINANCE_VERBS and \
            (_the_rebound_place(low, i + 1) or
             low[i + 1:i + 4] in _REBOUNDING_BATTLE
             and (low[i + 2] == "rebounding" or _the_rebound_place(low, i + 4))):
        return _more(ctx, i, i + 1, "REB", subject_only=True)
    if low[i] in _DOMINANCE_VERBS and lexicon.phrase_at(low, i + 1, _TURNOVER_BATTLE):
        return _more(ctx, i, i + 1, "TO", subject_only=True, form=ComparisonForm.FEWER)
    if low[i] == "key" and "rebounding" in low[s_start:s_end]:
        return _key(ctx, i)
    if low[i] == "more" and i + 1 < len(low) and PLURAL_NOUNS.get(low[i + 1]) == "TO" and i and \
            low[i - 1] in _TURNOVER_VERBS:
        return _more(ctx, i, i + 1, "TO", subject_only=True)
    if low[i] in {"matching", "identical"}:
        return _matching(ctx, i)
    if low[i] == "pair" and low[i - 1:i] == ["a"] and low[i + 1:i + 2] == ["of"]:
        return _matching(ctx, i + 1, pair=True)
    if low[i] in POOR_WORDS | GOOD_WORDS:
        return _shooting_word(ctx, i)
    return None


@reader("team_comparisons", [Outscored, HadMore, MatchingFigures, ShootingWord],
        "comparison words: 'outscored in the third quarter', 'out - rebounded', 'the superior shooters', "
        "'matching 15 - point efforts', 'a meager 42 percent'")
def read_team_comparisons(ctx: CheckContext) -> Iterator[Claim]:
    for i in positions(ctx, _TRIGGERS):  # other words start no comparison
        claim = _comparison_at(ctx, i)
        if claim is not None:
            yield claim


def _the_rebound_place(low: list[str], k: int) -> bool:
    """"the glass", "the boards" at ``k``: where rebounds are won."""
    return low[k:k + 1] == ["the"] and k + 1 < len(low) and PLACES.get(low[k + 1]) == "REB"
