#include "jongtable/protocol/nymj_moves.hpp"

#include "jongtable/nymj/card.hpp"

namespace jongtable::protocol::nymj_moves {
namespace {

using nlohmann::json;

Move read_expose(FieldReader& r) {
  Expose expose;
  if (const json* cards = r.field("cards", true)) {
    if (!cards->is_array() || cards->size() != 2 || !(*cards)[0].is_number_unsigned() ||
        !(*cards)[1].is_number_unsigned() || (*cards)[0].get<std::uint64_t>() >= nymj::kDeckSize ||
        (*cards)[1].get<std::uint64_t>() >= nymj::kDeckSize) {
      r.fail("bad_field", "\"cards\" must be two card ids from 0 to 74.");
    } else {
      expose.first = (*cards)[0].get<int>();
      expose.second = (*cards)[1].get<int>();
    }
  }
  return expose;
}

std::optional<std::vector<nymj::Face>> faces(FieldReader& r, const json& list, const char* what) {
  if (!list.is_array() || list.size() > nymj::kDeckSize) {
    r.fail("bad_field", std::string(what) + " must be a list of face codes.");
    return std::nullopt;
  }
  std::vector<nymj::Face> result;
  for (const auto& item : list) {
    const auto face =
        item.is_string() ? nymj::face_from_code(item.get_ref<const std::string&>()) : std::nullopt;
    if (!face) {
      r.fail("bad_field", std::string(what) + " holds something that is not a face code.");
      return std::nullopt;
    }
    result.push_back(*face);
  }
  return result;
}

}  // namespace

std::optional<in::ScenarioSpec> read_scenario(FieldReader& outer) {
  const json* value = outer.field("scenario", false);
  if (!value) return std::nullopt;
  if (!value->is_object()) {
    outer.fail("bad_field", "The field \"scenario\" must be an object.");
    return std::nullopt;
  }
  FieldReader r(*value, outer.limits());
  in::ScenarioSpec spec;
  if (auto seed = r.uint("seed", false, ~0ull)) {
    spec.scenario.seed = *seed;
    spec.has_seed = true;
  }
  spec.scenario.ma = kernel::Seat(r.uint("ma", false, nymj::kMaxPlayers - 1).value_or(0));
  spec.scenario.round = static_cast<int>(r.uint("round", false, 9).value_or(1));
  if (const json* hands = r.field("hands", true)) {
    if (!hands->is_array() || hands->size() > nymj::kMaxPlayers) {
      r.fail("bad_field", "\"hands\" must be a list of up to 4 hands.");
    } else {
      for (const auto& hand : *hands) {
        if (auto list = faces(r, hand, "A hand")) spec.scenario.hands.push_back(std::move(*list));
      }
    }
  }
  if (const json* top = r.field("draw_pile_top", false)) {
    if (auto list = faces(r, *top, "\"draw_pile_top\"")) spec.scenario.draw_pile_top = *list;
  }
  auto numbers = [&r](const char* name, std::uint64_t max) {
    std::vector<kernel::Millis> result;
    if (const json* list = r.field(name, false)) {
      if (!list->is_array() || list->size() > nymj::kMaxPlayers) {
        r.fail("bad_field",
               std::string("\"") + name + "\" must be a list with one number per seat.");
        return result;
      }
      for (const auto& item : *list) {
        if (!item.is_number_unsigned() || item.get<std::uint64_t>() > max) {
          r.fail("bad_field", std::string("\"") + name + "\" holds a number out of range.");
          return result;
        }
        result.push_back(static_cast<kernel::Millis>(item.get<std::uint64_t>()));
      }
    }
    return result;
  };
  for (auto t : numbers("tokens", 1000)) spec.scenario.tokens.push_back(static_cast<int>(t));
  spec.rtt_ms = numbers("rtt_ms", 10000);
  r.refuse_unread({});
  if (!r.ok()) {
    outer.fail(r.error()->code, r.error()->message);
    return std::nullopt;
  }
  return spec;
}

const MoveTable<Move>& table() {
  static const MoveTable<Move> moves{
      "That move is not part of this game.",
      {
          {"discard", [](FieldReader& r) -> Move { return moves::read_discard(r); }},
          {"declare_win", [](FieldReader& r) -> Move { return moves::read_declare_win(r); }},
          {"steal", [](FieldReader& r) -> Move { return Steal{moves::read_window(r)}; }},
          {"pass", [](FieldReader& r) -> Move { return moves::read_pass(r); }},
          {"expose", read_expose},
      }};
  return moves;
}

}  // namespace jongtable::protocol::nymj_moves
