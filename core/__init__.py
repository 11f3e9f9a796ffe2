"""Safe Agent Pipeline: a guarded, deterministic code-review agent pipeline (`safe_agent`)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

__version__ = "1.0.0"

# Public API, loaded on first use so that importing the package stays cheap in the browser.
_EXPORTS = {
    "redact": "redaction",
    "scan_injection": "injection",
    "check_report": "schema_gate",
    "run": "pipeline",
    "Session": "pipeline",
    "DemoState": "state",
}

__all__ = ["__version__", *sorted(_EXPORTS)]


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'safe_agent' has no attribute {name!r}")
    return getattr(import_module(f".{module}", __name__), name)
