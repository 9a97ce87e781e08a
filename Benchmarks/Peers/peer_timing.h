/* The timing protocol every C peer shares with algo-bench (BenchKit's RepetitionPolicy):
 * WARMUPS untimed runs, then at least MIN and at most MAX timed runs, adding runs while the
 * timed total is under BUDGET seconds. Prints one JSON result line, as BenchKit.BenchResult.
 */
#ifndef PEER_TIMING_H
#define PEER_TIMING_H
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

/* SplitMix64 (Steele, Lea and Flood 2014), as BenchKit's BenchRandom: the peers regenerate the
 * suite's inputs with it. Seed peer_random_state, then call peer_random(). */
static unsigned long long peer_random_state;
static inline unsigned long long peer_random(void) {
    unsigned long long z = (peer_random_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double peer_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Times kernel(size) and prints the result line; the kernel returns its checksum. */
static int peer_main(int argc, char **argv, const char *name, unsigned long long (*kernel)(long long)) {
    if (argc != 7) {
        fprintf(stderr, "usage: %s KERNEL SIZE MIN MAX BUDGET WARMUPS\n", argv[0]);
        return 2;
    }
    long long size = atoll(argv[2]);
    int min = atoi(argv[3]), max = atoi(argv[4]), warmups = atoi(argv[6]);
    double budget = atof(argv[5]);
    if (size <= 0 || min < 1 || max < min || warmups < 0) {
        fprintf(stderr, "%s: bad arguments\n", argv[0]);
        return 2;
    }
    unsigned long long checksum = 0;
    for (int i = 0; i < warmups; i++) checksum = kernel(size);
    double *samples = malloc(sizeof(double) * (size_t)max);
    int count = 0;
    double spent = 0;
    while (count < max && (count < min || spent < budget)) {
        double start = peer_seconds();
        checksum = kernel(size);
        double elapsed = peer_seconds() - start;
        samples[count++] = elapsed;
        spent += elapsed;
    }
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    printf("{\"checksum\":\"%llu\",\"kernel\":\"%s\",\"peakRSSKiB\":%ld,\"samples\":[", checksum, name, usage.ru_maxrss);
    for (int i = 0; i < count; i++) printf("%s%.9g", i ? "," : "", samples[i]);
    printf("],\"size\":%lld,\"variant\":\"\"}\n", size);
    free(samples);
    return 0;
}
#endif
