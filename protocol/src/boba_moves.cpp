#include "jongtable/protocol/boba_moves.hpp"

#include <algorithm>

namespace jongtable::protocol::boba_moves {
namespace {

using nlohmann::json;

constexpr std::uint64_t kMaxPile = 15;

Move read_make_set(FieldReader& r) {
  MakeSet set;
  if (const json* cards = r.field("cards", true)) {
    if (!cards->is_array() || cards->size() < 2 || cards->size() > 3 ||
        !std::all_of(cards->begin(), cards->end(), moves::is_card_id)) {
      r.fail("bad_field", "\"cards\" must be a list of 2 or 3 card ids from your hand.");
    } else {
      for (const auto& c : *cards) set.cards.push_back(c.get<int>());
    }
  }
  if (const auto pile = r.uint("pile", false, kMaxPile)) set.pile = static_cast<int>(*pile);
  set.keep = static_cast<int>(r.uint("keep", true, kMaxCardId).value_or(0));
  if (const json* others = r.field("others", true)) {
    const auto is_placement = [&](const json& o) {
      return o.is_object() && o.size() == 2 && o.contains("card") && moves::is_card_id(o["card"]) &&
             o.contains("pile") && o["pile"].is_number_unsigned() &&
             o["pile"].get<std::uint64_t>() <= kMaxPile;
    };
    if (!others->is_array() || others->size() != 2 ||
        !std::all_of(others->begin(), others->end(), is_placement)) {
      r.fail("bad_field", "\"others\" must be two {card, pile} placements.");
    } else {
      for (const auto& o : *others)
        set.others.emplace_back(o["card"].get<int>(), o["pile"].get<int>());
    }
  }
  return set;
}

Move read_discard_to_pile(FieldReader& r) {
  DiscardToPile discard;
  discard.card = static_cast<int>(r.uint("card", true, kMaxCardId).value_or(0));
  discard.pile = static_cast<int>(r.uint("pile", true, kMaxPile).value_or(0));
  return discard;
}

}  // namespace

const MoveTable<Move>& table() {
  static const MoveTable<Move> moves{
      "That move is not part of Boba Mahjong.",
      {
          {"draw_supply", [](FieldReader&) -> Move { return DrawSupply{}; }},
          {"take_pile",
           [](FieldReader& r) -> Move {
             return TakePile{static_cast<int>(r.uint("pile", true, kMaxPile).value_or(0))};
           }},
          {"end_sets", [](FieldReader&) -> Move { return EndSets{}; }},
          {"discard", [](FieldReader& r) -> Move { return moves::read_discard(r); }},
          {"discard_to_pile", read_discard_to_pile},
          {"make_set", read_make_set},
      }};
  return moves;
}

}  // namespace jongtable::protocol::boba_moves
