// A table's create_table request as the journal keeps it, read back for a restore or a
// replay: the same table again, also from records written before the games checked their
// top-level fields (which then carried Not Your Ma's Jong's settings for every game).

#include "journal_codec.hpp"

#include <gtest/gtest.h>

#include "engine_setup.hpp"

namespace jongtable::server {
namespace {

using nlohmann::json;

TEST(JournalCodec, ARequestReadsBackAsItWasGiven) {
  protocol::in::CreateTable create;
  create.top_level = {{"seats", 3}, {"claim_window_ms", 1500}};
  create.options = {{"rounds", 2}};
  create.bot_delay_ms = {300, 600};
  const auto back = create_spec_from_json(create_spec_json(create).dump());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->top_level, create.top_level);
  EXPECT_EQ(back->options, create.options);
  EXPECT_EQ(back->bot_delay_ms, create.bot_delay_ms);
  EXPECT_FALSE(make_table_options(*back, ClockFloors::enforced, 1).error);
}

TEST(JournalCodec, OlderRecordsStillMakeTheirTables) {
  // Every game's record held all of Not Your Ma's Jong's settings at the top level.
  const json old_defaults = {{"type", "create_table"},
                             {"seq", 0},
                             {"seats", 4},
                             {"starting_tokens", 10},
                             {"turn_cap", 400},
                             {"claim_window_ms", 2500},
                             {"lag_bound_ms", 150},
                             {"claim_margin_ms", 50},
                             {"turn_clock_ms", 30000},
                             {"between_rounds_ms", 6000},
                             {"bot_delay_ms", {0, 0}}};
  json gimme = old_defaults;
  gimme["ruleset"] = "gimme";
  gimme["options"] = {{"seats", 3}};
  const auto gimme_table = create_spec_from_json(gimme.dump());
  ASSERT_TRUE(gimme_table);
  EXPECT_TRUE(gimme_table->top_level.empty());
  EXPECT_FALSE(make_table_options(*gimme_table, ClockFloors::lowered, 1).error);

  // A Not Your Ma's Jong setting given in options was the options' one.
  json nymj = old_defaults;
  nymj["options"] = {{"seats", 3}, {"rounds", 9}};
  const auto nymj_table = create_spec_from_json(nymj.dump());
  ASSERT_TRUE(nymj_table);
  EXPECT_FALSE(nymj_table->top_level.contains("seats"));
  EXPECT_FALSE(make_table_options(*nymj_table, ClockFloors::lowered, 1).error);
}

}  // namespace
}  // namespace jongtable::server
