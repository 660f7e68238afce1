#!/usr/bin/env python3
"""Reads bench/run_store_load.sh's RESULT and PGCPU lines; prints one markdown row per
size and server kind, with the ratios to the relay floor and to the server with no
journal. CPU per intent counts the server's process and, for PostgreSQL, the database's
processes over the same window."""
import sys

KINDS = (("relay", "relay floor"), ("none", "server, journal off"),
         ("sqlite", "server, SQLite journal"), ("pg", "server, PostgreSQL journal"))


def parse(path):
    kinds = {"RESULT": {}, "PGCPU": {}, "LOAD": {}}
    for line in open(path):
        kind = line.split(" ", 1)[0]
        if kind in kinds:
            fields = dict(item.split("=", 1) for item in line.split()[1:])
            kinds[kind][fields["label"]] = fields
    return kinds["RESULT"], kinds["PGCPU"], kinds["LOAD"]


def main():
    rows, pg_cpu, load = parse(sys.argv[1])
    sizes = sorted({int(label.rsplit("-", 1)[1]) for label in rows})
    print("| conns | who | intents/s | p50 ms | p99 ms | p99.9 ms | server CPU us/intent "
          "| database CPU us/intent | total us/intent | p99 / relay | errors | held | load avg |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
        relay = rows.get(f"relay-{n}")
        for kind, who in KINDS:
            row = rows.get(f"{kind}-{n}")
            if not row:
                continue
            server_us = float(row["cpu_us_per_intent"])
            intents = float(row["intents"])
            db = pg_cpu.get(f"{kind}-{n}")
            db_us = float(db["cpu_s"]) / intents * 1e6 if db and intents and kind == "pg" else 0.0
            ratio = (f'{float(row["p99_ms"]) / float(relay["p99_ms"]):.1f}x'
                     if relay and float(relay["p99_ms"]) > 0 else "-")
            print(f'| {n} | {who} | {row["intents_per_s"]} | {row["p50_ms"]} | {row["p99_ms"]} '
                  f'| {row["p999_ms"]} | {server_us:.1f} | {db_us:.1f} | {server_us + db_us:.1f} '
                  f'| {ratio} | {row["errors"]} | {row["held"]} '
                  f'| {load.get(f"{kind}-{n}", {}).get("loadavg", "-")} |')


if __name__ == "__main__":
    main()
