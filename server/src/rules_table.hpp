#pragma once
// One table of one game: what of a table needs the game's types. Everything else (members,
// lobby, outbox, the journal's lobby and creation, rematch, chat) is TableCore's
// (table_core.hpp), compiled once for every game; this part holds the game's state and is,
// like the core, touched only on the table's strand.
//
// Every accepted input goes through accept_input(): apply to a copy of the newest state,
// hand it to the journal writer (group commit), and once it is durable keep the copy,
// carry out the effects, broadcast one update per connection and wake the bots. A
// person's input is applied on top of inputs still on their way to disk (so a claim
// window's passes share a write instead of queueing for one each); they come back in
// the journal's order, and nothing, not even a refusal, is told before what it follows
// is stored. Timers and bots wait for a settled table (settled()). Because every
// ruleset's engine is deterministic from the seed, the inputs and their times,
// replaying what passed through that one place rebuilds the table.
//
// `Rules` is a ruleset's adapter (the TableRules concept, rulesets/table_rules.hpp, lists
// what it provides; rulesets/nymj_rules.hpp shows them with comments); the member
// functions live in rules_table_game.cpp and rules_table_views.cpp, each instantiated
// there for every ruleset.

#include <deque>
#include <functional>
#include <memory>

#include "fairness.hpp"
#include "rulesets/table_rules.hpp"
#include "table_core.hpp"

namespace jongtable::server {

template <typename Rules>
class RulesTable final : public TableCore {
  static_assert(TableRules<Rules>, "a ruleset's adapter must satisfy TableRules");

 public:
  RulesTable(net::io_context& ioc, std::string code, typename Rules::State state,
             TableOptions options, Metrics& metrics);
  ~RulesTable() override;

  [[nodiscard]] bool restore(
      const storage::StoredTable& stored,
      const std::map<std::string, std::shared_ptr<Session>>& sessions) override;
  void probe(std::function<void(nlohmann::json)> done) override;

 private:
  // The core's hooks (table_core.hpp).
  [[nodiscard]] int seat_count() const override { return Rules::seats(table_); }
  void add_game_lobby(nlohmann::json& table) const override;
  void send_catch_up(const Member& member, std::optional<std::uint64_t> last_version,
                     std::optional<std::uint64_t> seq) override;
  void play(const Member& member, const std::shared_ptr<ClientLink>& link,
            const protocol::in::GameMove& move, std::optional<std::uint64_t> seq,
            kernel::Millis arrival, kernel::Millis smoothed_rtt) override;
  void play_start(const std::string& requester, Refused refused) override;
  [[nodiscard]] std::optional<std::string> bot_strength(std::string_view requested) const override {
    return Rules::bot_strength(requested);
  }
  [[nodiscard]] std::shared_ptr<void> make_bot(const std::string& strength,
                                               std::uint64_t seed) const override {
    return Rules::make_bot(strength, seed);
  }
  [[nodiscard]] std::string stand_in_strength() const override {
    return Rules::stand_in_strength();
  }
  [[nodiscard]] nlohmann::json rematch_carried() const override;
  [[nodiscard]] bool game_over() const override { return Rules::game_over(table_); }
  void on_timer(kernel::TimerKind kind, std::uint32_t id) override;
  void on_bot_timer(int seat) override;

  // rules_table_game.cpp: the engine, the journal's inputs, the timers' and bots' intents.
  using Accepted = std::function<void()>;
  // Applies `intent`; `refused` hears why it was not played (the engine's refusal, or
  // storage_unavailable when the journal could not store it), `accepted` runs once it
  // is stored and told to everyone. Either may run later, on the strand. Behind work
  // that waits, or while 16 inputs of the table are on their way, it waits too.
  void accept_input(const typename Rules::Intent& intent, kernel::Millis now,
                    const std::string& requester, std::optional<std::uint64_t> seq, Refused refused,
                    Accepted accepted = {});
  // accept_input() at once, for work whose turn has come (a timer, a bot).
  void apply_input(const typename Rules::Intent& intent, kernel::Millis now,
                   const std::string& requester, std::optional<std::uint64_t> seq, Refused refused,
                   Accepted accepted = {});
  // An input is back from the writer, in the journal's order: keep it, or drop it and
  // every input applied on top of it.
  template <typename Outcome>
  void input_stored(std::uint64_t generation, const storage::Status& stored,
                    const std::shared_ptr<typename Rules::State>& next, kernel::Millis now,
                    const std::string& requester, std::optional<std::uint64_t> seq,
                    std::optional<kernel::Millis> window_closes_at, const Refused& refused,
                    const Accepted& accepted, Outcome& outcome);
  template <typename Outcome>
  void keep_input(Outcome& outcome, kernel::Millis now, const std::string& requester,
                  std::optional<std::uint64_t> seq, std::optional<kernel::Millis> window_closes_at);
  // At the input that ends the game: the write of its result, done by the journal's
  // writer right after that input (empty if the game goes on or is already recorded).
  [[nodiscard]] JournalWriter::Task finish_task(const typename Rules::State& table);

  // rules_table_views.cpp: what the game shows, and the shuffle commitment.
  void broadcast_update(const std::vector<typename Rules::Event>& events,
                        const std::string& requester, std::optional<std::uint64_t> seq);
  void note_deal();  // a new round may have been dealt: commit to its deck
  // The update frame's "fairness": the newest round's commitment, revealed once it ended.
  [[nodiscard]] nlohmann::json fairness_json() const;

  [[nodiscard]] std::shared_ptr<RulesTable> self() {
    return std::static_pointer_cast<RulesTable>(shared_from_this());
  }
  [[nodiscard]] std::weak_ptr<RulesTable> weak_self() { return self(); }
  [[nodiscard]] static typename Rules::Bot& bot_of(const Occupant& occupant) {
    return *static_cast<typename Rules::Bot*>(occupant.bot.get());
  }

  typename Rules::State table_;
  std::vector<DealtDeck> decks_;
  std::shared_ptr<typename Rules::State> head_;  // the newest input applied; null: table_
  std::uint64_t head_version_ = 0;               // its version
  std::uint64_t generation_ = 0;                 // bumped by each refused write
  // Events kept for catching up reconnecting clients: (version, events of that version).
  std::deque<std::pair<std::uint64_t, std::vector<typename Rules::Event>>> held_;
};

}  // namespace jongtable::server
