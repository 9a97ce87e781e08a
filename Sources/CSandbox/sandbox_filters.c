// Landlock and seccomp for the sandboxed program. The Landlock structures are declared here, not
// taken from <linux/landlock.h>: Debian 12's headers stop at ABI 3, and the ABI is stable.
#define _GNU_SOURCE
#include "sandbox_filters.h"

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "sandbox_syscalls.h"

// ---------------------------------------------------------------------------------------------
// Landlock (Documentation/userspace-api/landlock.rst).

enum {
    landlock_create_ruleset = 444,
    landlock_add_rule = 445,
    landlock_restrict_self = 446,
    landlock_version_flag = 1,
    landlock_rule_path_beneath = 1,
};

// Filesystem rights, in ABI order.
#define LL_EXECUTE (1ULL << 0)
#define LL_WRITE_FILE (1ULL << 1)
#define LL_READ_FILE (1ULL << 2)
#define LL_READ_DIR (1ULL << 3)
#define LL_REFER (1ULL << 13)     // ABI 2
#define LL_TRUNCATE (1ULL << 14)  // ABI 3
#define LL_IOCTL_DEV (1ULL << 15) // ABI 5
// ABI 4: TCP; ABI 6: scopes.
#define LL_BIND_TCP (1ULL << 0)
#define LL_CONNECT_TCP (1ULL << 1)
#define LL_SCOPE_ABSTRACT_UNIX (1ULL << 0)
#define LL_SCOPE_SIGNAL (1ULL << 1)

struct ll_ruleset_attr {
    unsigned long long handled_access_fs, handled_access_net, scoped;
};

struct ll_path_beneath_attr {
    unsigned long long allowed_access;
    int parent_fd;
} __attribute__((packed));

int sandbox_landlock_abi(void) {
    long abi = syscall(landlock_create_ruleset, NULL, 0, landlock_version_flag);
    return abi > 0 ? (int)abi : 0;
}

/// Every filesystem right the kernel's ABI knows.
SANDBOX_RAW unsigned long long all_fs_rights(int abi) {
    unsigned long long rights = (1ULL << 13) - 1;  // ABI 1: EXECUTE … MAKE_SYM
    if (abi >= 2) rights |= LL_REFER;
    if (abi >= 3) rights |= LL_TRUNCATE;
    if (abi >= 5) rights |= LL_IOCTL_DEV;
    return rights;
}

/// The rights that apply to a file that is not a directory.
SANDBOX_RAW unsigned long long file_rights(unsigned long long rights) {
    return rights & (LL_EXECUTE | LL_WRITE_FILE | LL_READ_FILE | LL_TRUNCATE | LL_IOCTL_DEV);
}

SANDBOX_RAW int allow(int ruleset, const char *path, unsigned long long rights) {
    int descriptor = raw_open(path, O_PATH | O_CLOEXEC, 0);
    if (descriptor < 0) return errno == ENOENT ? 0 : -1;  // a path this machine lacks
    struct stat information;
    if (raw_fstat(descriptor, &information) != 0) {
        raw_close(descriptor);
        return -1;
    }
    struct ll_path_beneath_attr rule = {
        .allowed_access = S_ISDIR(information.st_mode) ? rights : file_rights(rights),
        .parent_fd = descriptor,
    };
    long result = syscall(landlock_add_rule, ruleset, landlock_rule_path_beneath, &rule, 0);
    int saved = errno;
    raw_close(descriptor);
    errno = saved;
    return result == 0 ? 0 : -1;
}

SANDBOX_UNINSTRUMENTED int sandbox_apply_landlock(const struct sandbox_config *config) {
    long version = syscall(landlock_create_ruleset, NULL, 0, landlock_version_flag);
    int abi = version > 0 ? (int)version : 0;
    if (abi == 0) {
        errno = ENOSYS;
        return -1;
    }
    struct ll_ruleset_attr attributes;
    raw_zero(&attributes, sizeof attributes);
    unsigned long long everything = all_fs_rights(abi);
    attributes.handled_access_fs = everything;
    if (abi >= 4) attributes.handled_access_net = LL_BIND_TCP | LL_CONNECT_TCP;
    if (abi >= 6) attributes.scoped = LL_SCOPE_ABSTRACT_UNIX | LL_SCOPE_SIGNAL;
    // Older kernels take the shorter structure only.
    size_t size = abi >= 6 ? sizeof attributes : abi >= 4 ? 16 : 8;
    int ruleset = (int)syscall(landlock_create_ruleset, &attributes, size, 0);
    if (ruleset < 0) return -1;
    unsigned long long read = LL_EXECUTE | LL_READ_FILE | LL_READ_DIR;
    for (int index = 0; index < config->landlock_read_count; index++) {
        if (allow(ruleset, config->landlock_read[index], read) != 0) goto failed;
    }
    for (int index = 0; index < config->landlock_write_count; index++) {
        if (allow(ruleset, config->landlock_write[index], everything) != 0) goto failed;
    }
    if (syscall(landlock_restrict_self, ruleset, 0) != 0) goto failed;
    raw_close(ruleset);
    return 0;
failed: {
    int saved = errno;
    raw_close(ruleset);
    errno = saved;
    return -1;
}
}

// ---------------------------------------------------------------------------------------------
// seccomp.

#if defined(__x86_64__)
#define SANDBOX_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define SANDBOX_AUDIT_ARCH AUDIT_ARCH_AARCH64
#endif

// Numbers from 424 on are the same on every architecture; older headers may lack the names.
#ifndef __NR_pidfd_getfd
#define __NR_pidfd_getfd 438
#endif
#ifndef __NR_open_tree
#define __NR_open_tree 428
#define __NR_move_mount 429
#define __NR_fsopen 430
#define __NR_fsconfig 431
#define __NR_fsmount 432
#define __NR_fspick 433
#endif
#ifndef __NR_mount_setattr
#define __NR_mount_setattr 442
#endif
#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#define __NR_io_uring_enter 426
#define __NR_io_uring_register 427
#endif
#ifndef __NR_clone3
#define __NR_clone3 435
#endif

#define DENY(name) {#name, __NR_##name}
struct denied_call {
    const char *name;
    int number;
};
// What a solution, checker or generator never needs, and what reaches past the namespaces:
// other processes' memory (ptrace, process_vm_*), the mount table, new namespaces, the kernel's
// keyrings, BPF and perf, io_uring (whose operations bypass seccomp), and the machine itself.
static const struct denied_call denied[] = {
    DENY(ptrace), DENY(process_vm_readv), DENY(process_vm_writev), DENY(kcmp), DENY(pidfd_getfd),
    DENY(mount), DENY(umount2), DENY(pivot_root), DENY(chroot), DENY(open_tree), DENY(move_mount),
    DENY(fsopen), DENY(fsconfig), DENY(fsmount), DENY(fspick), DENY(mount_setattr), DENY(unshare),
    DENY(setns), DENY(keyctl), DENY(add_key), DENY(request_key), DENY(bpf), DENY(perf_event_open),
    DENY(userfaultfd), DENY(io_uring_setup), DENY(io_uring_enter), DENY(io_uring_register),
    DENY(fanotify_init), DENY(open_by_handle_at), DENY(name_to_handle_at), DENY(kexec_load),
    DENY(kexec_file_load), DENY(init_module), DENY(finit_module), DENY(delete_module), DENY(reboot),
    DENY(swapon), DENY(swapoff), DENY(syslog), DENY(acct), DENY(quotactl), DENY(settimeofday),
    DENY(clock_settime), DENY(clock_adjtime), DENY(adjtimex), DENY(sethostname), DENY(setdomainname),
    DENY(vhangup),
#ifdef __NR_iopl
    DENY(iopl), DENY(ioperm),
#endif
};
enum { denied_count = sizeof denied / sizeof denied[0] };

const char *const *sandbox_denied_syscalls(void) {
    static const char *names[denied_count + 3];
    static int filled = 0;
    if (!filled) {
        for (int index = 0; index < denied_count; index++) names[index] = denied[index].name;
        names[denied_count] = "clone and clone3 with a namespace flag";
        names[denied_count + 1] = 0;
        filled = 1;
    }
    return names;
}

int sandbox_seccomp_available(void) {
    // PR_GET_SECCOMP fails with EINVAL on a kernel without seccomp.
    return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

/// A filter under construction: jumps name labels, resolved when the labels are placed.
enum label { to_allow, to_eperm, to_enosys, to_kill, to_clone, label_count, no_label = -1 };
struct instruction {
    struct sock_filter code;
    int jump_true, jump_false;
};

SANDBOX_UNINSTRUMENTED int sandbox_apply_seccomp(void) {
#ifndef SANDBOX_AUDIT_ARCH
    errno = ENOSYS;
    return -1;
#else
    enum { capacity = 160 };
    struct instruction program[capacity];
    int count = 0, at[label_count];
#define EMIT(op, k, t, f) \
    program[count++] = (struct instruction) { {(unsigned short)(op), 0, 0, (unsigned)(k)}, (t), (f) }
#define PLACE(name) at[name] = count
    EMIT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch), no_label, no_label);
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, SANDBOX_AUDIT_ARCH, no_label, to_kill);
    EMIT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr), no_label, no_label);
#if defined(__x86_64__)
    // x32 calls carry this bit and reach the same kernel code under other numbers.
    EMIT(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, to_kill, no_label);
#endif
    for (int index = 0; index < denied_count; index++)
        EMIT(BPF_JMP | BPF_JEQ | BPF_K, denied[index].number, to_eperm, no_label);
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone3, to_enosys, no_label);
    EMIT(BPF_JMP | BPF_JEQ | BPF_K, __NR_clone, to_clone, no_label);
    PLACE(to_allow);
    EMIT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, no_label, no_label);
    PLACE(to_clone);
    // clone's flags are its first argument on x86-64 and arm64; the namespace bits are in the low word.
    EMIT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[0]), no_label, no_label);
    EMIT(BPF_JMP | BPF_JSET | BPF_K,
         CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | CLONE_NEWCGROUP
             | 0x00000080 /* CLONE_NEWTIME */,
         to_eperm, no_label);
    EMIT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW, no_label, no_label);
    PLACE(to_eperm);
    EMIT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM, no_label, no_label);
    PLACE(to_enosys);
    EMIT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS, no_label, no_label);
    PLACE(to_kill);
    EMIT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS, no_label, no_label);
#undef EMIT
#undef PLACE
    struct sock_filter filter[capacity];
    // Every jump goes forward (classic BPF has no other kind).
    for (int index = 0; index < count; index++) {
        filter[index] = program[index].code;
        // Jumps are relative to the next instruction, and only forward.
        if (program[index].jump_true != no_label) filter[index].jt = (unsigned char)(at[program[index].jump_true] - index - 1);
        if (program[index].jump_false != no_label) filter[index].jf = (unsigned char)(at[program[index].jump_false] - index - 1);
    }
    struct sock_fprog compiled = {.len = (unsigned short)count, .filter = filter};
    return raw_prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, (unsigned long)&compiled, 0, 0);
#endif
}

#else
#include <errno.h>
int sandbox_landlock_abi(void) { return 0; }
int sandbox_seccomp_available(void) { return 0; }
int sandbox_apply_landlock(const struct sandbox_config *config) {
    (void)config;
    errno = ENOSYS;
    return -1;
}
int sandbox_apply_seccomp(void) {
    errno = ENOSYS;
    return -1;
}
const char *const *sandbox_denied_syscalls(void) {
    static const char *none[] = {0};
    return none;
}
#endif
