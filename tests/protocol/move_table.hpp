#pragma once
// What every game's move-table test asks of a table: read a move as a client sent it, and
// answer "ok" or the refusal's code (the codes and messages clients got from the shared
// decoder before each game read its own moves).

#include <string>
#include <string_view>
#include <variant>

#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol {

inline in::GameMove move_of(std::string_view text) {
  nlohmann::json body = nlohmann::json::parse(text);
  return in::GameMove{body["type"].get<std::string>(), body};
}

template <typename Table>
std::string code_of(const Table& table, std::string_view text) {
  const auto decoded = table.decode(move_of(text));
  const auto* refused = std::get_if<ProtocolError>(&decoded);
  return refused ? refused->code : "ok";
}

}  // namespace jongtable::protocol
