#!/usr/bin/env bash
# A throwaway PostgreSQL for benchmarks, started the way tests/pg/pg_cluster.cpp starts
# one: initdb + pg_ctl from Debian's newest /usr/lib/postgresql/<v>/bin, in a temp folder,
# on a free loopback port, fsync on (what a real deployment has), run as the postgres
# user when we are root (PostgreSQL refuses root).
#   source bench/pg_local.sh; pg_local_start; ... "$PG_URI" ...; pg_local_stop
# pg_local_start sets PG_DIR, PG_PORT and PG_URI (database "bench", user jongtable).

pg_local_start() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
  PG_BIN=$bin
  PG_DIR=$(mktemp -d /tmp/jongtable-bench-pg-XXXXXX)
  local as=()
  if [[ $(id -u) == 0 ]]; then
    chown postgres: "$PG_DIR"
    as=(runuser -u postgres --)
  fi
  PG_AS=("${as[@]}")
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U jongtable -A trust -E UTF8 --locale=C --no-sync >"$PG_DIR/initdb.log" 2>&1
  PG_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  # -w: pg_ctl returns once the server takes connections.
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 120 \
    -o "-c port=$PG_PORT -c listen_addresses=127.0.0.1 -c unix_socket_directories=$PG_DIR -c max_connections=200" \
    start >/dev/null
  "${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U jongtable bench
  PG_URI="postgresql://jongtable@127.0.0.1:$PG_PORT/bench"
}

# A fresh, empty database named $1 on the same cluster; prints its URI.
pg_local_fresh() {
  "${PG_AS[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U jongtable "$1"
  echo "postgresql://jongtable@127.0.0.1:$PG_PORT/$1"
}

pg_local_stop() {
  [[ -n ${PG_DIR:-} ]] || return 0
  "${PG_AS[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=
}
