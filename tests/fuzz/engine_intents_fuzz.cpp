// libFuzzer target: a fuzzed table (3 or 4 seats, settings, seed, sometimes a scenario
// deal) driven by a fuzzed stream of intents at fuzzed times. After every intent the
// engine's invariants are checked (engine_invariants.hpp), and what the server would
// send (views and events as JSON) is built, which must not throw either.
#include <cstddef>
#include <cstdint>

#include "byte_reader.hpp"
#include "engine_invariants.hpp"
#include "fuzz_check.hpp"
#include "intent_script.hpp"
#include "jongtable/nymj/view.hpp"
#include "jongtable/protocol/nymj_json.hpp"
#include "jongtable/protocol/server_frames.hpp"

namespace {

using namespace jongtable;

int tokens_on(const nymj::Table& table) {
  int total = 0;
  for (const auto& p : table.players) total += p.tokens;
  return total;
}

// Whole views (with every round's results) are dear to build as JSON: they are built
// when the rarer phases begin, and on every 16th step.
bool views_wanted(const nymj::Table& before, const nymj::Table& after, int step) {
  using nymj::Phase;
  const bool rare = after.phase == Phase::awaiting_exposure || after.phase == Phase::round_over ||
                    after.phase == Phase::game_over;
  return (rare && after.phase != before.phase) || step % 16 == 0;
}

// The JSON a server would send for this step; only its building is under test.
void serialize(const nymj::Table& table, const nymj::Outcome& outcome, kernel::Millis now,
               bool views) {
  const int seats = static_cast<int>(table.players.size());
  for (const auto& e : outcome.events) {
    (void)protocol::to_text(protocol::event_json(e.body, now, seats));
  }
  if (!views) return;
  (void)protocol::to_text(protocol::view_json(nymj::spectator_view(table), now));
  (void)protocol::to_text(protocol::view_json(nymj::view_for(table, table.current), now));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::ByteReader in(data, size);
  auto made = fuzz::table_from(in);
  if (!made) return 0;
  nymj::Table& table = *made;
  const int tokens = tokens_on(table);
  kernel::Millis now = in.take<std::uint32_t>();
  // Cap the steps so one input cannot run for long; a whole game fits.
  for (int step = 0; step < 4000 && !in.empty(); ++step) {
    const nymj::Intent intent = fuzz::next_intent(in, table);
    now += fuzz::next_step(in);
    const nymj::Table before = table;
    const std::uint64_t hash = nymj::state_hash(table);
    const nymj::Outcome outcome = nymj::apply(table, intent, now);
    if (!outcome.ok()) {
      fuzz::check_refused(before, hash, table, outcome);
      // The refusal as the player would be told it: a stable code and a sentence.
      const auto error = protocol::rule_error(*outcome.error);
      fuzz::require(!error.code.empty() && !error.message.empty(), "a refusal has a code");
      (void)protocol::to_text(protocol::error_frame(error, 0, 1));
      continue;
    }
    fuzz::check_table(table, tokens);
    fuzz::check_secrecy(table, outcome);
    serialize(table, outcome, now, views_wanted(before, table, step));
  }
  return 0;
}
