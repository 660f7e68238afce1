// What a table's game shows: its fields of the lobby, each connection's update and the
// catch-up after a reconnect, the shuffle commitment, the test probe.

#include <cstdio>

#include "clock.hpp"
#include "jongtable/protocol/server_frames.hpp"
#include "jongtable/protocol/update_frame.hpp"
#include "rules_table.hpp"
#include "rulesets/all_rules.hpp"
#include "rulesets/catalogue_of.hpp"

namespace jongtable::server {

using nlohmann::json;
namespace proto = jongtable::protocol;

template <typename Rules>
void RulesTable<Rules>::add_game_lobby(json& table) const {
  table["ruleset"] = std::string(Rules::id);
  table["settings"] = Rules::settings_json(table_);
  table["catalogue"] = catalogue_of<Rules>(table_);
  // A game whose winning hands are data (American Mah Jongg) shows its card to the table.
  if constexpr (requires { Rules::card_json(table_); }) table["card"] = Rules::card_json(table_);
}

template <typename Rules>
json RulesTable<Rules>::rematch_carried() const {
  // A game whose next game depends on this one (who starts, say) passes that on.
  if constexpr (requires { Rules::rematch_options(table_); }) {
    if (auto options = Rules::rematch_options(table_)) return std::move(*options);
  }
  return json::object();
}

template <typename Rules>
void RulesTable<Rules>::broadcast_update(const std::vector<typename Rules::Event>& events,
                                         const std::string& requester,
                                         std::optional<std::uint64_t> seq) {
  typename Rules::Frames frames(table_, table_now(), proto::to_text(fairness_json()));
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
void RulesTable<Rules>::send_catch_up(const Member& member,
                                      std::optional<std::uint64_t> last_version,
                                      std::optional<std::uint64_t> seq) {
  const auto link = member.link.lock();
  if (!link) return;
  typename Rules::Frames frames(table_, table_now(), proto::to_text(fairness_json()));
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

template <typename Rules>
void RulesTable<Rules>::note_deal() {
  const auto round = Rules::dealt_round(table_);
  if (!round || (!decks_.empty() && decks_.back().round == *round)) return;
  decks_.push_back(commit_deck(*round, Rules::dealt_deck(table_), seed_));
}

template <typename Rules>
json RulesTable<Rules>::fairness_json() const {
  if (decks_.empty()) return nullptr;
  const DealtDeck& deck = decks_.back();
  const bool ended = Rules::dealt_round(table_) != deck.round;
  return {{"round", deck.round},
          {"commitment", deck.commitment},
          {"salt", ended ? json(deck.salt) : json(nullptr)},
          {"deck", ended ? json(deck.faces) : json(nullptr)}};
}

template <typename Rules>
void RulesTable<Rules>::probe(std::function<void(json)> done) {
  net::post(strand_, [self = self(), done = std::move(done)] {
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016llx",
                  static_cast<unsigned long long>(Rules::state_hash(self->table_)));
    done({{"code", self->code_},
          {"id", self->table_id_},
          {"version", self->version_},
          {"state_hash", hash},
          {"phase", std::string(Rules::phase_code(self->table_))}});
  });
}

#define JONGTABLE_TABLE_OF(Rules) template class RulesTable<Rules>;
JONGTABLE_EACH_RULESET(JONGTABLE_TABLE_OF)

}  // namespace jongtable::server
