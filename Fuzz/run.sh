#!/usr/bin/env bash
# Builds and runs a libFuzzer target for SECONDS (default 60).
#
#   Fuzz/run.sh reader|notation|modifiers [SECONDS]
#
# FUZZ_SEED=N makes a run repeatable (CI uses 1).
#
# Each target is compiled with the model and the scenario engine into one
# module (-sanitize=fuzzer,address). Seeds: the bundled scenarios, the
# bad-input corpus and every cell of their tables. Crashes are written to
# .build/fuzz/artifacts/; keep each as a regression in Tests/FuzzRegressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Fuzz/run.sh reader|notation|modifiers [SECONDS]}"
seconds="${2:-60}"
case "$target" in reader|notation|modifiers) ;; *) echo "unknown target: $target" >&2; exit 2;; esac

out=.build/fuzz
mkdir -p "$out/artifacts" "$out/corpus-$target"
binary="$out/fuzz-$target"
# InsetScenarios' copy of the model's internal interpolation of insets is left
# out: in one module the model's own serves both.
sources=$(find Sources/InsetModel Sources/InsetScenarios -name '*.swift' \
  ! -path 'Sources/InsetScenarios/Notation/NotationInterpolation.swift' | sort)
if [ ! -x "$binary" ] || [ -n "$(find Sources/InsetModel Sources/InsetScenarios "Fuzz/Targets/$target.swift" -newer "$binary" -name '*.swift' | head -1)" ]; then
  echo "building $binary"
  # One module: the `import InsetModel` lines of the engine are then ignored (a warning).
  # ld.gold warns once for each AddressSanitizer helper it cannot export
  # (harmless, a known gold/ASan quirk): those lines are dropped, the rest shown.
  log="$out/build-$target.log"
  status=0
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name InsetModel \
    -suppress-warnings $sources "Fuzz/Targets/$target.swift" -o "$binary" >"$log" 2>&1 || status=$?
  grep -v "warning: Cannot export local symbol '__asan" "$log" || true
  [ "$status" -eq 0 ] || exit "$status"
fi

# Seeds.
seeds="$out/seeds-$target"
rm -rf "$seeds" && mkdir -p "$seeds"
if [ "$target" = reader ]; then
  cp Scenarios/*.md Tests/BadInputs/*.md docs/examples/*.md "$seeds/" 2>/dev/null || true
else
  # Every cell of every table, one file each.
  python3 - "$seeds" "$target" <<'PY'
import sys, glob, re
out, target = sys.argv[1], sys.argv[2]
n = 0
for path in sorted(glob.glob('Scenarios/*.md') + glob.glob('Tests/BadInputs/*.md')):
    try:
        text = open(path, encoding='utf-8').read()
    except Exception:
        continue
    for line in text.splitlines():
        if not line.startswith('|'):
            continue
        for cell in re.split(r'(?<!\\)\|', line.strip().strip('|')):
            cell = cell.strip()
            if not cell or set(cell) <= set('-: '):
                continue
            if target == 'modifiers' and not cell.startswith('.'):
                continue
            n += 1
            open(f'{out}/{n:05d}', 'w').write(cell)
PY
fi

SWIFT_BACKTRACE=enable=no "$binary" "$out/corpus-$target" "$seeds" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=4096 -max_len=65536 -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 \
  ${FUZZ_SEED:+-seed="$FUZZ_SEED"}
