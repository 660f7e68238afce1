#pragma once
// One fairness trial: a scenario table where seat 0 discards R5 and seats 1..3 can each
// complete a set with it. Each claimant talks through its own DelayProxy; after the
// discard each presses STEAL! at a planned true time. The trial records who was awarded.

#include <array>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "delay_proxy.hpp"
#include "ws_conn.hpp"

namespace jongtable::fairness {

struct TrialPlan {
  int lag_bound_ms = 150;
  std::array<int, 3> delay_ms{};            // one-way delay of claimant seats 1, 2, 3
  std::array<int, 3> press_at_ms{};         // true press time of seats 1..3, from the press origin
  [[nodiscard]] int first_presser() const;  // seat 1..3
};

struct TrialResult {
  bool resolved = false;
  std::optional<int> awarded;  // seat
};

class StealTrial {
 public:
  StealTrial(net::io_context& ioc, tcp::endpoint server, TrialPlan plan,
             std::function<void(const TrialResult&)> done);
  void start();

 private:
  void on_host(std::string_view text);
  void on_claimant(int seat, std::string_view text);
  void press_all();
  void finish(TrialResult result);
  std::uint64_t send(loadgen::WsConn& conn, std::uint64_t& seq, const std::string& type,
                     const std::string& fields);

  net::io_context& ioc_;
  tcp::endpoint server_;
  TrialPlan plan_;
  std::function<void(const TrialResult&)> done_;
  std::unique_ptr<loadgen::WsConn> host_;
  std::array<std::unique_ptr<DelayProxy>, 3> proxies_;
  std::array<std::unique_ptr<loadgen::WsConn>, 3> claimants_;
  std::array<std::uint64_t, 4> seq_{1, 1, 1, 1};
  std::array<std::unique_ptr<net::steady_timer>, 3> press_timers_;
  net::steady_timer timer_;
  std::string code_;
  int joined_ = 0;
  int window_ = -1;
  bool started_ = false;
  bool finished_ = false;
};

}  // namespace jongtable::fairness
