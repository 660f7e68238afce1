"""The moves a view leaves open, built as ready-to-send `Action`s.

Most choices are spelled out in ``legal`` and read into ``view.actions`` as they are. A
few are not, because there are too many to list; a bot builds those here:

- American Mah Jongg: a Charleston pass of any three passable cards (or fewer, with
  cards forwarded blind on a last pass), the dance-again vote, a courtesy offer.
- Boba Mahjong: a set (``legal.make_set`` names its cards) with the card kept as a
  score card and where the other two go.
- Chinese Mah Jongg: its calls are listed whole in ``legal.call``; `calls` picks them
  out by group.

`is_open_choice` tells whether a built move is one the view allows, so the bot loop can
send it (the server checks it again either way).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

from .actions import Action
from .cards import Card

CHARLESTON_CARDS = 3  # own cards plus blind ones, in every pass
COURTESY_MOST = 3
JOKER = "J"  # American's Joker: never passed, never offered across
PILES = 3  # Boba's mixing piles


def _raw(view) -> dict:
    """The wire JSON of a `View`, or the JSON itself."""
    return view if isinstance(view, dict) else view.raw


# ---- American Mah Jongg ---------------------------------------------------------------

def charleston_pass(view, cards: Sequence[Card], blind: int = 0) -> Action:
    """A Charleston pass of these own cards and `blind` cards forwarded unseen (on a last
    pass only: ``legal.max_blind``); together three. Every pass is built here, so a
    field the pass intent gains is added in this one place."""
    cards = tuple(cards)
    return Action("pass_cards", {"cards": [c.id for c in cards], "blind": blind}, cards)


def dance_again_vote(yes: bool) -> Action:
    """The sealed vote on a second Charleston."""
    return Action("vote_dance_again", {"yes": bool(yes)})


def courtesy_offer(cards: Sequence[Card] = ()) -> Action:
    """The courtesy pass across: up to three cards (no Jokers), or none."""
    cards = tuple(cards)
    return Action("offer_courtesy", {"cards": [c.id for c in cards]}, cards)


def passable(view) -> list:
    """The cards a Charleston pass may take now (``legal.passable``)."""
    return [Card.from_wire(c) for c in (_raw(view).get("legal") or {}).get("passable") or []]


# ---- Chinese Mah Jongg ----------------------------------------------------------------

def calls(view, *groups: str) -> list:
    """The calls offered on the open discard (``view.actions_of("call")``), only those
    of these groups (``pair``, ``pung``, ``kong``, ``chow``) when any are named."""
    return [a for a in view.actions if a.type == "call"
            and (not groups or a.fields.get("group") in groups)]


# ---- Boba Mahjong ---------------------------------------------------------------------

@dataclass(frozen=True)
class SetOption:
    """One set ``legal.make_set`` offers: its three cards (the hand's, then a pile's top
    when `pile` is set) and that pile."""
    cards: tuple
    pile: Optional[int]

    @property
    def from_hand(self) -> tuple:
        return self.cards[:2] if self.pile is not None else self.cards

    @classmethod
    def from_wire(cls, entry: dict) -> "SetOption":
        cards = [Card.from_wire(c) for c in entry.get("cards") or []]
        if entry.get("pile") is not None and entry.get("pile_card"):
            cards.append(Card.from_wire(entry["pile_card"]))
        return cls(tuple(cards), entry.get("pile"))


def set_options(view) -> list:
    """Every set the view offers, as `SetOption`s."""
    return [SetOption.from_wire(e) for e in (_raw(view).get("legal") or {}).get("make_set")
            or []]


def is_zero(card: Card) -> bool:
    """A Boba 0 (e.g. ``taro0``): placed after a set, it leaves the game instead."""
    return re.fullmatch(r"[a-z_]+0", card.face) is not None


def _first_empty(sizes: list) -> Optional[int]:
    return next((p for p, n in enumerate(sizes) if n == 0), None)


def _default_piles(view, option: SetOption, others: Sequence[Card]) -> list:
    """Where the others go when the bot does not say: the lowest empty pile while one
    is (the rule), else the pile the set took from, else pile 0."""
    sizes = [len(p) for p in _raw(view).get("piles") or [[]] * PILES]
    if option.pile is not None:
        sizes[option.pile] -= 1
    piles = []
    for card in others:
        empty = _first_empty(sizes)
        pile = empty if empty is not None else (option.pile or 0)
        if not is_zero(card):
            sizes[pile] += 1
        piles.append(pile)
    return piles


def make_set(view, option: SetOption, keep: Card, piles: Optional[Iterable[int]] = None
             ) -> Action:
    """The set `option` with `keep` as the score card and the other two placed on
    `piles` (in the order of ``option.cards``); without `piles`, where the rule sends
    them (the lowest empty pile first) or else on one pile."""
    others = [c for c in option.cards if c != keep]
    piles = list(piles) if piles is not None else _default_piles(view, option, others)
    fields = {"cards": [c.id for c in option.from_hand], "pile": option.pile, "keep": keep.id,
              "others": [{"card": c.id, "pile": p} for c, p in zip(others, piles)]}
    return Action("make_set", fields, option.cards)


def set_actions(view) -> list:
    """One `make_set` per offered set and kept card, the others placed by default."""
    return [make_set(view, option, keep) for option in set_options(view)
            for keep in option.cards]


# ---- is a built move allowed? ---------------------------------------------------------

def _ids(cards) -> list:
    return sorted(cards)


def is_open_choice(view, action: Action) -> bool:
    """Whether `action` is one of the moves the view leaves open (above) and allows now.
    The server checks it again; this only keeps a bot's slip from being sent."""
    raw = _raw(view)
    legal = raw.get("legal") or {}
    fields = action.fields
    hand = {c["id"]: c["face"] for c in raw.get("hand") or []}
    if action.type == "pass_cards" and legal.get("pass_cards"):
        cards, blind = list(fields.get("cards") or []), fields.get("blind", 0)
        allowed = {c.id for c in passable(raw)}
        return (isinstance(blind, int) and 0 <= blind <= (legal.get("max_blind") or 0)
                and len(cards) + blind == CHARLESTON_CARDS and len(set(cards)) == len(cards)
                and set(cards) <= allowed)
    if action.type == "vote_dance_again" and legal.get("vote"):
        return isinstance(fields.get("yes"), bool)
    if action.type == "offer_courtesy" and legal.get("offer_courtesy"):
        cards = list(fields.get("cards") or [])
        return len(cards) <= COURTESY_MOST and len(set(cards)) == len(cards) and \
            all(hand.get(c, JOKER) != JOKER for c in cards)
    if action.type == "make_set":
        for option in set_options(raw):
            ids = [c.id for c in option.cards]
            if fields.get("pile") != option.pile or \
                    _ids(fields.get("cards") or []) != _ids(c.id for c in option.from_hand):
                continue
            others = fields.get("others") or []
            named = [fields.get("keep")] + [o.get("card") for o in others]
            return len(others) == 2 and _ids(named) == _ids(ids) and \
                all(isinstance(o.get("pile"), int) and 0 <= o["pile"] < PILES for o in others)
    return False


__all__ = ["SetOption", "calls", "charleston_pass", "courtesy_offer", "dance_again_vote",
           "is_open_choice", "is_zero", "make_set", "passable", "set_actions", "set_options"]
