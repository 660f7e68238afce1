#pragma once
// How many seeded games a long suite plays. All of them in a plain build; a quarter in
// the sanitized tree of the test command, where the engine carries ASan, UBSan and the
// fuzzers' coverage hooks and a game costs about ten times the CPU. The seeds are fixed
// either way (a quarter is the first quarter), so every count a test checks is the same
// on every run of one build.

namespace jongtable::testing {

[[nodiscard]] constexpr int seeded_games(int in_a_plain_build) {
#if defined(JONGTABLE_SANITIZED)
  return in_a_plain_build / 4;
#else
  return in_a_plain_build;
#endif
}

}  // namespace jongtable::testing
