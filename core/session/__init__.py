"""The short-term side of memory: each session's turn buffer and its summary, each task's
working state, token counting, and BuildContext (service.Sessions wires them up)."""
