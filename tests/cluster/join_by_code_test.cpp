// Joining by code through the cluster's front door (docs/cluster.md).

#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <thread>

#include "../server/game_driver.hpp"
#include "cluster_games.hpp"
#include "cluster_rig.hpp"
#include "following_client.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {
namespace {

// A table made on one node is joined by its code through the front door, whichever node
// each person lands on: a node that does not hold it sends them to the one that does.
TEST(ClusterFailover, PeopleOnAnyNodeJoinATableByItsCode) {
  const std::string uri = PgCluster::shared().fresh_database();
  const auto nodes = start_nodes(uri, 3);
  Haproxy door({nodes[0].get(), nodes[1].get(), nodes[2].get()});
  std::vector<std::unique_ptr<FollowingClient>> people;
  ASSERT_NO_THROW(seat_four_people(door.port(), people));
  int moved = 0;
  for (const auto& person : people) moved += person->reconnects();
  EXPECT_GE(moved, 1) << "three people on three nodes, and none was sent on?";
  ASSERT_EQ(people[0]->ask({{"type", "start_game"}})["type"], "ok");
  play_to_the_end(people);
  for (const auto& person : people) {
    EXPECT_TRUE(game_over(*person)) << person->latest_view().value_or(json()).dump();
    EXPECT_EQ(person->history_problem(), "");
  }
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing
