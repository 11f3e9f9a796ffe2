"""Extraction of the system prompt: revealed, quoted, replayed, transformed, spelled, what was
above or at the start."""
