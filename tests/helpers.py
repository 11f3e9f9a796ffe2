"""Test helpers: a fixed clock, a small realistic state, build.py and the shared corpus's texts
(importable as `helpers`)."""

from __future__ import annotations

import functools
import gzip
import json
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from safe_agent.state.demo_state import DemoState

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench import harness  # after the path is set

# The Hypothesis profile this run uses (tests/conftest.py registers "ci" and "deep").
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")


def examples(deep: int) -> int:
    """How many examples a property runs: `deep` under the deep profile, a fifth of it (at least
    20) under "ci", so the default run stays quick and `scripts/test.sh --deep` explores fully."""
    return deep if PROFILE == "deep" else max(20, deep // 5)


# The public labelled corpora beside the repo (or where SAFE_AGENT_CORPUS says).
CORPUS = Path(
    os.environ.get(
        "SAFE_AGENT_CORPUS", str(Path(__file__).resolve().parents[2] / "shared" / "corpus")
    )
)


def corpus_row_texts(corpus: Path = CORPUS) -> list[str]:
    """Every text of every row of every corpus file (`text`, `raw` and `plain_text` where a row
    has them), in file order; [] when the corpus is missing."""
    texts: list[str] = []
    for path in sorted(corpus.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                texts += [
                    row[k] for k in ("text", "raw", "plain_text") if isinstance(row.get(k), str)
                ]
    return texts


class FixedClock:
    """A clock that advances by `step_ms` on every reading."""

    def __init__(self, start_ms: int = 1_700_000_000_000, step_ms: int = 1) -> None:
        self.now = start_ms
        self.step = step_ms

    def __call__(self) -> int:
        self.now += self.step
        return self.now


def make_state(**overrides: Any) -> DemoState:
    """A small PR (one Python file, one doc) with any top-level fields replaced."""
    base: dict[str, Any] = {
        "diffSummary": "Add refund endpoint and document it",
        "changedFiles": [
            {
                "path": "src/refund.py",
                "content": (
                    "import subprocess\n\n\ndef run(cmd):\n"
                    "    return subprocess.run(cmd, shell=True)\n"
                ),
            },
            {"path": "docs/refund.md", "content": "# Refunds\n\nRefunds take 3 days.\n"},
        ],
    }
    base.update(overrides)
    return DemoState.model_validate(base)


def with_guardrails(state: DemoState, **switches: Any) -> DemoState:
    """`state` with some guardrail switches changed."""
    return state.model_copy(update={"guardrails": state.guardrails.model_copy(update=switches)})


def load_build() -> Any:
    """build.py (a script at the repo root), imported as a module by the one browser harness."""
    return harness.load_build()


@functools.cache
def built_files() -> Mapping[str, bytes]:
    """Every file of one build of this repo (`build_files`), made once per test session and
    shared read-only by the tests that only read it (a build takes a few seconds)."""
    return MappingProxyType(load_build().build_files(harness.ROOT))
