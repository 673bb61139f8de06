"""The per-pool indexes (what ARCHITECTURE calls the tiers, plus the keyword route): built from
the store at start (startup, checkpoint), kept in memory, searched by recall and the write path."""
