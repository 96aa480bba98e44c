"""Shooting figures that contradict each other: "31 - of - 38 ( 89 percent )", "7 - of - 6"."""

from __future__ import annotations

import math

from factcheck.claims import Category, Facts, Fix, MadeOverAttempted, PercentOfPair, Verdict, correct, wrong

from .registry import rule


@rule("shot_arithmetic")
def verify_shot_arithmetic(claim: PercentOfPair | MadeOverAttempted, facts: Facts) -> Verdict:
    """Shooting figures that contradict each other: a percentage that is not its own pair's, more made than attempted.

    Whoever's line it is, "31 - of - 38 ( 89 percent )" cannot be right: 31 of 38 is 82 percent.
    Generators write such lines with numbers they do not relate. A percentage is read as its pair's
    when it is the pair's rounded (or truncated) ratio; otherwise the whole expression is a NUMBER
    error (no single number is known to be the wrong one), as is a pair with more made than
    attempted.

    Example (correct): Dante Albright shot 10 - of - 19 ( 53 percent ) from the field .
    Example (wrong): Dante Albright shot [10 - of - 19 ( 60 percent )] from the field .
    """
    made, attempted = claim.made, claim.attempted
    if isinstance(claim, MadeOverAttempted):
        return wrong(claim, Fix(made.start, attempted.end, Category.NUMBER, "",
                                f"{made.value} made of {attempted.value} attempted: more made than attempted"))
    exact = 100 * made.value / attempted.value
    ok = {math.floor(exact), math.ceil(exact), math.floor(exact + 0.5)}
    if claim.percent.value in ok:
        return correct(claim, f"{made.value} of {attempted.value} is {exact:.1f} percent")
    return wrong(claim, Fix(made.start, claim.end_at, Category.NUMBER, "",
                            f"{made.value} of {attempted.value} is {math.floor(exact + 0.5)} percent, "
                            f"not {claim.percent.value}"))
