"""Reader component ``rebound_battle``: the rebounding battle as a pair, and who won it.

"winning that battle , 43 - 24", "out - rebounded them 50 - 40", "a 47 - 37 advantage on the
boards" (the larger count first, as a score is written) are :class:`~factcheck.claims.ReboundBattle`
claims; "as they lost that battle , 58 - 38" also says which team won it
(:class:`~factcheck.claims.ReboundBattleWord`).
"""

from __future__ import annotations

from collections.abc import Iterator

from boxscore import Side
from factcheck.claims import BattleVerb, ReboundBattle, ReboundBattleWord, Subject
from factcheck.engine.context import CheckContext
from factcheck.text.numbers import Number, parse_at
from factcheck import lexicon

from .registry import reader
from .team_numbers import positions_in
from .vocab import OUT_VERBS, PLACES, words_of
from .vocab_shots import PERCENT_WORDS
from .teams import team_subject
from .words import marks

#: Words of a sentence about rebounding, and cues before a pair that make it the rebounding battle.
REBOUND_WORDS = words_of("REB")
#: Words of the other statistics of a team's line: a pair near one is not the rebounding battle.
OTHER_STAT_WORDS = words_of("PTS", "AST", "STL", "BLK", "TO", "PF") - OUT_VERBS.keys() | PERCENT_WORDS
PERIOD_WORDS = lexicon.words("rebound_battle_period_words")


_BATTLE_BEFORE = lexicon.words("battle_before")


def _battle(window: list[str]) -> bool:
    """"winning that battle ,", "out - rebounded them", "outrebounded the Lakers" just before a pair."""
    for k, w in enumerate(window):
        if _out_rebound(window, k):
            return True
        if w in {"battle", "differential"} and k >= 1 and window[k - 1] in _BATTLE_BEFORE:
            return True
        if w in PLACES and window[k + 1:k + 2] in ([","], []):
            return True  # "dominated the glass , 50 - 40"
    return False


def _out_rebound(words: list[str], k: int) -> bool:
    """A verb of out-rebounding at ``k``: "outrebounded", "out - rebound"."""
    w = words[k]
    if OUT_VERBS.get(w) != "REB":
        return False
    return w.startswith("out") or k >= 2 and words[k - 2:k] == ["out", "-"]


_REBOUNDING_ADVANTAGE = [list(p) for p in lexicon.phrase_list("rebounding_advantage")]


def _advantage_after(after: list[str]) -> bool:
    """"a 47 - 37 advantage on the boards", "a 63 - 32 rebounding advantage": the battle named after the pair."""
    if after[:1] in (["advantage"], ["edge"]):
        return not REBOUND_WORDS.isdisjoint(after[1:4])
    return after[:2] in _REBOUNDING_ADVANTAGE


#: The words :func:`_battle` looks for: a text with none of them states no rebounding battle.
_BATTLE_WORDS = frozenset(w for w, c in (OUT_VERBS | PLACES).items() if c == "REB") | {"battle"}


_REBOUND_WORDS, _OTHER_STAT = frozenset(REBOUND_WORDS), frozenset(OTHER_STAT_WORDS)
_PARTS = frozenset({"defensive", "offensive"})


def rebound_pairs(ctx: CheckContext) -> Iterator[tuple[Number, Number]]:
    """The pairs of a sentence about the rebounding battle: "winning that battle , 43 - 24", and
    "outrebounded them 44 to 30" after a verb of out-rebounding."""
    tokens, low, doc = ctx.tokens, ctx.doc.lower, ctx.doc
    if _BATTLE_WORDS.isdisjoint(low):
        return
    pairs = [(a, b, False) for a, b in doc.digit_pairs] + [(a, b, True) for a, b in _to_pairs(ctx)]
    for a, b, written_to in sorted(pairs, key=lambda p: p[0].start):
        lo, hi = doc.bounds_at[a.start]
        if a.start > lo and tokens[a.start - 1] == "(":
            continue
        if not marks(ctx, _REBOUND_WORDS).any_in(lo, hi):  # (the word index: a sentence is not scanned per pair)
            continue
        window = low[max(lo, a.start - 6):a.start]
        wide = low[max(lo, a.start - 8):a.start]  # "out - rebounded by a count of 53 - 38"
        after = low[b.end:b.end + 4]
        verb = next((k for k in range(len(wide) - 1, -1, -1) if _out_rebound(wide, k)), None)
        if written_to and verb is None:
            continue
        if verb is None and not _battle(window) and not _advantage_after(after) or set(window + after) & PERIOD_WORDS:
            continue
        # a verb of out-rebounding right before the pair, or "rebounding advantage" right after it,
        # speaks of rebounds alone: other statistics of the sentence ("shot 57 percent while out -
        # rebounding the Suns 47 - 30") are other clauses
        scope = wide[verb:] + after if verb is not None else after if _advantage_after(after) else None
        if not OTHER_STAT_WORDS.isdisjoint(scope) if scope is not None else marks(ctx, _OTHER_STAT).any_in(lo, hi):
            continue
        if not (15 <= a.value <= 90 and 15 <= b.value <= 90):
            continue
        if marks(ctx, _PARTS).any_in(lo, a.start):
            continue  # "dominated the defensive rebounding , winning that battle , 38 - 23": a part of the total
        yield a, b


def _to_pairs(ctx: CheckContext) -> Iterator[tuple[Number, Number]]:
    """Every "N to M" written in digits ("outrebounded them 44 to 30")."""
    tokens = ctx.tokens
    for k in positions_in(ctx.doc.lower, "to", len(tokens) - 1):
        if k and tokens[k - 1].isdecimal() and tokens[k + 1].isdecimal() and tokens[k - 1].isascii() \
                and tokens[k + 1].isascii() and len(tokens[k - 1]) <= 3 and len(tokens[k + 1]) <= 3:
            a, b = parse_at(tokens, k - 1), parse_at(tokens, k + 1)
            if a is not None and b is not None and a.end == k and b.start == k + 1:
                yield a, b


#: Verbs of the battle itself, and whether they say the subject won it.
BATTLE_VERBS = {w: said == "won" for w, said in lexicon.mapping("battle_verbs").items()}


def battle_verb(ctx: CheckContext, a: Number) -> tuple[int, bool, Side] | None:
    """"as they won that battle , 58 - 38": the verb, whether it says won, and the team it is said of
    (a team named as the subject of the clause, or the team its "they" refers to)."""
    low = ctx.doc.lower
    lo, _ = ctx.doc.bounds_at[a.start]
    k = next((j for j in range(a.start - 1, max(lo, a.start - 7) - 1, -1) if low[j] in BATTLE_VERBS), None)
    if k is None or "battle" not in low[k:a.start]:
        return None
    teams = [m for m in ctx.mentions.teams_in(lo, k) if m.side is not None]
    for r in ctx.mentions.references:
        if lo <= r.start < k and r.kind == "team" and k - r.end <= 2:
            if r.side is not None:
                return k, BATTLE_VERBS[low[k]], r.side
            if teams and len({m.side for m in teams}) == 1:
                return k, BATTLE_VERBS[low[k]], teams[-1].side  # "... for the Heat , as they lost that battle"
            return None
    near = [m for m in teams if m.start >= k - 3]
    return (k, BATTLE_VERBS[low[k]], near[-1].side) if near else None


@reader("rebound_battle", [ReboundBattle, ReboundBattleWord], "the rebounding battle as a pair: 'winning that battle , "
                                                             "43 - 24', and who won it")
def read_rebound_battle(ctx: CheckContext) -> Iterator[ReboundBattle | ReboundBattleWord]:
    low = ctx.doc.lower
    for a, b in rebound_pairs(ctx):
        yield ReboundBattle(subject=Subject.of_group("both teams"), first=a, second=b)
        verb = battle_verb(ctx, a)
        if verb is not None:
            k, _, side = verb
            yield ReboundBattleWord(subject=team_subject(ctx, k, side), verb=BattleVerb(low[k]), at=k, first=a, second=b)
