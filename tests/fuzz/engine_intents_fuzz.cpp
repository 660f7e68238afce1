// libFuzzer target: a fuzzed table (3 or 4 seats, settings, seed, sometimes a scenario
// deal) driven by a fuzzed stream of intents at fuzzed times. After every intent the
// engine's invariants are checked (engine_invariants.hpp), and what the server would
// send (views and events as JSON) is built, which must not throw either.
#include <cstddef>
#include <cstdint>

#include "byte_reader.hpp"
#include "engine_invariants.hpp"
#include "intent_script.hpp"
#include "jongtable/engine/view.hpp"
#include "jongtable/protocol/engine_json.hpp"
#include "jongtable/protocol/server_frames.hpp"

namespace {

using namespace jongtable;

int tokens_on(const engine::Table& table) {
  int total = 0;
  for (const auto& p : table.players) total += p.tokens;
  return total;
}

// The JSON a server would send for this step; only its building is under test. Whole
// views are dear to build, so they are built when the phase has changed.
void serialize(const engine::Table& table, const engine::Outcome& outcome, engine::Millis now,
               bool new_phase) {
  const int seats = static_cast<int>(table.players.size());
  for (const auto& e : outcome.events) {
    (void)protocol::to_text(protocol::event_json(e.body, now, seats));
  }
  if (!new_phase) return;
  (void)protocol::to_text(protocol::view_json(engine::spectator_view(table), now));
  (void)protocol::to_text(protocol::view_json(engine::view_for(table, table.current), now));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::ByteReader in(data, size);
  auto made = fuzz::table_from(in);
  if (!made) return 0;
  engine::Table& table = *made;
  const int tokens = tokens_on(table);
  engine::Millis now = in.take<std::uint32_t>();
  // Cap the steps so one input cannot run for long; a whole game fits.
  for (int step = 0; step < 4000 && !in.empty(); ++step) {
    const engine::Intent intent = fuzz::next_intent(in, table);
    now += fuzz::next_step(in);
    const engine::Table before = table;
    const std::uint64_t hash = engine::state_hash(table);
    const engine::Outcome outcome = engine::apply(table, intent, now);
    if (!outcome.ok()) {
      fuzz::check_refused(before, hash, table, outcome);
      continue;
    }
    fuzz::check_table(table, tokens);
    fuzz::check_secrecy(table, outcome);
    serialize(table, outcome, now, table.phase != before.phase);
  }
  return 0;
}
