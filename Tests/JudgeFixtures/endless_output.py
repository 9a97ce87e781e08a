"""A solution that never stops printing (OLE): the same line forever, to stdout, or to stderr
with --stderr. Without the judge's output limit it filled the disk before its CPU time ran out."""
import sys

sys.stdin.read()
stream = sys.stderr if "--stderr" in sys.argv else sys.stdout
line = "DSLR" * 256 + "\n"
while True:
    stream.write(line)
