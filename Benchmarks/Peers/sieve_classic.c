/* The classic sieve in C, as in the 2018 language comparison: one 64-bit flag per number up to n
 * (int64_t, the width of the Swift baseline's Int, so that both move the same bytes);
 * for each p in 2..n still flagged, count it and cross off p*p, p*p+p, ... <= n.
 * usage: sieve_classic sieve.classic N MIN MAX BUDGET WARMUPS   (see peer_timing.h)
 */
#include <stdint.h>
#include <string.h>
#include "peer_timing.h"

static unsigned long long classic_sieve(long long n) {
    int64_t *flags = malloc(sizeof(int64_t) * (size_t)(n + 1));
    for (long long i = 0; i <= n; i++) flags[i] = 1;
    unsigned long long count = 0;
    for (long long p = 2; p <= n; p++) {
        if (flags[p]) {
            count++;
            if (p <= n / p)
                for (long long m = p * p; m <= n; m += p) flags[m] = 0;
        }
    }
    free(flags);
    return count;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "sieve.classic") != 0) {
        fprintf(stderr, "sieve_classic: unknown kernel %s\n", argv[1]);
        return 2;
    }
    return peer_main(argc, argv, "sieve.classic", classic_sieve);
}
