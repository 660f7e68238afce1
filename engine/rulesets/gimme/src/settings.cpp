#include "jongtable/gimme/settings.hpp"

namespace jongtable::gimme {

std::optional<std::string_view> invalid_setting(const Settings& s) {
  if (s.seats < 2 || s.seats > 4) return "seats";
  if (s.gimme_window < 0 || s.gimme_window > 60000) return "gimme_window";
  if (s.turn_clock < 0 || s.turn_clock > 600000) return "turn_clock";
  if (s.between_rounds < 0 || s.between_rounds > 600000) return "between_rounds";
  if (s.rounds < 0 || s.rounds > 20) return "rounds";
  if (s.turn_cap < 10 || s.turn_cap > 100000) return "turn_cap";
  return std::nullopt;
}

}  // namespace jongtable::gimme
