#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test once.
#
# Two build trees, and no test compiled or run in both:
# - build/ (plain, -O2): the server and web client, and the suites that drive them from
#   outside or that are too long to run under a sanitizer: browser (web), Python SDK, the
#   container (docker), bots and arena, the benches' smoke run, and every game's property
#   tests (thousands of seeded games: minutes under ASan, seconds at -O2).
# - build-asan/ (clang, ASan+UBSan, -O1): every C++ suite whose bugs a sanitizer finds
#   (engine and rulesets, protocol, server units and integration through the real binary,
#   persistence, storage, hardening, the fuzz corpora and the short libFuzzer runs), then
#   the contract suite over the error codes they recorded. clang, so that the libFuzzer
#   targets build in the same tree.
# The sanitizer tree compiles at the lowest CPU priority while the plain suites run: the
# browser suites leave a core idle much of the time, and nice 19 gives it only that.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=${JOBS:-$(nproc)}
build_dir=${BUILD_DIR:-build}
asan_dir=${ASAN_BUILD_DIR:-build-asan}
plain_suites="bots;web;python;docker;properties"
sanitized_suites="kernel;nymj;gimme;boba;american;chinese;pairs;protocol;server;rulesets;storage;hardening;fuzz;contract"
started=$SECONDS
stage() { printf '\n== %s (at %d s)\n' "$1" $((SECONDS - started)); }

stage "setup"
./scripts/setup.sh --tests

stage "plain build ($build_dir)"
TEST_SUITES=$plain_suites ./scripts/build.sh

# clang, -O1 -g1: clang compiles the Beast-heavy files in about half g++'s time (and
# memory), and its tree builds the libFuzzer targets too, so engine and protocol are not
# compiled a third time for them. -O1 is the usual optimisation for ASan.
stage "sanitizer build ($asan_dir, clang), in the background at nice 19"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B "$asan_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DJONGTABLE_SANITIZE=ON \
      -DCMAKE_CXX_COMPILER="$(command -v clang++ || command -v clang++-14)" \
      -DJONGTABLE_BUILD_BENCH=OFF -DJONGTABLE_PARTS="engine;protocol;server" \
      -DJONGTABLE_TEST_SUITES="$sanitized_suites" "${launcher[@]}" \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" >/dev/null
asan_log=$asan_dir/build.log
nice -n 19 cmake --build "$asan_dir" --parallel "$jobs" >"$asan_log" 2>&1 &
asan_build=$!
# Whatever ends this script ends the background build with it.
trap 'kill "$asan_build" 2>/dev/null || true' EXIT

stage "plain suites"
plain_ok=1
(cd "$build_dir" && ctest --output-on-failure --parallel "$jobs" --timeout 900) || plain_ok=0

stage "waiting for the sanitizer build"
if ! wait "$asan_build"; then
  tail -n 60 "$asan_log"
  echo "test.sh: the sanitizer build failed (log: $asan_log)" >&2
  exit 1
fi
trap - EXIT
tail -n 1 "$asan_log"

stage "sanitized suites"
# The contract suite reads what the others recorded (every error code the server sent,
# every frame's field paths), so it runs last, on its own, over a fresh record.
rm -f "$asan_dir"/error_codes_seen/codes-*.txt "$asan_dir"/error_codes_seen/shapes-*.txt
sanitized_ok=1
(cd "$asan_dir" &&
   ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:strict_string_checks=1 \
   UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
   ctest --output-on-failure --parallel "$jobs" --timeout 900 --label-exclude '^contract$' &&
   ctest --output-on-failure --label-regex '^contract$') || sanitized_ok=0

stage "done"
if (( plain_ok && sanitized_ok )); then
  echo "test.sh: every suite passed in $((SECONDS - started)) s"
  exit 0
fi
(( plain_ok )) || echo "test.sh: a plain suite failed (see above)" >&2
(( sanitized_ok )) || echo "test.sh: a sanitized suite failed (see above)" >&2
exit 1
