#include "jongtable/protocol/json_writer.hpp"

#include <nlohmann/json.hpp>

namespace jongtable::protocol {
namespace {

// Bytes in a well-formed UTF-8 sequence starting at text[i] (RFC 3629: no overlong forms,
// no surrogates, nothing above U+10FFFF), or 0 when it is not one.
std::size_t utf8_sequence(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) {
    return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u;
  };
  const unsigned lead = byte(i);
  // Past the end reads as 0, which is never a continuation byte.
  const auto continuation = [&](std::size_t k, unsigned low, unsigned high) {
    const unsigned b = byte(k);
    return b >= low && b <= high;
  };
  if (lead >= 0xC2 && lead <= 0xDF) return continuation(i + 1, 0x80, 0xBF) ? 2 : 0;
  if (lead >= 0xE0 && lead <= 0xEF) {
    const unsigned low = lead == 0xE0 ? 0xA0 : 0x80;
    const unsigned high = lead == 0xED ? 0x9F : 0xBF;
    return continuation(i + 1, low, high) && continuation(i + 2, 0x80, 0xBF) ? 3 : 0;
  }
  if (lead >= 0xF0 && lead <= 0xF4) {
    const unsigned low = lead == 0xF0 ? 0x90 : 0x80;
    const unsigned high = lead == 0xF4 ? 0x8F : 0xBF;
    return continuation(i + 1, low, high) && continuation(i + 2, 0x80, 0xBF) &&
                   continuation(i + 3, 0x80, 0xBF)
               ? 4
               : 0;
  }
  return 0;
}

// The short escapes nlohmann uses; 0 for a control character written as \u00XX.
char short_escape(unsigned char c) {
  switch (c) {
    case '\b':
      return 'b';
    case '\t':
      return 't';
    case '\n':
      return 'n';
    case '\f':
      return 'f';
    case '\r':
      return 'r';
    case '"':
      return '"';
    case '\\':
      return '\\';
    default:
      return 0;
  }
}

}  // namespace

void JsonWriter::value(std::string_view text) {
  separate();
  const std::size_t start = out_.size();
  out_.push_back('"');
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      const std::size_t n = utf8_sequence(text, i);
      if (n == 0) {
        // Invalid UTF-8 is rare enough (never in the frames we write) to hand the whole
        // string to nlohmann, whose replacement rules are then followed exactly.
        out_.resize(start);
        out_.append(nlohmann::json(std::string(text))
                        .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        return;
      }
      out_.append(text.substr(i, n));
      i += n;
      continue;
    }
    if (const char e = short_escape(c)) {
      out_.push_back('\\');
      out_.push_back(e);
    } else if (c < 0x20) {
      static constexpr char kHex[] = "0123456789abcdef";
      const char escaped[] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 0xF]};
      out_.append(escaped, sizeof escaped);
    } else {
      out_.push_back(static_cast<char>(c));
    }
    ++i;
  }
  out_.push_back('"');
}

}  // namespace jongtable::protocol
