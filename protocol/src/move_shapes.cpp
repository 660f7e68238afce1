#include <algorithm>

#include "jongtable/kernel/seat.hpp"
#include "jongtable/protocol/game_move.hpp"

namespace jongtable::protocol::moves {

using nlohmann::json;

bool is_card_id(const json& value) {
  return value.is_number_unsigned() && value.get<std::uint64_t>() <= kMaxCardId;
}

std::uint32_t read_window(FieldReader& r) {
  return static_cast<std::uint32_t>(r.uint("window", true, kMaxU32).value_or(0));
}

Discard read_discard(FieldReader& r) {
  return Discard{static_cast<int>(r.uint("card", true, kMaxCardId).value_or(0))};
}

DeclareWin read_declare_win(FieldReader& /*r*/) {
  return {};
}

Pass read_pass(FieldReader& r) {
  return Pass{read_window(r)};
}

Claim read_claim(FieldReader& r) {
  Claim claim;
  claim.window = read_window(r);
  if (const json* cards = r.field("cards", true)) {
    const bool ok = cards->is_array() && !cards->empty() && cards->size() <= 6 &&
                    std::all_of(cards->begin(), cards->end(), is_card_id);
    if (!ok) {
      r.fail("bad_field",
             "\"cards\" must list the card ids from your hand that the claim uses (a Gimme "
             "names 1 to 3).");
    } else {
      for (const auto& c : *cards) claim.cards.push_back(c.get<int>());
    }
  }
  return claim;
}

JokerSteal read_joker_steal(FieldReader& r) {
  JokerSteal steal;
  steal.card = static_cast<int>(r.uint("card", true, kMaxCardId).value_or(0));
  steal.seat = static_cast<int>(r.uint("seat", true, kernel::kMaxSeats - 1).value_or(0));
  steal.set = static_cast<int>(r.uint("set", true, 15).value_or(0));
  return steal;
}

}  // namespace jongtable::protocol::moves
