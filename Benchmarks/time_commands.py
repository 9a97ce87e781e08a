#!/usr/bin/env python3
"""Times shell commands on the same stdin, interleaved, and prints medians and ratios.

usage: time_commands.py --input FILE --runs R [--check lengths|exact] [--items N] LABEL=COMMAND...

The first command is the reference; every other row shows reference/row (its speed-up).
Outputs are checked against the reference: `exact` compares bytes, `lengths` compares the length
of each line (for problems where any shortest answer is accepted). A mismatch is an error.
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
    per = f" {'items/s':>12}" if args.items else ""
    print(f"{'command':<28} {'median s':>10} {'min s':>10} {'max s':>10} {'speed-up':>9}{per}  checksum")
    failed = False
    for label, _ in commands:
        median = statistics.median(times[label])
        agree = sums[label] == sums[reference]
        failed |= not agree
        rate = f" {args.items / median:12.0f}" if args.items else ""
        print(f"{label:<28} {median:10.4f} {min(times[label]):10.4f} {max(times[label]):10.4f}"
              f" {ref_median / median:8.1f}x{rate}  {sums[label]} {'ok' if agree else 'MISMATCH'}")
    if failed:
        sys.exit("checksum mismatch: the variants disagree")


if __name__ == "__main__":
    main()
