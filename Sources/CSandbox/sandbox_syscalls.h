// Raw system calls for the code that runs between clone() and execve().
//
// That code runs in a copy of a multithreaded process (the judge), so it must not take a lock
// another thread may have held at the copy. glibc's wrappers are safe for that, but under
// AddressSanitizer or ThreadSanitizer (`make test-sanitize`) open, read, sigaction, memcpy and the
// rest go through the sanitizer's interceptors, which do take locks; syscall(2) is not
// intercepted. The functions here are also compiled without instrumentation (the pragma below).
#ifndef ALGOSUITE_SANDBOX_SYSCALLS_H
#define ALGOSUITE_SANDBOX_SYSCALLS_H
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__has_attribute) && __has_attribute(disable_sanitizer_instrumentation)
#define SANDBOX_UNINSTRUMENTED __attribute__((disable_sanitizer_instrumentation))
#else
#define SANDBOX_UNINSTRUMENTED __attribute__((no_sanitize("address", "thread", "undefined")))
#endif
#define SANDBOX_RAW static inline SANDBOX_UNINSTRUMENTED

SANDBOX_RAW int raw_open(const char *path, int flags, int mode) {
    return (int)syscall(SYS_openat, AT_FDCWD, path, flags, mode);
}
SANDBOX_RAW long raw_read(int descriptor, void *bytes, size_t count) {
    return syscall(SYS_read, descriptor, bytes, count);
}
SANDBOX_RAW long raw_write(int descriptor, const void *bytes, size_t count) {
    return syscall(SYS_write, descriptor, bytes, count);
}
SANDBOX_RAW int raw_close(int descriptor) { return (int)syscall(SYS_close, descriptor); }
SANDBOX_RAW int raw_mkdir(const char *path, int mode) { return (int)syscall(SYS_mkdirat, AT_FDCWD, path, mode); }
SANDBOX_RAW int raw_symlink(const char *text, const char *path) {
    return (int)syscall(SYS_symlinkat, text, AT_FDCWD, path);
}
SANDBOX_RAW int raw_stat(const char *path, struct stat *information) {
    return (int)syscall(SYS_newfstatat, AT_FDCWD, path, information, 0);
}
SANDBOX_RAW int raw_fstat(int descriptor, struct stat *information) {
    return (int)syscall(SYS_fstat, descriptor, information);
}
SANDBOX_RAW int raw_statfs(const char *path, struct statfs *information) {
    return (int)syscall(SYS_statfs, path, information);
}
SANDBOX_RAW int raw_mount(const char *source, const char *target, const char *type, unsigned long flags,
                          const void *data) {
    return (int)syscall(SYS_mount, source, target, type, flags, data);
}
SANDBOX_RAW int raw_umount2(const char *target, int flags) { return (int)syscall(SYS_umount2, target, flags); }
SANDBOX_RAW int raw_chdir(const char *path) { return (int)syscall(SYS_chdir, path); }
SANDBOX_RAW int raw_prctl(int option, unsigned long a, unsigned long b, unsigned long c, unsigned long d) {
    return (int)syscall(SYS_prctl, option, a, b, c, d);
}
SANDBOX_RAW int raw_dup3(int from, int to) { return (int)syscall(SYS_dup3, from, to, 0); }
SANDBOX_RAW int raw_fcntl(int descriptor, int command, long argument) {
    return (int)syscall(SYS_fcntl, descriptor, command, argument);
}
SANDBOX_RAW int raw_pipe2(int ends[2], int flags) { return (int)syscall(SYS_pipe2, ends, flags); }
SANDBOX_RAW int raw_wait4(int pid, int *status, int options, struct rusage *usage) {
    return (int)syscall(SYS_wait4, pid, status, options, usage);
}
SANDBOX_RAW int raw_kill(int pid, int signal_number) { return (int)syscall(SYS_kill, pid, signal_number); }
SANDBOX_RAW int raw_getrusage(int who, struct rusage *usage) { return (int)syscall(SYS_getrusage, who, usage); }
SANDBOX_RAW int raw_setrlimit(int resource, const struct rlimit *limit) {
    return (int)syscall(SYS_prlimit64, 0, resource, limit, NULL);
}
SANDBOX_RAW int raw_getrlimit(int resource, struct rlimit *limit) {
    return (int)syscall(SYS_prlimit64, 0, resource, NULL, limit);
}
SANDBOX_RAW int raw_setsid(void) { return (int)syscall(SYS_setsid); }
SANDBOX_RAW int raw_sethostname(const char *name, size_t length) {
    return (int)syscall(SYS_sethostname, name, length);
}
SANDBOX_RAW int raw_execve(const char *path, char *const *argv, char *const *envp) {
    return (int)syscall(SYS_execve, path, argv, envp);
}
SANDBOX_RAW __attribute__((noreturn)) void raw_exit(int status) {
    for (;;) syscall(SYS_exit_group, status);
}
SANDBOX_RAW long raw_gettid(void) { return syscall(SYS_gettid); }
/// A fork: a raw clone with no shared memory (glibc's fork runs atfork handlers that take locks).
SANDBOX_RAW long raw_fork(unsigned long flags) { return syscall(SYS_clone, flags | SIGCHLD, NULL, NULL, NULL, NULL); }

/// The kernel's own sigaction structure (glibc's differs), for SIG_DFL only: no restorer needed.
struct raw_sigaction {
    void *handler;
    unsigned long flags;
    void *restorer;
    unsigned long long mask;
};
SANDBOX_RAW int raw_default_signal(int signal_number) {
    struct raw_sigaction action = {0, 0, 0, 0};
    return (int)syscall(SYS_rt_sigaction, signal_number, &action, NULL, sizeof action.mask);
}
SANDBOX_RAW int raw_unblock_all_signals(void) {
    unsigned long long none = 0;
    return (int)syscall(SYS_rt_sigprocmask, SIG_SETMASK, &none, NULL, sizeof none);
}

SANDBOX_RAW void raw_copy(void *to, const void *from, size_t count) {
    volatile char *target = to;
    const char *source = from;
    for (size_t index = 0; index < count; index++) target[index] = source[index];
}
SANDBOX_RAW void raw_zero(void *to, size_t count) {
    volatile char *target = to;
    for (size_t index = 0; index < count; index++) target[index] = 0;
}
#endif
