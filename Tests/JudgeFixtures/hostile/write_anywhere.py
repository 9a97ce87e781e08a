"""Hostile: writes files outside its working directory (every path given as an argument, and the
parent of its working directory), then prints nothing (WA). Each path it managed to write is
named on stderr."""
import os
import sys

sys.stdin.read()
targets = sys.argv[1:] + [os.path.join(os.getcwd(), "..", "escaped-from-box")]
for target in targets:
    try:
        with open(target, "w") as file:
            file.write("escaped\n")
        print("wrote", target, file=sys.stderr)
    except OSError as error:
        print("refused", target, error.strerror, file=sys.stderr)
