# Iterative deepening without memory: 4^d sequences at depth d, hopeless at the 14-step cases.
import sys


def search(n, b, depth, path):
    if n == b:
        return path
    if depth == 0:
        return None
    for letter, m in (("D", n * 2 % 10000), ("S", (n - 1) % 10000), ("L", n % 1000 * 10 + n // 1000),
                      ("R", n % 10 * 1000 + n // 10)):
        found = search(m, b, depth - 1, path + letter)
        if found is not None:
            return found
    return None


data = sys.stdin.read().split()
for k in range(int(data[0])):
    a, b = int(data[1 + 2 * k]), int(data[2 + 2 * k])
    depth = 0
    while (found := search(a, b, depth, "")) is None:
        depth += 1
    print(found)
