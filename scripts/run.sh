#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and starts the server
# with the web client on http://localhost:${PORT:-8080}/.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh
./scripts/build.sh
build_dir=${BUILD_DIR:-build}
if [[ -x "$build_dir/server/jongtable-server" ]]; then
  exec "$build_dir/server/jongtable-server" --port "${PORT:-8080}" --web-root clients/web/dist "$@"
fi
exec "$build_dir/clients/demo/jongtable-demo" "$@"
