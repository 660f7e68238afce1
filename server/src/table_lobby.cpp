// A table's lobby: the seats and the bots in them, the host's commands and start, the
// pause between rounds, and the bots that stand in for people who are away.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/bots/bot.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"
#include "table_core.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;
namespace in = jongtable::protocol::in;

namespace {

// A stand-in's seed lies apart from the seated bots' (bot_seed + seat + 1).
constexpr std::uint64_t kStandInSeedOffset = 4;

}  // namespace

std::optional<proto::ProtocolError> TableCore::lobby_command(Member& member,
                                                             const in::Message& message) {
  const bool is_host = member.session->id() == host_session_;
  if (std::holds_alternative<in::StartGame>(message)) return start_game(member);
  if (status_ != Status::waiting)
    return proto::ProtocolError{"game_started", "The seats are fixed once the game has started."};
  if (const auto* take = std::get_if<in::TakeSeat>(&message)) return take_seat(member, take->seat);
  if (std::holds_alternative<in::LeaveSeat>(message)) {
    if (!member.seat) return proto::ProtocolError{"not_seated", "You are not in a seat."};
    vacate(member);
    return std::nullopt;
  }
  if (const auto* add = std::get_if<in::AddBot>(&message)) {
    if (!is_host) return proto::ProtocolError{"not_host", "Only the host can add bots."};
    if (add->seat >= seat_count())
      return proto::ProtocolError{"bad_seat", "This table has no such seat."};
    Occupant& occupant = seats_[static_cast<std::size_t>(add->seat)];
    if (occupant.kind != OccupantKind::empty)
      return proto::ProtocolError{"seat_taken", "That seat is taken."};
    const auto strength = bot_strength(add->strength);
    if (!strength)
      return proto::ProtocolError{"bad_strength", "This game has no bot of that strength."};
    seat_bot(add->seat, *strength);
    return std::nullopt;
  }
  if (const auto* remove = std::get_if<in::RemoveBot>(&message)) {
    if (!is_host) return proto::ProtocolError{"not_host", "Only the host can remove bots."};
    if (remove->seat >= seat_count())
      return proto::ProtocolError{"bad_seat", "This table has no such seat."};
    Occupant& occupant = seats_[static_cast<std::size_t>(remove->seat)];
    if (occupant.kind != OccupantKind::bot)
      return proto::ProtocolError{"seat_empty", "There is no bot in that seat."};
    occupant = Occupant{};
    set_occupant_count();
    return std::nullopt;
  }
  return proto::ProtocolError{"unknown_type", "That message is not understood at a table."};
}

std::optional<proto::ProtocolError> TableCore::remove_person(const Member& host, int seat) {
  if (host.session->id() != host_session_)
    return proto::ProtocolError{"not_host", "Only the host can remove someone."};
  if (status_ != Status::waiting)
    return proto::ProtocolError{"game_started", "Nobody can be removed once the game has started."};
  if (seat >= seat_count()) return proto::ProtocolError{"bad_seat", "This table has no such seat."};
  const Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (occupant.kind != OccupantKind::human)
    return proto::ProtocolError{"seat_empty", "No person sits in that seat."};
  if (occupant.session_id == host_session_)
    return proto::ProtocolError{"bad_seat", "To leave your own table, send leave_table."};
  const auto found = members_.find(occupant.session_id);
  if (found == members_.end()) {
    // A seat kept for someone (a rematch) who has not come: it is free again.
    removed_.insert(occupant.session_id);
    seats_[static_cast<std::size_t>(seat)] = Occupant{};
    set_occupant_count();
    return std::nullopt;
  }
  Member& removed = found->second;
  vacate(removed);
  removed_.insert(found->first);
  removed.session->set_table(nullptr);
  auto notice = proto::frame("removed", version_);
  notice["reason"] = "host";
  send_to(removed, notice);
  table_names_.forget(found->first);
  members_.erase(found);
  update_liveness();
  return std::nullopt;
}

std::optional<proto::ProtocolError> TableCore::remove_spectator(const Member& host,
                                                                const std::string& name) {
  if (host.session->id() != host_session_)
    return proto::ProtocolError{"not_host", "Only the host can remove someone."};
  // Names shown at a table are told apart (TableNames), so one name is one member.
  const auto found = std::find_if(members_.begin(), members_.end(), [&](const auto& entry) {
    const Member& other = entry.second;
    return !other.seat && entry.first != host_session_ &&
           table_names_.shown(entry.first, other.session->name()) == name;
  });
  if (found == members_.end())
    return proto::ProtocolError{"seat_empty", "No spectator here goes by that name."};
  removed_.insert(found->first);
  found->second.session->set_table(nullptr);
  auto notice = proto::frame("removed", version_);
  notice["reason"] = "host";
  send_to(found->second, notice);
  table_names_.forget(found->first);
  members_.erase(found);
  update_liveness();
  return std::nullopt;
}

void TableCore::seat_bot(int seat, const std::string& strength) {
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  occupant.kind = OccupantKind::bot;
  occupant.strength = strength;
  occupant.name = "Bot " + std::to_string(seat + 1);
  occupant.bot = make_bot(strength, bot_seed_ + static_cast<std::uint64_t>(seat) + 1);
  occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
  set_occupant_count();
}

std::optional<proto::ProtocolError> TableCore::take_seat(Member& member, int seat) {
  if (seat >= seat_count()) return proto::ProtocolError{"bad_seat", "This table has no such seat."};
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (member.seat == seat) return std::nullopt;
  if (occupant.kind != OccupantKind::empty)
    return proto::ProtocolError{"seat_taken", "That seat is taken."};
  vacate(member);
  occupant.kind = OccupantKind::human;
  occupant.session_id = member.session->id();
  occupant.name = table_names_.shown(member.session->id(), member.session->name());
  member.seat = seat;
  set_occupant_count();
  return std::nullopt;
}

void TableCore::vacate(Member& member) {
  if (!member.seat) return;
  seats_[static_cast<std::size_t>(*member.seat)] = Occupant{};
  member.seat.reset();
  set_occupant_count();
}

void TableCore::set_occupant_count() {
  int count = 0;
  for (const auto& occupant : seats_) count += occupant.kind == OccupantKind::empty ? 0 : 1;
  metrics_.seats_taken += count - occupants_counted_;
  occupants_counted_ = count;
  record_lobby();
  update_liveness();
}

std::optional<proto::ProtocolError> TableCore::start_game(Member& member) {
  if (member.session->id() != host_session_)
    return proto::ProtocolError{"not_host", "Only the host can start the game."};
  if (status_ != Status::waiting)
    return proto::ProtocolError{"game_started", "The game has already started."};
  for (int s = 0; s < seat_count(); ++s) {
    const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    if (occupant.kind == OccupantKind::empty) {
      return proto::ProtocolError{"seats_empty", "Fill every seat (with people or bots) first."};
    }
    if (occupant.kind == OccupantKind::human && !members_.contains(occupant.session_id)) {
      return proto::ProtocolError{"seats_empty", occupant.name +
                                                     " has not come to the rematch yet (or "
                                                     "remove them to free the seat)."};
    }
  }
  status_ = Status::playing;
  record_lobby();
  log_event(spdlog::level::info, "game_starting", {{"table", code_}});
  // Tell everyone the seats are fixed before the first update arrives.
  broadcast_lobby();
  play_start(member.session->id(),
             [self = self(), link = member.link](const proto::ProtocolError& error) {
               // The deal was not stored: the table waits as before, and the host hears why.
               self->status_ = Status::waiting;
               self->record_lobby();
               if (const auto host = link.lock()) self->send_error(host, error, std::nullopt);
               self->broadcast_lobby();
             });
  return std::nullopt;
}

std::optional<proto::ProtocolError> TableCore::ready(const Member& member) {
  if (!member.seat) return proto::ProtocolError{"not_seated", "Only seated players can be ready."};
  const auto pending = timer_armed_[timer_slot(kernel::TimerKind::next_round)];
  if (status_ != Status::playing || !pending)
    return proto::ProtocolError{"wrong_phase", "There is no next round to be ready for."};
  ready_.insert(*member.seat);
  end_pause_if_everyone_ready();
  return std::nullopt;
}

std::optional<kernel::Millis> TableCore::next_round_due() const {
  const auto pause = timer_slot(kernel::TimerKind::next_round);
  if (status_ != Status::playing || !timer_armed_[pause]) return std::nullopt;
  return timer_due_[pause];
}

bool TableCore::everyone_ready() const {
  for (int s = 0; s < seat_count(); ++s) {
    const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    const bool person = occupant.kind == OccupantKind::human && !occupant.stand_in &&
                        connected(occupant.session_id);
    if (person && !ready_.contains(s)) return false;
  }
  return true;
}

void TableCore::end_pause_if_everyone_ready() {
  const auto pending = timer_armed_[timer_slot(kernel::TimerKind::next_round)];
  if (status_ != Status::playing || !pending || !everyone_ready()) return;
  timers_[timer_slot(kernel::TimerKind::next_round)]->cancel();
  on_timer(kernel::TimerKind::next_round, *pending);
}

void TableCore::stand_in_if_away(kernel::Seat clocked) {
  const int seat = kernel::index(clocked);
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (status_ != Status::playing || occupant.kind != OccupantKind::human || occupant.stand_in ||
      connected(occupant.session_id)) {
    return;
  }
  occupant.stand_in = true;
  // Its own seed, apart from the table's bots, so a replay makes the same choices.
  occupant.bot = make_bot(stand_in_strength(),
                          bot_seed_ + kStandInSeedOffset + static_cast<std::uint64_t>(seat) + 1);
  if (!occupant.bot_timer) occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
  log_event(spdlog::level::info, "bot_stand_in",
            {{"table", code_}, {"seat", seat}, {"session", occupant.session_id}});
  broadcast_lobby();
  wake_bots();
}

void TableCore::hand_back(int seat) {
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (!occupant.stand_in) return;
  occupant.stand_in = false;
  occupant.bot.reset();
  // A decision already queued finds the seat no longer played by a bot and does nothing.
  occupant.bot_timer->cancel();
  occupant.bot_pending = false;
  log_event(spdlog::level::info, "bot_stand_in_ended",
            {{"table", code_}, {"seat", seat}, {"session", occupant.session_id}});
}

void TableCore::wake_bots() {
  if (status_ != Status::playing || shut_down_) return;
  for (int s = 0; s < seat_count(); ++s) {
    Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    if (!played_by_bot(occupant) || occupant.bot_pending) continue;
    occupant.bot_pending = true;
    const auto [low, high] = bot_delay_ms_;
    // A stand-in (its occupant a person's, with no strength) thinks as a basic bot does.
    const auto strength =
        bots::strength_from_name(occupant.strength).value_or(bots::Strength::basic);
    const kernel::Millis delay = bots::think_ms(strength, low, high, bot_rng_);
    occupant.bot_timer->expires_after(std::chrono::milliseconds(delay));
    occupant.bot_timer->async_wait([weak = weak_self(), s](boost::system::error_code ec) {
      if (ec) return;
      if (const auto self = weak.lock()) self->on_bot_timer(s);
    });
  }
}

}  // namespace jongtable::server
