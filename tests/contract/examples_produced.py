#!/usr/bin/env python3
"""Every example frame in the protocol README has the shape of a frame the real server
sent (or accepted).

The C++ integration suites record the field paths of every frame their WebSocket
clients received or sent (`shapes-*.txt` in the build's error_codes_seen/ folder; one
line per `direction ruleset type path`, a path such as `table.seats[].occupant.kind`).
This check reads the README's examples (```json blocks and `{...}` spans), skipping
placeholders (`c`, `...`, `<hex>`), and fails, naming the README line, when an example
of a server frame (it has "v"), a client message (it has "seq", or sits in a game's
intents table) or a game's view (it has "viewer") names a field that no recorded frame
of that type (and, for views and moves, of that game) ever had.

Usage: examples_produced.py <protocol/README.md> <error_codes_seen dir>
"""
import pathlib
import re
import sys

RULESET_HEADING = re.compile(r"^## .*\(ruleset `([a-z]+)`\)")


class Placeholder:
    """Anything in an example that is not JSON (`c`, `...`, `2|null`): it has no fields."""


def parse_value(text: str, i: int):
    """A tolerant JSON reader: returns (value, next index). Objects become dicts, arrays
    lists, strings str; anything else is skipped as a Placeholder."""
    n = len(text)
    while i < n and text[i] in " \t\r\n":
        i += 1
    if i >= n:
        return Placeholder(), i
    c = text[i]
    if c == "{":
        obj: dict = {}
        i += 1
        while i < n:
            while i < n and text[i] in " \t\r\n,":
                i += 1
            if i >= n or text[i] == "}":
                return obj, i + 1
            if text[i] == '"':
                key, i = parse_string(text, i)
                while i < n and text[i] in " \t\r\n":
                    i += 1
                if i < n and text[i] == ":":
                    value, i = parse_value(text, i + 1)
                    obj[key] = value
                    i = skip_alternatives(text, i)
                continue
            i = skip_token(text, i)
        return obj, i
    if c == "[":
        items: list = []
        i += 1
        while i < n:
            while i < n and text[i] in " \t\r\n,":
                i += 1
            if i >= n or text[i] == "]":
                return items, i + 1
            value, i = parse_value(text, i)
            items.append(value)
            i = skip_alternatives(text, i)
        return items, i
    if c == '"':
        return parse_string(text, i)
    return Placeholder(), skip_token(text, i)


def parse_string(text: str, i: int):
    j = i + 1
    out = []
    while j < len(text) and text[j] != '"':
        if text[j] == "\\":
            j += 1
        out.append(text[j] if j < len(text) else "")
        j += 1
    return "".join(out), j + 1


def skip_token(text: str, i: int) -> int:
    """Past one placeholder word (`c`, `..`, `null`, `2`, `…as in the lobby…`)."""
    start = i
    while i < len(text) and text[i] not in ",]}{[\"":
        i += 1
    return i if i > start else i + 1


def skip_alternatives(text: str, i: int) -> int:
    """Past `|null`, `|"x"` and the like that follow a value in an example."""
    while True:
        j = i
        while j < len(text) and text[j] in " \t":
            j += 1
        if j < len(text) and text[j] == "|":
            _, i = parse_value(text, j + 1)
            continue
        return i


def paths(value, at: str = ""):
    if isinstance(value, dict):
        for key, field in value.items():
            path = f"{at}.{key}" if at else key
            yield path
            yield from paths(field, path)
    elif isinstance(value, list):
        for item in value:
            yield from paths(item, at + "[]")


def examples(readme: str):
    """(line number, ruleset of the section, the object, in an intents table) for every
    top-level object in a ```json block or a `{...}` span."""
    ruleset = "nymj"
    in_block = False
    block: list[str] = []
    block_line = 0
    for number, line in enumerate(readme.splitlines(), start=1):
        heading = RULESET_HEADING.match(line)
        if heading:
            ruleset = heading.group(1)
        elif line.startswith("## "):
            ruleset = "nymj"
        stripped = line.strip()
        if stripped.startswith("```"):
            if in_block:
                text = "\n".join(block)
                i = 0
                while i < len(text):
                    if text[i] == "{":
                        value, i = parse_value(text, i)
                        yield block_line, ruleset, value, False
                    else:
                        i += 1
            in_block = stripped == "```json"
            block, block_line = [], number + 1
            continue
        if in_block:
            block.append(line)
            continue
        for span in re.findall(r"`(\{[^`]*\})`", line):
            value, _ = parse_value(span, 0)
            yield number, ruleset, value, line.startswith("|")


def classify(example: dict, in_table: bool):
    """(direction, type, prefix, by game) of an example, or None when it is no frame."""
    kind = example.get("type")
    if isinstance(kind, str) and re.fullmatch(r"[a-z_]+", kind):
        if "v" in example:
            return "recv", kind, "", kind == "update"
        if "seq" in example:
            return "sent", kind, "", False
        if in_table:  # a game's intents table: the move is that game's
            return "sent", kind, "", True
        return None
    if "viewer" in example:
        return "recv", "update", "view.", True
    return None


def main() -> int:
    readme = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    seen_dir = pathlib.Path(sys.argv[2])
    seen: set[tuple[str, str, str, str]] = set()
    for path in seen_dir.glob("shapes-*.txt"):
        for line in path.read_text().splitlines():
            parts = line.split(" ")
            if len(parts) == 4:
                seen.add(tuple(parts))
    if not seen:
        print("no frame shapes recorded: run the integration suites first")
        return 1
    pooled = {(d, t, p) for d, _, t, p in seen}
    checked = 0
    problems = []
    for number, ruleset, example, in_table in examples(readme):
        if not isinstance(example, dict):
            continue
        kind = classify(example, in_table)
        if not kind:
            continue
        direction, frame_type, prefix, by_game = kind
        checked += 1
        if not any(d == direction and t == frame_type for d, t, _ in pooled):
            problems.append(f"README line {number}: no test {direction} a {frame_type!r} frame")
            continue
        for path in paths(example):
            full = prefix + path
            found = ((direction, ruleset, frame_type, full) in seen if by_game
                     else (direction, frame_type, full) in pooled)
            if not found:
                where = f" at a {ruleset} table" if by_game else ""
                problems.append(f"README line {number}: no {frame_type!r} frame {direction}"
                                f"{where} had the field {full!r}")
    print(f"{checked} example frames checked against {len(seen)} recorded field paths")
    for problem in problems:
        print(problem)
    if checked == 0:
        print("no example frames found in the README")
        return 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
