#pragma once
// A game's move as it reaches its table: the envelope knows only its type; the table's
// game decodes the body with its own move table (type -> strict reader), so no game's
// moves pass through another game's code. The shapes several games share (a discard, a
// pass, a claim naming hand cards, ...) are read here once, so they read and fail alike
// in every game that has them.

#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "jongtable/protocol/error.hpp"
#include "jongtable/protocol/field_reader.hpp"

namespace jongtable::protocol {

namespace in {
// A move of some game: its type and the whole message (type and seq included).
struct GameMove {
  std::string type;
  nlohmann::json body;
};
}  // namespace in

// Card ids are a game's own (0-74 in Not Your Ma's Jong, 0-115 in Gimme!); a reader
// checks only this bound, the game whether it has the card.
inline constexpr int kMaxCardId = 255;

// Shapes more than one game reads the same way.
namespace moves {
struct Discard {
  int card = 0;
};
struct DeclareWin {};
struct Pass {
  std::uint32_t window = 0;
};
// The discard claimed with the named cards from hand (Gimme!, American).
struct Claim {
  std::uint32_t window = 0;
  std::vector<int> cards;
};
// A natural card from hand for the Joker in an exposed set of that face.
struct JokerSteal {
  int card = 0;
  int seat = 0;  // whose exposed set
  int set = 0;   // which of their sets, from 0
};

[[nodiscard]] Discard read_discard(FieldReader& r);
[[nodiscard]] DeclareWin read_declare_win(FieldReader& r);
[[nodiscard]] Pass read_pass(FieldReader& r);
[[nodiscard]] Claim read_claim(FieldReader& r);
[[nodiscard]] JokerSteal read_joker_steal(FieldReader& r);
// A required "window" (the claim window a move answers).
[[nodiscard]] std::uint32_t read_window(FieldReader& r);
[[nodiscard]] bool is_card_id(const nlohmann::json& value);
}  // namespace moves

// One game's moves: each type with the reader of its shape. `Move` is the game's variant
// of those shapes; the adapter turns one into the game's intent.
template <typename Move>
class MoveTable {
 public:
  using Reader = Move (*)(FieldReader&);

  // `foreign` is what a client hears for a move of another game (not_in_this_game).
  MoveTable(std::string foreign,
            std::initializer_list<std::pair<const std::string, Reader>> readers)
      : foreign_(std::move(foreign)), readers_(readers) {}

  [[nodiscard]] bool has(std::string_view type) const { return readers_.contains(type); }
  [[nodiscard]] std::vector<std::string> types() const {
    std::vector<std::string> out;
    for (const auto& [type, reader] : readers_) out.push_back(type);
    return out;
  }

  // The move's shape, strictly: a missing, bad or unknown field is refused as in the
  // lobby's messages; a type of no game here is not_in_this_game.
  [[nodiscard]] std::variant<Move, ProtocolError> decode(const in::GameMove& move) const {
    const auto reader = readers_.find(move.type);
    if (reader == readers_.end()) return ProtocolError{"not_in_this_game", foreign_};
    static const Limits limits;
    FieldReader fields(move.body, limits);
    Move shape = reader->second(fields);
    fields.refuse_unread({"type", "seq"});
    if (!fields.ok()) return *fields.error();
    return shape;
  }

  // The game's intent from the move's shape (`to_intent` takes each shape of `Move`), or
  // the refusal of its shape.
  template <typename Intent, typename ToIntent>
  [[nodiscard]] std::variant<Intent, ProtocolError> intent(const in::GameMove& move,
                                                           ToIntent&& to_intent) const {
    auto decoded = decode(move);
    if (const auto* refused = std::get_if<ProtocolError>(&decoded)) return *refused;
    return std::visit(std::forward<ToIntent>(to_intent), std::get<Move>(decoded));
  }

 private:
  std::string foreign_;
  std::map<std::string, Reader, std::less<>> readers_;
};

// Is `type` a move of any game this build plays? (Otherwise it is unknown_type.)
[[nodiscard]] bool is_game_move_type(std::string_view type);

}  // namespace jongtable::protocol
