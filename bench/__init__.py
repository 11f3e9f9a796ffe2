"""Benchmarks: each module's main() prints figures as ratios against a baseline measured in the same run."""
