#pragma once
// Update frames built as JSON trees: the plain way to write a game's "update" frames
// (protocol/README.md), for rulesets whose tables do not need NYMJ's spliced text writer
// (protocol::UpdateFrames). Same envelope, same bytes as protocol::to_text of the tree.

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "jongtable/kernel/audience.hpp"
#include "jongtable/protocol/server_frames.hpp"

namespace jongtable::server {

template <typename Rules>
class JsonFrames {
 public:
  JsonFrames(const typename Rules::State& state, kernel::Millis now, std::string fairness_text)
      : state_(state), now_(now), fairness_(nlohmann::json::parse(fairness_text, nullptr, false)) {}

  void add_events(const std::vector<typename Rules::Event>& events) {
    for (const auto& event : events)
      events_.emplace_back(event.audience, Rules::event_json(event, now_, Rules::seats(state_)));
  }

  [[nodiscard]] std::string frame(std::optional<kernel::Seat> viewer, std::uint64_t v,
                                  std::uint64_t since, std::optional<std::uint64_t> re) const {
    nlohmann::json visible = nlohmann::json::array();
    for (const auto& [audience, body] : events_) {
      if (audience.includes(viewer)) visible.push_back(body);
    }
    auto message = protocol::frame("update", v, re);
    message["since"] = since;
    message["events"] = std::move(visible);
    message["view"] = Rules::view_json(state_, viewer, now_);
    message["fairness"] = fairness_;
    return protocol::to_text(message);
  }

 private:
  const typename Rules::State& state_;
  kernel::Millis now_;
  nlohmann::json fairness_;
  std::vector<std::pair<kernel::Audience, nlohmann::json>> events_;
};

}  // namespace jongtable::server
