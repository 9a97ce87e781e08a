"""A solution that crashes (RE): it dies of a segmentation fault after reading its input."""
import os
import signal
import sys

sys.stdin.read()
os.kill(os.getpid(), signal.SIGSEGV)
