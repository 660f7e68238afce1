#pragma once
// A client that behaves as protocol/README.md's "Cluster" section says every client
// must: told `moved` (or cut off), it reconnects through the front door with the node
// hint, says hello with its resume token and the last version it saw, and goes on. It
// keeps every update it was shown, with when it came, for the checks.

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "ws_client.hpp"

namespace jongtable::testing {

struct ShownUpdate {
  std::uint64_t v = 0;
  std::uint64_t since = 0;
  std::chrono::steady_clock::time_point at;
};

class FollowingClient {
 public:
  FollowingClient(std::uint16_t door, std::string name);

  // The first hello, through the front door.
  void hello();
  // A message whose reply is wanted; refusals come back as they are.
  nlohmann::json ask(nlohmann::json message);
  // The next frame that is not a hand-over, or an empty object once a hand-over (or a
  // cut) was followed: reconnected and resumed, the caller may repeat what it asked.
  // Nullopt when nothing came within `timeout_ms` (then it has reconnected and resumed).
  std::optional<nlohmann::json> next(int timeout_ms);
  void send(nlohmann::json message);

  [[nodiscard]] const std::vector<ShownUpdate>& shown() const { return shown_; }
  [[nodiscard]] std::optional<nlohmann::json> latest_view() const { return view_; }
  [[nodiscard]] int reconnects() const { return reconnects_; }
  // Empty when every update followed the one before (none skipped, none twice): an
  // update's `since` is the version before it, or (a resume's snapshot) its own `v`.
  [[nodiscard]] std::string history_problem() const;
  // The last few hand-overs and resumes, oldest first: what a failing test prints.
  [[nodiscard]] std::string trail() const;

 private:
  void connect(const std::optional<std::string>& node);
  void resume();
  void note(const nlohmann::json& frame);
  void mark(std::string what);

  std::uint16_t door_;
  std::string name_;
  std::string token_;
  std::unique_ptr<WsClient> ws_;
  std::optional<std::string> last_hint_;
  std::vector<ShownUpdate> shown_;
  std::optional<nlohmann::json> view_;
  int reconnects_ = 0;
  std::vector<std::string> trail_;
  std::string last_mark_;  // a mark repeated is counted, not kept again
  int repeats_ = 0;
  int reported_after_resume_ = 0;  // the next updates to note in the trail
};

}  // namespace jongtable::testing
