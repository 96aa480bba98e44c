"""Reader component ``doubles``: double-doubles, triple-doubles and double figures of a player.

- "Aaron Gordon posted a 10 - point , 12 - rebound double - double", "a triple - double": the
  term (attribute "double-double", "triple-double", "quadruple-double");
- "was one rebound shy of a double - double", "a near triple - double": a near miss (``near``);
- "Thaddeus Young was the only other starter in double figures", "double - digit scoring": ten
  or more points, or of the statistic named ("double figures in rebounds"; attribute: the
  box-score column).

The phrase is about the player the clause names (:func:`factcheck.reader.subjects.phrase_subjects`).
Phrases about other games or the season are read with their frame: "averaging a double -
double" (average), "his second double - double in a row" (a span), "a triple - double on
Thursday" (another game); negated ones ("without a double - double") and plural counts ("double
- doubles") with a note, and a phrase whose subject is not one certain player with none.
Each is a :class:`~factcheck.claims.DoubleDouble` or a :class:`~factcheck.claims.DoubleFigures`.
"""

from __future__ import annotations


from factcheck.analysis.clauses import Level, PUNCTUATION, words_at
from collections.abc import Iterator

from boxscore import Player, Stat
from factcheck.claims import DoubleDouble, DoubleFigures, Frame, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.linking import PlayerMention
from factcheck import lexicon

from .frames import WEEKDAYS as _WEEKDAYS
from .registry import reader
from .subjects import phrase_subject_mentions, phrase_subjects
from .vocab import DOER_NOUNS, LEAD_NOUNS, named_stat_at
from .words import positions

#: How many double-digit statistics each term needs.
TERMS = {"double": 2, "triple": 3, "quadruple": 4}
#: Before the term: the player came close but did not get it.
NEAR_WORDS = lexicon.words("near_words")
NEGATIONS = (lexicon.words("negations") | lexicon.words("doubles_negations"))
#: Before the term: not a claim about this game ("averaging a double - double", "next game"), and
#: the frame each word puts it in.
NOT_THIS_GAME = {w: Frame[f] for w, f in lexicon.mapping("double_frames").items()}
#: After the term: another game or a season figure ("a triple - double on Thursday", "... average").
OTHER_GAME_AFTER = lexicon.words("other_game_after")
WEEKDAYS = {day.capitalize() for day in _WEEKDAYS}
#: Nouns after "double - digit" that make it a player's figure ("double - digit scoring", "a double -
#: digit rebounder"), and their statistics.
DIGIT_HEADS = LEAD_NOUNS | DOER_NOUNS
#: Ordinals before the term: "his second double - double in a row" is a streak claim.
ORDINALS = lexicon.words("ordinals")
CLAUSE_OPENERS = words_at(Level.PHRASE)
#: Counting a group ("six players in double figures") rather than describing the subject.
GROUP_NOUNS = lexicon.words("doubles_group_nouns")


def _is_ordinal(words: list[str]) -> bool:
    """An ordinal word or "20th" / "3rd": the count of a season or a streak."""
    if not words:
        return False
    w = words[0]
    return w in ORDINALS or (w[:-2].isdigit() and w[-2:] in lexicon.words("ordinal_suffixes"))


def _about_another_game(ctx: CheckContext, end: int) -> bool:
    """The clause after the term puts it in another game or a season ("on Thursday", "last game")."""
    after = []
    for t in ctx.tokens[end:end + 8]:
        if t in PUNCTUATION:
            break
        after.append(t)
    if {t.lower() for t in after} & OTHER_GAME_AFTER:
        return True
    return not WEEKDAYS.isdisjoint(after) and any(t in WEEKDAYS and t != ctx.game.weekday for t in after)


def _negated(before: list[str]) -> bool:
    """"not", "without", "held out of" among the words before a term (reversed clause words)."""
    return bool(set(before) & NEGATIONS) or any(
        before[k] == "of" and before[k + 1] == "out" for k in range(len(before) - 1))


def _window(tokens: list[str], lo: int, at: int, width: int) -> list[str]:
    """Lower-cased words before ``at`` in the same clause (back to ``lo`` or a comma), nearest first.

    Names inside the sentence ("Will Barton") and the first half of "season - high" are left out,
    so that they are not read as "will" or a season figure.
    """
    out: list[str] = []
    k = at - 1
    while k >= lo and len(out) < width and tokens[k] not in {",", ";", "(", ")"}:
        name = tokens[k][:1].isupper() and k > lo
        if not name and (tokens[k + 1] != "-" or tokens[k].lower() in NEAR_WORDS):  # ("a near - double - double")
            out.append(tokens[k].lower())
        k -= 1
    return out


def _frame(before: list[str]) -> tuple[Frame, str]:
    """The frame the words before a phrase (nearest first) put it in, and the word that says so."""
    word = next((w for w in before if w in NOT_THIS_GAME), None)
    return (NOT_THIS_GAME[word], word) if word is not None else (Frame.GAME, "")


def _subject(players: tuple[Player, ...]) -> Subject | None:
    """One player, or the players' group (of one team: coordinated players are team-mates)."""
    if len(players) == 1:
        return Subject.of_player(players[0])
    return Subject.of_group("players", players[0].side) if players else None


def _term(ctx: CheckContext, i: int) -> DoubleDouble:
    """The claim of a "<double|triple> - double" at ``i``."""
    tokens = ctx.tokens
    need = TERMS[tokens[i].lower()]
    end = i + 3
    start = i - 1 if i > 0 and tokens[i - 1].lower() == "near" else \
        i - 2 if i > 1 and tokens[i - 1] == "-" and tokens[i - 2].lower() == "near" else i

    def claim(named: PlayerMention | None = None, near: bool = False, frame: Frame = Frame.GAME, note: str = "",
              first: int = start) -> DoubleDouble:
        # (with its name's tokens: the judge reads the phrase with the name's other claims)
        subject = Subject.of_player(named.player, named.start, named.end, named.kind) if named is not None else None
        return DoubleDouble(subject=subject, need=need, near=near,
                            term=(i, end), phrase=(first, end), frame=frame, cue=(first, end), note=note)

    if tokens[end - 1].lower() != "double":  # plural "double - doubles": a count, often of a team
        return claim(note="plural: a count", first=i)
    sent_start, _ = ctx.doc.bounds_at[i]
    before = _window(tokens, sent_start, i, 12)
    frame, why = _frame(before)
    if frame is not Frame.GAME:
        return claim(frame=frame, note=why)
    if _is_ordinal(before[:1]):
        return claim(frame=Frame.SPAN, note="ordinal")
    if _about_another_game(ctx, end):
        return claim(frame=Frame.OTHER_GAME, note="other game")
    near = bool(set(before) & NEAR_WORDS)
    if _negated(before) and not near:  # "without a double - double": too many shapes to read safely
        return claim(note="negated")
    subjects = phrase_subject_mentions(ctx, i, end)
    if len(subjects) != 1:
        return claim(note="ambiguous binding")
    return claim(subjects[0], near)


def _figures_stat(low: list[str], end: int) -> str:
    """The statistic of "double figures in rebounds", "double - digit rebounds" (else points)."""
    if low[end - 1] == "digit":
        return DIGIT_HEADS.get(low[end], "PTS")
    if end + 1 < len(low) and low[end] == "in":
        found = named_stat_at(low, end + 1)
        return found[0] if found is not None else "PTS"
    return "PTS"


def _figures(ctx: CheckContext, i: int, end: int) -> DoubleFigures:
    """The claim of a "double figures" / "double digits" / "double - digit <noun>" at ``[i, end)``."""
    tokens = ctx.tokens
    s = ctx.doc.sentence_of[i]
    sent_start, _ = ctx.doc.sentence_bounds(s)
    before = _window(tokens, sent_start, i, 12)
    stat = Stat(_figures_stat(ctx.doc.lower, end))

    def claim(players: tuple[Player, ...] = (), frame: Frame = Frame.GAME, note: str = "") -> DoubleFigures:
        return DoubleFigures(subject=_subject(players), stat=stat, term=(i, end),
                             group=players if len(players) > 1 else (), frame=frame, cue=(i, end), note=note)

    frame, why = _frame(before)
    if frame is not Frame.GAME:
        return claim(frame=frame, note=why)
    if set(before) & NEAR_WORDS:
        return claim(note="a near miss")
    if _negated(before):
        return claim(note="negated")
    named = ctx.mentions.players_in(sent_start, i)
    between = set(ctx.doc.lower[named[-1].end:i]) if named else set()
    if between & GROUP_NOUNS and between & CLAUSE_OPENERS:
        # "X had 12 points as six players reached double figures"
        return claim(note="a count of players")
    players = phrase_subjects(ctx, i, end)
    return claim(players, note="" if players else "ambiguous binding")


@reader("doubles", [DoubleDouble, DoubleFigures],
        "double-doubles, triple-doubles ('a near triple - double') and double figures of a player")
def read_doubles(ctx: CheckContext) -> Iterator[DoubleDouble | DoubleFigures]:
    tokens, lower = ctx.tokens, ctx.doc.lower
    for i in positions(ctx, TERMS):  # every phrase starts with one of the terms' words
        if i >= len(tokens) - 2:
            break
        low = lower[i]
        if tokens[i + 1] == "-" and lower[i + 2] in {"double", "doubles"}:
            yield _term(ctx, i)
        elif low == "double" and lower[i + 1] in {"figures", "digits"}:
            yield _figures(ctx, i, i + 2)
        elif low == "double" and tokens[i + 1] == "-" and lower[i + 2] == "digit" \
                and i + 3 < len(tokens) and lower[i + 3] in DIGIT_HEADS:
            yield _figures(ctx, i, i + 3)
