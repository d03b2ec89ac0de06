#!/usr/bin/env bash
# Builds the DocC catalog of every library module with the toolchain's docc, warnings as errors,
# and fails when docc's coverage counts a public symbol without an abstract. Then reads two of
# the archives as the README says, served by python3 and opened in headless Chromium.
# Usage: Scripts/docs.sh [OUTPUT_DIR]   (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
mkdir -p "$out"
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

# Each module after those it depends on: a module built as another's dependency emits no graph
# of its own when its target is built next (its flags have not changed).
for module in Coordinator MVVM FlowsShell CoordinatorTesting CoordinatorBridge; do
  find "$graphs" -mindepth 1 -delete
  # A fresh graph directory changes the flags, so every run recompiles and emits the graphs.
  # Members a type only inherits (`!=`, a protocol's default methods) are left to the page of
  # the protocol that declares them.
  swift build --scratch-path .build/symbol-graphs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -Xfrontend -Xswiftc -symbol-graph-skip-synthesized-members >/dev/null
  # Keep only this module's graphs, so each catalog documents its own symbols.
  find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" ! -name "$module@*.symbols.json" -delete
  catalog=$(find "Sources/$module" -maxdepth 1 -name '*.docc' | head -n 1)
  if ! docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.flows.$module" \
    --output-path "$out/$module.doccarchive" \
    --experimental-documentation-coverage --coverage-summary-level brief \
    --warnings-as-errors >"$graphs/docc.log" 2>&1; then
    cat "$graphs/docc.log" >&2
    echo "docs: $module failed" >&2
    exit 1
  fi
  # The summary's rows are Types, Members and Globals; the second column counts the symbols
  # with an abstract, as "99% (228/229)" ("-" when the module has none of that kind). The
  # percentage is rounded, so compare the counts.
  if ! awk -F'|' '/^(Types|Members|Globals) / { seen = 1 }
    /^(Types|Members|Globals) / && $2 !~ /^ *- *$/ {
      if (!match($2, /\(([0-9]+)\/([0-9]+)\)/)) { bad = 1; next }
      split(substr($2, RSTART + 1, RLENGTH - 2), n, "/"); if (n[1] != n[2]) bad = 1
    } END { exit bad || !seen }' "$graphs/docc.log"; then
    sed -n '/coverage output enabled/,$p' "$graphs/docc.log" >&2
    echo "docs: $module has public symbols without an abstract; the detailed list:" >&2
    docc convert "$catalog" --additional-symbol-graph-dir "$graphs" \
      --fallback-display-name "$module" --fallback-bundle-identifier "org.flows.$module" \
      --output-path "$graphs/coverage.doccarchive" \
      --experimental-documentation-coverage --coverage-summary-level detailed 2>&1 \
      | awk -F'|' '$3 ~ /false/ && $2 !~ /Article|CollectionGroup|Kind/' >&2 || true
    exit 1
  fi
  echo "docs: $module → $out/$module.doccarchive (every symbol has an abstract)"
done

# The README's way to read the docs, checked as a person would: each archive served by python3's
# http.server and its module's page opened in a browser (headless Chromium), where DocC's app
# must draw the module's title and a link to one of its articles. About two seconds each;
# without Chromium, skipped with a word (on CI, an error).
Scripts/docs-check.sh "$out/Coordinator.doccarchive" Coordinator GettingStarted 'Getting Started'
Scripts/docs-check.sh "$out/FlowsShell.doccarchive" FlowsShell TheShellAsALibrary \
  'The Shell as a Library'
