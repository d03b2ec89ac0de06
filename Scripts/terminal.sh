#!/usr/bin/env bash
# Runs `flows` at a real terminal (tmux) as a person would, and checks the prompt: the banner,
# editing, Tab, Ctrl-C, Ctrl-D, history across two sessions, and that the terminal's mode after
# the session is the one before it; then, in a window 30 columns wide, a line longer than a row
# edited in place, CJK text, Ctrl-L and Ctrl-R; last, a screen that lands while the person
# types. Each check prints a line; the first that fails prints the screen and exits 1.
# Usage: Scripts/terminal.sh [FLOWS]   (default .build/debug/flows, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
flows=${1:-.build/debug/flows}
if [[ ! -x "$flows" ]]; then
  swift build --product flows >/dev/null
fi
flows=$(cd "$(dirname "$flows")" && pwd)/$(basename "$flows")
command -v tmux >/dev/null || { echo "terminal: tmux is not installed" >&2; exit 1; }

work=$(mktemp -d)
socket="flows-terminal-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Starts session $1 of flows in a fresh tmux window $2 columns wide (120 unless given), with the
# options $3 besides; it writes $1.before, $1.status, $1.after.
start() {
  tmux -L "$socket" -f /dev/null new-session -d -s "$1" -x "${2:-120}" -y 50 \
    "env TERM=xterm sh -c 'stty -a > $work/$1.before; $flows --seed 1 ${3:-} --data-dir $work/data; \
echo \$? > $work/$1.status; stty -a > $work/$1.after; sleep 600'"
}

screen() { tmux -L "$socket" capture-pane -p -t "$1"; }
type() { tmux -L "$socket" send-keys -t "$1" -l "$2"; }
press() {
  local session=$1
  shift
  tmux -L "$socket" send-keys -t "$session" "$@"
}

# Waits until session $1's screen contains $2 (a fixed string, possibly of several lines), for
# at most half a minute: a guard against a hang, not a measure of speed.
wait_for() {
  local session=$1 text=$2 check=$3
  for _ in $(seq 1 1500); do
    if [[ "$(screen "$session")" == *"$text"* ]]; then
      echo "terminal: ok: $check"
      return 0
    fi
    sleep 0.02
  done
  echo "terminal: FAILED: $check; the screen never showed:" >&2
  printf '%s\n' "$text" >&2
  echo "--- the screen:" >&2
  screen "$session" >&2
  exit 1
}

# The rows of session $1's screen down to the last that is not blank.
rows() {
  screen "$1" | awk '{ row[NR] = $0; if ($0 != "") last = NR } END { for (i = 1; i <= last; i++) print row[i] }'
}

# Where session $1's cursor is: column,row.
cursor() { tmux -L "$socket" display-message -p -t "$1" '#{cursor_x},#{cursor_y}'; }

# Waits until session $1's screen is exactly the rows $2 (no more, none repeated) with the
# cursor at $3 (column,row), for at most half a minute.
wait_rows() {
  local session=$1 expected=$2 place=$3 check=$4
  for _ in $(seq 1 1500); do
    if [[ "$(rows "$session")" == "$expected" && "$(cursor "$session")" == "$place" ]]; then
      echo "terminal: ok: $check"
      return 0
    fi
    sleep 0.02
  done
  echo "terminal: FAILED: $check; the screen is not, with the cursor at $place:" >&2
  printf '%s\n' "$expected" >&2
  echo "--- the screen, the cursor at $(cursor "$session"):" >&2
  rows "$session" >&2
  exit 1
}

# Waits until file $1 exists.
wait_file() {
  for _ in $(seq 1 1500); do
    [[ -e "$1" ]] && return 0
    sleep 0.02
  done
  echo "terminal: FAILED: $1 never appeared" >&2
  exit 1
}

expect_equal() {
  if [[ "$1" == "$2" ]]; then
    echo "terminal: ok: $3"
  else
    echo "terminal: FAILED: $3" >&2
    diff <(printf '%s\n' "$2") <(printf '%s\n' "$1") >&2 || true
    exit 1
  fi
}

banner="flows 0.1.0: type :help for the commands and actions, :quit or Ctrl-D to leave"

start one
wait_for one "$banner
[SCREEN] Login
  Log in with your name.
flows /login>" "the banner, the first screen and the prompt"

type one "login Gr"
press one C-c
wait_for one "flows /login> login Gr^C
flows /login>" "Ctrl-C discards a half-typed line and prompts again"

type one "login Ad"
press one Left Left
type one "X"
press one End BSpace
type one "a"
press one Enter
wait_for one "flows /login> login XAa
[SCREEN] OTP" "← ← inserts before the cursor, End and Backspace edit the end"

type one ":tr"
press one Tab
wait_for one "flows /login/otp> :tree" "Tab completes :tr to :tree"
press one Enter
wait_for one "AppCoordinator
└── AuthFlowCoordinator [#1 Login, #2 OTP]" "the completed :tree runs"

type one "verify 123456"
press one Enter
wait_for one "flows /main>" "the code logs in"
type one "pl"
press one Tab Enter
wait_for one "flows /main> play
[SCREEN] Game" "Tab completes pl to play"

type one "help"
press one Enter
wait_for one "type :help for the shell commands and this screen's actions" \
  "help, no action of the screen, gets a hint"

press one Up
wait_for one "flows /main/game> help" "↑ recalls the last line"
press one Up
wait_for one "flows /main/game> play" "↑↑ the one before"
press one C-u C-d
wait_file "$work/one.after"
expect_equal "$(cat "$work/one.status")" "0" "Ctrl-D on an empty line ends the session with 0"
expect_equal "$(cat "$work/one.after")" "$(cat "$work/one.before")" \
  "stty -a after the session is as before it"

start two
wait_for two "flows /login>" "a second session starts"
press two Up
wait_for two "flows /login> help" "↑ after a restart recalls the last line of the session before"
press two Up Up Up Up
wait_for two "flows /login> login XAa" "↑ goes on back through that session's lines"
press two Enter
wait_for two "[SCREEN] OTP" "a recalled line runs"
press two C-d
wait_file "$work/two.after"
expect_equal "$(cat "$work/two.status")" "0" "the second session ends with 0"
expect_equal "$(cat "$work/data/history")" "login XAa
:tree
verify 123456
play
help
login XAa" "the history file holds both sessions' lines, oldest first"

# A window 30 columns wide: the prompt `flows /login> ` takes 14 of them.
start three 30
wait_for three "flows /login>" "a session 30 columns wide starts"
press three C-l
wait_rows three "flows /login>" "14,0" "Ctrl-L clears the screen and draws the prompt at its top"
type three "login abcdefghijklmnopqrstuvwxyz0123456789"
wait_rows three "flows /login> login abcdefghij
klmnopqrstuvwxyz0123456789" "26,1" "a line longer than the window wraps onto a second row"
press three Home
type three "X"
wait_rows three "flows /login> Xlogin abcdefghi
jklmnopqrstuvwxyz0123456789" "15,0" "Home and a character typed redraw both rows in place"
press three End
type three "Y"
wait_rows three "flows /login> Xlogin abcdefghi
jklmnopqrstuvwxyz0123456789Y" "28,1" "End and a character typed add to the second row, no row repeated"
type three "..."
wait_rows three "flows /login> Xlogin abcdefghi
jklmnopqrstuvwxyz0123456789Y..
." "1,2" "the line wraps onto a third row"
press three BSpace Left Left Left Left
type three "_"
wait_rows three "flows /login> Xlogin abcdefghi
jklmnopqrstuvwxyz012345678_9Y.
." "27,1" "editing the second row leaves three rows, the cursor after the edit"
press three C-u
wait_rows three "flows /login> 9Y.." "14,0" "Ctrl-U from the middle leaves one row, the rows below cleared"
press three C-k
type three "漢字かな"
press three Left Left
type three "x"
wait_rows three "flows /login> 漢字xかな" "19,0" \
  "CJK characters take two columns: the cursor is after the x typed between them"
press three C-e C-u C-l
wait_rows three "flows /login>" "14,0" "Ctrl-L again"
press three C-r
type three "e"
wait_rows three "(reverse-i-search)\`e': help" "24,0" "Ctrl-R and e find the newest line with an e"
press three C-r
wait_rows three "(reverse-i-search)\`e': verify
123456" "24,0" "Ctrl-R again finds an older one, wrapped at 30 columns"
press three C-g
wait_rows three "flows /login>" "14,0" "Ctrl-G cancels the search"
press three C-r
type three "tre"
wait_rows three "(reverse-i-search)\`tre': :tree" "26,0" "Ctrl-R finds :tree from the first session"
press three Enter
wait_for three "flows /login> :tree
AppCoordinator" "Enter runs the line found"
press three C-l
type three "#"
press three Enter
type three "login abcdefghijklmnopqrstuvwxyz0123456789"
wait_rows three "flows /login> #
flows /login> login abcdefghij
klmnopqrstuvwxyz0123456789" "26,2" "a long line below a comment line"
tmux -L "$socket" resize-window -t three -x 50
sleep 0.5
type three "!"
wait_rows three "flows /login> #
flows /login> login abcdefghijklmnopqrstuvwxyz0123
456789!" "7,2" "widened to 50 columns, the line is drawn again in place at the new width"
# tmux wraps the rows anew at once but tells the program of the new size a moment later: a key
# typed before then is drawn at the old width.
tmux -L "$socket" resize-window -t three -x 20
sleep 0.5
type three "?"
# tmux keeps the cursor's row and scrolls the comment line above into the history.
wait_rows three "flows /login> login
abcdefghijklmnopqrst
uvwxyz0123456789!?" "18,2" "narrowed to 20 columns, the line is drawn again in place, no row repeated"
press three C-u C-d
wait_file "$work/three.after"
expect_equal "$(cat "$work/three.status")" "0" "the narrow session ends with 0"

# Work that lands while the person types: the login answers 1.5 s after its line, which
# answers at once (--settle 0); the screen it leads to is drawn above the prompt, and the
# prompt and what was typed meanwhile below it.
start four 120 "--latency 1500 --settle 0"
wait_for four "flows /login>" "a session whose requests take 1.5 s starts"
type four "login Ada"
press four Enter
wait_for four "  Logging in…
still working: AuthFlowCoordinator, started at AuthFlowCoordinator.swift:106" "the line answers at once and names the request still running"
type four "ve"
wait_rows four "flows 0.1.0: type :help for the commands and actions, :quit or Ctrl-D to leave
[SCREEN] Login
  Log in with your name.
flows /login> login Ada
[SCREEN] Login
  Log in with your name.
  Logging in…
still working: AuthFlowCoordinator, started at AuthFlowCoordinator.swift:106
[SCREEN] OTP
  Enter the code we sent to your phone.
flows /login/otp> ve" "20,10" "the screen the request leads to lands above the prompt, what was typed kept below it"
press four C-u C-d
wait_file "$work/four.after"
expect_equal "$(cat "$work/four.status")" "0" "the session with slow requests ends with 0"
expect_equal "$(cat "$work/four.after")" "$(cat "$work/four.before")" "its terminal mode is restored"
echo "terminal: every check passed"
