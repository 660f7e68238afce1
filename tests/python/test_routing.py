"""Where the SDK reconnects: the cluster node hint, a node's `moved`, and the waits."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "clients", "bots", "python"))
from jongtable_bot import routing  # noqa: E402


class HintedUrl(unittest.TestCase):
    def test_set_replaced_and_removed(self):
        self.assertEqual(routing.hinted_url("ws://front/ws", "n2"), "ws://front/ws?node=n2")
        self.assertEqual(routing.hinted_url("wss://front/ws?node=n1", "n3"),
                         "wss://front/ws?node=n3")
        self.assertEqual(routing.hinted_url("ws://front/ws?node=n1", None), "ws://front/ws")
        self.assertEqual(routing.hinted_url("ws://front:8080/ws?x=1&node=n1", "n2"),
                         "ws://front:8080/ws?x=1&node=n2")


class FollowMoved(unittest.TestCase):
    def test_a_named_node_at_once_or_after_the_servers_wait(self):
        self.assertEqual(routing.follow_moved({"node": "n2", "reason": "table_elsewhere"}),
                         ("n2", 0.0))
        self.assertEqual(routing.follow_moved({"node": "n2", "retry_ms": 250}), ("n2", 0.25))

    def test_no_node_is_round_robin_after_a_wait(self):
        self.assertEqual(routing.follow_moved({"node": None, "retry_ms": 800}), (None, 0.8))
        self.assertEqual(routing.follow_moved({"node": None, "reason": "lease_lost"}),
                         (None, None))
        self.assertEqual(routing.follow_moved({"node": "", "retry_ms": -1}), (None, None))


class Tries(unittest.TestCase):
    def test_a_hint_that_keeps_failing_is_dropped(self):
        for failures in range(1, routing.HINT_TRIES):
            self.assertEqual(routing.after_failed_try("n2", failures), "n2")
        self.assertIsNone(routing.after_failed_try("n2", routing.HINT_TRIES))
        self.assertIsNone(routing.after_failed_try(None, 1))

    def test_backoff_doubles_to_five_seconds_with_jitter(self):
        self.assertEqual(routing.backoff(0, rng=lambda: 0.5), 0.3)
        self.assertEqual(routing.backoff(1, rng=lambda: 0.5), 0.6)
        self.assertEqual(routing.backoff(10, rng=lambda: 0.5), 5.0)
        self.assertAlmostEqual(routing.backoff(0, rng=lambda: 0.0), 0.24)
        self.assertAlmostEqual(routing.backoff(0, rng=lambda: 1.0), 0.36)


if __name__ == "__main__":
    unittest.main()
