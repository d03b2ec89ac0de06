#!/usr/bin/env bash
# Uses Flows from outside, as the README tells a newcomer to: a package whose Package.swift is
# the README's listing (section "Using Flows in your package"), whose MyApp is the README's
# quick start and whose greeter is the shell of section "Drive your own flows from the command
# line", beside a link to this checkout. Builds it, runs both executables and compares what they
# print, runs its FlowTester tests (the README's, in Swift Testing and in XCTest, and a wrong
# version of each, which must fail at its line), and checks that greeter without one `case` of a screen's
# `perform` switch does not compile. No @testable import of Flows: only what is public.
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
shell="Drive your own flows from the command line"
mkdir -p "$app/Sources/MyApp" "$app/Sources/greeter" "$app/Tests/MyAppTests"
listing "Using Flows in your package" 1 >"$app/Package.swift"
listing "Quick start" 1 >"$app/Sources/MyApp/main.swift"
# The shell's app, then the lines that run it.
{ listing "$shell" 1 && echo && listing "$shell" 2; } >"$app/Sources/greeter/main.swift"
for file in "$app"/{Package.swift,Sources/MyApp/main.swift,Sources/greeter/main.swift}; do
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

# The README's testing example, in Swift Testing and in XCTest, over its two small types.
testing="Testing your flows"
listing "$testing" 1 >"$app/Tests/MyAppTests/Fixtures.swift"
listing "$testing" 2 >"$app/Tests/MyAppTests/DetailFlowSwiftTests.swift"
listing "$testing" 3 >"$app/Tests/MyAppTests/DetailFlowXCTests.swift"
if ! grep -q '^import Testing$' "$app/Tests/MyAppTests/DetailFlowSwiftTests.swift" \
  || ! grep -q '^import XCTest$' "$app/Tests/MyAppTests/DetailFlowXCTests.swift" \
  || grep -q '^import Testing$' "$app/Tests/MyAppTests/DetailFlowXCTests.swift"; then
  echo "consumer: the README's testing listings are not a Swift Testing and an XCTest test" >&2
  exit 1
fi

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

echo "== consumer: swift test, in Swift Testing and in XCTest"
if ! (cd "$app" && swift test --skip-build) >"$log" 2>&1 \
  || ! grep -q 'Test run with 2 tests .*passed' "$log" \
  || ! grep -q "Test Case 'DetailFlowTests.testADetailFlowOpensAndCloses' passed" "$log"; then
  cat "$log" >&2
  echo "consumer: the tests of the package that uses Flows fail" >&2
  exit 1
fi

echo "== consumer: a wrong tree fails the Swift Testing test and the XCTest test, at its line"
# Both listings expect the tree Root(Child) once; expecting Root(Other) must fail each test,
# with the diff, at the line of the expectation.
for file in DetailFlowSwiftTests DetailFlowXCTests; do
  # Not `sed -i`, which BSD sed reads otherwise.
  sed 's/expectTree("Root(Child)")/expectTree("Root(Other)")/' \
    "$app/Tests/MyAppTests/$file.swift" >"$work/wrong.swift"
  mv "$work/wrong.swift" "$app/Tests/MyAppTests/$file.swift"
done
swift_line=$(grep -n 'expectTree("Root(Other)")' "$app/Tests/MyAppTests/DetailFlowSwiftTests.swift" | cut -d: -f1)
xc_line=$(grep -n 'expectTree("Root(Other)")' "$app/Tests/MyAppTests/DetailFlowXCTests.swift" | cut -d: -f1)
if (cd "$app" && swift test) >"$log" 2>&1; then
  cat "$log" >&2
  echo "consumer: swift test passes with a wrong tree expected" >&2
  exit 1
fi
diff_lines=$'The coordinator tree differs (− expected, + actual):\n− Root(Other)\n+ Root(Child)'
if ! grep -q "DetailFlowXCTests.swift:$xc_line: error: DetailFlowTests.testADetailFlowOpensAndCloses : failed - The coordinator tree differs" "$log" \
  || ! grep -q "Test aDetailFlowOpensAndCloses() recorded an issue at DetailFlowSwiftTests.swift:$swift_line:" "$log" \
  || [[ $(grep -c -F -x -e '− Root(Other)' -e '+ Root(Child)' -e '  − Root(Other)' -e '  + Root(Child)' "$log") -lt 4 ]] \
  || ! grep -q "Test Case 'DetailFlowTests.testADetailFlowOpensAndCloses' failed" "$log"; then
  cat "$log" >&2
  printf 'consumer: the wrong tree did not fail both tests at their lines with\n%s\n' \
    "$diff_lines" >&2
  exit 1
fi
greeter="$app/.build/debug/greeter"

echo "== consumer: greeter < hello.flows, the README's session"
# The README's session: `$ cat hello.flows`, the script, the command, what it writes.
session=$(listing "$shell" 3)
script=$(sed -n '2,/^\$ /p' <<<"$session" | sed '$d')
command=$(grep -m 2 '^\$ ' <<<"$session" | tail -n 1)
written=$(sed '1,/^\$ /d' <<<"$session")
if [[ "$(head -n 1 <<<"$session")" != '$ cat hello.flows' \
  || "$command" != '$ .build/debug/greeter < hello.flows' || -z "$script" || -z "$written" ]]; then
  printf 'consumer: the README session of greeter is not a script and a run of it:\n%s\n' \
    "$session" >&2
  exit 1
fi
printf '%s\n' "$script" >"$app/hello.flows"
status=0
(cd "$app" && .build/debug/greeter <hello.flows) >"$work/out" 2>"$work/err" || status=$?
if [[ "$(cat "$work/out")" != "$written" || -s "$work/err" || $status != 0 ]]; then
  printf 'consumer: greeter < hello.flows wrote\n%s\nand on stderr\n%s\nand exited %s' \
    "$(cat "$work/out")" "$(cat "$work/err")" "$status" >&2
  printf ' instead of writing\n%s\nand nothing on stderr, and exiting 0\n' "$written" >&2
  exit 1
fi

# Says check $1, pipes $2 into greeter run with the arguments after $5, and fails unless it
# writes $3 on stdout and $4 on stderr (each without its last line break) and exits with $5.
check_greeter() {
  local input=$2 stdout=$3 stderr=$4 want=$5
  echo "== consumer: greeter $1"
  shift 5
  set +e
  printf '%s' "$input" | "$greeter" "$@" >"$work/out" 2>"$work/err"
  local status=${PIPESTATUS[1]}
  set -e
  if [[ "$(cat "$work/out")" != "$stdout" || "$(cat "$work/err")" != "$stderr" \
    || $status != "$want" ]]; then
    printf 'consumer: greeter %s wrote\n%s\nand on stderr\n%s\nand exited %s' \
      "$*" "$(cat "$work/out")" "$(cat "$work/err")" "$status" >&2
    printf ' instead of writing\n%s\nand on stderr\n%s\nand exiting %s\n' \
      "$stdout" "$stderr" "$want" >&2
    exit 1
  fi
}

check_greeter "--json: one JSON object on one line for the line" $'name Ada\n' \
  '{"line":1,"input":"name Ada","ok":true,"screen":"Greeting","path":null,"tree":"GreeterApp","messages":["Hello, Ada."],"result":null,"error":null}' \
  '' 0 --json
# The line after the failed expectation, `next`, never runs.
check_greeter "--strict: a failed :expect ends the session with status 1" \
  $':expect screen Farewell\nnext\n' $'[SCREEN] Greeting\n  Hello, stranger.' \
  'greeter: line 1: expected screen Farewell, actual Greeting' 1 --strict
state="$work/greeter-state.json"
check_greeter "--state FILE, once: the session saves the guest's name" $'name Ada\n' '' '' 0 \
  --quiet --state "$state"
if [[ "$(cat "$state")" != '{"guest":"Ada"}' ]]; then
  printf 'consumer: greeter saved the state\n%s\n' "$(cat "$state")" >&2
  exit 1
fi
check_greeter "--state FILE, twice: the next session starts with the name" $':screen\n' \
  $'[SCREEN] Greeting\n  Hello, Ada.' '' 0 --quiet --state "$state"

echo "== consumer: greeter without one case of a perform switch does not compile"
# The README's listing with the `done` case of Farewell's switch taken out: its action is
# still declared, and handling it is not optional.
main="$app/Sources/greeter/main.swift"
grep -v '^    case \.done: ' "$main" >"$work/broken.swift"
if [[ $(diff "$main" "$work/broken.swift" | grep -c '^< ') != 1 ]]; then
  echo "consumer: the listing of greeter has no one line \`    case .done: ...\` to take out" >&2
  exit 1
fi
cp "$work/broken.swift" "$main"
if (cd "$app" && swift build --product greeter) >"$log" 2>&1; then
  cat "$log" >&2
  echo "consumer: greeter builds with a case of a perform switch taken out" >&2
  exit 1
fi
if ! grep -q 'error: switch must be exhaustive' "$log"; then
  cat "$log" >&2
  echo "consumer: greeter without a case fails to build, but not for the switch" >&2
  exit 1
fi

echo "consumer: a package that uses Flows builds, runs and passes its tests, in Swift Testing and"
echo "consumer: XCTest, which fail at the line of a wrong expectation; its shell runs the"
echo "consumer: README's scripts, keeps its state, and does not compile with an action unhandled"
