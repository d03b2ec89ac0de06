#!/usr/bin/env bash
# Builds one libFuzzer target of the Fuzz package with ASan and runs it from the seed corpus.
#
# Usage: Scripts/fuzz.sh TARGET SECONDS
#   TARGET   shell (bytes → line reader → parser → dispatcher → renderers, the whole app)
#            or path (FlowPath(parsing:), then :open of each line in the app)
#            or link (FlowLink(parsing:origins:) against a reference, printed back and reread)
#            or json (the files' JSON read, written on one line and indented, and reread)
#   SECONDS  how long to fuzz
# Environment:
#   FUZZ_SCRATCH    the build's scratch path (default .build/fuzz)
#   FUZZ_ARTIFACTS  where a crashing input is saved (default .build/fuzz-artifacts/TARGET)
#   FUZZ_SEED       libFuzzer's random seed (default: a new one, printed)
#   FUZZ_MAX_LEN    the longest input tried, in bytes (default 8192)
#   FUZZ_RUNS       stop after this many executions, if SECONDS have not run out first
#                   (default: no limit); with a fixed FUZZ_SEED, the same inputs every run
#
# The seed corpus Fuzz/Corpus/TARGET is only read: what the run finds goes to a temporary
# corpus. Prints the number of executions; exits 1 on a crash, a failed check, a leak or a
# timeout, after printing where the input is saved and the input itself in base64.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ne 2 || ! "$1" =~ ^(shell|path|link|json)$ || ! "$2" =~ ^[0-9]+$ ]]; then
  echo "usage: Scripts/fuzz.sh shell|path|link|json SECONDS" >&2
  exit 64
fi
target=$1
seconds=$2
scratch=${FUZZ_SCRATCH:-.build/fuzz}
artifacts=${FUZZ_ARTIFACTS:-.build/fuzz-artifacts/$target}
seed=${FUZZ_SEED:-$((RANDOM * 32768 + RANDOM + 1))}
max_len=${FUZZ_MAX_LEN:-8192}
max_runs=${FUZZ_RUNS:--1}
if [[ ! "$max_runs" =~ ^(-1|[0-9]+)$ ]]; then
  echo "FUZZ_RUNS must be a number of executions" >&2
  exit 64
fi

log=$(mktemp)
corpus=$(mktemp -d)
trap 'rm -rf "$log" "$corpus"' EXIT

echo "== fuzz $target: build (debug, -sanitize=fuzzer,address)"
# The Swift driver keeps only the last -sanitize= it is given, and SwiftPM passes
# --sanitize=fuzzer --sanitize=address as two flags in no fixed order: a build could lose the
# coverage or ASan. --sanitize=fuzzer makes SwiftPM link libFuzzer's main; the one combined
# flag, passed last, instruments every module for both.
if ! swift build -c debug --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
  --package-path Fuzz --scratch-path "$scratch" --product "fuzz-$target" >"$log" 2>&1; then
  cat "$log" >&2
  exit 1
fi
if grep -E '(^|[^a-z])warning:' "$log" >&2; then
  echo "error: the fuzz build has warnings" >&2
  exit 1
fi
binary="$scratch/debug/fuzz-$target"

limit="$seconds s"
[[ $max_runs == -1 ]] || limit="$max_runs executions, at most $seconds s"
echo "== fuzz $target: $limit from Fuzz/Corpus/$target (seed $seed)"
mkdir -p "$artifacts"
status=0
# With FUZZ_RUNS, a seed tries the same inputs every time: Swift's hashing is fixed, and
# address-space randomization is turned off for the run where setarch can (addresses reach the
# coverage feedback through hashing and comparisons).
launch=()
if [[ $max_runs != -1 ]]; then
  if setarch "$(uname -m)" -R true 2>/dev/null; then
    launch=(setarch "$(uname -m)" -R)
  else
    echo "fuzz $target: warning: setarch -R is not allowed here; the inputs tried may differ" \
      "from another run of seed $seed" >&2
  fi
fi
# The Swift runtime's backtracer would catch the crash first and confuse ASan: leave it to
# libFuzzer, which prints the stack and saves the input.
SWIFT_BACKTRACE=enable=no SWIFT_DETERMINISTIC_HASHING=1 ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
  ${launch[@]+"${launch[@]}"} "$binary" "$corpus" "Fuzz/Corpus/$target" \
  -dict="Fuzz/$target.dict" -seed="$seed" -max_total_time="$seconds" -runs="$max_runs" \
  -max_len="$max_len" \
  -timeout=30 -rss_limit_mb=4096 -artifact_prefix="$artifacts/" -print_final_stats=1 \
  >"$log" 2>&1 || status=$?

counters=$(sed -n 's/^INFO: Loaded 1 modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" \
  | head -n 1)
if [[ -z "$counters" ]] || grep -q 'Is the code instrumented for coverage' "$log"; then
  head -n 20 "$log" >&2
  echo "fuzz $target: the binary has no coverage instrumentation" >&2
  exit 1
fi
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
if [[ $status -ne 0 ]]; then
  grep -v '^INFO:\|^#[0-9]' "$log" | tail -n 80 >&2
  echo "fuzz $target: FAILED after ${runs:-?} executions (exit $status, seed $seed)" >&2
  for file in $(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log"); do
    echo "fuzz $target: input saved to $file; base64: $(base64 -w 0 "$file")" >&2
    echo "fuzz $target: reproduce with: SWIFT_BACKTRACE=enable=no $binary $file" >&2
  done
  exit 1
fi
if [[ -z "$runs" ]]; then
  cat "$log" >&2
  echo "fuzz $target: no statistics from libFuzzer" >&2
  exit 1
fi
if [[ $max_runs != -1 && $runs -lt $max_runs ]]; then
  echo "fuzz $target: warning: the $seconds s ran out after $runs of $max_runs executions;" \
    "another run of seed $seed may try other inputs" >&2
fi
echo "fuzz $target: $runs executions (at most $seconds s), 0 crashes," \
  "$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -n 1) new units," \
  "$counters coverage counters (seed $seed)"
