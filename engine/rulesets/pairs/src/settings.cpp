#include "jongtable/pairs/settings.hpp"

namespace jongtable::pairs {

std::optional<std::string_view> invalid_setting(const Settings& s) {
  if (s.seats < 2 || s.seats > 3) return "seats";
  if (s.rounds < 1 || s.rounds > 20) return "rounds";
  if (s.claim_window < 0 || s.claim_window > 60000) return "claim_window";
  if (s.turn_clock < 0 || s.turn_clock > 600000) return "turn_clock";
  if (s.between_rounds < 0 || s.between_rounds > 600000) return "between_rounds";
  return std::nullopt;
}

}  // namespace jongtable::pairs
