"""The house's structure, read from the source (``ast``), so it stays as docs/ARCHITECTURE.md draws it.

* No import circle in ``engine``, ``saves`` or ``game``: an import inside a function counts
  (it runs on some day), one under ``if TYPE_CHECKING:`` does not (it never runs).
* Each layer imports only the layers under it (the table in docs/ARCHITECTURE.md).
* No module grows past the size one person can hold in mind.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("engine", "saves", "game")
MAX_LINES = 600

# Where a module lives → what of the house it may import (a name allows that package and all under
# it); docs/ARCHITECTURE.md draws it. The command line and tools at the top of game/ (cli,
# arena_command, main, demo, crash, testing) may import anything; nothing imports them but the
# launchers and the tests.
_TABLE = ("engine", "saves", "game.texts", "game.session", "game.ui", "game.art", "game.table")
LAYERS: dict[str, tuple[str, ...]] = {
    "engine": ("engine",),
    "saves": ("engine", "saves"),
    "game.texts": ("engine", "game.texts"),
    "game.session": ("engine", "saves", "game.texts", "game.session"),
    "game.ui": ("saves", "game.texts", "game.ui"),
    "game.art": ("game.ui", "game.art"),
    "game.table": _TABLE,
    "game.shengji_table": (*_TABLE, "game.shengji_table"),  # 升级's form and table
    "game.room": (*_TABLE, "game.shengji_table", "game.room"),  # one module per game
    "game.scenes": (*_TABLE, "game.shengji_table", "game.room", "game.scenes"),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def house() -> dict[str, Path]:
    """Every module of the three packages, by dotted name."""
    return {module_name(p): p for pkg in PACKAGES for p in sorted((ROOT / pkg).rglob("*.py"))}


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement, in functions too, but none under ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _type_checking(node.test):
            for inner in node.orelse:
                yield from _imports(ast.Module(body=[inner], type_ignores=[]))
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        yield from _imports(node)


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The house's modules that ``name`` imports (``from pkg import mod`` names the module)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        else:
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                for alias in node.names
            ]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = house()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def layer_of(name: str) -> str | None:
    best = None
    for layer in LAYERS:
        if (name == layer or name.startswith(layer + ".")) and (
            best is None or len(layer) > len(best)
        ):
            best = layer
    return best


def test_the_graph_sees_imports_inside_functions_and_skips_type_checking() -> None:
    graph = import_graph()
    assert "engine.gongzhu.rules" in graph["engine.gongzhu.match"]
    assert all(
        not m.startswith("game")
        for name, deps in graph.items()
        if name.startswith(("engine", "saves"))
        for m in deps
    )


def test_no_import_circle() -> None:
    found = circles(import_graph())
    assert not found, "import circles:\n" + "\n".join(
        f"  {len(c)} modules: {', '.join(c)}" for c in found
    )


def test_each_layer_imports_only_what_is_under_it() -> None:
    wrong = []
    for name, deps in import_graph().items():
        layer = layer_of(name)
        if layer is None:
            continue  # the entry point and the tools at the top of game/ may import anything
        allowed = LAYERS[layer]
        wrong += [
            f"{name} -> {dep}"
            for dep in sorted(deps)
            if not any(dep == a or dep.startswith(a + ".") for a in allowed)
        ]
    assert not wrong, "imports against the layers:\n  " + "\n  ".join(wrong)


def test_no_module_over_the_size_one_can_hold_in_mind() -> None:
    big = {
        name: n
        for name, path in house().items()
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not big, big


# One package per game's rules (docs/ARCHITECTURE.md, "The card room"): each imports the core
# (engine.core, engine itself, engine.argtypes) and no other game; the core imports no game.
GAME_PACKAGES = ("engine.gongzhu", "engine.shengji")


def test_a_game_package_imports_no_other_game_and_none_imports_it() -> None:
    graph = import_graph()
    wrong = []
    for name, deps in graph.items():
        own = next((p for p in GAME_PACKAGES if name == p or name.startswith(p + ".")), None)
        for dep in sorted(deps):
            theirs = next((p for p in GAME_PACKAGES if dep == p or dep.startswith(p + ".")), None)
            if own is not None and theirs is not None and theirs != own:
                wrong.append(f"{name} -> {dep} (another game's)")
            if own is None and name.startswith("engine") and theirs is not None:
                wrong.append(f"{name} -> {dep} (the rest of the engine reaching into a game)")
    assert not wrong, "\n  ".join(wrong)


def test_the_engine_core_imports_only_itself() -> None:
    """engine.core is what every game shares: it knows no game and nothing else of the engine
    (but the package ``engine`` itself, whose folder lists the games)."""
    graph = import_graph()
    wrong = [
        f"{name} -> {dep}"
        for name, deps in graph.items()
        if name == "engine.core" or name.startswith("engine.core.")
        for dep in sorted(deps)
        if dep.startswith(("engine", "saves", "game"))
        and not (dep in ("engine", "engine.core") or dep.startswith("engine.core."))
    ]
    assert "engine.core.cards" in graph, "the graph does not see the core"
    assert not wrong, "\n  ".join(wrong)
