// Who is at a table: joining, resuming, leaving, and the lobby each of them is shown.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"
#include "table_core.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

void TableCore::join(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                     bool as_player, std::optional<std::uint64_t> last_version,
                     std::optional<std::uint64_t> seq, bool created) {
  net::post(strand_, [self = self(), session, link, as_player, last_version, seq, created] {
    self->do_join(session, link, as_player, last_version, seq, created);
  });
}

void TableCore::resume(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                       std::optional<std::uint64_t> last_version) {
  net::post(strand_, [self = self(), session, link, last_version] {
    self->do_join(session, link, false, last_version, std::nullopt, false);
  });
}

void TableCore::detach(std::shared_ptr<Session> session, std::uint64_t link_id) {
  net::post(strand_, [self = self(), session, link_id] { self->do_detach(session, link_id); });
}

void TableCore::do_join(const std::shared_ptr<Session>& session,
                        const std::shared_ptr<ClientLink>& link, bool as_player,
                        std::optional<std::uint64_t> last_version, std::optional<std::uint64_t> seq,
                        bool created) {
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

std::optional<proto::ProtocolError> TableCore::refuse_newcomer(const std::string& session_id,
                                                               bool as_player) const {
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

void TableCore::do_detach(const std::shared_ptr<Session>& session, std::uint64_t link_id) {
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

std::optional<kernel::Seat> TableCore::viewer_of(const Member& member) const {
  if (!member.seat || status_ == Status::waiting) return std::nullopt;
  return kernel::Seat(*member.seat);
}

bool TableCore::connected(const std::string& session_id) const {
  const auto found = members_.find(session_id);
  return found != members_.end() && !found->second.link.expired();
}

void TableCore::update_liveness() {
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

json TableCore::from_json(const Member& member) const {
  // A seat's name is the one the table gave its person (kept in the journal too).
  const std::string name = member.seat
                               ? seats_[static_cast<std::size_t>(*member.seat)].name
                               : table_names_.shown(member.session->id(), member.session->name());
  return {{"name", name}, {"seat", member.seat ? json(*member.seat) : json(nullptr)}};
}

json TableCore::lobby_json(const Member& member) const {
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
                      {"bot_delay_ms", json::array({bot_delay_ms_.first, bot_delay_ms_.second})},
                      {"seats", seats},
                      {"spectators", spectators}};
  add_game_lobby(message["table"]);
  // Between rounds: when the next round starts if not everyone is ready before.
  if (const auto due = next_round_due())
    message["table"]["next_round_in_ms"] = std::max<kernel::Millis>(0, *due - table_now());
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

}  // namespace jongtable::server
