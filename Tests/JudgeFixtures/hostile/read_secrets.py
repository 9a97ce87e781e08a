"""Hostile: reads what a solution must not see and prints it (WA): /etc/shadow, its parent's and
grandparent's /proc files (cmdline, environ, maps, the descriptors), its own environment and
descriptors, the processes it can see."""
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



def show(label, reader):
    try:
        print(label, "OK", reader())
    except OSError as error:
        print(label, "FAIL", error.strerror)


def read_bytes(path):
    with open(path, "rb") as file:
        return file.read(65536).replace(b"\0", b" ").decode("utf-8", "replace").replace("\n", "\\n")


show("shadow", lambda: read_bytes("/etc/shadow"))
for pid in ancestors():
    for name in ["cmdline", "environ", "maps"]:
        show(f"proc/{pid}/{name}", lambda: read_bytes(f"/proc/{pid}/{name}"))
    show(f"proc/{pid}/fd", lambda: " ".join(os.listdir(f"/proc/{pid}/fd")))
print("environ", " ".join(f"{key}={value}" for key, value in sorted(os.environ.items())))


def is_open(descriptor):
    try:
        os.fstat(descriptor)
        return True
    except OSError:
        return False


print("fds", " ".join(str(descriptor) for descriptor in range(1024) if is_open(descriptor)))
show("processes", lambda: " ".join(sorted((entry for entry in os.listdir("/proc") if entry.isdigit()), key=int)))
