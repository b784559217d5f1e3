#!/usr/bin/env bash
# Make sure Debian's Chromium and ChromeDriver are installed (the browser tests
# launch /usr/bin/chromium). Installs them with apt only when missing.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

if [[ -x /usr/bin/chromium && -x /usr/bin/chromedriver ]]; then
  echo "chromium already installed"
else
  # fonts-liberation: chromium-common recommends it; gives pages real fonts
  # while we skip the other recommends (upower, udev, printer tools, ...).
  bash "$here/apt-install.sh" chromium chromium-driver fonts-liberation
fi

# The Debian launcher prints a harmless "[: ...: unexpected operator" from
# /etc/chromium.d/dev-shm on this machine; hide that one line.
/usr/bin/chromium --version 2> >(grep -v 'unexpected operator' >&2)
/usr/bin/chromedriver --version

# Smoke test: can it start headless and render a page? (as root it needs
# --no-sandbox; the network flags keep it from calling home on a closed net)
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
if out="$(timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --dump-dom 'data:text/html,<p>chromium-smoke-ok</p>' 2>"$profile.err")" &&
  [[ "$out" == *chromium-smoke-ok* ]]; then
  echo "headless chromium renders pages: ok"
  rm -f "$profile.err"
else
  echo "headless chromium failed to render a page:" >&2
  tail -n 30 "$profile.err" >&2 || true
  rm -f "$profile.err"
  exit 1
fi
