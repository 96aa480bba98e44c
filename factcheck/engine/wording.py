"""Counted nouns in the checker's own sentences: "1 block", "2 blocks", never "1 blocks".

Comments and facts are formed in many rules from a number and a plural noun
(``f"{player.name} had {value} {STAT_NAMES[stat]}"``). Rather than each rule choosing the
number of its noun, every comment (:class:`factcheck.engine.errors.Error`) and every verified fact
(:func:`factcheck.engine.verdicts.verified`) passes through :func:`singular_for_one` once. Only the
nouns of the lexicon are touched, and only right after a stand-alone count of one.
"""

from __future__ import annotations

import re

from factcheck.lexicon.statistics import comment_singulars

#: The plural nouns comments count, and their singulars.
SINGULAR: dict[str, str] = comment_singulars()

# "1" standing alone (not the end of "21", "0.1", "2-1" or "2 - 1"; "0 of 1 three-pointers" is
# left as it is) and an optional qualifier
_ONE = re.compile(r"(?<![\w.,\-])(?<!- )(?<!of )(1 (?:(?:offensive|defensive|made|missed) )?)("
                  + "|".join(re.escape(p) for p in sorted(SINGULAR, key=len, reverse=True)) + r")\b")


def singular_for_one(text: str) -> str:
    """``text`` with every "1 <plural noun>" made singular: "had 1 blocks" -> "had 1 block"."""
    if "1 " not in text:
        return text
    return _ONE.sub(lambda m: m.group(1) + SINGULAR[m.group(2)], text)
