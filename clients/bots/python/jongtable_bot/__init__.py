"""Write a Jongtable bot in Python: see README.md beside this package."""

from .actions import Action, legal_actions
from .bot import Bot, create_and_play, join_and_play, run
from .cards import Card, claim_kind, is_set, is_winning, set_completions
from .connection import Connection, ConnectionLost, ProtocolError
from .moves import (SetOption, calls, charleston_pass, courtesy_offer, dance_again_vote,
                    make_set)
from .view import Catalogue, Face, Legal, View, Window

__all__ = ["Action", "Bot", "Card", "Catalogue", "Connection", "ConnectionLost", "Face", "Legal",
           "ProtocolError", "SetOption", "View", "Window", "calls", "charleston_pass",
           "claim_kind", "courtesy_offer", "create_and_play", "dance_again_vote", "is_set",
           "is_winning", "join_and_play", "legal_actions", "make_set", "run",
           "set_completions"]
