#!/usr/bin/env bash
# Builds the DocC catalog of every library module with the toolchain's docc, warnings as errors.
# Usage: Scripts/docs.sh [OUTPUT_DIR]   (default .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}
mkdir -p "$out"
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

for module in Coordinator MVVM CoordinatorTesting; do
  find "$graphs" -mindepth 1 -delete
  swift build --scratch-path .build/symbol-graphs --target "$module" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
  # Keep only this module's graphs, so each catalog documents its own symbols.
  find "$graphs" -name '*.symbols.json' ! -name "$module.symbols.json" ! -name "$module@*.symbols.json" -delete
  catalog=$(find "Sources/$module" -maxdepth 1 -name '*.docc' | head -n 1)
  if ! docc convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.flows.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >"$graphs/docc.log" 2>&1; then
    cat "$graphs/docc.log" >&2
    echo "docs: $module failed" >&2
    exit 1
  fi
  echo "docs: $module → $out/$module.doccarchive"
done
