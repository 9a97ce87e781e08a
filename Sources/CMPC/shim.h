// MPC for Swift: complex numbers of MPFR parts, with wrappers for the accessor macros.
#ifndef ALGOSUITE_CMPC_SHIM_H
#define ALGOSUITE_CMPC_SHIM_H
#include <gmp.h>
#include <mpfr.h>
#include <mpc.h>

static inline __mpfr_struct *cmpc_realref(__mpc_struct *z) { return mpc_realref(z); }
static inline __mpfr_struct *cmpc_imagref(__mpc_struct *z) { return mpc_imagref(z); }
static inline int cmpc_rndnn(void) { return MPC_RNDNN; }
static inline const char *cmpc_version(void) { return mpc_get_version(); }
#endif
