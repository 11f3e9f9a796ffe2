"""Property: with redaction on, no secret ever reaches the exported audit log or the envelope."""

from __future__ import annotations

from helpers import examples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from safe_agent.guards.redaction import redact
from safe_agent.pipeline.audit import to_jsonl
from safe_agent.pipeline.runner import Session, run
from safe_agent.state.demo_state import DemoState

ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

secrets = st.one_of(
    st.text(ALNUM, min_size=20, max_size=40).map(lambda s: "sk-" + s),
    st.text(ALNUM, min_size=20, max_size=40).map(lambda s: "sk-" + "proj-" + s),
    st.text(UPPER, min_size=16, max_size=16).map(lambda s: "AKIA" + s),
    st.text(ALNUM, min_size=36, max_size=36).map(lambda s: "ghp_" + s),
    st.builds(
        lambda user, host: f"{user}@{host}.com",
        st.text("abcdefghij.", min_size=1, max_size=10).filter(
            lambda u: u[0] != "." and u[-1] != "."
        ),
        st.text("abcdefghij", min_size=2, max_size=10),
    ),
)
filler = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    secret=secrets, before=filler, after=filler, where=st.sampled_from(["diff", "path", "content"])
)
def test_no_secret_in_audit_or_envelope(secret: str, before: str, after: str, where: str) -> None:
    """A secret in the diff summary, a path or a file body never reaches the log or the prompt."""
    text = f"{before} {secret} {after}"
    path = f"docs/{secret}.md" if where == "path" else "docs/notes.md"
    content = text if where == "content" else "# Notes\n"
    diff = text if where == "diff" else "Update notes"
    state = DemoState.model_validate(
        {"diffSummary": diff, "changedFiles": [{"path": path, "content": content}]}
    )
    result = run(state, session=Session())
    log = to_jsonl(result.audit)
    assert secret not in log
    assert [] == list(redact(log).hits)
    for agent in result.agents:
        assert secret not in (agent.envelope or "")
