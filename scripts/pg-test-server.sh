#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server tests, from Debian's packages.
#
#   eval "$(scripts/pg-test-server.sh start)"   # starts it and exports TEST_DATABASE_URL
#   npx jest --selectProjects server            # every server test now runs on PostgreSQL
#   scripts/pg-test-server.sh restart           # restarts it (the PostgreSQL-restart durability test)
#   scripts/pg-test-server.sh stop              # stops it and deletes its files
#
# Stdout carries only shell statements (for eval); progress goes to stderr.
# PGTEST_PORT (54329) and PGTEST_DIR (a folder under $TMPDIR) move it elsewhere.
set -euo pipefail

port="${PGTEST_PORT:-54329}"
dir="${PGTEST_DIR:-${TMPDIR:-/tmp}/pg-test-server-$port}"
url="postgres://postgres@127.0.0.1:$port/postgres"

say() { echo "pg-test-server: $*" >&2; }

find_bin() {
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -z "$found" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    say "PostgreSQL is not installed; installing Debian's package"
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2 \
      || { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2; }
    found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  fi
  [ -n "$found" ] || { say "no PostgreSQL binaries in /usr/lib/postgresql/*/bin (apt-get install postgresql)"; exit 1; }
  echo "$found"
}

# The server refuses to run as root, so as root every cluster command runs as the `postgres` user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" --shell /usr/sbin/nologin postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

start() {
  local bin
  bin="$(find_bin)"
  if [ -f "$dir/data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
    say "already running on port $port ($dir)"
  else
    rm -rf "$dir"
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then
      as_owner true
      chown postgres "$dir"
    fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null \
      || as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
    # Durability does not matter for a throwaway cluster; speed does.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >&2
    say "running on port $port ($dir); stop with: scripts/pg-test-server.sh stop"
  fi
  echo "export TEST_DATABASE_URL=$url"
}

# Restarts the running cluster (fast shutdown: sessions are cut, committed data kept), as an upgrade or a
# fail-over would; for the durability test (`npm run test:durability:pg`).
restart() {
  local bin
  bin="$(find_bin)"
  [ -f "$dir/data/postmaster.pid" ] || { say "not running on port $port"; exit 1; }
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -m fast -w -t 60 restart >&2
  say "restarted on port $port"
}

stop() {
  local bin
  bin="$(find_bin)"
  if [ -d "$dir/data" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  fi
  rm -rf "$dir"
  say "stopped"
  echo "unset TEST_DATABASE_URL"
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  restart) restart ;;
  url) echo "$url" ;;
  *) say "usage: $0 [start|restart|stop|url]"; exit 2 ;;
esac
