// A server killed with SIGKILL mid-stream loses nothing it acknowledged: every input
// append_input returned ok for is there after a reopen, in order, and the file is sound.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>

#include "child_process.hpp"
#include "jongtable/storage/store.hpp"
#include "raw_sqlite.hpp"
#include "temp_dir.hpp"

namespace jongtable::storage {
namespace {

using testing::ChildProcess;
using testing::RawSqlite;
using testing::TempDir;

std::string input_json(std::int64_t seq) {
  // Varying lengths so WAL frames straddle pages differently from one input to the next.
  return R"({"type":"discard","seq":)" + std::to_string(seq) + R"(,"pad":")" +
         std::string(static_cast<std::size_t>(seq % 300), 'p') + "\"}";
}

// The child: appends inputs from `first_seq` on, reporting each acknowledged seq, until
// it is killed (or, as a backstop, after many inputs). Reports -1 and exits on an error.
int append_until_killed(const std::filesystem::path& path, std::int64_t first_seq, int fd) {
  auto store = Store::open(path);
  if (!store.ok()) return testing::report(fd, -1) ? 2 : 3;
  for (std::int64_t seq = first_seq; seq < first_seq + 100000; ++seq) {
    if (!store.value().append_input("t1", {seq, input_json(seq), seq}).ok()) {
      testing::report(fd, -1);
      return 2;
    }
    if (!testing::report(fd, seq)) return 4;
  }
  return 0;
}

TEST(StoreCrash, EveryAcknowledgedInputSurvivesKillNine) {
  TempDir dir;
  const auto path = dir / "jongtable.db";
  {
    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    ASSERT_TRUE(store.value().create_table({"t1", "KILL", "{}", 42, 0, "{}"}).ok());
  }  // closed before forking: a SQLite connection must not cross a fork

  std::mt19937 points{20261121};  // fixed: the same kill points on every run
  std::int64_t acknowledged = 0;
  constexpr int kills = 6;
  for (int round = 0; round < kills; ++round) {
    const auto wait_for = std::uniform_int_distribution<std::int64_t>{1, 120}(points);
    ChildProcess child{[&](int fd) { return append_until_killed(path, acknowledged + 1, fd); }};
    for (std::int64_t seen = 0; seen < wait_for;) {
      auto seq = child.next_report();
      ASSERT_TRUE(seq.has_value()) << "the writer died on its own in round " << round;
      ASSERT_NE(*seq, -1) << "the writer failed to append in round " << round;
      acknowledged = *seq;
      ++seen;
    }
    child.kill_hard();
    // Acknowledgements already in the pipe when the kill landed count too.
    while (auto seq = child.next_report()) {
      ASSERT_NE(*seq, -1);
      acknowledged = *seq;
    }

    auto store = Store::open(path);
    ASSERT_TRUE(store.ok()) << store.error().message;
    auto game = store.value().load_game("t1");
    ASSERT_TRUE(game.ok()) << game.error().message;
    const auto& inputs = game.value().inputs;
    // Acknowledged ones all there; at most one more that was written but not reported.
    ASSERT_GE(static_cast<std::int64_t>(inputs.size()), acknowledged) << "round " << round;
    ASSERT_LE(static_cast<std::int64_t>(inputs.size()), acknowledged + 1) << "round " << round;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const auto seq = static_cast<std::int64_t>(i) + 1;
      ASSERT_EQ(inputs[i], (InputRecord{seq, input_json(seq), seq})) << "round " << round;
    }
    acknowledged = static_cast<std::int64_t>(inputs.size());
  }

  RawSqlite raw{path};
  EXPECT_EQ(raw.query("PRAGMA integrity_check"), "ok");
  EXPECT_GE(acknowledged, kills);
}

}  // namespace
}  // namespace jongtable::storage
