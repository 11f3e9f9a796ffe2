"""Safe Agent Pipeline: a guarded, deterministic code-review agent pipeline (`safe_agent`)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "1.0.0"

# Public API, loaded on first use so that importing the package stays cheap in the browser:
# each name, the module (under `safe_agent`) that defines it.
_EXPORTS = {
    "redact": "guards.redaction",  # redact(text, *, field=...) -> .text, .hits
    "scan_injection": "guards.injection_check",  # the guard the page runs, on one text
    "check_report": "pipeline.schema_gate",  # an agent's raw answer against the report schema
    "run": "pipeline.runner",  # run(state) -> RunResult, what the page shows
    "Session": "pipeline.runner",  # cache and budget carried from one run to the next
    "DemoState": "state.demo_state",  # the page's whole state (a link or a file holds one)
    "load_preset": "state.preset_catalog",  # load_preset("A").state: a preset's state
}

__all__ = ["__version__", *sorted(_EXPORTS)]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'safe_agent' has no attribute {name!r}")
    return getattr(import_module(f".{module}", __name__), name)
