// A table's lobby: seats, bots, the host's start, chat and reactions; and the routing
// of game intents to the engine.

#include "table_host.hpp"

#include "clock.hpp"
#include "jongtable/protocol/client_decode.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;
namespace in = jongtable::protocol::in;

TableHost::TableHost(net::io_context& ioc, std::string code, TableOptions options, Metrics& metrics)
    : strand_(net::make_strand(ioc)),
      code_(std::move(code)),
      metrics_(metrics),
      table_(std::move(options.table)),
      bot_delay_ms_(options.bot_delay_ms),
      bot_seed_(options.bot_seed),
      bot_rng_(options.bot_seed),
      assumed_rtt_ms_(std::move(options.assumed_rtt_ms)),
      recorder_(std::move(options.recorder)),
      store_(std::move(options.store)),
      table_id_(std::move(options.table_id)),
      seed_(options.seed) {
  for (auto& timer : timers_) timer = std::make_unique<net::steady_timer>(strand_);
  ++metrics_.tables;
}

TableHost::~TableHost() {
  --metrics_.tables;
  metrics_.seats_taken -= occupants_counted_;
}

void TableHost::receive(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                        in::Message message, std::optional<std::uint64_t> seq,
                        engine::Millis arrival, engine::Millis smoothed_rtt) {
  net::post(strand_, [self = shared_from_this(), session, link, message = std::move(message), seq,
                      arrival, smoothed_rtt] {
    self->do_receive(session, link, message, seq, arrival, smoothed_rtt);
  });
}

void TableHost::shut_down() {
  net::post(strand_, [self = shared_from_this()] {
    self->shut_down_ = true;
    for (auto& timer : self->timers_) timer->cancel();
    for (auto& occupant : self->seats_) {
      if (occupant.bot_timer) occupant.bot_timer->cancel();
    }
  });
}

void TableHost::do_receive(const std::shared_ptr<Session>& session,
                           const std::shared_ptr<ClientLink>& link, const in::Message& message,
                           std::optional<std::uint64_t> seq, engine::Millis arrival,
                           engine::Millis smoothed_rtt) {
  if (shut_down_) return;
  const auto found = members_.find(session->id());
  if (found == members_.end())
    return send_error(link, {"not_at_table", "Join a table first."}, seq);
  Member& member = found->second;
  if (const auto current = member.link.lock(); !current || current->link_id() != link->link_id()) {
    return;  // an older connection of this session: it has been told to go
  }
  if (proto::is_game_intent(message)) {
    if (!member.seat) return send_error(link, {"not_seated", "Only seated players can play."}, seq);
    if (status_ == Status::waiting) {
      return send_error(link, proto::rule_error(engine::RuleError::game_not_started), seq);
    }
    const auto intent = proto::to_intent(message, engine::Seat(*member.seat),
                                         one_way_latency(*member.seat, smoothed_rtt));
    if (auto error = accept_input(*intent, arrival, session->id(), seq))
      send_error(link, *error, seq);
    return;
  }
  if (std::holds_alternative<in::Chat>(message) || std::holds_alternative<in::React>(message)) {
    auto out = std::holds_alternative<in::Chat>(message) ? proto::frame("chat_message", version_)
                                                         : proto::frame("reaction", version_);
    out["from"] = from_json(member);
    if (const auto* chat = std::get_if<in::Chat>(&message)) {
      out["text"] = chat->text;
    } else {
      out["reaction"] = std::get<in::React>(message).reaction;
    }
    broadcast_all(out);
    return send_to(member, proto::frame("ok", version_, seq));
  }
  if (std::holds_alternative<in::LeaveTable>(message)) {
    if (member.seat && status_ != Status::waiting) {
      return send_error(link, {"game_started", "A seated player cannot leave a game in play."},
                        seq);
    }
    vacate(member);
    send_to(member, proto::frame("ok", version_, seq));
    session->set_table(nullptr);
    if (session->id() == host_session_) host_session_.clear();
    members_.erase(found);
    return broadcast_lobby();
  }
  if (auto error = lobby_command(member, message)) return send_error(link, *error, seq);
  send_to(member, proto::frame("ok", version_, seq));
  broadcast_lobby();
}

std::optional<proto::ProtocolError> TableHost::lobby_command(Member& member,
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
    if (add->seat >= table_.settings.seats)
      return proto::ProtocolError{"bad_seat", "This table has no such seat."};
    Occupant& occupant = seats_[static_cast<std::size_t>(add->seat)];
    if (occupant.kind != OccupantKind::empty)
      return proto::ProtocolError{"seat_taken", "That seat is taken."};
    const auto strength = bots::strength_from_name(add->strength).value_or(bots::Strength::basic);
    occupant.kind = OccupantKind::bot;
    occupant.strength = std::string(bots::name(strength));
    occupant.name = "Bot " + std::to_string(add->seat + 1);
    occupant.bot = bots::make_bot(strength, bot_seed_ + static_cast<std::uint64_t>(add->seat) + 1);
    occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
    set_occupant_count();
    return std::nullopt;
  }
  if (const auto* remove = std::get_if<in::RemoveBot>(&message)) {
    if (!is_host) return proto::ProtocolError{"not_host", "Only the host can remove bots."};
    if (remove->seat >= table_.settings.seats)
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

std::optional<proto::ProtocolError> TableHost::take_seat(Member& member, int seat) {
  if (seat >= table_.settings.seats)
    return proto::ProtocolError{"bad_seat", "This table has no such seat."};
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (member.seat == seat) return std::nullopt;
  if (occupant.kind != OccupantKind::empty)
    return proto::ProtocolError{"seat_taken", "That seat is taken."};
  vacate(member);
  occupant.kind = OccupantKind::human;
  occupant.session_id = member.session->id();
  occupant.name = member.session->name();
  member.seat = seat;
  set_occupant_count();
  return std::nullopt;
}

void TableHost::vacate(Member& member) {
  if (!member.seat) return;
  seats_[static_cast<std::size_t>(*member.seat)] = Occupant{};
  member.seat.reset();
  set_occupant_count();
}

void TableHost::set_occupant_count() {
  int count = 0;
  for (const auto& occupant : seats_) count += occupant.kind == OccupantKind::empty ? 0 : 1;
  metrics_.seats_taken += count - occupants_counted_;
  occupants_counted_ = count;
  record_lobby();
}

std::optional<proto::ProtocolError> TableHost::start_game(Member& member) {
  if (member.session->id() != host_session_)
    return proto::ProtocolError{"not_host", "Only the host can start the game."};
  if (status_ != Status::waiting)
    return proto::ProtocolError{"game_started", "The game has already started."};
  for (int s = 0; s < table_.settings.seats; ++s) {
    if (seats_[static_cast<std::size_t>(s)].kind == OccupantKind::empty) {
      return proto::ProtocolError{"seats_empty", "Fill every seat (with people or bots) first."};
    }
  }
  status_ = Status::playing;
  record_lobby();
  log_event(spdlog::level::info, "game_starting", {{"table", code_}});
  // Tell everyone the seats are fixed before the first update arrives.
  broadcast_lobby();
  if (auto error =
          accept_input(engine::StartGame{}, now_ms(), member.session->id(), std::nullopt)) {
    status_ = Status::waiting;
    return error;
  }
  return std::nullopt;
}

}  // namespace jongtable::server
