#!/usr/bin/env bash
# Load benchmark: the relay floor and jongtable-server, each driven by jongtable-loadgen at
# a few sizes, then a table of figures and ratios to the floor. Prints figures only; it
# asserts nothing about time. See bench/README.md.
#   bench/run_load.sh [BUILD_DIR]
# Environment: SIZES ("400 2000 10000"), INTENTS_PER_CONN (0.5 intents/s per connection,
# so 5,000/s at 10,000), DURATION (20 s), WARMUP (3 s), RAMP (2000 connections/s),
# THREADS (server and relay I/O threads, 1), SERVER_CPU / LOADGEN_CPU (cores to pin,
# 0 and 1), RELAY_NODELAY (1), PING_MS (1000, both servers), BOTS (0 or 1 server bot
# per table), SERVER_PRELOAD (a shared object to LD_PRELOAD into the server), OUT (file
# for the RESULT lines, bench/load-results.txt in the build dir), JOURNAL (1: the server
# keeps its SQLite journal in a fresh temporary folder, removed after; 0: none, as before),
# WRITER_CPU (with JOURNAL=1: cores for the server's journal writer thread, "journal";
# default SERVER_CPU, so the whole server shares one core as the relay does), BUSY_LAG_MS
# (the server's --busy-lag-ms, load shedding: 0 turns it off; unset, the server's default).
set -euo pipefail
BUILD=${1:-build}
SIZES=${SIZES:-"400 2000 10000"}
INTENTS_PER_CONN=${INTENTS_PER_CONN:-0.5}
DURATION=${DURATION:-20}
WARMUP=${WARMUP:-3}
RAMP=${RAMP:-2000}
THREADS=${THREADS:-1}
SERVER_CPU=${SERVER_CPU:-0}
LOADGEN_CPU=${LOADGEN_CPU:-1}
RELAY_NODELAY=${RELAY_NODELAY:-1}
PING_MS=${PING_MS:-1000}
BOTS=${BOTS:-0}
JOURNAL=${JOURNAL:-0}
WRITER_CPU=${WRITER_CPU:-$SERVER_CPU}
OUT=${OUT:-$BUILD/bench/load-results.txt}
relay=$BUILD/bench/relay/jongtable-relay
server=$BUILD/server/jongtable-server
loadgen=$BUILD/clients/loadgen/jongtable-loadgen
: >"$OUT"

# Starts "$@" pinned to SERVER_CPU; sets PORT and PID once it printed "listening on".
start() {
  coproc SRV { exec taskset -c "$SERVER_CPU" "$@" 2>/dev/null; }
  # (with `env` in front, the pid is env's, which execs the server: the same process)
  PID=$SRV_PID
  local line
  read -r line <&"${SRV[0]}"
  PORT=${line##*:}
}
stop() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
}
trap 'kill "${PID:-0}" 2>/dev/null || true' EXIT

for n in $SIZES; do
  rate=$(python3 -c "print($n * $INTENTS_PER_CONN)")
  common=(--connections "$n" --intent-rate "$rate" --ramp-rate "$RAMP" --duration "$DURATION"
          --warmup "$WARMUP" --pin-cpu "$LOADGEN_CPU")

  start "$relay" --port 0 --threads "$THREADS" --ping-interval-ms "$PING_MS" --no-delay "$RELAY_NODELAY"
  "$loadgen" --target relay --port "$PORT" --server-pid "$PID" --label "relay-$n" "${common[@]}" \
    | tee -a "$OUT" || true
  stop

  journal=()
  if [[ "$JOURNAL" == 1 ]]; then journal=(--data-dir "$(mktemp -d)"); fi
  start env ${SERVER_PRELOAD:+LD_PRELOAD=$SERVER_PRELOAD} "$server" --port 0 --bind 127.0.0.1 --threads "$THREADS" --log-level error \
    "${journal[@]}" ${BUSY_LAG_MS:+--busy-lag-ms "$BUSY_LAG_MS"} \
    --max-connections 20000 --max-per-address 20000 --max-tables 20000 --max-tables-per-address 20000 --new-sessions-per-minute 1000000 --allow-short-clocks --rate 100 --burst 200 --ping-interval-ms "$PING_MS"
  if [[ "$JOURNAL" == 1 && "$WRITER_CPU" != "$SERVER_CPU" ]]; then
    for task in /proc/"$PID"/task/*; do
      if [[ "$(cat "$task/comm")" == journal ]]; then taskset -p -c "$WRITER_CPU" "${task##*/}" >/dev/null; fi
    done
  fi
  "$loadgen" --target server --port "$PORT" --server-pid "$PID" --label "server-$n" \
    --bots-per-table "$BOTS" "${common[@]}" | tee -a "$OUT" || true
  stop
  if (( ${#journal[@]} )); then rm -rf "${journal[1]}"; fi
done

python3 "$(dirname "$0")/load_table.py" "$OUT"
