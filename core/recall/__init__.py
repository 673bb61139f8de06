"""Recall stages that stand on their own: filters over records, the explanation of an answer
(the terms of each hit's score, what was left out and why), the checks that read what the
write path decided, and how the routes' scores become one ranking (fusion, weights)."""
