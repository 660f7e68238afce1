#pragma once
// How a fuzz target reports a broken invariant: a message, then abort(), which
// libFuzzer (and the corpus replayer) records as a crash with the input that caused it.

#include <cstdio>
#include <cstdlib>
#include <string>

namespace jongtable::fuzz {

[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "invariant broken: %s\n", what.c_str());
  std::abort();
}

inline void require(bool holds, const char* what) {
  if (!holds) fail(what);
}

}  // namespace jongtable::fuzz
