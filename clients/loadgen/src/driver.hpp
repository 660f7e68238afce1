#pragma once
// What main() needs from a load driver (the game server's or the relay's): open
// connections, form tables, then play at the pacer's rate while counting.

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "latency.hpp"
#include "pacer.hpp"

namespace jongtable::loadgen {

struct Stats {
  Samples latency;            // intent sent -> last seat notified
  Samples claim_resolution;   // claim window's timer due -> its result received
  std::uint64_t intents = 0;  // sent while measuring
  std::uint64_t errors = 0;   // error replies while measuring
  std::map<std::string, std::uint64_t> error_codes;
  std::uint64_t frames_in = 0;
  std::uint64_t bytes_in = 0;
  std::uint64_t incomplete = 0;  // measured intents whose notification never completed
  // With --trace: (sent, latency) of each sample in microseconds, sent counted from the
  // start of measuring, to see when the slow ones happen.
  std::vector<std::pair<std::int64_t, std::int64_t>> trace;
  bool measuring = false;
  std::int64_t measure_from_us = 0;
};

class Driver {
 public:
  virtual ~Driver() = default;
  virtual void open_connection(int index) = 0;
  [[nodiscard]] virtual int ready() const = 0;   // connections open and greeted
  [[nodiscard]] virtual int failed() const = 0;  // connections lost
  virtual void form_table(int table) = 0;
  [[nodiscard]] virtual int started() const = 0;  // tables playing (or ready to relay)
  [[nodiscard]] virtual int over() const { return 0; }
  virtual void start_play(Pacer& pacer) = 0;
  Stats stats;
};

}  // namespace jongtable::loadgen
