// Who is at a table and what each of them is told: joining, resuming, leaving, the
// lobby state, and the catch-up update after a reconnect.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/protocol/nymj_json.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/protocol/update_frame.hpp"
#include "json_log.hpp"
#include "rules_table.hpp"
#include "rulesets/all_rules.hpp"
#include "rulesets/catalogue_of.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

template <typename Rules>
void RulesTable<Rules>::join(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                             bool as_player, std::optional<std::uint64_t> last_version,
                             std::optional<std::uint64_t> seq, bool created) {
  net::post(strand_, [self = self(), session, link, as_player, last_version, seq, created] {
    self->do_join(session, link, as_player, last_version, seq, created);
  });
}

template <typename Rules>
void RulesTable<Rules>::resume(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                               std::optional<std::uint64_t> last_version) {
  net::post(strand_, [self = self(), session, link, last_version] {
    self->do_join(session, link, false, last_version, std::nullopt, false);
  });
}

template <typename Rules>
void RulesTable<Rules>::detach(std::shared_ptr<Session> session, std::uint64_t link_id) {
  net::post(strand_, [self = self(), session, link_id] { self->do_detach(session, link_id); });
}

template <typename Rules>
void RulesTable<Rules>::do_join(const std::shared_ptr<Session>& session,
                                const std::shared_ptr<ClientLink>& link, bool as_player,
                                std::optional<std::uint64_t> last_version,
                                std::optional<std::uint64_t> seq, bool created) {
  if (shut_down_) {
    // The lobby let go of this table as this join was on its way (or the server is
    // stopping, or the store refused the table): the session is free to go elsewhere.
    if (session->table().get() == this) session->set_table(nullptr);
    if (creation_refused_) return refuse_for_creation(link, seq);
    return send_error(link, {"table_not_found", "That table has closed."}, seq);
  }
  auto found = members_.find(session->id());
  const bool returning = found != members_.end();
  if (!returning) {
    if (auto refused = refuse_newcomer(session->id(), as_player)) {
      // The session was put here on the way in; a refused join leaves it free to go
      // elsewhere (create or join another table) on the same connection.
      if (session->table().get() == this) session->set_table(nullptr);
      return send_error(link, *refused, seq);
    }
  }
  if (!returning) {
    // The names shown here for everyone else: members, and seats kept for people away.
    std::vector<std::string> taken;
    for (const auto& [id, other] : members_) taken.push_back(from_json(other)["name"]);
    for (const Occupant& occupant : seats_) {
      if (occupant.kind != OccupantKind::empty && occupant.session_id != session->id())
        taken.push_back(occupant.name);
    }
    table_names_.assign(session->id(), session->name(), taken);
    found = members_.emplace(session->id(), Member{session, {}, std::nullopt}).first;
  }
  Member& member = found->second;
  member.link = link;
  session->set_table(self());
  if (created) {
    host_session_ = session->id();
    auto reply = proto::frame("table_created", version_, seq);
    reply["code"] = code_;
    reply["link"] = "/t/" + code_;
    send_to(member, reply);
  }
  // The player is back: their seat is theirs to play again from this moment.
  if (returning && member.seat) hand_back(*member.seat);
  if (as_player && !member.seat) {
    // A seat kept for this person (a rematch) is theirs; otherwise the first free one.
    for (int s = 0; s < seat_count(); ++s) {
      Occupant& kept = seats_[static_cast<std::size_t>(s)];
      if (kept.kind == OccupantKind::human && kept.session_id == session->id()) {
        kept.name = table_names_.shown(session->id(), session->name());
        member.seat = s;
        set_occupant_count();
        break;
      }
    }
  }
  if (as_player && !member.seat) {
    for (int s = 0; s < seat_count(); ++s) {
      if (seats_[static_cast<std::size_t>(s)].kind == OccupantKind::empty) {
        (void)take_seat(member, s);
        break;
      }
    }
  }
  log_event(spdlog::level::info, returning ? "member_returned" : "member_joined",
            {{"table", code_},
             {"session", session->id()},
             {"seat", member.seat ? json(*member.seat) : json(nullptr)}});
  // The joiner's own lobby copy answers its join_table; everyone else sees the change:
  // a whole lobby when the seats may have changed, a count when a spectator came.
  const bool spectator_came = !returning && !member.seat && !created;
  auto own = lobby_json(member);
  if (!created && seq) own["re"] = *seq;
  send_to(member, own);
  if (spectator_came) {
    spectators_changed();
  } else {
    for (auto& [id, other] : members_) {
      if (&other != &member) send_to(other, lobby_json(other));
    }
    spectators_told_ = spectator_count();
  }
  if (status_ != Status::waiting) send_catch_up(member, last_version, std::nullopt);
  if (!chat_history_.empty()) {
    auto history = proto::frame("chat_history", version_);
    history["messages"] = chat_history_.messages();
    send_to(member, history);
  }
  update_liveness();
}

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::refuse_newcomer(
    const std::string& session_id, bool as_player) const {
  if (removed_.contains(session_id))
    return proto::ProtocolError{"removed_by_host", "The host has removed you from this table."};
  if (!as_player) return std::nullopt;
  if (status_ != Status::waiting)
    return proto::ProtocolError{"game_started",
                                "The game has already started; join as a spectator."};
  for (int s = 0; s < seat_count(); ++s) {
    const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    if (occupant.kind == OccupantKind::empty) return std::nullopt;
    if (occupant.kind == OccupantKind::human && occupant.session_id == session_id)
      return std::nullopt;  // kept for them
  }
  return proto::ProtocolError{"table_full", "Every seat at this table is taken."};
}

template <typename Rules>
void RulesTable<Rules>::do_detach(const std::shared_ptr<Session>& session, std::uint64_t link_id) {
  const auto found = members_.find(session->id());
  if (found == members_.end()) return;
  const auto link = found->second.link.lock();
  if (link && link->link_id() != link_id) return;  // a newer connection took over
  found->second.link.reset();
  // A spectator who leaves is forgotten; a seated player keeps the seat, and the turn
  // clock plays for them until they come back.
  if (!found->second.seat && found->first != host_session_) {
    session->set_table(nullptr);
    table_names_.forget(found->first);
    members_.erase(found);
    log_event(spdlog::level::info, "member_disconnected",
              {{"table", code_}, {"session", session->id()}});
    update_liveness();
    return spectators_changed();
  }
  log_event(spdlog::level::info, "member_disconnected",
            {{"table", code_}, {"session", session->id()}});
  broadcast_lobby();
  end_pause_if_everyone_ready();  // nobody away holds the table between rounds
}

template <typename Rules>
int RulesTable<Rules>::spectator_count() const {
  return static_cast<int>(std::count_if(members_.begin(), members_.end(),
                                        [](const auto& entry) { return !entry.second.seat; }));
}

template <typename Rules>
void RulesTable<Rules>::spectators_changed() {
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

template <typename Rules>
std::optional<kernel::Seat> RulesTable<Rules>::viewer_of(const Member& member) const {
  if (!member.seat || status_ == Status::waiting) return std::nullopt;
  return kernel::Seat(*member.seat);
}

template <typename Rules>
bool RulesTable<Rules>::connected(const std::string& session_id) const {
  const auto found = members_.find(session_id);
  return found != members_.end() && !found->second.link.expired();
}

template <typename Rules>
void RulesTable<Rules>::send_to(const Member& member, const json& message) {
  if (const auto link = member.link.lock()) {
    send_out(link, std::make_shared<const std::string>(proto::to_text(message)));
  }
}

template <typename Rules>
void RulesTable<Rules>::send_error(const std::shared_ptr<ClientLink>& link,
                                   const proto::ProtocolError& error,
                                   std::optional<std::uint64_t> seq) {
  metrics_.count_rejection(error.code);
  if (link)
    send_out(link, std::make_shared<const std::string>(
                       proto::to_text(proto::error_frame(error, version_, seq))));
}

template <typename Rules>
void RulesTable<Rules>::broadcast_all(const json& message) {
  const auto text = std::make_shared<const std::string>(proto::to_text(message));
  for (const auto& [id, member] : members_) {
    if (const auto link = member.link.lock()) send_out(link, text);
  }
}

template <typename Rules>
void RulesTable<Rules>::send_out(const std::shared_ptr<ClientLink>& link,
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

template <typename Rules>
void RulesTable<Rules>::broadcast_lobby() {
  for (const auto& [id, member] : members_) send_to(member, lobby_json(member));
  spectators_told_ = spectator_count();
  update_liveness();
}

template <typename Rules>
void RulesTable<Rules>::update_liveness() {
  const bool anyone = std::any_of(members_.begin(), members_.end(),
                                  [](const auto& entry) { return !entry.second.link.expired(); });
  const Stage stage = status_ == Status::waiting   ? Stage::waiting
                      : status_ == Status::playing ? Stage::playing
                                                   : Stage::over;
  const bool seated = std::any_of(seats_.begin(), seats_.end(), [](const Occupant& occupant) {
    return occupant.kind == OccupantKind::human;
  });
  note_liveness(stage, anyone, seated, now_ms());
}

template <typename Rules>
json RulesTable<Rules>::from_json(const Member& member) const {
  // A seat's name is the one the table gave its person (kept in the journal too).
  const std::string name = member.seat
                               ? seats_[static_cast<std::size_t>(*member.seat)].name
                               : table_names_.shown(member.session->id(), member.session->name());
  return {{"name", name}, {"seat", member.seat ? json(*member.seat) : json(nullptr)}};
}

template <typename Rules>
json RulesTable<Rules>::lobby_json(const Member& member) const {
  json seats = json::array();
  const int spectators = spectator_count();
  for (int s = 0; s < seat_count(); ++s) {
    const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    json who = nullptr;
    if (occupant.kind == OccupantKind::human) {
      who = {{"kind", "human"},
             {"name", occupant.name},
             {"connected", connected(occupant.session_id)},
             {"host", occupant.session_id == host_session_}};
    } else if (occupant.kind == OccupantKind::bot) {
      who = {{"kind", "bot"},
             {"name", occupant.name},
             {"connected", true},
             {"host", false},
             {"strength", occupant.strength}};
    }
    seats.push_back({{"seat", s},
                     {"occupant", who},
                     {"bot_stand_in", occupant.stand_in},
                     {"ready", ready_.contains(s)}});
  }
  static constexpr const char* statuses[] = {"waiting", "playing", "over"};
  auto message = proto::frame("lobby", version_);
  message["table"] = {{"code", code_},
                      {"link", "/t/" + code_},
                      {"status", statuses[static_cast<int>(status_)]},
                      {"ruleset", std::string(Rules::id)},
                      {"settings", Rules::settings_json(table_)},
                      {"catalogue", catalogue_of<Rules>(table_)},
                      {"bot_delay_ms", json::array({bot_delay_ms_.first, bot_delay_ms_.second})},
                      {"seats", seats},
                      {"spectators", spectators}};
  // A game whose winning hands are data (American Mah Jongg) shows its card to the table.
  if constexpr (requires { Rules::card_json(table_); })
    message["table"]["card"] = Rules::card_json(table_);
  // Between rounds: when the next round starts if not everyone is ready before.
  if (const auto due = next_round_due())
    message["table"]["next_round_in_ms"] = std::max<kernel::Millis>(0, *due - now_ms());
  message["you"] = {{"seat", member.seat ? json(*member.seat) : json(nullptr)},
                    {"host", member.session->id() == host_session_}};
  // The host alone learns who is watching, by the names remove_person {spectator} takes.
  if (member.session->id() == host_session_) {
    json watching = json::array();
    for (const auto& [id, other] : members_) {
      if (!other.seat && id != host_session_) watching.push_back(from_json(other)["name"]);
    }
    message["you"]["spectators"] = std::move(watching);
  }
  return message;
}

template <typename Rules>
void RulesTable<Rules>::send_catch_up(const Member& member,
                                      std::optional<std::uint64_t> last_version,
                                      std::optional<std::uint64_t> seq) {
  const auto link = member.link.lock();
  if (!link) return;
  typename Rules::Frames frames(table_, now_ms(), proto::to_text(fairness_json()));
  std::uint64_t since = version_;
  const bool held =
      last_version && *last_version <= version_ &&
      (*last_version == version_ || (!held_.empty() && held_.front().first <= *last_version + 1));
  if (held) {
    since = *last_version;
    for (const auto& [version, batch] : held_) {
      if (version > *last_version) frames.add_events(batch);
    }
  }
  send_out(link, std::make_shared<const std::string>(
                     frames.frame(viewer_of(member), version_, since, seq)));
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
