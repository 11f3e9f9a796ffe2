"""SpecLint analysis: open markers, empty sections and broken links in Markdown specs."""

from __future__ import annotations

import itertools

import pytest
from safe_agent.model.analysis import MAX_FILE_CHARS, spec_findings
from safe_agent.types import FileBlob, Finding

SPEC = """\
# Rate limiter

## Goals

Limit each client to 100 requests per minute. See [the design](design.md) and
[the handler](../src/limiter.py).

## Storage

TBD

## Rollback plan

## Open questions

- Should bursts be allowed? Owner: see [policy][rate-policy].

[rate-policy]: ./policy.md
"""

DESIGN = """\
# Design

Uses a token bucket; details in [the spec](rate-limiter.md#goals).
"""


def _lint(*files: tuple[str, str]) -> list[Finding]:
    return spec_findings([FileBlob(path=p, content=c) for p, c in files], "change")


def _ids(findings: list[Finding]) -> set[str]:
    return {f.id for f in findings}


def test_realistic_spec_gets_the_expected_findings() -> None:
    """A spec with TBD, an empty section and dangling links gets exactly those findings."""
    findings = _lint(
        ("docs/rate-limiter.md", SPEC),
        ("docs/design.md", DESIGN),
        ("src/limiter.py", "def allow():\n    return True\n"),
    )
    assert _ids(findings) == {
        "spec/open-marker@docs/rate-limiter.md:10",
        "spec/empty-section@docs/rate-limiter.md:12",
        "spec/dangling-link@docs/rate-limiter.md:18",
    }
    dangling = next(f for f in findings if "dangling" in f.id)
    assert "./policy.md" in dangling.claim
    assert dangling.evidence_refs == ["docs/rate-limiter.md:18"]


def test_links_resolve_against_the_linking_file() -> None:
    """A link is missing when its target (relative to the linking file) is not in the change."""
    findings = _lint(("docs/rate-limiter.md", SPEC))
    assert {
        "spec/dangling-link@docs/rate-limiter.md:5",
        "spec/dangling-link@docs/rate-limiter.md:6",
    } <= _ids(findings)
    claims = " ".join(f.claim for f in findings)
    assert "design.md" in claims
    assert "../src/limiter.py" in claims


@pytest.mark.parametrize(
    ("line", "marker"),
    [
        ("Retention: TBD.", "TBD"),
        ("TODO: pick a default timeout", "TODO"),
        ("The limit is 10 (FIXME: measure).", "FIXME"),
        ("Owner: XXX", "XXX"),
        ("Failover region: ???", "???"),
    ],
)
def test_open_markers_are_flagged(line: str, marker: str) -> None:
    """Each open-point marker is reported on its line and named in the claim."""
    findings = _lint(("specs/a.md", f"# A\n\n{line}\n"))
    assert [f.id for f in findings] == ["spec/open-marker@specs/a.md:3"]
    assert marker in findings[0].claim
    assert findings[0].severity == "warn"


@pytest.mark.parametrize(
    "text",
    [
        "We will do this todo list later.",
        "TODOS and TBDs are tracked elsewhere.",
        "Search the code for `TODO` comments.",
        "XXXL shirts are out of scope.",
        "```\nTODO in a code block\n```",
        "~~~python\n# FIXME in code\n~~~",
    ],
)
def test_marker_look_alikes_are_not_flagged(text: str) -> None:
    """Lowercase words, longer words, inline code and code fences are not open markers."""
    assert _lint(("specs/a.md", f"# A\n\n{text}\n")) == []


@pytest.mark.parametrize(
    ("doc", "line"),
    [
        ("# T\n\n## Empty\n\n\n## Next\n\ntext\n", 3),
        ("# T\n\ntext\n\n## Last\n\n", 5),
        ("# T\n\n## Only a comment\n<!-- fill me -->\n## Next\ntext\n", 3),
        ("# T\n\n## Parent\n\n### Child\n\n## Next\ntext\n", 5),
        ("# T\n\n## A ##\n## B\ntext\n", 3),
    ],
    ids=["before-sibling", "at-eof", "comment-only", "empty-child", "closing-hashes"],
)
def test_empty_sections_are_flagged(doc: str, line: int) -> None:
    """A heading with nothing but blank lines before the next same-or-higher heading is empty."""
    findings = _lint(("docs/x.md", doc))
    assert [f.id for f in findings] == [f"spec/empty-section@docs/x.md:{line}"]


@pytest.mark.parametrize(
    "doc",
    [
        "# T\n\n## Filled\n\nSome text.\n\n## Also\n\n- item\n",
        "# T\n\n## Parent\n\n### Child\n\nChild text.\n",
        "# T\n\n## Example\n\n```\ncode\n```\n",
        "# T\n\n```md\n## not a heading\n```\n\nbody\n",
        "#hashtag is not a heading\n",
    ],
    ids=["content", "child-with-content", "code-only", "heading-in-fence", "no-space"],
)
def test_sections_with_content_are_not_flagged(doc: str) -> None:
    """Headings with text, lists, code or non-empty sub-sections are not empty."""
    assert _lint(("docs/x.md", doc)) == []


@pytest.mark.parametrize(
    "link",
    [
        "[design](design.md)",
        "[design](./design.md#section)",
        "[design](design.md?plain=1)",
        "[code](../src/app.py)",
        "[root](/src/app.py)",
        "[folder](../src/)",
        "![diagram](img/flow%20chart.svg)",
        "[web](https://example.test/x.md)",
        "[plain](http://example.test)",
        "[mail](mailto:team@example.test)",
        "[anchor](#goals)",
        "[proto](//cdn.example.test/a.js)",
        "[angle](<design.md>)",
    ],
)
def test_links_to_files_in_the_change_or_outside_are_fine(link: str) -> None:
    """Links to files in the change, folders holding them, anchors and URLs are not flagged."""
    findings = _lint(
        ("docs/spec.md", f"# Spec\n\nSee {link} for more.\n"),
        ("docs/design.md", "# Design\n\nText.\n"),
        ("docs/img/flow chart.svg", "<svg/>"),
        ("src/app.py", "x = 1\n"),
    )
    assert findings == []


@pytest.mark.parametrize(
    ("link", "outside"),
    [
        ("[gone](missing.md)", False),
        ("[gone](sub/missing.md#part)", False),
        ("![img](img/none.png)", False),
        ("[up](../../elsewhere.md)", True),
    ],
)
def test_dangling_links_are_flagged(link: str, outside: bool) -> None:
    """A relative link to a file not in the change is flagged with its target."""
    findings = _lint(("docs/spec.md", f"# Spec\n\nSee {link}.\n"))
    assert [f.id for f in findings] == ["spec/dangling-link@docs/spec.md:3"]
    assert ("outside the repository" in findings[0].claim) is outside
    assert link.split("(")[1].rstrip(")") in findings[0].claim


def test_links_in_code_are_ignored() -> None:
    """Links inside fences or inline code are examples, not links."""
    doc = "# Spec\n\nUse `[x](missing.md)` syntax.\n\n```\n[y](gone.md)\n```\n"
    assert _lint(("docs/spec.md", doc)) == []


def test_undefined_link_references_are_flagged() -> None:
    """Full and collapsed references need a definition; defined ones (any case) are fine."""
    doc = (
        "# Spec\n\n"
        "See [the RFC][rfc-9110] and [Policy][].\n"
        "Also [ok][Defined Ref] and a task box [ ] and [x].\n\n"
        "[defined ref]: https://example.test/ref\n"
    )
    findings = _lint(("docs/spec.md", doc))
    assert [f.id for f in findings] == ["spec/undefined-reference@docs/spec.md:3"]
    assert "rfc-9110" in findings[0].claim
    assert "policy" in findings[0].claim


def test_absolute_claims_are_info_and_requirement_words_are_not() -> None:
    """'guaranteed' and '100%' are flagged as info; 'always' and 'never' are not."""
    doc = (
        "# Spec\n\n"
        "Delivery is guaranteed.\n"
        "Coverage is 100% for the parser.\n"
        "The core never imports js and always validates output.\n"
    )
    findings = _lint(("docs/spec.md", doc))
    assert [(f.id, f.severity) for f in findings] == [
        ("spec/absolute-claim@docs/spec.md:3", "info"),
        ("spec/absolute-claim@docs/spec.md:4", "info"),
    ]


def test_a_change_without_docs_gets_one_no_docs_finding() -> None:
    """Code-only changes get one info finding that cites the files; non-Markdown is not linted."""
    findings = _lint(("src/a.py", "# TODO: later\n"), ("web/b.js", "// TBD\n"))
    assert [f.id for f in findings] == ["spec/no-docs"]
    assert findings[0].severity == "info"
    assert findings[0].category == "diff"
    assert findings[0].evidence_refs == ["src/a.py:1", "web/b.js:1"]


def test_no_docs_cites_at_most_ten_files() -> None:
    """The no-docs finding cites ten files and counts the rest."""
    findings = _lint(*[(f"src/m{i:02}.py", "x = 1\n") for i in range(13)])
    assert len(findings[0].evidence_refs) == 10
    assert "and 3 more" in findings[0].claim


def test_empty_change_has_no_findings() -> None:
    """With no files there is nothing to lint."""
    assert spec_findings([], "") == []


def test_oversized_markdown_is_skipped() -> None:
    """A Markdown file over the size limit gets one info finding and is not read."""
    findings = _lint(("docs/big.md", "TODO\n" * (MAX_FILE_CHARS // 5 + 1)))
    assert [f.id for f in findings] == ["spec/skipped-large@docs/big.md:1"]


def test_output_does_not_depend_on_file_order() -> None:
    """Every order of the same files gives the same findings in the same order."""
    files = [
        FileBlob(path="docs/rate-limiter.md", content=SPEC),
        FileBlob(path="docs/design.md", content=DESIGN + "\n## Later\n"),
        FileBlob(path="docs/policy.md", content="# Policy\n\nFIXME\n"),
        FileBlob(path="src/limiter.py", content="x = 1\n"),
    ]
    expected = spec_findings(files, "change")
    assert len(expected) >= 4
    for order in itertools.permutations(files):
        assert spec_findings(list(order), "change") == expected


def test_huge_markdown_lines_finish_quickly() -> None:
    """Pathological Markdown (unclosed links, brackets and backticks) does not hang."""
    doc = "[a](<" * 30_000 + "\n" + "`x" * 60_000 + "\n" + "[" * 100_000 + "\n"
    findings = _lint(("docs/p.md", doc))
    assert len(findings) <= 21


def test_several_problems_on_one_line_are_all_named() -> None:
    """Two dangling links or two undefined references on one line are all named in the claim."""
    doc = "# Spec\n\nSee [a](one.md) and [b](two.md), [c][r1] and [d][r2].\n"
    findings = _lint(("docs/spec.md", doc))
    by_rule = {f.id.split("@")[0]: f.claim for f in findings}
    assert "one.md" in by_rule["spec/dangling-link"]
    assert "two.md" in by_rule["spec/dangling-link"]
    assert "[r1]" in by_rule["spec/undefined-reference"]
    assert "[r2]" in by_rule["spec/undefined-reference"]


def test_footnotes_are_not_links() -> None:
    """Footnote definitions and references are neither dangling links nor undefined references."""
    doc = "# Spec\n\nLatency is low.[^1]\n\n[^1]: Measured on the staging cluster.\n"
    assert _lint(("docs/spec.md", doc)) == []
