"""The claim reader: what a summary claims, read once per document for every rule.

Rules verify claims; this package reads them. See :mod:`factcheck.reader.schema` for what a
claim is.
"""
