"""Run the benchmarks: `python -m bench` runs each in turn, `python -m bench NAME [ARGS]` one.

`python -m bench guardrails` also writes docs/figures.md. The detector's bench re-fits the model
and needs NumPy; without it, it says so and is skipped.
"""

from __future__ import annotations

import importlib
import inspect
import sys

MODULES = ("guardrails", "detector", "repair", "permalink", "page")
USAGE = (
    "usage: python -m bench [NAME [ARGS...]]\n"
    f"  NAME: one of {', '.join(MODULES)}; ARGS go to that bench (try NAME --help)\n"
    "  with no NAME, every bench runs in turn"
)


def run(name: str, argv: list[str]) -> int:
    """One bench module's main(), with `argv` as its arguments."""
    module = importlib.import_module(f"bench.{name}")
    sys.stdout.flush()
    takes_argv = bool(inspect.signature(module.main).parameters)
    if not takes_argv:  # a bench that reads sys.argv itself
        sys.argv = [f"bench.{name}", *argv]
    code = module.main(argv) if takes_argv else module.main()
    return code if isinstance(code, int) else 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    if args:
        if args[0] not in MODULES:
            print(f"unknown bench {args[0]!r}\n{USAGE}", file=sys.stderr)
            return 2
        return run(args[0], args[1:])
    worst = 0
    for name in MODULES:
        print(f"== bench.{name}")
        worst = max(worst, run(name, []))
        print()
    return worst


if __name__ == "__main__":
    sys.exit(main())
