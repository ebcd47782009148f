"""Streamlit widgets, renderers and Altair chart builders shared by the pages.

Everything here only *shows* what :mod:`metrics` computes.
"""
