// The launcher: clone into new namespaces, build the root, drop to the sandbox identity, fork
// the program, reap the whole run. See sandbox.h for the process tree. This file is the judge's
// side and the clone; the child's is sandbox_root.c (the new root) and sandbox_init.c (init).
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

#include "sandbox_child.h"

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
    sandbox_run_init(context, sync_fd, report_fd);
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
