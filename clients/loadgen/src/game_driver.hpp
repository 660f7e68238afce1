#pragma once
// Plays tables on jongtable-server through the real protocol: hello, create_table,
// take_seat / join_table, start_game, then simple legal play (declare a win when legal,
// else discard the card just drawn, expose the first offered set, pass on claims). Every
// Nth claim window one seat stays silent so the window closes on its timer, which makes
// claim resolution measurable.

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "driver.hpp"
#include "options.hpp"
#include "view_scan.hpp"
#include "ws_conn.hpp"

namespace jongtable::loadgen {

class GameDriver : public Driver {
 public:
  GameDriver(net::io_context& ioc, const Options& options);
  void open_connection(int index) override;
  [[nodiscard]] int ready() const override { return ready_; }
  [[nodiscard]] int failed() const override { return failed_; }
  void form_table(int table) override;
  [[nodiscard]] int started() const override { return started_; }
  [[nodiscard]] int over() const override { return over_; }
  void start_play(Pacer& pacer) override;

 private:
  struct Seat {
    std::unique_ptr<WsConn> conn;
    int table = 0;
    int place = 0;  // 0 = host
    std::uint64_t next_seq = 1;
    std::unordered_map<std::uint64_t, std::int64_t> sent;  // seq -> send time
    Action action;
    // The intent last sent and its seq: a server shedding load (server_busy) refuses it,
    // and the seat sends it again when the pacer next lets it, as a person would.
    Action last_sent;
    std::uint64_t last_seq = 0;
    bool queued = false;
    std::int64_t expect_close_us = 0;  // a window this seat left unanswered closes then
  };
  struct Pending {
    int seen = 0;
    std::int64_t last_us = 0;
    std::int64_t sent_us = 0;
  };
  struct Table {
    std::string code;
    bool start_sent = false;
    bool started = false;
    bool over = false;
    std::unordered_map<std::uint64_t, Pending> pending;  // version -> notifications
  };

  void on_message(int index, std::string_view text, std::int64_t arrival);
  void on_setup_frame(int index, std::string_view text);
  void on_update(int index, const UpdateScan& scan, std::int64_t arrival);
  void maybe_queue(int index);
  bool act(int index);
  // Sends {"type":type,"seq":N<fields>}; `fields` is empty or starts with a comma.
  std::uint64_t send(Seat& seat, std::string_view type, std::string_view fields);

  net::io_context& ioc_;
  const Options& options_;
  tcp::endpoint endpoint_;
  std::vector<Seat> seats_;
  std::vector<Table> tables_;
  int humans_;
  Pacer* pacer_ = nullptr;
  int ready_ = 0;
  int failed_ = 0;
  int started_ = 0;
  int over_ = 0;
};

}  // namespace jongtable::loadgen
