"""The injection guard's measured recall, in one place, and the plain sentence the page says."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Recall:
    """Share of attack texts blocked, by kind, and the day it was measured."""

    measured: str
    direct: float  # direct injections ("ignore your instructions and …")
    jailbreak: float  # jailbreaks (role play, "developer mode" …)
    indirect: float  # plain task instructions hidden in ordinary text


# Measured with `python -m bench.guardrails` (direct and jailbreak: its leave-one-source-out
# table, so only texts from sources the rules were not written from count; indirect: its pooled
# row; see docs/guardrails.md). Update these numbers, and only these, when the rules or the
# detector change: the About section and every blocked run's why-card read them.
# 2026-11-25: direct and jailbreak from bench.guardrails' leave-one-source-out table; indirect
# from bench.detector's held-out rules column (43.2%), not bench.guardrails' pooled 60.4%, which
# counts rows the new indirect classes were written while reading.
# 2026-11-27 (sixth session): direct and jailbreak unchanged in bench.guardrails' table; indirect
# 45.9% in bench.detector's held-out rules column after the second pass on documents.
GUARD_RECALL = Recall(measured="2026-11-27", direct=0.816, jailbreak=0.694, indirect=0.459)


def _in_ten(share: float) -> str:
    if share < 0.05:  # "about 1 in 10" would overstate it
        return "fewer than 1 in 20"
    return f"about {max(1, round(share * 10))} in 10"


def recall_sentence() -> str:
    """The guard's measured recall in plain words, with how it was measured."""
    r = GUARD_RECALL
    return (
        f"Measured on public collections of real attack texts ({r.measured}, "
        "`python -m bench.guardrails`, counting only what the rules catch in texts from sources "
        f"they were not written from): the guard blocks {_in_ten(r.direct)} direct "
        f"attacks, {_in_ten(r.jailbreak)} jailbreaks, and only "
        f"{_in_ten(r.indirect)} instructions hidden in ordinary text. Any attack "
        "worded in a new way can get past it."
    )


def recall_line() -> str:
    """One line for a blocked run's why-card: this block does not mean every attack is caught."""
    r = GUARD_RECALL
    return (
        f"The guard recognises known phrasings: in tests on attack texts it was not written from, "
        f"it blocked {_in_ten(r.direct)} direct attacks and "
        f"{_in_ten(r.indirect)} hidden ones."
    )


@dataclass(frozen=True)
class DetectorFigures:
    """The learned detector's measured figures (`tools/train_detector.py --loso`), by kind of
    text."""

    measured: str
    direct: float  # direct attacks and jailbreaks blocked (leave-one-source-out, re-fitted)
    indirect: float  # instructions planted in documents, blocked
    benign_docs: float  # benign code, commits and docs blocked (false positives)
    benign_prose: float  # benign chat-like and creative prose blocked (false positives)
    docs_note: str = ""  # what most of the benign code and docs it blocks are, in plain words


# From the learned detector's training run (`python3 tools/train_detector.py --loso`, figures in
# docs/figures.md): leave-one-source-out, the model re-fitted without the held-out source (4
# passes per re-fit), each row at its field kind's block threshold (chosen by the pooled grouped
# cross-validation). Update these numbers, and only these, when the detector is retrained: About
# and the why-card of a detector block or warning read them. None until measured.
# 2026-12-07: documents are held to a block threshold of 0.94, so the detector alone blocks
# almost no instructions hidden in documents (the rules do: docs/figures.md); held out, the
# fortunes are most of the benign prose it blocks.
DETECTOR_FIGURES: DetectorFigures | None = DetectorFigures(
    measured="2026-12-07",
    direct=0.2451,
    indirect=0.0113,
    benign_docs=0.0019,
    benign_prose=0.0321,
    docs_note="and none of 710 whole documentation files, read as a pull request's file is",
)


def _share(value: float) -> str:
    return f"{value * 100:.1f}%".replace(".0%", "%")


def detector_sentence(*, how: bool = True) -> str:
    """The learned detector's measured figures in plain words; with `how`, how and when they were
    measured (About has room for that; a why-card gives the figures only)."""
    f = DETECTOR_FIGURES
    if f is None:
        return (
            "Its figures on texts from sources it was not trained on have not been measured for "
            "the weights shipped here yet"
            + (" (`python3 tools/train_detector.py --loso` measures them)." if how else ".")
        )
    measured = (
        f" ({f.measured}, `python3 tools/train_detector.py --loso`, re-fitted without each "
        "source in turn)"
        if how
        else ""
    )
    return (
        f"Measured on texts from sources it was not trained on{measured}: it blocks "
        f"{_in_ten(f.direct)} direct attacks and jailbreaks and {_in_ten(f.indirect)} "
        f"instructions hidden in documents; it wrongly blocks {_share(f.benign_docs)} of benign "
        f"code and docs{f' ({f.docs_note})' if f.docs_note else ''} and "
        f"{_share(f.benign_prose)} of benign prose."
    )


def detector_line() -> str:
    """One line for a detector block's or warning's why-card: a score is not a proof."""
    return (
        "A learned detector scores how much a text resembles the attack examples it was trained "
        "on; it does not understand the text, so an unusual wording can pass and benign text "
        "about instructions can score high. " + detector_sentence(how=False)
    )
