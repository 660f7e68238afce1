// The journal writer on a real SQLite file: when a batch closes, what stop() stores, and
// what follows a refused batch.

#include "journal_writer.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/post.hpp>
#include <chrono>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace jongtable::server {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

class JournalWriterTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "jongtable-writer-XXXXXX").string();
    ASSERT_NE(mkdtemp(pattern.data()), nullptr);
    folder_ = pattern;
    auto opened = storage::Store::open(folder_ / "journal.db");
    ASSERT_TRUE(opened) << opened.error().message;
    store_ = std::make_shared<storage::Store>(std::move(opened.value()));
    ASSERT_TRUE(store_->create_table({"t1", "ABCD", "{}", 7, 0, "{}"}));
  }
  void TearDown() override { fs::remove_all(folder_); }

  std::size_t stored_inputs() const {
    auto tables = store_->load_live_tables();
    return tables && tables.value().size() == 1 ? tables.value().front().inputs.size() : 0;
  }

  fs::path folder_;
  std::shared_ptr<storage::Store> store_;
  Metrics metrics_;
  boost::asio::io_context ioc_;
  // The writer's hand-back comes from its own thread: until then the context has work.
  boost::asio::executor_work_guard<boost::asio::io_context::executor_type> busy_ =
      boost::asio::make_work_guard(ioc_);
};

storage::InputRecord input(std::int64_t seq) {
  return {seq, R"({"type":"pass"})", seq * 10};
}

TEST_F(JournalWriterTest, InputsHandedInDuringOneHandlerShareOneBatch) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  int ok = 0;
  const auto done = [&](const storage::Status& stored) { ok += stored ? 1 : 0; };
  boost::asio::post(ioc_, [&] {
    writer->submit("t1", input(1), done);
    // A writer woken by the submit itself would store input 1 on its own within this
    // second; the batch must wait until this handler has returned.
    const auto until = Clock::now() + std::chrono::seconds(1);
    while (metrics_.journal_batches == 0 && Clock::now() < until) {
    }
    EXPECT_EQ(metrics_.journal_batches, 0u) << "the batch closed while its handler still ran";
    for (std::int64_t seq = 2; seq <= 10; ++seq) writer->submit("t1", input(seq), done);
  });
  while (ok < 10 && ioc_.run_one() > 0) {
  }
  EXPECT_EQ(ok, 10);
  EXPECT_EQ(metrics_.journal_batches, 1u);
  EXPECT_EQ(metrics_.journal_inputs, 10u);
  EXPECT_EQ(stored_inputs(), 10u);
}

TEST_F(JournalWriterTest, ALoneInputIsStoredWithNothingElseComing) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  std::optional<bool> result;
  boost::asio::post(ioc_, [&] {
    writer->submit("t1", input(1), [&](const storage::Status& stored) { result = bool(stored); });
  });
  while (!result && ioc_.run_one() > 0) {
  }
  ASSERT_TRUE(result.has_value());
  EXPECT_TRUE(*result);
  EXPECT_EQ(stored_inputs(), 1u);
}

TEST_F(JournalWriterTest, StopStoresWhatWasHandedInThoughNoHandlerRanAfterIt) {
  // At shutdown the I/O threads are gone before the writer stops: the kick is never run.
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  writer->submit("t1", input(1), [](const storage::Status&) {});
  writer->submit_lobby("t1", R"({"seats":[]})", [](const storage::Status&) {});
  writer->stop();
  EXPECT_EQ(stored_inputs(), 1u);
  EXPECT_EQ(metrics_.journal_batches, 1u);
  // After stop, nothing more is taken.
  writer->submit("t1", input(2), [](const storage::Status&) { ADD_FAILURE() << "ran"; });
  writer.reset();
  busy_.reset();
  ioc_.run();
  EXPECT_EQ(stored_inputs(), 1u);
}

// A table applies an input on top of ones still on their way to disk. When the store
// refuses a batch, what the table handed in after it was built on the refused input:
// storing it would leave a gap (a restart would replay input 3 without input 2).
TEST_F(JournalWriterTest, AfterARefusedBatchItsTablesLaterInputsWaitForItToGoBack) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  std::map<std::string, bool> results;
  const auto done = [&](std::string name) {
    return [&results, name](const storage::Status& stored) { results[name] = bool(stored); };
  };
  const auto run_until = [&](std::size_t count) {
    while (results.size() < count && ioc_.run_one() > 0) {
    }
  };
  boost::asio::post(ioc_, [&] { writer->submit("t1", input(1), done("1")); });
  run_until(1);
  // Input 2 shares its batch with an input of a table the store does not know, so the
  // store refuses the batch.
  boost::asio::post(ioc_, [&] {
    writer->submit("t1", input(2), done("2"));
    writer->submit("gone", input(1), done("gone"));
  });
  run_until(3);
  // Input 3 was applied on top of 2 and handed in before the table heard of the refusal.
  boost::asio::post(ioc_, [&] {
    writer->submit("t1", {3, R"({"type":"built_on_2"})", 30}, done("3 on the refused 2"));
  });
  run_until(4);
  // The table went back to input 1 and plays on from there.
  boost::asio::post(ioc_, [&] {
    writer->submit("t1", input(2), done("2 again"));
    writer->submit("t1", input(3), done("3 again"));
  });
  run_until(6);
  EXPECT_EQ(results, (std::map<std::string, bool>{{"1", true},
                                                  {"2", false},
                                                  {"gone", false},
                                                  {"3 on the refused 2", false},
                                                  {"2 again", true},
                                                  {"3 again", true}}));
  auto tables = store_->load_live_tables();
  ASSERT_TRUE(tables);
  ASSERT_EQ(tables.value().size(), 1u);
  EXPECT_EQ(tables.value().front().inputs,
            (std::vector<storage::InputRecord>{input(1), input(2), input(3)}));
  EXPECT_EQ(metrics_.journal_inputs, 3u);
  EXPECT_EQ(metrics_.journal_queued, 0);
}

// What the writer keeps of a refused table lasts only while the table does: a server
// that runs for months must not remember every table whose write once failed.
TEST_F(JournalWriterTest, ATableThatLeftIsForgottenByTheWriter) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  int told = 0;
  const auto count = [&told](const storage::Status&) { ++told; };
  const auto run_until = [&](int wanted) {
    while (told < wanted && ioc_.run_one() > 0) {
    }
  };
  // The store knows no table "gone": its input is refused, and remembered.
  boost::asio::post(ioc_, [&] { writer->submit("gone", input(1), count); });
  run_until(1);
  EXPECT_EQ(writer->tables_refused(), 1u);
  boost::asio::post(ioc_, [&] { writer->forget("gone", count); });
  run_until(2);
  EXPECT_EQ(writer->tables_refused(), 0u);
}

// A task (a finished game's record) handed in with a table's inputs runs after their
// batch is stored, sees it, and its own result goes to its own `done`, between the
// inputs' in the order they were handed in.
TEST_F(JournalWriterTest, ATaskRunsAfterTheBatchItCameWithAndGetsItsOwnResult) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  std::vector<std::string> told;
  std::size_t inputs_seen_by_task = 0;
  const auto note = [&](std::string what) {
    return [&told, what](const storage::Status& result) {
      told.push_back(what + (result ? " ok" : " refused"));
    };
  };
  boost::asio::post(ioc_, [&] {
    writer->submit("t1", input(1), note("input 1"));
    writer->submit_task(
        [&](storage::Store&) {
          inputs_seen_by_task = stored_inputs();
          return storage::Status{storage::StoreError{storage::StoreErrc::failed, "no"}};
        },
        note("task"));
    writer->submit("t1", input(2), note("input 2"));
  });
  while (told.size() < 3 && ioc_.run_one() > 0) {
  }
  EXPECT_EQ(inputs_seen_by_task, 2u);
  EXPECT_EQ(told, (std::vector<std::string>{"input 1 ok", "task refused", "input 2 ok"}));
}

// A game's last move carries the write of the game's end: that write is done before the
// move's `done` is called (so the move is told only once the end is stored), and not at
// all when the move itself is refused.
// One input of `table` with a task after it; what happened, once the task's result is back.
struct FollowedInput {
  bool task_ran = false;
  std::optional<bool> input_stored;
  std::optional<bool> task_ran_when_input_told;
  std::optional<bool> task_result;

  void submit(JournalWriter& writer, boost::asio::io_context& ioc, const std::string& table) {
    boost::asio::post(ioc, [&, table] {
      writer.submit(
          table, input(1),
          [this](const storage::Status& stored) {
            input_stored = bool(stored);
            task_ran_when_input_told = task_ran;
          },
          [this](storage::Store&) {
            task_ran = true;
            return storage::Status{storage::Done{}};
          },
          [this](const storage::Status& result) { task_result = bool(result); });
    });
    while (!task_result && ioc.run_one() > 0) {
    }
  }
};

TEST_F(JournalWriterTest, ATaskThatFollowsAnInputIsDoneBeforeTheInputIsTold) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  FollowedInput followed;
  followed.submit(*writer, ioc_, "t1");
  EXPECT_EQ(followed.input_stored, std::optional<bool>(true));
  EXPECT_EQ(followed.task_ran_when_input_told, std::optional<bool>(true));
  EXPECT_EQ(followed.task_result, std::optional<bool>(true));
}

TEST_F(JournalWriterTest, ATaskThatFollowsARefusedInputIsNotRun) {
  auto writer = std::make_shared<JournalWriter>(store_, metrics_, ioc_.get_executor());
  FollowedInput followed;
  // No table "gone" in the store: its input, and so the batch, is refused.
  followed.submit(*writer, ioc_, "gone");
  EXPECT_EQ(followed.input_stored, std::optional<bool>(false));
  EXPECT_EQ(followed.task_result, std::optional<bool>(false));
  EXPECT_FALSE(followed.task_ran);
}

}  // namespace
}  // namespace jongtable::server
