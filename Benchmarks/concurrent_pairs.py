#!/usr/bin/env python3
"""Runs two commands at the same time, one pinned to each of two cores, swapping the cores each
round, and prints the median ratio of their CPU times (B over A) with its quartiles.

usage: concurrent_pairs.py ROUNDS 'COMMAND A' 'COMMAND B' [--cores 0,1]

On a shared, noisy host the two runs of a round see the same moment of the machine, so their
ratio is steadier than that of runs one after the other (they share the L3 and memory, so the
seconds themselves are not the figure). Outputs go to /dev/null; a command that fails is an error.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rounds", type=int)
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--cores", default="0,1")
    args = parser.parse_args()
    cores = args.cores.split(",")
    ratios, times_a, times_b = [], [], []
    for round_number in range(args.rounds):
        core_a, core_b = (cores[0], cores[1]) if round_number % 2 == 0 else (cores[1], cores[0])
        a = subprocess.Popen(["taskset", "-c", core_a] + shlex.split(args.a), stdout=subprocess.DEVNULL)
        b = subprocess.Popen(["taskset", "-c", core_b] + shlex.split(args.b), stdout=subprocess.DEVNULL)
        cpu = {}
        while len(cpu) < 2:
            pid, status, usage = os.wait4(-1, 0)
            if status != 0:
                print(f"a command failed (status {status}): {args.a if pid == a.pid else args.b}", file=sys.stderr)
                return 1
            cpu[pid] = usage.ru_utime + usage.ru_stime
        times_a.append(cpu[a.pid])
        times_b.append(cpu[b.pid])
        ratios.append(cpu[b.pid] / cpu[a.pid])
    ratios.sort()
    quartile = lambda q: ratios[min(len(ratios) - 1, int(q * len(ratios)))]
    print(
        f"A {statistics.median(times_a):.3f} s, B {statistics.median(times_b):.3f} s CPU; "
        f"B/A median {statistics.median(ratios):.3f} [q25 {quartile(0.25):.3f}, q75 {quartile(0.75):.3f}], "
        f"{args.rounds} rounds"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
