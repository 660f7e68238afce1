"""The seat's view of the table: what the server sends in every ``update``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from .cards import Card


def _card(data) -> Optional[Card]:
    return Card.from_wire(data) if data else None


@dataclass
class Window:
    """An open claim window: a discard others may STEAL!."""
    id: int
    discarder: int
    card: Card
    closes_in_ms: Optional[int]
    called: list
    answered: bool


@dataclass
class Legal:
    discard: bool = False
    declare_win: bool = False
    steal: bool = False
    pass_: bool = False
    expose_options: list = field(default_factory=list)  # [(Card, Card), ...]


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
            window=Window(window["id"], window["discarder"], Card.from_wire(window["card"]),
                          window.get("closes_in_ms"), list(window.get("called") or []),
                          bool(window.get("answered"))) if window else None,
            legal=Legal(
                discard=bool(legal.get("discard")),
                declare_win=bool(legal.get("declare_win")),
                steal=bool(legal.get("steal")),
                pass_=bool(legal.get("pass")),
                expose_options=[(Card.from_wire(a), Card.from_wire(b))
                                for a, b in legal.get("expose_options") or []],
            ),
            seats=list(data.get("seats") or []),
            result=data.get("result"),
        )

    @property
    def faces(self) -> list:
        """The faces of the hand, e.g. ["R1", "R2", "love"]."""
        return [c.face for c in self.hand]

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
