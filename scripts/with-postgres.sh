#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL 15 cluster.
#
#   scripts/with-postgres.sh COMMAND [ARGS...]
#   scripts/with-postgres.sh npm test
#   scripts/with-postgres.sh bash -c 'psql "$DATABASE_URL" -c "select version()"'
#
# What it does:
#   - initdb a new cluster in a fresh folder /tmp/with-postgres.XXXXXX
#     (trust auth, UTF8, fsync off: it is for tests only),
#   - starts it on a free TCP port on 127.0.0.1,
#   - runs COMMAND with DATABASE_URL=postgres://USER@127.0.0.1:PORT/postgres
#     (USER is a superuser) and PGHOST/PGPORT/PGUSER/PGDATABASE set to match,
#   - stops the server and deletes the folder when COMMAND ends, fails or the
#     script is interrupted, and exits with COMMAND's exit code.
#   - Clusters left behind by a run that was killed (SIGKILL, reboot) are
#     removed by the next run.
#
# PostgreSQL refuses to run as root: as root the server runs as the `postgres`
# system user, or, if there is none, as a throwaway user created for the run.
# The binaries come from /usr/lib/postgresql/15/bin (Debian's postgresql-15,
# installed with apt if missing and running as root).
#
# Settings (environment):
#   PG_BIN           folder with initdb/pg_ctl/postgres (default /usr/lib/postgresql/15/bin)
#   WITH_PG_TMPDIR   where the cluster folders go (default /tmp)
#   WITH_PG_OS_USER  OS user for the server when run as root (default: postgres
#                    if it exists, else a throwaway one; "new" forces a throwaway one)
#   WITH_PG_KEEP=1   keep the cluster folder after the run (for debugging; the
#                    server is still stopped; later runs leave it alone)
# shellcheck disable=SC2317  # functions run from traps
set -euo pipefail

PG_MAJOR=15
PG_BIN="${PG_BIN:-/usr/lib/postgresql/$PG_MAJOR/bin}"
BASE="${WITH_PG_TMPDIR:-/tmp}"
PREFIX="with-postgres."
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

log() { printf 'with-postgres: %s\n' "$*" >&2; }
die() {
  log "error: $*"
  exit 1
}

if (($# == 0)); then
  awk 'NR == 1 { next } /^# shellcheck/ || !/^#/ { exit } { sub(/^# ?/, ""); print }' "${BASH_SOURCE[0]}" >&2
  exit 2
fi

# ---------------------------------------------------------------------------
# helpers

# Start time of a live process (field 22 of /proc/PID/stat), to tell a live
# owner from an unrelated process that reused its PID. Fails for zombies: a
# killed run can stay a zombie for a while here, as PID 1 reaps slowly.
proc_start() {
  local stat rest
  stat="$(cat "/proc/$1/stat" 2>/dev/null)" || return 1
  rest="${stat##*) }"
  local -a f
  read -r -a f <<<"$rest"
  [[ "${f[0]}" != [ZX] ]] || return 1
  printf '%s\n' "${f[19]}"
}

owner_alive() { # PID START
  local pid=$1 start=$2 now
  if [[ -d /proc/self ]]; then
    now="$(proc_start "$pid")" || return 1
    [[ "$now" == "$start" ]]
  else
    kill -0 "$pid" 2>/dev/null
  fi
}

# Run a command as the server's OS user, from the cluster folder.
as_pg() { # USER DIR CMD...
  local user=$1 dir=$2
  shift 2
  if ((EUID == 0)) && [[ "$user" != root ]]; then
    (cd "$dir" && runuser -u "$user" -- "$@")
  else
    (cd "$dir" && "$@")
  fi
}

# PID of the postmaster of DIR/data, only if that process really is it.
postmaster_pid() { # DIR
  local dir=$1 pid
  [[ -f "$dir/data/postmaster.pid" ]] || return 1
  read -r pid <"$dir/data/postmaster.pid" || return 1
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  if [[ -r "/proc/$pid/cmdline" ]]; then
    tr '\0' '\n' <"/proc/$pid/cmdline" | grep -qxF "$dir/data" || return 1
  fi
  printf '%s\n' "$pid"
}

# Stop the server of cluster folder DIR (if running): fast shutdown, then
# immediate, then SIGKILL.
stop_cluster() { # DIR USER
  local dir=$1 user=$2 pid i
  pid="$(postmaster_pid "$dir")" || return 0
  if [[ -x "$PG_BIN/pg_ctl" ]]; then
    as_pg "$user" "$dir" "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w -t 30 -s stop >/dev/null 2>&1 ||
      as_pg "$user" "$dir" "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w -t 15 -s stop >/dev/null 2>&1 || true
  fi
  if pid="$(postmaster_pid "$dir")"; then
    kill -QUIT "$pid" 2>/dev/null || true
    for ((i = 0; i < 50; i++)); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  # Backends notice the postmaster is gone and exit; give them a moment so
  # that nothing is still writing into the folder we are about to delete.
  for ((i = 0; i < 50; i++)); do
    pgrep -f -- "$dir/" >/dev/null 2>&1 || break
    sleep 0.1
  done
}

remove_user() { # USER
  if id -u "$1" >/dev/null 2>&1; then
    userdel "$1" >/dev/null 2>&1 || log "warning: could not delete user $1"
  fi
}

# Remove clusters left behind by runs that were killed without cleaning up.
cleanup_stale() {
  local d pid start user created
  for d in "$BASE/$PREFIX"*; do
    [[ -d "$d" && -f "$d/owner" ]] || continue
    pid='' start='' user='' created=''
    read -r pid start user created <"$d/owner" || true
    [[ -n "$pid" ]] || continue
    owner_alive "$pid" "$start" && continue
    [[ -w "$d" ]] || continue
    log "removing leftover cluster $d (its run, pid $pid, is gone)"
    stop_cluster "$d" "${user:-$(id -un)}"
    rm -rf "$d" || log "warning: could not remove $d"
    if [[ "$created" == 1 ]] && ((EUID == 0)); then remove_user "$user"; fi
  done
}

pick_port() {
  local p=''
  if command -v node >/dev/null; then
    p="$(node -e '
      const s = require("net").createServer();
      s.listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });
    ' 2>/dev/null)" || p=''
  fi
  if [[ -z "$p" ]] && command -v python3 >/dev/null; then
    p="$(python3 -c '
import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()
' 2>/dev/null)" || p=''
  fi
  [[ -n "$p" ]] || p=$((20000 + RANDOM % 30000))
  printf '%s\n' "$p"
}

# ---------------------------------------------------------------------------
# 1. PostgreSQL 15 binaries

if [[ ! -x "$PG_BIN/postgres" || ! -x "$PG_BIN/initdb" || ! -x "$PG_BIN/pg_ctl" ]]; then
  if [[ "$PG_BIN" == "/usr/lib/postgresql/$PG_MAJOR/bin" ]]; then
    log "PostgreSQL $PG_MAJOR not found in $PG_BIN; installing postgresql-$PG_MAJOR with apt"
    bash "$HERE/ci/apt-install.sh" "postgresql-$PG_MAJOR" >&2
  fi
  [[ -x "$PG_BIN/postgres" ]] || die "no PostgreSQL $PG_MAJOR in $PG_BIN (apt-get install postgresql-$PG_MAJOR)"
fi
PG_VERSION="$("$PG_BIN/postgres" --version)"
[[ "$PG_VERSION" =~ \(PostgreSQL\)\ $PG_MAJOR\. ]] || die "$PG_BIN/postgres is not PostgreSQL $PG_MAJOR: $PG_VERSION"
for b in initdb pg_ctl; do
  v="$("$PG_BIN/$b" --version)"
  [[ "$v" =~ \(PostgreSQL\)\ $PG_MAJOR\. ]] || die "$PG_BIN/$b is not PostgreSQL $PG_MAJOR: $v"
done

# ---------------------------------------------------------------------------
# 2. leftovers, folder, OS user

mkdir -p "$BASE"
cleanup_stale

DIR=''
PG_USER=''
CREATED_USER=0
CHILD=''

cleanup() {
  local rc=$?
  trap - EXIT INT TERM HUP
  if [[ -n "$CHILD" ]] && kill -0 "$CHILD" 2>/dev/null; then
    kill -TERM "$CHILD" 2>/dev/null || true
    wait "$CHILD" 2>/dev/null || true
  fi
  if [[ -n "$DIR" && -d "$DIR" ]]; then
    stop_cluster "$DIR" "$PG_USER"
    if [[ "${WITH_PG_KEEP:-}" == 1 ]]; then
      rm -f "$DIR/owner" # so that later runs do not clean it up as a leftover
      log "keeping $DIR (WITH_PG_KEEP=1)"
    else
      rm -rf "$DIR" || log "warning: could not remove $DIR"
    fi
  fi
  if ((CREATED_USER)); then remove_user "$PG_USER"; fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

DIR="$(mktemp -d "$BASE/${PREFIX}XXXXXX")"

PG_USER="$(id -un)"
if ((EUID == 0)); then
  want="${WITH_PG_OS_USER:-}"
  if [[ -z "$want" ]]; then
    if id -u postgres >/dev/null 2>&1; then want=postgres; else want=new; fi
  fi
  if [[ "$want" == new ]]; then
    PG_USER="pgtmp_${DIR##*.}"
    PG_USER="${PG_USER,,}"
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
      --comment "throwaway user of scripts/with-postgres.sh" "$PG_USER"
    CREATED_USER=1
  else
    PG_USER="$want"
    [[ "$PG_USER" != root ]] || die "PostgreSQL cannot run as root"
  fi
fi
printf '%s %s %s %s\n' "$$" "$(proc_start $$ 2>/dev/null || echo 0)" "$PG_USER" "$CREATED_USER" >"$DIR/owner"
if ((EUID == 0)); then chown "$PG_USER" "$DIR"; fi
chmod 0755 "$DIR"
[[ -x "$BASE" ]] || die "$BASE is not accessible"
if ((EUID == 0)) && ! runuser -u "$PG_USER" -- test -w "$DIR"; then
  die "user $PG_USER cannot write $DIR (set WITH_PG_TMPDIR to a folder it can reach)"
fi

# ---------------------------------------------------------------------------
# 3. initdb and start

locale=C
if locale -a 2>/dev/null | grep -qixE 'c\.utf-?8'; then locale=C.UTF-8; fi

if ! as_pg "$PG_USER" "$DIR" "$PG_BIN/initdb" -D "$DIR/data" -U "$PG_USER" --auth=trust \
  --encoding=UTF8 --locale="$locale" --no-sync --no-instructions >"$DIR/initdb.log" 2>&1; then
  cat "$DIR/initdb.log" >&2
  die "initdb failed"
fi

socket_dir="$DIR"
((${#DIR} < 90)) || socket_dir=''
cat >>"$DIR/data/postgresql.conf" <<EOF

# --- scripts/with-postgres.sh: throwaway test cluster ---
listen_addresses = '127.0.0.1'
unix_socket_directories = '$socket_dir'
max_connections = 200
fsync = off
synchronous_commit = off
full_page_writes = off
EOF

PORT=''
for attempt in 1 2 3 4 5 6 7 8; do
  port="$(pick_port)"
  if as_pg "$PG_USER" "$DIR" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/postgres.log" \
    -o "-p $port" -w -t 60 -s start >/dev/null 2>&1; then
    PORT="$port"
    break
  fi
  if grep -qE 'could not bind|could not create any TCP/IP sockets|Address already in use' "$DIR/postgres.log" 2>/dev/null; then
    log "port $port is taken, trying another (attempt $attempt)"
    stop_cluster "$DIR" "$PG_USER"
    : >"$DIR/postgres.log"
    continue
  fi
  cat "$DIR/postgres.log" >&2 || true
  die "PostgreSQL failed to start"
done
[[ -n "$PORT" ]] || die "could not find a free port for PostgreSQL"

export DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PORT/postgres"
export PGHOST=127.0.0.1 PGPORT="$PORT" PGUSER="$PG_USER" PGDATABASE=postgres
unset PGPASSWORD PGSERVICE PGHOSTADDR PGSSLMODE PGOPTIONS PGDATA 2>/dev/null || true

server_version="$("$PG_BIN/psql" -X -At -d "$DATABASE_URL" -c 'show server_version_num')" ||
  die "cannot connect to the new cluster at $DATABASE_URL"
[[ "$server_version" == "${PG_MAJOR}"* ]] || die "server is not PostgreSQL $PG_MAJOR: $server_version"

log "PostgreSQL $("$PG_BIN/psql" -X -At -d "$DATABASE_URL" -c 'show server_version') up in $DIR"
log "DATABASE_URL=$DATABASE_URL"

# ---------------------------------------------------------------------------
# 4. run the command

# The command runs in the background so that signals reach this script at
# once (and are passed on); `env --default-signal` undoes the SIGINT/SIGQUIT
# ignoring that bash applies to background jobs, so Ctrl-C still works.
run=("$@")
if env --default-signal=INT true 2>/dev/null; then run=(env '--default-signal=INT,QUIT' -- "$@"); fi

GOT_SIGNAL=''
forward() {
  GOT_SIGNAL=$1
  kill -s "$1" "$CHILD" 2>/dev/null || true
}
trap 'forward INT' INT
trap 'forward TERM' TERM
trap 'forward HUP' HUP

"${run[@]}" <&0 &
CHILD=$!
rc=0
while :; do
  GOT_SIGNAL=''
  r=0
  wait "$CHILD" || r=$?
  rc=$r
  [[ -n "$GOT_SIGNAL" ]] || break
  # wait returned early because a trapped signal arrived: wait again for
  # the command's own exit status.
  if ! kill -0 "$CHILD" 2>/dev/null; then
    r=0
    wait "$CHILD" 2>/dev/null || r=$?
    ((r == 127)) || rc=$r
    break
  fi
done
CHILD=''
exit "$rc"
