#!/usr/bin/env python3
"""Input validator (exit 42 valid, 43 invalid): n (1 <= n <= 1000) on the first line, then n
integers of absolute value at most 10^18 separated by single spaces. The group's own bounds
(n <= 10 and |a| <= 10^9 in group 1) come as flags: validate.py n_max a_max."""
import re
import sys

n_max = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
a_max = int(sys.argv[2]) if len(sys.argv) > 2 else 10**18
lines = sys.stdin.read().split("\n")
if len(lines) != 3 or lines[2] != "" or not re.fullmatch(r"[1-9][0-9]*", lines[0]) or int(lines[0]) > n_max:
    print(f"expected n <= {n_max} on line 1, the numbers on line 2, and nothing more", file=sys.stderr)
    sys.exit(43)
values = lines[1].split(" ")
if len(values) != int(lines[0]) or not all(re.fullmatch(r"-?(0|[1-9][0-9]*)", v) and abs(int(v)) <= a_max for v in values):
    print(f"line 2: expected {lines[0]} integers of absolute value at most {a_max}", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
