#pragma once
// American Mah Jongg's state on the wire: cards, views (the Charleston's sealed steps
// included), events, round and game results and settings as JSON (protocol/README.md,
// "American Mah Jongg"). Cards travel as {id, face}.

#include <nlohmann/json.hpp>
#include <string_view>

#include "jongtable/american/event.hpp"
#include "jongtable/american/view.hpp"
#include "jongtable/kernel/millis.hpp"

namespace jongtable::protocol::american_json {

[[nodiscard]] nlohmann::json card(american::CardId card);
[[nodiscard]] nlohmann::json settings(const american::Settings& settings);
[[nodiscard]] nlohmann::json catalogue();
// The table's card as it is printed: each hand's name, points and lines of groups.
[[nodiscard]] nlohmann::json card_json(const american::Card& card);
[[nodiscard]] std::string_view phase_code(american::Phase phase);
[[nodiscard]] nlohmann::json round_result(const american::RoundResult& result, int seats);
[[nodiscard]] nlohmann::json game_result(const american::GameResult& result, int seats);
[[nodiscard]] nlohmann::json view(const american::View& view, kernel::Millis now);
[[nodiscard]] nlohmann::json event(const american::EventBody& event, kernel::Millis now, int seats);

}  // namespace jongtable::protocol::american_json
