#pragma once
// Chinese Mah Jongg's state on the wire: cards, views, events, hand and game results and
// settings as JSON (protocol/README.md, "Chinese Mah Jongg"). Cards travel as {id, face}.

#include <nlohmann/json.hpp>
#include <string_view>

#include "jongtable/chinese/event.hpp"
#include "jongtable/chinese/view.hpp"
#include "jongtable/kernel/millis.hpp"

namespace jongtable::protocol::chinese_json {

[[nodiscard]] nlohmann::json card(chinese::CardId card);
[[nodiscard]] nlohmann::json settings(const chinese::Settings& settings);
// The faces of a table with these settings (a deck of 136, 140 or 144 cards).
[[nodiscard]] nlohmann::json catalogue(const chinese::Settings& settings);
[[nodiscard]] std::string_view phase_code(chinese::Phase phase);
[[nodiscard]] std::string_view group_code(chinese::GroupType type);
[[nodiscard]] nlohmann::json hand_result(const chinese::HandResult& result, int seats);
[[nodiscard]] nlohmann::json game_result(const chinese::GameResult& result, int seats);
[[nodiscard]] nlohmann::json view(const chinese::View& view, kernel::Millis now);
[[nodiscard]] nlohmann::json event(const chinese::EventBody& event, kernel::Millis now, int seats);

}  // namespace jongtable::protocol::chinese_json
