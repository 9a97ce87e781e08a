"""Hostile: runs the judge's own binary (its parent's or grandparent's /proc/PID/exe) as the
reference on its input (`algo dslr`) and prints what it says: AC without solving anything, if
the judge's binary can be reached."""
import os
import subprocess
import sys

data = sys.stdin.buffer.read()


def ancestors():
    """The parent and the grandparent: the judge itself, or its launcher and the judge."""
    found = [os.getppid()]
    try:
        with open(f"/proc/{found[0]}/stat") as file:
            found.append(int(file.read().rsplit(")", 1)[1].split()[1]))
    except (OSError, ValueError, IndexError):
        pass
    return [pid for pid in found if pid > 0]


for candidate in [f"/proc/{pid}/exe" for pid in ancestors()]:
    try:
        answer = subprocess.run([candidate, "dslr"], input=data, capture_output=True, timeout=20)
    except (OSError, subprocess.SubprocessError) as error:
        print("cannot run", candidate, error, file=sys.stderr)
        continue
    if answer.returncode == 0 and answer.stdout:
        sys.stdout.buffer.write(answer.stdout)
        sys.exit(0)
    print(candidate, "exited", answer.returncode, file=sys.stderr)
