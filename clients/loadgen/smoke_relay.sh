#!/usr/bin/env bash
# CTest smoke: the load generator against the relay for two seconds with 8 connections.
# Passes when it held every connection and measured replies (loadgen's exit status).
set -euo pipefail
relay=$1 loadgen=$2
coproc RELAY { exec "$relay" --port 0; }
relay_pid=$RELAY_PID
trap 'kill "$relay_pid" 2>/dev/null || true' EXIT
read -r line <&"${RELAY[0]}"
port=${line##*:}
out=$("$loadgen" --target relay --port "$port" --connections 8 --intent-rate 200 \
  --warmup 0.5 --duration 2 --server-pid "$relay_pid")
echo "$out"
grep -q ' held=8 ' <<<"$out"
