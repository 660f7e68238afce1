#pragma once
// What the cluster tests play (tests/cluster): short bot games of every ruleset watched by
// their hosts, people's games of Not Your Ma's Jong through the front door, and a ledger
// of how each went. Every client here is a FollowingClient, so a hand-over or a killed
// node is followed as protocol/README.md's "Cluster" section says.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cluster_rig.hpp"
#include "following_client.hpp"
#include "pg_cluster.hpp"

namespace jongtable::testing {

using Clock = std::chrono::steady_clock;

// Each game short (one round or hand), its bots quick, its windows at the test floor.
struct BotGame {
  std::string ruleset;
  nlohmann::json create;
  int seats;
};

std::vector<BotGame> bot_games();

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

bool game_over(const FollowingClient& client);

// One bot game after another, watched by its host, until `stop`.
void watch_bot_games(std::uint16_t door, const BotGame& game, int index, Ledger& ledger,
                     const std::atomic<bool>& stop);

// One legal move of Not Your Ma's Jong for a person: win, discard, or pass a window.
std::optional<nlohmann::json> a_move(const nlohmann::json& view);

// Four people through the front door (each on whichever node it gives them), at a new
// table of Not Your Ma's Jong by its code, seated 0..3. Returns the code.
std::string seat_four_people(std::uint16_t door,
                             std::vector<std::unique_ptr<FollowingClient>>& people);

// Each person on a thread of their own, until the game is over (or two minutes).
void play_to_the_end(std::vector<std::unique_ptr<FollowingClient>>& people);

// Four people at a table of Not Your Ma's Jong, each on a thread of their own, until `stop`.
void play_peoples_games(std::uint16_t door, Ledger& ledger, const std::atomic<bool>& stop);

// Nodes node-1 .. node-<count> on the store `uri`, each started with `flags`.
std::vector<std::unique_ptr<ClusterNode>> start_nodes(const std::string& uri, int count,
                                                      const std::vector<std::string>& flags = {});

// A long game of Not Your Ma's Jong among four bots, made and started by `host` (who said
// hello) and watched until it reached version `until`: its code. Throws at a refusal.
std::string start_long_bot_game(WsClient& host, int until);

// A two-round game of Not Your Ma's Jong made by `person` (who said hello), seated at 0
// with three bots, not yet started: its code. Throws at a refusal.
std::string seat_person_with_bots(FollowingClient& person);

// Polls PostgreSQL (the test's only view of who holds a table) until `holder` holds
// table `id` and has stored an input since; false at the deadline.
bool holds_and_plays(RawPg& raw, const std::string& id, const std::string& holder,
                     Clock::time_point deadline);

// The p-th percentile (0..1) of `values`, -1 for none.
std::int64_t percentile(std::vector<std::int64_t> values, double p);

}  // namespace jongtable::testing
