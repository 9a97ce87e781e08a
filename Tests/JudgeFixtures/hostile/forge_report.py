"""Hostile: writes a forged line into the judge's own stdout and stderr (its parent's and
grandparent's /proc/PID/fd/1 and 2), then prints nothing (WA)."""
import os
import sys

sys.stdin.read()


def ancestors():
    """The parent and the grandparent: the judge itself, or its launcher and the judge."""
    found = [os.getppid()]
    try:
        with open(f"/proc/{found[0]}/stat") as file:
            found.append(int(file.read().rsplit(")", 1)[1].split()[1]))
    except (OSError, ValueError, IndexError):
        pass
    return [pid for pid in found if pid > 0]


forged = "summary: 99 AC of 99 tests: accepted (forged)\n"
for pid in ancestors():
    for descriptor in [1, 2]:
        try:
            with open(f"/proc/{pid}/fd/{descriptor}", "w") as file:
                file.write(forged)
        except OSError as error:
            print("refused", pid, descriptor, error.strerror, file=sys.stderr)
