#include "view_scan.hpp"

#include <charconv>

namespace jongtable::loadgen {
namespace {

using sv = std::string_view;

std::optional<std::int64_t> number_at(sv text, std::size_t pos) {
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data() + pos, text.data() + text.size(), value);
  if (ec != std::errc()) return std::nullopt;
  return value;
}

// The number after `"key":` at or after `from`, within `text`.
std::optional<std::int64_t> number_after(sv text, sv key_colon, std::size_t from = 0) {
  const auto pos = text.find(key_colon, from);
  if (pos == sv::npos) return std::nullopt;
  return number_at(text, pos + key_colon.size());
}

// The balanced {...} starting at `open` (which must be '{').
sv object_at(sv text, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < text.size(); ++i) {
    if (text[i] == '{') ++depth;
    if (text[i] == '}' && --depth == 0) return text.substr(open, i - open + 1);
  }
  return {};
}

sv object_after(sv text, sv key_brace) {
  const auto pos = text.find(key_brace);
  if (pos == sv::npos) return {};
  return object_at(text, pos + key_brace.size() - 1);
}

bool is_true(sv text, sv key_colon) {
  const auto pos = text.find(key_colon);
  return pos != sv::npos && text.substr(pos + key_colon.size(), 4) == "true";
}

Action decide(sv view, const UpdateScan& scan) {
  const sv legal = object_after(view, R"("legal":{)");
  if (legal.empty()) return {};
  if (is_true(legal, R"("declare_win":)")) return {ActionKind::declare_win};
  if (is_true(legal, R"("discard":)")) {
    const sv drawn = object_after(view, R"("just_drawn":{)");
    if (auto card = number_after(drawn, R"("id":)")) {
      return {ActionKind::discard, static_cast<std::uint64_t>(*card)};
    }
    const auto hand = view.find(R"("hand":[{)");
    if (hand == sv::npos) return {};
    if (auto card = number_after(view, R"("id":)", hand))
      return {ActionKind::discard, static_cast<std::uint64_t>(*card)};
    return {};
  }
  if (const auto options = legal.find(R"("expose_options":[[{)"); options != sv::npos) {
    const auto first = number_after(legal, R"("id":)", options);
    const auto second_at = legal.find("},{", options);
    const auto second = number_after(legal, R"("id":)", second_at);
    if (first && second)
      return {ActionKind::expose, static_cast<std::uint64_t>(*first),
              static_cast<std::uint64_t>(*second)};
  }
  if (is_true(legal, R"("pass":)") && scan.window) return {ActionKind::pass, *scan.window};
  return {};
}

}  // namespace

std::optional<UpdateScan> scan_update(sv text) {
  if (text.substr(0, 11) != R"({"events":[)") return std::nullopt;
  const auto view_at = text.rfind(R"("view":{)");
  if (view_at == sv::npos) return std::nullopt;
  UpdateScan scan;
  const sv head = text.substr(0, view_at);
  const sv view = object_at(text, view_at + 7);
  const auto v_at = head.rfind(R"("v":)");
  if (v_at == sv::npos) return std::nullopt;
  scan.v = static_cast<std::uint64_t>(number_at(head, v_at + 4).value_or(0));
  if (auto re = number_after(head, R"("re":)")) scan.re = static_cast<std::uint64_t>(*re);
  if (head.find(R"("card_discarded")") != sv::npos)
    scan.discard_closes_in_ms = number_after(head, R"("closes_in_ms":)");
  scan.window_closed = head.find(R"("claim_window_closed")") != sv::npos;
  scan.game_ended = head.find(R"("game_ended")") != sv::npos;
  if (auto viewer = number_after(view, R"("viewer":)")) scan.viewer = static_cast<int>(*viewer);
  const sv window = object_after(view, R"("window":{)");
  if (const auto at = window.find(R"("discarder":)"); at != sv::npos) {
    scan.window_discarder = static_cast<int>(number_at(window, at + 12).value_or(0));
    if (auto id = number_after(window, R"(,"id":)", at))
      scan.window = static_cast<std::uint64_t>(*id);
  }
  scan.action = decide(view, scan);
  return scan;
}

}  // namespace jongtable::loadgen
