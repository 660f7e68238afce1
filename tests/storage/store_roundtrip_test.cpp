// What goes into the store comes back out: unchanged, in order, after a reopen.

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <thread>
#include <vector>

#include "jongtable/storage/store.hpp"
#include "store_backends.hpp"

namespace jongtable::storage {
namespace {

using testing::BackendTest;

TableRecord table_named(std::string id, std::string code, std::int64_t created_ms = 1000) {
  return TableRecord{std::move(id),         std::move(code), R"({"seats":4,"turn_clock":30000})",
                     0x9e3779b97f4a7c15ULL, created_ms,      R"({"seats":[]})"};
}

InputRecord input(std::int64_t seq) {
  return InputRecord{seq, R"({"type":"discard","seat":)" + std::to_string(seq % 4) + "}",
                     5000 + seq * 10};
}

class StoreRoundTrip : public BackendTest {
 protected:
  void SetUp() override { reopen(); }
  // As a restarted server does: opens the store again and takes its live tables back
  // (on PostgreSQL, their leases), whether or not it reads them.
  void reopen() {
    store_.reset();  // close first: one file, one store at a time
    auto opened = open_as("node-a");
    ASSERT_TRUE(opened.ok()) << opened.error().message;
    store_.emplace(std::move(opened).value());
    auto taken = store_->load_live_tables();
    ASSERT_TRUE(taken.ok()) << taken.error().message;
  }
  Store& store() { return *store_; }

  void append_inputs(std::string_view table_id, std::int64_t from, std::int64_t to) {
    for (auto seq = from; seq <= to; ++seq) {
      auto appended = store().append_input(table_id, input(seq));
      ASSERT_TRUE(appended.ok()) << appended.error().message;
    }
  }

  std::optional<Store> store_;
};

TEST_P(StoreRoundTrip, ANewTableIsLiveWithNoInputs) {
  ASSERT_TRUE(store().create_table(table_named("t1", "WXYZ")).ok());
  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok()) << live.error().message;
  ASSERT_EQ(live.value().size(), 1u);
  EXPECT_EQ(live.value()[0].table, table_named("t1", "WXYZ"));
  EXPECT_TRUE(live.value()[0].inputs.empty());
  EXPECT_FALSE(live.value()[0].finish.has_value());
}

TEST_P(StoreRoundTrip, SeedsKeepAllSixtyFourBits) {
  for (std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{1} << 63,
                             std::numeric_limits<std::uint64_t>::max()}) {
    auto table = table_named("seed-" + std::to_string(seed), "C" + std::to_string(seed));
    table.seed = seed;
    ASSERT_TRUE(store().create_table(table).ok());
    reopen();
    auto loaded = store().load_game(table.id);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    EXPECT_EQ(loaded.value().table.seed, seed);
  }
}

TEST_P(StoreRoundTrip, TextComesBackByteForByte) {
  auto table = table_named("t1", "ÉTÉ");
  table.lobby_json = R"({"names":["Zoë","王","🀄"],"quote":"\"x\"\n"})";
  ASSERT_TRUE(store().create_table(table).ok());
  const InputRecord odd{1, std::string("{\"a\":\"b\\u0000c\"}"), -3};
  ASSERT_TRUE(store().append_input("t1", odd).ok());
  reopen();
  auto loaded = store().load_game("t1");
  ASSERT_TRUE(loaded.ok()) << loaded.error().message;
  EXPECT_EQ(loaded.value().table, table);
  ASSERT_EQ(loaded.value().inputs.size(), 1u);
  EXPECT_EQ(loaded.value().inputs[0], odd);
}

TEST_P(StoreRoundTrip, InputsComeBackInSeqOrderAfterAReopen) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  append_inputs("t1", 1, 60);
  reopen();
  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok()) << live.error().message;
  ASSERT_EQ(live.value().size(), 1u);
  const auto& inputs = live.value()[0].inputs;
  ASSERT_EQ(inputs.size(), 60u);
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    EXPECT_EQ(inputs[i], input(static_cast<std::int64_t>(i) + 1));
  }
}

// Group commit: one transaction for the inputs of many tables; all stored, or none.
TEST_P(StoreRoundTrip, ABatchStoresEveryTablesInputsTogetherOrNoneOfThem) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  ASSERT_TRUE(store().create_table(table_named("t2", "BBBB")).ok());
  ASSERT_TRUE(store().append_inputs({{"t1", input(1)}, {"t2", input(1)}, {"t1", input(2)}}).ok());
  // The second t2 input repeats a seq within the batch: the whole batch is refused.
  auto refused = store().append_inputs({{"t1", input(3)}, {"t2", input(2)}, {"t2", input(2)}});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::out_of_order);
  reopen();
  auto t1 = store().load_game("t1");
  auto t2 = store().load_game("t2");
  ASSERT_TRUE(t1.ok() && t2.ok());
  EXPECT_EQ(t1.value().inputs, (std::vector<InputRecord>{input(1), input(2)}));
  EXPECT_EQ(t2.value().inputs, (std::vector<InputRecord>{input(1)}));
}

// Lobby updates ride in the batch: the latest of a table wins, and one for a table that
// ended while it waited is dropped without refusing the other tables' inputs.
TEST_P(StoreRoundTrip, ABatchCarriesLobbiesAndSkipsThoseOfEndedTables) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  ASSERT_TRUE(store().create_table(table_named("t2", "BBBB")).ok());
  ASSERT_TRUE(store().finish_game("t2", R"({"winner":0})", 5).ok());
  const auto stored = store().append({{"t1", input(1)}}, {{"t1", R"({"seats":["Ann"]})"},
                                                          {"t2", R"({"seats":["late"]})"},
                                                          {"t1", R"({"seats":["Bo"]})"}});
  ASSERT_TRUE(stored.ok()) << stored.error().message;
  reopen();
  auto t1 = store().load_game("t1");
  auto t2 = store().load_game("t2");
  ASSERT_TRUE(t1.ok() && t2.ok());
  EXPECT_EQ(t1.value().inputs, (std::vector<InputRecord>{input(1)}));
  EXPECT_EQ(t1.value().table.lobby_json, R"({"seats":["Bo"]})");
  EXPECT_EQ(t2.value().table.lobby_json, R"({"seats":[]})");
  // A table that never existed is still an error: that is a bug, not a late update.
  EXPECT_EQ(store().append({}, {{"ghost", "{}"}}).error().errc, StoreErrc::unknown_table);
}

TEST_P(StoreRoundTrip, GapsInSeqAreKeptButNoSeqMayGoBackwards) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  ASSERT_TRUE(store().append_input("t1", input(1)).ok());
  ASSERT_TRUE(store().append_input("t1", input(5)).ok());
  for (std::int64_t stale : {5, 4, 1, 0}) {
    auto refused = store().append_input("t1", input(stale));
    ASSERT_FALSE(refused.ok()) << stale;
    EXPECT_EQ(refused.error().errc, StoreErrc::out_of_order);
  }
  auto loaded = store().load_game("t1");
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(loaded.value().inputs, (std::vector<InputRecord>{input(1), input(5)}));
}

TEST_P(StoreRoundTrip, InputsOfInterleavedTablesStayApart) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA", 1)).ok());
  ASSERT_TRUE(store().create_table(table_named("t2", "BBBB", 2)).ok());
  for (std::int64_t seq = 1; seq <= 10; ++seq) {
    ASSERT_TRUE(store().append_input("t2", input(seq * 2)).ok());
    ASSERT_TRUE(store().append_input("t1", input(seq)).ok());
  }
  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok());
  ASSERT_EQ(live.value().size(), 2u);
  EXPECT_EQ(live.value()[0].table.id, "t1");  // oldest first
  EXPECT_EQ(live.value()[1].table.id, "t2");
  for (std::int64_t i = 0; i < 10; ++i) {
    EXPECT_EQ(live.value()[0].inputs[static_cast<std::size_t>(i)], input(i + 1));
    EXPECT_EQ(live.value()[1].inputs[static_cast<std::size_t>(i)], input((i + 1) * 2));
  }
}

TEST_P(StoreRoundTrip, UnknownTablesAreRefusedByName) {
  auto appended = store().append_input("ghost", input(1));
  ASSERT_FALSE(appended.ok());
  EXPECT_EQ(appended.error().errc, StoreErrc::unknown_table);
  EXPECT_NE(appended.error().message.find("ghost"), std::string::npos);
  EXPECT_EQ(store().update_lobby("ghost", "{}").error().errc, StoreErrc::unknown_table);
  EXPECT_EQ(store().finish_game("ghost", "{}", 1).error().errc, StoreErrc::unknown_table);
  EXPECT_EQ(store().load_game("ghost").error().errc, StoreErrc::unknown_table);
}

TEST_P(StoreRoundTrip, TableIdsAreUniqueAndLiveCodesToo) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  auto same_id = store().create_table(table_named("t1", "BBBB"));
  ASSERT_FALSE(same_id.ok());
  EXPECT_EQ(same_id.error().errc, StoreErrc::duplicate_table);
  auto same_code = store().create_table(table_named("t2", "AAAA"));
  ASSERT_FALSE(same_code.ok());
  EXPECT_EQ(same_code.error().errc, StoreErrc::duplicate_table);

  // Once t1's game is over its code is free again.
  ASSERT_TRUE(store().finish_game("t1", "{}", 2000).ok());
  EXPECT_TRUE(store().create_table(table_named("t2", "AAAA")).ok());
  auto first = store().load_game("t1");
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first.value().table.settings_json, table_named("t1", "AAAA").settings_json);
}

TEST_P(StoreRoundTrip, TheLatestLobbyIsWhatALoadSees) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  const std::string lobby = R"({"seats":[{"name":"Ann","resume_hash":"9f86d0"}]})";
  ASSERT_TRUE(store().update_lobby("t1", R"({"seats":[]})").ok());
  ASSERT_TRUE(store().update_lobby("t1", lobby).ok());
  reopen();
  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok());
  EXPECT_EQ(live.value().at(0).table.lobby_json, lobby);
}

TEST_P(StoreRoundTrip, AFinishedGameLeavesTheLiveTablesAndKeepsEverything) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  ASSERT_TRUE(store().create_table(table_named("t2", "BBBB")).ok());
  append_inputs("t1", 1, 25);
  ASSERT_TRUE(store().update_lobby("t1", R"({"seats":["Ann","Bo","Cy"]})").ok());
  const std::string result = R"({"winner":"Ann","tokens":[[10,10,10],[14,8,8]]})";
  ASSERT_TRUE(store().finish_game("t1", result, 99000).ok());
  reopen();

  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok());
  ASSERT_EQ(live.value().size(), 1u);
  EXPECT_EQ(live.value()[0].table.id, "t2");

  auto game = store().load_game("t1");
  ASSERT_TRUE(game.ok()) << game.error().message;
  ASSERT_TRUE(game.value().finish.has_value());
  EXPECT_EQ(*game.value().finish, (FinishRecord{99000, result}));
  EXPECT_EQ(game.value().table.lobby_json, R"({"seats":["Ann","Bo","Cy"]})");
  ASSERT_EQ(game.value().inputs.size(), 25u);
  EXPECT_EQ(game.value().inputs.back(), input(25));
}

TEST_P(StoreRoundTrip, AnAbandonedTableIsNeitherLiveNorListedAsFinished) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  ASSERT_TRUE(store().create_table(table_named("t2", "BBBB")).ok());
  ASSERT_TRUE(store().create_table(table_named("t3", "CCCC")).ok());
  append_inputs("t1", 1, 4);
  ASSERT_TRUE(store().abandon_table("t1", 7000).ok());
  ASSERT_TRUE(store().finish_game("t3", R"({"winner":0})", 8000).ok());
  // Abandoning a finished game changes nothing: it stays a finished game.
  ASSERT_TRUE(store().abandon_table("t3", 9000).ok());
  reopen();
  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok());
  ASSERT_EQ(live.value().size(), 1u);
  EXPECT_EQ(live.value()[0].table.id, "t2");
  auto listed = store().list_finished(10);
  ASSERT_TRUE(listed.ok());
  ASSERT_EQ(listed.value().size(), 1u);
  EXPECT_EQ(listed.value()[0].id, "t3");
  EXPECT_EQ(listed.value()[0].finished_ms, 8000);
  auto game = store().load_game("t1");
  ASSERT_TRUE(game.ok()) << game.error().message;
  EXPECT_FALSE(game.value().finish.has_value());
  EXPECT_EQ(game.value().inputs.size(), 4u);
  // Its code is free for a new live table.
  EXPECT_TRUE(store().create_table(table_named("t4", "AAAA")).ok());
  EXPECT_EQ(store().append_input("t1", input(5)).error().errc, StoreErrc::table_finished);
}

TEST_P(StoreRoundTrip, AFinishedGameTakesNoMoreWrites) {
  ASSERT_TRUE(store().create_table(table_named("t1", "AAAA")).ok());
  append_inputs("t1", 1, 3);
  ASSERT_TRUE(store().finish_game("t1", R"({"winner":0})", 5).ok());
  EXPECT_EQ(store().append_input("t1", input(4)).error().errc, StoreErrc::table_finished);
  EXPECT_EQ(store().update_lobby("t1", "{}").error().errc, StoreErrc::table_finished);
  EXPECT_EQ(store().finish_game("t1", "{}", 6).error().errc, StoreErrc::table_finished);
  auto game = store().load_game("t1");
  ASSERT_TRUE(game.ok());
  EXPECT_EQ(game.value().inputs.size(), 3u);
  EXPECT_EQ(game.value().finish->result_json, R"({"winner":0})");
  EXPECT_EQ(game.value().table.lobby_json, table_named("t1", "AAAA").lobby_json);
}

TEST_P(StoreRoundTrip, FinishedGamesAreListedNewestFirstUpToTheLimit) {
  for (int i = 1; i <= 5; ++i) {
    const std::string id = "t" + std::to_string(i);
    ASSERT_TRUE(store().create_table(table_named(id, "C" + std::to_string(i), i)).ok());
  }
  // Finish out of creation order; the list follows the finishing time.
  for (int i : {3, 1, 5, 2}) {
    const std::string result = "{\"n\":" + std::to_string(i) + "}";
    ASSERT_TRUE(store().finish_game("t" + std::to_string(i), result, 100 * i * i).ok());
  }
  auto listed = store().list_finished(3);
  ASSERT_TRUE(listed.ok()) << listed.error().message;
  ASSERT_EQ(listed.value().size(), 3u);
  EXPECT_EQ(listed.value()[0].id, "t5");
  EXPECT_EQ(listed.value()[1].id, "t3");
  EXPECT_EQ(listed.value()[2].id, "t2");
  EXPECT_EQ(listed.value()[0].result_json, "{\"n\":5}");
  EXPECT_EQ(listed.value()[0].finished_ms, 2500);
  EXPECT_EQ(listed.value()[0].created_ms, 5);
  EXPECT_EQ(store().list_finished(100).value().size(), 4u);
  EXPECT_TRUE(store().list_finished(0).value().empty());
}

TEST_P(StoreRoundTrip, TablesOnManyThreadsAllLand) {
  constexpr int threads = 4;
  constexpr std::int64_t per_thread = 50;
  for (int t = 0; t < threads; ++t) {
    ASSERT_TRUE(store().create_table(table_named("t" + std::to_string(t), std::to_string(t))).ok());
  }
  std::vector<std::thread> writers;
  std::vector<int> failures(threads, 0);
  for (int t = 0; t < threads; ++t) {
    writers.emplace_back([&, t] {
      const std::string id = "t" + std::to_string(t);
      for (std::int64_t seq = 1; seq <= per_thread; ++seq) {
        if (!store().append_input(id, input(seq)).ok()) ++failures[static_cast<std::size_t>(t)];
        if (seq % 10 == 0 && !store().update_lobby(id, std::to_string(seq)).ok()) {
          ++failures[static_cast<std::size_t>(t)];
        }
      }
    });
  }
  for (auto& writer : writers) writer.join();
  EXPECT_EQ(failures, std::vector<int>(threads, 0));
  auto live = store().load_live_tables();
  ASSERT_TRUE(live.ok());
  ASSERT_EQ(live.value().size(), static_cast<std::size_t>(threads));
  for (const auto& stored : live.value()) {
    EXPECT_EQ(stored.inputs.size(), static_cast<std::size_t>(per_thread)) << stored.table.id;
    EXPECT_EQ(stored.table.lobby_json, std::to_string(per_thread));
  }
}

INSTANTIATE_TEST_SUITE_P(Backends, StoreRoundTrip, testing::both_backends, testing::kind_name);

}  // namespace
}  // namespace jongtable::storage
