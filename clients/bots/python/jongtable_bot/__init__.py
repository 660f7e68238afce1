"""Write a Jongtable bot in Python: see README.md beside this package."""

from .bot import Bot, create_and_play, join_and_play, run
from .cards import Card, claim_kind, is_set, is_winning, set_completions
from .connection import Connection, ProtocolError
from .view import Legal, View, Window

__all__ = ["Bot", "Card", "Connection", "Legal", "ProtocolError", "View", "Window",
           "claim_kind", "create_and_play", "is_set", "is_winning", "join_and_play", "run",
           "set_completions"]
