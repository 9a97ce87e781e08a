"""Hostile: asks the kernel for what the seccomp filter refuses (ptrace, unshare, mount, keyctl,
io_uring_setup, bpf) through ctypes and prints each result as NAME ERRNO-NAME (WA)."""
import ctypes
import errno
import os
import sys

sys.stdin.read()
libc = ctypes.CDLL(None, use_errno=True)
# x86-64 and arm64 numbers of the calls without a libc wrapper everywhere.
numbers = {"x86_64": {"keyctl": 250, "io_uring_setup": 425, "bpf": 321},
           "aarch64": {"keyctl": 219, "io_uring_setup": 425, "bpf": 280}}[os.uname().machine]
attempts = {
    "ptrace": lambda: libc.ptrace(0, 0, None, None),  # PTRACE_TRACEME
    "unshare": lambda: libc.unshare(0x10000000),  # CLONE_NEWUSER
    "mount": lambda: libc.mount(b"none", b"/tmp", b"tmpfs", 0, None),
    "keyctl": lambda: libc.syscall(numbers["keyctl"], 0, 0, 0, 0, 0),
    "io_uring_setup": lambda: libc.syscall(numbers["io_uring_setup"], 1, None),
    "bpf": lambda: libc.syscall(numbers["bpf"], 0, None, 0),
}
for name, attempt in attempts.items():
    ctypes.set_errno(0)
    result = attempt()
    code = ctypes.get_errno()
    print(name, "allowed" if result >= 0 else errno.errorcode.get(code, str(code)))
