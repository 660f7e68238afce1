// A table's chat: the lines and reactions its members send (within the table's budget),
// the last lines kept for newcomers, and the names the table shows for its people.

#include <algorithm>

#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"
#include "table_core.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace in = jongtable::protocol::in;

void ChatHistory::add(json from, std::string text) {
  const std::size_t bytes = text.size() + from.value("name", std::string()).size();
  lines_.push_back({std::move(from), std::move(text), bytes});
  bytes_ += bytes;
  while (lines_.size() > kMaxLines || bytes_ > kMaxBytes) {
    bytes_ -= lines_.front().bytes;
    lines_.pop_front();
  }
}

json ChatHistory::messages() const {
  json out = json::array();
  for (const Line& line : lines_) out.push_back({{"from", line.from}, {"text", line.text}});
  return out;
}

namespace {

bool same_name(const std::string& a, const std::string& b) {
  const auto lower = [](char c) {
    return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  };
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                            [&](char x, char y) { return lower(x) == lower(y); });
}

}  // namespace

void TableNames::assign(const std::string& session_id, const std::string& name,
                        const std::vector<std::string>& taken) {
  const auto is_free = [&](const std::string& candidate) {
    return std::none_of(taken.begin(), taken.end(),
                        [&](const std::string& other) { return same_name(candidate, other); });
  };
  std::string shown = name;
  for (int n = 2; !is_free(shown); ++n) shown = name + " (" + std::to_string(n) + ")";
  shown_[session_id] = std::move(shown);
}

std::string TableNames::shown(const std::string& session_id, const std::string& fallback) const {
  const auto found = shown_.find(session_id);
  return found == shown_.end() ? fallback : found->second;
}

void TableCore::talk(const Member& member, const in::Message& message,
                     std::optional<std::uint64_t> seq, kernel::Millis arrival) {
  const bool watching = !member.seat && member.session->id() != host_session_;
  if (!(watching ? spectator_talk_budget_ : talk_budget_).take(arrival)) {
    const auto link = member.link.lock();
    return send_error(link, {"rate_limited", "This table is chatting fast; wait a moment."}, seq);
  }
  auto out = std::holds_alternative<in::Chat>(message) ? proto::frame("chat_message", version_)
                                                       : proto::frame("reaction", version_);
  out["from"] = from_json(member);
  if (const auto* chat = std::get_if<in::Chat>(&message)) {
    out["text"] = chat->text;
    chat_history_.add(out["from"], chat->text);  // reactions are of the moment: not kept
  } else {
    out["reaction"] = std::get<in::React>(message).reaction;
  }
  broadcast_all(out);
  send_to(member, proto::frame("ok", version_, seq));
}

}  // namespace jongtable::server
