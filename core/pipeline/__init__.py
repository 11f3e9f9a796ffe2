"""The pipeline: the run context, the declared stage list, the stages and the engines they drive.

Rule: `stages/__init__.py` declares the order once; `runner.py` walks it. Every engine here is used
by exactly one stage of `stages/` (budget, cache, envelope, repair, schema gate, audit); its
docstring says "engine", the stage's says "stage". Nothing here imports `page/` or `host/`.
"""
