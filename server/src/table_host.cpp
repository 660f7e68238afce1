// A table's lobby: seats, bots, the host's start, chat and reactions; and the routing
// of game intents to the engine.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/protocol/client_decode.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "journal_writer.hpp"
#include "json_log.hpp"
#include "rules_table.hpp"
#include "rulesets/all_rules.hpp"

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

template <typename Rules>
RulesTable<Rules>::RulesTable(net::io_context& ioc, std::string code, typename Rules::State state,
                              TableOptions options, Metrics& metrics)
    : strand_(net::make_strand(ioc)),
      code_(std::move(code)),
      metrics_(metrics),
      table_(std::move(state)),
      bot_delay_ms_(options.bot_delay_ms),
      bot_seed_(options.bot_seed),
      bot_rng_(options.bot_seed),
      assumed_rtt_ms_(std::move(options.assumed_rtt_ms)),
      journal_(std::move(options.journal)),
      table_id_(std::move(options.table_id)),
      seed_(options.seed),
      open_rematch_(std::move(options.open_rematch)),
      forget_(std::move(options.forget)),
      talk_budget_(options.talk_per_second, options.talk_burst),
      spectator_talk_budget_(options.spectator_talk_per_second, options.spectator_talk_burst) {
  for (auto& timer : timers_) timer = std::make_unique<net::steady_timer>(strand_);
  spectators_timer_ = std::make_unique<net::steady_timer>(strand_);
  metrics_.table_opened(Rules::id);
}

template <typename Rules>
RulesTable<Rules>::~RulesTable() {
  metrics_.table_closed(Rules::id);
  metrics_.seats_taken -= occupants_counted_;
}

template <typename Rules>
void RulesTable<Rules>::receive(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                                in::Message message, std::optional<std::uint64_t> seq,
                                kernel::Millis arrival, kernel::Millis smoothed_rtt) {
  net::post(strand_, [self = self(), session, link, message = std::move(message), seq, arrival,
                      smoothed_rtt] {
    self->do_receive(session, link, message, seq, arrival, smoothed_rtt);
  });
}

template <typename Rules>
void RulesTable<Rules>::shut_down() {
  net::post(strand_, [self = self()] {
    self->shut_down_ = true;
    for (auto& timer : self->timers_) timer->cancel();
    self->spectators_timer_->cancel();
    for (auto& occupant : self->seats_) {
      if (occupant.bot_timer) occupant.bot_timer->cancel();
    }
  });
}

template <typename Rules>
void RulesTable<Rules>::retire() {
  shut_down();
  net::post(strand_, [self = self()] {
    for (auto& [id, member] : self->members_) member.session->set_table(nullptr);
    if (!self->journal_) return;
    self->journal_->forget(self->table_id_);
    if (self->status_ == Status::over) return;
    // Through the writer: a locked store must not hold this strand, and the I/O thread
    // running it, while the lobby lets the table go.
    self->journal_->submit_task(
        [id = self->table_id_, at = wall_ms()](storage::Store& store) {
          return store.abandon_table(id, at);
        },
        [code = self->code_](const storage::Status& marked) {
          if (marked) return;
          log_event(spdlog::level::err, "journal_write_failed",
                    {{"table", code},
                     {"code", std::string(storage::code(marked.error().errc))},
                     {"message", marked.error().message}});
        });
  });
}

template <typename Rules>
void RulesTable<Rules>::do_receive(const std::shared_ptr<Session>& session,
                                   const std::shared_ptr<ClientLink>& link,
                                   const in::Message& message, std::optional<std::uint64_t> seq,
                                   kernel::Millis arrival, kernel::Millis smoothed_rtt) {
  // A ping is answered even while the server stops: the client learns the connection
  // still works until its bye arrives, rather than taking the silence for a dead line.
  if (std::holds_alternative<in::Ping>(message) && !creation_refused_)
    return send_out(link, std::make_shared<const std::string>(
                              proto::to_text(proto::frame("pong", version_, seq))));
  if (shut_down_) {
    // A table whose creation the store refused still answers what was on its way.
    if (creation_refused_) refuse_for_creation(link, seq);
    return;
  }
  const auto found = members_.find(session->id());
  if (found == members_.end())
    return send_error(link, {"not_at_table", "Join a table first."}, seq);
  Member& member = found->second;
  if (const auto current = member.link.lock(); !current || current->link_id() != link->link_id()) {
    return;  // an older connection of this session: it has been told to go
  }
  if (const auto* move = std::get_if<in::GameMove>(&message)) {
    if (!member.seat) return send_error(link, {"not_seated", "Only seated players can play."}, seq);
    if (status_ == Status::waiting) return send_error(link, Rules::not_started(), seq);
    // The game reads its own move (its move table): a foreign one is not_in_this_game.
    auto intent = Rules::intent_from(*move, kernel::Seat(*member.seat),
                                     one_way_latency(*member.seat, smoothed_rtt));
    if (const auto* refused = std::get_if<proto::ProtocolError>(&intent))
      return send_error(link, *refused, seq);
    return accept_input(std::get<typename Rules::Intent>(intent), arrival, session->id(), seq,
                        [self = self(), link, seq](const proto::ProtocolError& error) {
                          self->send_error(link, error, seq);
                        });
  }
  if (std::holds_alternative<in::Chat>(message) || std::holds_alternative<in::React>(message))
    return talk(member, message, seq, arrival);
  if (std::holds_alternative<in::LeaveTable>(message)) {
    if (member.seat && status_ == Status::playing) {
      return send_error(link, {"game_started", "A seated player cannot leave a game in play."},
                        seq);
    }
    // After the game the seat keeps its name for the results; before it, it is free again.
    if (status_ == Status::waiting) vacate(member);
    const bool was_watching = !member.seat && session->id() != host_session_;
    send_to(member, proto::frame("ok", version_, seq));
    session->set_table(nullptr);
    if (session->id() == host_session_) host_session_.clear();
    table_names_.forget(found->first);
    members_.erase(found);
    if (was_watching) return spectators_changed();
    return broadcast_lobby();
  }
  if (std::holds_alternative<in::Rematch>(message)) {
    if (auto error = offer_rematch(member)) return send_error(link, *error, seq);
    return send_to(member, proto::frame("ok", version_, seq));
  }
  if (std::holds_alternative<in::Ready>(message)) {
    if (auto error = ready(member)) return send_error(link, *error, seq);
    send_to(member, proto::frame("ok", version_, seq));
    return broadcast_lobby();
  }
  if (const auto* kick = std::get_if<in::RemovePerson>(&message)) {
    if (kick->spectator) {
      if (auto error = remove_spectator(member, *kick->spectator))
        return send_error(link, *error, seq);
      send_to(member, proto::frame("ok", version_, seq));
      return spectators_changed();
    }
    if (auto error = remove_person(member, kick->seat)) return send_error(link, *error, seq);
    send_to(member, proto::frame("ok", version_, seq));
    return broadcast_lobby();
  }
  if (auto error = lobby_command(member, message)) return send_error(link, *error, seq);
  send_to(member, proto::frame("ok", version_, seq));
  broadcast_lobby();
}

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::lobby_command(Member& member,
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
    const auto strength = Rules::bot_strength(add->strength);
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

template <typename Rules>
void RulesTable<Rules>::talk(const Member& member, const in::Message& message,
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

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::remove_person(const Member& host, int seat) {
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

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::remove_spectator(const Member& host,
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

template <typename Rules>
void RulesTable<Rules>::seat_bot(int seat, const std::string& strength) {
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  occupant.kind = OccupantKind::bot;
  occupant.strength = strength;
  occupant.name = "Bot " + std::to_string(seat + 1);
  occupant.bot = Rules::make_bot(strength, bot_seed_ + static_cast<std::uint64_t>(seat) + 1);
  occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
  set_occupant_count();
}

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::offer_rematch(const Member& member) {
  if (!member.seat)
    return proto::ProtocolError{"not_seated", "Only players can ask for a rematch."};
  if (status_ != Status::over)
    return proto::ProtocolError{"wrong_phase", "A rematch comes after the game is over."};
  // The table hears of it once, when it opens; a later request is answered to the
  // asker alone, or any player could make everyone at the table receive it at will.
  const bool already_open = !rematch_code_.empty() && !rematch_table_.expired();
  if (!already_open) {
    // A game whose next game depends on this one (who starts, say) passes that on.
    nlohmann::json carried = nlohmann::json::object();
    if constexpr (requires { Rules::rematch_options(table_); }) {
      if (auto options = Rules::rematch_options(table_)) carried = std::move(*options);
    }
    const auto table = open_rematch_ ? open_rematch_(carried) : nullptr;
    if (!table)
      return proto::ProtocolError{"server_busy", "The server cannot open another table now."};
    std::vector<RematchSeat> plan(static_cast<std::size_t>(seat_count()));
    for (int s = 0; s < seat_count(); ++s) {
      const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
      RematchSeat& seat = plan[static_cast<std::size_t>(s)];
      if (occupant.kind == OccupantKind::human) {
        seat = {RematchSeat::Kind::person, occupant.session_id, occupant.name, {}};
      } else if (occupant.kind == OccupantKind::bot) {
        seat = {RematchSeat::Kind::bot, {}, occupant.name, occupant.strength};
      }
    }
    table->seat_rematch(std::move(plan), member.session->id());
    rematch_table_ = table;
    rematch_code_ = table->code();
  }
  auto offer = proto::frame("rematch", version_);
  offer["code"] = rematch_code_;
  offer["link"] = "/t/" + rematch_code_;
  offer["from"] = from_json(member);
  if (already_open) {
    send_to(member, offer);
  } else {
    broadcast_all(offer);
  }
  return std::nullopt;
}

template <typename Rules>
void RulesTable<Rules>::seat_rematch(std::vector<RematchSeat> plan, std::string host_session) {
  net::post(strand_, [self = self(), plan = std::move(plan), host = std::move(host_session)] {
    self->host_session_ = host;
    for (int s = 0; s < std::min<int>(self->seat_count(), static_cast<int>(plan.size())); ++s) {
      const RematchSeat& seat = plan[static_cast<std::size_t>(s)];
      if (seat.kind == RematchSeat::Kind::bot) {
        if (const auto strength = Rules::bot_strength(seat.strength)) self->seat_bot(s, *strength);
      } else if (seat.kind == RematchSeat::Kind::person) {
        // Kept for them: they take it when they join as a player.
        Occupant& occupant = self->seats_[static_cast<std::size_t>(s)];
        occupant.kind = OccupantKind::human;
        occupant.session_id = seat.session_id;
        occupant.name = seat.name;
      }
    }
    self->set_occupant_count();
  });
}

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::take_seat(Member& member, int seat) {
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

template <typename Rules>
void RulesTable<Rules>::vacate(Member& member) {
  if (!member.seat) return;
  seats_[static_cast<std::size_t>(*member.seat)] = Occupant{};
  member.seat.reset();
  set_occupant_count();
}

template <typename Rules>
void RulesTable<Rules>::set_occupant_count() {
  int count = 0;
  for (const auto& occupant : seats_) count += occupant.kind == OccupantKind::empty ? 0 : 1;
  metrics_.seats_taken += count - occupants_counted_;
  occupants_counted_ = count;
  record_lobby();
  update_liveness();
}

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::start_game(Member& member) {
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
  accept_input(Rules::start_game(), now_ms(), member.session->id(), std::nullopt,
               [self = self(), link = member.link](const proto::ProtocolError& error) {
                 // The deal was not stored: the table waits as before, and the host hears why.
                 self->status_ = Status::waiting;
                 self->record_lobby();
                 if (const auto host = link.lock()) self->send_error(host, error, std::nullopt);
                 self->broadcast_lobby();
               });
  return std::nullopt;
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
