"""What a seat may do now, read from ``view.legal`` as ready-to-send intents.

Every ruleset's view carries ``legal``: what this seat may do at this moment, as data.
This module turns it into a list of `Action` values, one per choice the server would
accept, so a bot needs no rules to know its options; it picks one and the SDK sends it.

The shapes ``legal`` uses (protocol/README.md), read the same way for every game:

- ``"declare_win": true`` -> one action with no fields;
- ``"discard": true`` (Not Your Ma's Jong: any card in hand) -> one action per card in
  hand; ``"discard": [c, ...]`` (Gimme!) -> one action per listed card (``card`` field);
- ``"expose_options" / "claim": [[c, c], ...]`` -> one action per group (``cards`` field);
- ``"joker_steal": [{"card": c, "seat": 2, "set": 0}, ...]`` -> one action per entry,
  its fields as given with cards replaced by their ids;
- ``"steal": true``, ``"pass": true`` -> one action each.

Answers to an open discard (``steal``, ``pass``, ``claim``, ``call``,
``claim_mah_jongg``) carry the window's id, as the server asks.

Chinese, American and Boba put a few more shapes in ``legal``, read here too: a call
``{"group", "cards": [c, c], "mah_jongg"}`` as it is; ``"take_pile": [0, 1, 2]`` as one
action per pile; ``"discard_piles"`` as one ``discard_to_pile`` per card in hand and pile
(in the ``hand_limit`` phase); American's ``call_mah_jongg`` as ``claim_mah_jongg``.
Where ``legal`` allows a choice without listing it, one default of each is offered, built
as a bot builds its own with `jongtable_bot.moves`: the Charleston (``pass_cards`` with
``passable``) as a pass of the first three passable cards, the vote as yes and no, the
courtesy offer as an offer of nothing, and each Boba ``make_set`` once per kept card,
the other two placed where the rule sends them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .cards import Card

# The intents that answer an open window: they name it in a `window` field.
WINDOW_INTENTS = frozenset({"steal", "pass", "claim", "call", "claim_mah_jongg"})
# A `legal` key whose name differs from the intent it allows.
INTENT_OF_KEY = {"expose_options": "expose", "call_mah_jongg": "claim_mah_jongg"}
# A list of plain numbers in `legal`: the field each number goes in.
NUMBER_FIELD = {"take_pile": "pile"}
# Keys that describe an option rather than allow an intent, and fields of an entry that
# describe it rather than go on the wire.
DESCRIPTIVE_KEYS = frozenset({"passable", "max_blind", "discard_piles"})
DESCRIPTIVE_FIELDS = frozenset({"size", "pile_card"})


@dataclass(frozen=True)
class Action:
    """One intent the server would accept now: ``type`` and its ``fields`` as sent.
    ``cards`` are the cards it moves (for reading: the discard, a claim's tiles)."""
    type: str
    fields: dict = field(default_factory=dict, hash=False, compare=False)
    cards: tuple = ()

    @property
    def card(self) -> Optional[Card]:
        """The single card this action moves (a discard, a Joker Steal's tile), if any."""
        return self.cards[0] if len(self.cards) == 1 else None

    def __eq__(self, other) -> bool:
        return isinstance(other, Action) and self.type == other.type and \
            self.fields == other.fields

    def __hash__(self) -> int:
        return hash((self.type, repr(sorted(self.fields.items()))))

    def __repr__(self) -> str:
        names = " ".join(c.face for c in self.cards)
        return f"Action({self.type}{' ' + names if names else ''} {self.fields})"


def _is_card(value) -> bool:
    return isinstance(value, dict) and "id" in value and "face" in value


def _from_entry(intent: str, entry) -> Action:
    """One action from one element of a list in `legal`."""
    if _is_card(entry):
        card = Card.from_wire(entry)
        return Action(intent, {"card": card.id}, (card,))
    if isinstance(entry, list) and all(_is_card(c) for c in entry):
        cards = tuple(Card.from_wire(c) for c in entry)
        return Action(intent, {"cards": [c.id for c in cards]}, cards)
    if isinstance(entry, dict):
        fields, cards = {}, []
        for key, value in entry.items():
            if key in DESCRIPTIVE_FIELDS:
                continue
            if _is_card(value):
                cards.append(Card.from_wire(value))
                fields[key] = value["id"]
            elif isinstance(value, list) and value and all(_is_card(c) for c in value):
                cards.extend(Card.from_wire(c) for c in value)
                fields[key] = [c["id"] for c in value]
            else:
                fields[key] = value
        return Action(intent, fields, tuple(cards))
    return None


def _spelled_out(key: str, view: dict) -> list:
    """Actions for the keys whose intent needs a choice the value leaves open: one
    default of each, built as a bot builds its own (moves.py)."""
    from . import moves  # moves builds on Action: imported here, not at the top
    if key == "pass_cards":  # a Charleston pass: the first three passable cards
        cards = moves.passable(view)[:moves.CHARLESTON_CARDS]
        return [moves.charleston_pass(view, cards)] if len(cards) == moves.CHARLESTON_CARDS \
            else []
    if key == "vote":
        return [moves.dance_again_vote(yes) for yes in (False, True)]
    if key == "offer_courtesy":
        return [moves.courtesy_offer()]
    if key == "make_set":  # Boba: each set with each kept card, the others placed by rule
        return moves.set_actions(view)
    return []


SPELLED_OUT = frozenset({"pass_cards", "vote", "offer_courtesy", "make_set"})


def legal_actions(view: dict) -> list:
    """Every action `view` (the wire JSON) allows its seat now, in the order of `legal`."""
    legal = view.get("legal") or {}
    window = view.get("window")
    hand = [Card.from_wire(c) for c in view.get("hand") or []]
    actions = []
    for key, value in legal.items():
        intent = INTENT_OF_KEY.get(key, key)
        if key == "discard_piles" and isinstance(value, list):
            # Boba lists the piles at every step; a card goes on one only at step 3.
            if view.get("phase") != "hand_limit":
                continue
            actions.extend(Action("discard_to_pile", {"card": c.id, "pile": pile}, (c,))
                           for c in hand for pile in value)
        elif key in DESCRIPTIVE_KEYS or not value:
            continue
        elif key in SPELLED_OUT:
            actions.extend(_spelled_out(key, view))
        elif value is True:
            if intent == "discard" and legal.get("discard_piles"):
                continue  # Boba: said as discard_to_pile, onto a pile it names
            if intent == "discard":  # any card in hand
                actions.extend(Action("discard", {"card": c.id}, (c,)) for c in hand)
            else:
                actions.append(Action(intent))
        elif isinstance(value, list) and key in NUMBER_FIELD:
            actions.extend(Action(intent, {NUMBER_FIELD[key]: n}) for n in value)
        elif isinstance(value, list):
            actions.extend(a for a in (_from_entry(intent, e) for e in value) if a)
    if window:
        actions = [Action(a.type, {**a.fields, "window": window["id"]}, a.cards)
                   if a.type in WINDOW_INTENTS else a for a in actions]
    return actions


__all__ = ["Action", "WINDOW_INTENTS", "legal_actions"]
