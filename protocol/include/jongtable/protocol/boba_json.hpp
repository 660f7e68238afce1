#pragma once
// Boba Mahjong's state on the wire: cards, views, events, the result and settings as JSON
// (protocol/README.md, "Boba Mahjong"). Cards travel as {id, face} like every game's.

#include <nlohmann/json.hpp>
#include <string_view>

#include "jongtable/boba/event.hpp"
#include "jongtable/boba/view.hpp"
#include "jongtable/kernel/millis.hpp"

namespace jongtable::protocol::boba_json {

[[nodiscard]] nlohmann::json card(boba::CardId card);
[[nodiscard]] nlohmann::json settings(const boba::Settings& settings);
[[nodiscard]] nlohmann::json catalogue();
[[nodiscard]] std::string_view phase_code(boba::Phase phase);
[[nodiscard]] nlohmann::json game_result(const boba::GameResult& result);
[[nodiscard]] nlohmann::json view(const boba::View& view, kernel::Millis now);
[[nodiscard]] nlohmann::json event(const boba::EventBody& event, kernel::Millis now);

}  // namespace jongtable::protocol::boba_json
