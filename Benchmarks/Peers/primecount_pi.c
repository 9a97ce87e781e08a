/* primecount, the best known program for pi(x), as a benchmark peer: pi(n) with libprimecount's
 * default method (Gourdon's algorithm in version 7) on 1 thread (primecount.primecount) or on all
 * cores (primecount.primecount-mt), beside the suite's primecount.* kernels.
 * Build: gcc -O2 primecount_pi.c -lprimecount
 * usage: primecount_pi KERNEL N MIN MAX BUDGET WARMUPS   (see peer_timing.h)
 */
#include <primecount.h>
#include <string.h>
#include "peer_timing.h"

static unsigned long long count(long long n) { return (unsigned long long)primecount_pi((int64_t)n); }

int main(int argc, char **argv) {
    if (argc < 2) return peer_main(argc, argv, "", count);
    if (strcmp(argv[1], "primecount.primecount") == 0) {
        primecount_set_num_threads(1);
    } else if (strcmp(argv[1], "primecount.primecount-mt") != 0) {
        fprintf(stderr, "primecount_pi: unknown kernel %s\n", argv[1]);
        return 2;
    }
    return peer_main(argc, argv, argv[1], count);
}
