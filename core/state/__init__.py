"""The demo state and everything that carries it: import/export, permalinks, presets, sharing.

Rule: what a link, a file or a preset holds, validated and versioned here; running it is the
pipeline's business (only the preset checker's test helper runs a preset).
"""
