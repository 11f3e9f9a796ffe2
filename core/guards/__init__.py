"""Guard engines: redaction, the injection guard, path policy and input limits.

Rule: pure functions of text and policy. A guard module imports only the standard library, the
shared types and other guard modules: never the pipeline, the state, the page or the host.
"""
