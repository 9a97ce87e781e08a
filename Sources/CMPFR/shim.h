// MPFR for Swift, with static inline wrappers for the function-like macros Swift cannot import.
#ifndef ALGOSUITE_CMPFR_SHIM_H
#define ALGOSUITE_CMPFR_SHIM_H
#include <gmp.h>
#include <mpfr.h>

static inline int cmpfr_zero_p(const __mpfr_struct *x) { return mpfr_zero_p(x); }
static inline int cmpfr_nan_p(const __mpfr_struct *x) { return mpfr_nan_p(x); }
static inline int cmpfr_inf_p(const __mpfr_struct *x) { return mpfr_inf_p(x); }
static inline int cmpfr_sgn(const __mpfr_struct *x) { return mpfr_sgn(x); }
static inline const char *cmpfr_version(void) { return mpfr_get_version(); }
#endif
