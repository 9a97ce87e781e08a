// A one-slot, per-thread cache of one freed GMP limb array, for BigInt's temporaries.
//
// `x = a + b` in a loop allocates the new result's limbs and frees the old result's; C code that
// reuses one mpz_t pays for neither. With this cache a new value takes the array the last cleared
// value left behind, so a BigInt expression in a loop allocates as little as that C code.
// Arrays come from GMP's allocator and go back to it; at most one array of up to 2^16 limbs
// (512 KiB) stays cached per thread, and goes back to GMP when the thread exits.
#ifndef ALGOSUITE_CGMP_LIMB_CACHE_H
#define ALGOSUITE_CGMP_LIMB_CACHE_H
#include <gmp.h>

/// mpz_init, but with the cached array when there is one.
void cgmp_init_reusing(__mpz_struct *z);

/// mpz_clear, but keeps the array in the cache when the slot is free and the array not too big.
void cgmp_clear_keeping(__mpz_struct *z);

/// How many cached arrays exiting threads have handed back to GMP so far (for the tests).
unsigned long cgmp_limb_cache_released_at_exit(void);
#endif
