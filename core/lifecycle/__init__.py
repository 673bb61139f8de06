"""What happens to a memory over its life: the write-time floor for judging neighbours
(decide), the status transitions (transitions), which version of a fact is visible when
(versions), forgetting (forget) and background upkeep (maintenance)."""
