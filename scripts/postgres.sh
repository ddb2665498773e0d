#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback for the PostgreSQL test run and prints its URL.
# Installs Debian's postgresql first when it is missing and we are root. `postgres.sh stop` stops
# the server again; `postgres.sh resume` starts it again with its data.
set -euo pipefail
PORT="${PG_TEST_PORT:-25432}"
DIR="${PG_TEST_DIR:-/tmp/site-pg-$PORT}"
DB="${PG_TEST_DB:-site_test}"

pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pgbin)" ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's postgresql…" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  else
    echo "PostgreSQL is not installed; install Debian's postgresql package (or run as root)." >&2
    exit 1
  fi
fi
BIN="$(pgbin)"
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if [ "${1:-}" = stop ]; then
  if "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then as_pg "'$BIN/pg_ctl' -D '$DIR/data' -m fast -w stop" >/dev/null; fi
  exit 0
fi
# `postgres.sh resume` starts the stopped server again with its data (an outage test's end).
if [ "${1:-}" = resume ]; then
  as_pg "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
  exit 0
fi

if ! "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  rm -rf "$DIR" && mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  as_pg "'$BIN/initdb' -D '$DIR/data' -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null
  as_pg "'$BIN/pg_ctl' -D '$DIR/data' -l '$DIR/server.log' -w -o \"-p $PORT -k '$DIR' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >/dev/null
fi
"$BIN/psql" -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null
"$BIN/psql" -q -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -c "CREATE DATABASE $DB" >/dev/null
echo "postgres://postgres@127.0.0.1:$PORT/$DB"
