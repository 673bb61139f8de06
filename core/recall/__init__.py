"""Recall's own stages (LAYOUT.md §4.2 core/recall/): how the routes' scores become one ranking."""
