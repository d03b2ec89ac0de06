#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer and AddressSanitizer, and golden shell sessions of
# the ASan-built flows under LeakSanitizer; any report fails.
#
# Usage: Scripts/sanitize.sh [thread|address|golden]...   (default: all three, in that order)
#   thread   swift test --sanitize=thread
#   address  swift test --sanitize=address, with LeakSanitizer (ASAN_OPTIONS=detect_leaks=1)
#   golden   the goldens' scripts through the ASan-built flows, with LeakSanitizer; stdout,
#            stderr and status must match the goldens ("address" builds that flows first)
# Environment:
#   SANITIZE_SCRATCH  prefix of the scratch paths, one per sanitizer (default .build/sanitize)
#   SANITIZE_FILTER   passed to swift test as --filter (default: the whole suite)
#   SANITIZE_SKIP     passed to swift test as --skip (default: nothing skipped)
#
# Each sanitizer builds in a scratch path of its own, so neither rebuilds the other's objects
# nor the normal build's. LeakSanitizer suppressions: Scripts/Sanitizers/lsan.supp, only
# leaks of the toolchain's XCTest and Foundation, each explained there.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SANITIZE_SCRATCH:-.build/sanitize}
suppressions="$PWD/Scripts/Sanitizers/lsan.supp"
steps=("$@")
if [[ ${#steps[@]} -eq 0 ]]; then
  steps=(thread address golden)
fi
test_options=()
if [[ -n "${SANITIZE_FILTER:-}" ]]; then
  test_options+=(--filter "$SANITIZE_FILTER")
fi
if [[ -n "${SANITIZE_SKIP:-}" ]]; then
  test_options+=(--skip "$SANITIZE_SKIP")
fi

# lld links the sanitized executables: gold, the default, warns about every symbol ASan adds.
linker=(-Xswiftc -use-ld=lld)

log=$(mktemp)
work=$(mktemp -d)
trap 'rm -rf "$log" "$work"' EXIT

# What fails a run even when its exit status is 0: a sanitizer's report, and the Swift runtime's
# message for a continuation resumed twice or never (the awaited flow results must never).
reports='WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SWIFT TASK CONTINUATION MISUSE'

# Fails on a warning in the build, or any report in the run, even one that did not change the
# exit status; prints the log's end either way it fails.
check_log() {
  local name=$1 status=$2
  if grep -E '(^|[^a-z])warning:' "$log" | grep -v '^warning: ' >&2; then
    echo "sanitize $name: the build has warnings" >&2
    exit 1
  fi
  if [[ $status -ne 0 ]] \
    || grep -E "$reports" "$log" >/dev/null; then
    grep -E -A 40 "$reports" "$log" \
      | head -n 200 >&2 || true
    # The tests that failed, each with the issue it recorded.
    grep -E '(^✘ Test|recorded an issue|error: -\[|XCTAssert)' "$log" | head -n 60 >&2 || true
    tail -n 30 "$log" >&2
    mkdir -p "$scratch"
    cp "$log" "$scratch/$name.log"
    echo "sanitize $name: FAILED (exit $status); the whole log: $scratch/$name.log" >&2
    exit 1
  fi
}

run_tests() {
  local sanitizer=$1
  local started=$SECONDS status=0
  echo "== sanitize $sanitizer: swift test --sanitize=$sanitizer"
  TSAN_OPTIONS="halt_on_error=1" ASAN_OPTIONS="detect_leaks=1" \
    LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0" \
    swift test --sanitize="$sanitizer" --scratch-path "$scratch/$sanitizer" "${linker[@]}" \
    ${test_options[@]+"${test_options[@]}"} >"$log" 2>&1 || status=$?
  check_log "$sanitizer" "$status"
  local summary
  summary=$(grep -E '^. Test run with [0-9]+ tests?' "$log" | tail -n 1 || true)
  echo "sanitize $sanitizer: ${summary:-no Swift Testing summary}"
  echo "sanitize $sanitizer: 0 reports in $((SECONDS - started)) s"
}

# A golden run: NAME.flows on stdin, with the goldens' arguments, compared whole. Each runs in a
# directory of its own, as in GoldenTranscriptTests, but a *state-restored run in its
# *state-saved's. The shelf app (--app shelf) has no --seed.
golden_session() {
  local name=$1 flows=$2
  shift 2
  local golden=Tests/FlowsCLITests/Shell/Golden status=0 directory="$work/$name"
  [[ $name == *state-restored ]] && directory="$work/${name%restored}saved"
  local seed=(--seed 7)
  [[ ${1:-} == --app && ${2:-} == shelf ]] && seed=()
  mkdir -p "$directory"
  ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$suppressions" \
    "$flows" ${seed[@]+"${seed[@]}"} --data-dir "$directory/data" --no-color "$@" \
    <"$golden/$name.flows" >"$work/$name.stdout" 2>"$work/$name.stderr" || status=$?
  if grep -E 'ERROR: (AddressSanitizer|LeakSanitizer)' "$work/$name.stderr" >/dev/null; then
    cat "$work/$name.stderr" >&2
    echo "sanitize golden: $name: a sanitizer report" >&2
    exit 1
  fi
  if [[ $status -ne $(cat "$golden/$name.status") ]] \
    || ! cmp -s "$work/$name.stdout" "$golden/$name.stdout" \
    || ! cmp -s "$work/$name.stderr" "$golden/$name.stderr"; then
    diff "$golden/$name.stdout" "$work/$name.stdout" >&2 || true
    diff "$golden/$name.stderr" "$work/$name.stderr" >&2 || true
    echo "sanitize golden: $name: differs from its golden (exit $status)" >&2
    exit 1
  fi
  echo "sanitize golden: $name: matches its golden, exit $status, 0 reports"
}

run_goldens() {
  local started=$SECONDS status=0
  echo "== sanitize golden: flows built with --sanitize=address, LeakSanitizer on"
  swift build --sanitize=address --scratch-path "$scratch/address" "${linker[@]}" --product flows \
    >"$log" 2>&1 || status=$?
  check_log golden "$status"
  local flows="$scratch/address/debug/flows"
  golden_session session "$flows"
  golden_session commands "$flows"
  golden_session open "$flows"
  golden_session expectations "$flows"
  golden_session json "$flows" --json
  golden_session quiet "$flows" --quiet
  golden_session strict-rejected "$flows" --strict
  golden_session state-saved "$flows" --state "$work/state.json"
  golden_session state-restored "$flows" --state "$work/state.json"
  golden_session shelf-session "$flows" --app shelf
  golden_session shelf-open "$flows" --app shelf
  golden_session shelf-dialogs "$flows" --app shelf
  golden_session shelf-links "$flows" --app shelf
  golden_session shelf-state-saved "$flows" --app shelf --state "$work/shelf-state.json"
  golden_session shelf-state-restored "$flows" --app shelf --state "$work/shelf-state.json"
  echo "sanitize golden: 15 sessions, 0 reports in $((SECONDS - started)) s"
}

for step in "${steps[@]}"; do
  case $step in
    thread | address) run_tests "$step" ;;
    golden) run_goldens ;;
    *)
      echo "usage: Scripts/sanitize.sh [thread|address|golden]..." >&2
      exit 64
      ;;
  esac
done
