// jongtable-fairness: how often the true first presser of STEAL! gets the card, with lag
// compensation on (lag bound > 0) and off (0). See bench/README.md.
//   jongtable-fairness --port N [--trials 300] [--parallel 20] [--seed 1]
//                      [--max-delay-ms 150] [--bounds 150,0]
// Prints one RESULT line per lag bound.

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "steal_trial.hpp"

using namespace jongtable::fairness;

namespace {

struct Options {
  unsigned short port = 0;
  int trials = 300;
  int parallel = 20;
  std::uint64_t seed = 1;
  int max_delay_ms = 150;
  std::vector<int> bounds{150, 0};
};

// Delays uniform in 0..max; the three presses in a random order, 20..60 ms apart.
TrialPlan plan_for(std::mt19937_64& rng, int bound, int max_delay) {
  TrialPlan plan;
  plan.lag_bound_ms = bound;
  std::uniform_int_distribution<int> delay(0, max_delay);
  std::uniform_int_distribution<int> gap(20, 60);
  for (auto& d : plan.delay_ms) d = delay(rng);
  std::array<int, 3> order{0, 1, 2};
  std::shuffle(order.begin(), order.end(), rng);
  int at = 0;
  for (int k = 0; k < 3; ++k) {
    plan.press_at_ms[order[k]] = at;
    at += gap(rng);
  }
  return plan;
}

struct Tally {
  int trials = 0, resolved = 0, first_won = 0, unawarded = 0;
};

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], v = argv[i + 1];
    if (flag == "--port") {
      o.port = static_cast<unsigned short>(std::stoi(v));
    } else if (flag == "--trials") {
      o.trials = std::stoi(v);
    } else if (flag == "--parallel") {
      o.parallel = std::max(1, std::stoi(v));
    } else if (flag == "--seed") {
      o.seed = std::stoull(v);
    } else if (flag == "--max-delay-ms") {
      o.max_delay_ms = std::stoi(v);
    } else if (flag == "--bounds") {
      o.bounds.clear();
      std::istringstream in(v);
      std::string item;
      while (std::getline(in, item, ',')) o.bounds.push_back(std::stoi(item));
    } else {
      std::cerr << "unknown option " << flag << "\n";
      return 2;
    }
  }
  if (o.port == 0) {
    std::cerr << "usage: jongtable-fairness --port N [--trials N] [--parallel N] [--seed N] "
                 "[--max-delay-ms MS] [--bounds 150,0]\n";
    return 2;
  }
  const tcp::endpoint server(net::ip::make_address("127.0.0.1"), o.port);
  bool all_resolved = true;
  for (const int bound : o.bounds) {
    // The same seed for every bound: each bound faces the same delays and press orders.
    std::mt19937_64 rng(o.seed);
    net::io_context ioc(1);
    std::vector<std::unique_ptr<StealTrial>> trials;  // kept until the run ends
    Tally tally;
    int next = 0;
    std::function<void()> launch = [&] {
      if (next >= o.trials) return;
      ++next;
      const TrialPlan plan = plan_for(rng, bound, o.max_delay_ms);
      trials.push_back(
          std::make_unique<StealTrial>(ioc, server, plan, [&, plan](const TrialResult& result) {
            ++tally.trials;
            if (std::getenv("FAIRNESS_DEBUG"))
              std::fprintf(stderr, "delays %d %d %d presses %d %d %d first %d awarded %d\n",
                           plan.delay_ms[0], plan.delay_ms[1], plan.delay_ms[2],
                           plan.press_at_ms[0], plan.press_at_ms[1], plan.press_at_ms[2],
                           plan.first_presser(), result.awarded.value_or(-1));
            if (result.resolved) ++tally.resolved;
            if (result.resolved && !result.awarded) ++tally.unawarded;
            if (result.awarded == plan.first_presser()) ++tally.first_won;
            launch();
          }));
      trials.back()->start();
    };
    for (int p = 0; p < o.parallel; ++p) launch();
    ioc.run();
    all_resolved = all_resolved && tally.resolved == tally.trials;
    const double pct = tally.resolved ? 100.0 * tally.first_won / tally.resolved : 0;
    std::printf(
        "RESULT lag_bound_ms=%d trials=%d resolved=%d first_presser_won=%d unawarded=%d "
        "first_presser_pct=%.1f seed=%llu max_delay_ms=%d\n",
        bound, tally.trials, tally.resolved, tally.first_won, tally.unawarded, pct,
        static_cast<unsigned long long>(o.seed), o.max_delay_ms);
    std::fflush(stdout);
  }
  return all_resolved ? 0 : 1;
}
