"""Baekjoon 10993, correct: level n - 1, flipped, inside the outline of level n; rows end at
their last star."""
n = int(input())


def box(level):
    if level == 1:
        return [["*"]]
    h = 2 ** level - 1
    w = 2 * h - 1
    rows = [[" "] * w for _ in range(h)]
    up = level % 2 == 1
    for r in range(h):
        d = r if up else h - 1 - r
        if d == h - 1:
            rows[r] = ["*"] * w
        else:
            rows[r][w // 2 - d] = rows[r][w // 2 + d] = "*"
    top = (h - 1) // 2 if up else 1
    for r, inner in enumerate(box(level - 1)):
        for c, cell in enumerate(inner):
            if cell == "*":
                rows[top + r][2 ** (level - 1) + c] = "*"
    return rows


print("\n".join("".join(r).rstrip() for r in box(n)))
