#!/usr/bin/env bash
# Make sure Debian's Chromium, its headless shell and ChromeDriver are installed
# (the browser tests launch /usr/bin/chromium-headless-shell; Lighthouse and
# people use /usr/bin/chromium). Installs them with apt only when missing.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver && -x /usr/bin/chromium-headless-shell ]]; then
  echo "chromium already installed"
else
  # fonts-liberation: chromium-common recommends it; gives pages real fonts
  # while we skip the other recommends (upower, udev, printer tools, ...).
  bash "$here/apt-install.sh" chromium chromium-driver chromium-headless-shell fonts-liberation
fi

# The Debian launcher prints a harmless "[: ...: unexpected operator" from
# /etc/chromium.d/dev-shm on this machine; hide that one line.
/usr/bin/chromium --version 2> >(grep -v 'unexpected operator' >&2)
/usr/bin/chromedriver --version
/usr/bin/chromium-headless-shell --version 2>/dev/null || true

# Smoke test: can it start headless and render a page? (as root it needs
# --no-sandbox; the network flags keep it from calling home on a closed net)
smoke() { # BROWSER
  local profile out rc=0
  profile="$(mktemp -d)"
  if out="$(timeout 120 "$1" --headless --no-sandbox --disable-gpu --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --dump-dom 'data:text/html,<p>chromium-smoke-ok</p>' 2>"$profile.err")" &&
    [[ "$out" == *chromium-smoke-ok* ]]; then
    echo "$1 renders pages headless: ok"
  else
    echo "$1 failed to render a page headless:" >&2
    tail -n 30 "$profile.err" >&2 || true
    rc=1
  fi
  rm -rf "$profile" "$profile.err"
  return "$rc"
}
smoke /usr/bin/chromium
smoke /usr/bin/chromium-headless-shell
