"""Every user-facing word of the app, one module per page (plus the frame and
the shared input), so that a translation is a matter of adding a dict per
module. Each module exposes ``T``: key → English text (``str.format`` fields
in braces).
"""
