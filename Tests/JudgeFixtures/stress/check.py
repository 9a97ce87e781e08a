# A checker in testlib's convention: check.py input output answer; exit 0 when the output's one
# integer equals the answer's, 1 otherwise.
import sys

output = open(sys.argv[2]).read().split()
answer = open(sys.argv[3]).read().split()
sys.exit(0 if output == answer[:1] and len(output) == 1 else 1)
