// Failover through the real front door: three jongtable-server nodes on one PostgreSQL
// behind HAProxy, bot games of every ruleset and a people's game played through HAProxy
// by clients that follow `moved`, while the node owning a table is killed with SIGKILL
// at seeded random moments (and started again, so there are always three). Every game
// must finish, every client's history must be one history (no version skipped or shown
// twice), and every replay, read from any node, must be as long as what was shown.
// The kill-to-playing-again times are printed (p50, p99), never asserted.

#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <map>
#include <mutex>
#include <random>
#include <thread>

#include "../server/game_driver.hpp"
#include "cluster_rig.hpp"
#include "following_client.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {
namespace {

using Clock = std::chrono::steady_clock;

// Each game short (one round or hand), its bots quick, its windows at the test floor.
struct BotGame {
  std::string ruleset;
  json create;
  int seats;
};

std::vector<BotGame> bot_games() {
  const json quick = {20, 60};
  return {
      {"nymj",
       {{"ruleset", "nymj"},
        {"bot_delay_ms", quick},
        {"between_rounds_ms", 0},
        {"options", {{"rounds", 2}}}},
       4},
      {"gimme",
       {{"ruleset", "gimme"},
        {"bot_delay_ms", quick},
        {"options", {{"rounds", 1}, {"between_rounds_ms", 0}, {"gimme_window_ms", 1000}}}},
       4},
      {"chinese",
       {{"ruleset", "chinese"},
        {"bot_delay_ms", quick},
        {"options", {{"seats", 3}, {"between_hands_ms", 0}, {"claim_window_ms", 1000}}}},
       3},
      {"american",
       {{"ruleset", "american"},
        {"bot_delay_ms", quick},
        {"options", {{"seats", 3}, {"between_rounds_ms", 0}, {"call_window_ms", 1000}}}},
       3},
      {"boba", {{"ruleset", "boba"}, {"bot_delay_ms", quick}, {"options", json::object()}}, 2},
  };
}

// What the games' threads report to the test.
class Ledger {
 public:
  void live(const std::string& code) {
    const std::lock_guard lock(mutex_);
    live_.push_back(code);
  }
  void finished(const std::string& code, const std::string& ruleset, std::uint64_t version,
                std::vector<std::string> problems) {
    const std::lock_guard lock(mutex_);
    live_.erase(std::remove(live_.begin(), live_.end(), code), live_.end());
    games_.push_back({code, ruleset, version});
    for (auto& problem : problems) problems_.push_back(ruleset + " " + code + ": " + problem);
  }
  void problem(std::string what) {
    const std::lock_guard lock(mutex_);
    problems_.push_back(std::move(what));
  }
  // A kill that hits a table before its game started: the thread starts another. Each
  // kill can cut off only the setups on its node, so more than a few is a bug.
  void interrupted_setup(const std::string& why) {
    const std::lock_guard lock(mutex_);
    if (++setups_interrupted_ <= 3) first_interruptions_.push_back(why);
  }
  [[nodiscard]] std::vector<std::string> live_codes() {
    const std::lock_guard lock(mutex_);
    return live_;
  }
  struct Game {
    std::string code;
    std::string ruleset;
    std::uint64_t version;
  };
  std::vector<Game> games_;
  std::vector<std::string> live_;
  std::vector<std::string> problems_;
  int setups_interrupted_ = 0;
  std::vector<std::string> first_interruptions_;
  std::mutex mutex_;
};

bool game_over(const FollowingClient& client) {
  const auto view = client.latest_view();
  return view && view->value("phase", "") == "game_over";
}

// One bot game after another, watched by its host, until `stop`.
void watch_bot_games(std::uint16_t door, const BotGame& game, int index, Ledger& ledger,
                     const std::atomic<bool>& stop) {
  while (!stop) {
    FollowingClient host(door, "Host " + game.ruleset + " " + std::to_string(index));
    std::string code;
    try {
      host.hello();
      json create = game.create;
      create["type"] = "create_table";
      const json created = host.ask(create);
      if (created["type"] != "table_created") {
        ledger.problem(game.ruleset + ": create refused: " + created.dump());
        return;
      }
      code = created["code"].get<std::string>();
      for (int s = 0; s < game.seats; ++s) {
        const json added = host.ask({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
        if (added["type"] != "ok") throw std::runtime_error("add_bot: " + added.dump());
      }
      const json started = host.ask({{"type", "start_game"}});
      if (started["type"] != "ok") throw std::runtime_error("start_game: " + started.dump());
    } catch (const std::exception& e) {
      ledger.interrupted_setup(game.ruleset + ": " + e.what());
      std::this_thread::sleep_for(std::chrono::milliseconds(200));  // this thread's own pace
      continue;
    }
    ledger.live(code);
    const auto deadline = Clock::now() + std::chrono::seconds(120);
    while (!game_over(host) && Clock::now() < deadline) (void)host.next(15000);
    std::vector<std::string> problems;
    if (!game_over(host)) problems.push_back("did not finish within 120 s");
    if (auto problem = host.history_problem(); !problem.empty()) problems.push_back(problem);
    ledger.finished(code, game.ruleset, host.shown().empty() ? 0 : host.shown().back().v,
                    std::move(problems));
  }
}

// One legal move of Not Your Ma's Jong for a person: win, discard, or pass a window.
std::optional<json> a_move(const json& view) {
  const json& legal = view["legal"];
  if (legal.value("declare_win", false)) return json{{"type", "declare_win"}};
  if (legal.value("discard", false) && !view["hand"].empty())
    return json{{"type", "discard"}, {"card", view["hand"][0]["id"]}};
  if (legal.value("pass", false) && !view["window"].is_null())
    return json{{"type", "pass"}, {"window", view["window"]["id"]}};
  return std::nullopt;
}

// Four people through the front door (each on whichever node it gives them), at a new
// table of Not Your Ma's Jong by its code, seated 0..3. Returns the code.
std::string seat_four_people(std::uint16_t door,
                             std::vector<std::unique_ptr<FollowingClient>>& people) {
  for (int s = 0; s < 4; ++s) {
    people.push_back(std::make_unique<FollowingClient>(door, "Person " + std::to_string(s)));
    people.back()->hello();
  }
  // Round 1 is won at once by seat 0 (the scenario), so the game has a winner after its
  // second round whatever the people's plain moves do there: no tiebreakers.
  json create = decided_game();
  create["type"] = "create_table";
  create["claim_window_ms"] = 300;
  create["options"] = {{"rounds", 2}};
  const json created = people[0]->ask(create);
  if (created["type"] != "table_created") throw std::runtime_error(created.dump());
  const std::string code = created["code"].get<std::string>();
  for (std::size_t s = 0; s < 4; ++s) {
    if (s > 0) {
      const json joined = people[s]->ask({{"type", "join_table"}, {"code", code}});
      if (joined["type"] == "error") throw std::runtime_error("join: " + joined.dump());
    }
    const json seated = people[s]->ask({{"type", "take_seat"}, {"seat", s}});
    if (seated["type"] != "ok")
      throw std::runtime_error("take_seat " + std::to_string(s) + ": " + seated.dump());
  }
  return code;
}

// Each person on a thread of their own, until the game is over (or two minutes).
void play_to_the_end(std::vector<std::unique_ptr<FollowingClient>>& people) {
  std::vector<std::thread> seats;
  for (auto& person : people) {
    seats.emplace_back([&person] {
      const auto deadline = Clock::now() + std::chrono::seconds(120);
      while (!game_over(*person) && Clock::now() < deadline) {
        // Acts on every update, and again after a refusal or a resume (a move refused
        // while its table changed hands is made again), or two quiet seconds.
        (void)person->next(2000);
        if (const auto view = person->latest_view()) {
          if (const auto move = a_move(*view)) person->send(*move);
        }
      }
    });
  }
  for (auto& seat : seats) seat.join();
}

// Four people at a table of Not Your Ma's Jong, each on a thread of their own, until `stop`.
void play_peoples_games(std::uint16_t door, Ledger& ledger, const std::atomic<bool>& stop) {
  while (!stop) {
    std::vector<std::unique_ptr<FollowingClient>> people;
    std::string code;
    try {
      code = seat_four_people(door, people);
      const json started = people[0]->ask({{"type", "start_game"}});
      if (started["type"] != "ok") throw std::runtime_error(started.dump());
    } catch (const std::exception& e) {
      ledger.interrupted_setup(std::string("people: ") + e.what());
      std::this_thread::sleep_for(std::chrono::milliseconds(200));  // this thread's own pace
      continue;
    }
    ledger.live(code);
    play_to_the_end(people);
    std::vector<std::string> problems;
    std::uint64_t version = 0;
    for (const auto& person : people) {
      if (!game_over(*person)) {
        const json view = person->latest_view().value_or(json::object());
        problems.push_back("a person's game did not finish in 120 s; last shown v " +
                           std::to_string(person->shown().empty() ? 0 : person->shown().back().v) +
                           ", phase " + view.value("phase", "?") + ", legal " +
                           view.value("legal", json()).dump() + ", reconnects " +
                           std::to_string(person->reconnects()));
      }
      if (auto problem = person->history_problem(); !problem.empty()) problems.push_back(problem);
      if (!person->shown().empty()) version = std::max(version, person->shown().back().v);
    }
    ledger.finished(code, "nymj (people)", version, std::move(problems));
  }
}

std::int64_t percentile(std::vector<std::int64_t> values, double p) {
  if (values.empty()) return -1;
  std::sort(values.begin(), values.end());
  const auto at = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
  return values[std::min(at, values.size() - 1)];
}

// A table made on one node is joined by its code through the front door, whichever node
// each person lands on: a node that does not hold it sends them to the one that does.
TEST(ClusterFailover, PeopleOnAnyNodeJoinATableByItsCode) {
  const std::string uri = PgCluster::shared().fresh_database();
  std::vector<std::unique_ptr<ClusterNode>> nodes;
  for (int n = 1; n <= 3; ++n) {
    nodes.push_back(std::make_unique<ClusterNode>("node-" + std::to_string(n), uri,
                                                  std::vector<std::string>{}));
    nodes.back()->start();
  }
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

TEST(ClusterFailover, TwentyKillsOfTableOwnersLoseNoGameAndSplitNoHistory) {
  const auto began = Clock::now();
  const std::string uri = PgCluster::shared().fresh_database();
  const std::vector<std::string> roomy = {
      "--new-sessions-per-minute",        "100000", "--max-tables-per-address", "1000",
      "--max-waiting-tables-per-address", "1000",   "--max-per-address",        "10000"};
  std::vector<std::unique_ptr<ClusterNode>> nodes;
  for (int n = 1; n <= 3; ++n) {
    nodes.push_back(std::make_unique<ClusterNode>("node-" + std::to_string(n), uri, roomy));
    nodes.back()->start();
  }
  Haproxy door({nodes[0].get(), nodes[1].get(), nodes[2].get()});
  RawPg raw(uri);

  Ledger ledger;
  std::atomic<bool> stop{false};
  std::vector<std::thread> games;
  const auto kinds = bot_games();
  for (std::size_t g = 0; g < kinds.size(); ++g) {
    for (int copy = 0; copy < 2; ++copy)
      games.emplace_back(watch_bot_games, door.port(), std::cref(kinds[g]), copy, std::ref(ledger),
                         std::cref(stop));
  }
  games.emplace_back(play_peoples_games, door.port(), std::ref(ledger), std::cref(stop));

  std::mt19937 random(29);  // seeded: the same moments each run, as far as timing allows
  std::vector<std::int64_t> failover_ms;
  int kills = 0;
  const auto kill_deadline = Clock::now() + std::chrono::seconds(150);
  while (kills < 20 && Clock::now() < kill_deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(
        std::uniform_int_distribution<int>(200, 1200)(random)));  // the next random moment
    const auto live = ledger.live_codes();
    if (live.empty()) continue;
    const std::string code =
        live[std::uniform_int_distribution<std::size_t>(0, live.size() - 1)(random)];
    const std::string where =
        " FROM table_leases l JOIN tables t ON t.id = l.table_id WHERE t.code = '" + code +
        "' AND t.finished_ms IS NULL";
    const std::string owner = raw.query("SELECT l.node_id" + where + " AND l.expires_at > now()");
    const auto victim = std::find_if(nodes.begin(), nodes.end(),
                                     [&](const auto& node) { return node->id() == owner; });
    if (victim == nodes.end()) continue;  // between nodes or over just now
    const auto killed_at = Clock::now();
    (*victim)->kill9();
    ++kills;
    const std::string id = raw.query("SELECT t.id" + where);
    const std::string stored =
        raw.query("SELECT coalesce(max(seq), 0) FROM inputs WHERE table_id = '" + id + "'");
    // Playing again: a new input stored by whichever node took the table (or its end).
    bool again = false;
    while (!again && Clock::now() < killed_at + std::chrono::seconds(30)) {
      again = raw.query("SELECT coalesce(max(seq), 0) FROM inputs WHERE table_id = '" + id + "'") !=
                  stored ||
              raw.query("SELECT count(*) FROM tables WHERE id = '" + id +
                        "' AND finished_ms IS NULL") == "0";
      if (!again) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (again) {
      failover_ms.push_back(
          std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - killed_at).count());
    } else {
      ADD_FAILURE() << "table " << code << " did not play again within 30 s of killing " << owner;
    }
    (*victim)->start();
  }
  stop = true;
  for (auto& game : games) game.join();

  EXPECT_GE(kills, 20);
  for (const auto& problem : ledger.problems_) ADD_FAILURE() << problem;
  EXPECT_TRUE(ledger.live_.empty());
  std::map<std::string, int> per_ruleset;
  for (const auto& game : ledger.games_) {
    ++per_ruleset[game.ruleset];
    // The replay, from each node: as many steps as versions shown, the same everywhere.
    const HttpReply listed = http_get(door.port(), "/api/games?codes=" + game.code);
    const json list = json::parse(listed.body, nullptr, false);
    ASSERT_TRUE(list.is_object() && !list["games"].empty()) << game.code << " " << listed.body;
    const std::string id = list["games"][0]["id"];
    std::string first;
    for (const auto& node : nodes) {
      const HttpReply replay = http_get(node->port(), "/api/games/" + id + "/replay");
      ASSERT_EQ(replay.status, 200) << game.code << " from " << node->id();
      if (first.empty()) first = replay.body;
      EXPECT_EQ(replay.body, first) << game.code << ": " << node->id() << "'s replay differs";
      EXPECT_EQ(json::parse(replay.body)["steps"].size(), game.version)
          << game.ruleset << " " << game.code << ": shown up to v " << game.version;
    }
  }
  for (const auto& [ruleset, count] : per_ruleset)
    std::printf("games finished: %s %d\n", ruleset.c_str(), count);
  for (const auto& ruleset : {"nymj", "gimme", "chinese", "american", "boba", "nymj (people)"})
    EXPECT_GE(per_ruleset[ruleset], 1) << ruleset;
  std::printf(
      "failover (SIGKILL of the owner to the table's next stored input): %zu kills, p50 %lld ms, "
      "p99 %lld ms, max %lld ms; setups interrupted %d; wall %lld s\n",
      failover_ms.size(), static_cast<long long>(percentile(failover_ms, 0.5)),
      static_cast<long long>(percentile(failover_ms, 0.99)),
      static_cast<long long>(
          failover_ms.empty() ? -1 : *std::max_element(failover_ms.begin(), failover_ms.end())),
      ledger.setups_interrupted_,
      static_cast<long long>(
          std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - began).count()));
  for (const auto& why : ledger.first_interruptions_)
    std::printf("setup interrupted: %s\n", why.c_str());
  EXPECT_LE(ledger.setups_interrupted_, 2 * kills);
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing

namespace jongtable::testing {
namespace {

// Fencing: the owner is paused (SIGSTOP) past its lease, another node adopts the table
// and plays on, and the owner is let go on (SIGCONT). Its next write is refused by
// PostgreSQL, it drops the table and sends its watcher to the new holder; nothing it
// showed anyone was outside the journal it wrote under its own fencing number.
TEST(ClusterFailover, APausedOwnerComesBackFencedOutAndSendsItsClientsOn) {
  const std::string uri = PgCluster::shared().fresh_database();
  std::vector<std::unique_ptr<ClusterNode>> nodes;
  for (int n = 1; n <= 2; ++n) {
    nodes.push_back(std::make_unique<ClusterNode>("node-" + std::to_string(n), uri,
                                                  std::vector<std::string>{}));
    nodes.back()->start();
  }
  // Made on node-1 directly, watched there directly: no front door to move it.
  WsClient host(nodes[0]->port());
  host.hello("Host");
  json settings = quick_settings();
  settings["bot_delay_ms"] = {20, 40};
  settings["starting_tokens"] = 1000;  // long enough to outlast the pause
  const std::string code = create_table(host, settings);
  for (int s = 0; s < 4; ++s)
    ASSERT_EQ(ask(host, {{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}})["type"], "ok");
  ASSERT_EQ(ask(host, {{"type", "start_game"}})["type"], "ok");
  host.wait_for([](const json& m) { return is_update(m) && m["v"].get<int>() >= 5; });

  RawPg raw(uri);
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + code + "'");
  const std::string old_fencing =
      raw.query("SELECT fencing FROM table_leases WHERE table_id = '" + id + "'");
  nodes[0]->signal(SIGSTOP);
  // node-2's watch adopts it once the lease lapses, and plays on.
  const auto deadline = Clock::now() + std::chrono::seconds(20);
  std::string holder;
  while (Clock::now() < deadline && holder != "node-2") {
    holder = raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'");
    if (holder != "node-2") std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_EQ(holder, "node-2");
  const std::string adopted_at =
      raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'");
  while (Clock::now() < deadline &&
         raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'") == adopted_at)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  nodes[0]->signal(SIGCONT);

  const json moved = host.wait_for([](const json& m) { return m["type"] == "moved"; }, 20000);
  EXPECT_EQ(moved["node"], "node-2") << moved.dump();
  EXPECT_EQ(moved["reason"], "lease_lost");
  const std::string last_fenced_in = raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" +
                                               id + "' AND fencing = " + old_fencing);
  for (const json& frame : host.seen) {
    if (is_update(frame))
      EXPECT_LE(frame["v"].get<std::int64_t>(), std::stoll(last_fenced_in))
          << "node-1 showed a version it never stored under its lease";
  }
  EXPECT_GT(std::stoll(raw.query("SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'")),
            std::stoll(adopted_at))
      << "node-2 did not play on";
  const HttpReply metrics = http_get(nodes[0]->port(), "/metrics");
  EXPECT_NE(metrics.body.find("jongtable_leases_lost_total 1"), std::string::npos);
  EXPECT_EQ(schema_failures(), 0);
}

}  // namespace
}  // namespace jongtable::testing

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
  std::vector<std::unique_ptr<ClusterNode>> nodes;
  for (int n = 1; n <= 2; ++n) {
    nodes.push_back(std::make_unique<ClusterNode>("node-" + std::to_string(n), uri, flags));
    nodes.back()->start();
  }
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
  json create = decided_game();
  create["type"] = "create_table";
  create["bot_delay_ms"] = {20, 60};
  create["options"] = {{"rounds", 2}};
  const json created = person.ask(create);
  ASSERT_EQ(created["type"], "table_created") << created.dump();
  const std::string code = created["code"];
  ASSERT_EQ(person.ask({{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  for (int s = 1; s < 4; ++s)
    ASSERT_EQ(person.ask({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}})["type"], "ok");
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
                        " WHERE table_id = '" + id + "'"),
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
  std::printf("postgres restart: down %d ms, the person's move accepted again %lld ms after the "
              "stop; wall %lld s\n",
              kLeaseMs + 500, static_cast<long long>(back_in),
              static_cast<long long>(
                  std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - began).count()));
}

}  // namespace
}  // namespace jongtable::testing

namespace jongtable::testing {
namespace {

// Drain: SIGTERM to the node holding a table in play. Its watcher (connected to it
// directly) is told `moved` with reason `draining`, no node, a retry_ms, and `v` the
// version it was last shown; the node releases the table's lease and exits 0, the other
// node adopts the table, and the person playing it through the front door resumes there
// and finishes the game, with one history and a replay as long as it.
TEST(ClusterFailover, ADrainedNodesTablesFinishOnAnother) {
  const auto began = Clock::now();
  const std::string uri = PgCluster::shared().fresh_database();
  std::vector<std::unique_ptr<ClusterNode>> nodes;
  for (int n = 1; n <= 2; ++n) {
    nodes.push_back(std::make_unique<ClusterNode>("node-" + std::to_string(n), uri,
                                                  std::vector<std::string>{}));
    nodes.back()->start();
  }
  Haproxy door({nodes[0].get(), nodes[1].get()});
  RawPg raw(uri);

  std::vector<std::unique_ptr<FollowingClient>> people;
  people.push_back(std::make_unique<FollowingClient>(door.port(), "Person"));
  FollowingClient& person = *people[0];
  person.hello();
  json create = decided_game();
  create["type"] = "create_table";
  create["bot_delay_ms"] = {20, 60};
  create["options"] = {{"rounds", 2}};
  const json created = person.ask(create);
  ASSERT_EQ(created["type"], "table_created") << created.dump();
  const std::string code = created["code"];
  ASSERT_EQ(person.ask({{"type", "take_seat"}, {"seat", 0}})["type"], "ok");
  for (int s = 1; s < 4; ++s)
    ASSERT_EQ(person.ask({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}})["type"], "ok");
  const std::string id = raw.query("SELECT id FROM tables WHERE code = '" + code + "'");
  const std::string holder = raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'");
  const auto drained = std::find_if(nodes.begin(), nodes.end(),
                                    [&](const auto& node) { return node->id() == holder; });
  ASSERT_NE(drained, nodes.end()) << "held by '" << holder << "'";
  const std::string other = (*drained)->id() == "node-1" ? "node-2" : "node-1";

  WsClient watcher((*drained)->port());
  watcher.hello("Watcher");
  const json joined = ask(watcher, {{"type", "join_table"}, {"code", code}, {"as", "spectator"}});
  ASSERT_NE(joined["type"], "error") << joined.dump();
  ASSERT_EQ(person.ask({{"type", "start_game"}})["type"], "ok");
  std::thread playing([&] { play_to_the_end(people); });
  (void)watcher.wait_for([](const json& m) { return is_update(m) && m["v"].get<int>() >= 5; });

  const auto drained_at = Clock::now();
  EXPECT_EQ((*drained)->stop(), 0) << "a drained node exits 0";
  // Its frames are in the socket: every one up to the moved, then the close.
  const json moved = watcher.wait_for([](const json& m) { return m["type"] == "moved"; });
  EXPECT_EQ(moved["reason"], "draining") << moved.dump();
  EXPECT_TRUE(moved["node"].is_null()) << moved.dump();
  EXPECT_TRUE(moved.contains("retry_ms")) << moved.dump();
  std::uint64_t last_shown = 0;
  for (const json& frame : watcher.seen)
    if (is_update(frame)) last_shown = frame["v"].get<std::uint64_t>();
  EXPECT_EQ(moved["v"].get<std::uint64_t>(), last_shown)
      << "v: the version this connection was last told";

  playing.join();
  const auto finished_in =
      std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - drained_at).count();
  EXPECT_TRUE(game_over(person)) << person.latest_view().value_or(json()).dump();
  EXPECT_EQ(person.history_problem(), "");
  EXPECT_GE(person.reconnects(), 1) << "the person was never sent on";
  EXPECT_EQ(raw.query("SELECT node_id FROM table_leases WHERE table_id = '" + id + "'"), other)
      << "the other node did not adopt the table";
  EXPECT_EQ(raw.query("SELECT count(*) = max(seq) FROM inputs WHERE table_id = '" + id + "'"), "t");
  const HttpReply replay = http_get(door.port(), "/api/games/" + id + "/replay");
  ASSERT_EQ(replay.status, 200) << replay.body;
  EXPECT_EQ(json::parse(replay.body)["steps"].size(), person.shown().back().v);
  EXPECT_EQ(schema_failures(), 0);
  std::printf("drain: the game finished %lld ms after the SIGTERM; wall %lld s\n",
              static_cast<long long>(finished_in),
              static_cast<long long>(
                  std::chrono::duration_cast<std::chrono::seconds>(Clock::now() - began).count()));
}

}  // namespace
}  // namespace jongtable::testing
