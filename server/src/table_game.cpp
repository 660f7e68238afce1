// A table's game: every accepted input passes through accept_input(), which applies it,
// records it, carries out the engine's effects (timers), sends each connection one
// update built from its own view, and wakes the bots.

#include <algorithm>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/protocol/update_frame.hpp"
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

std::size_t slot(engine::TimerKind kind) {
  return static_cast<std::size_t>(kind);
}

}  // namespace

template <typename Rules>
std::optional<proto::ProtocolError> RulesTable<Rules>::accept_input(const typename Rules::Intent& intent,
                                                            engine::Millis now,
                                                            const std::string& requester,
                                                            std::optional<std::uint64_t> seq) {
  // When a window closes, its result is due at the later of now and its closing time.
  const auto window_closes_at = Rules::window_closes_at(table_);
  const engine::Millis window_due = std::min(window_closes_at.value_or(now), now);
  // With a journal the input is applied to a copy, kept only once it is on disk: a
  // failed write leaves the table as it was and nobody hears of the input.
  std::optional<typename Rules::State> next;
  if (store_) next = table_;
  typename Rules::State& target = next ? *next : table_;
  auto outcome = Rules::apply(target, intent, now);
  if (!outcome.ok()) return Rules::refusal(outcome);
  if (!journal_input(target, version_ + 1, intent, now)) {
    return proto::ProtocolError{"storage_unavailable",
                                "The game could not be saved, so that was not played; try again."};
  }
  if (next) table_ = std::move(*next);

  ++version_;
  note_deal();
  carry_out(outcome.effects);
  broadcast_update(outcome.events, requester, seq);
  held_.emplace_back(version_, std::move(outcome.events));
  if (held_.size() > kHeldVersions) held_.pop_front();
  if (window_closes_at && Rules::closes_a_window(held_.back().second)) {
    metrics_.observe_claim_resolution(
        static_cast<double>(std::max<engine::Millis>(0, now_ms() - window_due)) / 1000.0);
  }
  if (Rules::game_over(table_) && status_ != Status::over) {
    status_ = Status::over;
    metrics_.game_finished(Rules::id);
    for (auto& timer : timers_) timer->cancel();
    log_event(spdlog::level::info, "game_over", {{"table", code_}, {"version", version_}});
    broadcast_lobby();
  }
  wake_bots();
  return std::nullopt;
}

template <typename Rules>
void RulesTable<Rules>::broadcast_update(const std::vector<typename Rules::Event>& events,
                                 const std::string& requester, std::optional<std::uint64_t> seq) {
  typename Rules::Frames frames(table_, now_ms(), proto::to_text(fairness_json()));
  frames.add_events(events);
  std::shared_ptr<const std::string> spectator_frame;  // the same for every spectator
  for (const auto& [id, member] : members_) {
    const auto link = member.link.lock();
    if (!link) continue;
    const bool answers = id == requester && seq;
    const auto viewer = viewer_of(member);
    if (!viewer && !answers && spectator_frame) {
      link->send(spectator_frame);
      continue;
    }
    auto text = std::make_shared<const std::string>(
        frames.frame(viewer, version_, version_ - 1, answers ? seq : std::nullopt));
    if (!viewer && !answers) spectator_frame = text;
    link->send(std::move(text));
  }
}

template <typename Rules>
void RulesTable<Rules>::carry_out(const std::vector<engine::Effect>& effects) {
  for (const auto& effect : effects) {
    if (const auto* start = std::get_if<engine::StartTimer>(&effect)) {
      auto& timer = *timers_[slot(start->kind)];
      timer.expires_at(at_ms(start->at));  // replaces (cancels) any running timer of this kind
      timer_due_[slot(start->kind)] = start->at;
      timer.async_wait([weak = weak_self(), kind = start->kind,
                        id = start->id](boost::system::error_code ec) {
        if (ec) return;
        if (const auto self = weak.lock()) self->on_timer(kind, id);
      });
    } else if (const auto* cancel = std::get_if<engine::CancelTimer>(&effect)) {
      timers_[slot(cancel->kind)]->cancel();
    }
  }
}

template <typename Rules>
void RulesTable<Rules>::on_timer(engine::TimerKind kind, std::uint32_t id) {
  if (shut_down_) return;
  const auto intent = Rules::timer_intent(kind, id);
  const engine::Seat clocked = Rules::whose_decision(table_);
  // A timer that was replaced after it fired carries a stale id: the engine refuses it.
  if (auto error = accept_input(intent, now_ms(), {}, std::nullopt)) {
    if (error->code != "stale_timer")
      log_event(spdlog::level::warn, "timer_refused", {{"table", code_}, {"code", error->code}});
    return;
  }
  if (kind == engine::TimerKind::turn_clock) stand_in_if_away(clocked);
}

template <typename Rules>
void RulesTable<Rules>::stand_in_if_away(engine::Seat clocked) {
  const int seat = engine::index(clocked);
  Occupant& occupant = seats_[static_cast<std::size_t>(seat)];
  if (status_ != Status::playing || occupant.kind != OccupantKind::human || occupant.stand_in ||
      connected(occupant.session_id)) {
    return;
  }
  occupant.stand_in = true;
  // Its own seed, apart from the table's bots, so a replay makes the same choices.
  occupant.bot = Rules::make_bot(Rules::stand_in_strength(),
                                 bot_seed_ + engine::kMaxSeats + static_cast<std::uint64_t>(seat) + 1);
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
    const engine::Millis delay =
        low +
        static_cast<engine::Millis>(bot_rng_.below(static_cast<std::uint64_t>(high - low) + 1));
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
  // The bot decides on the view at the moment it acts, the same view a person would see.
  const auto intent = Rules::decide(*occupant.bot, table_, engine::Seat(seat));
  if (!intent) return;
  if (auto error = accept_input(*intent, now_ms(), {}, std::nullopt)) {
    log_event(spdlog::level::warn, "bot_refused",
              {{"table", code_}, {"seat", seat}, {"code", error->code}});
  }
}

template <typename Rules>
engine::Millis RulesTable<Rules>::one_way_latency(int seat, engine::Millis smoothed_rtt) const {
  engine::Millis rtt = smoothed_rtt;
  if (static_cast<std::size_t>(seat) < assumed_rtt_ms_.size()) {
    rtt = std::max(rtt, assumed_rtt_ms_[static_cast<std::size_t>(seat)]);
  }
  return rtt / 2;  // the engine caps it by the table's lag bound
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
