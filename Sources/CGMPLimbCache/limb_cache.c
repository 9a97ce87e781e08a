#include "limb_cache.h"

#include <pthread.h>
#include <stdatomic.h>

enum { largest_cached_alloc = 1 << 16 };

static __thread mp_limb_t *cached_limbs;
static __thread int cached_alloc;
static __thread int exit_hook_set;

static atomic_ulong released_at_exit;
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

// Runs when a thread that cached an array exits (its __thread slots are still readable then):
// hands the array back to GMP, so threads that come and go leak nothing.
static void release_at_exit(void *unused) {
    (void)unused;
    exit_hook_set = 0;  // a value freed by a later destructor sets the key again, and glibc reruns this
    if (cached_limbs) {
        __mpz_struct z = {cached_alloc, 0, cached_limbs};
        cached_limbs = 0;
        mpz_clear(&z);
        atomic_fetch_add_explicit(&released_at_exit, 1, memory_order_relaxed);
    }
}

unsigned long cgmp_limb_cache_released_at_exit(void) {
    return atomic_load_explicit(&released_at_exit, memory_order_relaxed);
}

static void make_exit_key(void) { pthread_key_create(&exit_key, release_at_exit); }

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
        if (!exit_hook_set) {
            exit_hook_set = 1;
            pthread_once(&exit_key_once, make_exit_key);
            pthread_setspecific(exit_key, (void *)1);  // any non-null value makes the destructor run
        }
        cached_limbs = z->_mp_d;
        cached_alloc = z->_mp_alloc;
    } else {
        mpz_clear(z);
    }
}
