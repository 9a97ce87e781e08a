"""The puzzles against oracles written here: a BFS for DSLR, every plan for archery, and the
stars' recursive definitions (Baekjoon 2447, 2448, 10994)."""
from collections import deque


def dslr_moves(n):
    return {"D": 2 * n % 10000, "S": (n - 1) % 10000, "L": n % 1000 * 10 + n // 1000, "R": n % 10 * 1000 + n // 10}


def dslr(s):
    """Each program must turn A into B, and be as short as a plain BFS finds."""
    cases = [(s.rng.randrange(10000), s.rng.randrange(10000)) for _ in range(s.count(2000))]
    cases = [(a, b) for a, b in cases if a != b] + [(0, 9999), (9999, 0), (1, 0), (0, 1)]
    _, out, err = s.run("dslr", input=f"{len(cases)}\n" + "".join(f"{a} {b}\n" for a, b in cases))
    programs, bad, distances = out.split("\n"), [], {}
    for (a, b), program in zip(cases, programs):
        if a not in distances:
            distance = [-1] * 10000
            distance[a], queue = 0, deque([a])
            while queue:
                x = queue.popleft()
                for y in dslr_moves(x).values():
                    if distance[y] < 0:
                        distance[y] = distance[x] + 1
                        queue.append(y)
            distances[a] = distance
        x = a
        for move in program:
            x = dslr_moves(x).get(move, -1)
        if x != b or len(program) != distances[a][b]:
            bad.append(f"dslr {a} {b}: {program!r} (BFS length {distances[a][b]}) {err.strip()}")
    return len(cases), bad


def archery_best(n, opponent):
    """Every way to spend n arrows on K rings; the best margin, ties to the most low-ring arrows."""
    k = len(opponent)

    def plans(left, rings):
        if rings == 1:
            yield (left,)
            return
        for first in range(left + 1):
            for rest in plans(left - first, rings - 1):
                yield (first,) + rest

    best, best_plan = 0, None
    for plan in plans(n, k):
        mine = sum(k - 1 - i for i in range(k) if plan[i] > opponent[i])
        theirs = sum(k - 1 - i for i in range(k) if opponent[i] >= plan[i] and opponent[i] > 0)
        margin = mine - theirs
        if margin > 0 and (margin > best or (margin == best and plan[::-1] > best_plan[::-1])):
            best, best_plan = margin, plan
    return "-1" if best_plan is None else " ".join(map(str, best_plan))


def archery(s):
    """Both methods against exhaustive enumeration, K = 2…7 rings, n ≤ 8 arrows."""
    cases = []
    for _ in range(s.count(600)):
        k, n = s.rng.randint(2, 7), s.rng.randint(1, 8)
        cases.append((n, [s.rng.choice([0, 0, 1, 2, 3, s.rng.randint(0, 10)]) for _ in range(k)]))
    text = "".join(f"{n} {' '.join(map(str, h))}\n" for n, h in cases)
    wanted = [archery_best(n, h) for n, h in cases]
    bad = []
    for method in ["knapsack", "dfs"]:
        _, out, err = s.run("archery", "--method", method, input=text)
        lines = out.splitlines()
        if len(lines) != len(cases):
            bad.append(f"archery --method {method}: {len(lines)} lines for {len(cases)} cases {err.strip()}")
        bad += [f"archery --method {method} on {n} {h}: {line}, every plan {want}"
                for (n, h), line, want in zip(cases, lines, wanted) if line != want]
    return 2 * len(cases), bad


def carpet(n):  # Baekjoon 2447
    if n == 1:
        return ["*"]
    part = carpet(n // 3)
    return [row * 3 for row in part] + [row + " " * (n // 3) + row for row in part] + [row * 3 for row in part]


def triangle(n):  # Baekjoon 2448
    if n == 3:
        return ["  *  ", " * * ", "*****"]
    part, pad = triangle(n // 2), " " * (n // 2)
    return [pad + row + pad for row in part] + [row + " " + row for row in part]


def frames(n):  # Baekjoon 10994
    size = 4 * n - 3
    grid = [[" "] * size for _ in range(size)]
    for k in range(n):
        a, b = 2 * k, size - 1 - 2 * k
        for i in range(a, b + 1):
            grid[a][i] = grid[b][i] = grid[i][a] = grid[i][b] = "*"
    return ["".join(row) for row in grid]


def stars(s):
    """Every allowed N of star10, star11 and star19 against the recursive definitions (trailing
    spaces aside)."""
    cases = [("star10", 3**k, carpet) for k in range(1, 8)] + [("star11", 3 * 2**k, triangle) for k in range(11)]
    cases += [("star19", n, frames) for n in range(1, 101)]
    bad = []
    for command, n, draw in cases:
        got = [row.rstrip() for row in s.run(command, input=f"{n}\n")[1].split("\n")]
        want = [row.rstrip() for row in draw(n)] + [""]
        if got != want:
            bad.append(f"{command} {n}: the picture differs from the definition")
    return len(cases), bad


CHECKS = {"dslr": ([], dslr), "archery": ([], archery), "stars": ([], stars)}
