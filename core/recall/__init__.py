"""Recall's stages that read what the write path decided."""
