#include "siqs_kernels.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#include <pthread.h>

int siqs_kernels_available(void) {
    return __builtin_cpu_supports("avx2");
}

// permutations[m][k]: the lane of the k-th set bit of m (the rest 0), built once, on first use,
// by whichever thread gets there first (pthread_once: the sieve's threads start together).
static uint32_t permutations[256][8];
static pthread_once_t permutations_once = PTHREAD_ONCE_INIT;

static void build_permutations(void) {
    for (int m = 0; m < 256; m++) {
        int k = 0;
        for (int lane = 0; lane < 8; lane++) {
            if (m & (1 << lane)) permutations[m][k++] = (uint32_t)lane;
        }
        while (k < 8) permutations[m][k++] = 0;
    }
}

__attribute__((target("avx2,popcnt")))
static inline size_t append_hits(__m256i roots, __m256i tags, __m256i size, uint32_t *hits, size_t n) {
    // Roots are below 2^31, so the signed comparison is the unsigned one.
    int mask = _mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpgt_epi32(size, roots)));
    __m256i order = _mm256_loadu_si256((const __m256i *)permutations[mask]);
    __m256i packed = _mm256_permutevar8x32_epi32(_mm256_or_si256(tags, roots), order);
    _mm256_storeu_si256((__m256i *)(hits + n), packed);
    return n + (size_t)_mm_popcnt_u32((unsigned)mask);
}

__attribute__((target("avx2,popcnt")))
size_t siqs_move_and_list(const uint32_t *primes, uint32_t *root1, uint32_t *root2, const uint32_t *steps,
                          size_t lo, size_t hi, int down, uint32_t size, uint32_t *hits) {
    pthread_once(&permutations_once, build_permutations);
    size_t n = 0;
    size_t i = lo;
    const __m256i vsize = _mm256_set1_epi32((int)size);
    const __m256i lanes = _mm256_setr_epi32(0, 1 << 15, 2 << 15, 3 << 15, 4 << 15, 5 << 15, 6 << 15, 7 << 15);
    for (; i + 8 <= hi; i += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(primes + i));
        __m256i step = _mm256_loadu_si256((const __m256i *)(steps + i));
        if (!down) step = _mm256_sub_epi32(p, step);
        __m256i r1 = _mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)(root1 + i)), step);
        __m256i r2 = _mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)(root2 + i)), step);
        // A difference that wrapped is above 2^32 − p: adding p brings it below one that did not.
        r1 = _mm256_min_epu32(r1, _mm256_add_epi32(r1, p));
        r2 = _mm256_min_epu32(r2, _mm256_add_epi32(r2, p));
        _mm256_storeu_si256((__m256i *)(root1 + i), r1);
        _mm256_storeu_si256((__m256i *)(root2 + i), r2);
        __m256i tags = _mm256_add_epi32(_mm256_set1_epi32((int)(i << 15)), lanes);
        // Root 1 before root 2 of the same prime is not kept across lanes here: both lists of a
        // group of eight are appended in turn (trial division does not depend on the order).
        n = append_hits(r1, tags, vsize, hits, n);
        n = append_hits(r2, tags, vsize, hits, n);
    }
    for (; i < hi; i++) {
        uint32_t p = primes[i];
        uint32_t step = down ? steps[i] : p - steps[i];
        uint32_t r1 = root1[i] - step, r2 = root2[i] - step;
        r1 = r1 < r1 + p ? r1 : r1 + p;
        r2 = r2 < r2 + p ? r2 : r2 + p;
        root1[i] = r1;
        root2[i] = r2;
        uint32_t tag = (uint32_t)i << 15;
        hits[n] = tag | r1;
        n += r1 < size;
        hits[n] = tag | r2;
        n += r2 < size;
    }
    return n;
}

#else
int siqs_kernels_available(void) { return 0; }

size_t siqs_move_and_list(const uint32_t *primes, uint32_t *root1, uint32_t *root2, const uint32_t *steps,
                          size_t lo, size_t hi, int down, uint32_t size, uint32_t *hits) {
    (void)primes; (void)root1; (void)root2; (void)steps; (void)lo; (void)hi; (void)down; (void)size; (void)hits;
    return 0;
}
#endif
