"""Baekjoon 9019, correct: one BFS per query over integer registers with precomputed moves."""
import sys

D = [(v * 2) % 10000 for v in range(10000)]
S = [(v - 1) % 10000 for v in range(10000)]
L = [(v % 1000) * 10 + v // 1000 for v in range(10000)]
R = [(v % 10) * 1000 + v // 10 for v in range(10000)]
MOVES = ((D, "D"), (S, "S"), (L, "L"), (R, "R"))


def solve(a, b):
    parent = [-1] * 10000
    how = [""] * 10000
    parent[a] = a
    queue = [a]
    for v in queue:
        if v == b:
            break
        for table, letter in MOVES:
            w = table[v]
            if parent[w] < 0:
                parent[w] = v
                how[w] = letter
                queue.append(w)
    path = []
    while b != a:
        path.append(how[b])
        b = parent[b]
    return "".join(reversed(path))


def main():
    data = sys.stdin.read().split()
    t = int(data[0])
    out = [solve(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(t)]
    sys.stdout.write("\n".join(out) + "\n")


main()
