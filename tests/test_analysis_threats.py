"""ThreatSketch analysis: what the stub model flags in changed files, and what it must not."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from growth import FACTOR, assert_linear
from safe_agent.model.analysis import MAX_FILE_CHARS, MAX_FINDINGS_PER_FILE, threat_findings
from safe_agent.types import FileBlob, Finding

FLASK_HANDLER = """\
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    host = request.args.get("host", "")
    out = subprocess.run(f"ping -c 1 {host}", shell=True, capture_output=True)
    return out.stdout
"""

PICKLE_LOADER = """\
import pickle as p


def load_session(blob: bytes):
    return p.loads(blob)
"""

WORKFLOW_PR_TARGET = """\
name: preview
on:
  pull_request_target:
    types: [opened, synchronize]
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          ref: ${{ github.event.pull_request.head.sha }}
      - run: npm ci && npm run build
"""

WORKFLOW_SCRIPT_INJECTION = """\
on: issues
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - name: greet
        run: |
          echo "New issue"
          echo "${{ github.event.issue.title }}"
      - run: echo "${{ github.event.issue.number }}"
"""

# (case, path, content, rule, line, severity)
POSITIVES = [
    ("flask shell=True", "src/app.py", FLASK_HANDLER, "subprocess-shell", 11, "high"),
    ("pickle alias", "src/session.py", PICKLE_LOADER, "deserialization", 5, "high"),
    (
        "from-import alias",
        "src/run.py",
        "from subprocess import run as r\n\nr('ls ' + d, shell=True)\n",
        "subprocess-shell",
        3,
        "high",
    ),
    (
        "module alias",
        "src/run.py",
        "import subprocess as sp\nsp.Popen(cmd, shell=True)\n",
        "subprocess-shell",
        2,
        "high",
    ),
    (
        "star import",
        "src/run.py",
        "from subprocess import *\ncall(cmd, shell=True)\n",
        "subprocess-shell",
        2,
        "high",
    ),
    (
        "shell flag from a variable",
        "src/run.py",
        "import subprocess\nsubprocess.run(cmd, shell=use_shell)\n",
        "subprocess-shell",
        2,
        "warn",
    ),
    (
        "from pickle import loads",
        "src/a.py",
        "from pickle import loads\nx = loads(b)\n",
        "deserialization",
        2,
        "high",
    ),
    ("marshal", "src/a.py", "import marshal\nmarshal.loads(b)\n", "deserialization", 2, "high"),
    (
        "yaml.load bare",
        "src/cfg.py",
        "import yaml\ncfg = yaml.load(open('c.yml'))\n",
        "yaml-load",
        2,
        "high",
    ),
    (
        "yaml.load full Loader",
        "src/cfg.py",
        "import yaml\n\ncfg = yaml.load(text, Loader=yaml.Loader)\n",
        "yaml-load",
        3,
        "high",
    ),
    (
        "yaml.unsafe_load",
        "src/cfg.py",
        "import yaml\nyaml.unsafe_load(t)\n",
        "yaml-load",
        2,
        "high",
    ),
    ("eval", "src/calc.py", "def calc(expr):\n    return eval(expr)\n", "eval", 2, "high"),
    ("eval literal", "src/calc.py", "x = eval('1 + 1')\n", "eval", 1, "warn"),
    ("exec", "src/plug.py", "exec(source, {})\n", "exec", 1, "high"),
    ("compile", "src/plug.py", "code = compile(src, 'f', 'exec')\n", "compile", 1, "warn"),
    ("os.system", "src/ops.py", "import os\nos.system('rm -rf ' + path)\n", "shell", 2, "high"),
    ("os.popen", "src/ops.py", "import os\nos.popen(cmd).read()\n", "shell", 2, "high"),
    (
        "from os import system as",
        "src/ops.py",
        "from os import system as sh\nsh(c)\n",
        "shell",
        2,
        "high",
    ),
    ("mktemp", "src/tmp.py", "import tempfile\np = tempfile.mktemp()\n", "mktemp", 2, "warn"),
    (
        "requests verify=False",
        "src/http.py",
        "import requests\nr = requests.get(url, verify=False)\n",
        "tls-verify-off",
        2,
        "warn",
    ),
    (
        "md5",
        "src/auth.py",
        "import hashlib\nh = hashlib.md5(pw).hexdigest()\n",
        "weak-hash",
        2,
        "info",
    ),
    (
        "sql with %",
        "src/db.py",
        "def find(cur, name):\n    cur.execute(\"SELECT * FROM u WHERE n = '%s'\" % name)\n",
        "sql-injection",
        2,
        "high",
    ),
    (
        "sql with f-string",
        "src/db.py",
        "cur.execute(f'DELETE FROM t WHERE id = {i}')\n",
        "sql-injection",
        1,
        "high",
    ),
    ("flask debug", "src/app.py", "app.run(host='0.0.0.0', debug=True)\n", "debug-mode", 1, "warn"),
    (
        "hard-coded password",
        "src/settings.py",
        "DB_HOST = 'db'\nDB_PASSWORD = 'hunter2-prod'\n",
        "hardcoded-credential",
        2,
        "warn",
    ),
    (
        "js innerHTML",
        "web/app.js",
        "const el = q('#out');\nel.innerHTML = msg;\n",
        "js-inner-html",
        2,
        "high",
    ),
    (
        "js outerHTML +=",
        "web/app.ts",
        "node.outerHTML += `<b>${name}</b>`;\n",
        "js-inner-html",
        1,
        "high",
    ),
    (
        "js document.write",
        "web/index.html",
        "<script>\ndocument.write(location.hash)\n</script>\n",
        "js-document-write",
        2,
        "warn",
    ),
    ("js eval", "web/app.js", "const v = eval(input);\n", "js-eval", 1, "high"),
    (
        "js new Function",
        "web/app.js",
        "const f = new Function('a', body);\n",
        "js-new-function",
        1,
        "high",
    ),
    (
        "react dangerouslySetInnerHTML",
        "web/View.tsx",
        "export const V = ({h}) => <div dangerouslySetInnerHTML={{__html: h}} />;\n",
        "js-dangerously-set-inner-html",
        1,
        "warn",
    ),
    (
        "child_process exec",
        "server/run.js",
        "const cp = require('child_process');\ncp.exec('git log ' + branch);\n",
        "js-child-process-exec",
        2,
        "high",
    ),
    (
        "destructured exec",
        "server/run.mjs",
        "import { exec } from 'node:child_process';\n\nexec(`ls ${dir}`);\n",
        "js-child-process-exec",
        3,
        "high",
    ),
    (
        "pull_request_target checkout",
        ".github/workflows/preview.yml",
        WORKFLOW_PR_TARGET,
        "gha-pr-target-checkout",
        11,
        "high",
    ),
    (
        "script injection in run block",
        ".github/workflows/triage.yml",
        WORKFLOW_SCRIPT_INJECTION,
        "gha-script-injection",
        9,
        "high",
    ),
    (
        "numeric event field",
        ".github/workflows/triage.yml",
        WORKFLOW_SCRIPT_INJECTION,
        "gha-script-injection",
        10,
        "warn",
    ),
    (
        "curl | sh",
        "scripts/install.sh",
        "#!/bin/sh\ncurl -fsSL https://x.test/i.sh | sh\n",
        "curl-pipe-shell",
        2,
        "high",
    ),
    (
        "Dockerfile curl | bash",
        "Dockerfile",
        "FROM debian\nRUN wget -qO- https://x.test | bash\n",
        "curl-pipe-shell",
        2,
        "high",
    ),
    (
        "chmod 777",
        "scripts/setup.sh",
        "mkdir -p /srv/app\nchmod -R 777 /srv/app\n",
        "chmod-777",
        2,
        "warn",
    ),
    (
        "shebang script",
        "bin/deploy",
        "#!/usr/bin/env bash\ncurl https://x.test/a | bash\n",
        "curl-pipe-shell",
        2,
        "high",
    ),
    (
        "sk marker",
        "src/client.py",
        "import os\nAPI_KEY = 'sk-REDACTED'\n",
        "redacted-secret",
        2,
        "high",
    ),
    ("email marker", "docs/team.md", "# Team\n\nLead: EMAIL_REDACTED\n", "redacted-pii", 3, "warn"),
    ("generic marker", "notes.txt", "token: [REDACTED]\n", "redacted-secret", 1, "high"),
    ("deploy path", "deploy/prod.tf", "resource {}\n", "sensitive-path", 1, "warn"),
    ("secrets path", "secrets/app.txt", "x\n", "sensitive-path", 1, "warn"),
    ("configs path", "configs/app.toml", "x = 1\n", "sensitive-path", 1, "warn"),
    ("workflow path", ".github/workflows/ci.yml", "on: push\n", "sensitive-path", 1, "warn"),
    (
        "Dockerfile path",
        "services/api/Dockerfile",
        "FROM python:3.11\n",
        "sensitive-path",
        1,
        "warn",
    ),
    ("pem file", "certs/server.pem", "-----BEGIN CERTIFICATE-----\n", "sensitive-path", 1, "high"),
    (".env file", ".env", "DEBUG=1\n", "sensitive-path", 1, "high"),
]

# (case, path, content): nothing here may produce any finding.
NEGATIVES = [
    ("yaml.safe_load", "src/cfg.py", "import yaml\ncfg = yaml.safe_load(open('c.yml'))\n"),
    ("yaml SafeLoader", "src/cfg.py", "import yaml\nyaml.load(s, Loader=yaml.SafeLoader)\n"),
    ("yaml CSafeLoader positional", "src/cfg.py", "import yaml\nyaml.load(s, yaml.CSafeLoader)\n"),
    ("subprocess list", "src/run.py", "import subprocess\nsubprocess.run(['ls', '-l', d])\n"),
    ("shell=False", "src/run.py", "import subprocess\nsubprocess.run(cmd, shell=False)\n"),
    ("evaluate word", "src/ml.py", "def evaluate(model):\n    '''evaluate it'''\n    return 1\n"),
    ("literal_eval", "src/parse.py", "import ast\nx = ast.literal_eval(text)\n"),
    ("torch model.eval", "src/train.py", "model.eval()\nself.eval()\n"),
    ("re.compile imported", "src/rx.py", "from re import compile\nP = compile(pattern)\n"),
    ("local eval shadows builtin", "src/dsl.py", "def eval(node):\n    return 1\n\neval(tree)\n"),
    (
        "md5 not for security",
        "src/etag.py",
        "import hashlib\nh = hashlib.md5(body, usedforsecurity=False)\n",
    ),
    ("sha256", "src/auth.py", "import hashlib\nh = hashlib.sha256(pw)\n"),
    ("sql parameters", "src/db.py", "cur.execute('SELECT * FROM u WHERE n = ?', (name,))\n"),
    (
        "password from env",
        "src/settings.py",
        "import os\nDB_PASSWORD = os.environ['DB_PASSWORD']\nTOKEN = ''\n",
    ),
    ("token url", "src/settings.py", "TOKEN_URL = 'https://auth.test/token'\n"),
    ("pickle mentioned in a string", "src/doc.py", "HELP = 'never call pickle.loads on input'\n"),
    ("requests verified", "src/http.py", "import requests\nrequests.get(url, timeout=5)\n"),
    ("app.run without debug", "src/app.py", "app.run(host='127.0.0.1')\n"),
    ("innerHTML cleared", "web/app.js", "el.innerHTML = '';\nel.innerHTML = \"<p>Loading</p>\";\n"),
    ("textContent", "web/app.js", "el.textContent = msg;\nif (el.innerHTML === x) {}\n"),
    ("js comment", "web/app.js", "// el.innerHTML = msg;\n/* eval(x) */\n * new Function(a)\n"),
    ("regex exec", "web/app.js", "const m = /a(b)/.exec(s);\nre.exec(line);\n"),
    ("js evaluate", "web/app.js", "const score = evaluate(board);\nobj.eval(x);\n"),
    ("env in run", "ci/steps.yml", 'steps:\n  - run: echo "$TITLE" ${{ env.MODE }}\n'),
    (
        "pull_request trigger",
        "ci/build.yml",
        "on: pull_request\nsteps:\n  - uses: actions/checkout@v4\n",
    ),
    (
        "shell comment",
        "scripts/a.sh",
        "# curl https://x.test/i.sh | sh\ncurl -o i.sh https://x.test\n",
    ),
    ("chmod 755", "scripts/a.sh", "chmod 755 bin/tool\n"),
    ("env example", ".env.example", "API_KEY=\n"),
    ("lowercase redacted", "docs/x.md", "The key was redacted and UNREDACTED copies deleted.\n"),
    (
        "markdown code is not scanned",
        "docs/x.md",
        "# Install\n\n```sh\ncurl https://x.test/i.sh | sh\n```\n\n`eval(x)`\n",
    ),
]


def _ids(findings: list[Finding]) -> set[str]:
    return {f.id for f in findings}


@pytest.mark.parametrize(
    ("case", "path", "content", "rule", "line", "severity"),
    POSITIVES,
    ids=[p[0] for p in POSITIVES],
)
def test_flags_risky_construct(
    case: str, path: str, content: str, rule: str, line: int, severity: str
) -> None:
    """Each risky construct is reported once, at its line, with the expected severity."""
    findings = threat_findings([FileBlob(path=path, content=content)], "change")
    wanted = f"threat/{rule}@{path}:{line}"
    match = [f for f in findings if f.id == wanted]
    assert match, f"{case}: expected {wanted}, got {sorted(_ids(findings))}"
    f = match[0]
    assert f.severity == severity
    assert f"{path}:{line}" in f.evidence_refs
    assert f.claim.startswith(f"{path}:{line} ")
    assert f.suggested_action


@pytest.mark.parametrize(("case", "path", "content"), NEGATIVES, ids=[n[0] for n in NEGATIVES])
def test_does_not_flag_safe_code(case: str, path: str, content: str) -> None:
    """Safe look-alikes of risky constructs produce no finding at all."""
    assert threat_findings([FileBlob(path=path, content=content)], "change") == []


def test_every_finding_cites_real_lines_and_has_a_unique_id() -> None:
    """Evidence refs are `path:line` within the file, and ids never repeat in one report."""
    files = [FileBlob(path=p, content=c) for _, p, c, *_ in POSITIVES]
    by_path: dict[str, int] = {}
    for f in files:
        by_path[f.path] = max(by_path.get(f.path, 0), f.content.count("\n") + 1)
    findings = threat_findings(files, "change")
    assert len(findings) == len(_ids(findings))
    for f in findings:
        assert f.category in ("threat", "structure", "diff")
        assert f.evidence_refs
        for r in f.evidence_refs:
            path, _, line = r.rpartition(":")
            assert path in by_path
            assert 1 <= int(line) <= by_path[path]


def test_output_does_not_depend_on_file_order() -> None:
    """Shuffling the files gives exactly the same findings in the same order."""
    files = [FileBlob(path=f"{i}/{p}", content=c) for i, (_, p, c, *_) in enumerate(POSITIVES)]
    expected = threat_findings(files, "change")
    rng = random.Random(7)
    for _ in range(5):
        shuffled = files[:]
        rng.shuffle(shuffled)
        assert threat_findings(shuffled, "change") == expected


def test_findings_are_sorted_by_severity() -> None:
    """High findings come before warnings, and warnings before info."""
    files = [FileBlob(path=p, content=c) for _, p, c, *_ in POSITIVES]
    rank = {"high": 0, "warn": 1, "info": 2}
    severities = [rank[f.severity] for f in threat_findings(files, "change")]
    assert severities == sorted(severities)


@pytest.mark.parametrize(
    ("content", "line"),
    [
        ("import os\n\ndef broken(:\n    pass\n", 3),
        ("x = 1\nprint('unterminated\n", 2),
        ("ok = 1\nbad = b'\x00'\x00\n", 2),
    ],
)
def test_unparsable_python_gets_one_info_finding(content: str, line: int) -> None:
    """A Python file that does not parse yields one info finding naming the error line."""
    findings = threat_findings([FileBlob(path="src/bad.py", content=content)], "change")
    assert [f.id for f in findings] == [f"threat/python-parse-error@src/bad.py:{line}"]
    assert findings[0].severity == "info"
    assert f"line {line}" in findings[0].claim


def test_redaction_markers_are_reported_even_when_python_does_not_parse() -> None:
    """A committed secret is still reported in a file whose code cannot be read."""
    content = "def f(:\n    key = 'sk-REDACTED'\n"
    ids = _ids(threat_findings([FileBlob(path="src/k.py", content=content)], "c"))
    assert "threat/redacted-secret@src/k.py:2" in ids
    assert "threat/python-parse-error@src/k.py:1" in ids


_PATHOLOGICAL: dict[str, tuple[Callable[[int], str], int]] = {
    # name: (content of size about n, n) -- 8x n still fits under MAX_FILE_CHARS
    "parens": (lambda n: "x = " + "(" * n + ")" * n + "\n", 1_000),
    "unary": (lambda n: "x = " + "-" * n + "1\n", 12_000),
    "open-brackets": (lambda n: "x = " + "[" * n + "\n", 6_000),
    "long-concat": (
        lambda n: "x = 'a'" + " + b" * n + "\ncur.execute('q' + x" + " + y" * (n // 4) + ")\n",
        2_000,
    ),
    "long-js-line": (lambda n: "el.innerHTML = (" + "<a>(" * n + "\n", 4_000),
}


@pytest.mark.parametrize("name", sorted(_PATHOLOGICAL))
def test_pathological_input_costs_time_linear_in_its_size(name: str) -> None:
    """Deep nesting and huge lines never raise, stay capped, 8x the text, < 20x the time."""
    make, size = _PATHOLOGICAL[name]
    path = "web/x.js" if name == "long-js-line" else "src/deep.py"

    def scan(content: str) -> list[Finding]:
        return threat_findings([FileBlob(path=path, content=content)], "change")

    assert len(make(FACTOR * size)) <= MAX_FILE_CHARS  # the large input is read, not skipped
    assert len(scan(make(FACTOR * size))) <= MAX_FINDINGS_PER_FILE + 1
    assert_linear(scan, make, size)


def test_oversized_file_is_skipped_with_one_info_finding() -> None:
    """A file over the size limit is not read; one info finding says so."""
    content = "eval(x)\n" * (MAX_FILE_CHARS // 8 + 1)
    findings = threat_findings([FileBlob(path="src/big.py", content=content)], "change")
    assert [f.id for f in findings] == ["threat/skipped-large@src/big.py:1"]
    assert findings[0].severity == "info"
    at_limit = ("eval(x)\n" * (MAX_FILE_CHARS // 8))[:MAX_FILE_CHARS]
    assert len(at_limit) == MAX_FILE_CHARS
    found = threat_findings([FileBlob(path="src/big.py", content=at_limit)], "change")
    assert "threat/eval@src/big.py:1" in _ids(found)


def test_many_findings_in_one_file_are_capped_and_counted() -> None:
    """A file with very many hits lists the first ones and counts the rest in one info finding."""
    content = "".join(f"eval(x{i})\n" for i in range(50))
    findings = threat_findings([FileBlob(path="src/many.py", content=content)], "change")
    assert len(findings) == MAX_FINDINGS_PER_FILE + 1
    more = findings[-1]
    assert more.id == "threat/more@src/many.py:1"
    assert str(50 - MAX_FINDINGS_PER_FILE) in more.claim
    lines = [int(f.id.rsplit(":", 1)[1]) for f in findings[:-1]]
    assert lines == list(range(1, MAX_FINDINGS_PER_FILE + 1))


def test_crlf_line_numbers_match_the_file() -> None:
    """Windows line endings do not shift the reported line numbers."""
    py = "import os\r\n\r\nos.system(cmd)\r\n"
    js = "let a = 1;\r\nel.innerHTML = a;\r\n"
    ids = _ids(
        threat_findings(
            [FileBlob(path="src/w.py", content=py), FileBlob(path="web/w.js", content=js)], "c"
        )
    )
    assert ids == {"threat/shell@src/w.py:3", "threat/js-inner-html@web/w.js:2"}


def test_claims_are_plain_and_give_no_exploitation_steps() -> None:
    """Claims are one sentence naming the location; actions are mitigations, not payloads."""
    files = [FileBlob(path=p, content=c) for _, p, c, *_ in POSITIVES]
    for f in threat_findings(files, "change"):
        assert re.match(r"^\S+:\d+ ", f.claim), f.claim
        assert f.claim.endswith(".")
        assert "\n" not in f.claim
        assert f.suggested_action is not None
        assert len(f.suggested_action) < 200
        assert "payload" not in f.suggested_action.lower()


@pytest.mark.parametrize(
    ("content", "line"),
    [
        ('d = {}\ns = f"{d["k"]}"\n', 2),
        ("x = ['a']\ns = f\"{'\\n'.join(x)}\"\n", 2),
        ("s = f'''{x # note\n}'''\n", 2),
        ("s = f'{x\n}'\n", 1),
        ("type Alias = int\n", 1),
    ],
    ids=["reused-quote", "backslash", "comment", "line-break", "type-statement"],
)
def test_python_is_read_with_the_3_11_grammar(content: str, line: int) -> None:
    """Syntax newer than 3.11 is a parse error on every runtime, so CPython and Pyodide agree."""
    findings = threat_findings([FileBlob(path="src/new.py", content=content)], "change")
    assert [f.id for f in findings] == [f"threat/python-parse-error@src/new.py:{line}"]


@pytest.mark.parametrize(
    "fstring",
    [
        "f\"{f'{x}'}\"",
        "f'''{\"a\"}'''",
        'f\'{ {"a": 1}["a"] }\'',
        "f'{x = }'",
        'f"{x!r:>{w}}"',
        "f'{(lambda: 1)()}'",
    ],
)
def test_valid_3_11_fstrings_are_read(fstring: str) -> None:
    """f-strings that 3.11 accepts are parsed, so risky calls next to them are still found."""
    content = f"s = {fstring}\nresult = eval(s)\n"
    findings = threat_findings([FileBlob(path="src/f.py", content=content)], "change")
    assert [f.id for f in findings] == ["threat/eval@src/f.py:2"]
