#!/usr/bin/env python3
"""Writes the archery package's secret data. Each answer comes from an exhaustive search over
every way to shoot n arrows at 11 rings (184,756 plans at n = 10), written here, independent of
the suite's solver: the plan with the largest winning margin, ties broken by more arrows on the
lowest ring, then the next lowest, ...; -1 when no plan wins. (The sample is KAKAO's own.)

Run from Data/judge/packages/archery: python3 ../generators/archery.py
"""
import random


def plans(n, rings=11):
    if rings == 1:
        yield (n,)
        return
    for k in range(n + 1):
        for rest in plans(n - k, rings - 1):
            yield (k,) + rest


def best(n, apeach):
    answer, margin = None, 0
    for plan in plans(n):
        ours = theirs = 0
        for i, (r, a) in enumerate(zip(plan, apeach)):
            if r > a:
                ours += 10 - i
            elif a > 0:
                theirs += 10 - i
        if ours - theirs > margin or (
            ours - theirs == margin and margin > 0 and plan[::-1] > answer[::-1]
        ):
            answer, margin = plan, ours - theirs
    return "-1" if answer is None else " ".join(map(str, answer))


def instance(rng, n):
    apeach = [0] * 11
    for _ in range(n):
        apeach[rng.randrange(11)] += 1
    return n, apeach


rng = random.Random(2022)
for name, count, sizes in (("01-random", 25, range(1, 11)), ("02-ten", 15, [10])):
    cases = [instance(rng, rng.choice(list(sizes))) for _ in range(count)]
    with open(f"data/secret/{name}.in", "w") as f:
        f.writelines(" ".join(map(str, [n] + a)) + "\n" for n, a in cases)
    with open(f"data/secret/{name}.ans", "w") as f:
        f.writelines(best(n, a) + "\n" for n, a in cases)
