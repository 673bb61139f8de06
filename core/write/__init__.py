"""The write path's decisions: how a new text relates to the memories it resembles."""
