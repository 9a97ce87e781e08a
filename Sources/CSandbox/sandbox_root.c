// The launcher's new root: a tmpfs with the shared paths bound into it, read-only unless named
// writable, then pivot_root into it. Runs in the child after clone() (sandbox_child.h).
#define _GNU_SOURCE
#include "sandbox.h"

#ifdef __linux__
#include <errno.h>
#include <linux/capability.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "sandbox_child.h"
// ---------------------------------------------------------------------------------------------
// The new root.

/// mount_setattr(2) (Linux 5.12) sets flags on a whole bind tree; older kernels remount the top.
struct mount_attributes {
    unsigned long long set, clear, propagation, userns_fd;
};
#ifndef SYS_mount_setattr
#define SYS_mount_setattr 442
#endif

SANDBOX_RAW int restrict_bind(const char *path, int read_only) {
    struct mount_attributes attributes = {
        .set = (read_only ? 0x1ULL : 0) | 0x2ULL | 0x4ULL,  // MOUNT_ATTR_RDONLY, NOSUID, NODEV
    };
    if (syscall(SYS_mount_setattr, AT_FDCWD, path, 0x8000 /* AT_RECURSIVE */, &attributes, sizeof attributes) == 0)
        return 0;
    if (errno != ENOSYS) return -1;
    // A remount must keep the flags the kernel locked on the source mount (a user namespace may
    // not clear noexec, say), so read them first (statfs's f_flags use the MS_ values).
    struct statfs information;
    if (raw_statfs(path, &information) != 0) return -1;
    unsigned long locked = (unsigned long)information.f_flags & (MS_NOEXEC | MS_NOATIME | MS_NODIRATIME);
    if (information.f_flags & 4096 /* ST_RELATIME */) locked |= MS_RELATIME;
    unsigned long flags = MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV | locked | (read_only ? MS_RDONLY : 0);
    return raw_mount(NULL, path, NULL, flags, NULL);
}

/// Builds the new root on `config->root` and makes it `/`; on failure returns -1 with errno set,
/// `*failed_stage`, and `*failed_index` the mount that failed (-1 for the root itself).
///
/// Every bind source is opened (O_PATH) before the root's tmpfs is mounted and bound from
/// /proc/self/fd/N, so the root may go on any directory, /tmp included, without hiding a source
/// that lives under it.
SANDBOX_CHILD int sandbox_build_root(const struct sandbox_config *config, int *failed_index, int *failed_stage) {
    enum { most = 256 };
    int sources[most];
    *failed_index = -1;
    *failed_stage = SANDBOX_STAGE_MOUNT;
    if (config->mount_count > most) {
        errno = E2BIG;
        return -1;
    }
    for (int index = 0; index < config->mount_count; index++) {
        const struct sandbox_mount *entry = &config->mounts[index];
        sources[index] = -1;
        if (entry->kind != SANDBOX_BIND_READ_ONLY && entry->kind != SANDBOX_BIND_WRITABLE
            && entry->kind != SANDBOX_BIND_DEVICE)
            continue;
        *failed_index = index;
        sources[index] = raw_open(entry->source, O_PATH | O_CLOEXEC, 0);
        if (sources[index] < 0) return -1;
    }
    *failed_index = -1;
    // Nothing done here may propagate back to the judge's mounts.
    if (raw_mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) return -1;
    if (raw_mount("sandbox", config->root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=4m") != 0) return -1;
    char path[path_capacity], source[64];
    for (int index = 0; index < config->mount_count; index++) {
        const struct sandbox_mount *entry = &config->mounts[index];
        *failed_index = index;
        if (join(path, config->root, entry->target) != 0) {
            errno = ENAMETOOLONG;
            return -1;
        }
        switch (entry->kind) {
        case SANDBOX_DIRECTORY:
            if (make_directories(path) != 0) return -1;
            break;
        case SANDBOX_SYMLINK:
            if (make_parent_directories(path) != 0) return -1;
            if (raw_symlink(entry->source, path) != 0 && errno != EEXIST) return -1;
            break;
        case SANDBOX_TMPFS:
            if (make_directories(path) != 0) return -1;
            if (raw_mount("sandbox", path, "tmpfs", MS_NOSUID | MS_NODEV, entry->source) != 0) return -1;
            break;
        case SANDBOX_PROC:
            if (make_directories(path) != 0) return -1;
            // hidepid=2: a process the program may not ptrace (init, non-dumpable) is not even
            // listed, so init's command line, a copy of the judge's, cannot be read.
            if (raw_mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") != 0) return -1;
            break;
        case SANDBOX_BIND_READ_ONLY:
        case SANDBOX_BIND_WRITABLE:
        case SANDBOX_BIND_DEVICE: {
            struct stat information;
            if (raw_fstat(sources[index], &information) != 0) return -1;
            int made = S_ISDIR(information.st_mode) ? make_directories(path) : make_file(path);
            if (made != 0) return -1;
            char number[24];
            decimal(number, sources[index]);
            join(source, "/proc/self/fd/", number);
            if (raw_mount(source, path, NULL, MS_BIND | MS_REC, NULL) != 0) return -1;
            raw_close(sources[index]);
            if (entry->kind != SANDBOX_BIND_DEVICE && restrict_bind(path, entry->kind == SANDBOX_BIND_READ_ONLY) != 0)
                return -1;
            break;
        }
        default:
            errno = EINVAL;
            return -1;
        }
    }
    *failed_index = -1;
    // The root's own tmpfs (the mount points made above) becomes read-only.
    if (raw_mount(NULL, config->root, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0)
        return -1;
    *failed_stage = SANDBOX_STAGE_PIVOT;
    // pivot_root(".", ".") stacks the old root on the new one; detaching it leaves only the new.
    if (raw_chdir(config->root) != 0) return -1;
    if (syscall(SYS_pivot_root, ".", ".") != 0) return -1;
    if (raw_umount2(".", MNT_DETACH) != 0) return -1;
    if (raw_chdir("/") != 0) return -1;
    return 0;
}
#endif
