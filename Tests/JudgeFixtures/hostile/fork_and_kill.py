"""Hostile: starts up to 300 processes (each sleeps), then sends SIGKILL to its parent and to
its parent's parent (the judge, without a sandbox); prints how
many processes it started (WA)."""
import os
import signal
import sys
import time

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


started = 0
for _ in range(300):
    try:
        if os.fork() == 0:
            time.sleep(20)
            os._exit(0)
        started += 1
    except OSError:
        break
print("started", started)
sys.stdout.flush()
for pid in ancestors():
    if pid > 1:
        try:
            os.kill(pid, signal.SIGKILL)
            print("killed", pid, file=sys.stderr)
        except OSError as error:
            print("refused", pid, error.strerror, file=sys.stderr)
