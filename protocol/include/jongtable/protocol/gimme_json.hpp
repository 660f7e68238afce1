#pragma once
// Gimme! Mahjong's state on the wire: tiles, views, events, results and settings as JSON
// (protocol/README.md, "Gimme!"). Tiles travel as {id, face} like every game's cards.

#include <nlohmann/json.hpp>
#include <optional>

#include "jongtable/gimme/event.hpp"
#include "jongtable/gimme/view.hpp"
#include "jongtable/kernel/millis.hpp"

namespace jongtable::protocol::gimme_json {

[[nodiscard]] nlohmann::json tile(gimme::TileId tile);
[[nodiscard]] nlohmann::json settings(const gimme::Settings& settings);
[[nodiscard]] nlohmann::json catalogue();
[[nodiscard]] std::string_view phase_code(gimme::Phase phase);
[[nodiscard]] nlohmann::json round_result(const gimme::RoundResult& result, int seats);
[[nodiscard]] nlohmann::json game_result(const gimme::GameResult& result, int seats);
[[nodiscard]] nlohmann::json view(const gimme::View& view, kernel::Millis now);
[[nodiscard]] nlohmann::json event(const gimme::EventBody& event, kernel::Millis now, int seats);

}  // namespace jongtable::protocol::gimme_json
