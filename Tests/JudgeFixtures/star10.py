"""Baekjoon 2447, correct: blank where some base-3 digit pair is (1, 1)."""
n = int(input())
rows = ["*"]
while len(rows) < n:
    s = len(rows)
    rows = [r * 3 for r in rows] + [r + " " * s + r for r in rows] + [r * 3 for r in rows]
print("\n".join(rows))
