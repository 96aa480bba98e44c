"""Double-doubles, triple-doubles and double figures of a player.

- "Aaron Gordon posted a 10 - point , 12 - rebound double - double": a double-double is ten or
  more in two of points, rebounds, assists, steals and blocks (three for a triple-double); the
  term is a WORD error when the player's box score does not reach it, or reaches more ("double -
  double" for a triple-double is corrected to "triple - double").
- "was one rebound shy of a double - double", "a near triple - double": a near miss is wrong
  when the player did reach it.
- "Thaddeus Young was the only other starter in double figures": ten or more points (or of the
  statistic named after it: "double figures in rebounds"); "held out of double figures" the
  reverse.

The phrase is about the player the clause names (see :mod:`rules._subject`); the ordinal of "his
second double - double in a row" and season counts are not checkable and are left alone, as are
plural "double - doubles" and averages ("averaging a double - double").
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Player
from boxscore.models import DOUBLE_DIGIT_STATS
from factcheck.reader.vocab import STAT_NAMES, STAT_NOUNS
from factcheck.context import CheckContext
from factcheck.errors import Category, Error

from factcheck.reader.subjects import phrase_subjects
from factcheck.reader.words import positions
from .registry import rule

#: How many double-digit statistics each term needs.
TERMS = {"double": 2, "triple": 3, "quadruple": 4}
TERM_NAMES = {2: "double-double", 3: "triple-double", 4: "quadruple-double"}
#: Before the term: the player came close but did not get it.
NEAR_WORDS = {"near", "nearly", "neared", "nearing", "nears", "almost", "missed", "missing", "shy", "short",
              "away", "narrowly", "barely", "flirted", "flirting", "flirts", "close", "closer", "fell", "falling",
              "threatened", "bid", "within", "brink", "verge", "cusp", "approached", "approaching", "approach",
              "approaches", "threatening", "chasing", "flirt"}
NEGATIONS = {"not", "n't", "no", "never", "without", "failed", "outside"}
#: Before the term: not a claim about this game ("averaging a double - double", "next game").
NOT_THIS_GAME = {"averaging", "averaged", "averages", "average", "season", "career", "will", "would", "could",
                 "streak", "straight", "consecutive"}
#: After the term: another game or a season figure ("a triple - double on Thursday", "... average").
OTHER_GAME_AFTER = {"average", "averages", "streak", "last", "previous", "earlier", "prior", "season", "career"}
WEEKDAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
#: A "near" miss this many units short of ten in all (the best two or three statistics) is no
#: near miss ("a near double - double" of 5 points and 9 rebounds); writers stretch it to ~5.
NEAR_MIN_SHORTFALL = 6
#: Nouns after "double - digit" that make it a player's figure ("double - digit scoring").
DIGIT_HEADS = {"scoring", "scorer", "points", "rebounds", "assists"}
#: Ordinals before the term: "his second double - double in a row" is a streak claim.
ORDINALS = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
            "another", "latest", "straight", "consecutive"}
CLAUSE_OPENERS = {"as", "with", "while", "and", "but", "whereas", ",", ";"}
#: Counting a group ("six players in double figures") rather than describing the subject.
GROUP_NOUNS = {"players", "starters", "reserves", "teammates", "scorers", "men", "guys"}


def _figures(player: Player) -> str:
    return ", ".join(f"{player.stat(k)} {STAT_NAMES[k]}" for k in DOUBLE_DIGIT_STATS)


def _form(name: str, tokenized: bool) -> str:
    return name.replace("-", " - ") if tokenized else name


def _is_ordinal(words: list[str]) -> bool:
    """An ordinal word or "20th" / "3rd": the count of a season or a streak."""
    if not words:
        return False
    w = words[0]
    return w in ORDINALS or (w[:-2].isdigit() and w[-2:] in {"st", "nd", "rd", "th"})


def _about_another_game(ctx: CheckContext, end: int) -> bool:
    """The clause after the term puts it in another game or a season ("on Thursday", "last game")."""
    after = []
    for t in ctx.tokens[end:end + 8]:
        if t in {",", ";", "."}:
            break
        after.append(t)
    if {t.lower() for t in after} & OTHER_GAME_AFTER:
        return True
    return not WEEKDAYS.isdisjoint(after) and any(t in WEEKDAYS and t != ctx.game.weekday for t in after)


def _negated(before: list[str]) -> bool:
    """"not", "without", "held out of" among the words before a term (reversed clause words)."""
    return bool(set(before) & NEGATIONS) or any(
        before[k] == "of" and before[k + 1] == "out" for k in range(len(before) - 1))


def _shortfall(player: Player, need: int) -> int:
    """How many units the player's best ``need`` statistics were short of ten, in all."""
    best = sorted((player.stat(k) or 0 for k in DOUBLE_DIGIT_STATS), reverse=True)[:need]
    return sum(max(0, 10 - v) for v in best)


def _window(tokens: list[str], lo: int, at: int, width: int) -> list[str]:
    """Lower-cased words before ``at`` in the same clause (back to ``lo`` or a comma), nearest first.

    Names inside the sentence ("Will Barton") and the first half of "season - high" are left out,
    so that they are not read as "will" or a season figure.
    """
    out: list[str] = []
    k = at - 1
    while k >= lo and len(out) < width and tokens[k] not in {",", ";", "(", ")"}:
        name = tokens[k][:1].isupper() and k > lo
        if not name and tokens[k + 1] != "-":
            out.append(tokens[k].lower())
        k -= 1
    return out


def _check_term(ctx: CheckContext, i: int) -> Error | None:
    """The error of a "<double|triple> - double" at ``i``, if the claim is wrong."""
    tokens = ctx.tokens
    need = TERMS[tokens[i].lower()]
    end = i + 3
    if tokens[end - 1].lower() != "double":  # plural "double - doubles": a count, often of a team
        return None
    sent_start, _ = ctx.doc.bounds_at[i]
    before = _window(tokens, sent_start, i, 12)
    if set(before) & NOT_THIS_GAME or _is_ordinal(before[:1]) or _about_another_game(ctx, end):
        return None
    near = bool(set(before) & NEAR_WORDS)
    if _negated(before) and not near:
        return None  # "without a double - double": too many shapes to read safely
    subjects = phrase_subjects(ctx, i, end)
    if len(subjects) != 1 or not subjects[0].played:
        return None
    player = subjects[0]
    have = player.double_digit_count
    start = i - 1 if i > 0 and tokens[i - 1].lower() == "near" else i
    if near:
        if have >= need:
            # "a near double - double" -> "a double - double"; "nearly had a ..." has no one-span fix
            fix = _form(TERM_NAMES[min(have, 4)], ctx.tokenized) if start < i or have != need else ""
            return Error(start, end, Category.WORD, fix,
                         f"{player.name} had a {TERM_NAMES[min(have, 4)]}: {_figures(player)}", "double_double")
        short = _shortfall(player, need)
        if short >= NEAR_MIN_SHORTFALL:
            return Error(start, end, Category.WORD, "",
                         f"{player.name} was {short} short of a {TERM_NAMES[need]} in all: {_figures(player)}",
                         "double_double")
        return None
    if have == need:
        return None
    correction = _form(TERM_NAMES[have], ctx.tokenized) if have in TERM_NAMES else ""
    what = f"a {TERM_NAMES[have]}" if have in TERM_NAMES else f"{have} double-digit statistic{'s' * (have != 1)}"
    return Error(i, end, Category.WORD, correction,
                 f"{player.name} had {what}, not a {TERM_NAMES[need]}: {_figures(player)}", "double_double")


def _figures_stat(tokens: list[str], end: int) -> str:
    """The statistic of "double figures in rebounds", "double - digit rebounds" (else points)."""
    if tokens[end - 1].lower() == "digit":
        return STAT_NOUNS.get(tokens[end].lower(), "PTS")
    if end + 1 < len(tokens) and tokens[end].lower() == "in":
        return STAT_NOUNS.get(tokens[end + 1].lower(), "PTS")
    return "PTS"


def _check_figures(ctx: CheckContext, i: int, end: int) -> Error | None:
    """The error of a "double figures" / "double digits" at ``[i, end)``, if the claim is wrong."""
    tokens = ctx.tokens
    s = ctx.doc.sentence_of[i]
    sent_start, _ = ctx.doc.sentence_bounds(s)
    before = _window(tokens, sent_start, i, 12)
    if set(before) & (NOT_THIS_GAME | NEAR_WORDS) or _negated(before):
        return None
    named = ctx.mentions.players_in(sent_start, i)
    between = set(ctx.doc.lower[named[-1].end:i]) if named else set()
    if between & GROUP_NOUNS and between & CLAUSE_OPENERS:
        return None  # "X had 12 points as six players reached double figures"
    stat = _figures_stat(tokens, end)
    subjects = phrase_subjects(ctx, i, end)
    if not subjects or not all(p.played for p in subjects):
        return None
    low = [p for p in subjects if (p.stat(stat) or 0) < 10]
    if not low:
        return None
    facts = ", ".join(f"{p.name} had {p.stat(stat)} {STAT_NAMES[stat]}" for p in subjects)
    return Error(i, end, Category.WORD, "", facts, "double_double")


@rule("double_double", "double-doubles, triple-doubles and double figures of a player")
def check_double_double(ctx: CheckContext) -> Iterator[Error]:
    tokens, lower = ctx.tokens, ctx.doc.lower
    for i in positions(ctx, TERMS):  # every phrase starts with one of the terms' words
        if i >= len(tokens) - 2:
            break
        low = lower[i]
        if tokens[i + 1] == "-" and lower[i + 2] in {"double", "doubles"}:
            error = _check_term(ctx, i)
        elif low == "double" and lower[i + 1] in {"figures", "digits"}:
            error = _check_figures(ctx, i, i + 2)
        elif low == "double" and tokens[i + 1] == "-" and lower[i + 2] == "digit" \
                and i + 3 < len(tokens) and lower[i + 3] in DIGIT_HEADS:
            error = _check_figures(ctx, i, i + 3)
        else:
            continue
        if error is not None:
            yield error
