"""Run every benchmark in turn: `python -m bench` (guardrails, detector, repair, permalink, page).

The detector's bench re-fits the model and needs NumPy; without it, it says so and is skipped.
"""

from __future__ import annotations

import importlib
import sys

MODULES = ("guardrails", "detector", "repair", "permalink", "page")


def main() -> int:
    """Run each bench module's main(); skip, with a message, one that does not exist yet."""
    worst = 0
    for name in MODULES:
        try:
            module = importlib.import_module(f"bench.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"bench.{name}":
                raise
            print(f"== bench.{name}: skipped (bench/{name}.py does not exist yet)\n")
            continue
        print(f"== bench.{name}")
        sys.stdout.flush()
        code = module.main()
        worst = max(worst, code if isinstance(code, int) else 0)
        print()
    return worst


if __name__ == "__main__":
    sys.exit(main())
