"""The growth-ratio check can fail: it passes linear work and catches quadratic work."""

from __future__ import annotations

import pytest
from growth import assert_linear


def _linear(text: str) -> int:
    return text.count("a")


def _quadratic(text: str) -> int:
    return sum(text[i:].count("a") for i in range(0, len(text), 4))


def test_linear_work_passes() -> None:
    assert_linear(_linear, lambda n: "ab" * n, 200_000)


def test_quadratic_work_fails() -> None:
    with pytest.raises(AssertionError, match="the time for 8x the input"):
        assert_linear(_quadratic, lambda n: "ab" * n, 1_000)
