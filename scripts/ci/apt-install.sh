#!/usr/bin/env bash
# Install Debian packages non-interactively: scripts/ci/apt-install.sh PKG...
#
# Tries the install with the package lists the machine already has, and runs
# `apt-get update` (then retries) only if that fails. Waits for the dpkg lock
# instead of failing if another apt process holds it. Needs root (or
# password-less sudo).
set -euo pipefail

if (($# == 0)); then
  echo "usage: $0 PACKAGE..." >&2
  exit 2
fi

SUDO=()
if ((EUID != 0)); then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
  else
    echo "apt-install: installing $* needs root; run as root: apt-get install $*" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
APT=("${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -y
  -o DPkg::Lock::Timeout=600 -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold)

echo "apt-install: apt-get install --no-install-recommends $*"
if "${APT[@]}" install --no-install-recommends "$@" </dev/null; then
  exit 0
fi

echo "apt-install: install failed with the current package lists; running apt-get update and retrying" >&2
"${APT[@]}" update </dev/null
"${APT[@]}" install --no-install-recommends "$@" </dev/null
