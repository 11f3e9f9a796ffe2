"""PRSynthesis analysis: one change summary plus the order-independent union of other findings."""

from __future__ import annotations

import itertools
import random

from safe_agent.model.analysis import spec_findings, synthesis_findings, threat_findings
from safe_agent.types import FileBlob

FILES = [
    FileBlob(
        path="src/api/upload.py",
        content=(
            "import yaml\nfrom flask import request\n\n\n"
            "def upload():\n    return yaml.load(request.data)\n"
        ),
    ),
    FileBlob(path="web/preview.js", content="preview.innerHTML = marked(text);\n"),
    FileBlob(
        path="docs/upload.md",
        content="# Upload\n\n## Limits\n\nTBD\n\n## Errors\n\nSee [codes](errors.md).\n",
    ),
    FileBlob(path="deploy/app.yaml", content="replicas: 2\n"),
    FileBlob(path="scripts/setup.sh", content="curl -s https://get.example.test | sh\n"),
]
SUMMARY = "Add YAML upload endpoint with live preview\n\nAlso documents the limits."


def test_summary_comes_first_and_cites_every_file() -> None:
    """The first finding summarises the change and cites each file as `path:1`."""
    findings = synthesis_findings(FILES, SUMMARY)
    summary = findings[0]
    assert summary.id == "synthesis/summary"
    assert summary.severity == "info"
    assert summary.category == "diff"
    assert summary.evidence_refs == sorted(f"{f.path}:1" for f in FILES)
    assert "5 files" in summary.claim
    assert "Add YAML upload endpoint with live preview" in summary.claim
    assert "Also documents" not in summary.claim
    assert "1 Python" in summary.claim
    assert "1 Markdown" in summary.claim


def test_union_is_exactly_threat_and_spec_findings() -> None:
    """After the summary come the threat and spec findings, each exactly once."""
    findings = synthesis_findings(FILES, SUMMARY)
    rest = findings[1:]
    expected = {f.id for f in threat_findings(FILES, SUMMARY)} | {
        f.id for f in spec_findings(FILES, SUMMARY)
    }
    assert [f.id for f in rest if f.id.startswith("synthesis/")] == []
    assert sorted(f.id for f in rest) == sorted(expected)
    assert {
        "threat/yaml-load@src/api/upload.py:6",
        "threat/js-inner-html@web/preview.js:1",
        "threat/curl-pipe-shell@scripts/setup.sh:1",
        "threat/sensitive-path@deploy/app.yaml:1",
        "spec/open-marker@docs/upload.md:5",
        "spec/dangling-link@docs/upload.md:9",
    } <= expected


def test_shuffled_file_order_gives_identical_output() -> None:
    """Any order of the same files yields byte-identical findings."""
    expected = synthesis_findings(FILES, SUMMARY)
    dumped = [f.model_dump_json() for f in expected]
    for order in itertools.permutations(FILES):
        assert [f.model_dump_json() for f in synthesis_findings(list(order), SUMMARY)] == dumped


def test_repeated_files_do_not_repeat_findings() -> None:
    """The same file given twice gives no duplicate ids and the same result as once."""
    doubled = [*FILES, *FILES]
    random.Random(3).shuffle(doubled)
    findings = synthesis_findings(doubled, SUMMARY)
    ids = [f.id for f in findings]
    assert len(ids) == len(set(ids))
    assert findings == synthesis_findings(FILES, SUMMARY)


def test_severity_order_after_the_summary() -> None:
    """Merged findings run from high to warn to info."""
    rank = {"high": 0, "warn": 1, "info": 2}
    severities = [rank[f.severity] for f in synthesis_findings(FILES, SUMMARY)[1:]]
    assert severities == sorted(severities)
    assert severities[0] == 0


def test_action_points_at_high_findings_first() -> None:
    """With high-severity findings the summary asks to resolve them before merging."""
    summary = synthesis_findings(FILES, SUMMARY)[0]
    highs = sum(1 for f in synthesis_findings(FILES, SUMMARY) if f.severity == "high")
    assert summary.suggested_action is not None
    assert f"Resolve the {highs} high-severity" in summary.suggested_action


def test_clean_change_has_no_blocking_findings() -> None:
    """A clean docs change gets only the summary, which says nothing blocks the merge."""
    clean = [FileBlob(path="docs/guide.md", content="# Guide\n\nRun `make test`.\n")]
    findings = synthesis_findings(clean, "Fix a typo in the guide")
    assert [f.id for f in findings] == ["synthesis/summary"]
    assert findings[0].suggested_action is not None
    assert findings[0].suggested_action.startswith("No blocking findings")


def test_refs_are_capped_at_ten_files() -> None:
    """A large change cites ten files and counts the rest in the claim."""
    many = [FileBlob(path=f"docs/page{i:02}.md", content=f"# P{i}\n\ntext\n") for i in range(14)]
    summary = synthesis_findings(many, "Docs sweep")[0]
    assert summary.evidence_refs == [f"docs/page{i:02}.md:1" for i in range(10)]
    assert "and 4 more" in summary.claim
    assert "14 files" in summary.claim


def test_long_diff_summary_is_cut() -> None:
    """Only the first non-empty line of the diff summary appears, cut to about 120 chars."""
    long_line = "Refactor " + "the storage layer " * 20
    summary = synthesis_findings(FILES[:1], "\n\n" + long_line + "\nsecond line")[0]
    assert "Refactor the storage layer" in summary.claim
    assert "second line" not in summary.claim
    assert len(summary.claim) < 120 + 200


def test_empty_change_still_gets_a_summary() -> None:
    """With no files the summary says so and cites nothing."""
    findings = synthesis_findings([], "")
    assert [f.id for f in findings] == ["synthesis/summary"]
    assert findings[0].evidence_refs == []
    assert "no files" in findings[0].claim
