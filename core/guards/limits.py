"""Limits engine: which file-count or size cap an input breaks, and how to fix it."""

from __future__ import annotations

from collections.abc import Sequence

from ..types import FileBlob, Limits


def limit_problem(diff_summary: str, files: Sequence[FileBlob], limits: Limits) -> str | None:
    """None if the input fits; else a message naming the cap, the value and the setting."""
    if len(files) > limits.maxFiles:
        return (
            f"Input too large: {len(files)} changed files > maxFiles {limits.maxFiles}. "
            "Remove files or raise guardrails.policy.limits.maxFiles."
        )
    for index, blob in enumerate(files):
        if len(blob.content) > limits.maxFileChars:
            return (
                f"Input too large: changedFiles[{index}] ({blob.path}) has {len(blob.content)} "
                f"characters > maxFileChars {limits.maxFileChars}. Trim the file or raise "
                "guardrails.policy.limits.maxFileChars."
            )
    total = len(diff_summary) + sum(len(b.path) + len(b.content) for b in files)
    if total > limits.maxTotalChars:
        return (
            f"Input too large: {total} characters in all > maxTotalChars {limits.maxTotalChars}. "
            "Remove files or raise guardrails.policy.limits.maxTotalChars."
        )
    return None
