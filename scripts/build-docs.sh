#!/usr/bin/env bash
# Builds the DocC documentation of InsetModel, InsetScenarios,
# InsetScenariosTesting, InsetDiagrams, InsetPort, InsetSite and InsetReports with the toolchain's own
# `docc`, no package plugin: SwiftPM dumps the public symbol graphs, then
# `docc convert` builds one archive per module from its catalog
# (Sources/<Module>/<Module>.docc) and its symbol graphs. Any docc warning fails the build.
# Citation tags in brackets become links to the bibliography's addresses
# (scripts/docc-citations.py), and a page that still shows one fails it.
#
#   scripts/build-docs.sh        # archives in .build/docs/<Module>.doccarchive
#
# The archives are transformed for static hosting: serve an archive's folder
# and open /documentation/<module>/, e.g.
#   python3 -m http.server --directory .build/docs/InsetModel.doccarchive 8000
#   open http://localhost:8000/documentation/insetmodel/
# To host them under a path other than the server's root, set
# DOCS_HOSTING_BASE_PATH (e.g. /InsetModel), which is passed to docc as
# --hosting-base-path.
#
# Needs the Swift toolchain (swift and docc); python3, where there is one,
# links the citations. Exit status 0 when every archive built without a
# warning, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if command -v docc >/dev/null 2>&1; then
  docc=docc
elif command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
  docc="$(xcrun --find docc)"
else
  echo "error: docc not found (it ships with the Swift toolchain)" >&2
  exit 1
fi

modules=(InsetModel InsetScenarios InsetScenariosTesting InsetDiagrams InsetPort InsetSite InsetReports)
out=.build/docs
log="$(mktemp)"
stamp="$(mktemp)" # older than every graph this run writes
trap 'rm -f "$log" "$stamp"' EXIT

echo "== symbol graphs"
# Extension blocks give the extensions of other modules' types (Foundation's
# CGFloat, InsetModel's Insets in InsetScenarios) their own pages.
dump_status=0
swift package dump-symbol-graph --minimum-access-level public \
  --emit-extension-block-symbols >"$log" 2>&1 || dump_status=$?
# SwiftPM prints the folder it wrote, which depends on the platform
# (.build/<triple>/symbolgraph).
graphs="$(sed -n 's/^Files written to //p' "$log" | tail -n 1)"
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$log" >&2
  echo "error: cannot tell where dump-symbol-graph wrote the symbol graphs" >&2
  exit 1
fi
if [ "$dump_status" -ne 0 ]; then
  # Before the tests are built (a fresh clone), SwiftPM 6.3 on Linux also
  # tries the test runner modules it synthesises (InsetModelPackageTests,
  # InsetModelPackageDiscoveredTests), which do not exist yet, and exits 1
  # after writing every other graph. That failure alone is harmless; any
  # other is not.
  others="$(grep -E "error:" "$log" \
    | grep -vE "Failed to emit symbol graph for '[A-Za-z0-9_]+Package(Discovered)?Tests'" \
    || true)"
  if [ -n "$others" ]; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph failed" >&2
    exit 1
  fi
  echo "note: no symbol graph for the test runner modules (tests not built); not needed"
fi
for module in "${modules[@]}"; do
  if [ ! "$graphs/$module.symbols.json" -nt "$stamp" ]; then
    cat "$log" >&2
    echo "error: dump-symbol-graph did not write $graphs/$module.symbols.json" >&2
    exit 1
  fi
done
echo "symbol graphs in $graphs"

hosting=()
if [ -n "${DOCS_HOSTING_BASE_PATH:-}" ]; then
  hosting=(--hosting-base-path "$DOCS_HOSTING_BASE_PATH")
fi

python="$(command -v python3 || true)"
if [ -z "$python" ]; then
  echo "note: python3 not found: citation tags are left in brackets"
elif ! "$python" scripts/docc-citations.py selftest; then
  exit 1
fi

status=0
for module in "${modules[@]}"; do
  echo "== $module"
  # Only this module's graphs: its own, and those of its extensions to other
  # modules' types (Module@Other.symbols.json).
  dir="$out/symbol-graphs/$module"
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$graphs/$module.symbols.json" "$dir/"
  for extension in "$graphs/$module@"*.symbols.json; do
    if [ -e "$extension" ]; then cp "$extension" "$dir/"; fi
  done
  # Citation tags ([ad-uiview-safeareainsets]) become links to the
  # bibliography entry's address, in the doc comments and the articles alike.
  catalog="Sources/$module/$module.docc"
  if [ -n "$python" ]; then
    "$python" scripts/docc-citations.py graphs "$dir" >/dev/null
    catalog="$out/catalogs/$module.docc"
    "$python" scripts/docc-citations.py catalog "Sources/$module/$module.docc" "$catalog" >/dev/null
  fi
  archive="$out/$module.doccarchive"
  rm -rf "$archive"
  if ! "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$dir" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.insetmodel.$module" \
    --output-path "$archive" \
    --transform-for-static-hosting ${hosting[@]+"${hosting[@]}"} \
    --warnings-as-errors >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: docc convert failed for $module" >&2
    status=1
    continue
  fi
  # --warnings-as-errors already fails on a warning; this also catches one
  # that a future docc might print without failing.
  if grep -E "(^|: )(warning|error):" "$log" >/dev/null; then
    cat "$log" >&2
    echo "error: docc reported problems for $module" >&2
    status=1
    continue
  fi
  if [ -n "$python" ] && ! "$python" scripts/docc-citations.py check "$archive"; then
    status=1
    continue
  fi
  echo "built $archive"
done

if [ "$status" -ne 0 ]; then
  exit "$status"
fi
echo "== documentation archives"
for module in "${modules[@]}"; do
  lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
  echo "  $out/$module.doccarchive  (open /documentation/$lower/ on a static server)"
done
echo "Serve one with: python3 -m http.server --directory $out/InsetModel.doccarchive 8000"
echo "then open http://localhost:8000/documentation/insetmodel/"
