#pragma once
// Every game this server plays, as one list: each table_*.cpp instantiates RulesTable for
// every entry, and engine_setup.cpp registers each under its ruleset id. Adding a game is
// its adapter (rulesets/<id>_rules.hpp) and one entry here.

#include "rulesets/american_rules.hpp"
#include "rulesets/boba_rules.hpp"
#include "rulesets/chinese_rules.hpp"
#include "rulesets/gimme_rules.hpp"
#include "rulesets/nymj_rules.hpp"

#define JONGTABLE_EACH_RULESET(X) \
  X(NymjRules) X(GimmeRules) X(BobaRules) X(ChineseRules) X(AmericanRules)
