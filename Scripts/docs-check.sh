#!/usr/bin/env bash
# Reads a built DocC archive the way the README tells a newcomer to: serves it with python3's
# http.server (on a free port of 127.0.0.1 only), loads the module's page in headless Chromium
# and checks what DocC's JavaScript app drew: the module's name as the page's title and, in its
# Topics, a link to one of its articles under that article's title. The archive's index.html,
# which the server returns before the app has run, holds neither, so a page that does not load,
# does not find its data or does not render fails. A page that throws fails too.
#
#   Scripts/docs-check.sh ARCHIVE MODULE ARTICLE 'ARTICLE TITLE'
#
# e.g. Scripts/docs-check.sh .build/docs/Coordinator.doccarchive Coordinator GettingStarted \
#   'Getting Started'. ARTICLE is the article's file name without .md. Needs python3 and
# chromium (or $CHROMIUM). About two seconds.
set -euo pipefail

if [[ $# -ne 4 ]]; then
  echo "usage: Scripts/docs-check.sh ARCHIVE MODULE ARTICLE 'ARTICLE TITLE'" >&2
  exit 64
fi
archive=$1 module=$2 article=$3 article_title=$4
# DocC lowercases the paths of its pages.
page=/documentation/$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
link=$page/$(printf '%s' "$article" | tr '[:upper:]' '[:lower:]')

fail() {
  # What the server could not find, once it has served: DocC asks every page for the optional
  # theme-settings.json, so that one is left out.
  if [[ -s "${tmp:-}/server.log" ]]; then
    grep -E '" [45][0-9]{2} ' "$tmp/server.log" | grep -vF 'GET /theme-settings.json ' >&2 || true
  fi
  echo "docs-check: $page in $archive: $*" >&2
  exit 1
}

[[ -f "$archive/index.html" ]] || fail "no archive (build it with Scripts/docs.sh)"
command -v python3 >/dev/null || fail "no python3, which serves the archive"
chromium=${CHROMIUM:-}
if [[ -z "$chromium" ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null; then chromium=$candidate && break; fi
  done
fi
if [[ -z "$chromium" ]]; then
  # CI installs Chromium before this runs; elsewhere, without it, the check says it was skipped.
  [[ -n "${CI:-}" ]] && fail "no chromium (install it: apt-get install chromium, or set CHROMIUM)"
  echo "docs-check: no chromium, so $page was not checked (apt-get install chromium)"
  exit 0
fi

# The server, and Chromium while it loads, are stopped however the script ends: a failed check,
# an error, Ctrl-C. Chromium runs under timeout, which leaves the terminal's process group, so
# Ctrl-C reaches this script only, and the script stops it on its way out.
tmp=$(mktemp -d)
server='' browser=''
stop() {
  local pid
  for pid in $browser $server; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap stop EXIT
trap 'exit 130' INT

start=$(date +%s%N)
# Port 0 lets the system choose a free port; the server names it in its first line (unbuffered,
# so the line is written at once). It listens before it prints, so the port is ready when named.
PYTHONUNBUFFERED=1 python3 -m http.server -d "$archive" 0 --bind 127.0.0.1 \
  >"$tmp/server.out" 2>"$tmp/server.log" &
server=$!
port=
for _ in {1..50}; do
  port=$(sed -n 's/^Serving HTTP on 127\.0\.0\.1 port \([0-9][0-9]*\) .*/\1/p' "$tmp/server.out")
  [[ -n "$port" ]] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
if [[ -z "$port" ]]; then
  cat "$tmp/server.out" "$tmp/server.log" >&2
  fail "the server did not start within 5 seconds"
fi

url=http://127.0.0.1:$port$page
# Virtual time stands still while the app's scripts and the page's data load; the budget covers
# the app's own timers. In the background, so that Ctrl-C is handled at once, not when it is done.
timeout 60 "$chromium" --headless --disable-gpu --no-sandbox --disable-dev-shm-usage --no-first-run \
  --user-data-dir="$tmp/profile" --enable-logging=stderr --v=0 --virtual-time-budget=2000 \
  --dump-dom "$url" >"$tmp/dom.html" 2>"$tmp/chromium.log" &
browser=$!
wait "$browser" || { cat "$tmp/chromium.log" >&2; fail "chromium failed to load $url"; }
browser=
elapsed=$(( ($(date +%s%N) - start) / 1000000 ))
dom=$(<"$tmp/dom.html")

if grep -E 'Uncaught' "$tmp/chromium.log" >&2; then
  fail "the page threw an error"
fi
# As Chromium serializes an element's text: &, < and > escaped.
html() {
  local text=${1//&/&amp;}
  text=${text//</&lt;}
  printf '%s' "${text//>/&gt;}"
}
[[ "$dom" == *' id="app"'* ]] ||
  fail "the server did not answer with DocC's page (does the archive have this page?)"
# The title DocC draws: <h1 class="title"><span>Coordinator</span></h1>.
title='<h1[^>]* class="title"[^>]*><span[^>]*>([^<]*)</span></h1>'
if [[ ! $dom =~ $title ]]; then
  fail "DocC's app drew no page title (it did not run, or did not find the page's data)"
fi
[[ "${BASH_REMATCH[1]}" == "$(html "$module")" ]] ||
  fail "the page's title is \"${BASH_REMATCH[1]}\", not \"$module\" (DocC drew another page)"
[[ "$dom" == *'id="topics"'* ]] || fail "the page has no Topics section"
# The first link to the article after the Topics heading (the navigator before it links to the
# article too), up to its closing tag. awk and grep, as bash's own matching is slow on 100 KB.
anchor=$(awk 'found { print; next } (i = index($0, "id=\"topics\"")) { found = 1; print substr($0, i) }' \
  "$tmp/dom.html" | grep -oE "<a [^>]*href=\"$link\"[^>]*>([^<]|<[^/]|</[^a])*</a>" | head -n 1 || true)
[[ -n "$anchor" ]] || fail "its Topics have no link to $link"
[[ "$anchor" == *">$(html "$article_title")<"* ]] ||
  fail "its Topics link to $link but not under the title \"$article_title\""

echo "docs-check: http://127.0.0.1:$port$page ($archive) shows \"$module\" with a link to" \
  "\"$article_title\" (server and chromium: ${elapsed} ms)"
