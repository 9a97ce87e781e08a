#include "judge_groups.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>

enum { slot_count = 256 };  // --jobs is at most 256

static atomic_int groups[slot_count];
static pthread_once_t install_once = PTHREAD_ONCE_INIT;

// Kills every recorded group, then dies of the same signal with its default action.
static void kill_groups_and_die(int signal_number) {
    for (int i = 0; i < slot_count; i++) {
        int group = atomic_load(&groups[i]);
        if (group > 0) kill(-group, SIGKILL);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigaction(signal_number, &action, 0);
    raise(signal_number);
}

static void install(void) {
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction old;
        // A signal the judge was started ignoring (nohup's SIGHUP) stays ignored.
        if (sigaction(signals[i], 0, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = kill_groups_and_die;
        sigemptyset(&action.sa_mask);
        sigaction(signals[i], &action, 0);
    }
}

void judge_groups_install(void) { pthread_once(&install_once, install); }

int judge_groups_add(pid_t group) {
    for (int i = 0; i < slot_count; i++) {
        int empty = 0;
        if (atomic_compare_exchange_strong(&groups[i], &empty, (int)group)) return i;
    }
    return -1;
}

void judge_groups_remove(int slot) {
    if (slot >= 0 && slot < slot_count) atomic_store(&groups[slot], 0);
}

int judge_groups_count(void) {
    int count = 0;
    for (int i = 0; i < slot_count; i++) count += atomic_load(&groups[i]) > 0;
    return count;
}
