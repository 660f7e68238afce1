#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and starts the server
# with the web client on http://localhost:${PORT:-8080}/. Extra arguments go to the
# server (see `build/server/jongtable-server --help`).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
# Only what runs: the server and the web client (the tests and tools build with the test
# command, or ./scripts/build.sh with no target).
./scripts/build.sh jongtable-server
build_dir=${BUILD_DIR:-build}
echo "Jongtable: open http://localhost:${PORT:-8080}/ (Ctrl+C stops the server)"
exec "$build_dir/server/jongtable-server" --port "${PORT:-8080}" \
  --web-root clients/web/dist --data-dir "${DATA_DIR:-data}" "$@"
