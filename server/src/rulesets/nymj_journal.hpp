#pragma once
// Not Your Ma's Jong's inputs as the journal keeps them (replays show the same JSON, so
// cards are named as update frames name them), and its dealt deck for the shuffle
// commitment.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "jongtable/nymj/intent.hpp"
#include "jongtable/nymj/table.hpp"

namespace jongtable::server::nymj_journal {

[[nodiscard]] nlohmann::json intent_json(const nymj::Intent& intent);
[[nodiscard]] std::optional<nymj::Intent> intent_from_json(const nlohmann::json& input);

// The dealt deck as card faces, captured right after the deal: each dealt-in seat's
// concealed cards in seat order (as the engine holds them), then the draw pile, top (next
// to be drawn) first.
[[nodiscard]] std::vector<std::string> dealt_deck(const nymj::Table& table);

}  // namespace jongtable::server::nymj_journal
