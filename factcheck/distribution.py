"""The name the package is installed by, for every install hint the program gives.

The import name is ``factcheck`` and so is the console command; the distribution on PyPI is
``nba-factcheck`` (the name ``factcheck`` belongs to an unrelated project there, so a hint with it
would install that one).
"""

from __future__ import annotations

DISTRIBUTION = "nba-factcheck"


def install_hint(extra: str | None = None) -> str:
    """The pip command that installs the package, with one of its extras: ``pip install 'nba-factcheck[plot]'``."""
    return f"pip install '{DISTRIBUTION}[{extra}]'" if extra else f"pip install {DISTRIBUTION}"
