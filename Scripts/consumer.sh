#!/usr/bin/env bash
# Uses Flows from outside, as the README tells a newcomer to: a package whose Package.swift is
# the README's listing (section "Using Flows in your package") and whose main.swift is the
# README's quick start, beside a link to this checkout. Builds it, runs it, compares what it
# prints, and runs its FlowTester test. No @testable import of Flows: only what is public.
# Usage: Scripts/consumer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints listing number $2 (from 1) of the README section titled $1.
listing() {
  awk -v section="$1" -v want="$2" '
    /^## / { inside = ($0 == "## " section); next }
    !inside { next }
    /^```/ {
      if (open) { open = 0; if (count == want) exit } else { open = 1; count++ }
      next
    }
    open && count == want { print }
  ' README.md
}

ln -s "$root" "$work/Flows"
app="$work/MyApp"
mkdir -p "$app/Sources/MyApp" "$app/Tests/MyAppTests"
listing "Using Flows in your package" 1 >"$app/Package.swift"
listing "Quick start" 1 >"$app/Sources/MyApp/main.swift"
for file in "$app/Package.swift" "$app/Sources/MyApp/main.swift"; do
  if [[ ! -s "$file" ]]; then
    echo "consumer: the README has no listing for $(basename "$file")" >&2
    exit 1
  fi
done
cat >>"$app/Sources/MyApp/main.swift" <<'EOF'

let app = AppCoordinator()
app.start()
print(CoordinatorTree(app, router: app.router).render(.text))
try app.router.goBack()
print(CoordinatorTree(app, router: app.router).render(.text))
EOF
cat >"$app/Tests/MyAppTests/MyAppTests.swift" <<'EOF'
import Coordinator
import CoordinatorTesting
import Testing

@testable import MyApp

@Test @MainActor func theBackButtonReleasesTheGameFlow() throws {
  let app = AppCoordinator()
  app.start()
  try FlowTester.run(root: app, router: app.router) { tester in
    tester.expectTree("AppCoordinator(GameFlow)")
    tester.expectStack("level 0: #1 Home, #2 Game")
    try tester.step { try app.router.goBack() }
    tester.expectTree("AppCoordinator")
    tester.expectEvents(["interactive pop of #2 Game began", "popped #2 Game (interactive)"])
  }
}
EOF

echo "== consumer: swift build"
log="$work/build.log"
if ! (cd "$app" && swift build --build-tests) >"$log" 2>&1; then
  cat "$log" >&2
  echo "consumer: the package that uses Flows does not build" >&2
  exit 1
fi
if grep -E '(^|[^a-z])warning:' "$log" | grep -v '^warning: ' >&2; then
  echo "consumer: the package that uses Flows builds with warnings" >&2
  exit 1
fi

echo "== consumer: swift run"
# The tree the README shows after start, then the root alone after the back button.
expected="$(listing "Quick start" 2)
AppCoordinator [#1 Home]"
actual=$(cd "$app" && swift run --skip-build MyApp)
if [[ "$actual" != "$expected" ]]; then
  printf 'consumer: MyApp printed\n%s\ninstead of\n%s\n' "$actual" "$expected" >&2
  exit 1
fi

echo "== consumer: swift test"
if ! (cd "$app" && swift test --skip-build) >"$log" 2>&1 \
  || ! grep -q 'Test run with 1 test .*passed' "$log"; then
  cat "$log" >&2
  echo "consumer: the test of the package that uses Flows fails" >&2
  exit 1
fi
echo "consumer: a package that uses Flows builds, runs and passes its test"
