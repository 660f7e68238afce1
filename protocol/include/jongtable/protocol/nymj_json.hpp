#pragma once
// Engine types as the JSON of protocol/README.md. Times leave as durations remaining at
// `now` (the host's monotonic clock), because clients share no clock with the server.

#include <nlohmann/json.hpp>
#include <optional>

#include "jongtable/nymj/event.hpp"
#include "jongtable/nymj/settings.hpp"
#include "jongtable/nymj/table.hpp"
#include "jongtable/nymj/view.hpp"

namespace jongtable::protocol {

[[nodiscard]] nlohmann::json card_json(nymj::CardId card);
[[nodiscard]] nlohmann::json optional_card_json(const std::optional<nymj::CardId>& card);
[[nodiscard]] nlohmann::json settings_json(const nymj::Settings& settings);
[[nodiscard]] std::string_view phase_code(nymj::Phase phase);
[[nodiscard]] std::string_view claim_kind_code(nymj::ReportedClaim kind);
// Empty for the awarded claim and for mistaken ones (null in JSON).
[[nodiscard]] std::string_view lost_on_code(nymj::LostOn lost_on);
[[nodiscard]] nlohmann::json round_result_json(const nymj::RoundResult& result, int seats);
[[nodiscard]] nlohmann::json game_result_json(const nymj::GameResult& result);
[[nodiscard]] nlohmann::json view_json(const nymj::TableView& view, kernel::Millis now);
[[nodiscard]] nlohmann::json event_json(const nymj::EventBody& event, kernel::Millis now,
                                        int seats);

}  // namespace jongtable::protocol
