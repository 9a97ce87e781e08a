# A depth-first search by recursion: Python's recursion limit ends it with a RecursionError.
import sys

sys.setrecursionlimit(200)


def reach(n, b, seen):
    if n == b:
        return ""
    seen.add(n)
    for letter, m in (("D", n * 2 % 10000), ("S", (n - 1) % 10000)):
        if m not in seen:
            rest = reach(m, b, seen)
            if rest is not None:
                return letter + rest
    return None


data = sys.stdin.read().split()
for k in range(int(data[0])):
    print(reach(int(data[1 + 2 * k]), int(data[2 + 2 * k]), set()))
