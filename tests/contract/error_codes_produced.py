#!/usr/bin/env python3
"""Every error code the protocol README documents was sent by the real server.

The C++ integration suites (server, rulesets, hardening, persistence) record each error
code any of their WebSocket clients received, in the build's error_codes_seen/ folder.
This check runs after them (scripts/test.sh runs the `contract` label last) and fails,
naming them, if a code of those lists was never produced, or if the server sent a code the
README does not name at all.

Usage: error_codes_produced.py <protocol/README.md> <error_codes_seen dir>
"""
import pathlib
import re
import sys

CODE = re.compile(r"`([a-z][a-z_]*[a-z])`")


def documented_codes(readme: str) -> set[str]:
    """Codes in the bullets of the Errors section and each game's **Errors** paragraph."""
    codes: set[str] = set()
    lines = readme.splitlines()
    in_errors = False
    in_game_errors = False
    for line in lines:
        if line.startswith("## "):
            in_errors = line.strip() == "## Errors"
            in_game_errors = False
        if line.startswith("**Errors**"):
            in_game_errors = True
        elif in_game_errors and not line.strip():
            in_game_errors = False
        in_bullets = in_errors and (line.startswith("- ") or line.startswith("  "))
        if in_bullets or in_game_errors:
            codes.update(CODE.findall(line))
    return codes


def main() -> int:
    readme = pathlib.Path(sys.argv[1]).read_text(encoding="utf-8")
    seen_dir = pathlib.Path(sys.argv[2])
    documented = documented_codes(readme)
    seen: set[str] = set()
    for path in seen_dir.glob("codes-*.txt"):
        seen.update(line.strip() for line in path.read_text().splitlines() if line.strip())
    if not documented:
        print("no error codes found in the README's Errors sections")
        return 1
    never_sent = sorted(documented - seen)
    # A code the README names only in prose (one a test cannot make happen every run,
    # such as a random deal's) is documented, though not required.
    mentioned = set(re.findall(r"\b[a-z][a-z_]*[a-z]\b", readme))
    undocumented = sorted(seen - documented - mentioned)
    print(f"{len(documented)} documented codes, {len(seen)} sent to test clients")
    if never_sent:
        print("documented but never produced through the server:", ", ".join(never_sent))
    if undocumented:
        print("sent by the server but not documented:", ", ".join(undocumented))
    return 1 if never_sent or undocumented else 0


if __name__ == "__main__":
    sys.exit(main())
