"""Write a Jongtable bot in Python: see README.md beside this package."""

from .actions import Action, legal_actions
from .bot import Bot, create_and_play, join_and_play, run
from .cards import Card, claim_kind, is_set, is_winning, set_completions
from .connection import Connection, ProtocolError
from .view import Catalogue, Face, Legal, View, Window

__all__ = ["Action", "Bot", "Card", "Catalogue", "Connection", "Face", "Legal",
           "ProtocolError", "View", "Window", "claim_kind", "create_and_play", "is_set",
           "is_winning", "join_and_play", "legal_actions", "run", "set_completions"]
