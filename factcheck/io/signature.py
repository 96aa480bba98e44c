"""Run signatures: what a run was checked with, so that only comparable runs are compared.

Like sacrebleu's, a signature is ``key:value`` fields joined by ``|``::

    factcheck:0.1.0|rules:<hash>|only:all|schedule:<digest>|league:<digest>|not-checkable:no

The first three name the checker (version, a hash of the rule set, the rules run); the others the
data it was given besides the texts, since the same rules find other errors with league data:
a SHA-256 digest (12 hex digits) of the schedule file's bytes and one of the league files' (in
the order given), ``none`` when not given, whether ``--not-checkable`` was on, and a confidence
threshold (``min-confidence:<x>``, ``--min-confidence X``) when one above 0 is given: 0 leaves
every finding in, as no threshold does, so such runs stay comparable. A run of an earlier
version has no data fields: its data are "not recorded".
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

#: The fields that name the checker; the others name its data.
RULE_FIELDS = ("factcheck", "rules", "only")
DATA_FIELDS = ("schedule", "league", "not-checkable", "min-confidence")
_LABEL = {"schedule": "schedule", "league": "league files", "not-checkable": "--not-checkable",
          "min-confidence": "confidence threshold"}
NOT_RECORDED = "not recorded"


@dataclass(frozen=True)
class DataInputs:
    """The data a run was checked with besides its texts and games."""

    schedule: Path | None = None
    league: tuple[Path, ...] = ()
    not_checkable: bool = False
    #: Findings below this confidence are left out (``--min-confidence``); None or 0: no threshold.
    min_confidence: float | None = None

    def fields(self) -> list[tuple[str, str]]:
        out = [("schedule", digest([self.schedule] if self.schedule else [])), ("league", digest(self.league)),
               ("not-checkable", "yes" if self.not_checkable else "no")]
        if self.min_confidence:
            out.append(("min-confidence", f"{self.min_confidence:g}"))
        return out


def digest(paths: Sequence[Path]) -> str:
    """12 hex digits of SHA-256 over the files' bytes in order (their names do not count), or "none"."""
    if not paths:
        return "none"
    whole = hashlib.sha256()
    for path in paths:
        one = hashlib.sha256()
        with open(path, "rb") as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                one.update(block)
        whole.update(one.digest())
    return whole.hexdigest()[:12]


def run_signature(only: Iterable[str] | None = None, data: DataInputs | None = None) -> str:
    """Tool version, rule-set hash, rule selection and the data inputs."""
    from rules import signature

    from factcheck import __version__

    chosen = ",".join(sorted(only)) if only else "all"
    parts = [("factcheck", __version__), ("rules", signature()), ("only", chosen), *(data or DataInputs()).fields()]
    return "|".join(f"{k}:{v}" for k, v in parts)


def parse(signature: str) -> dict[str, str] | None:
    """The fields of a signature, or None when it is not made of ``key:value`` fields."""
    out = {}
    for part in signature.split("|"):
        key, sep, value = part.partition(":")
        if not sep:
            return None
        out[key] = value
    return out


def differences(base: str, new: str) -> list[str]:
    """How two runs' signatures differ, one phrase for the rules and one for the data (empty when
    they agree, or when a run has no signature: a CSV run)."""
    if not base or not new or base == new:
        return []
    b, n = parse(base), parse(new)
    if b is None or n is None:
        return [f"different rule sets ({base} vs {new})"]
    out = []
    rule_keys = [k for k in dict.fromkeys([*b, *n]) if k not in DATA_FIELDS]
    if any(b.get(k) != n.get(k) for k in rule_keys):
        def rules_of(fields: dict[str, str]) -> str:
            return "|".join(f"{k}:{fields[k]}" for k in rule_keys if k in fields)
        out.append(f"different rule sets ({rules_of(b)} vs {rules_of(n)})")
    b_recorded, n_recorded = any(k in b for k in DATA_FIELDS), any(k in n for k in DATA_FIELDS)
    if b_recorded != n_recorded:
        side = "BASE" if not b_recorded else "NEW"
        out.append(f"different data: the data inputs are not recorded in {side} (a run of an earlier version)")
    elif b_recorded:
        data = [f"{_LABEL[k]} {b.get(k, _default(k))} vs {n.get(k, _default(k))}" for k in DATA_FIELDS
                if b.get(k, _default(k)) != n.get(k, _default(k))]
        if data:
            out.append("different data: " + ", ".join(data))
    return out


def _default(key: str) -> str:
    """A data field's value when the signature leaves it out (only the threshold may be left out)."""
    return "none" if key == "min-confidence" else NOT_RECORDED
