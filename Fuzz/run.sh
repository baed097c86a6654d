#!/usr/bin/env bash
# Builds and runs a libFuzzer target for SECONDS (default 60).
#
#   Fuzz/run.sh reader|notation|modifiers|hierarchy|region|port [SECONDS]
#
# FUZZ_SEED=N makes a run repeatable (CI uses 1); FUZZ_RUNS=N stops after N
# executions (then SECONDS is only an upper bound).
# FUZZ_SANITIZE=address (the default) builds with AddressSanitizer;
# FUZZ_SANITIZE=none keeps libFuzzer's coverage instrumentation and its
# checks (traps, hangs, the memory limit) but drops ASan: about twice the
# executions a second, without detecting memory errors or leaks. Use it for
# long runs; .ci/run keeps ASan.
#
# The six targets are one binary (Fuzz/Targets/targets.swift, the target
# chosen by FUZZ_TARGET), compiled with the model, the scenario engine and
# InsetPort into one module (-sanitize=fuzzer,address, or -sanitize=fuzzer),
# so one build serves all six. Seeds: the bundled
# scenarios, the bad-input corpus and every cell of their tables; for `port`,
# the port samples and the porting walkthrough's sources. Crashes are
# written to .build/fuzz/artifacts/; keep each as a regression in
# Tests/FuzzRegressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Fuzz/run.sh reader|notation|modifiers|hierarchy|region|port [SECONDS]}"
seconds="${2:-60}"
case "$target" in reader|notation|modifiers|hierarchy|region|port) ;; *) echo "unknown target: $target" >&2; exit 2;; esac
sanitize="${FUZZ_SANITIZE:-address}"
case "$sanitize" in
  address) sanitizers=fuzzer,address; suffix= ;;
  none) sanitizers=fuzzer; suffix=-nosan ;;
  *) echo "unknown FUZZ_SANITIZE: $sanitize (address or none)" >&2; exit 2;;
esac

# Inputs up to 4 KB: room for several tables with long cells, and every
# execution stays cheap (libFuzzer would otherwise raise its limit to the
# largest seed). FUZZ_MAX_LEN overrides it.
max_len="${FUZZ_MAX_LEN:-4096}"
out=.build/fuzz
mkdir -p "$out/artifacts" "$out/corpus-$target"
binary="$out/fuzz$suffix"
# One module: the engine's own copy of the model's internal interpolation
# (each module has one, as neither can see the other's) would be a
# redeclaration, so it is left out.
# InsetReports (the report forms both tools share) joins the one module too;
# its `import InsetReports` lines, which no module would answer, are left
# out of copies of the files that have them.
folders="Sources/InsetModel Sources/InsetScenarios Sources/InsetPort Sources/InsetReports"
if [ ! -x "$binary" ] || [ -n "$(find $folders Fuzz/Targets -newer "$binary" -name '*.swift' | head -1)" ]; then
  echo "building $binary"
  copies="$out/sources"
  rm -rf "$copies" && mkdir -p "$copies"
  sources=""
  for file in $(find $folders -name '*.swift' \
    ! -path Sources/InsetScenarios/Notation/NotationInterpolation.swift | sort); do
    if grep -q '^import InsetReports$' "$file"; then
      copy="$copies/$(echo "$file" | tr '/' '_')"
      grep -v '^import InsetReports$' "$file" >"$copy"
      sources="$sources $copy"
    else
      sources="$sources $file"
    fi
  done
  # One module: the `import InsetModel` lines of the engine are then ignored (a warning).
  # ld.gold warns once for each AddressSanitizer helper it cannot export
  # (harmless, a known gold/ASan quirk): those lines are dropped, the rest shown.
  log="$out/build$suffix.log"
  status=0
  swiftc -O -g -num-threads 2 -sanitize="$sanitizers" -parse-as-library -module-name InsetModel -package-name InsetModel \
    -suppress-warnings $sources Fuzz/Targets/*.swift -o "$binary" >"$log" 2>&1 || status=$?
  grep -v "warning: Cannot export local symbol '__asan" "$log" || true
  [ "$status" -eq 0 ] || exit "$status"
fi

# Seeds.
seeds="$out/seeds-$target"
rm -rf "$seeds" && mkdir -p "$seeds"
if [ "$target" = port ]; then
  # The port samples and the walkthrough's sources, whole (each under 4 KB
  # is kept whole; a larger one is cut at the limit).
  n=0
  for path in Tests/PortSamples/*/* docs/porting/*.swift Tests/PortCorpus/*/*; do
    [ -f "$path" ] || continue
    n=$((n + 1))
    head -c "$max_len" "$path" > "$seeds/$(printf '%05d' "$n")"
  done
elif [ "$target" = reader ]; then
  # Small files whole; a large one as one seed per table of up to three rows
  # under its heading (a whole bundled file holds hundreds of rows, and a
  # seed that large makes every execution run them all).
  python3 - "$seeds" "$max_len" <<'PY'
import sys, glob, re
out, max_len = sys.argv[1], int(sys.argv[2])
n = 0
def write(data):
    global n
    n += 1
    open(f'{out}/{n:05d}.md', 'wb').write(data[:max_len])
for path in sorted(glob.glob('Scenarios/*.md') + glob.glob('Tests/BadInputs/*.md')
                   + glob.glob('docs/examples/*.md')):
    data = open(path, 'rb').read()
    if len(data) <= 2048:
        write(data)
        continue
    lines = data.split(b'\n')
    heading = b''
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(b'#'):
            heading = line
        if (line.lstrip().startswith(b'|') and i + 1 < len(lines)
                and re.match(rb'^\s*\|?\s*:?-+', lines[i + 1])):
            rows = []
            j = i + 2
            while j < len(lines) and lines[j].strip().startswith(b'|'):
                rows.append(lines[j])
                j += 1
            for k in range(0, max(1, len(rows)), 3):
                write(b'\n'.join([heading, b'', line, lines[i + 1]] + rows[k:k + 3]) + b'\n')
            i = j
            continue
        i += 1
PY
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
            # The chains and regions of the tables (the other cells are
            # seeds the parser turns down at once).
            if target == 'hierarchy' and not cell.startswith('UI'):
                continue
            if target == 'region' and not cell.startswith('.'):
                continue
            n += 1
            open(f'{out}/{n:05d}', 'w').write(cell)
PY
fi

# ASan's quarantine of freed memory (256 MB by default) is most of the
# resident size; 32 MB still catches a use after free of a recent block
# (without ASan the options are read by nothing).
ASAN_OPTIONS="${ASAN_OPTIONS:-quarantine_size_mb=32:malloc_context_size=10}" \
FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no "$binary" "$out/corpus-$target" "$seeds" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=1024 -max_len="$max_len" -artifact_prefix="$out/artifacts/$target-" -print_final_stats=1 \
  ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} ${FUZZ_SEED:+-seed="$FUZZ_SEED"}
