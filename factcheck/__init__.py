"""A rule-based fact checker for data-to-text NBA game summaries.

It checks each claim of a summary against the game's RotoWire box score and writes span-level
errors in the format of the INLG 2021 Shared Task in Evaluating Accuracy, and scores such error
lists exactly as the shared task's evaluate.py does.
"""

__version__ = "0.1.0"
