#!/usr/bin/env bash
# The checks of .ci/run that need the database. Run it through
# scripts/with-postgres.sh (it needs DATABASE_URL):
#
#   scripts/with-postgres.sh scripts/ci/checks.sh
#
# Runs npm test and, beside it at low priority (nice), npm run lint and npm run
# typecheck: they take the CPU the tests leave, which is most of it while the
# browser tests wait on pages. Then the check that generated files are up to
# date (after the tests: codegen rewrites a file of the web build's sources).
# A failing step does not stop the others (so one run reports every problem);
# the script fails if any step failed.
#
# Each step has a time limit (minutes) so that a hang still ends with a
# report: CI_TEST_TIMEOUT (default 60), CI_CHECK_TIMEOUT (default 10). Lint and
# typecheck beside the tests get the tests' limit: at low priority on two busy
# cores they finish when the tests leave them the CPU (typecheck, 50 s alone,
# went past 10 min in a full run), and the run waits for the tests anyway.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=scripts/ci/lib.sh
source "$HERE/lib.sh"
cd "$HERE/../.."

if [[ -z "${DATABASE_URL:-}" ]]; then
  echo "checks.sh: DATABASE_URL is not set; run it as: scripts/with-postgres.sh $0" >&2
  exit 2
fi

TEST_TIMEOUT="${CI_TEST_TIMEOUT:-60}m"
CHECK_TIMEOUT="${CI_CHECK_TIMEOUT:-10}m"

# Files that are generated and committed; they must match what the generators
# produce from the committed sources.
GENERATED=(apps/api/schema.graphql apps/web/src/graphql-env.d.ts apps/api/src/db/migrations)

ci_trap_signals

# Run a command under `timeout`, which kills the command's whole process group
# when time is up (and passes on the signals that ci_bg sends it).
with_timeout() { # DURATION CMD...
  local d=$1 rc=0
  shift
  ci_bg timeout --kill-after=30s "$d" "$@" || rc=$?
  if ((rc == 124 || rc == 137)) && [[ -z "$CI_SIGNAL" ]]; then
    echo "!! '$*' did not finish within $d and was stopped" >&2
  fi
  return "$rc"
}

run_tests() {
  local log="${CI_TEST_LOG:-$(mktemp "${TMPDIR:-/tmp}/ci-test-log.XXXXXX")}" rc=0 fd tee_pid
  echo "DATABASE_URL=$DATABASE_URL"
  # tee keeps the output for counting the tests at the end of .ci/run
  exec {fd}> >(tee "$log")
  tee_pid=$!
  with_timeout "$TEST_TIMEOUT" npm test >&"$fd" 2>&1 || rc=$?
  exec {fd}>&-
  wait "$tee_pid" 2>/dev/null || true # let tee finish writing
  return "$rc"
}

check_generated() {
  local rc=0 script f
  for script in schema:print codegen db:check; do
    echo "\$ npm run $script"
    if ! with_timeout "$CHECK_TIMEOUT" npm run "$script"; then
      echo "!! npm run $script failed" >&2
      rc=1
    fi
  done
  if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    echo "!! not a git checkout: cannot compare generated files" >&2
    return 1
  fi
  echo "\$ git diff --exit-code -- ${GENERATED[*]}"
  if ! git --no-pager diff --exit-code -- "${GENERATED[@]}"; then
    echo "!! generated files differ from the committed ones (diff above):" >&2
    echo "!! regenerate them (npm run schema:print, npm run codegen, the drizzle-kit" >&2
    echo "!! migration generator) and commit the result" >&2
    rc=1
  fi
  local untracked
  untracked="$(git ls-files --others --exclude-standard -- "${GENERATED[@]}")"
  if [[ -n "$untracked" ]]; then
    echo "!! generated files that are not committed:" >&2
    while IFS= read -r f; do printf '   %s\n' "$f"; done <<<"$untracked" >&2
    rc=1
  fi
  ((rc != 0)) || echo "generated files are up to date"
  return "$rc"
}

failed=()
step() { # NAME CMD...
  local name=$1
  shift
  ci_step "$name" "$@" || failed+=("$name")
}

# A static check beside the tests: its output is kept aside and printed after the tests' (so the two logs do not
# mix); its time and result go to the summary as any step's.
STATIC_DIR="$(mktemp -d "${TMPDIR:-/tmp}/ci-static.XXXXXX")"
static_pids=()
static_names=()
static_step() { # NAME CMD...
  local name=$1 out
  shift
  out="$STATIC_DIR/${#static_pids[@]}"
  (
    trap - INT TERM HUP
    rc=0
    ci_step "$name (beside the tests)" nice -n 10 "$@" >"$out.log" 2>&1 || rc=$?
    echo "$rc" >"$out.rc"
  ) &
  static_pids+=($!)
  static_names+=("$name")
}
stop_static() {
  local pid
  for pid in "${static_pids[@]}"; do pkill -TERM -P "$pid" 2>/dev/null || true; kill -TERM "$pid" 2>/dev/null || true; done
}
trap 'stop_static; ci_forward INT' INT
trap 'stop_static; ci_forward TERM' TERM
trap 'stop_static; ci_forward HUP' HUP

static_step "npm run lint" timeout --kill-after=30s "$TEST_TIMEOUT" npm run lint
static_step "npm run typecheck" timeout --kill-after=30s "$TEST_TIMEOUT" npm run typecheck
step "npm test (vitest, then playwright)" run_tests
for i in "${!static_pids[@]}"; do
  wait "${static_pids[$i]}" || true
  cat "$STATIC_DIR/$i.log"
  [[ "$(cat "$STATIC_DIR/$i.rc" 2>/dev/null || echo 1)" == 0 ]] || failed+=("${static_names[$i]}")
done
rm -rf "$STATIC_DIR"
step "generated files up to date" check_generated

if ((${#failed[@]})); then
  printf '\nFailed steps:\n' >&2
  printf '  - %s\n' "${failed[@]}" >&2
  exit 1
fi
