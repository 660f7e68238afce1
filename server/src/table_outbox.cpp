// What a table says and to whom: every frame passes send_out(), which holds it in the
// outbox while a lobby change is on its way to disk; the lobby and spectator counts.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"
#include "table_core.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

int TableCore::spectator_count() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(),
                                        [](const auto& entry) { return !entry.second.seat; }));
}

void TableCore::spectators_changed() {
  if (spectators_due_ || shut_down_) return;
  spectators_due_ = true;
  spectators_timer_->expires_after(kSpectatorsEvery);
  // Weak: a count on its way must not keep a closed table (a refused rematch) alive.
  spectators_timer_->async_wait([weak = std::weak_ptr(self())](boost::system::error_code ec) {
    const auto self = weak.lock();
    if (!self) return;
    self->spectators_due_ = false;
    if (ec || self->shut_down_) return;
    const int count = self->spectator_count();
    if (count != self->spectators_told_) {  // else they came and went again meanwhile
      self->spectators_told_ = count;
      auto frame = proto::frame("spectators", self->version_);
      frame["count"] = count;
      self->broadcast_all(frame);
    }
    // The host's list of who is watching follows every change, in a lobby of its own.
    if (const auto host = self->members_.find(self->host_session_); host != self->members_.end())
      self->send_to(host->second, self->lobby_json(host->second));
  });
}

void TableCore::send_to(const Member& member, const json& message) {
  if (const auto link = member.link.lock()) {
    send_out(link, std::make_shared<const std::string>(proto::to_text(message)));
  }
}

void TableCore::send_error(const std::shared_ptr<ClientLink>& link,
                           const proto::ProtocolError& error, std::optional<std::uint64_t> seq) {
  metrics_.count_rejection(error.code);
  if (link)
    send_out(link, std::make_shared<const std::string>(
                       proto::to_text(proto::error_frame(error, version_, seq))));
}

void TableCore::broadcast_all(const json& message) {
  const auto text = std::make_shared<const std::string>(proto::to_text(message));
  for (const auto& [id, member] : members_) {
    if (const auto link = member.link.lock()) send_out(link, text);
  }
}

void TableCore::send_out(const std::shared_ptr<ClientLink>& link,
                         std::shared_ptr<const std::string> text) {
  if (lobby_writes_ > 0 || lobby_unstored_) {
    if (outbox_.size() < kOutboxLimit) {
      outbox_.emplace_back(link, std::move(text));
    } else if (!outbox_overflowed_) {
      outbox_overflowed_ = true;
      log_event(spdlog::level::warn, "outbox_full", {{"table", code_}});
    }
    return;
  }
  link->send(std::move(text));
}

void TableCore::broadcast_lobby() {
  for (const auto& [id, member] : members_) send_to(member, lobby_json(member));
  spectators_told_ = spectator_count();
  update_liveness();
}

void TableCore::release_outbox() {
  auto outbox = std::move(outbox_);
  outbox_.clear();
  outbox_overflowed_ = false;
  for (auto& [weak, text] : outbox) {
    if (const auto link = weak.lock()) link->send(std::move(text));
  }
}

}  // namespace jongtable::server
