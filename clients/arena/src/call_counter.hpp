#pragma once
// A Not Your Ma's Jong bot that counts its calls: the claim windows it answered when a
// STEAL! would have been valid (it completes a set or wins), and how many it stole.

#include <memory>

#include "jongtable/bots/bot.hpp"

namespace jongtable::arena {

struct CallCount {
  long chances = 0;
  long taken = 0;
};

class CallCounter final : public bots::Bot {
 public:
  CallCounter(std::unique_ptr<bots::Bot> bot, CallCount& count)
      : bot_(std::move(bot)), count_(count) {}
  [[nodiscard]] std::optional<nymj::Intent> decide(const nymj::TableView& view) override;

 private:
  std::unique_ptr<bots::Bot> bot_;
  CallCount& count_;
};

}  // namespace jongtable::arena
