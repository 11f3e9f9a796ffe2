"""The simulated model: the deterministic stub provider and the analysis that gives it findings.

Rule: the page's only "model". It sees the prompt the pipeline built and nothing else: never the
state, never a guard's verdict.
"""
