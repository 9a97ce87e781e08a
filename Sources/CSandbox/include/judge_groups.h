// The process groups of the programs `algo judge` is running, and handlers for SIGINT, SIGTERM
// and SIGHUP that kill them before the judge dies.
//
// Each program runs in its own process group, so that the judge can kill it with its children;
// but a Ctrl-C at the terminal goes to the judge's group only, and a judge killed by it (or by
// `timeout`) left the program running: a solution stuck in a loop spun on after the judge was
// gone. A signal handler may only do async-signal-safe things, so the groups live in a fixed
// array of C atomics rather than in Swift.
#ifndef ALGOSUITE_JUDGE_GROUPS_H
#define ALGOSUITE_JUDGE_GROUPS_H
#include <sys/types.h>

/// Installs the handlers (once; later calls do nothing).
void judge_groups_install(void);

/// Records a running program's process group; returns its slot, or -1 when all are taken (the
/// program then runs untracked).
int judge_groups_add(pid_t group);

/// Forgets the group in `slot` (from judge_groups_add; -1 is ignored).
void judge_groups_remove(int slot);

/// How many groups are recorded now (for the tests).
int judge_groups_count(void);
#endif
