"""Baekjoon 10994, correct: a star where the distance to the nearest edge is even."""
n = int(input())
s = 4 * (n - 1) + 1
print("\n".join("".join("*" if min(i, j, s - 1 - i, s - 1 - j) % 2 == 0 else " " for j in range(s))
                for i in range(s)))
