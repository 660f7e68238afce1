#pragma once
// Pairs on the wire: cards, views, events, results and settings as JSON
// (protocol/README.md, "Pairs"). Cards travel as {id, face} like every game's.

#include <nlohmann/json.hpp>
#include <string_view>

#include "jongtable/kernel/millis.hpp"
#include "jongtable/pairs/event.hpp"
#include "jongtable/pairs/view.hpp"

namespace jongtable::protocol::pairs_json {

[[nodiscard]] nlohmann::json card(pairs::CardId card);
[[nodiscard]] nlohmann::json settings(const pairs::Settings& settings);
[[nodiscard]] nlohmann::json catalogue();
[[nodiscard]] std::string_view phase_code(pairs::Phase phase);
[[nodiscard]] nlohmann::json round_result(const pairs::RoundResult& result, int seats);
[[nodiscard]] nlohmann::json game_result(const pairs::GameResult& result, int seats);
[[nodiscard]] nlohmann::json view(const pairs::View& view, kernel::Millis now);
[[nodiscard]] nlohmann::json event(const pairs::EventBody& event, kernel::Millis now, int seats);

}  // namespace jongtable::protocol::pairs_json
