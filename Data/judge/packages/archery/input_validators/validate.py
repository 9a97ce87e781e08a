#!/usr/bin/env python3
"""Input validator (exit 42 valid, 43 invalid): lines `n a10 ... a0`, 1 <= n <= 10, eleven
counts that sum to n (KAKAO's constraints), single spaces, each line ending in a newline."""
import re
import sys

text = sys.stdin.read()
if not text.endswith("\n"):
    sys.exit(43)
for number, line in enumerate(text[:-1].split("\n"), 1):
    if not re.fullmatch(r"(10|[1-9])( (10|[0-9])){11}", line):
        print(f"line {number}: expected n and eleven counts", file=sys.stderr)
        sys.exit(43)
    n, *a = map(int, line.split())
    if sum(a) != n:
        print(f"line {number}: the counts sum to {sum(a)}, not n = {n}", file=sys.stderr)
        sys.exit(43)
sys.exit(42)
