"""Host-only code: the command line and egress to real providers.

Rule: never shipped to the page (`build.py` leaves this folder out) and never imported by any
other folder of the core.
"""
