#pragma once
// The JSON the server writes into the table journal and reads back on restore: a
// table's creation request (with its random seeds fixed) and each accepted input.
// Inputs use the same JSON in replays, so it names cards as update frames do.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "jongtable/nymj/intent.hpp"
#include "jongtable/protocol/client_messages.hpp"

namespace jongtable::server {

// A create_table message that rebuilds the same table: every seed is spelled out.
[[nodiscard]] nlohmann::json create_spec_json(const protocol::in::CreateTable& create);
[[nodiscard]] std::optional<protocol::in::CreateTable> create_spec_from_json(
    const std::string& text);

[[nodiscard]] nlohmann::json intent_json(const nymj::Intent& intent);
[[nodiscard]] std::optional<nymj::Intent> intent_from_json(const nlohmann::json& input);

}  // namespace jongtable::server
