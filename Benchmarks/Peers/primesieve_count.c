/* primesieve, the best known sieve, as a benchmark peer: counts the primes <= n with
 * libprimesieve on 1 thread (sieve.primesieve) or on all cores (sieve.primesieve-mt), or the
 * primes in [10^16, 10^16 + n] on 1 thread (sieve.primesieve-high, beside the suite's sieve.high), or
 * the primes in [10^18, 10^18 + n] on 1 thread (sieve.primesieve-window, beside sieve.window), or
 * the primes in [2^n - 10^9, 2^n - 1], n clamped to 30..64, on 1 thread (sieve.primesieve-heights,
 * beside sieve.heights), or
 * the twin primes <= n on 1 thread (sieve.primesieve-twins, beside the suite's sieve.twins).
 * Build: gcc -O2 primesieve_count.c -lprimesieve
 * usage: primesieve_count KERNEL N MIN MAX BUDGET WARMUPS   (see peer_timing.h)
 */
#include <primesieve.h>
#include <string.h>
#include "peer_timing.h"

static unsigned long long count_primes(long long n) { return primesieve_count_primes(0, (uint64_t)n); }

static unsigned long long count_twins(long long n) { return primesieve_count_twins(0, (uint64_t)n); }

static const uint64_t high_start = 10000000000000000ull;
static unsigned long long count_high(long long n) {
    return primesieve_count_primes(high_start, high_start + (uint64_t)n);
}

static const uint64_t window_start = 1000000000000000000ull;
static unsigned long long count_window(long long n) {
    return primesieve_count_primes(window_start, window_start + (uint64_t)n);
}

static unsigned long long count_heights(long long n) {
    int bits = n < 30 ? 30 : n > 64 ? 64 : (int)n;
    uint64_t top = UINT64_MAX >> (64 - bits);
    return primesieve_count_primes(top - 999999999ull, top);
}

int main(int argc, char **argv) {
    if (argc < 2) return peer_main(argc, argv, "", count_primes);
    if (strcmp(argv[1], "sieve.primesieve-high") == 0) {
        primesieve_set_num_threads(1);
        return peer_main(argc, argv, argv[1], count_high);
    }
    if (strcmp(argv[1], "sieve.primesieve-window") == 0) {
        primesieve_set_num_threads(1);
        return peer_main(argc, argv, argv[1], count_window);
    }
    if (strcmp(argv[1], "sieve.primesieve-heights") == 0) {
        primesieve_set_num_threads(1);
        return peer_main(argc, argv, argv[1], count_heights);
    }
    if (strcmp(argv[1], "sieve.primesieve-twins") == 0) {
        primesieve_set_num_threads(1);
        return peer_main(argc, argv, argv[1], count_twins);
    }
    if (strcmp(argv[1], "sieve.primesieve") == 0) {
        primesieve_set_num_threads(1);
    } else if (strcmp(argv[1], "sieve.primesieve-mt") != 0) {
        fprintf(stderr, "primesieve_count: unknown kernel %s\n", argv[1]);
        return 2;
    }
    return peer_main(argc, argv, argv[1], count_primes);
}
