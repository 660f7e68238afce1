#!/usr/bin/env bash
# CTest smoke: a few fairness trials on a real server; each must resolve. No rate or time
# is asserted.
set -euo pipefail
server=$1 fairness=$2
# No load shedding (--busy-lag-ms 0): a claim refused as server_busy because a shared CI
# core held the loop back would leave its trial unresolved; fairness is what is measured.
coproc SERVER { exec "$server" --port 0 --bind 127.0.0.1 --allow-scenarios \
  --ping-interval-ms 400 --rtt-source ping --log-level warn --busy-lag-ms 0 2>/dev/null; }
server_pid=$SERVER_PID
trap 'kill "$server_pid" 2>/dev/null || true' EXIT
read -r line <&"${SERVER[0]}"
port=${line##*:}
"$fairness" --port "$port" --trials 4 --parallel 2 --seed 7 --bounds 150
