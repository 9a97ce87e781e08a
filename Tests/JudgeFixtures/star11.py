"""Baekjoon 2448, correct: the triangle of height h above two copies of itself."""
n = int(input())
rows = ["  *  ", " * * ", "*****"]
while len(rows) < n:
    pad = " " * len(rows)
    rows = [pad + r + pad for r in rows] + [r + " " + r for r in rows]
print("\n".join(rows))
