"""Rule families: one module per kind of claim, each verifying it against the box score."""

from .registry import RuleSpec, load_all, rule, signature

__all__ = ["RuleSpec", "load_all", "rule", "signature"]
