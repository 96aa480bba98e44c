"""Directory outputs (``xmi``, ``tsv``, ``factgenie``) never replace or remove a file factcheck did not write.

Each directory factcheck writes holds a small manifest, ``.factcheck-manifest.json``, listing the
files it wrote there. A later run into the same directory replaces those files only: the files of
the earlier run that this run does not write again are removed (``xmi``, ``tsv``: texts no longer
checked), every other file stays as it is. A non-empty directory without a manifest is refused
before the run, naming it (``--out .`` used to empty the working directory).

factgenie's own folder (its package directory, with ``campaigns/`` and ``data/``) is the one
non-empty directory written into without a manifest of its own: the checker adds its campaign,
the dataset's split and the setup's outputs in factgenie's layout, merges its dataset entry into
``data/datasets.yml`` (as factgenie's own upload does), and lists what it added in its manifest;
it never removes anything there, and refuses to replace a campaign or data file it did not write.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from factcheck.io.outputs import OutputError, open_text

MANIFEST = ".factcheck-manifest.json"
#: Files of factgenie's that the checker updates in place (an entry merged, the others kept).
MERGED = frozenset({"data/datasets.yml"})


@dataclass
class Manifest:
    """What factcheck wrote into a directory: the format and the files (paths relative to it)."""

    format: str = ""
    files: set[str] = field(default_factory=set)
    #: True for factgenie's layout: runs add their files (campaigns side by side), and never
    #: remove an earlier run's.
    additive: bool = False


def read_manifest(directory: Path) -> Manifest | None:
    """The manifest of a directory factcheck wrote, or None (no manifest, or not one of ours)."""
    try:
        data = json.loads((directory / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("tool") != "factcheck" or not isinstance(data.get("files"), list):
        return None
    files = {f for f in data["files"] if isinstance(f, str) and _inside(f)}
    return Manifest(str(data.get("format", "")), files, bool(data.get("additive", False)))


def _inside(relative: str) -> bool:
    """A manifest entry that stays inside its directory (never ``../x`` nor an absolute path)."""
    parts = Path(relative).parts
    return bool(parts) and not Path(relative).is_absolute() and ".." not in parts


def write_manifest(directory: Path, manifest: Manifest) -> None:
    """Write ``manifest`` into ``directory`` (a staged directory, put in place with the files)."""
    data = {"tool": "factcheck", "format": manifest.format, "additive": manifest.additive,
            "files": sorted(manifest.files)}
    with open_text(directory / MANIFEST) as fh:
        fh.write(json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def is_factgenie_folder(directory: Path) -> bool:
    """True for a folder laid out as factgenie keeps its data (its package directory)."""
    return ((directory / "campaigns").is_dir() or (directory / "data" / "datasets.yml").is_file()
            or (directory / "data" / "datasets_TEMPLATE.yml").is_file())


def previous_output(given: Path, real: Path, fmt: str) -> Manifest | None:
    """The manifest of the directory a run is about to write (None when it is new or empty).

    :class:`OutputError` (one line, naming the directory) when it holds files that are not an
    earlier output of factcheck: they would be mixed with the new ones, or lost."""
    if not real.is_dir():
        return None
    found = read_manifest(real)
    if found is not None:
        return found
    if not any(real.iterdir()):
        return None
    if fmt == "factgenie" and is_factgenie_folder(real):
        return Manifest("factgenie", set(), additive=True)
    raise OutputError(f"{given}: a directory that is not empty and not an output of factcheck (it has no {MANIFEST}); "
                      "give a new or empty directory" + (", or factgenie's folder" if fmt == "factgenie" else ""))


def files_under(directory: Path) -> set[str]:
    """Every file below ``directory`` as a path relative to it (the manifest itself left out)."""
    return {p.relative_to(directory).as_posix() for p in directory.rglob("*")
            if not p.is_dir() and p.name != MANIFEST}
