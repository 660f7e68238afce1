#include "steal_trial.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

namespace jongtable::fairness {
namespace {

using nlohmann::json;

// Seat 0 (Ma, 11 cards) discards R5. Seat 1 holds R3 R4, seat 2 R4 R6, seat 3 R5 R5: each
// completes a set with it and none wins with it, so every claim has the same rank and
// only the (compensated) time decides.
json scenario() {
  return {{"ma", 0},
          {"hands",
           {{"R5", "R1", "B1", "B3", "G1", "G3", "spring", "summer", "fall", "winter", "love"},
            {"R3", "R4", "R1", "B1", "B4", "G1", "G4", "spring", "summer", "guilt"},
            {"R4", "R6", "R1", "B2", "B5", "G2", "G5", "fall", "winter", "guilt"},
            {"R5", "R5", "B2", "B6", "G2", "G6", "spring", "summer", "love", "pride"}}}};
}

// Time for the server's pings (every 400 ms in the bench) to measure each lagged link.
// (A pong that comes back after the next ping went out is not counted by the server, so
// the ping interval must exceed the largest round trip, 300 ms here.)
constexpr auto kSettle = std::chrono::milliseconds(1300);
// From the host seeing its discard to the first planned press: every claimant has seen it.
constexpr int kPressOriginMs = 400;
constexpr auto kGiveUp = std::chrono::seconds(15);

}  // namespace

int TrialPlan::first_presser() const {
  return 1 + static_cast<int>(std::min_element(press_at_ms.begin(), press_at_ms.end()) -
                              press_at_ms.begin());
}

StealTrial::StealTrial(net::io_context& ioc, tcp::endpoint server, TrialPlan plan,
                       std::function<void(const TrialResult&)> done)
    : ioc_(ioc), server_(server), plan_(plan), done_(std::move(done)), timer_(ioc) {}

std::uint64_t StealTrial::send(loadgen::WsConn& conn, std::uint64_t& seq, const std::string& type,
                               const std::string& fields) {
  json message = json::parse(fields.empty() ? "{}" : fields);
  message["type"] = type;
  message["seq"] = seq;
  conn.send(message.dump());
  return seq++;
}

void StealTrial::start() {
  host_ = std::make_unique<loadgen::WsConn>(ioc_);
  host_->on_message = [this](std::string_view text, std::int64_t) { on_host(text); };
  host_->on_closed = [this] { finish({}); };
  host_->connect(server_, "localhost");
  send(*host_, seq_[0], "hello", R"({"name":"host"})");
  json create = {{"claim_window_ms", 5000},
                 {"lag_bound_ms", plan_.lag_bound_ms},
                 {"turn_clock_ms", 600000},
                 {"scenario", scenario()}};
  send(*host_, seq_[0], "create_table", create.dump());
  for (int i = 0; i < 3; ++i) {
    proxies_[i] =
        std::make_unique<DelayProxy>(ioc_, server_, std::chrono::milliseconds(plan_.delay_ms[i]));
    press_timers_[i] = std::make_unique<net::steady_timer>(ioc_);
  }
  timer_.expires_after(kGiveUp);
  timer_.async_wait([this](boost::system::error_code ec) {
    if (!ec) finish({});
  });
}

void StealTrial::on_host(std::string_view text) {
  const json frame = json::parse(text, nullptr, false);
  if (frame.is_discarded() || finished_) return;
  const std::string type = frame.value("type", "");
  if (std::getenv("FAIRNESS_DEBUG"))
    std::fprintf(stderr, "host: %.300s\n", std::string(text).c_str());
  if (type == "table_created") {
    code_ = frame.value("code", "");
    send(*host_, seq_[0], "take_seat", R"({"seat":0})");
  } else if ((type == "ok" || type == "lobby") && frame.value("re", 0) == 3 && joined_ == 0) {
    // Seated; the claimants join one at a time so that claimant i sits in seat i + 1.
    ++joined_;
    on_claimant(0, "");
  } else if (type == "lobby" && !started_) {
    int filled = 0;
    for (const auto& seat : frame["table"]["seats"]) filled += seat["occupant"].is_null() ? 0 : 1;
    if (filled == 4) {
      started_ = true;
      send(*host_, seq_[0], "start_game", "");
    }
  } else if (type == "update") {
    const json& view = frame["view"];
    if (window_ < 0 && view["phase"] == "awaiting_discard" && view["legal"]["discard"] == true) {
      window_ = 0;
      // Let the server measure every lagged link before the discard.
      timer_.expires_after(kSettle);
      timer_.async_wait([this, view](boost::system::error_code ec) {
        if (ec || finished_) return;
        for (const auto& card : view["hand"]) {
          if (card["face"] == "R5") {
            send(*host_, seq_[0], "discard", json{{"card", card["id"]}}.dump());
            break;
          }
        }
        timer_.expires_after(kGiveUp);
        timer_.async_wait([this](boost::system::error_code gec) {
          if (!gec) finish({});
        });
      });
    } else if (window_ == 0 && view["window"].is_object()) {
      window_ = view["window"]["id"].get<int>();
      press_all();
    }
    for (const auto& event : frame["events"]) {
      if (event["type"] == "claim_window_closed") {
        TrialResult result;
        result.resolved = true;
        if (!event["awarded_to"].is_null()) result.awarded = event["awarded_to"].get<int>();
        finish(result);
        return;
      }
    }
  }
}

// Claimant i (seat i + 1): connects through its proxy, says hello, joins; the next one
// starts once this one is seated. `text` is empty for the call that starts claimant i.
void StealTrial::on_claimant(int i, std::string_view text) {
  if (finished_) return;
  if (text.empty()) {
    auto& conn = claimants_[i];
    conn = std::make_unique<loadgen::WsConn>(ioc_);
    conn->on_message = [this, i](std::string_view t, std::int64_t) {
      if (!t.empty()) on_claimant(i, t);
    };
    conn->on_closed = [this] { finish({}); };
    conn->connect(proxies_[i]->endpoint(), "localhost");
    send(*conn, seq_[i + 1], "hello", R"({"name":"claimant"})");
    send(*conn, seq_[i + 1], "join_table", json{{"code", code_}, {"as", "player"}}.dump());
    return;
  }
  const json frame = json::parse(text, nullptr, false);
  if (frame.is_discarded()) return;
  if (frame.value("type", "") == "lobby" && frame.value("re", 0) == 2 && i + 1 < 3) {
    on_claimant(i + 1, "");
  }
}

void StealTrial::press_all() {
  const auto origin = std::chrono::steady_clock::now() + std::chrono::milliseconds(kPressOriginMs);
  for (int i = 0; i < 3; ++i) {
    press_timers_[i]->expires_at(origin + std::chrono::milliseconds(plan_.press_at_ms[i]));
    press_timers_[i]->async_wait([this, i](boost::system::error_code ec) {
      if (ec || finished_) return;
      send(*claimants_[i], seq_[i + 1], "steal", json{{"window", window_}}.dump());
    });
  }
}

void StealTrial::finish(TrialResult result) {
  if (finished_) return;
  finished_ = true;
  timer_.cancel();
  for (auto& t : press_timers_) {
    if (t) t->cancel();
  }
  if (host_) host_->close();
  for (auto& c : claimants_) {
    if (c) c->close();
  }
  for (auto& p : proxies_) {
    if (p) p->close();
  }
  // After the sockets are closed: `done_` may start the next trial.
  net::post(ioc_, [this, result] { done_(result); });
}

}  // namespace jongtable::fairness
