"""Hostile: a forked child holds MIB MiB (the first argument; default 600) for half a second while
the parent, small, waits for it; then prints nothing (WA unless the child's memory is counted)."""
import os
import sys
import time

sys.stdin.read()
size = int(sys.argv[1]) if len(sys.argv) > 1 else 600
pid = os.fork()
if pid == 0:
    block = bytearray(size << 20)
    for offset in range(0, len(block), 4096):
        block[offset] = 1
    time.sleep(0.5)
    os._exit(0)
os.waitpid(pid, 0)
