#!/usr/bin/env bash
# Configures and builds everything into build/ (or $BUILD_DIR), then the web client.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=${BUILD_TYPE:-RelWithDebInfo} "$@" >/dev/null
cmake --build "$build_dir" --parallel "${JOBS:-$(nproc)}"
if [[ -f clients/web/package.json ]]; then
  (cd clients/web && npm run --silent build)
fi
