#!/usr/bin/env bash
# Configures and builds into build/ (or $BUILD_DIR), then the web client.
#   ./scripts/build.sh                       everything: libraries, server, tools, tests, benches
#   ./scripts/build.sh jongtable-server      only the named targets (and what they need)
#   ./scripts/build.sh -DJONGTABLE_PARTS=engine   arguments starting with -D go to the configure
# TEST_SUITES narrows the test folders configured (see tests/CMakeLists.txt); it is given
# afresh each time (default: all), so a narrowed run leaves nothing behind in the cache.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${BUILD_DIR:-build}
launcher=()
# ccache, where installed, makes a rebuild after a branch switch or a clean clone cheap.
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
configure=() targets=()
for arg in "$@"; do
  if [[ $arg == -D* ]]; then configure+=("$arg"); else targets+=(--target "$arg"); fi
done
cmake -S . -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-RelWithDebInfo}" \
      -DJONGTABLE_TEST_SUITES="${TEST_SUITES:-all}" "${launcher[@]}" "${configure[@]}" >/dev/null
cmake --build "$build_dir" --parallel "${JOBS:-$(nproc)}" "${targets[@]}"
if [[ -f clients/web/package.json ]]; then
  (cd clients/web && npm run --silent build)
fi
