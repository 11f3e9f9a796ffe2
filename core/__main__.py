"""`python -m safe_agent`: the command line (see `safe_agent.cli`)."""

from .host.cli import main

raise SystemExit(main())
