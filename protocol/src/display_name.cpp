#include "jongtable/protocol/display_name.hpp"

#include <array>
#include <cctype>
#include <cstdint>
#include <utility>

namespace jongtable::protocol {
namespace {

// The next code point of `s` from `at` (advanced past it); nullopt for bytes that are
// not well-formed UTF-8 (overlong forms and surrogates included).
std::optional<char32_t> next_code_point(std::string_view s, std::size_t& at) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char lead = byte(at);
  int extra = 0;
  char32_t cp = 0;
  if (lead < 0x80) {
    cp = lead;
  } else if ((lead & 0xE0) == 0xC0) {
    extra = 1;
    cp = lead & 0x1F;
  } else if ((lead & 0xF0) == 0xE0) {
    extra = 2;
    cp = lead & 0x0F;
  } else if ((lead & 0xF8) == 0xF0) {
    extra = 3;
    cp = lead & 0x07;
  } else {
    return std::nullopt;
  }
  if (at + static_cast<std::size_t>(extra) >= s.size()) return std::nullopt;  // cut short
  for (int i = 1; i <= extra; ++i) {
    const unsigned char next = byte(at + static_cast<std::size_t>(i));
    if ((next & 0xC0) != 0x80) return std::nullopt;
    cp = (cp << 6) | (next & 0x3F);
  }
  static constexpr std::array<char32_t, 4> kSmallest = {0, 0x80, 0x800, 0x10000};
  if (cp < kSmallest[static_cast<std::size_t>(extra)] || cp > 0x10FFFF ||
      (cp >= 0xD800 && cp <= 0xDFFF))
    return std::nullopt;
  at += static_cast<std::size_t>(extra) + 1;
  return cp;
}

// Characters that change how the text around them reads, or are not seen at all.
bool hides_or_reorders(char32_t cp) {
  static constexpr std::array<std::pair<char32_t, char32_t>, 15> kRanges = {{
      {0x0000, 0x001F},    // C0 controls
      {0x007F, 0x009F},    // DEL and C1 controls
      {0x00AD, 0x00AD},    // soft hyphen
      {0x034F, 0x034F},    // combining grapheme joiner
      {0x061C, 0x061C},    // Arabic letter mark
      {0x115F, 0x1160},    // Hangul fillers
      {0x180E, 0x180E},    // Mongolian vowel separator
      {0x200B, 0x200F},    // zero-width space, joiners, LTR and RTL marks
      {0x2028, 0x202E},    // line and paragraph separators, bidi embeddings, overrides
      {0x2060, 0x206F},    // word joiner, invisible operators, bidi isolates
      {0x3164, 0x3164},    // Hangul filler
      {0xFE00, 0xFE0F},    // variation selectors
      {0xFEFF, 0xFEFF},    // zero-width no-break space
      {0xFFA0, 0xFFA0},    // halfwidth Hangul filler
      {0xE0000, 0xE0FFF},  // tags and supplementary variation selectors
  }};
  for (const auto& [first, last] : kRanges) {
    if (cp >= first && cp <= last) return true;
  }
  return false;
}

// Space of any width, which shows nothing on its own (controls and separators that are
// spaces too are refused above already).
bool is_space(char32_t cp) {
  return cp == 0x0020 || cp == 0x00A0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

// "Seat 2", "bot3", "BOT 12": what the table calls an empty seat or a bot.
bool is_a_seat_or_bot_label(std::string_view name) {
  std::string lower;
  for (const char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const std::string_view word : {"seat", "bot"}) {
    if (!lower.starts_with(word)) continue;
    std::size_t at = word.size();
    while (at < lower.size() && lower[at] == ' ') ++at;
    if (at == lower.size()) continue;
    bool digits = true;
    for (std::size_t i = at; i < lower.size(); ++i)
      digits &= std::isdigit(static_cast<unsigned char>(lower[i])) != 0;
    if (digits) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> display_name_problem(std::string_view name) {
  bool visible = false;
  for (std::size_t at = 0; at < name.size();) {
    const auto cp = next_code_point(name, at);
    if (!cp) return "A name must be valid UTF-8 text.";
    if (hides_or_reorders(*cp))
      return "A name may not hold control, invisible or text-direction characters.";
    visible |= !is_space(*cp);
  }
  if (!visible) return "A name needs at least one visible character.";
  if (is_a_seat_or_bot_label(name))
    return "\"" + std::string(name) +
           "\" is what the table calls a seat or a bot; pick another name.";
  return std::nullopt;
}

}  // namespace jongtable::protocol
