#!/usr/bin/env bash
# Loads the reference site (`insets site DIR`) in headless Chromium as a
# reader would: the index and one device page must load from file:// with
# no console message (an uncaught error, a failed script) and with the
# site's script run (it marks <html data-script="ran">); the index's table
# must sort on a click of a heading and filter on typed words. Takes a
# screenshot of each page, light and dark, kept as artefacts in
# .build/site-screenshots.
#
#   scripts/site-check.sh [DIR]      # DIR: a written site, default .build/site
#
# Chromium comes from the distribution's packages: when it is absent and the
# script runs as root with apt-get, it installs it (`apt-get install -y
# chromium`); without root or network it skips with a message and exits 0.
# Exit status 1 when a page fails.
set -euo pipefail
cd "$(dirname "$0")/.."

site="${1:-.build/site}"
shots=.build/site-screenshots
device_page=devices/iphone-17.html

if [ ! -f "$site/index.html" ] || [ ! -f "$site/$device_page" ]; then
  echo "error: $site holds no site (run: swift run insets site $site)" >&2
  exit 1
fi

find_chromium() {
  for name in chromium chromium-browser google-chrome google-chrome-stable; do
    if command -v "$name" >/dev/null 2>&1; then
      command -v "$name"
      return 0
    fi
  done
  return 1
}

browser="$(find_chromium || true)"
if [ -z "$browser" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium not found: installing it from the distribution's packages"
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y --no-install-recommends chromium >/dev/null 2>&1; then
      # The package lists may be missing (a fresh container): fetch them once.
      if ! { apt-get update >/dev/null 2>&1 &&
        apt-get install -y --no-install-recommends chromium >/dev/null 2>&1; }; then
        echo "skipped: Chromium could not be installed (no network or no package); the site was not loaded in a browser"
        exit 0
      fi
    fi
    browser="$(find_chromium || true)"
  fi
fi
if [ -z "$browser" ]; then
  echo "skipped: no Chromium, and it cannot be installed here (not root, or no apt-get); the site was not loaded in a browser"
  exit 0
fi
echo "browser: $("$browser" --version 2>/dev/null | head -n 1)"

mkdir -p "$shots"
root="$(cd "$site" && pwd)"
profile="$(mktemp -d)"
log="$(mktemp)"
dom="$(mktemp)"
trap 'rm -rf "$profile" "$log" "$dom"' EXIT
# Root in a container has no user namespace to sandbox with.
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
  --disable-extensions --user-data-dir="$profile")

status=0
for page in index.html "$device_page"; do
  url="file://$root/$page"
  name="$(basename "$page" .html)"
  # The DOM after load, with the console logged to stderr.
  if ! timeout 60 "$browser" "${flags[@]}" --enable-logging=stderr --v=0 --dump-dom "$url" \
    >"$dom" 2>"$log"; then
    echo "error: $page: Chromium failed to load it" >&2
    cat "$log" >&2
    status=1
    continue
  fi
  if grep -E ":CONSOLE[(:]" "$log" >&2; then
    echo "error: $page: the console printed the messages above" >&2
    status=1
  fi
  if ! grep -q 'data-script="ran"' "$dom"; then
    echo "error: $page: the site's script did not run to its end" >&2
    status=1
  fi
  if ! grep -q '<h1>' "$dom"; then
    echo "error: $page: no heading in the loaded page" >&2
    status=1
  fi
  for scheme in light dark; do
    extra=()
    if [ "$scheme" = dark ]; then extra=(--force-dark-mode); fi
    shot="$shots/$name-$scheme.png"
    rm -f "$shot"
    timeout 60 "$browser" "${flags[@]}" ${extra[@]+"${extra[@]}"} --window-size=1280,1400 \
      --screenshot="$shot" "$url" >/dev/null 2>&1 || true
    if [ -s "$shot" ]; then
      echo "screenshot: $shot"
    else
      echo "error: $page: no screenshot ($scheme)" >&2
      status=1
    fi
  done
  if [ "$status" -eq 0 ]; then echo "ok: $page loaded with no console message"; fi
done
# The index's script at work: a page beside it (outside the site) clicks a
# column's heading twice and types in the filter, then writes what it saw.
harness="$(mktemp -d)"
cat >"$harness/harness.html" <<HTML
<!DOCTYPE html><html><head><meta charset="utf-8"/><title>harness</title></head><body>
<iframe id="site" src="file://$root/index.html" width="1200" height="800"></iframe>
<script>
document.getElementById("site").onload = function () {
  var d = this.contentDocument, problems = [];
  var collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  var buttons = d.querySelectorAll("#devices thead th button");
  var rows = function () { return Array.prototype.slice.call(d.querySelectorAll("#devices tbody tr")); };
  if (buttons.length !== d.querySelectorAll("#devices thead th").length || buttons.length < 5) {
    problems.push("the headings are not buttons");
  } else {
    buttons[3].click();
    buttons[3].click();
    var column = rows().map(function (r) { return r.cells[3].textContent.trim(); });
    for (var i = 1; i < column.length; i++) {
      if (collator.compare(column[i - 1], column[i]) < 0) { problems.push("not sorted descending"); break; }
    }
    if (buttons[3].parentNode.getAttribute("aria-sort") !== "descending") { problems.push("no aria-sort"); }
  }
  var input = d.getElementById("filter");
  if (!input || input.closest(".filter").hidden) {
    problems.push("no filter shown");
  } else {
    input.value = "ipad pro";
    input.dispatchEvent(new Event("input"));
    var shown = rows().filter(function (r) { return !r.hidden; });
    if (shown.length === 0 || shown.length === rows().length) { problems.push("the filter filters nothing"); }
    shown.forEach(function (r) {
      var text = r.textContent.toLowerCase();
      if (text.indexOf("ipad") < 0 || text.indexOf("pro") < 0) { problems.push("a row shown that does not match"); }
    });
  }
  var out = document.createElement("pre");
  out.id = "result";
  out.textContent = problems.length ? problems.join("; ") : "sorted and filtered";
  document.body.appendChild(out);
};
</script></body></html>
HTML
result="$(timeout 60 "$browser" "${flags[@]}" --allow-file-access-from-files \
  --virtual-time-budget=5000 --dump-dom "file://$harness/harness.html" 2>/dev/null |
  sed -n 's:.*<pre id="result">\(.*\)</pre>.*:\1:p')"
rm -rf "$harness"
if [ "$result" = "sorted and filtered" ]; then
  echo "ok: the index sorts and filters"
else
  echo "error: the index's script: ${result:-it did not run}" >&2
  status=1
fi
exit "$status"
