#!/usr/bin/env bash
# Loads an HTML map written by `flows --explore N --map FILE.html` in headless Chromium and
# checks what the page drew: a node per place, an arrow per move, a legend entry per flow, and
# that selecting a place (by the page's fragment `#select=N`) shows its screen, tree and stacks
# in the side panel, as the embedded map says. No console error, no request the page's policy
# refused.
#
#   Scripts/map-check.sh MAP.html [PLACE]
#
# PLACE is the place to select, the last one by default. Needs chromium (or $CHROMIUM) and jq.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 ]]; then
  echo "usage: Scripts/map-check.sh MAP.html [PLACE]" >&2
  exit 64
fi
map=$1
if [[ ! -f "$map" ]]; then
  echo "map-check: no map at $map (write one with: flows --explore N --map FILE.html)" >&2
  exit 1
fi
chromium=${CHROMIUM:-}
if [[ -z "$chromium" ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then chromium=$candidate && break; fi
  done
fi
if [[ -z "$chromium" ]]; then
  echo "map-check: no chromium (install it: apt-get install chromium, or set CHROMIUM)" >&2
  exit 1
fi
if ! command -v jq >/dev/null; then
  echo "map-check: no jq (install it: apt-get install jq)" >&2
  exit 1
fi

fail() {
  echo "map-check: $map: $*" >&2
  exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The embedded map: the line after its script element's opening tag.
awk 'found { print; exit } $0 == "<script type=\"application/json\" id=\"map-data\">" { found = 1 }' \
  "$map" >"$tmp/map.json"
jq -e '.places and .moves' "$tmp/map.json" >/dev/null 2>&1 || fail "no embedded map JSON"
places=$(jq '.places | length' "$tmp/map.json")
moves=$(jq '.moves | length' "$tmp/map.json")
flows=$(jq '[.places[].flow] | unique | length' "$tmp/map.json")
(( places > 0 )) || fail "the map has no place"
select=${2:-$((places - 1))}
[[ "$select" =~ ^[0-9]+$ ]] && (( select < places )) || fail "no place $select to select"

# A field of the selected place as Chromium serializes it in an element's text: &, <, > and
# the no-break space escaped; read with a sentinel so trailing line breaks stay.
field() {
  local text
  text=$(jq -j --argjson n "$select" ".places[\$n].$1"' | gsub("&"; "&amp;") | gsub("<"; "&lt;")
    | gsub(">"; "&gt;") | gsub("\u00a0"; "&nbsp;")' "$tmp/map.json"; printf x)
  printf '%s' "${text%x}"
}

cp "$map" "$tmp/map.html"
start=$(date +%s%N)
timeout 60 "$chromium" --headless --disable-gpu --no-sandbox --disable-dev-shm-usage --no-first-run \
  --user-data-dir="$tmp/profile" --enable-logging=stderr --v=0 --virtual-time-budget=2000 \
  --dump-dom "file://$tmp/map.html#select=$select" >"$tmp/dom.html" 2>"$tmp/chromium.log" ||
  { cat "$tmp/chromium.log" >&2; fail "chromium failed"; }
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
dom=$(<"$tmp/dom.html")

if grep -E 'CONSOLE|Uncaught|Content Security Policy' "$tmp/chromium.log" >&2; then
  fail "the page logged an error or was refused a request"
fi
count() { grep -oE "$1" "$tmp/dom.html" | wc -l | tr -d ' '; }
drawn=$(count '<g class="place( violation)?( selected)?" data-place="[0-9]+"')
(( drawn == places )) || fail "drew $drawn places of $places"
drawn=$(count '<g class="move( touching)?" data-move="[0-9]+"')
(( drawn == moves )) || fail "drew $drawn moves of $moves"
drawn=$(count '<li data-flow-legend="[0-9]+"')
(( drawn == flows )) || fail "the legend shows $drawn flows of $flows"

[[ "$dom" == *"<aside id=\"panel\" data-selected=\"$select\">"* ]] ||
  fail "the panel does not show place $select"
[[ $(count '<g class="place( violation)? selected"') == 1 &&
  "$dom" =~ \<g\ class=\"place(\ violation)?\ selected\"\ data-place=\"$select\" ]] ||
  fail "place $select is not the one node selected"
for part in screen tree stacks; do
  id=panel-$part
  tag=pre
  [[ $part == screen ]] && tag=h2
  [[ "$dom" == *"<$tag id=\"$id\">$(field "$part")</$tag>"* ]] ||
    fail "the panel does not show place $select's $part"
done

echo "map-check: $map: $places places, $moves moves and $flows flows drawn; place $select" \
  "selected shows its screen, tree and stacks (chromium: ${elapsed} ms)"
