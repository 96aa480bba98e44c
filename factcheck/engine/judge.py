"""The judge: the reading of each sentence the claims are verified under, and every rule's verdicts.

Rules verify one claim at a time. A reviewer reads a sentence as a whole and marks the smallest
set of corrections that makes it true (the shared task's curation notes say so in those words):
when the numbers credited to a player are another player's line, the *name* is the error, not
each number. The judge does the same, once, for every rule:

1. the policies of :mod:`.readings` speak first: a stat line that clearly fits another player
   (:func:`boxscore.lines.better_player`), a lead whose figure is another player's, a team related
   to itself or named as the team of a player of the other, a shooting line or team figures that
   are exactly another's; a policy may also say whom the claims are about is unsure (then they
   are not verified), or scope its reading to some claim classes, leave some unverified or keep
   some as written (``Reading.classes``, ``leaves``, ``keeps``);
2. every other player's name said of this game is weighed: its claims are verified as said of
   the name written; when that costs two corrections or more, the players whose line the claims
   identify are tried (:mod:`.readings.alternatives`), each costing its corrections plus one for
   the name; a reading must be true of two thirds of the claims; the cheapest wins, ties keep
   what was written. Every team's name is weighed the same way against the team claims said of
   it (its record, result, narrative, quarter scores, shooting, "led by", ...): as written, or as
   the other team's plus one for the name (and one for each name of the other team they set it
   against, :mod:`.readings.team_weighing`); of one team named on both sides of a relation, the
   name the relation's words or, failing them, the claims show wrong;
3. a reading other than the written one reports a NAME fix over the name, once, with the claim
   that shows it, and the claims' corrections under that reading.
"""

from __future__ import annotations

import dataclasses
import operator
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from boxscore import Player
from factcheck.claims import Category, Claim, Facts, OnlyOther, Status, Subject, SubjectKind, Verdict

from .context import CheckContext
from .readings import ClaimsOf, Reading, Span
from .readings.alternatives import alternatives, name_fix
from .readings.policies import readings
from .readings.team_weighing import weigh_teams


#: How many corrections fewer than the written reading another reading must make to be chosen: a
#: reading that spares one correction is as likely a slip in a number as a wrong name.
MARGIN = 1


#: A verdict is frozen: the judge alone stamps the rule that gave it, once, by the slot's setter.
_set_rule = Verdict.__dict__["rule"].__set__


@dataclass(frozen=True, slots=True)
class _Rule:
    name: str
    verify: Callable


class _Verifier:
    """Every typed rule's verdicts on a claim, asked of any subject, each answer remembered (a
    reading is weighed and then reported: the rules are asked once per claim and subject)."""

    def __init__(self, specs: Sequence, facts: Facts, strict: bool = False) -> None:
        self.facts = facts
        self.by_class = _rules_by_class(tuple(specs))
        #: By claim id, or (claim id, subject kind, player index or side).
        self._memo: dict[int | tuple, list[Verdict]] = {}
        self.failures: list[tuple[str, str]] = []
        self._failed: set[str] = set()
        self.strict = strict

    def rules_of(self, claim: Claim) -> list[_Rule]:
        return self.by_class.get(type(claim), [])

    def verdicts(self, claim: Claim, subject: Subject | None = None) -> list[Verdict]:
        """Every rule's verdict on ``claim``, said of ``subject`` (its own when None), reported
        of the claim as read. A rule that fails costs its verdict, and is reported once."""
        if subject is None or subject == claim.subject:  # (a reading as written asks what the claim says)
            subject = None
            key: int | tuple = id(claim)  # (no tuple made for the claim as read: most asks)
        else:
            key = (id(claim), subject.kind, subject.player.index if subject.player is not None else subject.side)
        found = self._memo.get(key)
        if found is None:
            asked = claim if subject is None else claim.with_subject(subject)
            found = []
            for rule in self.by_class.get(type(claim), ()):
                try:
                    verdict = rule.verify(asked, self.facts)
                except Exception as exc:
                    if self.strict:
                        raise
                    if rule.name not in self._failed:  # noqa: BLE001 - a rule's bug costs its verdicts, not the run
                        self._failed.add(rule.name)
                        self.failures.append((rule.name, _message(exc)))
                    continue
                if verdict is None:
                    continue
                if verdict.claim is claim and not verdict.rule:
                    _set_rule(verdict, rule.name)  # (the rule's own verdict, new: stamped, not made again)
                    found.append(verdict)
                else:  # said of another subject: reported of the claim as read
                    found.append(Verdict(claim, verdict.status, verdict.fact, verdict.fixes, verdict.reason, rule.name))
            self._memo[key] = found
        return found


#: The rules of each claim class, by the rule set's specs (by identity: hashing the specs' fields
#: for every document cost more than the lookup); a few rule sets at most.
_BY_CLASS: dict[tuple[int, ...], tuple[tuple, dict[type, list[_Rule]]]] = {}


def _rules_by_class(specs: tuple) -> dict[type, list[_Rule]]:
    """The rules of each claim class (built once per rule set, not per document)."""
    key = tuple(map(id, specs))
    found = _BY_CLASS.get(key)
    if found is not None and all(map(operator.is_, found[0], specs)):
        return found[1]
    if len(_BY_CLASS) >= 8:
        _BY_CLASS.clear()
    out: dict[type, list[_Rule]] = {}
    for spec in specs:
        for cls in spec.verifies:
            out.setdefault(cls, []).append(_Rule(spec.name, spec.verify))
    _BY_CLASS[key] = (specs, out)
    return out


def cost(verdicts: Iterable[Verdict]) -> int:
    """The corrections the verdicts on a claim make (a NOT_CHECKABLE lookup is no correction); an
    unchecked verdict's own fixes count too: a rule leaves a claim unchecked with the corrections it
    would cost when a wrong name explains it as well (:func:`factcheck.claims.name_doubted`)."""
    n = 0
    for v in verdicts:
        if v.fixes:
            for f in v.fixes:
                if f.category is not Category.NOT_CHECKABLE:
                    n += 1
    return n


def verdicts(ctx: CheckContext, specs: Sequence, facts: Facts, claims_of: ClaimsOf,
             strict: bool = False) -> tuple[list[Verdict], list[tuple[str, str]]]:
    """Every verdict of the typed rules ``specs`` on the document's claims (``claims_of(classes)``
    gives the claims of some classes), and the rules that failed: [(rule, one-line message)]
    (``strict``: a failing rule raises)."""
    verifier = _Verifier(specs, facts, strict)
    failures = verifier.failures
    claims: list[Claim] = []
    try:  # every rule's claims at once; a reader's bug is then blamed on the rules that read it
        claims = [c for c in claims_of(tuple(verifier.by_class)) if not c.note]
    except Exception:
        if strict:
            raise
        claims = _claims_rule_by_rule(specs, claims_of, failures)
    if not claims:
        return [], failures
    attached: dict[int, Span] = {}  # team claims with no name of their own, by id: the name of their team
    try:
        chosen = _readings(ctx, claims, verifier, claims_of, attached)
    except Exception as exc:
        if strict:
            raise
        failures.append(("judge", _message(exc)))
        chosen = {}
    out: list[Verdict] = []
    # a reading's name fix is reported once, with the claim that shows it (mostly the mention's first)
    named = {id(r.first): r for found in chosen.values() for r in found if r.name is not None and r.first is not None}
    renamed = _renamed(chosen) if named else {}
    implied = _implied_readings(ctx, claims, renamed) if renamed else {}
    for read in claims:
        if renamed and isinstance(read, OnlyOther) and read.other:
            read = _named_as_read(read, renamed)
        subject = read.subject
        if subject is not None and subject.start >= 0:
            found = chosen.get((subject.start, subject.end))
        else:
            found = implied.get(id(read)) if implied else None
            if found is None and attached:
                at = attached.get(id(read))
                found = chosen.get(at) if at is not None else None
        reading = None
        if found:
            for r in found:
                if r.applies(read):
                    reading = r
                    break
        if reading is not None and reading.unsure:
            continue  # whom it is about is unsure: not verified
        shown = named.get(id(read)) if named else None
        if shown is not None:
            out.append(Verdict(read, Status.WRONG, shown.name.comment, (shown.name, *shown.also),
                               rule=shown.rule or _first_rule(verifier, read)))
        if reading is not None and (isinstance(read, reading.leaves) or read in reading.explains):
            out.append(Verdict(read, Status.UNCHECKED, reason="said of a name the judge reads as the error",
                               rule=_first_rule(verifier, read)))
            continue
        out.extend(verifier.verdicts(read, reading.subject(subject) if reading is not None else None))
    return out, failures


def _renamed(chosen: dict[Span, tuple[Reading, ...]]) -> dict[Span, tuple[Reading, ...]]:
    """The readings of the names the judge reads as another player's (a NAME fix and a player)."""
    return {span: found for span, found in chosen.items()
            if any(r.name is not None and r.player is not None for r in found)}


def _named_as_read(claim: OnlyOther, renamed: dict[Span, tuple[Reading, ...]]) -> OnlyOther:
    """``claim`` with the players the judge reads in place of the names written before it among
    those named before ("X was the only other starter in double figures" after a line whose name
    is the error: its owner was named, by the wrong name)."""
    extra = {r.player.index for (at, _), found in renamed.items() if at < claim.phrase[0] for r in found
             if r.name is not None and r.player is not None and r.name.category is Category.NAME}
    extra -= claim.named_before
    return dataclasses.replace(claim, named_before=claim.named_before | extra) if extra else claim


#: How many player mentions back an implied subject's last mention is looked for (a sentence or
#: two names a few players; a text of thousands of names is not walked back per claim).
_LOOK_BACK = 12


def _implied_readings(ctx: CheckContext, claims: list[Claim], renamed: dict[Span, tuple[Reading, ...]]
                      ) -> dict[int, tuple[Reading, ...]]:
    """The readings of claims whose subject is implied ("He 's averaging 19 points over his last
    four games"), by ``id(claim)``: a claim bound to a player through his last mention before it
    is read as that mention's claims are: when the judge reads the name as another player's
    (``renamed``), so are the sentences that go on about him."""
    mentions = ctx.mentions.players
    starts = [m.start for m in mentions]
    out: dict[int, tuple[Reading, ...]] = {}
    for claim in claims:
        subject = claim.subject
        if subject is None or subject.start >= 0 or subject.player is None:
            continue
        at = bisect_left(starts, claim.words_at) - 1
        stop = max(-1, at - _LOOK_BACK)
        while at > stop and mentions[at].player is not subject.player:
            at -= 1
        found = renamed.get((mentions[at].start, mentions[at].end)) if at > stop else None
        if found is not None:
            out[id(claim)] = found
    return out


def _claims_rule_by_rule(specs: Sequence, claims_of: ClaimsOf, failures: list[tuple[str, str]]) -> list[Claim]:
    """The claims of every rule whose readers do not fail; a failing reader costs the rules that
    read its claims, each reported once."""
    claims: list[Claim] = []
    seen: set[int] = set()
    for spec in specs:
        try:
            found = claims_of(spec.verifies)
        except Exception as exc:  # noqa: BLE001 - a reader's bug costs these rules, not the run
            failures.append((spec.name, _message(exc)))
            continue
        for claim in found:
            if id(claim) not in seen and not claim.note:
                seen.add(id(claim))
                claims.append(claim)
    return claims


def _first_rule(verifier: _Verifier, claim: Claim) -> str:
    rules = verifier.rules_of(claim)
    return rules[0].name if rules else "judge"


def _message(exc: Exception) -> str:
    return " ".join(f"{type(exc).__name__}: {exc}".split())[:300]


def _readings(ctx: CheckContext, claims: list[Claim], verifier: _Verifier, claims_of: ClaimsOf,
              attached: dict[int, Span]) -> dict[Span, tuple[Reading, ...]]:
    """The policies' readings, and the reading of each other named subject whose claims a cheaper
    reading makes true (``attached`` is filled with the team claims read under a name that is not
    their own: the one name of their team in their sentence)."""
    out = dict(readings(ctx, claims_of))
    groups: dict[Span, list[Claim]] = {}
    teams: list[Claim] = []  # (the claims about a team or a group of players, for weigh_teams: one pass)
    player, team, group = SubjectKind.PLAYER, SubjectKind.TEAM, SubjectKind.GROUP
    for claim in claims:
        subject = claim.subject
        if subject is None:
            continue
        kind = subject.kind
        if kind is player:
            if subject.start >= 0 and claim.frame.this_game:  # (a claim about another game does not say who played this one)
                groups.setdefault((subject.start, subject.end), []).append(claim)
        elif kind is team or kind is group:
            teams.append(claim)
    for span, group in groups.items():
        if any(r.name is not None or r.unsure for r in out.get(span, ())):
            continue  # a policy found the name wrong, or whom it is about unsure
        written = group[0].subject
        base = sum(cost(verifier.verdicts(c)) for c in group)
        if base < 1 + MARGIN:
            continue  # any other reading costs at least one correction (the name) plus its own
        best, best_cost = None, base
        for other in alternatives(ctx, written, group):
            if _credited_elsewhere(other, span, group, groups):
                continue  # the text gives him this line under his own name: this copy is the named player's
            total = _alternative_cost(verifier, group, other, best_cost)
            if total is not None:
                best, best_cost = other, total
        if best is None:
            continue
        if _unsure(ctx, span, group):
            continue  # "he" after a sentence naming several players: no name to blame, read as written
        sure = min(1.0, 0.5 + 0.15 * (base - best_cost))  # corrections spared by the reading: 1 -> .65, 3 -> .95
        out[span] = (Reading(best.player, name_fix(ctx, written, best, group, sure), group[0],
                             side=best.side, rule=_first_rule(verifier, group[0])),)
    attached.update(weigh_teams(ctx, teams, lambda claim, subject: cost(verifier.verdicts(claim, subject)), out,
                                lambda claim: _first_rule(verifier, claim)))
    for span, found in out.items():
        if any(r.name is not None and r.player is not None and _part_of_his_name(ctx.doc.span_text(*span), r.player)
               for r in found):
            # "Williams" for Michael Carter-Williams: a name of his, read as his, and no error
            out[span] = tuple(dataclasses.replace(r, name=None) if r.player is not None else r for r in found)
    return out


def _alternative_cost(verifier: _Verifier, group: Sequence[Claim], other: Subject, best_cost: int) -> int | None:
    """The cost of reading ``group`` as said of ``other`` (its corrections plus one for the name),
    or None when that reading loses: wrong in more than a third of its claims (the claims do not
    identify him), or not cheaper than ``best_cost`` by :data:`MARGIN`. The rules are asked claim by
    claim, and no further once the reading has lost (most of the players tried lose by the second
    claim)."""
    most_wrong = len(group) // 3  # (3 * wrong > len(group) loses)
    total, wrong = 1, 0
    for claim in group:
        n = cost(verifier.verdicts(claim, other))
        if n:
            wrong += 1
            total += n
            if wrong > most_wrong or total + MARGIN > best_cost:
                return None
    return total if total + MARGIN <= best_cost else None


def _part_of_his_name(written: str, player: Player) -> bool:
    """True when ``written`` is one part of his hyphenated surname ("Williams", "Carter" of
    Carter-Williams): writers shorten such names, and the shortened name is still his."""
    return "-" in player.last_name and written in player.last_name.split("-")


def _credited_elsewhere(other: Subject, span: Span, group: Sequence[Claim], groups: dict[Span, list[Claim]]) -> bool:
    """True when another mention of ``other``'s own name is credited with a figure of ``group``
    (its points, a statistic or a shooting line, the same numbers): the text has already told his
    line, and a sentence giving it again under another name is about that name, whose numbers
    are then the slips (as annotators mark a line copied to the wrong player)."""
    said = {_figure(c) for c in group} - {None}
    for at, claims in groups.items():
        if at != span and claims[0].subject.player is other.player \
                and not said.isdisjoint(_figure(c) for c in claims):
            return True
    return False


def _figure(claim: Claim) -> tuple | None:
    """What a claim credits, comparable across mentions: (attribute, the numbers written)."""
    value = claim.value
    if value is None or value.number is None:
        return None
    return claim.attribute, value.number, value.second


def _unsure(ctx: CheckContext, span: Span, group: Sequence[Claim]) -> bool:
    """Claims read in a later sentence ("He") after a sentence naming several players: whose they
    are is unsure, and no name is blamed."""
    doc = ctx.doc
    sentence = doc.sentence_of[span[0]]
    return any(doc.sentence_of[c.words_at] != sentence for c in group) \
        and len(ctx.mentions.players_in(*doc.sentence_bounds(sentence))) > 1
