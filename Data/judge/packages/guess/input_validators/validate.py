#!/usr/bin/env python3
"""Input validator (exit 42 valid, 43 invalid): one integer 1 <= x <= 10^9 and a newline."""
import re
import sys

text = sys.stdin.read()
if not re.fullmatch(r"[1-9][0-9]{0,9}\n", text) or int(text) > 10**9:
    print("expected one integer in [1, 10^9] and a newline", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
