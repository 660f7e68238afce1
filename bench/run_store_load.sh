#!/usr/bin/env bash
# Journal-on latency on PostgreSQL against SQLite, one node, with the floors in the same
# run: for each size the relay (no game), the server with no journal, the server with
# its SQLite journal, and the server on a PostgreSQL it starts here (bench/pg_local.sh).
# Figures only; asserts nothing. See bench/README.md.
#   bench/run_store_load.sh [BUILD_DIR]
# Environment as bench/run_load.sh (SIZES "2000 10000", INTENTS_PER_CONN 0.5, DURATION 20,
# WARMUP 3, RAMP 2000, SERVER_CPU 0, LOADGEN_CPU 1, PING_MS 1000), and PG_CPU (cores for
# PostgreSQL; default SERVER_CPU, so the database shares the node's one core as SQLite's
# writer does: a like-for-like cost, not a deployment), BUSY_LAG_MS (the server's
# --busy-lag-ms; default 0, no load shedding: an overloaded server shows as latency, not
# as refusals), OUT (RESULT, PGCPU and LOAD lines: the load average before each run).
# 10,000 connections: the fd limit is 20,000 per process, so the load generator and the
# server are separate processes holding 10,000 sockets each, plus a handful for the
# database and the journal.
set -euo pipefail
BUILD=${1:-build}
SIZES=${SIZES:-"2000 10000"}
INTENTS_PER_CONN=${INTENTS_PER_CONN:-0.5}
DURATION=${DURATION:-20}
WARMUP=${WARMUP:-3}
RAMP=${RAMP:-2000}
SERVER_CPU=${SERVER_CPU:-0}
LOADGEN_CPU=${LOADGEN_CPU:-1}
PG_CPU=${PG_CPU:-$SERVER_CPU}
PING_MS=${PING_MS:-1000}
BUSY_LAG_MS=${BUSY_LAG_MS:-0}
OUT=${OUT:-$BUILD/bench/store-load-results.txt}
here=$(cd "$(dirname "$0")" && pwd)
relay=$BUILD/bench/relay/jongtable-relay
server=$BUILD/server/jongtable-server
loadgen=$BUILD/clients/loadgen/jongtable-loadgen
source "$here/pg_local.sh"
: >"$OUT"

start() {
  coproc SRV { exec taskset -c "$SERVER_CPU" "$@" 2>/dev/null; }
  PID=$SRV_PID
  local line
  read -r line <&"${SRV[0]}"
  PORT=${line##*:}
}
stop() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
}
cleanup() {
  kill "${PID:-0}" "${SAMPLER:-0}" 2>/dev/null || true
  pg_local_stop
}
trap cleanup EXIT

pg_local_start
postmaster=$(head -1 "$PG_DIR/data/postmaster.pid")
taskset -a -p -c "$PG_CPU" "$postmaster" >/dev/null  # its backends, forked later, inherit it
echo "PostgreSQL $PG_URI (postmaster $postmaster on cores $PG_CPU)" >&2

server_flags=(--port 0 --bind 127.0.0.1 --threads 1 --log-level error
  --max-connections 20000 --max-per-address 20000 --max-tables 20000
  --max-tables-per-address 20000 --new-sessions-per-minute 1000000 --allow-short-clocks
  --rate 100 --burst 200 --ping-interval-ms "$PING_MS" --busy-lag-ms "$BUSY_LAG_MS")
# The machine is shared: each figure goes with the load average it was taken under.
note_load() { echo "LOAD label=$1 loadavg=$(cut -d' ' -f1 /proc/loadavg)" >>"$OUT"; }

for n in $SIZES; do
  rate=$(python3 -c "print($n * $INTENTS_PER_CONN)")
  common=(--connections "$n" --intent-rate "$rate" --ramp-rate "$RAMP" --duration "$DURATION"
          --warmup "$WARMUP" --pin-cpu "$LOADGEN_CPU")

  note_load "relay-$n"
  start "$relay" --port 0 --threads 1 --ping-interval-ms "$PING_MS" --no-delay 1
  "$loadgen" --target relay --port "$PORT" --server-pid "$PID" --label "relay-$n" "${common[@]}" \
    | tee -a "$OUT" || true
  stop

  for store in none sqlite pg; do
    case $store in
      none) journal=() ;;
      sqlite) dir=$(mktemp -d); journal=(--data-dir "$dir") ;;
      pg) journal=(--store "$(pg_local_fresh "bench_$n")" --node-id bench) ;;
    esac
    note_load "$store-$n"
    start "$server" "${server_flags[@]}" "${journal[@]}"
    python3 "$here/pg_cpu.py" "$postmaster" >"$PG_DIR/cpu-$store-$n.txt" &
    SAMPLER=$!
    "$loadgen" --target server --port "$PORT" --server-pid "$PID" --label "$store-$n" \
      "${common[@]}" | tee -a "$OUT" || true
    ended=$(date +%s.%N)
    kill "$SAMPLER"
    wait "$SAMPLER" 2>/dev/null || true
    stop
    # The database's CPU over the measured window: the last DURATION seconds before the
    # load generator printed its figures.
    python3 - "$PG_DIR/cpu-$store-$n.txt" "$ended" "$DURATION" "$store-$n" >>"$OUT" <<'PY'
import sys
path, ended, window, label = sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
samples = [tuple(map(float, line.split())) for line in open(path) if line.strip()]
inside = [s for s in samples if s[0] >= ended - window - 0.5]
cpu = inside[-1][1] - inside[0][1] if len(inside) > 1 else 0.0
span = inside[-1][0] - inside[0][0] if len(inside) > 1 else 0.0
print(f"PGCPU label={label} cpu_s={cpu:.2f} span_s={span:.1f}")
PY
    if [[ $store == sqlite ]]; then rm -rf "$dir"; fi
  done
done

python3 "$here/store_load_table.py" "$OUT"
