// Table ownership: a lease per table with a fencing number that every write carries.
// On PostgreSQL the database refuses a write under a stale number, whatever the node
// believes; on SQLite the one server owns every table, always.

#include <gtest/gtest.h>

#include <optional>

#include "jongtable/storage/store.hpp"
#include "pg_cluster.hpp"
#include "store_backends.hpp"

namespace jongtable::storage {
namespace {

using jongtable::testing::RawPg;
using testing::BackendTest;

TableRecord table(std::string id, std::string code) {
  return TableRecord{std::move(id), std::move(code), R"({"seats":4})", 42, 1000, R"({"seats":[]})"};
}

InputRecord input(std::int64_t seq, std::string by) {
  return InputRecord{seq, R"({"by":")" + by + R"("})", 5000 + seq};
}

Store opened(Result<Store> store) {
  EXPECT_TRUE(store.ok()) << store.error().message;
  return std::move(store).value();
}

class Leases : public BackendTest {};

TEST_P(Leases, TheCreatorHoldsTheLeaseAndMayRenewAndReleaseIt) {
  Store a = opened(open_as("node-a"));
  ASSERT_TRUE(a.create_table(table("t1", "AAAA")).ok());
  auto acquired = a.acquire_lease("t1");
  ASSERT_TRUE(acquired.ok()) << acquired.error().message;
  EXPECT_EQ(acquired.value().node_id, "node-a");
  EXPECT_EQ(acquired.value().table_id, "t1");
  auto renewed = a.renew_lease("t1");
  ASSERT_TRUE(renewed.ok()) << renewed.error().message;
  EXPECT_EQ(renewed.value().fencing, acquired.value().fencing);
  EXPECT_GE(renewed.value().expires_ms, acquired.value().expires_ms);
  EXPECT_TRUE(a.release_lease("t1").ok());
  // Taken again after a release: still writable.
  ASSERT_TRUE(a.acquire_lease("t1").ok());
  EXPECT_TRUE(a.append_input("t1", input(1, "a")).ok());
}

TEST_P(Leases, ANodeThatTookTheTableBackFromAnOlderSelfFencesIt) {
  // A restarted node (same id) takes its tables back at once, under a new number: if
  // the old process is somehow still alive, it can no longer write.
  Store before = opened(open_as("node-a"));
  ASSERT_TRUE(before.create_table(table("t1", "AAAA")).ok());
  ASSERT_TRUE(before.append_input("t1", input(1, "before")).ok());
  Store after = opened(open_as("node-a"));
  auto live = after.load_live_tables();
  ASSERT_TRUE(live.ok()) << live.error().message;
  ASSERT_EQ(live.value().size(), 1u);
  EXPECT_TRUE(after.append_input("t1", input(2, "after")).ok());
  auto late = before.append_input("t1", input(3, "before"));
  if (!on_postgres()) {
    EXPECT_TRUE(late.ok());  // one server, one file: nothing to fence
    return;
  }
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(late.error().errc, StoreErrc::lease_lost) << late.error().message;
}

class Fencing : public BackendTest {
 protected:
  // Lets node A's lease run out, by the database's clock, without anyone renewing it.
  void lapse(const std::string& table_id) {
    RawPg raw(location());
    raw.exec("UPDATE table_leases SET expires_at = now() - interval '1 second' WHERE table_id = '" +
             table_id + "'");
  }
};

TEST_P(Fencing, AStaleHolderIsRefusedByTheDatabaseAndNothingOfItLands) {
  Store a = opened(open_as("node-a"));
  Store b = opened(open_as("node-b"));
  ASSERT_TRUE(a.create_table(table("t1", "AAAA")).ok());
  ASSERT_TRUE(a.append_input("t1", input(1, "a")).ok());

  // While A's lease is live, B cannot take the table.
  auto refused = b.acquire_lease("t1");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().errc, StoreErrc::lease_held);
  EXPECT_NE(refused.error().message.find("node-a"), std::string::npos) << refused.error().message;

  lapse("t1");
  auto taken = b.acquire_lease("t1");
  ASSERT_TRUE(taken.ok()) << taken.error().message;
  EXPECT_EQ(taken.value().node_id, "node-b");
  EXPECT_EQ(taken.value().fencing, 2);
  ASSERT_TRUE(b.append_input("t1", input(2, "b")).ok());

  // A does not know yet: its writes still carry fencing number 1.
  for (const auto& write :
       {a.append_input("t1", input(3, "a")), a.append({{"t1", input(3, "a")}}, {}),
        a.append({}, {{"t1", R"({"by":"a"})"}}), a.update_lobby("t1", R"({"by":"a"})"),
        a.finish_game("t1", R"({"by":"a"})", 9000), a.abandon_table("t1", 9000)}) {
    ASSERT_FALSE(write.ok());
    EXPECT_EQ(write.error().errc, StoreErrc::lease_lost) << write.error().message;
  }
  auto renewed = a.renew_lease("t1");
  ASSERT_FALSE(renewed.ok());
  EXPECT_EQ(renewed.error().errc, StoreErrc::lease_lost);

  auto game = b.load_game("t1");
  ASSERT_TRUE(game.ok()) << game.error().message;
  EXPECT_EQ(game.value().inputs, (std::vector<InputRecord>{input(1, "a"), input(2, "b")}));
  EXPECT_EQ(game.value().table.lobby_json, table("t1", "AAAA").lobby_json);
  EXPECT_FALSE(game.value().finish.has_value());
  // B goes on.
  EXPECT_TRUE(b.append_input("t1", input(3, "b")).ok());
}

TEST_P(Fencing, TheRefusalIsTheDatabasesOwnNotTheServers) {
  Store a = opened(open_as("node-a"));
  ASSERT_TRUE(a.create_table(table("t1", "AAAA")).ok());
  lapse("t1");
  Store b = opened(open_as("node-b"));
  ASSERT_TRUE(b.acquire_lease("t1").ok());
  // Any client at all, writing under the old number, straight into the tables.
  RawPg raw(location());
  EXPECT_EQ(raw.refusal("INSERT INTO inputs (table_id, seq, input_json, at_ms, fencing)"
                        " VALUES ('t1', 1, '{}', 0, 1)"),
            "JT001");
  EXPECT_EQ(raw.refusal("UPDATE tables SET lobby_json = '{}', fencing = 1 WHERE id = 't1'"),
            "JT001");
  EXPECT_EQ(raw.refusal("UPDATE tables SET lobby_json = '{}' WHERE id = 't1'"), "JT001");
  EXPECT_EQ(raw.query("SELECT count(*) FROM inputs"), "0");
  EXPECT_EQ(raw.refusal("INSERT INTO inputs (table_id, seq, input_json, at_ms, fencing)"
                        " VALUES ('t1', 1, '{}', 0, 2)"),
            "");
}

TEST_P(Fencing, ARestartTakesLapsedTablesAndLeavesOthersLiveLeasesAlone) {
  Store a = opened(open_as("node-a"));
  ASSERT_TRUE(a.create_table(table("t1", "AAAA")).ok());
  ASSERT_TRUE(a.create_table(table("t2", "BBBB")).ok());
  ASSERT_TRUE(a.append_input("t1", input(1, "a")).ok());
  lapse("t1");
  Store b = opened(open_as("node-b"));
  auto live = b.load_live_tables();
  ASSERT_TRUE(live.ok()) << live.error().message;
  ASSERT_EQ(live.value().size(), 1u);
  EXPECT_EQ(live.value()[0].table.id, "t1");
  EXPECT_EQ(live.value()[0].inputs, (std::vector<InputRecord>{input(1, "a")}));
  EXPECT_TRUE(b.append_input("t1", input(2, "b")).ok());
  EXPECT_EQ(b.append_input("t2", input(1, "b")).error().errc, StoreErrc::lease_lost);
  EXPECT_TRUE(a.append_input("t2", input(1, "a")).ok());
}

TEST_P(Fencing, AReleasedTableIsFreeForAnotherNodeAtOnce) {
  Store a = opened(open_as("node-a"));
  Store b = opened(open_as("node-b"));
  ASSERT_TRUE(a.create_table(table("t1", "AAAA")).ok());
  ASSERT_TRUE(a.release_lease("t1").ok());
  ASSERT_TRUE(b.acquire_lease("t1").ok());
  EXPECT_TRUE(b.append_input("t1", input(1, "b")).ok());
  EXPECT_EQ(a.append_input("t1", input(2, "a")).error().errc, StoreErrc::lease_lost);
}

TEST_P(Fencing, ANodeThatStopsInGoodOrderLeavesItsTablesFreeAtOnce) {
  std::optional<Store> a{opened(open_as("node-a"))};
  ASSERT_TRUE(a->create_table(table("t1", "AAAA")).ok());
  Store b = opened(open_as("node-b"));
  EXPECT_EQ(b.acquire_lease("t1").error().errc, StoreErrc::lease_held);
  a.reset();
  auto taken = b.acquire_lease("t1");
  ASSERT_TRUE(taken.ok()) << taken.error().message;
  EXPECT_EQ(taken.value().fencing, 2);
}

INSTANTIATE_TEST_SUITE_P(Backends, Leases, testing::both_backends, testing::kind_name);
// Fencing only means something where several nodes share a store.
INSTANTIATE_TEST_SUITE_P(Backends, Fencing, ::testing::Values(testing::Kind::postgres),
                         testing::kind_name);

}  // namespace
}  // namespace jongtable::storage
