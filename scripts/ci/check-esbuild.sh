#!/usr/bin/env bash
# Check that every copy of esbuild under node_modules works: its bin/esbuild
# runs and its JS API can transform code (that spawns the native binary).
#
# npm 11 warns that esbuild's postinstall is "not covered by allowScripts" and
# documents that such scripts get skipped. esbuild still works without its
# postinstall (bin/esbuild is a JS shim that finds the native binary in the
# optional @esbuild/<platform> package), but if a copy is broken we run
# `npm rebuild esbuild` (which runs the postinstall) and check again.
set -euo pipefail

check_all() {
  local failed=0 pkg dir
  while IFS= read -r pkg; do
    dir="$(dirname "$pkg")"
    if out="$("$dir/bin/esbuild" --version 2>&1)" &&
      node -e '
        const e = require(process.argv[1]);
        const r = e.transformSync("const a: number = 1", { loader: "ts" });
        if (!r.code.includes("const a = 1")) throw new Error("bad output: " + r.code);
      ' "$PWD/$dir" 2>&1; then
      echo "ok      $dir ($out)"
    else
      echo "BROKEN  $dir: $out"
      failed=1
    fi
  done < <(find node_modules -type f \( -path node_modules/esbuild/package.json -o -path '*/node_modules/esbuild/package.json' \) | sort)
  return "$failed"
}

if [[ ! -d node_modules/esbuild ]]; then
  echo "no node_modules/esbuild (nothing depends on esbuild?)"
  exit 0
fi

if check_all; then
  exit 0
fi

echo "esbuild is broken after npm ci; running npm rebuild esbuild" >&2
npm rebuild esbuild
check_all
