#!/bin/sh
# First start: a cluster in the volume with one role and database for Jongtable, reached
# with a password from the compose network only. Later starts: PostgreSQL as it is.
set -eu
: "${JONGTABLE_DB_PASSWORD:?set JONGTABLE_DB_PASSWORD}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$JONGTABLE_DB_PASSWORD" > "$pwfile"
  initdb -D "$PGDATA" -U jongtable --pwfile="$pwfile" -A scram-sha-256 -E UTF8 --locale=C.UTF-8
  rm -f "$pwfile"
  # Local socket for pg_dump inside the container; the network only with the password.
  cat > "$PGDATA/pg_hba.conf" <<'HBA'
local all all trust
host  all all all scram-sha-256
HBA
  pg_ctl -D "$PGDATA" -w -o "-c listen_addresses='' -c unix_socket_directories=/tmp" start
  createdb -U jongtable jongtable
  pg_ctl -D "$PGDATA" -w stop
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/tmp
