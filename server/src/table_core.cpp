// The table whatever its game: the routing of a member's message, the order in which
// work takes its turn while inputs are on their way to disk, and the engine's timers.

#include "table_core.hpp"

#include <algorithm>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "json_log.hpp"

namespace jongtable::server {

namespace proto = jongtable::protocol;
namespace in = jongtable::protocol::in;

namespace {

// Inputs of one table on their way to disk at once; more wait their turn. Each holds a
// copy of the table's state, and a table's people rarely have more than a claim
// window's passes in flight.
constexpr std::size_t kMaxUnstored = 16;

}  // namespace

TableCore::TableCore(net::io_context& ioc, std::string code, TableOptions options, Metrics& metrics)
    : strand_(net::make_strand(ioc)),
      code_(std::move(code)),
      metrics_(metrics),
      bot_delay_ms_(options.bot_delay_ms),
      bot_seed_(options.bot_seed),
      bot_rng_(options.bot_seed),
      assumed_rtt_ms_(std::move(options.assumed_rtt_ms)),
      journal_(std::move(options.journal)),
      table_id_(std::move(options.table_id)),
      seed_(options.seed),
      open_rematch_(std::move(options.open_rematch)),
      forget_(std::move(options.forget)),
      lost_(std::move(options.lost)),
      talk_budget_(options.talk_per_second, options.talk_burst),
      spectator_talk_budget_(options.spectator_talk_per_second, options.spectator_talk_burst) {
  for (auto& timer : timers_) timer = std::make_unique<net::steady_timer>(strand_);
  spectators_timer_ = std::make_unique<net::steady_timer>(strand_);
}

TableCore::~TableCore() {
  metrics_.seats_taken -= occupants_counted_;
}

void TableCore::receive(std::shared_ptr<Session> session, std::shared_ptr<ClientLink> link,
                        in::Message message, std::optional<std::uint64_t> seq,
                        kernel::Millis arrival, kernel::Millis smoothed_rtt) {
  net::post(strand_, [self = self(), session, link, message = std::move(message), seq, arrival,
                      smoothed_rtt] {
    self->do_receive(session, link, message, seq, arrival + self->clock_offset_, smoothed_rtt);
  });
}

void TableCore::shut_down() {
  net::post(strand_, [self = self()] {
    self->shut_down_ = true;
    for (auto& timer : self->timers_) timer->cancel();
    self->spectators_timer_->cancel();
    for (auto& occupant : self->seats_) {
      if (occupant.bot_timer) occupant.bot_timer->cancel();
    }
  });
}

void TableCore::do_receive(const std::shared_ptr<Session>& session,
                           const std::shared_ptr<ClientLink>& link, const in::Message& message,
                           std::optional<std::uint64_t> seq, kernel::Millis arrival,
                           kernel::Millis smoothed_rtt) {
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
    return play(member, link, *move, seq, arrival, smoothed_rtt);
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

void TableCore::settled(std::function<void()> work) {
  if (unstored_.empty()) return work();
  waiting_.push_back({true, std::move(work)});
}

bool TableCore::input_may_go() const {
  return waiting_.empty() && unstored_.size() < kMaxUnstored;
}

void TableCore::run_waiting() {
  // In arrival order, each once its turn has come.
  while (!waiting_.empty() && !creating_) {
    const bool turn =
        waiting_.front().settled ? unstored_.empty() : unstored_.size() < kMaxUnstored;
    if (!turn) return;
    auto work = std::move(waiting_.front().work);
    waiting_.pop_front();
    work();
  }
}

void TableCore::carry_out(const std::vector<kernel::Effect>& effects) {
  for (const auto& effect : effects) {
    if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) {
      auto& timer = *timers_[timer_slot(start->kind)];
      kernel::Millis at = start->at;
      // Nobody in a seat to wait for (bots alone, or every person away): the pause is
      // only long enough for a watcher to see the result, whatever the host's cap.
      if (start->kind == kernel::TimerKind::next_round && everyone_ready())
        at = std::min(at, table_now() + kUnwaitedPauseMs);
      timer.expires_at(
          at_ms(at - clock_offset_));  // replaces (cancels) any running timer of this kind
      timer_due_[timer_slot(start->kind)] = at;
      timer_armed_[timer_slot(start->kind)] = start->id;
      timer.async_wait(
          [weak = weak_self(), kind = start->kind, id = start->id](boost::system::error_code ec) {
            if (ec) return;
            if (const auto self = weak.lock()) self->on_timer(kind, id);
          });
    } else if (const auto* cancel = std::get_if<kernel::CancelTimer>(&effect)) {
      timers_[timer_slot(cancel->kind)]->cancel();
      timer_armed_[timer_slot(cancel->kind)].reset();
      if (cancel->kind == kernel::TimerKind::next_round) ready_.clear();
    }
  }
}

void TableCore::lease_lost() {
  if (shut_down_) return;
  shut_down();
  std::vector<std::shared_ptr<Session>> members;
  for (auto& [id, member] : members_) {
    if (member.session->table().get() == this) member.session->set_table(nullptr);
    members.push_back(member.session);
  }
  members_.clear();
  if (lost_) lost_(code_, this, version_, std::move(members));
}

kernel::Millis TableCore::one_way_latency(int seat, kernel::Millis smoothed_rtt) const {
  kernel::Millis rtt = smoothed_rtt;
  if (static_cast<std::size_t>(seat) < assumed_rtt_ms_.size()) {
    rtt = std::max(rtt, assumed_rtt_ms_[static_cast<std::size_t>(seat)]);
  }
  return rtt / 2;  // the engine caps it by the table's lag bound
}

}  // namespace jongtable::server
