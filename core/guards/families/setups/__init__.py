"""Jailbreak set-ups: a persona without rules, a mode, a script, an authority, a deceased
relative, exfiltration, a repeat."""
