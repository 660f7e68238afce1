#!/usr/bin/env python3
"""Reads the RESULT lines of bench/run_load.sh and prints one row per size: the relay
floor, the server, and the server's ratios to the floor, with the targets of issue 7."""
import sys


def parse(path):
    rows = {}
    for line in open(path):
        if not line.startswith("RESULT "):
            continue
        fields = dict(item.split("=", 1) for item in line.split()[1:])
        rows[fields["label"]] = fields
    return rows


def num(row, key):
    return float(row.get(key, "0"))


def main():
    rows = parse(sys.argv[1])
    sizes = sorted({int(label.split("-")[1]) for label in rows})
    head = ("conns", "who", "held", "tables", "intents/s", "p50 ms", "p99 ms", "p99.9 ms",
            "claim p50/p99 ms", "cpu us/intent", "KB/conn", "KB/table", "lg cpu%")
    print(" | ".join(head))
    for n in sizes:
        relay, server = rows.get(f"relay-{n}"), rows.get(f"server-{n}")
        for who, row in (("relay", relay), ("server", server)):
            if not row:
                continue
            print(" | ".join([
                str(n), who, row["held"], row["tables"], row["intents_per_s"], row["p50_ms"],
                row["p99_ms"], row["p999_ms"], f'{row["claim_p50_ms"]}/{row["claim_p99_ms"]}',
                row["cpu_us_per_intent"], row["rss_conn_kb"], row["rss_table_kb"],
                row["loadgen_cpu_pct"]]))
        if relay and server:
            def ratio(key):
                floor = num(relay, key)
                return f"{num(server, key) / floor:.2f}x" if floor > 0 else "-"
            print(f"{n} | server/relay | | | | {ratio('p50_ms')} | {ratio('p99_ms')} | "
                  f"{ratio('p999_ms')} | | {ratio('cpu_us_per_intent')} | {ratio('rss_conn_kb')} | | ")
    print()
    for n in sizes:
        relay, server = rows.get(f"relay-{n}"), rows.get(f"server-{n}")
        if not (relay and server):
            continue
        checks = [
            ("held all connections", num(server, "held") >= num(server, "connections")),
            ("p50 <= 0.5 ms", num(server, "p50_ms") <= 0.5),
            ("p99 <= 2 ms", num(server, "p99_ms") <= 2.0),
            ("p99 <= 2x floor", num(server, "p99_ms") <= 2 * num(relay, "p99_ms")),
            ("cpu/intent <= 1.3x floor",
             num(server, "cpu_us_per_intent") <= 1.3 * num(relay, "cpu_us_per_intent")),
            ("<= 12 KB/conn", num(server, "rss_conn_kb") <= 12),
            ("<= 16 KB/table", num(server, "rss_table_kb") <= 16),
        ]
        print(f"{n} connections, {server['intents_per_s']} intents/s: " +
              ", ".join(f"{name}: {'met' if ok else 'NOT met'}" for name, ok in checks))


if __name__ == "__main__":
    main()
