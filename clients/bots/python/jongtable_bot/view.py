"""The seat's view of the table: what the server sends in every ``update``.

The same class serves every game: the fields all games share are wrapped (phase, hand,
window, legal), `actions` lists what the seat may do now as ready intents, and `raw`
keeps the JSON for the rest (a Gimme! seat's `score`, the round history).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .actions import legal_actions
from .cards import Card
from .moves import is_open_choice, set_options


def _card(data) -> Optional[Card]:
    return Card.from_wire(data) if data else None


def with_history(data: dict, previous: Optional[dict]) -> dict:
    """The view JSON with its whole round history. A Not Your Ma's Jong view has its
    ``history`` whole once (on joining or resuming); each update after carries only the
    rounds finished since, with ``history_from`` (how many came before them), and the
    earlier ones are kept from the view before (protocol/README.md)."""
    start = data.get("history_from")
    if not isinstance(start, int):
        return data
    before = list((previous or {}).get("history") or [])[:start]
    merged = {k: v for k, v in data.items() if k != "history_from"}
    merged["history"] = before + list(data.get("history") or [])
    return merged


@dataclass
class Window:
    """An open claim window: a discard others may claim (STEAL!, Gimme!)."""
    id: int
    discarder: int  # the seat that discarded (Gimme!'s `dropper`)
    card: Card
    closes_in_ms: Optional[int]
    called: list
    answered: bool


def _groups(data) -> list:
    """Groups of cards: each a list of cards, or an object with `cards` (American)."""
    return [tuple(Card.from_wire(c) for c in (g.get("cards") or [] if isinstance(g, dict) else g))
            for g in data or []]


@dataclass
class Legal:
    """`legal` as sent. A list in it is also true when not empty, so `legal.discard`
    reads as "may I discard" in every game; `raw` has keys other games add."""
    discard: bool = False
    declare_win: bool = False
    steal: bool = False
    pass_: bool = False
    expose_options: list = field(default_factory=list)  # [(Card, Card), ...]
    discard_options: list = field(default_factory=list)  # [Card, ...] when listed (Gimme!)
    claim_options: list = field(default_factory=list)  # [(Card, ...), ...] (Gimme!)
    joker_steals: list = field(default_factory=list)  # [{"card": Card, "seat", "set"}]
    raw: dict = field(default_factory=dict)


@dataclass
class View:
    """One seat's complete view. `raw` keeps the JSON for anything not wrapped here."""
    raw: dict
    seat: Optional[int]
    phase: str
    round: int
    decision: int
    current: int
    hand: list
    just_drawn: Optional[Card]
    stolen_card: Optional[Card]
    discard_pile: list
    window: Optional[Window]
    legal: Legal
    seats: list
    result: Optional[dict]
    actions: list = field(default_factory=list)  # [Action, ...]: what the seat may do now
    ruleset: Optional[str] = None  # from the lobby; set by the bot loop
    catalogue: Optional["Catalogue"] = None  # from the lobby; set by the bot loop

    @classmethod
    def from_wire(cls, data: dict) -> "View":
        window = data.get("window")
        legal = data.get("legal") or {}
        return cls(
            raw=data,
            seat=data.get("viewer"),
            phase=data.get("phase", ""),
            round=data.get("round", 0),
            decision=data.get("decision", 0),
            current=data.get("current", 0),
            hand=[Card.from_wire(c) for c in data.get("hand") or []],
            just_drawn=_card(data.get("just_drawn")),
            stolen_card=_card(data.get("stolen_card")),
            discard_pile=[Card.from_wire(c) for c in data.get("discard_pile") or []],
            window=Window(window["id"], window.get("discarder", window.get("dropper")),
                          Card.from_wire(window["card"]),
                          window.get("closes_in_ms"), list(window.get("called") or []),
                          bool(window.get("answered"))) if window else None,
            legal=Legal(
                discard=bool(legal.get("discard")),
                declare_win=bool(legal.get("declare_win")),
                steal=bool(legal.get("steal")),
                pass_=bool(legal.get("pass")),
                expose_options=_groups(legal.get("expose_options")),
                discard_options=[Card.from_wire(c) for c in legal["discard"]]
                if isinstance(legal.get("discard"), list) else [],
                claim_options=_groups(legal.get("claim")),
                joker_steals=[{**s, "card": Card.from_wire(s["card"])}
                              for s in legal.get("joker_steal") or []],
                raw=dict(legal),
            ),
            seats=list(data.get("seats") or []),
            result=data.get("result"),
            actions=legal_actions(data),
        )

    @property
    def faces(self) -> list:
        """The faces of the hand, e.g. ["R1", "R2", "love"]."""
        return [c.face for c in self.hand]

    def actions_of(self, type_: str) -> list:
        """The actions of one intent type, e.g. ``view.actions_of("claim")``."""
        return [a for a in self.actions if a.type == type_]

    def allows(self, action) -> bool:
        """Whether `action` may be sent now: one of `actions`, or a move the view leaves
        open that a bot built itself (a Charleston pass, a Boba set: see moves.py)."""
        return action in self.actions or is_open_choice(self, action)

    @property
    def set_options(self) -> list:
        """Boba: each set ``legal.make_set`` offers, as a `moves.SetOption`."""
        return set_options(self)

    @property
    def me(self) -> dict:
        """This seat's public entry in `seats` (score or tokens, exposed sets, ...)."""
        for s in self.seats:
            if s.get("seat") == self.seat:
                return s
        return {}

    @property
    def exposed_sets(self) -> int:
        """How many sets this seat has exposed by stealing."""
        for s in self.seats:
            if s.get("seat") == self.seat:
                return len(s.get("exposed") or [])
        return 0

    @property
    def tokens(self) -> Optional[int]:
        for s in self.seats:
            if s.get("seat") == self.seat:
                return s.get("tokens")
        return None

    @property
    def score(self) -> Optional[int]:
        """This seat's score in games that keep one (Gimme!)."""
        return self.me.get("score")


@dataclass(frozen=True)
class Face:
    """One face of the table's deck, as the lobby's catalogue describes it."""
    face: str
    name: str
    suit: str
    rank: Optional[int]
    copies: int


class Catalogue(dict):
    """The lobby's `catalogue`: face code -> `Face`, for any game's deck."""

    @classmethod
    def from_wire(cls, entries) -> "Catalogue":
        return cls({e["face"]: Face(e["face"], e.get("name", e["face"]), e.get("suit", ""),
                                    e.get("rank"), int(e.get("copies", 1)))
                    for e in entries or []})

    def name(self, face: str) -> str:
        return self[face].name if face in self else face
