# shellcheck shell=bash
# Shared helpers for .ci/run and scripts/ci/*.sh. Source it, don't run it.
#
#   ci_step "Name" CMD [ARGS...]  run a command under a header, time it and
#                                 record the result; returns its exit code.
#   ci_bg CMD [ARGS...]           run an external command in the background
#                                 and wait for it, passing on INT/TERM/HUP
#                                 (see ci_trap_signals); returns its exit code.
#   ci_trap_signals               install the traps ci_bg relies on; after a
#                                 signal, ci_step exits with 128+n.
#   ci_summary                    print the table of all recorded steps.
#
# Steps are recorded in $CI_SUMMARY_FILE (created on first use and exported),
# so steps run by child scripts (e.g. inside scripts/with-postgres.sh) show up
# in the summary that .ci/run prints at the end.
#
# Why ci_bg: bash runs a trap only after the foreground command has finished,
# so a signal sent to the script alone would wait for a whole test run. With
# the command in the background, `wait` returns at once and the signal is
# passed on to the command.

ci_now() { date +%s; }

ci_fmt_duration() {
  local s=$1
  if ((s >= 60)); then printf '%dm%02ds' $((s / 60)) $((s % 60)); else printf '%ds' "$s"; fi
}

ci_header() {
  printf '\n'
  printf '==============================================================================\n'
  printf '== %s\n' "$*"
  printf '==   started %s\n' "$(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  printf '==============================================================================\n'
}

ci_init_summary() {
  if [[ -z "${CI_SUMMARY_FILE:-}" ]]; then
    CI_SUMMARY_FILE="$(mktemp "${TMPDIR:-/tmp}/ci-summary.XXXXXX")"
    export CI_SUMMARY_FILE
  fi
}

CI_CHILD=''
CI_SIGNAL=''

ci_forward() {
  CI_SIGNAL=$1
  if [[ -n "$CI_CHILD" ]]; then kill -s "$1" "$CI_CHILD" 2>/dev/null || true; fi
}

ci_trap_signals() {
  trap 'ci_forward INT' INT
  trap 'ci_forward TERM' TERM
  trap 'ci_forward HUP' HUP
}

ci_signal_status() {
  case "$CI_SIGNAL" in INT) echo 130 ;; TERM) echo 143 ;; HUP) echo 129 ;; *) echo 1 ;; esac
}

# ci_bg CMD [ARGS...]
ci_bg() {
  # after a signal, start nothing new
  [[ -z "$CI_SIGNAL" ]] || return "$(ci_signal_status)"
  local rc=0 r run=("$@")
  # bash makes background jobs ignore SIGINT/SIGQUIT; undo that so that the
  # command can still be interrupted.
  if env --default-signal=INT true 2>/dev/null; then run=(env '--default-signal=INT,QUIT' -- "$@"); fi
  "${run[@]}" </dev/null &
  CI_CHILD=$!
  while :; do
    r=0
    wait "$CI_CHILD" || r=$?
    rc=$r
    # wait returns early when a trapped signal arrives: wait again for the
    # command's own exit status
    if kill -0 "$CI_CHILD" 2>/dev/null; then continue; fi
    r=0
    wait "$CI_CHILD" 2>/dev/null || r=$?
    ((r == 127)) || rc=$r
    break
  done
  CI_CHILD=''
  return "$rc"
}

# ci_step NAME CMD [ARGS...]
ci_step() {
  local name=$1
  shift
  [[ -z "$CI_SIGNAL" ]] || exit "$(ci_signal_status)"
  ci_init_summary
  ci_header "$name"
  local start rc=0
  start=$(ci_now)
  "$@" || rc=$?
  local dur=$(($(ci_now) - start))
  local status=OK
  ((rc == 0)) || status="FAILED (exit $rc)"
  [[ -z "$CI_SIGNAL" ]] || status="STOPPED (SIG$CI_SIGNAL)"
  printf -- '-- %s: %s in %s\n' "$name" "$status" "$(ci_fmt_duration "$dur")"
  printf '%s\t%s\t%s\n' "$name" "$status" "$(ci_fmt_duration "$dur")" >>"$CI_SUMMARY_FILE"
  if [[ -n "$CI_SIGNAL" ]]; then
    printf -- '-- stopped by SIG%s\n' "$CI_SIGNAL" >&2
    exit "$(ci_signal_status)"
  fi
  return "$rc"
}

ci_summary() {
  [[ -n "${CI_SUMMARY_FILE:-}" && -s "$CI_SUMMARY_FILE" ]] || return 0
  printf '\n'
  printf '==============================================================================\n'
  printf '== CI summary\n'
  printf '==============================================================================\n'
  local name status dur
  while IFS=$'\t' read -r name status dur; do
    printf '  %-44s %-20s %8s\n' "$name" "$status" "$dur"
  done <"$CI_SUMMARY_FILE"
}
