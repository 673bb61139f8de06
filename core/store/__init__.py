"""Durable state: the LMDB store, its codec and group-commit writer, and the one object that
reads and mutates memory records (records.Records)."""
