"""What a JSON Lines output of factcheck holds, as its header says, and the refusal of the wrong kind.

Every JSON Lines output starts with ``{"record": "run", "kind": ..., "format_version": ...}``:
``kind`` is "errors" (``check --format jsonl``) or "claims" (``check --format claims``,
``factcheck claims --format jsonl``). ``score``, ``profile`` and ``compare`` read errors only: a
claims file has no error records, so read as a run it would be a run without errors ("fixed 787,
introduced 0"). A header of version 1 has no ``kind``: it is an errors run unless its lines are
claim records. The layout of each kind is in docs/schemas/.
"""

from __future__ import annotations

from typing import Any

#: The version of the JSON Lines layout: 2 added the header's ``kind`` and ``format_version`` and
#: the per-text records (``{"record": "text", ...}``).
FORMAT_VERSION = 2
ERRORS, CLAIMS = "errors", "claims"
_MADE_BY = {CLAIMS: "check --format claims, or factcheck claims --format jsonl"}


def wrong_kind(obj: Any, where: str) -> str | None:
    """Why the record ``obj`` (a line at ``where``) shows a file that is no errors run of a version
    this factcheck reads, in one line; None when it may be one."""
    if not isinstance(obj, dict):
        return None
    record = obj.get("record")
    if record == "run":
        kind = obj.get("kind", ERRORS)
        version = obj.get("format_version", 1)
        if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
            return (f"{where}: format version {version} is newer than this factcheck reads ({FORMAT_VERSION}): "
                    "update factcheck")
    elif record == "claim":
        kind = CLAIMS
    else:
        return None
    if kind == ERRORS:
        return None
    made_by = f" ({_MADE_BY[kind]})" if kind in _MADE_BY else ""
    return (f"{where}: holds {kind}{made_by}, not a run's errors: give the jsonl of "
            "'factcheck check --format jsonl'")
