#include "jongtable/boba/settings.hpp"

namespace jongtable::boba {

std::optional<std::string_view> invalid_setting(const Settings& settings) {
  if (settings.seats != 2) return "seats";
  // A clock shorter than a second could not be met by anyone across a network.
  if (settings.turn_clock != 0 && (settings.turn_clock < 1000 || settings.turn_clock > 600000)) {
    return "turn_clock";
  }
  if (const auto& previous = settings.rematch_of) {
    const bool seats_exist =
        kernel::index(previous->first) < settings.seats &&
        (!previous->winner || kernel::index(*previous->winner) < settings.seats);
    if (!seats_exist) return "rematch_of";
  }
  return std::nullopt;
}

}  // namespace jongtable::boba
