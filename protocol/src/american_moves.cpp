#include "jongtable/protocol/american_moves.hpp"

#include <algorithm>

namespace jongtable::protocol::american_moves {
namespace {

using nlohmann::json;

// The sealed step a pass, vote or offer answers, when the client names it.
std::optional<std::uint32_t> sealed_step(FieldReader& r) {
  if (auto decision = r.uint("decision", false, kMaxU32))
    return static_cast<std::uint32_t>(*decision);
  return std::nullopt;
}

// 0-3 card ids (a Charleston pass or a courtesy offer), required.
std::vector<int> read_few_cards(FieldReader& r) {
  std::vector<int> out;
  if (const json* cards = r.field("cards", true)) {
    const bool ok = cards->is_array() && cards->size() <= 3 &&
                    std::all_of(cards->begin(), cards->end(), moves::is_card_id);
    if (!ok) {
      r.fail("bad_field", "\"cards\" must be a list of 0 to 3 card ids from your hand.");
    } else {
      for (const auto& c : *cards) out.push_back(c.get<int>());
    }
  }
  return out;
}

Move read_pass_cards(FieldReader& r) {
  PassCards pass;
  pass.cards = read_few_cards(r);
  pass.blind = static_cast<int>(r.uint("blind", false, 3).value_or(0));
  pass.decision = sealed_step(r);
  return pass;
}

Move read_vote(FieldReader& r) {
  VoteDanceAgain vote;
  if (const json* yes = r.field("yes", true)) {
    if (!yes->is_boolean()) {
      r.fail("bad_field", "\"yes\" must be true or false.");
    } else {
      vote.yes = yes->get<bool>();
    }
  }
  vote.decision = sealed_step(r);
  return vote;
}

Move read_offer(FieldReader& r) {
  OfferCourtesy offer;
  offer.cards = read_few_cards(r);
  offer.decision = sealed_step(r);
  return offer;
}

}  // namespace

const MoveTable<Move>& table() {
  static const MoveTable<Move> moves{
      "That move is not part of American Mah Jongg.",
      {
          {"discard", [](FieldReader& r) -> Move { return moves::read_discard(r); }},
          {"declare_win", [](FieldReader& r) -> Move { return moves::read_declare_win(r); }},
          {"pass", [](FieldReader& r) -> Move { return moves::read_pass(r); }},
          {"claim_mah_jongg",
           [](FieldReader& r) -> Move { return ClaimMahJongg{moves::read_window(r)}; }},
          {"claim", [](FieldReader& r) -> Move { return moves::read_claim(r); }},
          {"joker_steal", [](FieldReader& r) -> Move { return moves::read_joker_steal(r); }},
          {"pass_cards", read_pass_cards},
          {"vote_dance_again", read_vote},
          {"offer_courtesy", read_offer},
      }};
  return moves;
}

}  // namespace jongtable::protocol::american_moves
