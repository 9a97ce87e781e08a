// The launcher's init: take the sandbox identity, close the judge's descriptors, set the limits
// and filters, fork the program and reap the whole run, then report. Runs in the child after
// clone() (sandbox_child.h).
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
#include "sandbox_filters.h"
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

SANDBOX_CHILD __attribute__((noreturn)) void sandbox_run_init(const struct sandbox_config *config, int sync_fd, int report_fd) {
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
        if (sandbox_build_root(config, &index, &stage) != 0) fail(report_fd, stage, index);
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

#endif
