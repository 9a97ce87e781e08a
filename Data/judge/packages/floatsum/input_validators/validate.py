#!/usr/bin/env python3
"""Input validator (exit 42 valid, 43 invalid): a count n, 1 <= n <= 100000, on the first line,
then n decimal numbers of absolute value at most 1e9 on the second, nothing else."""
import re
import sys

NUMBER = re.compile(r"-?(0|[1-9][0-9]{0,9})(\.[0-9]{1,6})?")


def reject(why):
    print(why, file=sys.stderr)
    sys.exit(43)


lines = sys.stdin.read().split("\n")
if len(lines) != 3 or lines[2] != "":
    reject("expected two lines, each ending in a newline")
if not re.fullmatch(r"[1-9][0-9]{0,5}", lines[0]) or int(lines[0]) > 100000:
    reject("line 1: expected n, 1 <= n <= 100000")
values = lines[1].split(" ")
if len(values) != int(lines[0]):
    reject(f"line 2: expected {lines[0]} numbers separated by single spaces, got {len(values)}")
for v in values:
    if not NUMBER.fullmatch(v) or abs(float(v)) > 1e9:
        reject(f"line 2: {v!r} is not a decimal of absolute value at most 1e9")
sys.exit(42)
