#!/usr/bin/env python3
"""Prints "<unix time> <cpu seconds>" every second: the CPU time (user + system) of a
PostgreSQL postmaster and its live children. The server's own CPU is counted by the load
generator; the database's is not, and a journal on PostgreSQL moves work there.
usage: pg_cpu.py POSTMASTER_PID"""
import os
import sys
import time

TICK = os.sysconf("SC_CLK_TCK")


def cpu_of(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / TICK  # ppid, utime+stime


def total(root):
    seconds = 0.0
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            ppid, cpu = cpu_of(name)
        except OSError:
            continue  # gone meanwhile
        if int(name) == root or ppid == root:
            seconds += cpu
    return seconds


def main():
    root = int(sys.argv[1])
    while True:
        print(f"{time.time():.3f} {total(root):.2f}", flush=True)
        time.sleep(1)


if __name__ == "__main__":
    main()
