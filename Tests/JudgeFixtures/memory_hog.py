"""A solution that allocates too much (MLE): 600 MiB of written memory, then a correct-looking
nothing."""
import sys

sys.stdin.read()
block = b"x" * (600 << 20)
print(len(block))
