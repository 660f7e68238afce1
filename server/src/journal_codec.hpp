#pragma once
// The JSON the server writes into the table journal and reads back on restore: a
// table's creation request (with its random seeds fixed). Each game writes its own inputs
// (its adapter's intent_record; Not Your Ma's Jong's in rulesets/nymj_journal.cpp).

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "jongtable/protocol/client_messages.hpp"

namespace jongtable::server {

// A create_table message that rebuilds the same table: every seed is spelled out.
[[nodiscard]] nlohmann::json create_spec_json(const protocol::in::CreateTable& create);
[[nodiscard]] std::optional<protocol::in::CreateTable> create_spec_from_json(
    const std::string& text);

}  // namespace jongtable::server
