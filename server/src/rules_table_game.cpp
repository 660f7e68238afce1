// A table's game: every accepted input passes through accept_input(), which applies it,
// has the journal writer store it, and once stored carries out the engine's effects
// (timers), sends each connection one update built from its own view, and wakes the
// bots; the timers' and bots' intents; the restore that replays the journal's inputs.

#include <algorithm>
#include <array>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
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

}  // namespace

template <typename Rules>
RulesTable<Rules>::RulesTable(net::io_context& ioc, std::string code, typename Rules::State state,
                              TableOptions options, Metrics& metrics)
    : TableCore(ioc, std::move(code), std::move(options), metrics), table_(std::move(state)) {
  metrics_.table_opened(Rules::id);
}

template <typename Rules>
RulesTable<Rules>::~RulesTable() {
  metrics_.table_closed(Rules::id);
}

template <typename Rules>
void RulesTable<Rules>::play(const Member& member, const std::shared_ptr<ClientLink>& link,
                             const protocol::in::GameMove& move, std::optional<std::uint64_t> seq,
                             kernel::Millis arrival, kernel::Millis smoothed_rtt) {
  if (status_ == Status::waiting) return send_error(link, Rules::not_started(), seq);
  // The game reads its own move (its move table): a foreign one is not_in_this_game.
  auto intent = Rules::intent_from(move, kernel::Seat(*member.seat),
                                   one_way_latency(*member.seat, smoothed_rtt));
  if (const auto* refused = std::get_if<proto::ProtocolError>(&intent))
    return send_error(link, *refused, seq);
  accept_input(std::get<typename Rules::Intent>(intent), arrival, member.session->id(), seq,
               [self = self(), link, seq](const proto::ProtocolError& error) {
                 self->send_error(link, error, seq);
               });
}

template <typename Rules>
void RulesTable<Rules>::play_start(const std::string& requester, Refused refused) {
  accept_input(Rules::start_game(), table_now(), requester, std::nullopt, std::move(refused));
}

template <typename Rules>
void RulesTable<Rules>::accept_input(const typename Rules::Intent& intent, kernel::Millis now,
                                     const std::string& requester, std::optional<std::uint64_t> seq,
                                     Refused refused, Accepted accepted) {
  // Whatever waits came first: so does its turn.
  if (!input_may_go()) {
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
  // more, and its members are sent after it (after this move's refusal).
  const bool lost = !stored && stored.error().errc == storage::StoreErrc::lease_lost;
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
    if (lost) lease_lost();
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
  const bool paused = timer_armed_[timer_slot(kernel::TimerKind::next_round)].has_value();
  ++version_;
  publish_version(version_);
  note_deal();
  carry_out(outcome.effects);
  broadcast_update(outcome.events, requester, seq);
  // A round just ended: the lobby tells when the next one starts at the latest.
  if (!paused && timer_armed_[timer_slot(kernel::TimerKind::next_round)] &&
      !Rules::game_over(table_))
    broadcast_lobby();
  held_.emplace_back(version_, std::move(outcome.events));
  if (held_.size() > kHeldVersions) held_.pop_front();
  if (window_closes_at && Rules::closes_a_window(held_.back().second)) {
    metrics_.observe_claim_resolution(
        static_cast<double>(std::max<kernel::Millis>(0, table_now() - window_due)) / 1000.0);
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
void RulesTable<Rules>::on_timer(kernel::TimerKind kind, std::uint32_t id) {
  settled([self = self(), kind, id] {
    if (self->shut_down_) return;
    if (self->timer_armed_[timer_slot(kind)] == id) self->timer_armed_[timer_slot(kind)].reset();
    if (kind == kernel::TimerKind::next_round && !self->ready_.empty()) {
      self->ready_.clear();
      self->broadcast_lobby();
    }
    const auto intent = Rules::timer_intent(kind, id);
    const kernel::Seat clocked = Rules::whose_decision(self->table_);
    // A timer that was replaced after it fired carries a stale id: the engine refuses it.
    self->apply_input(
        intent, self->table_now(), {}, std::nullopt,
        [self, kind, id](const proto::ProtocolError& error) {
          if (error.code == "stale_timer") return;
          log_event(spdlog::level::warn, "timer_refused",
                    {{"table", self->code_}, {"code", error.code}});
          if (error.code != "storage_unavailable") return;
          self->metrics_.count_rejection(error.code);
          // The store may come back: try again, unless the timer is replaced meanwhile
          // (setting it anew cancels this wait).
          auto& timer = *self->timers_[timer_slot(kind)];
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
void RulesTable<Rules>::on_bot_timer(int seat) {
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  occupant.bot_pending = false;
  if (shut_down_ || status_ != Status::playing || !played_by_bot(occupant)) return;
  if (!unstored_.empty()) {
    // The bot decides on the view at the moment it acts: after the inputs now on their way.
    occupant.bot_pending = true;
    return waiting_.push_back({true, [self = self(), seat] { self->on_bot_timer(seat); }});
  }
  const auto intent = Rules::decide(bot_of(occupant), table_, kernel::Seat(seat));
  if (!intent) return;
  apply_input(
      *intent, table_now(), {}, std::nullopt,
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
JournalWriter::Task RulesTable<Rules>::finish_task(const typename Rules::State& table) {
  if (restoring_ || finish_recorded_ || !Rules::game_over(table)) return {};
  auto result = Rules::finish_record(table);
  if (!result) return {};
  (*result)["lobby"] = stored_lobby_json();
  finish_recorded_ = true;  // until the writer says it was refused
  return [id = table_id_, record = result->dump(), at = wall_ms()](storage::Store& store) {
    return store.finish_game(id, record, at);
  };
}

template <typename Rules>
bool RulesTable<Rules>::restore(const storage::StoredTable& stored,
                                const std::map<std::string, std::shared_ptr<Session>>& sessions) {
  restoring_ = true;
  const json lobby = json::parse(stored.table.lobby_json, nullptr, false);
  restore_lobby(lobby, sessions);
  set_occupant_count();
  // The same engine, the same inputs at the same times: the same table. Timers asked
  // for along the way are kept only if still wanted at the end.
  std::array<std::optional<kernel::StartTimer>, 3> pending;
  for (const auto& input : stored.inputs) {
    const auto intent = Rules::intent_from_record(json::parse(input.input_json, nullptr, false));
    if (!intent) {
      log_event(spdlog::level::err, "restore_failed",
                {{"table", code_}, {"seq", input.seq}, {"why", "unreadable input"}});
      restoring_ = false;
      return false;
    }
    const auto outcome = Rules::apply(table_, *intent, input.at_ms);
    if (!outcome.ok()) {
      log_event(spdlog::level::err, "restore_failed",
                {{"table", code_}, {"seq", input.seq}, {"why", "input refused"}});
      restoring_ = false;
      return false;
    }
    version_ = static_cast<std::uint64_t>(input.seq);
    publish_version(version_);
    note_deal();
    for (const auto& effect : outcome.effects) {
      if (const auto* start = std::get_if<kernel::StartTimer>(&effect)) {
        pending[static_cast<std::size_t>(start->kind)] = *start;
      } else if (const auto* cancel = std::get_if<kernel::CancelTimer>(&effect)) {
        pending[static_cast<std::size_t>(cancel->kind)].reset();
      }
    }
  }
  if (!stored.inputs.empty()) {
    status_ = Rules::game_over(table_) ? Status::over : Status::playing;
  }
  restoring_ = false;
  // The table's time goes on from its last input: a restart's rule and a takeover's.
  if (!stored.inputs.empty()) clock_offset_ = stored.inputs.back().at_ms - now_ms();
  update_liveness();
  log_event(spdlog::level::info, "table_restored",
            {{"table", code_}, {"inputs", stored.inputs.size()}, {"version", version_}});
  // A live table at game over is one whose record of the end was refused and never
  // retried (it was let go first): written now, or every start would bring it back.
  if (status_ == Status::over && journal_ && !stored.finish) {
    if (auto finish = finish_task(table_)) journal_->submit_task(finish, finish_done(finish));
  }
  if (status_ == Status::playing) {
    std::vector<kernel::Effect> effects;
    for (const auto& start : pending) {
      if (start) effects.emplace_back(*start);
    }
    // On the strand: a node adopting a table at run time has its I/O threads running.
    net::post(strand_, [keep = self(), this, effects = std::move(effects)] {
      carry_out(effects);
      wake_bots();
    });
  }
  return true;
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
