#include "following_client.hpp"

#include <cstdio>
#include <stdexcept>
#include <thread>

namespace jongtable::testing {

using nlohmann::json;

namespace {
// How long a reconnect waits before it tries again after a refusal or a hand-over to the
// node it was just sent to (a table between nodes): the client's own pace, not a guess
// at the server's.
constexpr auto kRetryPause = std::chrono::milliseconds(100);
constexpr int kGiveUpMs = 30000;
}  // namespace

FollowingClient::FollowingClient(std::uint16_t door, std::string name)
    : door_(door), name_(std::move(name)) {}

void FollowingClient::connect(const std::optional<std::string>& node) {
  ws_ = std::make_unique<WsClient>(door_, "", node ? "/ws?node=" + *node : "/ws");
}

void FollowingClient::hello() {
  connect(std::nullopt);
  const json welcome = ws_->hello(name_);
  if (welcome["type"] != "welcome") throw std::runtime_error("hello refused: " + welcome.dump());
  token_ = welcome["resume_token"].get<std::string>();
}

void FollowingClient::resume() {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kGiveUpMs);
  std::optional<std::string> hint = last_hint_;
  while (std::chrono::steady_clock::now() < deadline) {
    ++reconnects_;
    try {
      connect(hint);
      const std::uint64_t last = shown_.empty() ? 0 : shown_.back().v;
      const json answer = ws_->hello(name_, token_, last);
      mark("hello " + (hint ? "?node=" + *hint : std::string("(any)")) + " after v " +
           std::to_string(last) + ": " + answer.dump());
      if (answer["type"] == "welcome") {
        for (const json& early : ws_->seen) {
          if (early.value("re", std::uint64_t{0}) == 1) continue;
          mark("before the welcome: " + early.value("type", "?") + " v " +
               std::to_string(early.value("v", std::uint64_t{0})) + " since " +
               std::to_string(early.value("since", std::uint64_t{0})));
        }
        reported_after_resume_ = 3;
        return;
      }
      if (answer["type"] == "error" && answer["code"] == "bad_token") {
        // No table kept this session (it had not joined one yet): a new one, and the
        // caller repeats what it was doing (a join by code).
        token_ = ws_->hello(name_)["resume_token"].get<std::string>();
        return;
      }
      if (answer["type"] == "moved") {
        const std::optional<std::string> next =
            answer["node"].is_null()
                ? std::nullopt
                : std::optional<std::string>(answer["node"].get<std::string>());
        // Sent back where it just was: the holder is gone and its lease not yet lapsed.
        if (next == hint || !next) std::this_thread::sleep_for(kRetryPause);
        hint = next;
        last_hint_ = next;
        continue;
      }
    } catch (const std::exception& e) {
      // Refused or cut off on the way in (a node that died just then): try again.
      mark(std::string("reconnect failed: ") + e.what());
    }
    std::this_thread::sleep_for(kRetryPause);
  }
  throw std::runtime_error(name_ + " could not resume within " + std::to_string(kGiveUpMs) + " ms");
}

void FollowingClient::note(const json& frame) {
  if (reported_after_resume_ > 0) {
    --reported_after_resume_;
    mark("then " + frame.value("type", "?") + " v " +
         std::to_string(frame.value("v", std::uint64_t{0})) + " since " +
         std::to_string(frame.value("since", std::uint64_t{0})) +
         (frame.contains("view") ? " with view" : ""));
  }
  if (frame.value("type", "") != "update") return;
  shown_.push_back({frame["v"].get<std::uint64_t>(), frame.value("since", std::uint64_t{0}),
                    std::chrono::steady_clock::now()});

  if (frame.contains("view")) view_ = frame["view"];
}

std::optional<json> FollowingClient::next(int timeout_ms) {
  for (;;) {
    json frame;
    try {
      frame = ws_->next(timeout_ms);
    } catch (const std::exception& e) {
      // Cut off (the node died, or closed after its moved), or silent for too long: the
      // test client's connection is unusable after a read times out, so it reconnects
      // and resumes as a client does when its connection goes quiet.
      const bool quiet = std::string(e.what()).rfind("no frame within", 0) == 0;
      mark(std::string("cut: ") + e.what());
      resume();
      return quiet ? std::nullopt : std::optional<json>(json::object());
    }
    if (frame["type"] == "moved") {
      mark("told " + frame.dump());
      last_hint_ = frame["node"].is_null()
                       ? std::nullopt
                       : std::optional<std::string>(frame["node"].get<std::string>());
      if (!last_hint_ && frame.contains("retry_ms"))
        std::this_thread::sleep_for(std::chrono::milliseconds(frame["retry_ms"].get<int>()));
      resume();
      return json::object();
    }
    if (frame["type"] == "bye") continue;  // the close follows; resumed then
    note(frame);
    return frame;
  }
}

void FollowingClient::send(json message) {
  try {
    ws_->send(std::move(message));
  } catch (const std::exception&) {
    // The connection is gone; the next read resumes, and the caller acts again then.
  }
}

json FollowingClient::ask(json message) {
  // Asked again on the new connection when the answer was a hand-over (or nothing, the
  // node having died): what the protocol's Cluster section tells a client to do.
  int connection = reconnects_;
  auto seq = ws_->send(message);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  for (;;) {
    auto frame = next(15000);
    if (std::chrono::steady_clock::now() > deadline)
      throw std::runtime_error(name_ + ": no reply to " + message.dump());
    if (connection != reconnects_) {
      connection = reconnects_;
      seq = ws_->send(message);
      continue;
    }
    if (frame->contains("re") && (*frame)["re"] == seq) return *frame;
  }
}

void FollowingClient::mark(std::string what) {
  // Stamped with the wall clock's time of day (UTC), to be read beside the nodes' logs.
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now).count() % 86400000;
  char stamp[16];
  std::snprintf(stamp, sizeof stamp, "%02d:%02d:%02d.%03d ", static_cast<int>(ms / 3600000),
                static_cast<int>(ms / 60000 % 60), static_cast<int>(ms / 1000 % 60),
                static_cast<int>(ms % 1000));
  if (what == last_mark_ && !trail_.empty()) {
    trail_.back() = stamp + what + " (" + std::to_string(++repeats_ + 1) + " times)";
    return;
  }
  repeats_ = 0;
  last_mark_ = what;
  constexpr std::size_t kKept = 40;
  if (trail_.size() == kKept) trail_.erase(trail_.begin());
  trail_.push_back(stamp + std::move(what));
}

std::string FollowingClient::trail() const {
  std::string all;
  for (const auto& step : trail_) all += "\n    " + step;
  return all;
}

std::string FollowingClient::history_problem() const {
  std::uint64_t last = 0;
  for (const auto& update : shown_) {
    const bool snapshot = update.since == update.v;
    if (snapshot ? update.v < last : (update.since != last || update.v <= update.since)) {
      return "update v " + std::to_string(update.v) + " since " + std::to_string(update.since) +
             " after v " + std::to_string(last);
    }
    last = update.v;
  }
  return "";
}

}  // namespace jongtable::testing
