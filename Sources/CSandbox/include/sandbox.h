// The judge's sandbox launcher: starts one untrusted program in new namespaces, under an
// unprivileged identity, with rlimits, Landlock and a seccomp filter, and reports how it ended.
//
// Why C: between clone() and execve() the child of a multithreaded process may only make system
// calls (no allocation, no locks, no Swift runtime), and the filters are kernel ABI structures.
// Everything that needs deciding (which paths, which limits, which uid) is decided in Swift
// before the call and handed over in `struct sandbox_config`; this file only carries it out.
//
// The process tree (the model is IOI's isolate, Mareš and Blackham 2012):
//
//   judge thread ── clone(new pid, mount, net, ipc, uts [, user] namespaces) ──> init (pid 1)
//        │  joins the cgroups, writes the uid map, then releases init               │ builds the
//        │                                                                          │ root, drops to
//        │  polls cgroup / /proc, kills init on a limit (the kernel then kills      │ the sandbox uid,
//        │  every process of the namespace), reads init's report                    │ forks:
//        │                                                                          v
//        │                                                              program: rlimits, Landlock,
//        │                                                              no_new_privs, seccomp, execve
//   init waits for the program, then kills and reaps everything left in the namespace (setsid
//   double forks included), and writes `struct sandbox_report`: the program's wait status and the
//   CPU time of every process it ever started (RUSAGE_CHILDREN once all are reaped).
#ifndef ALGOSUITE_SANDBOX_H
#define ALGOSUITE_SANDBOX_H
#include <stdint.h>
#include <sys/types.h>

/// What the launcher uses; the Swift side chooses them from what the machine supports.
enum sandbox_feature {
    /// A user namespace mapping `uid`/`gid` to `outside_uid`/`outside_gid` (an unprivileged judge).
    SANDBOX_USER_NAMESPACE = 1 << 0,
    /// setgroups/setresgid/setresuid to `uid`/`gid` without a user namespace (a judge run as root).
    SANDBOX_SETUID = 1 << 1,
    /// A PID namespace: the program cannot see or signal anything outside, and dies with init.
    SANDBOX_PID_NAMESPACE = 1 << 2,
    /// A network namespace: only a loopback device, and that one down.
    SANDBOX_NET_NAMESPACE = 1 << 3,
    /// A mount namespace and a new root built from `mounts` (needs SANDBOX_PID_NAMESPACE for /proc).
    SANDBOX_MOUNT_NAMESPACE = 1 << 4,
    /// IPC and UTS namespaces (System V IPC, the host name).
    SANDBOX_IPC_UTS_NAMESPACE = 1 << 5,
    /// The seccomp filter of sandbox_filters.c.
    SANDBOX_SECCOMP = 1 << 6,
    /// Landlock: read and execute `landlock_read`, write `landlock_write`, no TCP, no signals out.
    SANDBOX_LANDLOCK = 1 << 7,
    /// Without a PID namespace: init becomes a child subreaper and kills its descendants at the end.
    SANDBOX_SUBREAPER = 1 << 8,
};

/// One entry of the new root, made in order.
enum sandbox_mount_kind {
    SANDBOX_BIND_READ_ONLY = 0,  ///< bind `source` at `target`, read-only, nosuid, nodev
    SANDBOX_BIND_WRITABLE = 1,   ///< bind `source` at `target`, writable, nosuid, nodev
    SANDBOX_BIND_DEVICE = 2,     ///< bind the device node `source` at `target` (/dev/null …)
    SANDBOX_SYMLINK = 3,         ///< a symbolic link at `target` whose text is `source`
    SANDBOX_TMPFS = 4,           ///< a tmpfs at `target`; `source` is its option string
    SANDBOX_PROC = 5,            ///< a new procfs of the PID namespace at `target`
    SANDBOX_DIRECTORY = 6,       ///< an empty directory at `target`
};

struct sandbox_mount {
    const char *source;
    /// An absolute path inside the sandbox.
    const char *target;
    int kind;
};

struct sandbox_config {
    /// A sum of `enum sandbox_feature`.
    int features;
    /// The program's path as the sandbox sees it (resolved by the caller; no PATH search here).
    const char *executable;
    char *const *argv;
    char *const *envp;
    int stdin_fd, stdout_fd, stderr_fd;
    /// The identity inside: with a user namespace, mapped to outside_uid/outside_gid; with
    /// SANDBOX_SETUID, taken with setresuid/setresgid.
    uint32_t uid, gid, outside_uid, outside_gid;
    /// An existing empty directory on the host to build the new root on (mount namespace only).
    const char *root;
    const struct sandbox_mount *mounts;
    int mount_count;
    /// The program's working directory (inside the new root, or on the host without one).
    const char *workdir;
    /// Paths that Landlock leaves readable and executable, and those it leaves writable too.
    const char *const *landlock_read;
    int landlock_read_count;
    const char *const *landlock_write;
    int landlock_write_count;
    /// Limits; 0 leaves the judge's own. cpu_seconds is the soft RLIMIT_CPU (SIGXCPU), the hard
    /// limit one second more (SIGKILL).
    long cpu_seconds;
    long long file_size_bytes;
    long open_files;
    long processes;
    long long stack_bytes;
    long long address_space_bytes;
    /// Open `cgroup.procs` files: the caller's thread writes init's pid to each before init runs.
    const int *cgroup_procs_fds;
    int cgroup_procs_count;
};

/// Where the launch failed (sandbox_report.stage); SANDBOX_STAGE_RAN when the program ran.
enum sandbox_stage {
    SANDBOX_STAGE_RAN = 0,
    SANDBOX_STAGE_CLONE,
    SANDBOX_STAGE_ID_MAP,
    SANDBOX_STAGE_CGROUP,
    SANDBOX_STAGE_SYNC,
    SANDBOX_STAGE_MOUNT,
    SANDBOX_STAGE_PIVOT,
    SANDBOX_STAGE_IDENTITY,
    SANDBOX_STAGE_DESCRIPTORS,
    SANDBOX_STAGE_FORK,
    SANDBOX_STAGE_RLIMIT,
    SANDBOX_STAGE_LANDLOCK,
    SANDBOX_STAGE_SECCOMP,
    SANDBOX_STAGE_EXEC,
    SANDBOX_STAGE_CHDIR,
};

/// What init writes first on the report pipe once the program has exec'd (before that, the
/// program is a copy of the judge, whose pages are not the program's memory).
enum { SANDBOX_EXEC_MARKER = -1 };

/// What init writes when the program has ended and every other process of the run is reaped
/// (after SANDBOX_EXEC_MARKER, or alone when the launch failed).
struct sandbox_report {
    int32_t stage;
    /// The errno of the failed stage, 0 when it ran.
    int32_t error;
    /// For a failed mount stage, the index of the mount in `mounts`.
    int32_t mount_index;
    /// The program's wait status (as from waitpid).
    int32_t status;
    /// User and system CPU of every process of the run, in microseconds. (Not ru_maxrss: Linux
    /// carries a high-water mark across exec, so it would be the judge's own.)
    int64_t user_microseconds, system_microseconds;
};

/// Starts `config->argv` in the sandbox. On success returns 0 with init's pid (in the caller's PID
/// namespace) and the read end of the report pipe (close-on-exec; SANDBOX_EXEC_MARKER and then
/// a `struct sandbox_report` arrive on it, or end of file when init was killed). On failure returns an errno and sets
/// `*failed_stage`; nothing is left running.
///
/// Thread-safe: every descriptor it makes is close-on-exec, and the child calls no function that
/// allocates. The caller must keep this thread alive until it has reaped init (init is killed
/// when the thread that started it exits: PR_SET_PDEATHSIG).
int sandbox_spawn(const struct sandbox_config *config, pid_t *init_pid, int *report_fd, int *failed_stage);

/// pipe2(fds, O_CLOEXEC), which Swift's Glibc module does not declare; 0 or -1 with errno.
int sandbox_pipe(int fds[2]);

/// A pidfd of `pid` (close-on-exec), readable once the process has ended; -1 without pidfds.
int sandbox_pidfd(pid_t pid);

/// The Landlock ABI version of the running kernel, or 0 where it has none.
int sandbox_landlock_abi(void);

/// Whether the kernel takes seccomp filters (CONFIG_SECCOMP_FILTER).
int sandbox_seccomp_available(void);

/// Tries the namespaces in `features` (a child that exits at once); 0 or the errno of clone.
int sandbox_probe_namespaces(int features, uint32_t uid, uint32_t gid);

/// The syscalls the seccomp filter refuses, as a NULL-terminated list of names (for the guide
/// and `algo judge --sandbox-check`).
const char *const *sandbox_denied_syscalls(void);
#endif
