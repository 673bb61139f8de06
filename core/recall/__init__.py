"""Recall stages that stand on their own: filters over records, and the explanation of an
answer (the terms of each hit's score, what was left out and why)."""
