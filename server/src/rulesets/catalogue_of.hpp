#pragma once
// The faces of one table's deck, as the lobby and a replay name them. Most games always
// play with one deck; a game whose deck depends on its settings (Chinese Mah Jongg: 136,
// 140 or 144 cards) gives its catalogue for the table.

#include <nlohmann/json.hpp>

namespace jongtable::server {

template <typename Rules>
[[nodiscard]] nlohmann::json catalogue_of(const typename Rules::State& table) {
  if constexpr (requires { Rules::catalogue_json(table); }) {
    return Rules::catalogue_json(table);
  } else {
    return Rules::catalogue_json();
  }
}

}  // namespace jongtable::server
