// The quadratic sieve's pass over the primes above the sieve block, in AVX2 where the CPU has it.
//
// Swift's SIMD types cannot say "the lanes whose mask bit is set, packed to the front" (a compress:
// vmovmskps, then vpermd from a table of 256 permutations); written with them the pass ran
// element by element. Every other part of the sieve is Swift.
#ifndef ALGOSUITE_SIQS_KERNELS_H
#define ALGOSUITE_SIQS_KERNELS_H
#include <stddef.h>
#include <stdint.h>

/// Whether this CPU runs siqs_move_and_list (AVX2); the caller keeps a plain loop for the others.
int siqs_kernels_available(void);

/// For each prime i in [lo, hi): moves both roots by one Gray-code step, r ← r − s mod p with
/// s = steps[i] when `down`, else p − steps[i] (roots and steps below p < 2^31), and appends
/// i << 15 | r to `hits` for each moved root r below `size`: for each group of eight primes the
/// first roots' entries, then the second roots', each in the order of i. Returns the number of
/// entries. `hits` has room for 2·(hi − lo) + 8 entries.
///
/// Requires siqs_kernels_available(), hi < 2^17, size ≤ 2^15.
size_t siqs_move_and_list(const uint32_t *primes, uint32_t *root1, uint32_t *root2, const uint32_t *steps,
                          size_t lo, size_t hi, int down, uint32_t size, uint32_t *hits);
#endif
