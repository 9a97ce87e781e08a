// The launcher: clone into new namespaces, build the root, drop to the sandbox identity, fork
// the program, reap the whole run. See sandbox.h for the process tree.
//
// Everything after clone() runs in a copy of a multithreaded process, so it makes raw system
// calls only (sandbox_syscalls.h): no malloc, no stdio, no glibc wrapper that talks to other
// threads (setuid and setgroups broadcast to every thread in glibc), no sanitizer interceptor,
// and fork is a raw clone (glibc's fork takes malloc's locks, which another thread may have held).
#define _GNU_SOURCE
#include "sandbox.h"

#ifdef __linux__
#include <errno.h>
#include <linux/capability.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "sandbox_filters.h"
#include "sandbox_syscalls.h"

enum { path_capacity = 4096 };

// ---------------------------------------------------------------------------------------------
// Small helpers for the child.

SANDBOX_RAW size_t text_length(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}

/// `prefix` + `suffix` into `buffer` (capacity path_capacity); 0, or -1 when too long.
SANDBOX_RAW int join(char *buffer, const char *prefix, const char *suffix) {
    size_t a = text_length(prefix), b = text_length(suffix);
    if (a + b + 1 > path_capacity) return -1;
    raw_copy(buffer, prefix, a);
    raw_copy(buffer + a, suffix, b + 1);
    return 0;
}

/// The decimal digits of `value` (at most 20) into `buffer`, NUL-terminated; returns the length.
SANDBOX_RAW int decimal(char *buffer, long long value) {
    char digits[24];
    int count = 0;
    unsigned long long magnitude = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
    do {
        digits[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    int length = 0;
    if (value < 0) buffer[length++] = '-';
    while (count) buffer[length++] = digits[--count];
    buffer[length] = 0;
    return length;
}

SANDBOX_RAW int write_all(int descriptor, const void *bytes, size_t count) {
    const char *next = bytes;
    while (count) {
        long written = raw_write(descriptor, next, count);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return -1;
        next += written;
        count -= (size_t)written;
    }
    return 0;
}

/// mkdir -p: every missing directory of `path` (a writable copy), mode 0755.
SANDBOX_RAW int make_directories(char *path) {
    for (char *slash = path + 1; *slash; slash++) {
        if (*slash != '/') continue;
        *slash = 0;
        int made = raw_mkdir(path, 0755);
        *slash = '/';
        if (made != 0 && errno != EEXIST) return -1;
    }
    if (raw_mkdir(path, 0755) != 0 && errno != EEXIST) return -1;
    return 0;
}

SANDBOX_RAW int make_parent_directories(char *path) {
    char *last = NULL;
    for (char *next = path; *next; next++)
        if (*next == '/') last = next;
    if (!last || last == path) return 0;
    *last = 0;
    int result = make_directories(path);
    *last = '/';
    return result;
}

/// An empty file at `path` (a bind-mount point for a file).
SANDBOX_RAW int make_file(char *path) {
    if (make_parent_directories(path) != 0) return -1;
    int descriptor = raw_open(path, O_CREAT | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (descriptor < 0) return errno == EEXIST ? 0 : -1;
    raw_close(descriptor);
    return 0;
}

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
SANDBOX_RAW int build_root(const struct sandbox_config *config, int *failed_index, int *failed_stage) {
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

// ---------------------------------------------------------------------------------------------
// Identity, descriptors, limits.

SANDBOX_RAW int take_identity(const struct sandbox_config *config) {
    if (config->features & SANDBOX_SETUID) {
        if (syscall(SYS_setgroups, 0, NULL) != 0) return -1;
        if (syscall(SYS_setresgid, config->gid, config->gid, config->gid) != 0) return -1;
        if (syscall(SYS_setresuid, config->uid, config->uid, config->uid) != 0) return -1;
        // A change of uid clears the parent-death signal (prctl(2)); set it again.
        if (raw_prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) return -1;
    }
    return 0;
}

/// Drops every capability the process holds (in its user namespace).
SANDBOX_RAW int drop_capabilities(void) {
    struct __user_cap_header_struct header = {.version = _LINUX_CAPABILITY_VERSION_3, .pid = 0};
    struct __user_cap_data_struct data[2];
    raw_zero(data, sizeof data);
    return (int)syscall(SYS_capset, &header, data);
}

/// `from` onto `to`, inheritable across exec.
SANDBOX_RAW int place_descriptor(int from, int to) {
    if (from == to) return raw_fcntl(to, F_SETFD, 0);
    return raw_dup3(from, to) < 0 ? -1 : 0;
}

/// Closes every descriptor above 2 but `keep` (the report pipe, close-on-exec). Init never execs,
/// so it must close them itself: it was cloned with every descriptor of the judge, and holding
/// another run's pipe would keep that run's output from ever ending.
SANDBOX_RAW void close_all_but(int keep) {
#ifndef SYS_close_range
#define SYS_close_range 436
#endif
    if (keep > 3 && syscall(SYS_close_range, 3U, (unsigned)keep - 1, 0U) != 0) goto by_hand;
    if (syscall(SYS_close_range, (unsigned)keep + 1, ~0U, 0U) != 0) goto by_hand;
    return;
by_hand: {
    struct rlimit limit;
    long top = raw_getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536 ? (long)limit.rlim_cur : 65536;
    for (long descriptor = 3; descriptor < top; descriptor++)
        if (descriptor != keep) raw_close((int)descriptor);
}
}

SANDBOX_RAW int set_limit(int resource, long long soft, long long hard) {
    if (soft <= 0) return 0;
    struct rlimit limit = {.rlim_cur = (rlim_t)soft, .rlim_max = (rlim_t)hard};
    return raw_setrlimit(resource, &limit);
}

SANDBOX_RAW int apply_limits(const struct sandbox_config *config) {
    if (set_limit(RLIMIT_CPU, config->cpu_seconds, config->cpu_seconds + 1) != 0) return -1;
    if (set_limit(RLIMIT_FSIZE, config->file_size_bytes, config->file_size_bytes) != 0) return -1;
    if (set_limit(RLIMIT_NOFILE, config->open_files, config->open_files) != 0) return -1;
    if (set_limit(RLIMIT_NPROC, config->processes, config->processes) != 0) return -1;
    if (set_limit(RLIMIT_STACK, config->stack_bytes, config->stack_bytes) != 0) return -1;
    if (set_limit(RLIMIT_AS, config->address_space_bytes, config->address_space_bytes) != 0) return -1;
    struct rlimit none = {0, 0};
    return raw_setrlimit(RLIMIT_CORE, &none);
}

// ---------------------------------------------------------------------------------------------
// Init and the program.

SANDBOX_RAW __attribute__((noreturn)) void report_and_exit(int report_fd, struct sandbox_report *report) {
    write_all(report_fd, report, sizeof *report);
    raw_exit(report->stage == SANDBOX_STAGE_RAN ? 0 : 127);
}

SANDBOX_RAW __attribute__((noreturn)) void fail(int report_fd, int stage, int index) {
    struct sandbox_report report;
    raw_zero(&report, sizeof report);
    report.stage = stage;
    report.error = errno;
    report.mount_index = index;
    report_and_exit(report_fd, &report);
}

/// The program's side of the fork: limits, filters, exec. Reports a failure on `failure_fd`.
SANDBOX_RAW __attribute__((noreturn)) void start_program(const struct sandbox_config *config, int failure_fd) {
    int stage = SANDBOX_STAGE_CHDIR;
    if (raw_chdir(config->workdir) != 0) goto failed;
    stage = SANDBOX_STAGE_RLIMIT;
    if (apply_limits(config) != 0) goto failed;
    stage = SANDBOX_STAGE_SECCOMP;
    if (raw_prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) goto failed;
    stage = SANDBOX_STAGE_LANDLOCK;
    if ((config->features & SANDBOX_LANDLOCK) && sandbox_apply_landlock(config) != 0) goto failed;
    stage = SANDBOX_STAGE_SECCOMP;
    if ((config->features & SANDBOX_SECCOMP) && sandbox_apply_seccomp() != 0) goto failed;
    stage = SANDBOX_STAGE_EXEC;
    raw_execve(config->executable, config->argv, config->envp);
failed: {
    int failure[2] = {stage, errno};
    write_all(failure_fd, failure, sizeof failure);
    raw_exit(127);
}
}

/// Kills every descendant of init without a PID namespace: the orphans of the run were reparented
/// to init (a child subreaper), so its children file lists them all, one generation at a time.
SANDBOX_RAW void kill_descendants(void) {
    char path[64], number[24];
    join(path, "/proc/self/task/", "");
    decimal(number, raw_gettid());
    size_t length = text_length(path);
    raw_copy(path + length, number, text_length(number));
    raw_copy(path + length + text_length(number), "/children", 10);
    for (int round = 0; round < 10000; round++) {
        int descriptor = raw_open(path, O_RDONLY | O_CLOEXEC, 0);
        if (descriptor < 0) return;
        char buffer[4096];
        long got = raw_read(descriptor, buffer, sizeof buffer - 1);
        raw_close(descriptor);
        if (got <= 0) return;
        buffer[got] = 0;
        long long pid = 0;
        int digits = 0;
        for (long index = 0; index <= got; index++) {
            if (buffer[index] >= '0' && buffer[index] <= '9') {
                pid = pid * 10 + (buffer[index] - '0');
                digits++;
            } else if (digits) {
                raw_kill((int)pid, SIGKILL);
                pid = 0;
                digits = 0;
            }
        }
        // Reap what died, so that its children move up to init for the next round.
        while (raw_wait4(-1, NULL, WNOHANG, NULL) > 0) {}
    }
}

SANDBOX_RAW __attribute__((noreturn)) void run_init(const struct sandbox_config *config, int sync_fd, int report_fd) {
    raw_prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    // The judge's signal handlers were copied; the sandbox wants none of them.
    for (int signal_number = 1; signal_number < 65; signal_number++) {
        if (signal_number != SIGKILL && signal_number != SIGSTOP) raw_default_signal(signal_number);
    }
    raw_unblock_all_signals();
    // Wait until the judge has written the id maps and joined the cgroups.
    char go = 0;
    long got;
    do got = raw_read(sync_fd, &go, 1);
    while (got < 0 && errno == EINTR);
    if (got != 1) raw_exit(127);
    raw_close(sync_fd);

    if (raw_setsid() < 0) fail(report_fd, SANDBOX_STAGE_IDENTITY, -1);
    if (config->features & SANDBOX_SUBREAPER) raw_prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    if (config->features & SANDBOX_MOUNT_NAMESPACE) {
        int index = -1, stage = SANDBOX_STAGE_MOUNT;
        if (build_root(config, &index, &stage) != 0) fail(report_fd, stage, index);
    }
    if (config->features & SANDBOX_IPC_UTS_NAMESPACE) raw_sethostname("sandbox", 7);
    if (place_descriptor(config->stdin_fd, 0) != 0 || place_descriptor(config->stdout_fd, 1) != 0
        || place_descriptor(config->stderr_fd, 2) != 0)
        fail(report_fd, SANDBOX_STAGE_DESCRIPTORS, -1);
    close_all_but(report_fd);
    if (take_identity(config) != 0) fail(report_fd, SANDBOX_STAGE_IDENTITY, -1);
    // Nothing the program does may read init's memory or /proc/1 (its exe is the judge's binary).
    raw_prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);

    int failure_pipe[2];
    if (raw_pipe2(failure_pipe, O_CLOEXEC) != 0) fail(report_fd, SANDBOX_STAGE_FORK, -1);
    long program = raw_fork(0);
    if (program < 0) fail(report_fd, SANDBOX_STAGE_FORK, -1);
    if (program == 0) {
        raw_close(failure_pipe[0]);
        start_program(config, failure_pipe[1]);
    }
    raw_close(failure_pipe[1]);
    if (config->features & SANDBOX_USER_NAMESPACE) drop_capabilities();

    struct sandbox_report report;
    raw_zero(&report, sizeof report);
    int failure[2] = {0, 0};
    do got = raw_read(failure_pipe[0], failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    raw_close(failure_pipe[0]);
    if (got == (long)sizeof failure) {
        report.stage = failure[0];
        report.error = failure[1];
    } else {
        // The program has exec'd: from now on its memory is its own, not a copy of the judge's.
        int32_t started = SANDBOX_EXEC_MARKER;
        write_all(report_fd, &started, sizeof started);
    }
    // Wait for the program, reaping any orphan that comes first.
    int status = 0;
    for (;;) {
        int ended = raw_wait4(-1, &status, 0, NULL);
        if (ended == program) break;
        if (ended < 0 && errno != EINTR) break;
    }
    report.status = status;
    // Whatever the program left behind goes now: in a PID namespace every process but init.
    if (config->features & SANDBOX_PID_NAMESPACE) {
        raw_kill(-1, SIGKILL);
    } else {
        kill_descendants();
    }
    for (;;) {
        int ended = raw_wait4(-1, NULL, 0, NULL);
        if (ended < 0 && errno != EINTR) break;
    }
    struct rusage usage;
    if (raw_getrusage(RUSAGE_CHILDREN, &usage) == 0) {
        report.user_microseconds = (int64_t)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec;
        report.system_microseconds = (int64_t)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
    }
    report_and_exit(report_fd, &report);
}

// ---------------------------------------------------------------------------------------------
// The judge's side (an ordinary thread: libc is fine here).

static int write_file(const char *path, const char *text) {
    int descriptor = open(path, O_WRONLY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    int result = write_all(descriptor, text, strlen(text));
    int saved = errno;
    close(descriptor);
    errno = saved;
    return result;
}

static int write_id_maps(pid_t pid, const struct sandbox_config *config) {
    char path[64], line[64];
    snprintf(path, sizeof path, "/proc/%d/uid_map", (int)pid);
    snprintf(line, sizeof line, "%u %u 1\n", config->uid, config->outside_uid);
    if (write_file(path, line) != 0) return -1;
    // An unprivileged process may map its gid only after giving up setgroups.
    snprintf(path, sizeof path, "/proc/%d/setgroups", (int)pid);
    if (write_file(path, "deny") != 0 && errno != ENOENT) return -1;
    snprintf(path, sizeof path, "/proc/%d/gid_map", (int)pid);
    snprintf(line, sizeof line, "%u %u 1\n", config->gid, config->outside_gid);
    return write_file(path, line);
}

static unsigned long clone_flags(int features) {
    unsigned long flags = 0;
    if (features & SANDBOX_USER_NAMESPACE) flags |= CLONE_NEWUSER;
    if (features & SANDBOX_PID_NAMESPACE) flags |= CLONE_NEWPID;
    if (features & SANDBOX_NET_NAMESPACE) flags |= CLONE_NEWNET;
    if (features & SANDBOX_MOUNT_NAMESPACE) flags |= CLONE_NEWNS;
    if (features & SANDBOX_IPC_UTS_NAMESPACE) flags |= CLONE_NEWIPC | CLONE_NEWUTS;
    return flags;
}

/// Clones a child into `features`' namespaces with every signal blocked across the clone (so that
/// no handler of the judge runs in it before it resets them); the child runs `body` and exits.
static pid_t clone_child(int features, void (*body)(const void *, int, int), const void *context, int a, int b) {
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    long pid = raw_fork(clone_flags(features));
    if (pid == 0) {
        body(context, a, b);
        raw_exit(127);
    }
    int saved = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved;
    return (pid_t)pid;
}

SANDBOX_RAW void init_body(const void *context, int sync_fd, int report_fd) {
    run_init(context, sync_fd, report_fd);
}

int sandbox_spawn(const struct sandbox_config *config, pid_t *init_pid, int *report_fd, int *failed_stage) {
    int sync_pipe[2], report_pipe[2];
    *failed_stage = SANDBOX_STAGE_CLONE;
    if (pipe2(sync_pipe, O_CLOEXEC) != 0) return errno;
    if (pipe2(report_pipe, O_CLOEXEC) != 0) {
        int saved = errno;
        close(sync_pipe[0]);
        close(sync_pipe[1]);
        return saved;
    }
    // The child closes the ends it does not use as part of close_all_but.
    pid_t pid = clone_child(config->features, init_body, config, sync_pipe[0], report_pipe[1]);
    int saved = errno;
    close(sync_pipe[0]);
    close(report_pipe[1]);
    if (pid < 0) {
        close(sync_pipe[1]);
        close(report_pipe[0]);
        return saved;
    }
    int stage = SANDBOX_STAGE_RAN;
    char number[24];
    int length = decimal(number, pid);
    for (int index = 0; index < config->cgroup_procs_count && stage == SANDBOX_STAGE_RAN; index++) {
        if (write_all(config->cgroup_procs_fds[index], number, (size_t)length) != 0) stage = SANDBOX_STAGE_CGROUP;
    }
    if (stage == SANDBOX_STAGE_RAN && (config->features & SANDBOX_USER_NAMESPACE) && write_id_maps(pid, config) != 0)
        stage = SANDBOX_STAGE_ID_MAP;
    if (stage == SANDBOX_STAGE_RAN && write_all(sync_pipe[1], "g", 1) != 0) stage = SANDBOX_STAGE_SYNC;
    saved = errno;
    close(sync_pipe[1]);
    if (stage != SANDBOX_STAGE_RAN) {
        kill(pid, SIGKILL);
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        close(report_pipe[0]);
        *failed_stage = stage;
        return saved ? saved : EIO;
    }
    *init_pid = pid;
    *report_fd = report_pipe[0];
    *failed_stage = SANDBOX_STAGE_RAN;
    return 0;
}

int sandbox_pipe(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int sandbox_pidfd(pid_t pid) {
#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
    return (int)syscall(SYS_pidfd_open, pid, 0);  // close-on-exec by definition
}

SANDBOX_RAW void probe_body(const void *context, int sync_fd, int unused) {
    (void)context;
    (void)unused;
    char go;
    raw_exit(raw_read(sync_fd, &go, 1) == 1 ? 0 : 1);
}

int sandbox_probe_namespaces(int features, uint32_t uid, uint32_t gid) {
    struct sandbox_config config;
    memset(&config, 0, sizeof config);
    config.features = features;
    config.uid = uid;
    config.gid = gid;
    config.outside_uid = (uint32_t)getuid();
    config.outside_gid = (uint32_t)getgid();
    int sync_pipe[2];
    if (pipe2(sync_pipe, O_CLOEXEC) != 0) return errno;
    pid_t pid = clone_child(features, probe_body, NULL, sync_pipe[0], -1);
    int saved = errno;
    close(sync_pipe[0]);
    if (pid < 0) {
        close(sync_pipe[1]);
        return saved;
    }
    int result = 0;
    if ((features & SANDBOX_USER_NAMESPACE) && write_id_maps(pid, &config) != 0) result = errno ? errno : EIO;
    write_all(sync_pipe[1], "g", 1);
    close(sync_pipe[1]);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
    return result;
}

#else  // not Linux: no protection, only the shape (init, the program, the report), so that the
        // Swift side runs programs the same way and says that every protection is off.
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int sandbox_pipe(int fds[2]) {
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

int sandbox_spawn(const struct sandbox_config *config, pid_t *init_pid, int *report_fd, int *failed_stage) {
    int report[2];
    *failed_stage = SANDBOX_STAGE_CLONE;
    if (sandbox_pipe(report) != 0) return errno;
    pid_t pid = fork();
    if (pid < 0) {
        int saved = errno;
        close(report[0]);
        close(report[1]);
        return saved;
    }
    if (pid == 0) {
        // fork, dup2, execve, waitpid, getrusage, write and _exit are async-signal-safe.
        setsid();
        struct sandbox_report result;
        memset(&result, 0, sizeof result);
        pid_t program = fork();
        if (program == 0) {
            dup2(config->stdin_fd, 0);
            dup2(config->stdout_fd, 1);
            dup2(config->stderr_fd, 2);
            if (chdir(config->workdir) != 0) _exit(127);
            if (config->cpu_seconds > 0) {
                struct rlimit limit = {(rlim_t)config->cpu_seconds, (rlim_t)config->cpu_seconds + 1};
                setrlimit(RLIMIT_CPU, &limit);
            }
            execve(config->executable, config->argv, config->envp);
            _exit(127);
        }
        int status = 0;
        while (waitpid(program, &status, 0) < 0 && errno == EINTR) {}
        struct rusage usage;
        if (getrusage(RUSAGE_CHILDREN, &usage) == 0) {
            result.user_microseconds = (int64_t)usage.ru_utime.tv_sec * 1000000 + usage.ru_utime.tv_usec;
            result.system_microseconds = (int64_t)usage.ru_stime.tv_sec * 1000000 + usage.ru_stime.tv_usec;
        }
        result.status = status;
        write(report[1], &result, sizeof result);
        _exit(0);
    }
    close(report[1]);
    *init_pid = pid;
    *report_fd = report[0];
    *failed_stage = SANDBOX_STAGE_RAN;
    return 0;
}

int sandbox_pidfd(pid_t pid) {
    (void)pid;
    return -1;
}

int sandbox_probe_namespaces(int features, uint32_t uid, uint32_t gid) {
    (void)features;
    (void)uid;
    (void)gid;
    return ENOSYS;
}
#endif
