# Always valid, rarely shortest: S (subtract one) until B is reached.
import sys

data = sys.stdin.read().split()
for k in range(int(data[0])):
    a, b = int(data[1 + 2 * k]), int(data[2 + 2 * k])
    print("S" * ((a - b) % 10000))
