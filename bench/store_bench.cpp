// Group commit on each store backend: how many commits (transactions, each synced to
// disk) and inputs per second one writer thread gets through, for batches of several
// sizes, as the journal writer (server/src/journal_writer.hpp) makes them. SQLite in a
// temp folder (synchronous=FULL, as the server runs it); PostgreSQL in a cluster this
// tool starts itself (initdb/pg_ctl, fsync on, default synchronous_commit), over
// loopback TCP. Prints figures; asserts nothing.
//
//   store_bench [seconds per case, default 3]

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "jongtable/storage/store.hpp"
#include "pg_cluster.hpp"

namespace {

using jongtable::storage::InputRecord;
using jongtable::storage::Store;
using jongtable::storage::StoreOptions;
using jongtable::storage::TableInput;
using jongtable::storage::TableRecord;
using Clock = std::chrono::steady_clock;

constexpr int kTables = 64;

struct Figures {
  double commits_per_s = 0;
  double inputs_per_s = 0;
  double p50_ms = 0;
  double p99_ms = 0;
};

// A discard-sized input, spread over the tables as a busy server's batches are.
Figures run(Store& store, int batch_size, double seconds, std::vector<std::int64_t>& next_seq) {
  std::vector<double> latencies;
  std::int64_t inputs = 0;
  int table = 0;
  const auto start = Clock::now();
  const auto until = start + std::chrono::duration<double>(seconds);
  while (Clock::now() < until) {
    std::vector<TableInput> batch;
    for (int i = 0; i < batch_size; ++i) {
      table = (table + 1) % kTables;
      auto& seq = next_seq[static_cast<std::size_t>(table)];
      batch.push_back(
          TableInput{"t" + std::to_string(table),
                     InputRecord{++seq, R"({"type":"discard","card":"B7","seat":2})", 1000 + seq}});
    }
    const auto before = Clock::now();
    const auto stored = store.append(batch, {});
    latencies.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
    if (!stored) {
      std::fprintf(stderr, "store_bench: %s\n", stored.error().message.c_str());
      std::exit(1);
    }
    inputs += batch_size;
  }
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  std::sort(latencies.begin(), latencies.end());
  const auto at = [&](double q) {
    return latencies[std::min(latencies.size() - 1,
                              static_cast<std::size_t>(q * static_cast<double>(latencies.size())))];
  };
  return {static_cast<double>(latencies.size()) / elapsed, static_cast<double>(inputs) / elapsed,
          at(0.5), at(0.99)};
}

void bench(const char* name, const std::string& location, double seconds) {
  StoreOptions options;
  options.node_id = "bench";
  auto opened = Store::open_location(location, options);
  if (!opened) {
    std::fprintf(stderr, "store_bench: %s\n", opened.error().message.c_str());
    std::exit(1);
  }
  Store& store = opened.value();
  for (int t = 0; t < kTables; ++t) {
    const auto id = "t" + std::to_string(t);
    if (!store.create_table(TableRecord{id, "C" + std::to_string(t), "{}", 1, 0, "{}"})) {
      std::fprintf(stderr, "store_bench: cannot create the tables\n");
      std::exit(1);
    }
  }
  std::vector<std::int64_t> next_seq(kTables, 0);
  for (const int batch_size : {1, 8, 64, 512}) {
    const auto f = run(store, batch_size, seconds, next_seq);
    std::printf(
        "%-10s batch %4d: %8.0f commits/s %9.0f inputs/s  commit p50 %7.3f ms  p99 %7.3f ms\n",
        name, batch_size, f.commits_per_s, f.inputs_per_s, f.p50_ms, f.p99_ms);
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 3.0;
  char folder[] = "/tmp/jongtable-store-bench-XXXXXX";
  if (!::mkdtemp(folder)) return 1;
  bench("SQLite", std::string{folder} + "/bench.sqlite", seconds);
  std::system((std::string{"rm -rf "} + folder).c_str());
  auto& cluster = jongtable::testing::PgCluster::shared({.fsync = true});
  bench("PostgreSQL", cluster.fresh_database(), seconds);
  return 0;
}
