#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test
# (engine, protocol, server, bots, browser, short libFuzzer runs) through CTest; then
# builds the C++ again with ASan+UBSan into build-asan/ and runs its suites there.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/setup.sh --tests
./scripts/build.sh
jobs=${JOBS:-$(nproc)}
build_dir=${BUILD_DIR:-build}
# The contract suite reads what the others recorded (every error code the server sent,
# every frame's field paths), so it runs last, on its own, over a fresh record.
rm -f "$build_dir"/error_codes_seen/codes-*.txt "$build_dir"/error_codes_seen/shapes-*.txt
(cd "$build_dir" && ctest --output-on-failure --parallel "$jobs" --timeout 900 --label-exclude '^contract$' &&
   ctest --output-on-failure --label-regex '^contract$')

# Sanitizers (g++, -DJONGTABLE_SANITIZE=ON). Every C++ suite runs, the servers the
# integration tests start included; left out are the suites that are not C++ under test
# (web, python, docker), the benches, and the libFuzzer runs (their own clang build,
# already run above). The first report fails the test that caused it.
# -O1 -g1, the usual optimisation for ASan: with UBSan on top, -O2 -g made the sanitizer
# build most of this command's time (http_session.cpp alone: 154 s at -O2 -g, 68 s here).
asan_dir=${ASAN_BUILD_DIR:-build-asan}
cmake -S . -B "$asan_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DJONGTABLE_SANITIZE=ON \
      -DJONGTABLE_BUILD_BENCH=OFF -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
      -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" >/dev/null
cmake --build "$asan_dir" --parallel "$jobs"
cd "$asan_dir"
# Left out here, and only here: the out-of-descriptors test. With every descriptor in
# use, gcc 12's UBSan cannot open the pipe its vptr check needs and reports "invalid
# vptr" for a shared_ptr on the accept-failure path (it passes in the normal run above).
# The suppressions file given to its server (out_of_descriptors.ubsan.supp) did not
# silence it in a clean-clone run, so the exclusion stays until that is solved.
ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1 \
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  ctest --output-on-failure --parallel "$jobs" --timeout 900 \
        --label-exclude '^(web|python|docker|bench|libfuzzer|contract)$' \
        --exclude-regex '^Accept\.OutOfFileDescriptorsTheServerBacksOffAndRecovers$'
