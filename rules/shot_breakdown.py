"""A player's shooting, verified: made-attempted lines, counts of shots and percentages.

The reader (:mod:`factcheck.reader.shots`) reads "10 - of - 17 shooting", "( 10 - 17 FG , 3 - 6
3Pt , 1 - 2 FT )", "four three - pointers", "50 percent from the field" and binds each to a
player; this rule compares them with his box score. A percentage is right when it is either
rounding of made / attempted or the box score's own value.

Each wrong number (the made and the attempted number separately) is a NUMBER error over that
number, corrected in the text's own form, with the fact as the comment ("Isaiah Thomas made 13
of 24 field goals"). Two readings with fewer errors take precedence where they clearly fit:
the words naming the shot type are the WORD error when the pair is exactly the player's line of
another shot type ("went 6 - for - 6 from the three - point line" for 6-of-6 free throws), and
the player's name is the NAME error when a player given a fitting line elsewhere in the text
is given a second line that is exactly another player's.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator

from boxscore import Player
from factcheck.engine.context import CheckContext
from factcheck.engine.errors import Category, Error
from factcheck.text.linking import PlayerMention
from factcheck.reader.registry import claims_from
from factcheck.reader.schema import Claim
from factcheck.reader.shot_lines import two_point_at, type_is_label, written_type
from factcheck.reader.shots import ShotClaim
from factcheck.reader.stats import stat_claims
from factcheck.reader.vocab_shots import ABBREVIATIONS, COLUMNS, FG, FG2, FG3, FT, PHRASE_OF
from factcheck.engine.verdicts import recording, verified

from .registry import legacy_rule


# ---- checking ---------------------------------------------------------------------------------------
def _values(player: Player, shot: str) -> tuple[int | None, int | None]:
    made_col, att_col, _, _ = COLUMNS[shot]
    return player.stat(made_col), player.stat(att_col)


def _misses(player: Player, claim: ShotClaim) -> int:
    """How many of the claim's numbers ``player``'s box score contradicts (percentages: none)."""
    made, att = _values(player, claim.shot)
    if claim.kind == "pair":
        return (claim.numbers[0].value != made) + (claim.numbers[1].value != att)
    if claim.kind == "made":
        return int(claim.numbers[0].value != made)
    if claim.kind == "attempted":
        return int(claim.numbers[0].value != att)
    return 0


def _acceptable_percents(player: Player, shot: str) -> set[int] | None:
    made, att = _values(player, shot)
    if made is None or not att:
        return None
    exact = 100 * made / att
    ok = {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}
    pct = player.stat(COLUMNS[shot][2])
    if pct is not None:
        ok.add(pct)
    return ok


def _better_player(ctx: CheckContext, mention: PlayerMention, claims: list[ShotClaim], misses: list[int],
                   fitting_lines: set[str], points_by_subject: dict[int, list]) -> Player | None:
    """Another player whose box score fits every number of the line the text gives the named one.

    A player given two different shooting lines in one text, one that fits him and one that fits
    another player exactly, is a wrong name on the second (one error, not four). It is taken only
    when the named player has a fitting line elsewhere in the text (``fitting_lines``), this line
    has at least four numbers (two made-attempted pairs, or a pair and the points before it), the
    named player misses at least two of them, and exactly one other player of the team the
    sentence names (or the named player's team) fits them all. ``misses`` are the claims' misses
    against their own player; ``points_by_subject`` the document's points claims by subject start.
    """
    named = mention.player
    assert named is not None
    if named.index not in fitting_lines:
        return None
    points = points_by_subject.get(mention.start, ())
    n_numbers = sum(len(c.numbers) for c in claims if c.kind != "percent") + len(points)
    own = sum(miss if c.player is named else _misses(named, c) for c, miss in zip(claims, misses)) \
        + sum(named.PTS != p.number.value for p in points)
    if n_numbers < 4 or own < 2 or not any(c.kind == "pair" for c in claims):
        return None
    s_start, s_end = ctx.doc.bounds_at[mention.start]
    sides = {m.side for m in ctx.mentions.teams_in(s_start, s_end) if m.side is not None}
    sides = sides if len(sides) == 1 else {named.side}
    fits = [p for p in ctx.game.played
            if p is not named and p.side in sides
            and all(_misses(p, c) == 0 for c in claims) and all(p.PTS == c.number.value for c in points)]
    return fits[0] if len(fits) == 1 else None


def _type_correction(ctx: CheckContext, claim: ShotClaim, shot: str) -> str:
    """The words for ``shot`` in the form of the words they replace ("FT" for "FG")."""
    assert claim.type_span is not None
    written = written_type(ctx, claim)
    if tuple(t.lower() for t in written) in ABBREVIATIONS:
        upper = any(t.isupper() and t.isalpha() for t in written[-1:]) and written[-1] not in {"FG", "FT"}
        return {FG: "FG", FG3: "3PT" if upper else "3Pt", FT: "FT"}[shot]
    phrase = PHRASE_OF[shot]
    return phrase.replace("-", " - ") if ctx.tokenized else phrase


def _wrong_type(ctx: CheckContext, claim: ShotClaim, stated: set[str]) -> str | None:
    """The shot type a pair was meant to name, when the words naming its type are the slip.

    That is the reading when the pair fits another shot type of its player exactly and misses
    both numbers of the type it names ("went 6 - for - 6 from the three - point line" for
    6-of-6 free throws), that type is not stated by another pair of the line, and the words
    could be the slip: a type named twice in one line ("( 8 - 13 FG , 1 - 4 3Pt , 6 - 10 FG )"),
    or words in running text. In the fixed "( 8 - 15 FG , 3 - 4 3Pt , 3 - 4 FT )" the labels
    are positional, and "including 4 - of - 4 from deep" is a part of the field goals: there the
    numbers are what is wrong. ``stated`` are the types the other pairs of the line name.
    """
    if claim.kind != "pair" or claim.type_span is None or _misses(claim.player, claim) < 2:
        return None
    made, att = (n.value for n in claim.numbers)
    # two-pointers are a part of the field goals, not a type the words could have meant instead
    others = [t for t in COLUMNS if t not in (claim.shot, FG2) and _values(claim.player, t) == (made, att) and att > 0]
    if len(others) != 1 or others[0] in stated:
        return None
    if claim.shot not in stated and type_is_label(ctx, claim):
        return None
    return others[0]


def _two_for_three(ctx: CheckContext, claim: ShotClaim) -> int | None:
    """The "two" of "two - point" when the words were meant to say three-pointers: every number
    of the claim misses the player's two-pointers and is exactly his three-pointers ("drained four
    of his seven two - point attempts" for 4-of-7 threes). The token of the "two", else None."""
    if claim.shot != FG2 or claim.kind == "percent":
        return None
    at = two_point_at(ctx, claim)
    if at is None:
        return None
    fg3 = _values(claim.player, FG3)
    wanted = {"pair": fg3, "made": fg3[:1], "attempted": fg3[1:]}[claim.kind]
    stated = tuple(n.value for n in claim.numbers)
    if stated != wanted or _misses(claim.player, claim) < len(stated):
        return None
    return at


def _errors(ctx: CheckContext, claim: ShotClaim, stated: set[str], read: Claim) -> Iterator[Error]:
    """The errors of one claim; ``stated`` are the shot types its line states elsewhere."""
    player, shot = claim.player, claim.shot
    made, att = _values(player, shot)
    if made is None or att is None:
        return
    _, _, pct_col, noun = COLUMNS[shot]
    if claim.kind == "percent":
        num = claim.numbers[0]
        ok = _acceptable_percents(player, shot)
        if ok is None or num.value in ok:
            return
        actual = player.stat(pct_col)
        if actual is None or actual not in ok:
            actual = math.floor(100 * made / att + 0.5)
        yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized),
                    f"{player.name} shot {actual} percent {PHRASE_OF[shot]} ({made} of {att})", "shot_breakdown", read)
        return
    slip = _two_for_three(ctx, claim)
    if slip is not None:
        yield Error(slip, slip + 1, Category.NUMBER, "3" if ctx.doc.span_text(slip, slip + 1) == "2" else "three",
                    f"{player.name} made {player.FG3M} of {player.FG3A} three-pointers "
                    f"(and {made} of {att} two-pointers)", "shot_breakdown", read)
        return
    other = _wrong_type(ctx, claim, stated)
    if other is not None and claim.type_span is not None:
        o_made, o_att = _values(player, other)
        yield Error(claim.type_span[0], claim.type_span[1], Category.WORD, _type_correction(ctx, claim, other),
                    f"{player.name} made {o_made} of {o_att} {COLUMNS[other][3]} "
                    f"(and {made} of {att} {noun})", "shot_breakdown", read)
        return
    if claim.kind == "pair":
        checks = [(claim.numbers[0], made), (claim.numbers[1], att)]
    else:
        checks = [(claim.numbers[0], made if claim.kind == "made" else att)]
    for num, actual in checks:
        if num.value != actual:
            yield Error(num.start, num.end, Category.NUMBER, num.render(actual, ctx.tokenized),
                        f"{player.name} made {made} of {att} {noun}", "shot_breakdown", read)


@legacy_rule("shot_breakdown", "a player's shooting: '10 - of - 17 shooting', '( 10 - 17 FG , 3 - 6 3Pt , 1 - 2 FT )', "
                        "'four three - pointers', '50 percent from the field'", verifies=("shots", "percent"))
def check_shot_breakdown(ctx: CheckContext) -> Iterator[Error]:
    groups: dict[tuple[int, int], list[Claim]] = defaultdict(list)
    for read in claims_from(ctx, "player_shots"):
        groups[(read.detail.mention.start, read.detail.mention.end)].append(read)
    # how many numbers of each claim its player's box score contradicts, counted once: the
    # fitting lines, the name check and the errors all ask
    misses = {span: [_misses(c.detail.player, c.detail) for c in cs] for span, cs in groups.items()}
    fitting_lines = {cs[0].detail.player.index for span, cs in groups.items()
                     if any(c.detail.kind == "pair" for c in cs) and not any(misses[span])}
    points_by_subject: dict[int, list] = defaultdict(list)
    for c in stat_claims(ctx):
        if c.stat == "PTS":
            points_by_subject[c.subject.start].append(c)
    for (start, end), group in groups.items():
        claims = [c.detail for c in group]
        mention = claims[0].mention
        group_misses = misses[(start, end)]
        other = _better_player(ctx, mention, claims, group_misses, fitting_lines, points_by_subject)
        if other is not None:
            correction = other.name if mention.kind == "full" else other.last_name
            yield Error(start, end, Category.NAME, correction,
                        f"the shooting line is {other.name}'s, not {ctx.doc.span_text(start, end)}'s", "shot_breakdown",
                        group[0])
            claims = [c.with_player(other) for c in claims]
            group_misses = [_misses(c.player, c) for c in claims]
        sentences = [ctx.doc.sentence_of[c.numbers[0].start] for c in claims]
        for read, claim, s, miss in zip(group, claims, sentences, group_misses):
            found = False
            if miss or claim.kind == "percent":  # else every number fits (percentages are checked there)
                stated = {c.shot for c, cs in zip(claims, sentences) if c is not claim and c.kind == "pair" and cs == s}
                for error in _errors(ctx, claim, stated, read):
                    found = True
                    yield error
            if not found and recording(ctx):
                verified(ctx, read, _fact(claim))


def _fact(claim: ShotClaim) -> str:
    made, att = _values(claim.player, claim.shot)
    return f"{claim.player.name} made {made} of {att} {COLUMNS[claim.shot][3]}"
