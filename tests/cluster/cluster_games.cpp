#include "cluster_games.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "../server/game_driver.hpp"

namespace jongtable::testing {

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

bool game_over(const FollowingClient& client) {
  const auto view = client.latest_view();
  return view && view->value("phase", "") == "game_over";
}

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
    try {
      while (!game_over(host) && Clock::now() < deadline) (void)host.next(15000);
    } catch (const std::exception& e) {
      ledger.problem(game.ruleset + " " + code + ": " + e.what());
    }
    std::vector<std::string> problems;
    if (!game_over(host)) {
      problems.push_back("did not finish within 120 s; last shown v " +
                         std::to_string(host.shown().empty() ? 0 : host.shown().back().v) +
                         "; trail:" + host.trail());
    }
    if (auto problem = host.history_problem(); !problem.empty())
      problems.push_back(problem + "; trail:" + host.trail());
    ledger.finished(code, game.ruleset, host.shown().empty() ? 0 : host.shown().back().v,
                    std::move(problems));
  }
}

std::optional<json> a_move(const json& view) {
  const json& legal = view["legal"];
  if (legal.value("declare_win", false)) return json{{"type", "declare_win"}};
  if (legal.value("discard", false) && !view["hand"].empty())
    return json{{"type", "discard"}, {"card", view["hand"][0]["id"]}};
  if (legal.value("pass", false) && !view["window"].is_null())
    return json{{"type", "pass"}, {"window", view["window"]["id"]}};
  return std::nullopt;
}

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

void play_to_the_end(std::vector<std::unique_ptr<FollowingClient>>& people) {
  std::vector<std::thread> seats;
  for (auto& person : people) {
    seats.emplace_back([&person] {
      const auto deadline = Clock::now() + std::chrono::seconds(120);
      try {
        while (!game_over(*person) && Clock::now() < deadline) {
          // Acts on every update, and again after a refusal or a resume (a move refused
          // while its table changed hands is made again), or two quiet seconds.
          (void)person->next(2000);
          if (const auto view = person->latest_view()) {
            if (const auto move = a_move(*view)) person->send(*move);
          }
        }
      } catch (const std::exception& e) {
        // The caller finds the game unfinished; this says why, with the trail.
        ADD_FAILURE() << e.what() << "; trail:" << person->trail();
      }
    });
  }
  for (auto& seat : seats) seat.join();
}

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
                           std::to_string(person->reconnects()) + "; trail:" + person->trail());
      }
      if (auto problem = person->history_problem(); !problem.empty())
        problems.push_back(problem + "; trail:" + person->trail());
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

bool holds_and_plays(RawPg& raw, const std::string& id, const std::string& holder,
                     Clock::time_point deadline) {
  const std::string lease = "SELECT node_id FROM table_leases WHERE table_id = '" + id + "'";
  const std::string last = "SELECT max(seq) FROM inputs WHERE table_id = '" + id + "'";
  while (Clock::now() < deadline && raw.query(lease) != holder)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const std::string taken_at = raw.query(last);
  while (Clock::now() < deadline && raw.query(last) == taken_at)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return raw.query(lease) == holder && raw.query(last) != taken_at;
}

std::vector<std::unique_ptr<ClusterNode>> start_nodes(const std::string& uri, int count,
                                                      const std::vector<std::string>& flags) {
  std::vector<std::unique_ptr<ClusterNode>> nodes;
  for (int n = 1; n <= count; ++n) {
    nodes.push_back(std::make_unique<ClusterNode>("node-" + std::to_string(n), uri, flags));
    nodes.back()->start();
  }
  return nodes;
}

std::string start_long_bot_game(WsClient& host, int until) {
  json settings = quick_settings();
  settings["bot_delay_ms"] = {20, 40};
  settings["starting_tokens"] = 1000;  // long enough to outlast any hand-over in a test
  const std::string code = create_table(host, settings);
  for (int s = 0; s < 4; ++s) {
    const json added = ask(host, {{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
    if (added["type"] != "ok") throw std::runtime_error("add_bot: " + added.dump());
  }
  const json started = ask(host, {{"type", "start_game"}});
  if (started["type"] != "ok") throw std::runtime_error("start_game: " + started.dump());
  host.wait_for([until](const json& m) { return is_update(m) && m["v"].get<int>() >= until; });
  return code;
}

std::string seat_person_with_bots(FollowingClient& person) {
  json create = decided_game();
  create["type"] = "create_table";
  create["bot_delay_ms"] = {20, 60};
  create["options"] = {{"rounds", 2}};
  const json created = person.ask(create);
  if (created["type"] != "table_created") throw std::runtime_error(created.dump());
  const std::string code = created["code"];
  const json seated = person.ask({{"type", "take_seat"}, {"seat", 0}});
  if (seated["type"] != "ok") throw std::runtime_error("take_seat: " + seated.dump());
  for (int s = 1; s < 4; ++s) {
    const json added = person.ask({{"type", "add_bot"}, {"seat", s}, {"strength", "basic"}});
    if (added["type"] != "ok") throw std::runtime_error("add_bot: " + added.dump());
  }
  return code;
}

}  // namespace jongtable::testing
