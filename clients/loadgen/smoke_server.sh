#!/usr/bin/env bash
# CTest smoke: the load generator plays two tables on jongtable-server for two seconds.
# Passes when it held every connection and measured updates (loadgen's exit status).
set -euo pipefail
server=$1 loadgen=$2
# A harness, not a server for people: bots answer at once (--allow-short-clocks).
coproc SERVER { exec "$server" --port 0 --bind 127.0.0.1 --log-level warn --allow-short-clocks 2>/dev/null; }
server_pid=$SERVER_PID
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
read -r line <&"${SERVER[0]}"
port=${line##*:}
out=$("$loadgen" --target server --port "$port" --connections 8 --intent-rate 100 \
  --warmup 0.5 --duration 2 --server-pid "$server_pid")
echo "$out"
grep -q ' held=8 ' <<<"$out"
