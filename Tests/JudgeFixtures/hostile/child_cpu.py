"""Hostile: a forked child burns SECONDS of CPU (the first argument) while the parent waits,
idle; then the parent prints the right answers to the DSLR samples (Baekjoon 9019's own), so
the verdict is AC unless the child's CPU is counted."""
import os
import sys
import time

sys.stdin.read()
seconds = float(sys.argv[1])
pid = os.fork()
if pid == 0:
    end = time.process_time() + seconds
    while time.process_time() < end:
        pass
    os._exit(0)
os.waitpid(pid, 0)
print("LL\nL\nDDDD")
