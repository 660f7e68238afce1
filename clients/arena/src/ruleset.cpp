#include "ruleset.hpp"

#include <array>

namespace jongtable::arena {
namespace {

struct Entry {
  Ruleset ruleset;
  std::string_view name;
  SeatRange seats;
};

constexpr std::array kRulesets{
    Entry{Ruleset::nymj, "nymj", {3, 4, 4}},         Entry{Ruleset::gimme, "gimme", {2, 4, 4}},
    Entry{Ruleset::boba, "boba", {2, 2, 2}},         Entry{Ruleset::chinese, "chinese", {3, 6, 4}},
    Entry{Ruleset::american, "american", {3, 4, 4}},
};

}  // namespace

std::optional<Ruleset> ruleset_from_name(std::string_view text) {
  for (const Entry& entry : kRulesets)
    if (entry.name == text) return entry.ruleset;
  return std::nullopt;
}

std::string_view name(Ruleset ruleset) {
  for (const Entry& entry : kRulesets)
    if (entry.ruleset == ruleset) return entry.name;
  return "?";
}

SeatRange seat_range(Ruleset ruleset) {
  for (const Entry& entry : kRulesets)
    if (entry.ruleset == ruleset) return entry.seats;
  return {};
}

}  // namespace jongtable::arena
