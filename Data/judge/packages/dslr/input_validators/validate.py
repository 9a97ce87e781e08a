#!/usr/bin/env python3
"""Input validator (exit 42 valid, 43 invalid): T on the first line, then T lines "A B" with
0 <= A, B < 10000 and A != B, single spaces, nothing else."""
import re
import sys

lines = sys.stdin.read().split("\n")
if lines[-1] != "" or not re.fullmatch(r"[1-9][0-9]*", lines[0]):
    print("expected T on the first line and a newline at the end", file=sys.stderr)
    sys.exit(43)
cases = lines[1:-1]
if len(cases) != int(lines[0]):
    print(f"expected {lines[0]} cases, got {len(cases)}", file=sys.stderr)
    sys.exit(43)
for number, case in enumerate(cases, 2):
    m = re.fullmatch(r"(0|[1-9][0-9]{0,3}) (0|[1-9][0-9]{0,3})", case)
    if not m or m[1] == m[2]:
        print(f"line {number}: expected two different integers in [0, 9999]", file=sys.stderr)
        sys.exit(43)
sys.exit(42)
