#include "limb_cache.h"

enum { largest_cached_alloc = 1 << 16 };

static __thread mp_limb_t *cached_limbs;
static __thread int cached_alloc;

void cgmp_init_reusing(__mpz_struct *z) {
    mp_limb_t *limbs = cached_limbs;
    if (limbs) {
        cached_limbs = 0;
        z->_mp_d = limbs;
        z->_mp_alloc = cached_alloc;
        z->_mp_size = 0;
    } else {
        mpz_init(z);
    }
}

void cgmp_clear_keeping(__mpz_struct *z) {
    // GMP 6.2+ gives a fresh mpz_t no array (alloc 0, a static dummy limb): never cache that.
    if (!cached_limbs && z->_mp_alloc > 0 && z->_mp_alloc <= largest_cached_alloc) {
        cached_limbs = z->_mp_d;
        cached_alloc = z->_mp_alloc;
    } else {
        mpz_clear(z);
    }
}
