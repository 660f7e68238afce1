// A table's game: every accepted input passes through accept_input(), which applies it,
// has the journal writer store it, and once stored carries out the engine's effects (timers), sends
// each connection one update built from its own view, and wakes the bots.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/bots/bot.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/protocol/update_frame.hpp"
#include "journal_writer.hpp"
#include "json_log.hpp"
#include "rules_table.hpp"
#include "rulesets/all_rules.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

namespace {

// Versions whose events are kept for a resume: about a minute of play at a table of
// people. A longer absence gets a snapshot (the view, without the events), which is all
// a client needs to carry on; each held event costs ~256 bytes of the table's memory.
constexpr std::size_t kHeldVersions = 64;

// Inputs of one table on their way to disk at once; more wait their turn. Each holds a
// copy of the table's state, and a table's people rarely have more than a claim
// window's passes in flight.
constexpr std::size_t kMaxUnstored = 16;

// A stand-in's seed lies apart from the seated bots' (bot_seed + seat + 1).
constexpr std::uint64_t kStandInSeedOffset = 4;

std::size_t slot(kernel::TimerKind kind) {
  return static_cast<std::size_t>(kind);
}

}  // namespace

template <typename Rules>
void RulesTable<Rules>::settled(std::function<void()> work) {
  if (unstored_.empty()) return work();
  waiting_.push_back({true, std::move(work)});
}

template <typename Rules>
void RulesTable<Rules>::accept_input(const typename Rules::Intent& intent, kernel::Millis now,
                                     const std::string& requester, std::optional<std::uint64_t> seq,
                                     Refused refused, Accepted accepted) {
  // Whatever waits came first: so does its turn.
  if (!waiting_.empty() || unstored_.size() >= kMaxUnstored) {
    waiting_.push_back(
        {false, [self = self(), intent, now, requester, seq, refused = std::move(refused),
                 accepted = std::move(accepted)]() mutable {
           self->apply_input(intent, now, requester, seq, std::move(refused), std::move(accepted));
         }});
    return;
  }
  apply_input(intent, now, requester, seq, std::move(refused), std::move(accepted));
}

template <typename Rules>
void RulesTable<Rules>::run_waiting() {
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

template <typename Rules>
void RulesTable<Rules>::apply_input(const typename Rules::Intent& intent, kernel::Millis now,
                                    const std::string& requester, std::optional<std::uint64_t> seq,
                                    Refused refused, Accepted accepted) {
  if (creating_) {
    // Nothing of a table is stored before the table itself (the start of a game whose
    // host pressed start before the creation was on disk).
    waiting_.push_back(
        {true, [self = self(), intent, now, requester, seq, refused = std::move(refused),
                accepted = std::move(accepted)]() mutable {
           self->apply_input(intent, now, requester, seq, std::move(refused), std::move(accepted));
         }});
    return;
  }
  if (!journal_ || restoring_) {
    const auto window_closes_at = Rules::window_closes_at(table_);
    auto outcome = Rules::apply(table_, intent, now);
    if (!outcome.ok()) return refused(Rules::refusal(outcome));
    keep_input(outcome, now, requester, seq, window_closes_at);
    if (accepted) accepted();
    return;
  }
  // The input is applied on top of the newest state, stored or not, and kept only once
  // it is on disk: a failed write leaves the table as it was and nobody hears of it.
  const typename Rules::State& newest = head_ ? *head_ : table_;
  // When a window closes, its result is due at the later of now and its closing time.
  const auto window_closes_at = Rules::window_closes_at(newest);
  auto next = std::make_shared<typename Rules::State>(newest);
  auto applied = Rules::apply(*next, intent, now);
  if (!applied.ok()) {
    // Why it was refused may tell of inputs not yet stored: it is told after them.
    if (unstored_.empty()) return refused(Rules::refusal(applied));
    unstored_.back().push_back(
        [refused = std::move(refused), error = Rules::refusal(applied)] { refused(error); });
    return;
  }
  using Outcome = decltype(applied);
  auto outcome = std::make_shared<Outcome>(std::move(applied));
  const std::uint64_t version = (head_ ? head_version_ : version_) + 1;
  head_ = next;
  head_version_ = version;
  unstored_.emplace_back();
  auto finish = finish_task(*next);
  auto finish_told = finish ? finish_done(finish) : JournalWriter::Done{};
  journal_->submit(
      table_id_, {static_cast<std::int64_t>(version), Rules::intent_record(intent).dump(), now},
      [weak = weak_self(), generation = generation_, next, outcome, now, requester, seq,
       window_closes_at, refused = std::move(refused),
       accepted = std::move(accepted)](const storage::Status& stored) mutable {
        const auto self = weak.lock();
        if (!self) return;
        net::post(self->strand_,
                  [self, generation, stored, next, outcome, now, requester, seq, window_closes_at,
                   refused = std::move(refused), accepted = std::move(accepted)] {
                    auto then = std::move(self->unstored_.front());
                    self->unstored_.pop_front();
                    self->input_stored(generation, stored, next, now, requester, seq,
                                       window_closes_at, refused, accepted, *outcome);
                    for (const auto& tell : then) tell();
                    self->run_waiting();
                  });
      },
      std::move(finish), std::move(finish_told));
}

template <typename Rules>
template <typename Outcome>
void RulesTable<Rules>::input_stored(std::uint64_t generation, const storage::Status& stored,
                                     const std::shared_ptr<typename Rules::State>& next,
                                     kernel::Millis now, const std::string& requester,
                                     std::optional<std::uint64_t> seq,
                                     std::optional<kernel::Millis> window_closes_at,
                                     const Refused& refused, const Accepted& accepted,
                                     Outcome& outcome) {
  // Another node took the table over (its lease, docs/cluster.md): this one serves it no
  // more. Handing its players over is the cluster's next stage.
  if (!stored && stored.error().errc == storage::StoreErrc::lease_lost) shut_down();
  if (generation != generation_ || !stored) {
    if (generation == generation_) {
      // Everything applied on top of this input is dropped with it; the writer refuses
      // those inputs too, so the journal keeps no gap.
      ++generation_;
      head_.reset();
      log_event(spdlog::level::err, "journal_write_failed",
                {{"table", code_}, {"code", std::string(storage::code(stored.error().errc))}});
    }
    refused(proto::ProtocolError{
        "storage_unavailable", "The game could not be saved, so that was not played; try again."});
    return;
  }
  if (head_ == next) head_.reset();  // the newest state is the stored one again
  table_ = std::move(*next);
  keep_input(outcome, now, requester, seq, window_closes_at);
  if (accepted) accepted();
}

template <typename Rules>
template <typename Outcome>
void RulesTable<Rules>::keep_input(Outcome& outcome, kernel::Millis now,
                                   const std::string& requester, std::optional<std::uint64_t> seq,
                                   std::optional<kernel::Millis> window_closes_at) {
  const kernel::Millis window_due = std::min(window_closes_at.value_or(now), now);
  const bool paused = timer_armed_[slot(kernel::TimerKind::next_round)].has_value();
  ++version_;
  publish_version(version_);
  note_deal();
  carry_out(outcome.effects);
  broadcast_update(outcome.events, requester, seq);
  // A round just ended: the lobby tells when the next one starts at the latest.
  if (!paused && timer_armed_[slot(kernel::TimerKind::next_round)] && !Rules::game_over(table_))
    broadcast_lobby();
  held_.emplace_back(version_, std::move(outcome.events));
  if (held_.size() > kHeldVersions) held_.pop_front();
  if (window_closes_at && Rules::closes_a_window(held_.back().second)) {
    metrics_.observe_claim_resolution(
        static_cast<double>(std::max<kernel::Millis>(0, now_ms() - window_due)) / 1000.0);
  }
  if (Rules::game_over(table_) && status_ != Status::over) {
    status_ = Status::over;
    metrics_.game_finished(Rules::id);
    for (auto& timer : timers_) timer->cancel();
    log_event(spdlog::level::info, "game_over", {{"table", code_}, {"version", version_}});
    broadcast_lobby();
  }
  wake_bots();
}

template <typename Rules>
void RulesTable<Rules>::broadcast_update(const std::vector<typename Rules::Event>& events,
                                         const std::string& requester,
                                         std::optional<std::uint64_t> seq) {
  typename Rules::Frames frames(table_, now_ms(), proto::to_text(fairness_json()));
  frames.add_events(events);
  std::shared_ptr<const std::string> spectator_frame;  // the same for every spectator
  for (const auto& [id, member] : members_) {
    const auto link = member.link.lock();
    if (!link) continue;
    const bool answers = id == requester && seq;
    const auto viewer = viewer_of(member);
    if (!viewer && !answers && spectator_frame) {
      send_out(link, spectator_frame);
      continue;
    }
    auto text = std::make_shared<const std::string>(
        frames.frame(viewer, version_, version_ - 1, answers ? seq : std::nullopt));
    if (!viewer && !answers) spectator_frame = text;
    send_out(link, std::move(text));
  }
}

template <typename Rules>
void RulesTable<Rules>::carry_out(const std::vector<kernel::Effect>& effects) {
  for (const auto& effect : effects) {
    if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) {
      auto& timer = *timers_[slot(start->kind)];
      kernel::Millis at = start->at;
      // Nobody in a seat to wait for (bots alone, or every person away): the pause is
      // only long enough for a watcher to see the result, whatever the host's cap.
      if (start->kind == kernel::TimerKind::next_round && everyone_ready())
        at = std::min(at, now_ms() + kUnwaitedPauseMs);
      timer.expires_at(at_ms(at));  // replaces (cancels) any running timer of this kind
      timer_due_[slot(start->kind)] = at;
      timer_armed_[slot(start->kind)] = start->id;
      timer.async_wait(
          [weak = weak_self(), kind = start->kind, id = start->id](boost::system::error_code ec) {
            if (ec) return;
            if (const auto self = weak.lock()) self->on_timer(kind, id);
          });
    } else if (const auto* cancel = std::get_if<kernel::CancelTimer>(&effect)) {
      timers_[slot(cancel->kind)]->cancel();
      timer_armed_[slot(cancel->kind)].reset();
      if (cancel->kind == kernel::TimerKind::next_round) ready_.clear();
    }
  }
}

template <typename Rules>
void RulesTable<Rules>::on_timer(kernel::TimerKind kind, std::uint32_t id) {
  settled([self = self(), kind, id] {
    if (self->shut_down_) return;
    if (self->timer_armed_[slot(kind)] == id) self->timer_armed_[slot(kind)].reset();
    if (kind == kernel::TimerKind::next_round && !self->ready_.empty()) {
      self->ready_.clear();
      self->broadcast_lobby();
    }
    const auto intent = Rules::timer_intent(kind, id);
    const kernel::Seat clocked = Rules::whose_decision(self->table_);
    // A timer that was replaced after it fired carries a stale id: the engine refuses it.
    self->apply_input(
        intent, now_ms(), {}, std::nullopt,
        [self, kind, id](const proto::ProtocolError& error) {
          if (error.code == "stale_timer") return;
          log_event(spdlog::level::warn, "timer_refused",
                    {{"table", self->code_}, {"code", error.code}});
          if (error.code != "storage_unavailable") return;
          self->metrics_.count_rejection(error.code);
          // The store may come back: try again, unless the timer is replaced meanwhile
          // (setting it anew cancels this wait).
          auto& timer = *self->timers_[slot(kind)];
          timer.expires_after(kStorageRetry);
          timer.async_wait([weak = self->weak_self(), kind, id](boost::system::error_code ec) {
            if (ec) return;
            if (const auto again = weak.lock()) again->on_timer(kind, id);
          });
        },
        [self, kind, clocked] {
          if (kind == kernel::TimerKind::turn_clock) self->stand_in_if_away(clocked);
        });
  });
}

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::ready(const Member& member) {
  if (!member.seat) return proto::ProtocolError{"not_seated", "Only seated players can be ready."};
  const auto pending = timer_armed_[slot(kernel::TimerKind::next_round)];
  if (status_ != Status::playing || !pending)
    return proto::ProtocolError{"wrong_phase", "There is no next round to be ready for."};
  ready_.insert(*member.seat);
  end_pause_if_everyone_ready();
  return std::nullopt;
}

template <typename Rules>
bool RulesTable<Rules>::everyone_ready() const {
  for (int s = 0; s < seat_count(); ++s) {
    const Occupant& occupant = seats_[static_cast<std::size_t>(s)];
    const bool person = occupant.kind == OccupantKind::human && !occupant.stand_in &&
                        connected(occupant.session_id);
    if (person && !ready_.contains(s)) return false;
  }
  return true;
}

template <typename Rules>
void RulesTable<Rules>::end_pause_if_everyone_ready() {
  const auto pending = timer_armed_[slot(kernel::TimerKind::next_round)];
  if (status_ != Status::playing || !pending || !everyone_ready()) return;
  timers_[slot(kernel::TimerKind::next_round)]->cancel();
  on_timer(kernel::TimerKind::next_round, *pending);
}

template <typename Rules>
void RulesTable<Rules>::stand_in_if_away(kernel::Seat clocked) {
  const int seat = kernel::index(clocked);
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (status_ != Status::playing || occupant.kind != OccupantKind::human || occupant.stand_in ||
      connected(occupant.session_id)) {
    return;
  }
  occupant.stand_in = true;
  // Its own seed, apart from the table's bots, so a replay makes the same choices.
  occupant.bot =
      Rules::make_bot(Rules::stand_in_strength(),
                      bot_seed_ + kStandInSeedOffset + static_cast<std::uint64_t>(seat) + 1);
  if (!occupant.bot_timer) occupant.bot_timer = std::make_unique<net::steady_timer>(strand_);
  log_event(spdlog::level::info, "bot_stand_in",
            {{"table", code_}, {"seat", seat}, {"session", occupant.session_id}});
  broadcast_lobby();
  wake_bots();
}

template <typename Rules>
void RulesTable<Rules>::hand_back(int seat) {
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

template <typename Rules>
void RulesTable<Rules>::wake_bots() {
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

template <typename Rules>
void RulesTable<Rules>::on_bot_timer(int seat) {
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  occupant.bot_pending = false;
  if (shut_down_ || status_ != Status::playing || !played_by_bot(occupant)) return;
  if (!unstored_.empty()) {
    // The bot decides on the view at the moment it acts: after the inputs now on their way.
    occupant.bot_pending = true;
    return waiting_.push_back({true, [self = self(), seat] { self->on_bot_timer(seat); }});
  }
  const auto intent = Rules::decide(*occupant.bot, table_, kernel::Seat(seat));
  if (!intent) return;
  apply_input(
      *intent, now_ms(), {}, std::nullopt,
      [self = self(), seat](const proto::ProtocolError& error) {
        log_event(spdlog::level::warn, "bot_refused",
                  {{"table", self->code_}, {"seat", seat}, {"code", error.code}});
        if (error.code != "storage_unavailable") return;
        self->metrics_.count_rejection(error.code);
        // Nobody else may move at this table: the bot tries again while the
        // store is back or not.
        Occupant& again = self->seats_[static_cast<std::size_t>(seat)];
        if (!again.bot_timer || again.bot_pending) return;
        again.bot_pending = true;
        again.bot_timer->expires_after(kStorageRetry);
        again.bot_timer->async_wait([weak = self->weak_self(), seat](boost::system::error_code ec) {
          if (ec) return;
          if (const auto table = weak.lock()) table->on_bot_timer(seat);
        });
      });
}

template <typename Rules>
kernel::Millis RulesTable<Rules>::one_way_latency(int seat, kernel::Millis smoothed_rtt) const {
  kernel::Millis rtt = smoothed_rtt;
  if (static_cast<std::size_t>(seat) < assumed_rtt_ms_.size()) {
    rtt = std::max(rtt, assumed_rtt_ms_[static_cast<std::size_t>(seat)]);
  }
  return rtt / 2;  // the engine caps it by the table's lag bound
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
