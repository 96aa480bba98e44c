"""A rule-based fact checker for data-to-text NBA game summaries.

It checks each claim of a summary against the game's RotoWire box score and writes span-level
errors in the format of the INLG 2021 Shared Task in Evaluating Accuracy, and scores such error
lists exactly as the shared task's evaluate.py does.

Use from Python (see :mod:`factcheck.api`)::

    import factcheck
    checker = factcheck.Checker()
    run = checker.check_all(pairs)        # (game record, text) pairs
    run.to_dataframe()                    # one row per error

Anything not listed in ``__all__`` is internal and may change.
"""

from typing import Any

__version__ = "0.1.0"

__all__ = ["CheckedText", "Checker", "Finding", "Game", "RecordError", "Run", "Score", "Scores", "__version__",
           "example", "example_gsml", "load_games", "load_league", "score"]


def __getattr__(name: str) -> Any:
    # the API is imported on first use: the command line starts without loading every rule
    if name in __all__:
        from factcheck import api

        return getattr(api, name)
    raise AttributeError(f"module 'factcheck' has no attribute {name!r}")


def __dir__() -> list[str]:
    # the lazy names too, so that dir() and ``python -m pydoc factcheck`` show the API
    return sorted(set(globals()) | set(__all__))
