#include "jongtable/chinese/settings.hpp"

namespace jongtable::chinese {

std::optional<std::string_view> invalid_setting(const Settings& s) {
  if (s.seats < 3 || s.seats > kMaxPlayers) return "seats";
  // Five and six players use the Flower cards as Winds already.
  if (s.flowers && s.seats > 4) return "flowers";
  if (s.limit < 0 || s.limit > 1'000'000) return "limit";
  if (s.claim_window < 0 || s.claim_window > 60000) return "claim_window";
  if (s.turn_clock < 0 || s.turn_clock > 600000) return "turn_clock";
  if (s.between_hands < 0 || s.between_hands > 600000) return "between_hands";
  return std::nullopt;
}

}  // namespace jongtable::chinese
