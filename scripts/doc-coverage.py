#!/usr/bin/env python3
"""Lists every public symbol without a doc comment, per module.

Reads the symbol graphs of InsetModel, InsetScenarios, InsetDiagrams,
InsetScenariosTesting, InsetPort, InsetSite and InsetReports (each module's own graph and its
extension graphs, Module@Other.symbols.json) and prints, per module, each
public symbol declared in Sources/<Module>/ whose doc comment is missing or
empty, with its file and line, then a summary line per module. Exits 1
when any symbol is undocumented, 0 when every one is documented, 2 on a
usage error.

    scripts/doc-coverage.py                 # graphs of scripts/build-docs.sh
    scripts/doc-coverage.py --graphs DIR    # a folder of *.symbols.json
    scripts/doc-coverage.py --summary       # only the per-module counts

Without --graphs it reads .build/docs/symbol-graphs/<Module>/, which
scripts/build-docs.sh writes; when that folder is missing it runs
`swift package dump-symbol-graph` itself.

Counted: symbols with a source location under the module's folder (so the
members the compiler synthesises, such as `!=` or `init(rawValue:)`, and
docs inherited from other modules' protocols do not count), except
extension blocks, which DocC documents through their members.
"""

import argparse
import json
import os
import re
import subprocess
import sys
from urllib.parse import unquote, urlparse

MODULES = [
    "InsetModel", "InsetScenarios", "InsetScenariosTesting", "InsetDiagrams", "InsetPort",
    "InsetSite", "InsetReports",
]
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD_DOCS_GRAPHS = os.path.join(ROOT, ".build", "docs", "symbol-graphs")


def dump_symbol_graphs():
    """Runs SwiftPM's dump and returns the folder it printed."""
    result = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public",
         "--emit-extension-block-symbols"],
        cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        sys.stderr.write(output)
        sys.exit("error: swift package dump-symbol-graph failed")
    folders = re.findall(r"^Files written to (.+)$", output, re.MULTILINE)
    if not folders:
        sys.stderr.write(output)
        sys.exit("error: cannot tell where dump-symbol-graph wrote the symbol graphs")
    return folders[-1].strip()


def graph_files(folder, module):
    """The module's own graph and its extension graphs in `folder`."""
    if not os.path.isdir(folder):
        return []
    names = sorted(os.listdir(folder))
    return [os.path.join(folder, n) for n in names
            if n == module + ".symbols.json"
            or (n.startswith(module + "@") and n.endswith(".symbols.json"))]


def has_doc(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def source_path(symbol):
    uri = symbol.get("location", {}).get("uri")
    return unquote(urlparse(uri).path) if uri else None


def undocumented(folder, module):
    """(path, line, kind, name) of each undocumented public symbol, sorted."""
    sources = os.path.join("Sources", module) + os.sep
    found = {}
    for path in graph_files(folder, module):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            kind = symbol["kind"]["identifier"]
            if kind == "swift.extension" or symbol.get("accessLevel") not in ("public", "open"):
                continue
            file = source_path(symbol)
            if file is None or sources not in file:
                continue
            if has_doc(symbol):
                continue
            precise = symbol["identifier"]["precise"]
            relative = file[file.index(sources):]
            line = symbol["location"]["position"]["line"] + 1
            name = ".".join(symbol["pathComponents"])
            found[precise] = (relative, line, kind.replace("swift.", ""), name)
    return sorted(found.values())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--graphs", help="a folder of *.symbols.json (default: build-docs.sh's)")
    parser.add_argument("--summary", action="store_true", help="print only the counts")
    parser.add_argument("modules", nargs="*", default=MODULES, help="modules to check")
    args = parser.parse_args()

    def folder_for(module):
        if args.graphs:
            return args.graphs
        return os.path.join(BUILD_DOCS_GRAPHS, module)

    if not args.graphs and not all(os.path.isdir(folder_for(m)) for m in args.modules):
        args.graphs = dump_symbol_graphs()

    total = 0
    counts = []
    for module in args.modules:
        folder = folder_for(module)
        if not graph_files(folder, module):
            print(f"error: no symbol graph for {module} in {folder}", file=sys.stderr)
            return 2
        missing = undocumented(folder, module)
        counts.append((module, len(missing)))
        total += len(missing)
        if not args.summary:
            for path, line, kind, name in missing:
                print(f"{path}:{line}: {module}: {kind} {name} has no doc comment")
    for module, count in counts:
        print(f"{module}: {count} public symbols without a doc comment")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
