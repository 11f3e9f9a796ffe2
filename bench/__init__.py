"""Benchmarks: each module's main() prints figures against a baseline measured in the same run."""
