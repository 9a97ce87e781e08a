// GMP for Swift: the header, plus static inline wrappers for GMP's function-like macros, which
// Swift cannot import. The exported __gmpz_* functions Swift calls directly.
#ifndef ALGOSUITE_CGMP_SHIM_H
#define ALGOSUITE_CGMP_SHIM_H
#include <gmp.h>

static inline int cgmp_sgn(const __mpz_struct *z) { return mpz_sgn(z); }
static inline int cgmp_odd_p(const __mpz_struct *z) { return mpz_odd_p(z); }
static inline int cgmp_even_p(const __mpz_struct *z) { return mpz_even_p(z); }
static inline int cgmp_cmp_ui(const __mpz_struct *z, unsigned long v) { return mpz_cmp_ui(z, v); }
static inline int cgmp_cmp_si(const __mpz_struct *z, long v) { return mpz_cmp_si(z, v); }
static inline size_t cgmp_size(const __mpz_struct *z) { return mpz_size(z); }
static inline mp_limb_t cgmp_getlimbn(const __mpz_struct *z, mp_size_t n) { return mpz_getlimbn(z, n); }
static inline int cgmp_fits_slong_p(const __mpz_struct *z) { return mpz_fits_slong_p(z); }
static inline int cgmp_fits_ulong_p(const __mpz_struct *z) { return mpz_fits_ulong_p(z); }
static inline unsigned long cgmp_get_ui(const __mpz_struct *z) { return mpz_get_ui(z); }
static inline long cgmp_get_si(const __mpz_struct *z) { return mpz_get_si(z); }
static inline void cgmp_neg(__mpz_struct *r, const __mpz_struct *z) { mpz_neg(r, z); }
static inline void cgmp_abs(__mpz_struct *r, const __mpz_struct *z) { mpz_abs(r, z); }
static inline int cgmp_perfect_square_p(const __mpz_struct *z) { return mpz_perfect_square_p(z); }
static inline const char *cgmp_version(void) { return gmp_version; }
#endif
