#!/usr/bin/env bash
# Count tests in the output of `npm test` (Vitest, then Playwright):
#   scripts/ci/count-tests.sh LOGFILE   ->  prints "PASSED FAILED SKIPPED"
# Prints nothing if it finds no test summary at all.
#
# Vitest:      " Tests  1 failed | 11 passed | 2 skipped (14)"
#              (plus test files that failed to load, from "Test Files  N failed")
# Playwright:  "  1 failed" / "  1 flaky" / "  2 skipped" / "  11 passed (12.3s)"
#              (flaky tests passed on retry: counted as passed;
#               interrupted ones as failed, "did not run" ones as skipped)
set -euo pipefail

log=${1:?usage: count-tests.sh LOGFILE}
[[ -f "$log" ]] || exit 0

sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' -e 's/\r$//' "$log" | awk '
  function add(kind, n) {
    if (kind == "passed" || kind == "flaky") passed += n
    else if (kind == "failed" || kind == "interrupted") failed += n
    else if (kind == "skipped" || kind == "todo" || kind == "did not run") skipped += n
    found = 1
  }
  # Vitest: a test file that fails to load counts under "Test Files" only
  /^[ \t]*Test Files[ \t]+[0-9]+ [a-z]/ {
    if (match($0, /[0-9]+ failed/)) files_failed += substr($0, RSTART, RLENGTH - 7) + 0
    next
  }
  # Vitest summary line
  /^[ \t]*Tests[ \t]+[0-9]+ [a-z]/ {
    if (match($0, /[0-9]+ failed/)) tests_failed += substr($0, RSTART, RLENGTH - 7) + 0
    line = $0
    sub(/^[ \t]*Tests[ \t]+/, "", line)
    sub(/[ \t]*\([0-9]+\)[ \t]*$/, "", line)
    n = split(line, parts, /[ \t]*\|[ \t]*/)
    for (i = 1; i <= n; i++) {
      if (match(parts[i], /^[0-9]+ /)) {
        count = substr(parts[i], 1, RLENGTH - 1) + 0
        add(substr(parts[i], RLENGTH + 1), count)
      }
    }
    next
  }
  # Playwright summary lines
  /^  [0-9]+ (passed|failed|flaky|skipped|interrupted|did not run)( \(.*\))?[ \t]*$/ {
    line = $0
    sub(/^  /, "", line)
    sub(/ \(.*\)[ \t]*$/, "", line)
    sub(/[ \t]+$/, "", line)
    count = line + 0
    sub(/^[0-9]+ /, "", line)
    add(line, count)
  }
  END {
    # count files that failed outside any test (import errors and the like)
    if (files_failed > tests_failed) { failed += files_failed - tests_failed; found = 1 }
    if (found) printf "%d %d %d\n", passed, failed, skipped
  }
'
