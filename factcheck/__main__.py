"""``python -m factcheck``: the same as the ``factcheck`` command."""

from factcheck.commands.cli import main

main()
