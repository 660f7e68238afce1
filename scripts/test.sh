#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test
# (engine, protocol, server, bots, browser) through CTest.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh --tests
./scripts/build.sh
cd "${BUILD_DIR:-build}"
ctest --output-on-failure --parallel "${JOBS:-$(nproc)}" --timeout 900
