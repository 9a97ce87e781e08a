"""A solution that allocates too much (MLE): 600 MiB of written memory (or the MiB of its first
argument), then a correct-looking nothing."""
import sys

sys.stdin.read()
block = b"x" * ((int(sys.argv[1]) if len(sys.argv) > 1 else 600) << 20)
print(len(block))
