"""The floor plan holds: the core's folders by concern, its imports pointing one way, and no import
circle in the core or in tools/. Modules are split by concept, not by size: no line limit."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORE = ROOT / "core"
PACKAGE = "safe_agent"
MAX_TOP_MODULES = 8
# Which folder may import which (besides the shared top-level modules every folder may use).
ALLOWED = {
    "guards": {"guards"},
    # The stub takes the envelope's correction header; its reader reads untrusted text as the
    # guard's normaliser and decoders do (what a model would read), never the guard's verdicts.
    "model": {"model", "pipeline", "guards"},
    "pipeline": {"pipeline", "guards", "model", "state"},
    "state": {"state", "guards", "pipeline"},  # sharing redacts; the preset catalog's runs
    # Judges decide by effect: what the simulated model's reader found in a sent prompt.
    "challenges": {"challenges", "state", "pipeline", "guards", "model"},
    "page": {"page", "pipeline", "guards", "state", "model", "challenges"},
    "host": {"host", "page", "pipeline", "guards", "state", "model", "challenges"},
}
TOP_SHARED = {"types", "hashing", "provider", "agents", ""}


def module_name(path: Path) -> tuple[str, bool]:
    parts = list(path.relative_to(CORE).with_suffix("").parts)
    if parts[-1] == "__init__":
        return ".".join([PACKAGE, *parts[:-1]]), True
    return ".".join([PACKAGE, *parts]), False


def core_modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for path in sorted(CORE.rglob("*.py")):
        if "__pycache__" not in path.parts:
            name, is_pkg = module_name(path)
            found[name] = (path, is_pkg)
    return found


def imports_of(name: str, path: Path, is_pkg: bool, modules: set[str]) -> set[str]:
    """Every core module `name` imports, at module level or inside functions."""
    base = name.split(".") if is_pkg else name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base[: len(base) - node.level + 1]
                mod = ".".join([*anchor, *(node.module.split(".") if node.module else [])])
            else:
                mod = node.module or ""
            targets = [
                f"{mod}.{a.name}" if f"{mod}.{a.name}" in modules else mod for a in node.names
            ]
        else:
            continue
        out.update(t for t in targets if t in modules and t != name)
    return out


def graph() -> dict[str, set[str]]:
    mods = core_modules()
    names = set(mods)
    return {n: imports_of(n, p, pkg, names) for n, (p, pkg) in mods.items()}


def folder(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) >= 2 and parts[1] in ALLOWED else ""


def test_core_top_level_holds_at_most_eight_modules() -> None:
    top = sorted(p.name for p in CORE.glob("*.py"))
    assert len(top) <= MAX_TOP_MODULES, top


def test_every_folder_states_its_rule() -> None:
    for pkg in ALLOWED:
        doc = ast.get_docstring(ast.parse((CORE / pkg / "__init__.py").read_text()))
        assert doc and "Rule:" in doc, f"core/{pkg}/__init__.py must state its rule"


def first_circle(edges: dict[str, set[str]]) -> list[str] | None:
    """An import circle in `edges` (module -> the modules it imports), as a path, or None."""
    # Depth-first search with colours: 1 on the path being walked, 2 done.
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (circle := visit(node)):
            return circle
    return None


def test_no_import_circle() -> None:
    circle = first_circle(graph())
    assert circle is None, " -> ".join(circle)


def tools_graph() -> dict[str, set[str]]:
    """tools/'s scripts and the tools modules each imports (by bare name: tools/ is on sys.path
    when they run), counting imports inside functions and under TYPE_CHECKING."""
    paths = {p.stem: p for p in sorted((ROOT / "tools").glob("*.py"))}
    edges: dict[str, set[str]] = {}
    for name, path in paths.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                found.add(node.module.split(".")[0])
        edges[name] = {m for m in found if m in paths and m != name}
    return edges


def test_tools_have_no_import_circle() -> None:
    edges = tools_graph()
    assert edges.get("train_detector", set()) >= {"detector_fit"}  # the graph sees their imports
    circle = first_circle(edges)
    assert circle is None, " -> ".join(circle)


def test_a_circle_is_found() -> None:
    assert first_circle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert first_circle({"a": {"b"}, "b": set()}) is None


def test_imports_point_one_way() -> None:
    wrong = []
    for src, targets in graph().items():
        here = folder(src)
        for dst in targets:
            there = folder(dst)
            if here and there and there != here and there not in ALLOWED[here]:
                wrong.append(f"{src} -> {dst}")
            if not here and there and src.split(".")[-1] in TOP_SHARED:
                wrong.append(f"shared top-level module {src} -> {dst}")
    assert not wrong, wrong


def test_nothing_outside_host_imports_host() -> None:
    bad = [
        f"{s} -> {d}"
        for s, ds in graph().items()
        for d in ds
        if folder(d) == "host" and folder(s) != "host" and not s.endswith("__main__")
    ]
    assert not bad, bad


# A rule family's folder has the catalogue's layout: the same file names in every family.
FAMILY_LAYOUT = {"compose", "words", "retired"}


def test_module_names_are_unique_unless_engine_and_stage() -> None:
    by_leaf: dict[str, list[Path]] = {}
    for name, (path, is_pkg) in core_modules().items():
        family_file = ".guards.families." in name and name.split(".")[-1] in FAMILY_LAYOUT
        if not is_pkg and not family_file and name.split(".")[-1] not in {"__main__", "__init__"}:
            by_leaf.setdefault(name.split(".")[-1], []).append(path)
    for leaf, paths in by_leaf.items():
        if len(paths) < 2:
            continue
        assert len(paths) == 2, (leaf, paths)
        docs = {p: (ast.get_docstring(ast.parse(p.read_text())) or "").lower() for p in paths}
        stage = [p for p in paths if "stages" in p.parts]
        assert len(stage) == 1, f"{leaf}: two modules of one name, neither (or both) a stage"
        (engine,) = [p for p in paths if p not in stage]
        assert "stage" in docs[stage[0]].split("\n")[0], stage[0]
        assert "engine" in docs[engine].split("\n")[0], f"{engine}: its docstring must say 'engine'"
