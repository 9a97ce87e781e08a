// The two kernel filters a sandboxed program gets before execve (sandbox_filters.c).
#ifndef ALGOSUITE_SANDBOX_FILTERS_H
#define ALGOSUITE_SANDBOX_FILTERS_H
#include "sandbox.h"

/// Landlock: `landlock_read` readable and executable, `landlock_write` writable, every other path
/// refused; no TCP bind or connect (ABI 4); no signals or abstract sockets outside (ABI 6).
/// 0, or -1 with errno. Needs no_new_privs. Async-signal-safe.
int sandbox_apply_landlock(const struct sandbox_config *config);

/// The seccomp filter: the calls of sandbox_denied_syscalls() fail with EPERM, clone with a
/// namespace flag too, clone3 with ENOSYS (so that libc falls back to clone, whose flags a filter
/// can read), and any other architecture's calls (x32, i386) kill the process.
/// 0, or -1 with errno. Needs no_new_privs. Async-signal-safe.
int sandbox_apply_seccomp(void);
#endif
