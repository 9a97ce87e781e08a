#!/usr/bin/env python3
"""Interactive validator: the secret number is the input file's one integer (1..10^9). Reads
guesses from the submission (stdin), answers "lower", "higher" or "correct" on stdout; accepts
(exit 42) on "correct" within 30 guesses, rejects (exit 43) on a 31st guess, a token that is not
a number in range, or the end of the submission's output."""
import sys


def verdict(status, message):
    with open(sys.argv[3] + "judgemessage.txt", "w") as f:
        f.write(message + "\n")
    sys.exit(status)


secret = int(open(sys.argv[1]).read())
for count in range(1, 31):
    line = sys.stdin.buffer.readline().decode("utf-8", "replace")  # any bytes: no crash
    if not line:
        verdict(43, f"the submission stopped after {count - 1} guesses")
    try:
        guess = int(line)
    except ValueError:
        verdict(43, f"guess {count}: {line.strip()[:40]!r} is not an integer")
    if not 1 <= guess <= 10**9:
        verdict(43, f"guess {count}: {guess} is out of range")
    if guess == secret:
        print("correct", flush=True)
        verdict(42, f"found in {count} guesses")
    print("lower" if secret < guess else "higher", flush=True)
verdict(43, "30 guesses and not found")
