#!/usr/bin/env python3
"""Turns the bibliography's citation tags into links for DocC.

The doc comments and the .docc catalogs cite a source by its bibliography tag
in brackets, `[ad-uiview-safeareainsets]`, as the scenario tables and the
model's derivations do. DocC would render such a tag as literal brackets; this
rewrites each tag the bibliography (docs/bibliography.md, generated from the
model and held equal to it by a test) holds into a Markdown link to the
entry's address, `[ad-uiview-safeareainsets](https://developer.apple.com/...)`,
before docc reads it (an entry with no web address is named in plain text). Text in code spans and code blocks, links already
written (`[text](...)`, `[text][ref]`), and bracketed words that are no tag
(`[top, left]`, `[i]`) are left as they are.

  docc-citations.py graphs DIR        rewrite the doc comments of DIR/*.symbols.json
  docc-citations.py catalog SRC DEST  copy the catalog SRC to DEST, its .md files rewritten
  docc-citations.py check ARCHIVE     fail if a rendered page of ARCHIVE shows a tag in brackets
  docc-citations.py selftest          check the rewrite on the cases it must get right

Exit status 0 on success, 1 on a problem (printed as `error: ...`).
"""

import json
import os
import re
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROW = re.compile(r"^\| `([^`]+)` \| .*? \| <(<[^>]*>|[^<>]+)> \|")
# A tag in brackets that is not a link's text or a reference: not preceded by
# `]` or `[`, not followed by `(`, `[` or `:`.
TAG = re.compile(r"(?<![\]\[\\])\[([a-z0-9][a-z0-9._-]*)\](?![(\[:])")
CODE = re.compile(r"(`+)(?:(?!\1).)*?\1")


def bibliography():
    """The tag of each bibliography entry, mapped to its address (`None`
    for an entry with no web address)."""
    path = os.path.join(ROOT, "docs", "bibliography.md")
    tags = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = ROW.match(line)
            if m:
                address = m.group(2)
                tags[m.group(1)] = address if address.startswith("http") else None
    if len(tags) < 100:
        sys.exit(f"error: {path} holds {len(tags)} entries; expected the bibliography")
    return tags


def rewrite_line(text, tags):
    """`text` with each tag outside a code span made a link."""
    out = []
    last = 0
    for code in CODE.finditer(text):
        out.append(link_tags(text[last:code.start()], tags))
        out.append(code.group(0))
        last = code.end()
    out.append(link_tags(text[last:], tags))
    return "".join(out)


def link_tags(text, tags):
    def replace(m):
        tag = m.group(1)
        if tag not in tags:
            return m.group(0)
        url = tags[tag]
        # An entry with no web address is named in plain text.
        return f"[{tag}]({url})" if url else tag

    return TAG.sub(replace, text)


def rewrite_markdown(text, tags):
    """A Markdown document with its tags linked, its code blocks untouched."""
    out = []
    fence = None
    for line in text.split("\n"):
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            out.append(line)
        elif stripped.startswith("```") or stripped.startswith("~~~"):
            fence = stripped[:3]
            out.append(line)
        elif line.startswith("    ") or line.startswith("\t"):
            out.append(line)  # an indented code block
        else:
            out.append(rewrite_line(line, tags))
    return "\n".join(out)


def graphs(directory, tags):
    count = 0
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        path = os.path.join(directory, name)
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            lines = (symbol.get("docComment") or {}).get("lines") or []
            fence = None
            for line in lines:
                text = line.get("text", "")
                stripped = text.lstrip()
                if fence:
                    if stripped.startswith(fence):
                        fence = None
                    continue
                if stripped.startswith("```") or stripped.startswith("~~~"):
                    fence = stripped[:3]
                    continue
                if text.startswith("    "):
                    continue  # an indented code block, e.g. an example
                new = rewrite_line(text, tags)
                if new != text:
                    line["text"] = new
                    count += 1
        with open(path, "w", encoding="utf-8") as f:
            json.dump(graph, f)
    print(f"linked citations on {count} doc comment lines in {directory}")


def catalog(source, destination, tags):
    if os.path.exists(destination):
        shutil.rmtree(destination)
    shutil.copytree(source, destination)
    count = 0
    for folder, _, files in os.walk(destination):
        for name in files:
            if not name.endswith(".md"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            new = rewrite_markdown(text, tags)
            if new != text:
                count += 1
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    print(f"linked citations in {count} articles of {os.path.basename(source)}")


def check(archive, tags):
    """Fails when a rendered page's text shows a tag in brackets."""
    found = []
    data = os.path.join(archive, "data")
    for folder, _, files in os.walk(data):
        for name in files:
            if not name.endswith(".json"):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                page = json.load(f)
            stack = [page]
            while stack:
                node = stack.pop()
                if isinstance(node, dict):
                    if node.get("type") == "text":
                        for m in TAG.finditer(node.get("text", "")):
                            if m.group(1) in tags:
                                found.append(f"{os.path.relpath(folder, data)}/{name}: [{m.group(1)}]")
                    stack.extend(node.values())
                elif isinstance(node, list):
                    stack.extend(node)
    if found:
        print("\n".join(found[:20]), file=sys.stderr)
        sys.exit(f"error: {len(found)} citations render as raw brackets in {archive}")


def selftest():
    """Checks the rewrite on the cases it must get right."""
    tags = {"ad-a": "https://example.com/a(_:)", "note-b": None}
    cases = [
        ("reads it ([ad-a]).", "reads it ([ad-a](https://example.com/a(_:)))."),
        ("([ad-a], [note-b])", "([ad-a](https://example.com/a(_:)), note-b)"),
        ("`[ad-a]` and [ad-a]", "`[ad-a]` and [ad-a](https://example.com/a(_:))"),
        ("[text](url) [text][ad-a] [ad-a]: x", "[text](url) [text][ad-a] [ad-a]: x"),
        ("[top, left] [i] [unknown-tag]", "[top, left] [i] [unknown-tag]"),
    ]
    for text, expected in cases:
        got = rewrite_line(text, tags)
        if got != expected:
            sys.exit(f"error: self-test: {text!r} became {got!r}, expected {expected!r}")
    block = "a [ad-a]\n\n```swift\nlet x = [ad-a]\n```\n    [ad-a]\n"
    expected = "a [ad-a](https://example.com/a(_:))\n\n```swift\nlet x = [ad-a]\n```\n    [ad-a]\n"
    if rewrite_markdown(block, tags) != expected:
        sys.exit("error: self-test: a code block was rewritten")


def main(argv):
    if len(argv) == 3 and argv[1] == "graphs":
        graphs(argv[2], bibliography())
    elif len(argv) == 4 and argv[1] == "catalog":
        catalog(argv[2], argv[3], bibliography())
    elif len(argv) == 3 and argv[1] == "check":
        check(argv[2], bibliography())
    elif len(argv) == 2 and argv[1] == "selftest":
        selftest()
    else:
        print(__doc__, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
