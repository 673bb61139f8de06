"""What a text says, as numbers the engine can act on (shared by write, recall and upkeep)."""
