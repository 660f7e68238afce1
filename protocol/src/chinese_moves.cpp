#include "jongtable/protocol/chinese_moves.hpp"

#include <algorithm>

namespace jongtable::protocol::chinese_moves {
namespace {

using nlohmann::json;

Move read_call(FieldReader& r) {
  Call call;
  call.window = moves::read_window(r);
  if (const auto group = r.text("group", true, 8)) {
    if (*group != "pair" && *group != "pung" && *group != "kong" && *group != "chow") {
      r.fail("bad_field", "\"group\" must be pair, pung, kong or chow.");
    }
    call.group = *group;
  }
  if (const json* cards = r.field("cards", true)) {
    const bool ok = cards->is_array() && !cards->empty() && cards->size() <= 3 &&
                    std::all_of(cards->begin(), cards->end(), moves::is_card_id);
    if (!ok) {
      r.fail("bad_field", "\"cards\" must be a list of 1 to 3 card ids from your hand.");
    } else {
      for (const auto& c : *cards) call.cards.push_back(c.get<int>());
    }
  }
  if (const json* mah_jongg = r.field("mah_jongg", false)) {
    if (!mah_jongg->is_boolean()) {
      r.fail("bad_field", "\"mah_jongg\" must be true or false.");
    } else {
      call.mah_jongg = mah_jongg->get<bool>();
    }
  }
  return call;
}

}  // namespace

const MoveTable<Move>& table() {
  static const MoveTable<Move> moves{
      "That move is not part of Chinese Mah Jongg.",
      {
          {"discard", [](FieldReader& r) -> Move { return moves::read_discard(r); }},
          {"declare_win", [](FieldReader& r) -> Move { return moves::read_declare_win(r); }},
          {"pass", [](FieldReader& r) -> Move { return moves::read_pass(r); }},
          {"call", read_call},
      }};
  return moves;
}

}  // namespace jongtable::protocol::chinese_moves
