"""Optional real-provider adapters (CPython only; installed with `pip install .[network]`).

The core finds them through the `safe_agent.providers` entry points and never imports this package
by name; `build.py` keeps it out of `dist/`.
"""
