"""Cards and hands of Not Your Ma's Jong, as the wire shows them.

A card on the wire is ``{"id": 0..74, "face": "B6"}``. Faces are ``R1``..``R6``,
``B1``..``B6``, ``G1``..``G6`` (numbered suits), ``spring``, ``summer``, ``fall``,
``winter`` (Seasons) and ``love``, ``guilt``, ``pride`` (Emotions); three copies of each.

A set is three identical cards, or three consecutive numbers of one numbered suit
(no wrap-around). A winning hand is three sets and a pair, counting exposed sets.
These helpers let a bot check a claim before it yells STEAL!: a mistaken steal costs
the next turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Optional

NUMBERED_SUITS = ("R", "B", "G")
FACES = tuple(f"{s}{r}" for s in NUMBERED_SUITS for r in range(1, 7)) + (
    "spring", "summer", "fall", "winter", "love", "guilt", "pride")
SETS_TO_WIN = 3


@dataclass(frozen=True)
class Card:
    id: int
    face: str

    @classmethod
    def from_wire(cls, data: dict) -> "Card":
        return cls(int(data["id"]), str(data["face"]))


def is_numbered(face: str) -> bool:
    return len(face) == 2 and face[0] in NUMBERED_SUITS and face[1] in "123456"


def neighbour(face: str, step: int) -> Optional[str]:
    """The face `step` ranks away in the same numbered suit, or None."""
    if not is_numbered(face):
        return None
    rank = int(face[1]) + step
    return f"{face[0]}{rank}" if 1 <= rank <= 6 else None


def is_set(a: str, b: str, c: str) -> bool:
    if a == b == c:
        return True
    if not all(is_numbered(f) for f in (a, b, c)) or len({a[0], b[0], c[0]}) != 1:
        return False
    ranks = sorted(int(f[1]) for f in (a, b, c))
    return ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1


def _splits_into_sets(counts: Counter, sets: int) -> bool:
    if sets == 0:
        return sum(counts.values()) == 0
    face = next((f for f in FACES if counts[f] > 0), None)
    if face is None:
        return False
    if counts[face] >= 3:
        counts[face] -= 3
        ok = _splits_into_sets(counts, sets - 1)
        counts[face] += 3
        if ok:
            return True
    second, third = neighbour(face, 1), neighbour(face, 2)
    if second and third and counts[second] > 0 and counts[third] > 0:
        for f in (face, second, third):
            counts[f] -= 1
        ok = _splits_into_sets(counts, sets - 1)
        for f in (face, second, third):
            counts[f] += 1
        if ok:
            return True
    return False


def is_winning(faces: Iterable[str], exposed_sets: int = 0) -> bool:
    """Do these concealed faces, with `exposed_sets` sets already exposed, win?"""
    counts = Counter(faces)
    sets = SETS_TO_WIN - exposed_sets
    if sum(counts.values()) != 3 * sets + 2:
        return False
    for pair in [f for f in FACES if counts[f] >= 2]:
        counts[pair] -= 2
        ok = _splits_into_sets(counts, sets)
        counts[pair] += 2
        if ok:
            return True
    return False


def set_completions(faces: Iterable[str], offered: str) -> list[tuple[str, str]]:
    """The pairs of concealed faces that would make a set with the offered card."""
    counts = Counter(faces)
    options = []
    for a, b in ((-2, -1), (-1, 1), (1, 2)):
        fa, fb = neighbour(offered, a), neighbour(offered, b)
        if fa and fb and counts[fa] > 0 and counts[fb] > 0:
            options.append((fa, fb))
    if counts[offered] >= 2:
        options.append((offered, offered))
    return options


def claim_kind(faces: Iterable[str], exposed_sets: int, offered: str) -> Optional[str]:
    """What a STEAL! on `offered` would be: "wins", "completes_set", or None (a mistake)."""
    faces = list(faces)
    if is_winning(faces + [offered], exposed_sets):
        return "wins"
    if set_completions(faces, offered):
        return "completes_set"
    return None
