"""The teaching library: one query is what a teacher writes on the board, a
ranked list of item names (rank 1 first) and the judgments, item → grade.

Every function validates its input once (:mod:`metrics.lists.validation`),
computes from one step table (:func:`metrics.lists.core.step_table`), so a
value and its table never disagree, and states its rule for degenerate
input. :mod:`metrics.lists.conventions` says how other tools compute the
same things; :mod:`metrics.lists.queries` takes a set of queries (MAP, MRR).
"""
