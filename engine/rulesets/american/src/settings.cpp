#include "jongtable/american/settings.hpp"

#include "rules.hpp"

namespace jongtable::american {

std::string_view hands_code(HandsChoice hands) {
  return hands == HandsChoice::beginner ? "beginner" : "advanced";
}

std::optional<CardError> card_error(const Settings& settings) {
  if (settings.card.empty()) return std::nullopt;
  auto parsed = parse_card(settings.card, hands_code(settings.hands));
  if (auto* error = std::get_if<CardError>(&parsed)) return *error;
  return std::nullopt;
}

std::optional<std::string_view> invalid_setting(const Settings& settings) {
  if (settings.seats < 3 || settings.seats > 4) return "seats";
  if (settings.hands != HandsChoice::beginner && settings.hands != HandsChoice::advanced) {
    return "hands";
  }
  if (settings.card.size() > kMaxCardText || card_error(settings)) return "card";
  if (settings.call_window < 500 || settings.call_window > 30000) return "call_window";
  if (settings.pass_clock < 5000 || settings.pass_clock > 600000) return "pass_clock";
  if (settings.turn_clock != 0 && (settings.turn_clock < 5000 || settings.turn_clock > 600000)) {
    return "turn_clock";
  }
  if (settings.between_rounds < 0 || settings.between_rounds > 60000) return "between_rounds";
  return std::nullopt;
}

namespace rules {

std::shared_ptr<const Card> card_for(const Settings& settings) {
  auto parse = [](std::string_view text, HandsChoice hands) -> std::shared_ptr<const Card> {
    auto parsed = parse_card(text, hands_code(hands));
    if (auto* card = std::get_if<Card>(&parsed)) {
      return std::make_shared<const Card>(std::move(*card));
    }
    return nullptr;
  };
  if (!settings.card.empty()) return parse(settings.card, settings.hands);
  // The shipped card is parsed once per process and shared by every table.
  static const std::shared_ptr<const Card> beginner =
      parse(shipped_card_text(), HandsChoice::beginner);
  static const std::shared_ptr<const Card> advanced =
      parse(shipped_card_text(), HandsChoice::advanced);
  return settings.hands == HandsChoice::beginner ? beginner : advanced;
}

}  // namespace rules
}  // namespace jongtable::american
