#!/usr/bin/env python3
"""Times shell commands on the same stdin, interleaved, and prints medians and ratios.

usage: time_commands.py --input FILE --runs R [--check lengths|exact] [--items N]
                        [--floor LABEL] [--target LABEL<=RATIO] LABEL=COMMAND...

The first command is the reference; every other row shows reference/row (its speed-up).
Outputs are checked against the reference: `exact` compares bytes, `lengths` compares the length
of each line (for problems where any shortest answer is accepted). A mismatch is an error.
--floor LABEL marks a command that only reads and writes (an I/O floor): its output is not
compared; when it is the first command, the second is the reference for the checksums.
--target LABEL<=RATIO checks median(LABEL) / median(first command) in the same run, and exits 1
when the ratio is over RATIO (a ratio of two timings from one run holds on any machine).
"""
import argparse
import hashlib
import statistics
import subprocess
import sys
import time


def digest(output, check):
    if check == "lengths":
        output = b"\n".join(str(len(line)).encode() for line in output.split(b"\n"))
    return hashlib.sha256(output).hexdigest()[:12]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--input", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--check", choices=["lengths", "exact"], default="exact")
    parser.add_argument("--items", type=int, help="items per run: adds an items-per-second column")
    parser.add_argument("--floor", action="append", default=[], help="a command whose output is not compared")
    parser.add_argument("--target", action="append", default=[], help="LABEL<=RATIO against the first command")
    parser.add_argument("commands", nargs="+")
    args = parser.parse_args()
    commands = [c.split("=", 1) for c in args.commands]
    times = {label: [] for label, _ in commands}
    sums = {}
    for run in range(args.runs):
        for label, command in commands:
            with open(args.input, "rb") as stdin:
                start = time.perf_counter()
                result = subprocess.run(command, shell=True, stdin=stdin, capture_output=True)
                elapsed = time.perf_counter() - start
            if result.returncode != 0:
                sys.exit(f"{label}: exit {result.returncode}: {result.stderr.decode(errors='replace')[:200]}")
            times[label].append(elapsed)
            sums.setdefault(label, digest(result.stdout, args.check))
            if sys.stderr.isatty():
                print(f"\r  run {run + 1}/{args.runs} {label:<28}", end="", file=sys.stderr, flush=True)
    if sys.stderr.isatty():
        print("\r" + " " * 48 + "\r", end="", file=sys.stderr)
    reference = commands[0][0]
    ref_median = statistics.median(times[reference])
    checked = [label for label, _ in commands if label not in args.floor]
    check_reference = checked[0] if checked else reference
    per = f" {'items/s':>12}" if args.items else ""
    print(f"{'command':<28} {'median s':>10} {'min s':>10} {'max s':>10} {'speed-up':>9}{per}  checksum")
    failed = False
    for label, _ in commands:
        median = statistics.median(times[label])
        agree = label in args.floor or sums[label] == sums[check_reference]
        failed |= not agree
        rate = f" {args.items / median:12.0f}" if args.items else ""
        print(f"{label:<28} {median:10.4f} {min(times[label]):10.4f} {max(times[label]):10.4f}"
              f" {ref_median / median:8.1f}x{rate}  {sums[label]} "
              f"{'(floor, not compared)' if label in args.floor else 'ok' if agree else 'MISMATCH'}")
    if failed:
        sys.exit("checksum mismatch: the variants disagree")
    missed = False
    for target in args.target:
        label, limit = target.split("<=")
        ratio = statistics.median(times[label]) / ref_median
        met = ratio <= float(limit)
        missed |= not met
        print(f"target: {label} / {reference} = {ratio:.3f} (<= {limit}: {'met' if met else 'MISSED'})")
    if missed:
        sys.exit(1)


if __name__ == "__main__":
    main()
