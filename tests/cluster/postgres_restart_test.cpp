// PostgreSQL restarted under load (docs/cluster.md).

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

// PostgreSQL itself restarted under load (issue 29): two nodes behind the front door, a
// bot game in play and a person playing against bots. PostgreSQL is stopped
// (`pg_ctl stop -m fast`) when it is the person's turn; their discard is refused
// `storage_unavailable` while it is away and changes nothing: once PostgreSQL is back
// (same data folder and port, down longer than a lease) the same discard is accepted as
// the very next version. The nodes reconnect by themselves, both games finish, each
// replay is as long as the history shown, the journal has every seq once, and no input
// was written under an older fencing number after one under a newer.
TEST(ClusterFailover, PostgresRestartedUnderLoadLosesNothingAccepted) {
  const auto began = Clock::now();
  PgCluster& pg = PgCluster::shared();
  const std::string uri = pg.fresh_database();
  constexpr int kLeaseMs = 1000;
  const std::vector<std::string> flags = {"--lease-ms", std::to_string(kLeaseMs)};
  const auto nodes = start_nodes(uri, 2, flags);
  Haproxy door({nodes[0].get(), nodes[1].get()});

  // The bot game, watched by its host until it ends, on a thread of its own.
  Ledger ledger;
  const BotGame bots = bot_games()[0];
  std::thread bot_game([&] {
    FollowingClient host(door.port(), "Bot host");
    try {
      host.hello();
      json create = bots.create;
      create["type"] = "create_table";
      const json created = host.ask(create);
      if (created["type"] != "table_created") throw std::runtime_error(created.dump());
      const std::string code = created["code"];
      for (int s = 0; s < bots.seats; ++s) {
        const json added = host.ask({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
        if (added["type"] != "ok") throw std::runtime_error(added.dump());
      }
      if (host.ask({{"type", "start_game"}})["type"] != "ok") throw std::runtime_error("start");
      ledger.live(code);
      const auto deadline = Clock::now() + std::chrono::seconds(90);
      while (!game_over(host) && Clock::now() < deadline) (void)host.next(15000);
      std::vector<std::string> problems;
      if (!game_over(host)) problems.push_back("did not finish within 90 s");
      if (auto problem = host.history_problem(); !problem.empty()) problems.push_back(problem);
      ledger.finished(code, "nymj (bots)", host.shown().empty() ? 0 : host.shown().back().v,
                      std::move(problems));
    } catch (const std::exception& e) {
      ledger.problem(std::string("bot game: ") + e.what());
    }
  });

  // The person at seat 0, three bots.
  std::vector<std::unique_ptr<FollowingClient>> people;
  people.push_back(std::make_unique<FollowingClient>(door.port(), "Person"));
  FollowingClient& person = *people[0];
  person.hello();
  const std::string code = seat_person_with_bots(person);
  ASSERT_EQ(person.ask({{"type", "start_game"}})["type"], "ok");

  // Plays until it is the person's turn to discard, some moves into the game.
  std::optional<json> discard;
  const auto play_deadline = Clock::now() + std::chrono::seconds(30);
  while (!discard && !game_over(person) && Clock::now() < play_deadline) {
    (void)person.next(2000);
    const auto view = person.latest_view();
    if (!view) continue;
    const auto move = a_move(*view);
    if (move && (*move)["type"] == "discard" && person.shown().back().v >= 6) {
      discard = move;
    } else if (move) {
      person.send(*move);
    }
  }
  ASSERT_TRUE(discard) << "no turn of the person's to discard within 30 s";
  const std::uint64_t before = person.shown().back().v;

  const auto stopped_at = Clock::now();
  ASSERT_TRUE(pg.stop_server());
  const json refused = person.ask(*discard);
  EXPECT_EQ(refused["type"], "error") << refused.dump();
  EXPECT_EQ(refused.value("code", ""), "storage_unavailable") << refused.dump();
  // Down longer than a lease: every lease lapses by the database's clock meanwhile. (The
  // outage's length is the scenario, not a wait for anything.)
  std::this_thread::sleep_until(stopped_at + std::chrono::milliseconds(kLeaseMs + 500));
  ASSERT_TRUE(pg.start_server());

  // The same discard, sent again as the protocol says, is the very next version: the
  // refused one took none. A refusal while the table changes hands is sent again too.
  json accepted;
  const auto again_deadline = Clock::now() + std::chrono::seconds(20);
  do {
    accepted = person.ask(*discard);
    if (accepted["type"] != "error") break;
    EXPECT_EQ(accepted.value("code", ""), "storage_unavailable") << accepted.dump();
    (void)person.next(250);  // the next frame, or a quarter second: then send it again
  } while (Clock::now() < again_deadline);
  ASSERT_EQ(accepted["type"], "update") << accepted.dump();
  EXPECT_EQ(accepted["v"].get<std::uint64_t>(), before + 1) << accepted.dump();
  const auto back_in =
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - stopped_at).count();

  play_to_the_end(people);
  bot_game.join();
  EXPECT_TRUE(game_over(person)) << person.latest_view().value_or(json()).dump();
  EXPECT_EQ(person.history_problem(), "");
  for (const auto& problem : ledger.problems_) ADD_FAILURE() << problem;
  ASSERT_EQ(ledger.games_.size(), 1U);
  std::vector<std::pair<std::string, std::uint64_t>> games = {
      {code, person.shown().back().v}, {ledger.games_[0].code, ledger.games_[0].version}};

  RawPg raw(uri);  // a fresh connection to the restarted database
  for (const auto& [game_code, version] : games) {
    const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + game_code + "'");
    // Every accepted input once: seqs 1..max, none missing, none twice.
    EXPECT_EQ(raw.query("SELECT count(DISTINCT seq) = count(*) AND count(*) = max(seq) FROM inputs"
                        " WHERE table_id = '" +
                        id + "'"),
              "t")
        << game_code;
    // Fencing: no input under an older lease after one under a newer.
    EXPECT_EQ(raw.query("SELECT count(*) FROM inputs a JOIN inputs b ON a.table_id = b.table_id"
                        " AND a.seq < b.seq AND a.fencing > b.fencing WHERE a.table_id = '" +
                        id + "'"),
              "0")
        << game_code;
    const HttpReply replay = http_get(door.port(), "/api/games/" + id + "/replay");
    ASSERT_EQ(replay.status, 200) << game_code << " " << replay.body;
    EXPECT_EQ(json::parse(replay.body)["steps"].size(), version) << game_code;
  }
  EXPECT_EQ(schema_failures(), 0);
  std::printf(
      "postgres restart: down %d ms, the person's move accepted again %lld ms after the "
      "stop; wall %lld s\n",
      kLeaseMs + 500, static_cast<long long>(back_in),
      static_cast<long long>(
          std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - began).count()));
}

}  // namespace
}  // namespace jongtable::testing
