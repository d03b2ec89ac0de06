#!/usr/bin/env bash
# Uses Flows from outside, as the README tells a newcomer to: a package whose Package.swift is
# the README's listing (section "Using Flows in your package"), whose MyApp is the README's quick
# start and the `main.swift` that runs it in the shell, beside a link to this checkout. Builds
# it, runs MyApp's shell on the README's session, runs its FlowTester tests (the README's, and
# the Swift Testing and XCTest tests of the article *Testing Your Flows*, and a wrong version of
# each, which must fail at its line). Then builds the two-screen `greeter` of the article *The
# Shell as a Library* as a package of its own, which depends on Flows by version (a repository
# of this checkout tagged with CHANGELOG.md's newest release), runs its session, `--json`,
# `--strict` and `--state FILE`, and checks that it does not compile without one `case` of a
# screen's `perform` switch. No @testable import of Flows: only what is public.
# Usage: Scripts/consumer.sh
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Prints listing number $3 (from 1) of the section titled $2 of the Markdown file $1.
listing() {
  awk -v section="$2" -v want="$3" '
    /^## / { inside = ($0 == "## " section); next }
    !inside { next }
    /^```/ {
      if (open) { open = 0; if (count == want) exit } else { open = 1; count++ }
      next
    }
    open && count == want { print }
  ' "$1"
}

ln -s "$root" "$work/Flows"
app="$work/MyApp"
testing_article=Sources/CoordinatorTesting/Documentation.docc/TestingYourFlows.md
shell_article=Sources/FlowsShell/Documentation.docc/TheShellAsALibrary.md
mkdir -p "$app/Sources/MyApp" "$app/Tests/MyAppTests"
listing README.md "Using Flows in your package" 1 >"$app/Package.swift"
listing README.md "Quick start" 1 >"$app/Sources/MyApp/Flows.swift"
listing README.md "Your flows in the shell" 1 >"$app/Sources/MyApp/main.swift"
listing README.md "Testing your flows" 1 >"$app/Tests/MyAppTests/MyAppTests.swift"
# The article's testing example, in Swift Testing and in XCTest, over its two small types.
listing "$testing_article" "A complete test" 1 >"$app/Tests/MyAppTests/Fixtures.swift"
listing "$testing_article" "A complete test" 2 >"$app/Tests/MyAppTests/DetailFlowSwiftTests.swift"
listing "$testing_article" "In XCTest" 1 >"$app/Tests/MyAppTests/DetailFlowXCTests.swift"
for file in "$app"/{Package.swift,Sources/MyApp/*.swift,Tests/MyAppTests/*.swift}; do
  if [[ ! -s "$file" ]]; then
    echo "consumer: the README or an article has no listing for $(basename "$file")" >&2
    exit 1
  fi
done
if ! grep -q '^import Testing$' "$app/Tests/MyAppTests/DetailFlowSwiftTests.swift" \
  || ! grep -q '^import XCTest$' "$app/Tests/MyAppTests/DetailFlowXCTests.swift" \
  || grep -q '^import Testing$' "$app/Tests/MyAppTests/DetailFlowXCTests.swift"; then
  echo "consumer: the article's testing listings are not a Swift Testing and an XCTest test" >&2
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

echo "== consumer: MyApp's shell, the README's session"
# `$ printf '…' | .build/debug/MyApp --data-dir DIR`, then what it writes; DIR here is in $work.
session=$(listing README.md "Your flows in the shell" 2)
command=$(head -n 1 <<<"$session")
written=$(sed '1d' <<<"$session")
script=$(sed -n "s/^\$ printf '\(.*\)' | \.build\/debug\/MyApp --data-dir [^ ]*\$/\1/p" <<<"$command")
if [[ -z "$script" || -z "$written" ]]; then
  printf 'consumer: the README session of MyApp is not a printf into MyApp:\n%s\n' \
    "$session" >&2
  exit 1
fi
status=0
# shellcheck disable=SC2059 # the format is the README's
(cd "$app" && printf "$script" | .build/debug/MyApp --data-dir "$work/data") >"$work/out" \
  2>"$work/err" || status=$?
if [[ "$(cat "$work/out")" != "$written" || -s "$work/err" || $status != 0 ]]; then
  printf 'consumer: MyApp wrote\n%s\nand on stderr\n%s\nand exited %s instead of\n%s\n' \
    "$(cat "$work/out")" "$(cat "$work/err")" "$status" "$written" >&2
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
echo "== consumer: the article's greeter, a package of its own, on Flows by version"
# The README's other form, `.package(url:from:)`: this checkout's files as they are (those git
# tracks or would, committed or not, less those deleted), through an index of its own, made a
# repository of their own, its one commit tagged with CHANGELOG.md's newest release, which
# SwiftPM resolves from that tag and clones.
version=$(sed -n 's/^## \[\([0-9][0-9.]*\)\] - .*/\1/p' CHANGELOG.md | head -n 1)
if [[ -z "$version" ]]; then
  echo "consumer: CHANGELOG.md has no release section [X.Y.Z] - DATE to depend on" >&2
  exit 1
fi
repository="$work/remote/Flows"
mkdir -p "$repository"
export GIT_INDEX_FILE="$work/index"
git read-tree HEAD && git add -A
tree=$(git write-tree)
unset GIT_INDEX_FILE
git archive "$tree" | tar -xf - -C "$repository"
# Whatever the person's git configuration signs or hooks, this commit and tag are plain.
(
  cd "$repository" && git init -q && git add -A \
    && git -c user.name=consumer -c user.email=consumer@localhost -c commit.gpgsign=false \
      commit -q --no-verify -m "Flows $version" \
    && git -c tag.gpgsign=false tag "$version"
)
greeter_package="$work/Greeter"
mkdir -p "$greeter_package/Sources/greeter"
cat >"$greeter_package/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Greeter",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [.package(url: "file://$repository", from: "$version")],
  targets: [
    .executableTarget(
      name: "greeter",
      dependencies: [
        .product(name: "Coordinator", package: "Flows"),
        .product(name: "FlowsShell", package: "Flows"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
EOF
# The shell's app, then the lines that run it.
{
  listing "$shell_article" "A two-screen app" 1 && echo \
    && listing "$shell_article" "A two-screen app" 2
} >"$greeter_package/Sources/greeter/main.swift"
if ! (cd "$greeter_package" && swift build) >"$log" 2>&1 \
  || grep -E '(^|[^a-z])warning:' "$log" | grep -v '^warning: ' >&2; then
  cat "$log" >&2
  echo "consumer: the article's greeter does not build without warnings" >&2
  exit 1
fi
if ! grep -q "\"version\" : \"$version\"" "$greeter_package/Package.resolved"; then
  cat "$greeter_package/Package.resolved" >&2
  echo "consumer: the greeter did not resolve Flows at the tag $version" >&2
  exit 1
fi
greeter="$greeter_package/.build/debug/greeter"

echo "== consumer: greeter < hello.flows, the article's session"
# The article's session: `$ cat hello.flows`, the script, the command, what it writes.
session=$(listing "$shell_article" "Running it" 1)
script=$(sed -n '2,/^\$ /p' <<<"$session" | sed '$d')
command=$(grep -m 2 '^\$ ' <<<"$session" | tail -n 1)
written=$(sed '1,/^\$ /d' <<<"$session")
if [[ "$(head -n 1 <<<"$session")" != '$ cat hello.flows' \
  || "$command" != '$ .build/debug/greeter < hello.flows' || -z "$script" || -z "$written" ]]; then
  printf 'consumer: the session of greeter in the article is not a script and a run of it:\n%s\n' \
    "$session" >&2
  exit 1
fi
printf '%s\n' "$script" >"$greeter_package/hello.flows"
status=0
(cd "$greeter_package" && .build/debug/greeter <hello.flows) >"$work/out" 2>"$work/err" || status=$?
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
# The article's listing with the `done` case of Farewell's switch taken out: its action is
# still declared, and handling it is not optional.
main="$greeter_package/Sources/greeter/main.swift"
grep -v '^    case \.done: ' "$main" >"$work/broken.swift"
if [[ $(diff "$main" "$work/broken.swift" | grep -c '^< ') != 1 ]]; then
  echo "consumer: the listing of greeter has no one line \`    case .done: ...\` to take out" >&2
  exit 1
fi
cp "$work/broken.swift" "$main"
if (cd "$greeter_package" && swift build --product greeter) >"$log" 2>&1; then
  cat "$log" >&2
  echo "consumer: greeter builds with a case of a perform switch taken out" >&2
  exit 1
fi
if ! grep -q 'error: switch must be exhaustive' "$log"; then
  cat "$log" >&2
  echo "consumer: greeter without a case fails to build, but not for the switch" >&2
  exit 1
fi

echo "consumer: a package that uses Flows builds, runs its flows in the shell and passes its"
echo "consumer: tests, in Swift Testing and XCTest, which fail at the line of a wrong expectation;"
echo "consumer: the article's greeter runs its scripts, keeps its state, and does not compile with"
echo "consumer: an action unhandled"
