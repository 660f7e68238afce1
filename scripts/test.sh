#!/usr/bin/env bash
# The README's test command: installs what is missing, builds once, and runs every test once.
#
# One build tree, build-test/ (clang, -O1 -g1): the code under test (engine, protocol,
# server, clients) carries AddressSanitizer, UBSan and libFuzzer's coverage hooks; the
# tests' own files are plain -O0 (they only drive that code, and instrumenting them would
# triple what they cost to compile). So every suite, the browser's and the Python SDK's
# included, runs against the sanitized server and libraries, and nothing is compiled twice.
#
# The order keeps both cores busy. The browser, Python, container and cluster suites spend
# most of their time waiting on a page, a socket, a lease or a table's clock, so they start
# as soon as the server (and the cluster tests' driver) is built and run several at a
# time, while the rest of the tree compiles beside them at the lowest CPU priority; the C++ suites follow the build; the contract suite,
# which reads what the others recorded, runs last.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-$(nproc)}
dir=${TEST_BUILD_DIR:-build-test}
waiting_suites='^(web|python|docker|front_door)$'
started=$SECONDS
stage() { printf '\n== %s (at %d s)\n' "$1" $((SECONDS - started)); }

stage "setup"
./scripts/setup.sh --tests

stage "configure ($dir: clang, sanitizers on the code under test)"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DJONGTABLE_SANITIZE=ON \
      -DCMAKE_CXX_COMPILER="$(command -v clang++ || command -v clang++-14)" \
      -DJONGTABLE_TEST_SUITES=all "${launcher[@]}" \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" >/dev/null
export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
# The contract suite reads what this run's clients recorded (every error code the server
# sent them, every frame's field paths): start from a fresh record.
rm -f "$dir"/error_codes_seen/codes-*.txt "$dir"/error_codes_seen/shapes-*.txt

stage "the server, the cluster tests' driver and the web client"
targets=(jongtable-server)
# The cluster suites (label front_door) run in the background too; they exist only where
# PostgreSQL and HAProxy do (tests/cluster/CMakeLists.txt).
if cmake --build "$dir" --target help | grep -q '^cluster_failover_tests:'; then
  targets+=(cluster_failover_tests)
fi
cmake --build "$dir" --parallel "$jobs" --target "${targets[@]}"
(cd clients/web && npm run --silent build)

stage "browser, Python, container and cluster suites, in the background"
waiting_log=$dir/waiting-suites.log
(cd "$dir" && ctest --output-on-failure --parallel $((jobs * 2)) --timeout 900 \
   --label-regex "$waiting_suites") >"$waiting_log" 2>&1 &
waiting=$!
# Whatever ends this script ends the background suites with it.
trap 'kill "$waiting" 2>/dev/null || true' EXIT

stage "the rest of the tree, at nice 19"
build_ok=1
nice -n 19 cmake --build "$dir" --parallel "$jobs" || build_ok=0

stage "C++ suites"
cpp_ok=0
if (( build_ok )); then
  (cd "$dir" && ctest --output-on-failure --parallel "$jobs" --timeout 900 \
     --label-exclude "$waiting_suites|^contract\$") && cpp_ok=1
fi

stage "waiting for the browser, Python, container and cluster suites"
waiting_ok=1
wait "$waiting" || waiting_ok=0
trap - EXIT
cat "$waiting_log"

stage "contract suite"
contract_ok=0
if (( build_ok )); then
  (cd "$dir" && ctest --output-on-failure --label-regex '^contract$') && contract_ok=1
fi

stage "done"
if (( build_ok && cpp_ok && waiting_ok && contract_ok )); then
  echo "test.sh: every suite passed in $((SECONDS - started)) s"
  exit 0
fi
(( build_ok )) || echo "test.sh: the build failed (see above)" >&2
(( cpp_ok )) || echo "test.sh: a C++ suite failed (see above)" >&2
(( waiting_ok )) || echo "test.sh: a browser, Python, container or cluster suite failed (see above)" >&2
(( contract_ok )) || echo "test.sh: the contract suite failed (see above)" >&2
exit 1
