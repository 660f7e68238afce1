#pragma once
// Engine types as the JSON of protocol/README.md. Times leave as durations remaining at
// `now` (the host's monotonic clock), because clients share no clock with the server.

#include <nlohmann/json.hpp>
#include <optional>

#include "jongtable/engine/event.hpp"
#include "jongtable/engine/settings.hpp"
#include "jongtable/engine/table.hpp"
#include "jongtable/engine/view.hpp"

namespace jongtable::protocol {

[[nodiscard]] nlohmann::json card_json(engine::CardId card);
[[nodiscard]] nlohmann::json optional_card_json(const std::optional<engine::CardId>& card);
[[nodiscard]] nlohmann::json settings_json(const engine::Settings& settings);
[[nodiscard]] std::string_view phase_code(engine::Phase phase);
[[nodiscard]] std::string_view claim_kind_code(engine::ReportedClaim kind);
// Empty for the awarded claim and for mistaken ones (null in JSON).
[[nodiscard]] std::string_view lost_on_code(engine::LostOn lost_on);
[[nodiscard]] nlohmann::json round_result_json(const engine::RoundResult& result, int seats);
[[nodiscard]] nlohmann::json game_result_json(const engine::GameResult& result);
[[nodiscard]] nlohmann::json view_json(const engine::TableView& view, engine::Millis now);
[[nodiscard]] nlohmann::json event_json(const engine::EventBody& event, engine::Millis now,
                                        int seats);

}  // namespace jongtable::protocol
