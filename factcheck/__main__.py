"""``python -m factcheck``: the same as the ``factcheck`` command."""

from .cli import main

main()
