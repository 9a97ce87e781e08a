"""Hostile: leaves a process behind: a setsid double fork whose grandchild runs
`sleep 30 MARKER`-like (`sh -c 'sleep 30' MARKER`, the first argument in its command line), so
that it outlives the judge unless the run's processes die with it."""
import os
import sys

sys.stdin.read()
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        os.execvp("sh", ["sh", "-c", "sleep 30", sys.argv[1]])
    os._exit(0)
os.wait()
print("left a process behind")
